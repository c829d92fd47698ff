// TriggerEval: scheduling runs over provider slots, retries with a shared pause, outcomes, cancel and abort.
#include "triggereval.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace sw {

struct TriggerEval::Slot
{
    ChatProvider *inner = nullptr;
    CachedChatProvider *provider = nullptr;
    int run = -1; // run index in flight; -1 = idle
    QElapsedTimer clock;
    QPointer<AgentLoop> loop; // full mode
    int answers = 0; // full mode: responses of the current run
    int cachedAnswers = 0;
    QList<bool> answeredFromCache; // full mode: per response of the current run, in order
    EvalRunner *runner = nullptr; // real-client runs
};

namespace {
bool isFatal(const ProviderError &e)
{
    return e.kind == ProviderError::Kind::Configuration
        || (e.kind == ProviderError::Kind::Http && (e.httpStatus == 401 || e.httpStatus == 403 || e.httpStatus == 404));
}
} // namespace

TriggerEval::TriggerEval(const TriggerEvalConfig &config, ProviderFactory providers, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_factory(std::move(providers))
    , m_repetitions(std::make_shared<RepetitionCounter>())
{
    m_gate.setSingleShot(true);
    connect(&m_gate, &QTimer::timeout, this, &TriggerEval::pump);
    bool exact = true;
    m_count = defaultTokenCounter(&exact);
}

TriggerEval::~TriggerEval()
{
    for (const auto &slot : std::as_const(m_slots)) {
        if (slot->loop)
            slot->loop->disconnect(this);
        if (slot->provider)
            slot->provider->disconnect(this);
        if (slot->runner)
            slot->runner->disconnect(this);
    }
}

bool TriggerEval::start(QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    if (m_running) {
        err = QStringLiteral("the eval is already running");
        return false;
    }
    if (m_config.runners)
        return startRunners(err);
    if (!m_factory) {
        err = QStringLiteral("no model provider");
        return false;
    }
    m_rule = TriggerRule::fromProfile(m_config.profile, &err);
    if (!m_rule || !checkConfig(err))
        return false;
    BuildOptions options;
    options.model = m_config.model;
    options.stream = m_config.stream;
    options.api = m_config.api;
    options.wire = m_config.wire;
    options.wire.cachePoints = m_config.profile.cachePolicy.points;
    m_requests.clear();
    m_built.clear();
    const AgentSkill *saved = m_config.skill.isEmpty() ? nullptr : m_config.skills->find(m_config.skill);
    for (EvalVariant &v : m_config.variants) {
        SkillSnapshotPtr skills = v.description.isEmpty()
            ? m_config.skills
            : withDescription(m_config.skills, m_config.skill, v.description);
        v.evaluated = v.description.isEmpty() ? (saved ? saved->description : QString()) : v.description;
        m_requests << std::make_shared<EvalRequestFactory>(m_config.profile, skills, options);
    }
    if (m_config.full && m_config.workRoot.isEmpty()) {
        m_workDir
            = std::make_unique<QTemporaryDir>(QDir::temp().filePath(QStringLiteral("skill-workbench-eval-XXXXXX")));
        if (!m_workDir->isValid()) {
            err = QStringLiteral("cannot create a workspace folder for --full: %1").arg(m_workDir->errorString());
            return false;
        }
    }

    planResults(m_config.profile.name, m_config.model, m_rule->describe(), m_config.cache && m_config.readCache);
    EvalSetup &s = m_results.setup;

    const QJsonValue temperature
        = QJsonDocument::fromJson(requestFor(0, 0).body).object().value(QStringLiteral("temperature"));
    s.temperature = temperature.isDouble() ? QString::number(temperature.toDouble()) : QString();

    m_slots.clear();
    for (int i = 0; i < m_config.workers; ++i) {
        auto slot = std::make_shared<Slot>();
        slot->inner = m_factory(this);
        if (!slot->inner) {
            err = QStringLiteral("no model provider");
            m_slots.clear();
            return false;
        }
        slot->provider = new CachedChatProvider(
            slot->inner, m_config.cache, m_repetitions, m_config.model, m_config.readCache, this);
        Slot *raw = slot.get();
        connect(slot->provider, &ChatProvider::attemptFinished, this, [this, raw](const TransportAttempt &a) {
            if (raw->run < 0 || m_config.full)
                return; // full mode: the run's agent loop records its requests' attempts
            QList<TransportAttempt> &list = m_transports[raw->run];
            list << a;
            list.last().number = int(list.size());
        });
        connect(slot->provider, &ChatProvider::finished, this, [this, raw](const ChatResponse &response) {
            ++raw->answers;
            raw->cachedAnswers += raw->provider->lastFromCache();
            raw->answeredFromCache << raw->provider->lastFromCache();
            if (!m_config.full)
                onResponse(*raw, response);
        });
        connect(slot->provider, &ChatProvider::failed, this, [this, raw](const ProviderError &e) {
            if (!m_config.full)
                onError(*raw, e);
        });
        m_slots << slot;
    }
    s.provider = m_slots.first()->provider->displayName();
    s.replay = m_slots.first()->provider->isReplay();
    launch();
    return true;
}

bool TriggerEval::checkConfig(QString &err)
{
    if (!m_config.skills)
        m_config.skills = std::make_shared<const SkillSnapshot>();
    EvalSetError setError;
    if (!checkEvalSet(m_config.set, m_config.skills->names(), m_config.skill, &setError)) {
        err = setError.describe();
        return false;
    }
    if (!m_config.skill.isEmpty() && !m_config.skills->find(m_config.skill)) {
        err = QStringLiteral("unknown skill \"%1\"").arg(m_config.skill);
        return false;
    }
    if (m_config.variants.isEmpty())
        m_config.variants << EvalVariant { QStringLiteral("saved"), QString() };
    for (const EvalVariant &v : std::as_const(m_config.variants)) {
        if (!v.description.isEmpty() && m_config.skill.isEmpty()) {
            err = QStringLiteral("a description variant needs the skill it belongs to");
            return false;
        }
        if (v.description.size() > 1024) {
            err = QStringLiteral("variant \"%1\": the description has %2 characters; the limit is 1024")
                      .arg(v.label)
                      .arg(v.description.size());
            return false;
        }
    }
    if (m_config.runsPerQuery < 1 || m_config.workers < 1) {
        err = QStringLiteral("runs and workers must be at least 1");
        return false;
    }
    return true;
}

void TriggerEval::planResults(const QString &agent, const QString &model, const QString &rule, bool cacheRead)
{
    m_results = EvalResults();
    m_results.set = m_config.set;
    m_results.variants = m_config.variants;
    EvalSetup &s = m_results.setup;
    s.skill = m_config.skill;
    s.profile = agent;
    s.model = model;
    s.runsPerQuery = m_config.runsPerQuery;
    s.threshold = m_config.threshold;
    s.workers = m_config.workers;
    s.full = m_config.full;
    s.cacheRead = cacheRead;
    s.triggerRule = rule;
    s.pricePromptPerMillion = m_config.pricePromptPerMillion;
    s.priceCompletionPerMillion = m_config.priceCompletionPerMillion;
    m_results.plan();
    m_results.startedAt = QDateTime::currentDateTimeUtc();
}

void TriggerEval::launch()
{
    m_queue.clear();
    for (int i = 0; i < m_results.runs.size(); ++i)
        m_queue << i;
    m_attempts.clear();
    m_transports.clear();
    m_consecutiveErrors = 0;
    m_anyAnswer = false;
    m_pausedUntilMs = 0;
    m_running = true;
    m_finishing = false;
    m_clock.start();
    Q_EMIT started(int(m_results.runs.size()));
    Q_EMIT progress(0, int(m_results.runs.size()));
    QMetaObject::invokeMethod(this, &TriggerEval::pump, Qt::QueuedConnection);
}

RequestRecord TriggerEval::requestFor(int variant, int caseIndex)
{
    if (variant < 0 || variant >= m_requests.size() || caseIndex < 0 || caseIndex >= m_config.set.cases.size())
        return {}; // a real client's run: its requests are in its EvalRun
    const int key = variant * int(m_config.set.cases.size()) + caseIndex;
    auto it = m_built.find(key);
    if (it == m_built.end())
        it = m_built.insert(key, m_requests.at(variant)->build(m_config.set.cases.at(caseIndex).query));
    return *it;
}

void TriggerEval::pump()
{
    if (!m_running || m_finishing)
        return;
    const qint64 now = m_clock.elapsed();
    if (now < m_pausedUntilMs) {
        m_gate.start(int(m_pausedUntilMs - now));
        return;
    }
    for (const auto &slot : std::as_const(m_slots)) {
        if (m_queue.isEmpty())
            break;
        if (slot->run >= 0)
            continue;
        const int index = m_queue.takeFirst();
        if (slot->runner)
            startRunner(*slot, index);
        else if (m_config.full)
            startFull(*slot, index);
        else
            startOn(*slot, index);
    }
    finishIfDone();
}

void TriggerEval::startOn(Slot &slot, int runIndex)
{
    const EvalRun &run = m_results.runs.at(runIndex);
    const RequestRecord request = requestFor(run.variant, run.caseIndex);
    slot.run = runIndex;
    if (++m_attempts[runIndex] == 1)
        m_transports.remove(runIndex);
    slot.clock.start();
    slot.provider->setRun(runIndex);
    slot.provider->start({ request.body, m_config.stream, request.api, request.model });
}

void TriggerEval::startFull(Slot &slot, int runIndex)
{
    const EvalRun &run = m_results.runs.at(runIndex);
    AgentConfig ac;
    ac.profile = m_config.profile;
    ac.skills = m_requests.at(run.variant)->skills();
    ac.model = m_config.model;
    ac.stream = m_config.stream;
    ac.maxSteps = m_config.maxSteps;
    ac.retry = m_config.retry;
    ac.workRoot = m_workDir ? m_workDir->path() : m_config.workRoot;
    ac.executor = m_config.executor;
    auto *loop = new AgentLoop(ac, slot.provider, this);
    slot.loop = loop;
    slot.run = runIndex;
    slot.answers = 0;
    slot.cachedAnswers = 0;
    slot.answeredFromCache.clear();
    slot.provider->setRun(runIndex);
    ++m_attempts[runIndex];
    slot.clock.start();
    Slot *raw = &slot;
    connect(loop, &AgentLoop::turnFinished, this, [this, raw] { onFullEnded(*raw, false, {}); });
    connect(loop, &AgentLoop::failed, this, [this, raw, loop](const QString &message) {
        const QList<RequestRecord> &requests = loop->session().requests;
        const bool providerFailed = !requests.isEmpty() && requests.last().failed;
        onFullEnded(*raw, providerFailed, message);
    });
    connect(loop, &AgentLoop::retryScheduled, this, [this](int, int seconds, const QString &reason) {
        const qint64 delay = qint64(seconds * 1000 * m_config.retry.timeScale);
        m_pausedUntilMs = qMax(m_pausedUntilMs, m_clock.elapsed() + delay);
        Q_EMIT paused(seconds, reason);
    });
    QString error;
    if (!loop->sendUserMessage(m_config.set.cases.at(run.caseIndex).query, {}, &error)) {
        EvalRun failed = run;
        failed.outcome = RunOutcome::Error;
        failed.error = error;
        complete(slot, failed);
    }
}

bool TriggerEval::startRunners(QString &err)
{
    m_requests.clear();
    m_built.clear();
    if (!checkConfig(err) || !m_config.runners->prepare(&err))
        return false;
    const AgentSkill *saved = m_config.skill.isEmpty() ? nullptr : m_config.skills->find(m_config.skill);
    for (EvalVariant &v : m_config.variants)
        v.evaluated = v.description.isEmpty() ? (saved ? saved->description : QString()) : v.description;
    planResults(
        m_config.runners->agentName(), m_config.runners->model(), m_config.runners->triggerRule(), m_config.readCache);
    m_results.setup.provider = m_config.runners->providerName();
    m_results.setup.realClient = true;
    m_slots.clear();
    for (int i = 0; i < m_config.workers; ++i) {
        auto slot = std::make_shared<Slot>();
        slot->runner = m_config.runners->create(this);
        Slot *raw = slot.get();
        connect(slot->runner, &EvalRunner::finished, this,
            [this, raw](const EvalRun &run) { onRunnerFinished(*raw, run); });
        m_slots << slot;
    }
    launch();
    return true;
}

void TriggerEval::startRunner(Slot &slot, int runIndex)
{
    const EvalRun &run = m_results.runs.at(runIndex);
    EvalRunJob job;
    job.index = runIndex;
    job.variant = run.variant;
    job.caseIndex = run.caseIndex;
    job.run = run.run;
    job.query = m_config.set.cases.at(run.caseIndex).query;
    job.skill = m_config.skill;
    job.description = m_config.variants.at(run.variant).description;
    job.full = m_config.full;
    slot.run = runIndex;
    slot.clock.start();
    slot.runner->start(job);
}

void TriggerEval::onRunnerFinished(Slot &slot, EvalRun run)
{
    if (slot.run < 0 || !m_running)
        return;
    const EvalRun &planned = m_results.runs.at(slot.run);
    run.variant = planned.variant;
    run.caseIndex = planned.caseIndex;
    run.run = planned.run;
    if (run.outcome == RunOutcome::Error) {
        complete(slot, run);
        if (++m_consecutiveErrors >= m_config.abortAfterErrors && !m_anyAnswer)
            abort(QStringLiteral("%1 runs in a row failed before any answered (last: %2)")
                      .arg(m_consecutiveErrors)
                      .arg(run.error));
        return;
    }
    if (run.outcome != RunOutcome::Refused)
        run.outcome = m_results.isTriggered(run) ? RunOutcome::Triggered : RunOutcome::NotTriggered;
    m_anyAnswer = true;
    m_consecutiveErrors = 0;
    complete(slot, run);
}

ChatUsage TriggerEval::estimatedUsage(const RequestRecord &record, const ChatResponse &response) const
{
    if (response.usage.isValid())
        return response.usage;
    ChatUsage u;
    int completion = m_count(response.text.toUtf8()) + m_count(response.reasoning.toUtf8());
    for (const ToolCall &c : response.toolCalls)
        completion += m_count(c.name.toUtf8()) + m_count(c.arguments.toUtf8());
    u.promptTokens = record.tokens;
    u.completionTokens = completion;
    u.totalTokens = record.tokens + completion;
    u.estimated = true;
    return u;
}

void TriggerEval::onResponse(Slot &slot, const ChatResponse &response)
{
    if (slot.run < 0 || !m_running)
        return;
    EvalRun run = m_results.runs.at(slot.run);
    RequestRecord record = requestFor(run.variant, run.caseIndex);
    record.finished = true;
    record.response = response;
    record.usage = estimatedUsage(record, response);
    record.attempts = m_attempts.value(slot.run);
    record.durationMs = slot.clock.elapsed();
    record.startedAt = QDateTime::currentDateTimeUtc().addMSecs(-record.durationMs);
    run.cached = slot.provider->lastFromCache();
    record.fromCache = run.cached;
    record.transport = m_transports.take(slot.run); // every attempt: a 429, the wait, the 200
    run.attempts = run.cached ? 0 : record.attempts;
    run.durationMs = record.durationMs;
    run.usage = record.usage;
    run.loaded = m_rule->loadedSkills(response.toolCalls, *m_requests.at(run.variant)->skills());
    run.requests = { record };
    if (run.loaded.isEmpty() && response.finishReason == QLatin1String("content_filter")) {
        run.outcome = RunOutcome::Refused;
        run.error = QStringLiteral("the provider filtered the answer (finish_reason content_filter)");
    } else {
        run.outcome = m_results.isTriggered(run) ? RunOutcome::Triggered : RunOutcome::NotTriggered;
    }
    m_anyAnswer = true;
    m_consecutiveErrors = 0;
    complete(slot, run);
}

void TriggerEval::onError(Slot &slot, const ProviderError &error)
{
    if (slot.run < 0 || !m_running)
        return; // a cancelled request reporting back
    const int index = slot.run;
    const int attempts = m_attempts.value(index);
    if (error.isRetryable() && attempts <= m_config.retry.maxRetries) {
        slot.run = -1;
        const qint64 delayMs = error.retryAfterSeconds >= 0
            ? qint64(error.retryAfterSeconds) * 1000
            : qMin<qint64>(qint64(m_config.retry.baseDelayMs) << (attempts - 1), m_config.retry.maxDelayMs);
        retryLater(index, delayMs, error.describe());
        return;
    }
    EvalRun run = m_results.runs.at(index);
    RequestRecord record = requestFor(run.variant, run.caseIndex);
    record.failed = true;
    record.error = error;
    record.attempts = attempts;
    record.transport = m_transports.take(index);
    record.durationMs = slot.clock.elapsed();
    run.requests = { record };
    run.attempts = attempts;
    run.durationMs = record.durationMs;
    run.outcome = RunOutcome::Error;
    run.error = attempts > 1 ? QStringLiteral("%1 (after %2 attempts)").arg(error.describe()).arg(attempts)
                             : error.describe();
    complete(slot, run);
    ++m_consecutiveErrors;
    if (isFatal(error))
        abort(error.describe());
    else if (m_consecutiveErrors >= m_config.abortAfterErrors)
        abort(QStringLiteral("provider unreachable: %1 runs in a row failed after their retries (last: %2)")
                  .arg(m_consecutiveErrors)
                  .arg(error.describe()));
}

void TriggerEval::onFullEnded(Slot &slot, bool providerFailed, const QString &message)
{
    if (slot.run < 0 || !m_running || !slot.loop)
        return;
    AgentLoop *loop = slot.loop;
    EvalRun run = m_results.runs.at(slot.run);
    const Session &session = loop->session();
    run.requests = session.requests;
    run.durationMs = slot.clock.elapsed();
    run.attempts = 0;
    ChatUsage total;
    total.promptTokens = 0;
    total.completionTokens = 0;
    for (const RequestRecord &r : session.requests) {
        run.attempts += r.attempts;
        total.promptTokens += qMax(0, r.usage.promptTokens);
        total.completionTokens += qMax(0, r.usage.completionTokens);
        total.estimated = total.estimated || r.usage.estimated;
    }
    total.totalTokens = total.promptTokens + total.completionTokens;
    run.usage = total;
    for (const TranscriptEvent &e : session.events)
        if (e.kind == TranscriptEvent::Kind::Assistant)
            for (const QString &s : m_rule->loadedSkills(e.toolCalls, *m_requests.at(run.variant)->skills()))
                if (!run.loaded.contains(s))
                    run.loaded << s;
    run.cached = slot.answers > 0 && slot.cachedAnswers == slot.answers;
    if (run.cached)
        run.attempts = 0;
    // Which answers the cache gave (the answered requests in order; a failed last request got none).
    for (int i = 0, answer = 0; i < run.requests.size() && answer < slot.answeredFromCache.size(); ++i) {
        if (run.requests.at(i).finished)
            run.requests[i].fromCache = slot.answeredFromCache.at(answer++);
    }
    disconnect(slot.provider, nullptr, loop, nullptr);
    loop->disconnect(this);
    loop->deleteLater();
    slot.loop = nullptr;
    if (providerFailed && run.loaded.isEmpty()) {
        run.outcome = RunOutcome::Error;
        run.error = message;
        complete(slot, run);
        if (++m_consecutiveErrors >= m_config.abortAfterErrors)
            abort(QStringLiteral("provider unreachable: %1 runs in a row failed after their retries (last: %2)")
                      .arg(m_consecutiveErrors)
                      .arg(message));
        return;
    }
    m_anyAnswer = true;
    m_consecutiveErrors = 0;
    run.outcome = m_results.isTriggered(run) ? RunOutcome::Triggered : RunOutcome::NotTriggered;
    if (!message.isEmpty())
        run.error = message; // e.g. the step limit: the turn ended there, its loads count
    complete(slot, run);
}

void TriggerEval::complete(Slot &slot, const EvalRun &run)
{
    const int index = slot.run;
    slot.run = -1;
    if (index < 0)
        return;
    m_results.runs[index] = run;
    Q_EMIT runFinished(index, run);
    Q_EMIT progress(m_results.finishedRuns(), int(m_results.runs.size()));
    if (m_running && !m_finishing)
        QMetaObject::invokeMethod(this, &TriggerEval::pump, Qt::QueuedConnection);
}

void TriggerEval::retryLater(int runIndex, qint64 delayMs, const QString &reason)
{
    m_queue.prepend(runIndex);
    const qint64 scaled = qint64(double(delayMs) * m_config.retry.timeScale);
    m_pausedUntilMs = qMax(m_pausedUntilMs, m_clock.elapsed() + scaled);
    Q_EMIT paused(int(std::ceil(delayMs / 1000.0)), reason);
    m_gate.start(int(qMax<qint64>(0, m_pausedUntilMs - m_clock.elapsed())));
}

void TriggerEval::abort(const QString &reason)
{
    if (!m_running || m_finishing)
        return;
    m_results.abortReason = reason;
    cancel();
}

void TriggerEval::cancel()
{
    if (!m_running || m_finishing)
        return;
    m_finishing = true;
    m_results.cancelled = m_results.abortReason.isEmpty();
    m_queue.clear();
    m_gate.stop();
    for (const auto &slot : std::as_const(m_slots)) {
        if (slot->run < 0)
            continue;
        const int index = slot->run;
        slot->run = -1; // its provider's Cancelled report is ignored
        EvalRun run = m_results.runs.at(index);
        run.outcome = RunOutcome::Cancelled;
        run.error = m_results.abortReason.isEmpty() ? QStringLiteral("cancelled") : m_results.abortReason;
        run.durationMs = slot->clock.elapsed();
        m_results.runs[index] = run;
        if (slot->runner) {
            slot->runner->cancel();
            Q_EMIT runFinished(index, run);
            continue;
        }
        if (slot->loop) {
            disconnect(slot->provider, nullptr, slot->loop, nullptr);
            slot->loop->disconnect(this);
            slot->loop->stop();
            slot->loop->deleteLater();
            slot->loop = nullptr;
        }
        slot->provider->cancel();
        Q_EMIT runFinished(index, run);
    }
    m_finishing = false;
    m_running = false;
    m_results.wallMs = m_clock.elapsed();
    Q_EMIT progress(m_results.finishedRuns(), int(m_results.runs.size()));
    Q_EMIT finished();
}

void TriggerEval::finishIfDone()
{
    if (!m_running || m_finishing || !m_queue.isEmpty())
        return;
    for (const auto &slot : std::as_const(m_slots))
        if (slot->run >= 0)
            return;
    m_running = false;
    m_results.wallMs = m_clock.elapsed();
    Q_EMIT finished();
}

} // namespace sw
