// RunsModel: rows appended per job, updated from the job's signals (looked up by the run's log object,
// which is stable while rows are appended).
#include "runs/runsmodel.h"

#include <QBrush>
#include <QColor>

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

int RunsModel::addJob(sw::RunJob *job, const QString &origin)
{
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    Entry e;
    e.job = job;
    e.request = job->request();
    e.origin = origin;
    e.log = new RunLog(this);
    e.clock.start();
    m_entries.append(e);
    endInsertRows();

    RunLog *log = e.log;
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
    if (job->isFinished())
        onFinished(log, job->result());
    return row;
}

int RunsModel::addFinished(const sw::RunRequest &request, const sw::RunResult &result, const QString &origin)
{
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    Entry e;
    e.request = request;
    e.result = result;
    e.origin = origin;
    e.status = statusOf(result);
    e.executor = result.executor;
    e.log = new RunLog(this);
    e.log->append(RunLog::Channel::Stdout, result.stdoutBytes);
    e.log->append(RunLog::Channel::Stderr, result.stderrBytes);
    m_entries.append(e);
    endInsertRows();
    return row;
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
        log->append(RunLog::Channel::Info, result.error.toUtf8() + '\n');
    for (const QString &warning : result.warnings) {
        if (!warning.endsWith(QLatin1String(" truncated"))) // the console shows more than the result anyway
            log->append(RunLog::Channel::Info, tr("warning: %1").arg(warning).toUtf8() + '\n');
    }
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT runFinished(row);
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
        return e.origin;
    if (role == Qt::ToolTipRole && index.column() == CommandColumn)
        return e.request.command;
    if (role == Qt::ForegroundRole && index.column() == StatusColumn) {
        switch (e.status) {
        case RunStatus::Ok:
            return QBrush(QColor(0x22, 0x88, 0x33));
        case RunStatus::Failed:
        case RunStatus::TimedOut:
            return QBrush(QColor(0xc0, 0x30, 0x30));
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
        return e.executor == sw::ExecutorKind::None ? (running ? tr("starting") : tr("none"))
                                                    : sw::executorKindName(e.executor);
    case ExitCodeColumn:
        return running ? QVariant() : QVariant(e.result.exitCode);
    case DurationColumn:
        return running ? QVariant() : QVariant(tr("%1 ms").arg(e.result.durationMs));
    case StatusColumn:
        return statusName(e.status);
    default:
        return {};
    }
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
