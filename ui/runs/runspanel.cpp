// RunsPanel: layout and the glue between the runs table, the console, the files table and the preview.
#include "runspanel.h"

#include "preview/filepreview.h"
#include "preview/outputfilesmodel.h"
#include "runs/runconsole.h"
#include "runs/runsmodel.h"
#include "runs/workspaceerrortext.h"
#include "theme/columnfit.h"

#include "agent/tooldispatcher.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace sw::ui {

namespace {
QTableView *makeTable(QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}
} // namespace

RunsPanel::RunsPanel(QWidget *parent)
    : QWidget(parent)
    , m_workRoot(sw::defaultWorkRoot())
    , m_runs(new RunsModel(this))
    , m_files(new OutputFilesModel(this))
    , m_form(new RunForm(this))
    , m_runsView(makeTable(this))
    , m_filesView(makeTable(this))
    , m_console(new RunConsole(this))
    , m_preview(new FilePreview(this))
    , m_status(new QLabel(this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_rerun(new QPushButton(tr("Re-run"), this))
{
    m_runsView->setModel(m_runs);
    m_filesView->setModel(m_files);
    // The skill and the status whole; the command takes the rest of the width (it read "python3 …" while the origin
    // and the executor took it; its tooltip has all of it); the origin, executor, exit code and duration give way
    // first. The files' names whole ("out/sales…" five times while Type took the width).
    setKeyColumns(m_runsView, { RunsModel::SkillColumn, RunsModel::StatusColumn });
    new ColumnFit(m_runsView,
        { RunsModel::OriginColumn, RunsModel::ExecutorColumn, RunsModel::ExitCodeColumn, RunsModel::DurationColumn },
        RunsModel::CommandColumn);
    setKeyColumns(m_filesView, { OutputFilesModel::NameColumn });
    new ColumnFit(m_filesView, { OutputFilesModel::MimeColumn, OutputFilesModel::SizeColumn });
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);

    auto *history = new QWidget(this);
    auto *historyLayout = new QVBoxLayout(history);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_stop);
    buttons->addWidget(m_rerun);
    buttons->addWidget(m_status, 1);
    historyLayout->addWidget(m_runsView, 1);
    historyLayout->addLayout(buttons);

    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_form);
    top->addWidget(history);
    top->setStretchFactor(1, 1);

    auto *filesSplit = new QSplitter(Qt::Vertical, this);
    filesSplit->addWidget(m_filesView);
    filesSplit->addWidget(m_preview);
    filesSplit->setStretchFactor(1, 3);

    auto *bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(m_console);
    bottom->addWidget(filesSplit);

    auto *outer = new QSplitter(Qt::Vertical, this);
    outer->addWidget(top);
    outer->addWidget(bottom);
    outer->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(outer);

    connect(m_form, &RunForm::runRequested, this, [this](const sw::RunRequest &request) { startRun(request); });
    connect(m_runsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RunsPanel::onRunSelected);
    connect(m_filesView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { previewFile(current.row()); });
    connect(m_runs, &RunsModel::runFinished, this, &RunsPanel::onRunFinished);
    connect(m_stop, &QPushButton::clicked, this, &RunsPanel::stopSelected);
    connect(m_rerun, &QPushButton::clicked, this, &RunsPanel::rerunSelected);
    const auto historyChanged = [this] {
        if (selectedRun() < 0)
            showNoRun();
    };
    connect(m_runs, &QAbstractItemModel::rowsInserted, this, historyChanged);
    connect(m_runs, &QAbstractItemModel::rowsRemoved, this, historyChanged);
    connect(m_runs, &QAbstractItemModel::modelReset, this, historyChanged);
    showNoRun();
    updateButtons();
}

void RunsPanel::showNoRun()
{
    // An empty history read as a page that had not finished loading: it says what to do.
    m_status->setText(m_runs->rowCount() == 0
            ? tr("No runs yet: choose a skill and a command on the left, then Run. Runs the chat's model starts "
                 "appear here too.")
            : tr("Select a run to see its output and files."));
}

void RunsPanel::setWorkspace(const sw::Workspace &workspace)
{
    m_workspace = workspace;
}

void RunsPanel::setWorkRoot(const QString &workRoot)
{
    m_workRoot = workRoot;
}

void RunsPanel::setSkills(const QList<RunForm::SkillChoice> &skills)
{
    m_form->setSkills(skills);
}

sw::RunJob *RunsPanel::startRun(const sw::RunRequest &request)
{
    if (!m_workspace.isValid()) {
        QString error;
        const auto created = sw::Workspace::create(m_workRoot, QStringLiteral("manual"), &error);
        if (!created) {
            QMessageBox::warning(this, tr("Run"), tr("Cannot create a workspace: %1").arg(workspaceErrorText(error)));
            return nullptr;
        }
        m_workspace = *created;
    }
    auto *job = new sw::RunJob(m_workspace, request, this);
    const int row = m_runs->addJob(job, RunsModel::manualOrigin());
    selectRun(row);
    job->start();
    Q_EMIT runStarted(job);
    return job;
}

int RunsPanel::trackRun(sw::RunJob *job, const QString &origin)
{
    const int row = m_runs->addJob(job, origin);
    if (selectedRun() < 0 || m_runs->statusAt(selectedRun()) != RunStatus::Running)
        selectRun(row);
    return row;
}

int RunsPanel::trackModelRun(sw::RunJob *job, const QString &callId, const QString &session)
{
    const int row = m_runs->addJob(job, RunsModel::modelOrigin(callId, session));
    if (selectedRun() < 0 || m_runs->statusAt(selectedRun()) != RunStatus::Running)
        selectRun(row);
    return row;
}

void RunsPanel::followDispatcher(sw::ToolDispatcher *dispatcher)
{
    if (!dispatcher)
        return;
    m_followed.removeAll(nullptr);
    if (m_followed.contains(dispatcher))
        return;
    m_followed.append(dispatcher);
    connect(dispatcher, &sw::ToolDispatcher::jobStarted, this,
        [this, dispatcher](sw::RunJob *job, const QString &id) { trackModelRun(job, id, dispatcher->sessionId()); });
}

void RunsPanel::selectRun(int row)
{
    m_runsView->selectionModel()->setCurrentIndex(
        m_runs->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

int RunsPanel::selectedRun() const
{
    const QModelIndex current = m_runsView->selectionModel()->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void RunsPanel::onRunSelected()
{
    const int row = selectedRun();
    m_console->setLog(m_runs->logAt(row));
    m_preview->clear();
    const sw::RunResult result = m_runs->resultAt(row);
    m_files->setFiles(m_runs->statusAt(row) == RunStatus::Running ? QList<sw::OutputFile>() : result.outputFiles);
    if (row < 0) {
        showNoRun();
    } else if (m_runs->statusAt(row) == RunStatus::Running) {
        m_status->setText(tr("Running…"));
    } else {
        m_status->setText(tr("%1, executor %2, workspace %3")
                              .arg(RunsModel::statusName(m_runs->statusAt(row)),
                                  RunsModel::executorName(result.executor), result.workspace));
    }
    if (m_files->rowCount() > 0)
        m_filesView->selectionModel()->setCurrentIndex(
            m_files->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    updateButtons();
}

void RunsPanel::onRunFinished(int row)
{
    if (row == selectedRun())
        onRunSelected();
    updateButtons();
}

void RunsPanel::previewFile(int row)
{
    const sw::OutputFile *file = m_files->fileAt(row);
    if (!file) {
        m_preview->clear();
        return;
    }
    m_preview->showFile(file->absolutePath, file->mimeType);
}

void RunsPanel::stopSelected()
{
    m_runs->stop(selectedRun());
}

void RunsPanel::rerunSelected()
{
    const int row = selectedRun();
    if (row < 0)
        return;
    const sw::RunRequest request = m_runs->requestAt(row);
    m_form->setRequest(request);
    startRun(request);
}

void RunsPanel::updateButtons()
{
    const int row = selectedRun();
    m_stop->setEnabled(row >= 0 && m_runs->statusAt(row) == RunStatus::Running && m_runs->jobAt(row));
    m_rerun->setEnabled(row >= 0 && !m_runs->requestAt(row).command.isEmpty());
}

} // namespace sw::ui
