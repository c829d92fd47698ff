#pragma once
// RunsModel: the history of runs (manual and model-initiated) as a table: skill, command, executor, exit code,
// duration, status (running / ok / failed / timed out / stopped) and origin (manual, or the model's tool call and
// session). It follows each RunJob's signals and keeps each run's console log and result; it never owns the jobs.
// The history is capped (maxRuns(), default 1,000): beyond it the oldest finished runs leave the model and their
// console logs are freed; their run folders on disk are left alone.
#include "runs/runlog.h"
#include "workspace/runjob.h"

#include <QAbstractTableModel>
#include <QBasicTimer>
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
        OriginColumn,
        ColumnCount
    };
    enum Role { StatusRole = Qt::UserRole + 1, OriginRole, ModelInitiatedRole, CallIdRole, SessionRole };

    // Who started a run: the user (manual) or the model through a tool call of an agent session.
    struct Origin
    {
        QString label; // shown in the Origin column, e.g. tr("manual"), tr("model")
        bool modelInitiated = false;
        QString callId; // the tool call (model-initiated runs)
        QString session; // the agent session id (model-initiated runs)
    };
    static Origin manualOrigin();
    static Origin modelOrigin(const QString &callId, const QString &session);

    static constexpr int kDefaultMaxRuns = 1000;

    explicit RunsModel(QObject *parent = nullptr);

    // Starts following a job (before or after start()). Returns its row. A job destroyed before it finished
    // (e.g. the agent was stopped) leaves its row as stopped.
    int addJob(sw::RunJob *job, const Origin &origin);
    int addJob(sw::RunJob *job, const QString &origin) { return addJob(job, Origin { origin, false, {}, {} }); }
    // Adds a finished run (e.g. restored history).
    int addFinished(const sw::RunRequest &request, const sw::RunResult &result, const Origin &origin);
    int addFinished(const sw::RunRequest &request, const sw::RunResult &result, const QString &origin)
    {
        return addFinished(request, result, Origin { origin, false, {}, {} });
    }

    // History cap: at most this many runs are kept (running ones are never dropped). Lowering it drops the
    // oldest finished runs at once. Values below 1 are treated as 1.
    void setMaxRuns(int maxRuns);
    int maxRuns() const { return m_maxRuns; }
    qint64 droppedRuns() const { return m_droppedRuns; } // runs dropped by the cap so far

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
    // "sandbox", "local" or "none", translated (core's executorKindName() is the protocol's word, in English).
    static QString executorName(sw::ExecutorKind kind);
    static RunStatus statusOf(const sw::RunResult &result);
    // "850 ms", "14.4 s", "3 min 05 s": the Duration column, of a finished run and (ticking) of a running one.
    static QString durationText(qint64 ms);
    bool isTicking() const { return m_tick.isActive(); } // only while a run is running

Q_SIGNALS:
    void runFinished(int row);

protected:
    void timerEvent(QTimerEvent *event) override; // a running run's duration, once a second

private:
    void tickWhileRunning(); // starts or stops the ticks as runs start and end
    struct Entry
    {
        QPointer<sw::RunJob> job;
        sw::RunRequest request;
        sw::RunResult result;
        Origin origin;
        RunStatus status = RunStatus::Running;
        sw::ExecutorKind executor = sw::ExecutorKind::None;
        RunLog *log = nullptr;
        QElapsedTimer clock;
    };
    int rowOf(const RunLog *log) const;
    int append(Entry entry);
    void onFinished(RunLog *log, const sw::RunResult &result);
    void onJobDestroyed(RunLog *log);
    void enforceCap();
    QList<Entry> m_entries;
    QBasicTimer m_tick;
    int m_maxRuns = kDefaultMaxRuns;
    qint64 m_droppedRuns = 0;
};

} // namespace sw::ui
