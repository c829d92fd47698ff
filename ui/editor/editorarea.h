#pragma once
// EditorArea: the centre of the Author layout: one tab per open file (SKILL.md with form and preview, other
// text files in the source editor, images/PDFs/binaries in a preview), the find bar, saving, closing with a
// prompt, recovery of autosaved edits, and routing of problems and fixes.
#include "editor/editorarrangement.h"
#include "editor/filesession.h"
#include "editor/problem.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTabWidget;

class QMenu;

namespace sw::ui {

class EditorPage;
class FindBar;
class SkillMdEditor;

enum class UnsavedDecision { Save, Discard, Cancel };
using UnsavedPolicy = std::function<UnsavedDecision(const QStringList &files)>;
using RecoveryPolicy = std::function<bool(const QList<RecoveryEntry> &entries)>; // true = restore

class EditorArea : public QWidget
{
    Q_OBJECT
public:
    explicit EditorArea(QWidget *parent = nullptr);

    // Decisions normally asked in dialogs; tests inject them.
    void setExternalChangePolicy(ExternalChangePolicy policy) { m_externalPolicy = std::move(policy); }
    void setUnsavedPolicy(UnsavedPolicy policy) { m_unsavedPolicy = std::move(policy); }
    void setRecoveryPolicy(RecoveryPolicy policy) { m_recoveryPolicy = std::move(policy); }
    void setAutosaveSeconds(int seconds);
    // The arrangement of every SKILL.md page, open and to come; arrangementChanged when it changes (from here or
    // from a page's own bar).
    void setArrangement(const EditorArrangement &arrangement);
    const EditorArrangement &arrangement() const { return m_arrangement; }

    EditorPage *openFile(const QString &path); // focuses an open tab; nullptr (and errorOccurred) on failure
    EditorPage *pageFor(const QString &path) const;
    EditorPage *currentPage() const;
    SkillMdEditor *currentSkillEditor() const; // the SKILL.md of the current page's skill, when open
    QList<EditorPage *> pages() const;
    QStringList openFiles() const;
    QTabWidget *tabs() const { return m_tabs; }
    FindBar *findBar() const { return m_findBar; }

    bool saveCurrent();
    bool saveAll();
    bool savePages(const QList<EditorPage *> &pages); // these pages only (a skill's, before an operation on it)
    bool closePage(EditorPage *page, bool ask = true); // asks about unsaved edits (unless ask is false)
    bool closeAll(); // false when the user cancelled
    bool hasUnsavedChanges() const;

    void showFind();
    // Go to Line (Ctrl+G): asks for a line of the current file's source (1 to its last line, the cursor's line
    // first) and puts the cursor there. goToLine() does it without asking; false without a source editor.
    bool askGoToLine();
    bool goToLine(int line);
    bool gotoNextProblem();
    void jumpTo(const Problem &problem);
    // Applies fix number fixIndex of problem: text fixes in the editor (one undo step); folder rename on disk.
    bool applyFix(const Problem &problem, int fixIndex = 0);
    // Ctrl+.: the fixes of the problems on the cursor's line of the current page: the only one is applied, several
    // are offered in a menu at the cursor (quickFixMenu()); with none there it says there is nothing to fix.
    void quickFixAtCursor();
    QMenu *quickFixMenu() const { return m_quickFixMenu; }

    // A skill folder moved or vanished: retarget or close its tabs.
    void folderMoved(const QString &oldFolder, const QString &newFolder);
    void closeFilesUnder(const QString &folder);

    int offerRecovery(); // restores autosaved edits the policy accepts; returns how many

    // How prompts name a file: its skill folder and its path in it ("weather-lookup/SKILL.md"), else its name.
    static QString displayName(const QString &path);
    // The question before closing files with unsaved edits (named as displayName() does).
    static QString unsavedQuestion(const QStringList &files);

    // The text of every open SKILL.md with unsaved edits, by path (what the views that read the repository snapshot
    // substitute to follow unsaved edits: visibility, the Library's badges).
    QHash<QString, QByteArray> liveSkillTexts() const;

    // Opens `skillMdPath` and sets its description as one undoable edit (the Trigger Lab's "Apply to Editor").
    bool setSkillDescription(const QString &skillMdPath, const QString &description);

signals:
    void currentFileChanged(const QString &path);
    void problemsChanged(const sw::ui::ProblemList &problems);
    void liveSkillChanged(const QString &skillMdPath, const QString &name, const QString &description);
    void liveContentChanged(
        const QString &skillMdPath, const QString &name, const QString &description, const QString &body);
    // A SKILL.md page closed: views showing its unsaved state go back to the file's.
    void liveSkillDropped(const QString &skillMdPath);
    // The unsaved SKILL.md texts changed (an edit parsed, a save, a tab closed): liveSkillTexts() has them.
    void liveSkillTextsChanged(const QHash<QString, QByteArray> &texts);
    // A script page's Run: the skill folder holding it and the command that runs it from there.
    void runScriptRequested(const QString &skillFolder, const QString &command);
    void testDescriptionRequested(const QString &skillMdPath, const QString &name, const QString &description);
    void openFilesChanged(const QStringList &files);
    void skillFolderRenamed(const QString &oldFolder, const QString &newFolder);
    void errorOccurred(const QString &message);
    void statusMessage(const QString &message);
    void fileSaved(const QString &path);
    void pageStateChanged(); // a page's modified or deleted state changed (for Save and the other actions)
    void arrangementChanged(const sw::ui::EditorArrangement &arrangement);

private:
    QMenu *m_quickFixMenu = nullptr;
    QHash<QString, QByteArray> m_sentLiveTexts; // what liveSkillTextsChanged last carried
    void emitLiveSkillTexts();
    void addPage(EditorPage *page);
    void updateTabTitle(EditorPage *page);
    void onCurrentChanged();
    void updateEmptyState(); // the hint when no file is open, the tabs otherwise
    void emitProblems();
    bool saveFiles(const QList<EditorPage *> &pages);

    QTabWidget *m_tabs;
    FindBar *m_findBar;
    QLabel *m_empty; // shown instead of the tabs when no file is open
    ExternalChangePolicy m_externalPolicy;
    UnsavedPolicy m_unsavedPolicy;
    RecoveryPolicy m_recoveryPolicy;
    int m_autosaveSeconds = 30;
    EditorArrangement m_arrangement;
};

} // namespace sw::ui
