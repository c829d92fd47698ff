// AgentLoop: turn lifecycle, the request/tool loop, retries and cancellation.
#include "agentloop.h"

#include <QUuid>

#include <cmath>
#include <utility>

namespace sw {

AgentLoop::AgentLoop(const AgentConfig &config, ChatProvider *provider, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_provider(provider)
    , m_dispatcher(new ToolDispatcher(this))
{
    bool exact = true;
    m_count = defaultTokenCounter(&exact);
    m_builder = RequestBuilder(m_count, exact);
    if (!m_config.skills)
        m_config.skills = std::make_shared<const SkillSnapshot>();
    m_session.id = QUuid::createUuid().toString(QUuid::WithoutBraces).left(8);
    m_session.profileName = m_config.profile.name;
    m_session.model = m_config.model;
    m_session.providerName = provider ? provider->providerName() : QString();
    m_session.providerId = m_config.providerId;
    noteEndpoint(provider);
    m_session.api = provider ? provider->wireApi() : WireApi::ChatCompletions;
    m_session.replay = provider && provider->isReplay();
    m_dispatcher->setWorkspace(m_config.workRoot, m_session.id, m_config.executor);
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &AgentLoop::onRetryTick);
    m_progressTimer.setSingleShot(true);
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] {
        if (!m_running || m_live.index < 0)
            return;
        m_live.elapsedMs = requestElapsed();
        Q_EMIT requestProgress(m_live.index);
    });
    connectProvider(provider);
    connect(m_dispatcher, &ToolDispatcher::finished, this, &AgentLoop::onToolFinished);
    connect(m_dispatcher, &ToolDispatcher::runStarted, this, &AgentLoop::runStarted);
    connect(m_dispatcher, &ToolDispatcher::runOutput, this, &AgentLoop::runOutput);
}

void AgentLoop::connectProvider(ChatProvider *provider)
{
    if (!provider)
        return;
    connect(provider, &ChatProvider::textDelta, this, [this](const QString &t) {
        if (!m_running)
            return;
        m_partialText += t;
        Q_EMIT textDelta(t);
    });
    connect(provider, &ChatProvider::reasoningDelta, this, [this](const QString &t) {
        if (!m_running)
            return;
        m_partialReasoning += t;
        Q_EMIT reasoningDelta(t);
    });
    connect(provider, &ChatProvider::toolCallDelta, this,
        [this](int i, const QString &id, const QString &name, const QString &frag) {
            if (m_running)
                Q_EMIT toolCallDelta(i, id, name, frag);
        });
    connect(provider, &ChatProvider::finished, this, &AgentLoop::onFinished);
    connect(provider, &ChatProvider::failed, this, &AgentLoop::onFailed);
    connect(provider, &ChatProvider::attemptFinished, this, &AgentLoop::onAttempt);
    connect(provider, &ChatProvider::responseStarted, this, [this](const TransportAttempt &a) {
        if (!m_running || m_live.index < 0)
            return;
        m_live.response = a;
        m_live.bytes = 0;
        setPhase(LiveRequest::Phase::Receiving);
    });
    connect(provider, &ChatProvider::bytesReceived, this, [this](qint64 total) {
        if (!m_running || m_live.index < 0)
            return;
        m_live.bytes = total;
        if (!m_progressTimer.isActive())
            m_progressTimer.start(); // coalesced: the count 100 ms from now, whatever arrives meanwhile
    });
    connect(provider, &ChatProvider::holding, this, [this](bool held) {
        if (!m_running || m_live.index < 0)
            return;
        if (held) {
            m_holdClock.start();
            setPhase(LiveRequest::Phase::Held);
        } else {
            if (m_holdClock.isValid())
                m_heldMs += m_holdClock.elapsed();
            m_holdClock.invalidate();
            setPhase(LiveRequest::Phase::Waiting);
        }
    });
}

void AgentLoop::noteEndpoint(const ChatProvider *provider)
{
    const QString url = provider ? provider->endpointUrl() : QString();
    if (!url.isEmpty() && !m_session.endpoints.contains(url))
        m_session.endpoints << url;
}

void AgentLoop::startRequestClock()
{
    m_clock.start();
    m_heldMs = 0;
    m_holdClock.invalidate();
    m_live = LiveRequest();
    m_live.index = m_current;
}

qint64 AgentLoop::requestElapsed() const
{
    if (!m_clock.isValid())
        return 0;
    const qint64 held = m_heldMs + (m_holdClock.isValid() ? m_holdClock.elapsed() : 0);
    return qMax<qint64>(0, m_clock.elapsed() - held);
}

void AgentLoop::setPhase(LiveRequest::Phase phase)
{
    if (m_live.index < 0)
        return;
    m_live.phase = phase;
    m_live.elapsedMs = requestElapsed();
    Q_EMIT requestProgress(m_live.index);
}

bool AgentLoop::setProvider(ChatProvider *provider, const QString &model, const QStringList &secrets)
{
    if (m_running)
        return false;
    const bool replay = provider && provider->isReplay();
    if (provider && replay != m_session.replay && !m_session.events.isEmpty())
        return false; // a replay's scripted answers and a model's never share a session
    if (m_provider)
        disconnect(m_provider, nullptr, this, nullptr);
    m_provider = provider;
    connectProvider(provider);
    m_config.model = model;
    m_session.model = model;
    m_session.providerName = provider ? provider->providerName() : QString();
    noteEndpoint(provider);
    m_session.api = provider ? provider->wireApi() : WireApi::ChatCompletions;
    m_session.replay = replay;
    for (const QString &secret : secrets)
        if (!secret.isEmpty() && !m_config.secrets.contains(secret))
            m_config.secrets.append(secret);
    return true;
}

bool AgentLoop::setSession(const Session &session)
{
    if (m_running)
        return false;
    if (m_provider && m_provider->isReplay() != session.replay && !session.events.isEmpty())
        return false; // a replay's scripted answers and a model's never share a session
    m_session = session;
    m_attemptRequest = -1;
    m_catalogTracker.reset();
    Q_EMIT sessionReset();
    Q_EMIT stateChanged();
    return true;
}

void AgentLoop::setSkills(SkillSnapshotPtr skills)
{
    if (m_running)
        return;
    m_config.skills = skills ? std::move(skills) : std::make_shared<const SkillSnapshot>();
}

void AgentLoop::publishCatalog()
{
    const Profile &p = m_config.profile;
    if (p.catalogPlacement != CatalogPlacement::UserReminder || p.catalogDialect != QLatin1String("deepseek"))
        return;
    QList<CatalogSkill> cs;
    cs.reserve(m_config.skills->skills().size());
    for (const AgentSkill &s : m_config.skills->skills())
        cs << CatalogSkill { s.name, s.description, s.location };
    const QByteArray published = m_session.publishedCatalogDigest();
    if (!m_catalogTracker.published() && !published.isEmpty()) {
        // An opened or truncated session: its history already carries a catalog the tracker has not seen.
        if (deepseekCatalogDigest(cs) == published) {
            m_catalogTracker.next(cs); // the same catalog: tracked from now on, nothing re-sent
        } else {
            TranscriptEvent e;
            e.kind = TranscriptEvent::Kind::Catalog;
            e.text = renderDeepseekCatalog(cs, {}, DeepseekCatalogForm::Replacement);
            e.reason = QStringLiteral("replacement");
            e.digest = deepseekCatalogDigest(cs);
            appendEvent(e);
            m_catalogTracker.next(cs);
        }
        return;
    }
    const DeepseekCatalogTracker::Step step = m_catalogTracker.next(cs);
    if (step.action == DeepseekCatalogTracker::Action::None)
        return;
    TranscriptEvent e;
    e.kind = TranscriptEvent::Kind::Catalog;
    e.text = step.text;
    e.reason = step.action == DeepseekCatalogTracker::Action::Initial ? QStringLiteral("initial")
                                                                      : QStringLiteral("replacement");
    e.digest = step.digest;
    appendEvent(e);
}

bool AgentLoop::sendUserMessage(const QString &text, const QList<SkillLoadRequest> &declared, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    if (m_running) {
        err = QStringLiteral("the agent is still running");
        return false;
    }
    if (!m_provider) {
        err = QStringLiteral("no model provider");
        return false;
    }
    if (!declared.isEmpty()) {
        if (const QString problem = declarationProblem(m_config.profile); !problem.isEmpty()) {
            err = problem;
            return false;
        }
    }
    const auto valid = validateDeclarations(declared, *m_config.skills, &err);
    if (!valid)
        return false;
    m_running = true;
    m_lastError.clear();
    Q_EMIT runningChanged(true);
    ++m_session.turn;
    publishCatalog();
    TranscriptEvent user;
    user.kind = TranscriptEvent::Kind::User;
    user.text = text;
    appendEvent(user);
    const QString agent = m_config.profile.agentName;
    if (m_config.profile.loadMode == LoadMode::Turn)
        applyDelta(clearAgentDelta(m_session.state, agent), QStringLiteral("turn reset"));
    applyDelta(migrateLegacyDelta(m_session.state, agent), QStringLiteral("legacy migration"));
    for (const SkillLoadRequest &r : *valid)
        applyDelta(
            loadSkillDelta(m_session.state, agent, r.skill, r.docs, r.includeAllDocs), QStringLiteral("declared"));
    m_step = 0;
    requestNext();
    return true;
}

void AgentLoop::appendEvent(const TranscriptEvent &event)
{
    const int index = m_session.append(event);
    Q_EMIT eventAppended(index);
}

void AgentLoop::applyDelta(const StateDelta &delta, const QString &reason)
{
    const int before = int(m_session.events.size());
    if (m_session.applyDelta(delta, reason).isEmpty())
        return;
    Q_EMIT eventAppended(before);
    Q_EMIT stateChanged();
}

QStringList AgentLoop::recentToolTouches() const
{
    QStringList out;
    for (qsizetype i = m_session.events.size() - 1; i >= 0; --i) {
        const TranscriptEvent &e = m_session.events.at(i);
        if (e.kind == TranscriptEvent::Kind::ToolResult && !e.skill.isEmpty() && !e.isError && !out.contains(e.skill))
            out << e.skill;
    }
    return out;
}

void AgentLoop::requestNext()
{
    if (m_step >= m_config.maxSteps) {
        endTurn(
            false, QStringLiteral("stopped after %1 model requests in this turn (max steps)").arg(m_config.maxSteps));
        return;
    }
    QStringList evicted;
    const StateDelta eviction = evictionDelta(
        m_session.state, m_config.profile.agentName, m_config.profile.maxLoadedSkills, recentToolTouches(), &evicted);
    applyDelta(eviction,
        QStringLiteral("eviction (max %1 loaded): %2")
            .arg(m_config.profile.maxLoadedSkills)
            .arg(evicted.join(QStringLiteral(", "))));
    const BuildOptions options = buildOptions();
    const RequestRecord *previous = m_session.lastMainRequest(); // re-sent branches are beside the conversation
    RequestRecord rec = m_builder.build(m_config.profile, m_session, *m_config.skills, options, previous);
    rec.step = m_step;
    m_session.requests << rec;
    m_current = rec.index;
    startRequestClock();
    Q_EMIT requestStarted(m_current);
    sendCurrent();
}

BuildOptions AgentLoop::buildOptions() const
{
    BuildOptions options;
    options.model = m_config.model;
    options.stream = m_config.stream;
    options.maxHistoryMessages = m_config.maxHistoryMessages;
    options.api = m_provider->wireApi();
    options.wire = m_config.wire;
    options.wire.cachePoints
        = m_config.cachePolicy ? m_config.cachePolicy->points : m_config.profile.cachePolicy.points;
    return options;
}

void AgentLoop::sendCurrent()
{
    const RequestRecord &rec = m_session.requests.at(m_current);
    m_attemptRequest = m_current;
    m_partialText.clear();
    m_partialReasoning.clear();
    noteEndpoint(m_provider);
    m_live.attempt = rec.attempts;
    m_live.response = TransportAttempt();
    m_live.bytes = 0;
    m_live.retryInSeconds = -1;
    setPhase(LiveRequest::Phase::Waiting);
    m_provider->start({ rec.body, m_config.stream, rec.api, rec.model });
}

void AgentLoop::onAttempt(const TransportAttempt &attempt)
{
    const int index = std::exchange(m_attemptRequest, -1);
    if (index < 0 || index >= m_session.requests.size())
        return;
    RequestRecord &rec = m_session.requests[index];
    TransportAttempt a = attempt;
    a.number = int(rec.transport.size()) + 1;
    rec.transport << a;
    if (!m_running || index != m_current)
        Q_EMIT requestFinished(index); // arrived after Stop: the views show it too
}

void AgentLoop::onFinished(const ChatResponse &response)
{
    if (!m_running || m_current < 0)
        return;
    RequestRecord &rec = m_session.requests[m_current];
    rec.finished = true;
    rec.response = response;
    rec.durationMs = requestElapsed();
    m_live = LiveRequest();
    rec.usage = response.usage;
    if (!rec.usage.isValid()) {
        int completion = m_count(response.text.toUtf8()) + m_count(response.reasoning.toUtf8());
        for (const ToolCall &c : response.toolCalls)
            completion += m_count(c.name.toUtf8()) + m_count(c.arguments.toUtf8());
        rec.usage = ChatUsage();
        rec.usage.promptTokens = rec.tokens;
        rec.usage.completionTokens = completion;
        rec.usage.totalTokens = rec.tokens + completion;
        rec.usage.estimated = true;
    }
    if (m_branch) { // a re-send: the answer stays in its record
        Q_EMIT requestFinished(m_current);
        endBranch(true);
        return;
    }
    TranscriptEvent a;
    a.kind = TranscriptEvent::Kind::Assistant;
    a.text = response.text;
    a.reasoning = response.reasoning;
    a.toolCalls = response.toolCalls;
    a.providerBlocks = response.providerBlocks;
    a.requestIndex = m_current;
    appendEvent(a);
    if (m_config.profile.loadMode == LoadMode::Once) {
        const QStringList carried = RequestBuilder::materialisedSkills(rec);
        if (!carried.isEmpty()) {
            rec.clearedAfter = carried.join(QStringLiteral(", "));
            applyDelta(clearSkillsDelta(m_session.state, m_config.profile.agentName, carried),
                QStringLiteral("once offload after request %1").arg(m_current + 1));
        }
    }
    Q_EMIT requestFinished(m_current);
    if (response.toolCalls.isEmpty()) {
        endTurn(true);
        return;
    }
    m_pendingCalls = response.toolCalls;
    dispatchNext();
}

void AgentLoop::onFailed(const ProviderError &error)
{
    if (!m_running || m_current < 0 || error.kind == ProviderError::Kind::Cancelled)
        return;
    RequestRecord &rec = m_session.requests[m_current];
    rec.durationMs = requestElapsed();
    if (error.isRetryable() && rec.attempts <= m_config.retry.maxRetries) {
        const int attempt = rec.attempts;
        qint64 delayMs = error.retryAfterSeconds >= 0
            ? qint64(error.retryAfterSeconds) * 1000
            : qMin<qint64>(qint64(m_config.retry.baseDelayMs) << (attempt - 1), m_config.retry.maxDelayMs);
        const int seconds = int(std::ceil(delayMs / 1000.0));
        ++rec.attempts;
        Q_EMIT retryScheduled(attempt, seconds, error.describe());
        if (!m_branch) {
            TranscriptEvent n;
            n.kind = TranscriptEvent::Kind::Notice;
            n.text = QStringLiteral("%1; retry %2 of %3 in %4 s")
                         .arg(error.describe())
                         .arg(attempt)
                         .arg(m_config.retry.maxRetries)
                         .arg(seconds);
            n.requestIndex = m_current; // the request retried: the chat shows whether the retry succeeded
            appendEvent(n);
        }
        m_retrySecondsLeft = seconds;
        m_retryTickMs = seconds > 0 ? qMax<qint64>(1, qint64(double(delayMs) / seconds * m_config.retry.timeScale)) : 0;
        m_retryTimer.start(int(m_retryTickMs));
        m_live.retryInSeconds = seconds;
        m_live.attempt = rec.attempts;
        setPhase(LiveRequest::Phase::RetryWait);
        return;
    }
    m_live = LiveRequest();
    rec.failed = true;
    rec.error = error;
    keepPartialAnswer();
    Q_EMIT requestFinished(m_current);
    if (m_branch)
        endBranch(false, error.describe());
    else
        endTurn(false, error.describe());
}

void AgentLoop::keepPartialAnswer()
{
    if (m_current < 0 || (m_partialText.isEmpty() && m_partialReasoning.isEmpty()))
        return;
    RequestRecord &rec = m_session.requests[m_current];
    rec.response.text = std::exchange(m_partialText, {});
    rec.response.reasoning = std::exchange(m_partialReasoning, {});
    rec.response.textIsNull = rec.response.text.isEmpty();
    if (m_branch)
        return; // a re-send changes nothing in the conversation
    TranscriptEvent a;
    a.kind = TranscriptEvent::Kind::Assistant;
    a.text = rec.response.text;
    a.reasoning = rec.response.reasoning;
    a.requestIndex = m_current;
    a.incomplete = true;
    appendEvent(a);
}

void AgentLoop::onRetryTick()
{
    if (!m_running)
        return;
    if (m_retrySecondsLeft > 0) {
        --m_retrySecondsLeft;
        m_live.retryInSeconds = m_retrySecondsLeft;
        Q_EMIT retryCountdown(m_retrySecondsLeft);
    }
    if (m_retrySecondsLeft > 0) {
        m_retryTimer.start(int(m_retryTickMs));
        return;
    }
    sendCurrent();
}

void AgentLoop::dispatchNext()
{
    if (!m_running)
        return;
    if (m_pendingCalls.isEmpty()) {
        ++m_step;
        requestNext();
        return;
    }
    const ToolCall call = m_pendingCalls.first();
    m_toolClock.start();
    Q_EMIT toolStarted(call.id, call.name, call.arguments);
    m_dispatcher->dispatch(m_config.profile, *m_config.skills, m_session.state, call);
}

void AgentLoop::onToolFinished(const ToolOutcome &outcome)
{
    if (!m_running || m_pendingCalls.isEmpty())
        return;
    m_pendingCalls.removeFirst();
    TranscriptEvent r;
    r.kind = TranscriptEvent::Kind::ToolResult;
    r.toolCallId = outcome.call.id;
    r.toolName = outcome.call.name;
    r.skill = outcome.skill;
    r.text = outcome.content;
    r.isError = outcome.isError;
    r.durationMs = outcome.durationMs;
    appendEvent(r);
    const int index = int(m_session.events.size()) - 1;
    applyDelta(outcome.delta, outcome.call.name + QLatin1Char(' ') + outcome.call.id);
    Q_EMIT toolFinished(outcome.call.id, index);
    dispatchNext();
}

void AgentLoop::endTurn(bool ok, const QString &error)
{
    m_running = false;
    m_current = -1;
    m_pendingCalls.clear();
    if (!ok) {
        m_lastError = error;
        TranscriptEvent n;
        n.kind = TranscriptEvent::Kind::Notice;
        n.text = error;
        appendEvent(n);
    }
    Q_EMIT runningChanged(false);
    if (ok)
        Q_EMIT turnFinished();
    else
        Q_EMIT failed(error);
}

void AgentLoop::stop()
{
    if (!m_running)
        return;
    m_retryTimer.stop();
    if (m_current >= 0 && !m_session.requests.at(m_current).finished) {
        RequestRecord &rec = m_session.requests[m_current];
        rec.failed = true;
        rec.error = ProviderError::make(ProviderError::Kind::Cancelled, QStringLiteral("stopped by the user"));
        rec.durationMs = requestElapsed();
        keepPartialAnswer();
    }
    if (m_provider)
        m_provider->cancel();
    m_dispatcher->stop();
    // Every call of the answer gets its result, so the chat's cards end and the next request's history stays valid
    // (each tool call followed by its result): the running one was killed, the others never started.
    for (qsizetype i = 0; i < m_pendingCalls.size(); ++i) {
        const ToolCall &call = m_pendingCalls.at(i);
        TranscriptEvent r;
        r.kind = TranscriptEvent::Kind::ToolResult;
        r.toolCallId = call.id;
        r.toolName = call.name;
        r.text = i == 0 ? QStringLiteral("stopped by the user before the tool finished")
                        : QStringLiteral("not run: stopped by the user");
        r.isError = true;
        r.cancelled = true;
        r.durationMs = i == 0 && m_toolClock.isValid() ? m_toolClock.elapsed() : 0;
        appendEvent(r);
        Q_EMIT toolFinished(call.id, int(m_session.events.size()) - 1);
    }
    const int branch = m_branch ? m_current : -1;
    m_live = LiveRequest();
    m_running = false;
    m_branch = false;
    m_current = -1;
    m_pendingCalls.clear();
    m_lastError = QStringLiteral("stopped by the user");
    if (branch < 0) {
        TranscriptEvent n;
        n.kind = TranscriptEvent::Kind::Notice;
        n.text = m_lastError;
        appendEvent(n);
    }
    Q_EMIT runningChanged(false);
    if (branch >= 0)
        Q_EMIT branchFinished(branch);
    Q_EMIT stopped();
}

bool AgentLoop::saveSession(const QString &path, QString *error) const
{
    return m_session.save(path, m_config.secrets, error);
}

} // namespace sw
