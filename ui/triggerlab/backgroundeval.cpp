// BackgroundEval: the worker thread, the hand-over of copies and the batching of finished runs.
#include "backgroundeval.h"

#include <QThread>

namespace sw::ui {

BackgroundEval::BackgroundEval(QObject *parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_host(new QObject)
{
    m_thread->setObjectName(QStringLiteral("Trigger Lab"));
    m_host->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_host, &QObject::deleteLater);
    m_thread->start();
    m_flush.setInterval(40);
    m_flush.setSingleShot(true);
    connect(&m_flush, &QTimer::timeout, this, &BackgroundEval::flush);
}

BackgroundEval::~BackgroundEval()
{
    // Cancelling is immediate (requests aborted, no waiting); the thread then ends its event loop.
    QMetaObject::invokeMethod(
        m_host,
        [this] {
            if (m_eval)
                m_eval->cancel();
            if (m_optimiser)
                m_optimiser->cancel();
            for (QObject *child : m_host->children())
                delete child;
        },
        Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

void BackgroundEval::deliver(std::function<void()> call)
{
    QMetaObject::invokeMethod(this, std::move(call), Qt::QueuedConnection);
}

void BackgroundEval::flush()
{
    if (m_pending.isEmpty())
        return;
    QList<QPair<int, EvalRun>> batch;
    batch.swap(m_pending);
    Q_EMIT runsArrived(batch);
}

void BackgroundEval::done(const QString &error)
{
    flush();
    m_flush.stop();
    m_running = false;
    Q_EMIT finished(error);
}

void BackgroundEval::hookEval(TriggerEval *eval, int iteration)
{
    // Runs in the worker thread: every connection is direct there and hands copies over to the GUI thread.
    connect(eval, &TriggerEval::runFinished, m_host, [this](int index, const EvalRun &run) {
        deliver([this, index, run] {
            m_pending.append({ index, run });
            if (!m_flush.isActive())
                m_flush.start();
        });
    });
    connect(eval, &TriggerEval::progress, m_host,
        [this](int doneRuns, int total) { deliver([this, doneRuns, total] { Q_EMIT progress(doneRuns, total); }); });
    connect(eval, &TriggerEval::paused, m_host, [this](int seconds, const QString &reason) {
        deliver([this, seconds, reason] { Q_EMIT paused(seconds, reason); });
    });
    connect(eval, &TriggerEval::finished, m_host, [this, eval, iteration] {
        const EvalResults results = eval->results();
        deliver([this, iteration, results] {
            flush();
            Q_EMIT evalFinished(iteration, results);
        });
    });
}

bool BackgroundEval::startEval(const TriggerEvalConfig &config, ProviderFactory providers, QString *error)
{
    if (m_running) {
        if (error)
            *error = tr("A Trigger Lab run is still going.");
        return false;
    }
    m_running = true;
    m_pending.clear();
    m_clock.start();
    QMetaObject::invokeMethod(m_host, [this, config, providers] {
        auto *eval = new TriggerEval(config, providers, m_host);
        m_eval = eval;
        hookEval(eval, -1);
        connect(eval, &TriggerEval::finished, m_host, [this, eval] {
            eval->deleteLater();
            deliver([this] { done(QString()); });
        });
        QString startError;
        if (!eval->start(&startError)) {
            eval->deleteLater();
            deliver([this, startError] { done(startError); });
            return;
        }
        const EvalResults planned = eval->results();
        deliver([this, planned] { Q_EMIT evalStarted(-1, planned); });
    });
    return true;
}

bool BackgroundEval::startOptimiser(const OptimiserConfig &config, ProviderFactory providers, QString *error)
{
    if (m_running) {
        if (error)
            *error = tr("A Trigger Lab run is still going.");
        return false;
    }
    m_running = true;
    m_pending.clear();
    m_clock.start();
    QMetaObject::invokeMethod(m_host, [this, config, providers] {
        auto *optimiser = new DescriptionOptimiser(config, providers, m_host);
        m_optimiser = optimiser;
        connect(optimiser, &DescriptionOptimiser::evaluationStarted, m_host, [this](int iteration, TriggerEval *eval) {
            m_eval = eval;
            hookEval(eval, iteration);
            // The planned runs exist once the eval started (it starts right after this signal).
            QMetaObject::invokeMethod(
                m_host,
                [this, iteration, eval = QPointer<TriggerEval>(eval)] {
                    if (!eval)
                        return;
                    const EvalResults planned = eval->results();
                    deliver([this, iteration, planned] { Q_EMIT evalStarted(iteration, planned); });
                },
                Qt::QueuedConnection);
        });
        connect(optimiser, &DescriptionOptimiser::iterationFinished, m_host, [this, optimiser](int iteration) {
            const OptimiserIteration it = optimiser->iterations().at(iteration);
            deliver([this, it] { Q_EMIT iterationFinished(it); });
        });
        connect(optimiser, &DescriptionOptimiser::asking, m_host,
            [this](int iteration) { deliver([this, iteration] { Q_EMIT optimiserAsking(iteration); }); });
        connect(optimiser, &DescriptionOptimiser::finished, m_host, [this, optimiser] {
            QList<OptimiserIteration> iterations = optimiser->iterations();
            const int best = optimiser->bestIteration();
            const QString reason = optimiser->stopReason();
            optimiser->deleteLater();
            deliver([this, iterations, best, reason] {
                Q_EMIT optimiserFinished(iterations, best, reason);
                done(QString());
            });
        });
        QString startError;
        if (!optimiser->start(&startError)) {
            optimiser->deleteLater();
            deliver([this, startError] { done(startError); });
        }
    });
    return true;
}

void BackgroundEval::cancel()
{
    if (!m_running)
        return;
    QMetaObject::invokeMethod(m_host, [this] {
        if (m_optimiser)
            m_optimiser->cancel();
        else if (m_eval)
            m_eval->cancel();
    });
}

} // namespace sw::ui
