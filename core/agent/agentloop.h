#pragma once
// AgentLoop: runs a conversation: per user turn, the load-mode lifecycle (turn reset, legacy migration,
// caller-declared loads validated as one batch), then request -> stream -> tool calls -> request ... until the
// model answers without tool calls, the step limit is hit, the user stops it, or the model fails (429/5xx are
// retried honouring Retry-After, with backoff and a countdown). Everything a UI needs is observable: signals for
// every delta and event, the Session (transcript + state) and one RequestRecord per request.
#include "agent/profile.h"
#include "agent/requestbuilder.h"
#include "agent/skillsnapshot.h"
#include "agent/tooldispatcher.h"
#include "catalog/deepseekcatalog.h"
#include "provider/chatprovider.h"
#include "session/session.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace sw {

struct RetryPolicy
{
    int maxRetries = 3;
    int baseDelayMs = 1000; // backoff without Retry-After: base * 2^(attempt-1)
    int maxDelayMs = 60000;
    double timeScale = 1.0; // tests shrink real waiting; announced delays stay in seconds as computed
};

struct SkillLoadRequest
{
    QString skill;
    QStringList docs;
    bool includeAllDocs = false;
    friend bool operator==(const SkillLoadRequest &, const SkillLoadRequest &) = default;
};

struct AgentConfig
{
    Profile profile;
    SkillSnapshotPtr skills;
    QString model;
    bool stream = true;
    int maxSteps = 12; // model requests per user turn
    int maxHistoryMessages = 0; // history suppression (0 = all)
    RetryPolicy retry;
    QString workRoot; // where the session workspace is created; "" = no executor
    ExecutorChoice executor = ExecutorChoice::Auto;
    QStringList secrets; // API keys to redact in saved sessions
    WireOptions wire; // max tokens, thinking budget, reasoning effort (cachePoints: see cachePolicy)
    std::optional<CachePolicy> cachePolicy; // prompt-cache breakpoints; nullopt = the profile's default policy
    // What answers, as the window's picker names it ("preset:<id>", "scenario:<file>"): kept in the session so
    // opening it selects the same provider again. "" when unknown (the CLI, the Trigger Lab).
    QString providerId;
};

// What the request in flight is doing right now (never saved): the inspector's and the Requests table's live view.
struct LiveRequest
{
    // Held: a replay waiting for the presenter (F9); Waiting: sent, no response yet; Receiving: the status line and
    // headers came, the answer streams; RetryWait: a failed attempt, the next one starts in retryInSeconds.
    enum class Phase { None, Held, Waiting, Receiving, RetryWait };
    int index = -1; // the request, -1 when none is in flight
    Phase phase = Phase::None;
    int attempt = 0; // 1-based, the attempt running or waited for
    TransportAttempt response; // the running attempt's status line and headers (status 0 before they came)
    qint64 bytes = 0; // bytes of the answer received so far by the running attempt
    int retryInSeconds = -1;
    qint64 elapsedMs = 0; // the request's time so far (as durationMs counts it), when the phase last changed
};

class AgentLoop : public QObject
{
    Q_OBJECT
public:
    AgentLoop(const AgentConfig &config, ChatProvider *provider, QObject *parent = nullptr);

    const AgentConfig &config() const { return m_config; }
    const Session &session() const { return m_session; }
    // Replaces the session (e.g. an opened saved session; only when idle) and emits sessionReset(): views rebuild.
    // false (nothing changes) while running, or when a replay's session would continue against a model or a model's
    // against a replay: the two never end up in one session.
    bool setSession(const Session &session);
    // The skills the next turn sees (only when idle): a changed catalog is re-published per the profile
    // (deepseek: the replacement `<system-reminder>`).
    void setSkills(SkillSnapshotPtr skills);
    ChatProvider *provider() const { return m_provider; }
    // Replaces the provider (only when idle; false while running), e.g. after its base URL or key changed: the
    // session stays and the next request goes to `provider` for `model`. `secrets` are added to the keys redacted
    // from saved sessions (the previous ones stay redacted). false too when a replay would replace a model (or the
    // reverse) in a session that has turns. A new endpoint is added to the session's endpoints.
    bool setProvider(ChatProvider *provider, const QString &model, const QStringList &secrets);
    // The request in flight, live (index -1 when none).
    const LiveRequest &live() const { return m_live; }
    // The wire options and the prompt-cache policy of the next requests (Preferences changed); takes effect at once.
    void setWireOptions(const WireOptions &wire, const std::optional<CachePolicy> &cachePolicy)
    {
        m_config.wire = wire;
        m_config.cachePolicy = cachePolicy;
    }
    ToolDispatcher *dispatcher() const { return m_dispatcher; }
    bool isRunning() const { return m_running; }
    QString lastError() const { return m_lastError; }

    // "name", "name:doc1,doc2", "name:*" -> requests (no validation against skills).
    static QList<SkillLoadRequest> parseDeclarations(const QStringList &specs);
    // Why `profile` cannot take caller-declared loads, "" when it can. A profile that materialises a skill only where
    // its tool's result goes (Claude Code's Skill tool and the user message after it, Codex's shell read, deepseek's
    // and the minimal loader's inline result) would mark a declared skill loaded and never send it.
    static QString declarationProblem(const Profile &profile);
    // Validates and coalesces declared loads as one batch; nullopt with *error when any is invalid.
    static std::optional<QList<SkillLoadRequest>> validateDeclarations(
        const QList<SkillLoadRequest> &declared, const SkillSnapshot &skills, QString *error);

    // Starts a user turn. Returns false (nothing sent, nothing recorded) when busy or a declaration is invalid.
    bool sendUserMessage(const QString &text, const QList<SkillLoadRequest> &declared = {}, QString *error = nullptr);
    // Edit-and-resend: drops the user message at `userEvent` and everything after it (answers, tool results, state
    // changes, requests), emits sessionReset(), then sends `text` as that turn again. false + *error when busy,
    // `userEvent` is not a user message, or sending fails (the transcript is then left untouched).
    bool resendFrom(
        int userEvent, const QString &text, const QList<SkillLoadRequest> &declared = {}, QString *error = nullptr);
    // Regenerate: resends the last user message unchanged.
    bool regenerate(QString *error = nullptr);
    // Re-send request `request` against `skills` (e.g. SkillSnapshot::reread after a description was edited): the
    // request is built again from the conversation exactly as that request saw it (its events and state), with the
    // profile and the given skills, and sent as a branch: a new record with branchOf = `request`, compared with the
    // original, its answer recorded there only (no transcript events, no tool runs). `skills` also become the
    // loop's skills for the next turn. false + *error when busy, out of range or without a provider.
    bool resendRequest(int request, SkillSnapshotPtr skills, QString *error = nullptr);
    bool isResending() const { return m_branch; }
    // Cancels whatever runs (request, retry wait, tool run). stopped() follows.
    void stop();

    bool saveSession(const QString &path, QString *error) const;

Q_SIGNALS:
    void runningChanged(bool running);
    // The whole session was replaced or truncated (setSession, resendFrom): rebuild every view from session().
    void sessionReset();
    void eventAppended(int index);
    void stateChanged();
    void requestStarted(int index);
    void requestFinished(int index); // finished or failed; see session().requests[index]
    // live() changed for request `index`: held, sent, headers received, bytes received (at most every 100 ms), a
    // retry wait.
    void requestProgress(int index);
    void textDelta(const QString &text);
    void reasoningDelta(const QString &text);
    void toolCallDelta(int index, const QString &id, const QString &name, const QString &argumentsFragment);
    void toolStarted(const QString &callId, const QString &name, const QString &arguments);
    void toolFinished(const QString &callId, int eventIndex);
    void runStarted(const QString &callId, const QString &skill, const QString &command, const QString &workspace);
    void runOutput(const QString &callId, const QByteArray &chunk, bool isStderr);
    void retryScheduled(int attempt, int delaySeconds, const QString &reason);
    void retryCountdown(int secondsLeft);
    void turnFinished();
    void branchFinished(int index); // a re-sent request ended (finished or failed: see its record)
    void failed(const QString &message);
    void stopped();

private:
    void appendEvent(const TranscriptEvent &event);
    void applyDelta(const StateDelta &delta, const QString &reason);
    void requestNext();
    void sendCurrent();
    void startRequestClock(); // the first send of m_current: its duration counts from here
    qint64 requestElapsed() const; // m_current's time so far, held time left out
    void setPhase(LiveRequest::Phase phase);
    void noteEndpoint(const ChatProvider *provider);
    // The options every request of this loop is built with (model, stream, history, wire format and cache points).
    BuildOptions buildOptions() const;
    void onFinished(const ChatResponse &response);
    void onFailed(const ProviderError &error);
    void onAttempt(const TransportAttempt &attempt);
    void keepPartialAnswer(); // the text received before Stop or a failure: an incomplete assistant event
    void connectProvider(ChatProvider *provider);
    void dispatchNext();
    void onToolFinished(const ToolOutcome &outcome);
    void onRetryTick();
    void endTurn(bool ok, const QString &error = {});
    void endBranch(bool ok, const QString &error = {});
    QStringList recentToolTouches() const;
    void publishCatalog();

    AgentConfig m_config;
    QPointer<ChatProvider> m_provider;
    ToolDispatcher *m_dispatcher;
    RequestBuilder m_builder;
    TokenCounter m_count;
    Session m_session;
    bool m_running = false;
    int m_step = 0;
    int m_current = -1; // index of the request in flight
    int m_attemptRequest = -1; // the request whose transport attempt is in flight (also after Stop)
    QList<ToolCall> m_pendingCalls;
    bool m_branch = false; // the request in flight is a re-send (resendRequest)
    QString m_partialText; // streamed by the request in flight
    QString m_partialReasoning;
    QElapsedTimer m_clock; // since the first send of the request in flight
    QElapsedTimer m_holdClock; // since the provider started holding the request
    qint64 m_heldMs = 0; // time the request in flight was held (a presenter's step-through)
    QTimer m_progressTimer; // received bytes: requestProgress at most every 100 ms, the last count always
    LiveRequest m_live;
    QElapsedTimer m_toolClock; // the tool call running
    QTimer m_retryTimer;
    int m_retrySecondsLeft = 0;
    qint64 m_retryTickMs = 1000;
    QString m_lastError;
    DeepseekCatalogTracker m_catalogTracker;
};

} // namespace sw
