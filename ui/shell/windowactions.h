#pragma once
// WindowActions: every command of the main window as a QAction with its shortcut and icon, arranged into the
// menu bar, the toolbar and the command palette (Ctrl+Shift+P).
#include "editor/editorarrangement.h"
#include "shell/modebar.h"
#include "shell/restart.h"

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;

namespace sw::ui {

class ActionListModel;
class CommandPalette;
class MainWindow;

class WindowActions : public QObject
{
    Q_OBJECT
public:
    explicit WindowActions(MainWindow *window);

    QAction *openRoot, *addRootUrl, *newSkill, *newDoc, *newScript, *save, *saveAll, *closeTab, *importSkill,
        *exportSkill, *preferences, *quit;
    QAction *undo, *redo, *find, *goToLine, *nextProblem, *quickFix, *commandPalette;
    QAction *renameSkill, *duplicateSkill, *deleteSkill, *reveal, *refresh;
    QAction *modes[kModeCount];
    // View ▸ Editor Layout: the SKILL.md page's form, its preview, and the preview beside or below the source.
    QAction *showForm, *togglePreview, *previewBeside, *previewBelow;
    QAction *themeSystem, *themeLight, *themeDark;
    QAction *presentationMode; // larger fonts, only the centre (View menu, Welcome page, the replay's bar)
    QAction *about, *aboutQt;
    // Agent sessions (the Debug layout's chat): Ctrl+Alt+… so they never take the editor's Ctrl+N / Ctrl+O / Ctrl+S.
    QAction *newSession, *openSession, *saveSession, *saveSessionAs, *exportMarkdown, *exportHtml, *exportHar;

    QToolBar *toolBar() const { return m_toolBar; }
    ActionListModel *paletteModel() const { return m_paletteModel; }
    CommandPalette *palette() const { return m_palette; }
    void updateEnabled(); // after the current file or selection changed
    // "Use a real provider…" (Welcome, the presentation bar): Preferences on the model provider; after OK the chat
    // leaves the replay (asking Save / Discard about unsaved turns) for the preset just configured, in the Debug
    // layout. Cancel changes nothing.
    void useRealProvider();
    void updateArrangement(const EditorArrangement &arrangement); // the checks of View ▸ Editor Layout
    // Preferences, its model provider settings on `presetId` ("" = the first preset).
    void openPreferences(const QString &presetId);
    // How a restart after a language change asks, launches and quits (tests replace the dialogs and the process).
    RestartHooks restartHooks;

private:
    void nameSkillActions(); // "New Doc in pdf-tools…": the skill the commands act on
    QAction *make(const QString &icon, const QString &text, const QKeySequence &shortcut = {});
    void buildMenus();
    void connectActions();

    MainWindow *m_window;
    QToolBar *m_toolBar = nullptr;
    ActionListModel *m_paletteModel;
    CommandPalette *m_palette = nullptr;
    QActionGroup *m_themeGroup = nullptr;
};

} // namespace sw::ui
