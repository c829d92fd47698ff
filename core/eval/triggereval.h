#pragma once
// TriggerEval: one Trigger Lab run. Sends each query of an eval set N times per description variant through an agent
// profile and a provider, built exactly as a chat turn's first request (EvalRequestFactory), and decides from the
// model's first response (or, with `full`, from the whole turn run by an AgentLoop, tools executed in a sandboxed
// workspace) whether the skill was loaded (TriggerRule). Concurrency is bounded by `workers` provider slots (all
// asynchronous through QNetworkAccessManager: no thread per request); retryable errors (429, 5xx, timeouts,
// transport) are retried with backoff, and a wait one request must make (Retry-After) pauses every slot, so the
// provider's rate limit is shared. Answers go through the ResponseCache. Errors and refusals are kept apart from
// misses; cancel() keeps every finished run. Lives in any thread with an event loop (the window runs it off the GUI
// thread).
#include "agent/agentloop.h"
#include "eval/evalrequests.h"
#include "eval/evalresults.h"
#include "eval/evalrunner.h"
#include "eval/responsecache.h"
#include "eval/triggerrule.h"

#include <QDir>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>
#include <memory>

namespace sw {

// Makes one provider per worker slot (owned by `parent`); they answer one request at a time.
using ProviderFactory = std::function<ChatProvider *(QObject *parent)>;

struct TriggerEvalConfig
{
    Profile profile;
    SkillSnapshotPtr skills;
    EvalSet set;
    QString skill; // the skill under test (per-skill sets; optional for routing)
    QList<EvalVariant> variants; // empty: one variant, the saved description
    int runsPerQuery = 3;
    double threshold = 0.5;
    int workers = 4;
    bool full = false; // run the whole turn (tools executed) instead of judging the first response
    int maxSteps = 12; // full: model requests per turn
    QString workRoot; // full: where the sandboxed workspaces go ("" = a temporary folder, removed afterwards)
    ExecutorChoice executor = ExecutorChoice::Sandbox;
    std::shared_ptr<ResponseCache> cache; // null = no cache
    bool readCache = true; // false: ask again (and refresh the cache)
    QString model;
    bool stream = true;
    // The wire format the requests are encoded in (the provider's: a preset's, or --api) and its options; the cache
    // breakpoints come from the profile's policy, as in a chat turn.
    WireApi api = WireApi::ChatCompletions;
    WireOptions wire;
    RetryPolicy retry;
    // Consecutive runs that end in an error (retries spent) before the run is given up as unreachable.
    int abortAfterErrors = 3;
    double pricePromptPerMillion = -1;
    double priceCompletionPerMillion = -1;
    // Runs made by a real client (core/clienteval) instead of the workbench's own requests: the profile, provider
    // factory, wire and cache settings above are then unused (the runner has its own).
    std::shared_ptr<EvalRunnerFactory> runners;
};

class TriggerEval : public QObject
{
    Q_OBJECT
public:
    TriggerEval(const TriggerEvalConfig &config, ProviderFactory providers, QObject *parent = nullptr);
    ~TriggerEval() override;

    // Checks the configuration (trigger rule, eval set against the skills, variants) and starts. false + *error
    // (nothing sent) when it cannot run.
    bool start(QString *error = nullptr);
    // Stops at once: requests in flight are cancelled (their runs marked cancelled), nothing new is sent, every
    // finished run is kept. finished() follows.
    void cancel();
    bool isRunning() const { return m_running; }
    // Every slot waits (a Retry-After or a backoff is running).
    bool isPaused() const { return m_running && m_clock.isValid() && m_clock.elapsed() < m_pausedUntilMs; }
    const EvalResults &results() const { return m_results; }
    const TriggerEvalConfig &config() const { return m_config; }
    // The request of a variant's query exactly as sent (before its response).
    RequestRecord requestFor(int variant, int caseIndex);

Q_SIGNALS:
    void started(int totalRuns);
    // results().runs[index] has its outcome; `run` is a copy (for receivers in other threads).
    void runFinished(int index, const sw::EvalRun &run);
    void progress(int done, int total);
    // Every slot waits `seconds` (rate limit or backoff) before sending again.
    void paused(int seconds, const QString &reason);
    void finished();

private:
    struct Slot;
    void pump();
    void startOn(Slot &slot, int runIndex);
    void startFull(Slot &slot, int runIndex);
    void startRunner(Slot &slot, int runIndex);
    void onRunnerFinished(Slot &slot, EvalRun run);
    bool startRunners(QString &err);
    bool checkConfig(QString &err); // the set against the skills, the variants, runs and workers
    void planResults(const QString &agent, const QString &model, const QString &rule, bool cacheRead);
    void launch(); // queues every planned run and starts pumping
    void onResponse(Slot &slot, const ChatResponse &response);
    void onError(Slot &slot, const ProviderError &error);
    void onFullEnded(Slot &slot, bool providerFailed, const QString &message);
    void complete(Slot &slot, const EvalRun &run);
    void retryLater(int runIndex, qint64 delayMs, const QString &reason);
    void abort(const QString &reason);
    void finishIfDone();
    ChatUsage estimatedUsage(const RequestRecord &record, const ChatResponse &response) const;

    TriggerEvalConfig m_config;
    ProviderFactory m_factory;
    std::optional<TriggerRule> m_rule;
    QList<std::shared_ptr<EvalRequestFactory>> m_requests; // per variant
    QHash<int, RequestRecord> m_built; // variant * cases + case -> the request (shared by its runs)
    std::shared_ptr<RepetitionCounter> m_repetitions;
    QList<std::shared_ptr<Slot>> m_slots;
    QList<int> m_queue; // run indices waiting, retries first
    QHash<int, int> m_attempts; // run index -> requests sent so far
    QHash<int, QList<TransportAttempt>> m_transports; // run index -> its attempts so far (retries included)
    EvalResults m_results;
    QElapsedTimer m_clock;
    QTimer m_gate; // fires when a shared pause is over
    qint64 m_pausedUntilMs = 0; // on m_clock
    int m_consecutiveErrors = 0;
    bool m_anyAnswer = false;
    bool m_running = false;
    bool m_finishing = false;
    TokenCounter m_count;
    std::unique_ptr<QTemporaryDir> m_workDir;
};

} // namespace sw
