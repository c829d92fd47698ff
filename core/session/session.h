#pragma once
// Session: the persistent side of a conversation (seed 001, "Session Persistence"): a transcript of events
// (user, assistant text with its tool calls, tool results, state deltas, notices) plus the state map. Saved and
// opened as JSON Lines; secrets are redacted on the way out. Model requests are ephemeral, built from it.
#include "session/requestrecord.h"
#include "session/statemap.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

struct TranscriptEvent
{
    // Catalog: a catalog message published into the history (deepseek `<system-reminder>`: the initial form, and
    // the replacement form when the catalog digest changed); text = the message, reason = "initial" /
    // "replacement", digest = the catalog digest it carries.
    enum class Kind { User, Assistant, ToolResult, StateDelta, Notice, Catalog };
    Kind kind = Kind::Notice;
    QDateTime time;
    int turn = 0;
    QString text; // user / assistant text, tool result content (the stored stub), notice
    QString reasoning; // Assistant
    QList<ToolCall> toolCalls; // Assistant
    QList<ProviderBlock> providerBlocks; // Assistant: thinking / reasoning the provider wants back (its format only)
    int requestIndex = -1; // Assistant: the request that produced it; Notice of a retry: the request retried
    bool incomplete = false; // Assistant: what arrived before Stop, a dropped connection or a malformed chunk
    // ToolResult
    QString toolCallId;
    QString toolName;
    QString skill; // the skill the call was about ("" when none)
    bool isError = false;
    bool cancelled = false; // stopped by the user: killed while running, or never started
    qint64 durationMs = 0;
    // StateDelta
    StateDelta delta;
    QString reason; // "skill_load call_1", "turn reset", "once offload", "eviction", "declared", "legacy migration"
    QByteArray digest; // Catalog

    static QString kindName(Kind kind); // "user", "assistant", "tool_result", "state_delta", "notice", "catalog"
    QJsonObject toJson() const;
    static TranscriptEvent fromJson(const QJsonObject &o);
};

class Session
{
public:
    QString id; // also names the workspace
    QString profileName;
    QString model;
    QString providerName; // who answered, without the model ("OpenAI", "custom endpoint", "Replay: <title>")
    // What answered, as the window's provider picker names it: "preset:<id>" or "scenario:<file>" ("" when unknown,
    // e.g. older files); opening the session selects it again.
    QString providerId;
    QStringList endpoints; // every endpoint the session's requests went to, in order of first use ("" for a replay)
    WireApi api = WireApi::ChatCompletions; // the provider's wire format (older files: Chat Completions)
    bool replay = false;
    QDateTime created = QDateTime::currentDateTimeUtc();
    QList<TranscriptEvent> events;
    StateMap state;
    QList<RequestRecord> requests;
    int turn = -1; // current user turn, -1 before the first

    // Applies a delta (only the effective changes) and records it; returns the recorded changes.
    StateDelta applyDelta(const StateDelta &delta, const QString &reason);
    int append(const TranscriptEvent &event); // sets turn/time when unset; returns the index
    // The session as it was just before the user message at `userEvent` was sent: later events dropped, the state
    // replayed from the remaining deltas, requests of that turn and later dropped, `turn` set back. nullopt when
    // `userEvent` is not a user message.
    std::optional<Session> truncatedBefore(int userEvent) const;
    // The newest request of the conversation itself (re-sent branches are beside it), nullptr when none.
    const RequestRecord *lastMainRequest() const;
    // The models the requests were sent for, in order of first use (the header's model when there are none).
    QStringList models() const;
    // Index of the last user message, -1 when none.
    int lastUserEvent() const;
    // Digest of the last catalog published into the history (Kind::Catalog), empty when none.
    QByteArray publishedCatalogDigest() const;
    // What became of a notice (Kind::Notice): a failure; a retry still waiting; or a retry whose request then
    // succeeded (the chat, the Markdown and the HTML export show it neutral, not as an error).
    enum class NoticeOutcome { Error, Retrying, Recovered };
    NoticeOutcome noticeOutcome(const TranscriptEvent &notice) const;

    // JSON Lines: a header line, one line per event, per request, and the final state. `secrets` (API keys) are
    // replaced by [REDACTED] everywhere, as are Bearer tokens and sk-... keys.
    QByteArray toJsonLines(const QStringList &secrets = {}) const;
    bool save(const QString &path, const QStringList &secrets, QString *error) const; // atomic (QSaveFile), mode 0600
    static std::optional<Session> fromJsonLines(const QByteArray &data, QString *error);
    static std::optional<Session> load(const QString &path, QString *error);
};

} // namespace sw
