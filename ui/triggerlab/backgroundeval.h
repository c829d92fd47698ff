#pragma once
// BackgroundEval: runs a TriggerEval, or a DescriptionOptimiser, in a worker thread (its providers, network replies,
// timers and request building all live there) and hands the GUI copies of what it produced: the planned runs,
// finished runs in batches (at most one delivery per 40 ms, so 1,000 runs arriving never stall the window), progress,
// the optimiser's iterations and the final results. Nothing of the run touches the GUI thread.
#include "eval/descriptionoptimiser.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QThread;

namespace sw::ui {

class BackgroundEval : public QObject
{
    Q_OBJECT
public:
    explicit BackgroundEval(QObject *parent = nullptr);
    ~BackgroundEval() override;

    // One run at a time; false + *error when one is still going.
    bool startEval(const sw::TriggerEvalConfig &config, sw::ProviderFactory providers, QString *error = nullptr);
    bool startOptimiser(const sw::OptimiserConfig &config, sw::ProviderFactory providers, QString *error = nullptr);
    void cancel();
    bool isRunning() const { return m_running; }
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }
    int batchIntervalMs() const { return m_flush.interval(); }
    // How long finished runs are gathered before they are handed over (default 40 ms; 0 = each at once).
    void setBatchInterval(int ms) { m_flush.setInterval(qMax(0, ms)); }

Q_SIGNALS:
    // An evaluation began (for the optimiser: one per iteration): every planned run, NotRun.
    void evalStarted(int iteration, const sw::EvalResults &planned);
    void runsArrived(const QList<QPair<int, sw::EvalRun>> &runs);
    void progress(int done, int total);
    void paused(int seconds, const QString &reason);
    void evalFinished(int iteration, const sw::EvalResults &results);
    void iterationFinished(const sw::OptimiserIteration &iteration);
    void optimiserAsking(int iteration);
    // The whole job ended (cancelled, aborted or done). `error` is set when it could not start or the optimiser
    // stopped on an error.
    void finished(const QString &error);
    void optimiserFinished(const QList<sw::OptimiserIteration> &iterations, int best, const QString &reason);

private:
    void hookEval(sw::TriggerEval *eval, int iteration);
    void deliver(std::function<void()> call); // runs `call` on this object's (GUI) thread
    void flush();
    void done(const QString &error);

    QThread *m_thread;
    QObject *m_host; // lives in m_thread; parent of the run's objects
    QPointer<sw::TriggerEval> m_eval; // touched only in m_thread
    QPointer<sw::DescriptionOptimiser> m_optimiser;
    QList<QPair<int, sw::EvalRun>> m_pending; // GUI thread
    QTimer m_flush;
    QElapsedTimer m_clock;
    bool m_running = false;
};

} // namespace sw::ui
