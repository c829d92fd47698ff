#pragma once
// SkillCommands: the skill operations of the window (new from template, rename, duplicate, move to trash, new
// doc/script, export, import) with their dialogs. Each touches only the files it concerns: unsaved edits in other
// skills are never written; unsaved edits in the skill concerned are asked about (save, keep them unsaved in their
// tabs, which follow a rename, or discard). Tabs and the Library follow renames; the Library is refreshed after.
#include "library/librarypanel.h"

#include <QObject>

#include <functional>

namespace sw::ui {

class EditorArea;
class EditorPage;
class Settings;
class SkillPackages;
class SkillLibrary;

// What an operation on a skill's files does with the unsaved edits in that skill's tabs.
enum class SkillEditsDecision {
    Save, // save them first
    Keep, // leave them unsaved in their tabs (a rename carries them to the new paths; a copy or export uses disk)
    Discard, // revert the tabs to the files on disk
    Cancel,
};
enum class SkillOperation { Rename, Duplicate, Export };

// The questions SkillCommands asks; each is a modal dialog unless set (tests answer them).
struct SkillCommandPrompts
{
    std::function<bool(const QString &question)> confirm; // trash: true = go ahead
    // A skill name (rename, duplicate): "" = cancelled.
    std::function<QString(const QString &title, const QString &initial)> name;
    // A path inside the skill (new doc, new script): "" = cancelled.
    std::function<QString(const QString &title, const QString &initial)> path;
    // Unsaved edits in the skill the operation concerns; `files` as the editor names them.
    std::function<SkillEditsDecision(SkillOperation operation, const QString &skill, const QStringList &files)>
        unsavedEdits;
    std::function<void(const QString &title, const QString &message)> warn; // errors the user must read
    // After New Doc / New Script: link the new file (relative path) from SKILL.md? An agent finds a file only through
    // the skill's instructions. Unset with the other prompts injected: no link.
    std::function<bool(const QString &relative)> linkNewFile;
};

class SkillCommands : public QObject
{
    Q_OBJECT
public:
    SkillCommands(SkillLibrary *library, LibraryPanel *panel, EditorArea *editor, QWidget *window);

    void setSettings(Settings *settings); // the last folders of the file dialogs
    // The answers to every question (an unset one is asked in a dialog again).
    void setPrompts(const SkillCommandPrompts &prompts);
    const SkillCommandPrompts &prompts() const { return m_prompts; }
    void setConfirmPolicy(std::function<bool(const QString &question)> policy)
    {
        m_prompts.confirm = std::move(policy);
    }
    SkillPackages *importer() const { return m_import; }

    void run(SkillCommand command, const QString &folder);
    // From the menus and shortcuts: the skill of the Library's selection when the Library has the focus, else the
    // skill of the open tab, else the Library's selection.
    void runInContext(SkillCommand command);
    QString contextSkill() const;
    void importArchives(const QStringList &archives, const QString &root);

signals:
    void statusMessage(const QString &message);

private:
    void newSkill();
    void rename(const QString &folder);
    void duplicate(const QString &folder);
    void remove(const QString &folder);
    void newFile(const QString &folder, bool script);
    void exportSkill(const QString &folder);
    void import();

    QList<EditorPage *> modifiedPagesUnder(const QString &folder) const;
    // Asks about the unsaved edits of the skill `folder` and carries out Save or Discard; Cancel = false.
    bool settleUnsavedEdits(SkillOperation operation, const QString &folder, SkillEditsDecision *decision);
    QString askName(const QString &title, const QString &prompt, const QString &initial, const QString &parentFolder,
        const QString &current);
    QString askPath(const QString &title, const QString &prompt, const QString &initial);
    bool confirm(const QString &question);
    void warn(const QString &title, const QString &message);

    SkillLibrary *m_library;
    LibraryPanel *m_panel;
    EditorArea *m_editor;
    QWidget *m_window;
    Settings *m_settings = nullptr;
    SkillPackages *m_import;
    SkillCommandPrompts m_prompts;
};

} // namespace sw::ui
