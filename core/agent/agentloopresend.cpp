// AgentLoop: re-sending. From a user message on, the rest of the conversation replaced (resendFrom, regenerate), and
// "re-send request N" as a branch beside the conversation (resendRequest and its end).
#include "agentloop.h"

#include "session/loadingtimeline.h"

namespace sw {

bool AgentLoop::resendFrom(int userEvent, const QString &text, const QList<SkillLoadRequest> &declared, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    if (m_running) {
        err = QStringLiteral("the agent is still running");
        return false;
    }
    const auto truncated = m_session.truncatedBefore(userEvent);
    if (!truncated) {
        err = QStringLiteral("event %1 is not a user message").arg(userEvent);
        return false;
    }
    if (!declared.isEmpty() && !declarationProblem(m_config.profile).isEmpty()) {
        err = declarationProblem(m_config.profile);
        return false;
    }
    if (!validateDeclarations(declared, *m_config.skills, &err) || !m_provider) {
        if (!m_provider)
            err = QStringLiteral("no model provider");
        return false;
    }
    // Copies on purpose: `text` (regenerate) and `declared` may refer into the session replaced below.
    const QString message = text; // NOLINT(performance-unnecessary-copy-initialization)
    const QList<SkillLoadRequest> declarations = declared; // NOLINT(performance-unnecessary-copy-initialization)
    setSession(*truncated);
    return sendUserMessage(message, declarations, &err);
}

bool AgentLoop::regenerate(QString *error)
{
    const int last = m_session.lastUserEvent();
    if (last < 0) {
        if (error)
            *error = QStringLiteral("there is no user message to regenerate");
        return false;
    }
    return resendFrom(last, m_session.events.at(last).text, {}, error);
}

bool AgentLoop::resendRequest(int request, SkillSnapshotPtr skills, QString *error)
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
    if (request < 0 || request >= m_session.requests.size()) {
        err = QStringLiteral("there is no request %1").arg(request + 1);
        return false;
    }
    // A re-send of a re-send re-sends the original.
    const int origin = m_session.requests.at(request).branchOf >= 0 ? m_session.requests.at(request).branchOf : request;
    setSkills(std::move(skills));
    // The conversation exactly as the original saw it: its events, the state they made, the requests before it.
    Session base = m_session;
    base.events.resize(eventsSeenBy(m_session, origin));
    base.state.clear();
    for (const TranscriptEvent &e : std::as_const(base.events)) {
        if (e.kind == TranscriptEvent::Kind::StateDelta)
            applyStateDelta(base.state, e.delta);
    }
    base.requests = m_session.requests.mid(0, origin);
    const RequestRecord &original = m_session.requests.at(origin);
    base.turn = original.turn;
    RequestRecord rec = m_builder.build(m_config.profile, base, *m_config.skills, buildOptions(), &original);
    rec.index = int(m_session.requests.size());
    rec.turn = original.turn;
    rec.step = original.step;
    rec.branchOf = origin;
    m_session.requests << rec;
    m_current = rec.index;
    m_branch = true;
    m_running = true;
    m_lastError.clear();
    startRequestClock();
    Q_EMIT runningChanged(true);
    Q_EMIT requestStarted(m_current);
    sendCurrent();
    return true;
}

void AgentLoop::endBranch(bool ok, const QString &error)
{
    const int index = m_current;
    m_running = false;
    m_branch = false;
    m_current = -1;
    if (!ok)
        m_lastError = error;
    Q_EMIT runningChanged(false);
    Q_EMIT branchFinished(index);
    if (!ok)
        Q_EMIT failed(error);
}

} // namespace sw
