#pragma once
// RunsModel: the history of runs (manual and model-initiated) as a table: skill, command, executor, exit code,
// duration and status (running / ok / failed / timed out / stopped). It follows each RunJob's signals and keeps
// each run's console log and result; it never owns the jobs.
#include "runs/runlog.h"
#include "workspace/runjob.h"

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QPointer>

namespace sw::ui {

enum class RunStatus { Running, Ok, Failed, TimedOut, Stopped };

class RunsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        SkillColumn,
        CommandColumn,
        ExecutorColumn,
        ExitCodeColumn,
        DurationColumn,
        StatusColumn,
        ColumnCount
    };
    enum Role { StatusRole = Qt::UserRole + 1, OriginRole };

    explicit RunsModel(QObject *parent = nullptr);

    // Starts following a job (before or after start()). Returns its row. origin: e.g. tr("manual"), tr("model").
    int addJob(sw::RunJob *job, const QString &origin);
    // Adds a finished run (e.g. restored history).
    int addFinished(const sw::RunRequest &request, const sw::RunResult &result, const QString &origin);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    sw::RunJob *jobAt(int row) const; // null once the job is gone
    RunLog *logAt(int row) const;
    RunStatus statusAt(int row) const;
    sw::RunRequest requestAt(int row) const;
    sw::RunResult resultAt(int row) const; // empty while running
    void stop(int row);

    static QString statusName(RunStatus status);
    static RunStatus statusOf(const sw::RunResult &result);

Q_SIGNALS:
    void runFinished(int row);

private:
    struct Entry
    {
        QPointer<sw::RunJob> job;
        sw::RunRequest request;
        sw::RunResult result;
        QString origin;
        RunStatus status = RunStatus::Running;
        sw::ExecutorKind executor = sw::ExecutorKind::None;
        RunLog *log = nullptr;
        QElapsedTimer clock;
    };
    int rowOf(const RunLog *log) const;
    void onFinished(RunLog *log, const sw::RunResult &result);
    QList<Entry> m_entries;
};

} // namespace sw::ui
