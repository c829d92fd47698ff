#pragma once
// RunsPanel: the Runs view. Run history (RunsModel) with Stop and Re-run, the manual RunForm, the live
// RunConsole of the selected run, and its output files (OutputFilesModel) with a FilePreview.
// Manual runs start here; model-initiated runs come from an agent's ToolDispatcher (followDispatcher()) or are
// passed in with trackRun() / trackModelRun().
#include "workspace/runjob.h"
#include "workspace/workspace.h"

#include "runs/runform.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace sw {
class ToolDispatcher;
}

namespace sw::ui {

class FilePreview;
class OutputFilesModel;
class RunConsole;
class RunsModel;

class RunsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RunsPanel(QWidget *parent = nullptr);

    // The workspace manual runs use. Without one, a workspace is created on the first run under workRoot()
    // (default sw::defaultWorkRoot()).
    void setWorkspace(const sw::Workspace &workspace);
    sw::Workspace workspace() const { return m_workspace; }
    void setWorkRoot(const QString &workRoot);
    QString workRoot() const { return m_workRoot; }
    void setSkills(const QList<RunForm::SkillChoice> &skills);

    // Starts a manual run (the job is owned by the panel) and selects it. nullptr if no workspace can be made.
    sw::RunJob *startRun(const sw::RunRequest &request);
    // Shows a run started elsewhere (e.g. by the agent's skill_run); the caller owns and starts the job.
    int trackRun(sw::RunJob *job, const QString &origin);
    // Shows a run the model started with a tool call (skill_run / workspace_exec) of an agent session.
    int trackModelRun(sw::RunJob *job, const QString &callId, const QString &session);
    // Records every run this dispatcher starts from now on (jobStarted), as a model-initiated run with its call id
    // and the dispatcher's session. Following the same dispatcher twice has no further effect.
    void followDispatcher(sw::ToolDispatcher *dispatcher);

    void selectRun(int row);
    int selectedRun() const;

    RunsModel *runsModel() const { return m_runs; }
    OutputFilesModel *filesModel() const { return m_files; }
    RunConsole *console() const { return m_console; }
    FilePreview *preview() const { return m_preview; }
    RunForm *form() const { return m_form; }
    QTableView *runsView() const { return m_runsView; }
    QTableView *filesView() const { return m_filesView; }
    QLabel *statusLabel() const { return m_status; }

public Q_SLOTS:
    void stopSelected();
    void rerunSelected();
    void previewFile(int row);

Q_SIGNALS:
    void runStarted(sw::RunJob *job);

private:
    void showNoRun(); // the status line while no run is selected
    void onRunSelected();
    void onRunFinished(int row);
    void updateButtons();

    sw::Workspace m_workspace;
    QString m_workRoot;
    QList<QPointer<sw::ToolDispatcher>> m_followed;
    RunsModel *m_runs;
    OutputFilesModel *m_files;
    RunForm *m_form;
    QTableView *m_runsView;
    QTableView *m_filesView;
    RunConsole *m_console;
    FilePreview *m_preview;
    QLabel *m_status;
    QPushButton *m_stop;
    QPushButton *m_rerun;
};

} // namespace sw::ui
