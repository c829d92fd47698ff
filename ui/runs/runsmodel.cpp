// RunsModel: rows appended per job, updated from the job's signals (looked up by the run's log object,
// which is stable while rows are appended).
#include "runsmodel.h"

#include "runs/workspaceerrortext.h"
#include "theme/theme.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <QTimerEvent>

#include <algorithm>

namespace sw::ui {

RunsModel::RunsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

QString RunsModel::statusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running:
        return tr("running");
    case RunStatus::Ok:
        return tr("ok");
    case RunStatus::Failed:
        return tr("failed");
    case RunStatus::TimedOut:
        return tr("timed out");
    case RunStatus::Stopped:
        return tr("stopped");
    }
    return {};
}

RunStatus RunsModel::statusOf(const sw::RunResult &result)
{
    if (result.stopped)
        return RunStatus::Stopped;
    if (result.timedOut)
        return RunStatus::TimedOut;
    if (result.error.isEmpty() && result.exitCode == 0)
        return RunStatus::Ok;
    return RunStatus::Failed;
}

RunsModel::Origin RunsModel::manualOrigin()
{
    return Origin { tr("manual"), false, {}, {} };
}

RunsModel::Origin RunsModel::modelOrigin(const QString &callId, const QString &session)
{
    return Origin { tr("model"), true, callId, session };
}

int RunsModel::append(Entry entry)
{
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(std::move(entry));
    endInsertRows();
    return row;
}

int RunsModel::addJob(sw::RunJob *job, const Origin &origin)
{
    Entry e;
    e.job = job;
    e.request = job->request();
    e.result.workspace = job->workspace().root();
    e.origin = origin;
    e.log = new RunLog(this);
    e.clock.start();
    RunLog *log = e.log;
    append(std::move(e));

    connect(job, &sw::RunJob::stdoutChunk, log,
        [log](const QByteArray &chunk) { log->append(RunLog::Channel::Stdout, chunk); });
    connect(job, &sw::RunJob::stderrChunk, log,
        [log](const QByteArray &chunk) { log->append(RunLog::Channel::Stderr, chunk); });
    connect(job, &sw::RunJob::started, log, [this, log](sw::ExecutorKind executor) {
        const int r = rowOf(log);
        if (r < 0)
            return;
        m_entries[r].executor = executor;
        Q_EMIT dataChanged(index(r, ExecutorColumn), index(r, ExecutorColumn));
    });
    connect(job, &sw::RunJob::finished, log, [this, log](const sw::RunResult &result) { onFinished(log, result); });
    connect(job, &QObject::destroyed, log, [this, log] { onJobDestroyed(log); });
    if (job->isFinished())
        onFinished(log, job->result());
    enforceCap();
    tickWhileRunning();
    return rowOf(log);
}

int RunsModel::addFinished(const sw::RunRequest &request, const sw::RunResult &result, const Origin &origin)
{
    Entry e;
    e.request = request;
    e.result = result;
    e.origin = origin;
    e.status = statusOf(result);
    e.executor = result.executor;
    e.log = new RunLog(this);
    e.log->append(RunLog::Channel::Stdout, result.stdoutBytes);
    e.log->append(RunLog::Channel::Stderr, result.stderrBytes);
    RunLog *log = e.log;
    append(std::move(e));
    enforceCap();
    return rowOf(log);
}

void RunsModel::setMaxRuns(int maxRuns)
{
    m_maxRuns = std::max(1, maxRuns);
    enforceCap();
}

void RunsModel::enforceCap()
{
    // Drops the oldest finished runs, in contiguous batches (one rowsRemoved per batch); running runs stay.
    qsizetype excess = m_entries.size() - m_maxRuns;
    qsizetype row = 0;
    while (excess > 0 && row < m_entries.size()) {
        if (m_entries[row].status == RunStatus::Running) {
            ++row;
            continue;
        }
        qsizetype last = row;
        while (
            last + 1 < m_entries.size() && last + 1 - row < excess && m_entries[last + 1].status != RunStatus::Running)
            ++last;
        const qsizetype count = last - row + 1;
        QList<RunLog *> logs;
        logs.reserve(count);
        beginRemoveRows({}, int(row), int(last));
        for (qsizetype i = row; i <= last; ++i)
            logs.append(m_entries[i].log);
        m_entries.remove(row, count);
        endRemoveRows();
        qDeleteAll(logs); // frees the consoles and disconnects them from their (finished) jobs
        excess -= count;
        m_droppedRuns += count;
    }
}

int RunsModel::rowOf(const RunLog *log) const
{
    for (int i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].log == log)
            return i;
    }
    return -1;
}

void RunsModel::onFinished(RunLog *log, const sw::RunResult &result)
{
    const int row = rowOf(log);
    if (row < 0)
        return;
    Entry &e = m_entries[row];
    e.result = result;
    e.status = statusOf(result);
    if (result.executor != sw::ExecutorKind::None)
        e.executor = result.executor;
    if (!result.error.isEmpty())
        log->append(RunLog::Channel::Info, workspaceErrorText(result.error).toUtf8() + '\n');
    for (const QString &warning : result.warnings) {
        if (!warning.endsWith(QLatin1String(" truncated"))) // the console shows more than the result anyway
            log->append(RunLog::Channel::Info, tr("warning: %1").arg(workspaceErrorText(warning)).toUtf8() + '\n');
    }
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    tickWhileRunning();
    Q_EMIT runFinished(row);
}

void RunsModel::tickWhileRunning()
{
    const bool running = std::any_of(
        m_entries.cbegin(), m_entries.cend(), [](const Entry &e) { return e.status == RunStatus::Running; });
    if (running && !m_tick.isActive())
        m_tick.start(1000, this);
    else if (!running)
        m_tick.stop();
}

void RunsModel::timerEvent(QTimerEvent *event)
{
    if (event->timerId() != m_tick.timerId())
        return QAbstractTableModel::timerEvent(event);
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries[row].status == RunStatus::Running)
            Q_EMIT dataChanged(index(row, DurationColumn), index(row, DurationColumn), { Qt::DisplayRole });
    }
}

QString RunsModel::durationText(qint64 ms)
{
    if (ms < 10'000)
        return tr("%1 ms").arg(QLocale().toString(ms));
    if (ms < 60'000)
        return tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', 1));
    const qint64 seconds = ms / 1000;
    return tr("%1 min %2 s").arg(QLocale().toString(seconds / 60)).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

void RunsModel::onJobDestroyed(RunLog *log)
{
    const int row = rowOf(log);
    if (row < 0 || m_entries[row].status != RunStatus::Running)
        return;
    // The job went away without finishing (its owner stopped and deleted it): the run was stopped.
    sw::RunResult result;
    result.stopped = true;
    result.exitCode = -1;
    result.durationMs = m_entries[row].clock.elapsed();
    result.executor = m_entries[row].executor;
    result.workspace = m_entries[row].result.workspace;
    result.runDir = m_entries[row].result.runDir;
    log->append(RunLog::Channel::Info, tr("The run was stopped before it finished.").toUtf8() + '\n');
    onFinished(log, result);
}

int RunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int RunsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = m_entries[index.row()];
    const bool running = e.status == RunStatus::Running;
    if (role == StatusRole)
        return int(e.status);
    if (role == OriginRole)
        return e.origin.label;
    if (role == ModelInitiatedRole)
        return e.origin.modelInitiated;
    if (role == CallIdRole)
        return e.origin.callId;
    if (role == SessionRole)
        return e.origin.session;
    if (role == Qt::ToolTipRole && index.column() == CommandColumn)
        return e.request.command;
    if (role == Qt::ToolTipRole && index.column() == OriginColumn && e.origin.modelInitiated)
        return tr("Started by the model: tool call %1, session %2").arg(e.origin.callId, e.origin.session);
    if (role == Qt::ForegroundRole && index.column() == StatusColumn) {
        switch (e.status) {
        case RunStatus::Ok:
            return QBrush(themeColours().ok); // 4.5:1 at least in both themes
        case RunStatus::Failed:
        case RunStatus::TimedOut:
            return QBrush(themeColours().error);
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case SkillColumn:
        return e.request.skillName.isEmpty() ? tr("(workspace)") : e.request.skillName;
    case CommandColumn:
        return e.request.command.section(u'\n', 0, 0);
    case ExecutorColumn:
        return e.executor == sw::ExecutorKind::None && running ? tr("starting") : executorName(e.executor);
    case ExitCodeColumn:
        return running ? QVariant() : QVariant(e.result.exitCode);
    case DurationColumn:
        return durationText(running ? e.clock.elapsed() : e.result.durationMs);
    case StatusColumn:
        return statusName(e.status);
    case OriginColumn:
        return e.origin.label;
    default:
        return {};
    }
}

QString RunsModel::executorName(sw::ExecutorKind kind)
{
    switch (kind) {
    case sw::ExecutorKind::Sandbox:
        return tr("sandbox");
    case sw::ExecutorKind::Local:
        return tr("local");
    case sw::ExecutorKind::None:
        break;
    }
    return tr("none");
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SkillColumn:
        return tr("Skill");
    case CommandColumn:
        return tr("Command");
    case ExecutorColumn:
        return tr("Executor");
    case ExitCodeColumn:
        return tr("Exit code");
    case DurationColumn:
        return tr("Duration");
    case StatusColumn:
        return tr("Status");
    case OriginColumn:
        return tr("Origin");
    default:
        return {};
    }
}

sw::RunJob *RunsModel::jobAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries[row].job.data() : nullptr;
}

RunLog *RunsModel::logAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries[row].log : nullptr;
}

RunStatus RunsModel::statusAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries[row].status : RunStatus::Failed;
}

sw::RunRequest RunsModel::requestAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries[row].request : sw::RunRequest();
}

sw::RunResult RunsModel::resultAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries[row].result : sw::RunResult();
}

void RunsModel::stop(int row)
{
    if (sw::RunJob *job = jobAt(row))
        job->stop();
}

} // namespace sw::ui
