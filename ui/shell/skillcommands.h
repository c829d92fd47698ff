#pragma once
// SkillCommands: the skill operations of the window (new from template, rename, duplicate, delete to trash,
// new doc/script, export, import) with their dialogs; they update the editor tabs and refresh the library.
#include "library/librarypanel.h"

#include <QObject>

#include <functional>

namespace sw::ui {

class EditorArea;
class SkillLibrary;

class SkillCommands : public QObject
{
    Q_OBJECT
public:
    SkillCommands(SkillLibrary *library, LibraryPanel *panel, EditorArea *editor, QWidget *window);

    // Asks for confirmation before deleting; tests inject a policy (true = go ahead).
    void setConfirmPolicy(std::function<bool(const QString &question)> policy) { m_confirm = std::move(policy); }

    void run(SkillCommand command, const QString &folder);
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
    bool confirm(const QString &question);
    void report(const QString &error, const QString &success);

    SkillLibrary *m_library;
    LibraryPanel *m_panel;
    EditorArea *m_editor;
    QWidget *m_window;
    std::function<bool(const QString &)> m_confirm;
};

} // namespace sw::ui
