#pragma once
// MainWindow: assembles the docks, actions and mode bar of Skill Workbench. It owns no logic of its own.
#include "editor/editorarrangement.h"
#include "shell/modebar.h"

#include <QMainWindow>
#include <QPointer>

class QDockWidget;
class QStackedWidget;

namespace sw {
class VisibilityEngine;
}

namespace sw::ui {

class BudgetView;
class CapturePage;
class CatalogPreview;
class DebugPage;
class EditorArea;
class LibraryPanel;
class ProblemsModel;
class ProblemsPanel;
class RunsPanel;
class Settings;
class SkillCommands;
class SkillLibrary;
class StatusFields;
class TokenView;
class VisibilityPanel;
class TriggerLabPage;
namespace welcome {
class WelcomePage;
}
class WindowActions;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Settings *settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    Settings *settings() const { return m_settings; }
    SkillLibrary *library() const { return m_library; }
    LibraryPanel *libraryPanel() const { return m_libraryPanel; }
    EditorArea *editorArea() const { return m_editor; }
    ProblemsModel *problemsModel() const { return m_problems; }
    ProblemsPanel *problemsPanel() const { return m_problemsPanel; }
    CatalogPreview *catalogPreview() const { return m_catalog; }
    TokenView *tokenView() const { return m_tokens; }
    BudgetView *budgetView() const { return m_budget; }
    ModeBar *modeBar() const { return m_modeBar; }
    SkillCommands *skillCommands() const { return m_commands; }
    StatusFields *statusFields() const { return m_status; }
    WindowActions *actions() const { return m_actions; }
    welcome::WelcomePage *welcomePage() const { return m_welcome; }
    DebugPage *debugPage() const { return m_debug; }
    RunsPanel *runsPanel() const { return m_runs; }
    VisibilityPanel *visibilityPanel() const { return m_visibilityPanel; }
    VisibilityEngine *visibilityEngine() const { return m_visibility; }
    TriggerLabPage *triggerLabPage() const { return m_triggerLab; }
    CapturePage *capturePage() const { return m_capture; }
    QDockWidget *dock(const QString &objectName) const;

    Mode mode() const { return m_mode; }
    void setMode(Mode mode); // saves the old layout, restores (or builds) the new one
    void setRoots(const QStringList &roots); // the repository roots, persisted
    void restoreSession(); // open files of the last session, recovery offer
    // Form, source and preview of the SKILL.md pages: applied to every page, remembered in Settings.
    void setEditorArrangement(const EditorArrangement &arrangement);
    void openRoot(const QString &root); // adds a root (if new) and shows the Author layout
    void startDemo(const QString &scenarioPath); // the step-through replay of a bundled scenario, in Debug
    void showComparison(); // two scenarios' request timelines side by side
    void setPresentationMode(bool on); // larger fonts, only the centre and the mode bar

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    QDockWidget *addDock(const QString &objectName, const QString &title, QWidget *widget, Qt::DockWidgetArea area);
    void connectComponents();
    void applyDefaultLayout(Mode mode);
    void updateStatus();
    void updateTokenSource();
    void updateRunsSkills();
    void updateProviderStatus();
    void connectVisibility(); // mainwindowvisibility.cpp

    Settings *m_settings;
    SkillLibrary *m_library;
    LibraryPanel *m_libraryPanel;
    EditorArea *m_editor;
    ProblemsModel *m_problems;
    ProblemsPanel *m_problemsPanel;
    CatalogPreview *m_catalog;
    TokenView *m_tokens;
    BudgetView *m_budget;
    welcome::WelcomePage *m_welcome;
    DebugPage *m_debug;
    ModeBar *m_modeBar;
    QStackedWidget *m_pages;
    RunsPanel *m_runs;
    VisibilityEngine *m_visibility;
    VisibilityPanel *m_visibilityPanel;
    TriggerLabPage *m_triggerLab;
    CapturePage *m_capture;
    SkillCommands *m_commands;
    StatusFields *m_status;
    WindowActions *m_actions;
    Mode m_mode = Mode::Welcome;
    bool m_layoutReady = false;
    bool m_presentation = false;
    QSize m_sizeBeforePresentation;
    QList<QPointer<QDockWidget>> m_hiddenForPresentation;
    bool m_runsSkillsStale = true;
    QList<QDockWidget *> m_docks;
    QMetaObject::Connection m_selectionConnection;
    QMetaObject::Connection m_textConnection;
};

} // namespace sw::ui
