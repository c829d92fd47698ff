#pragma once
// RequestRecord: one outbound model request as the inspector shows it: the exact JSON bytes (API key never in
// them), the request cut into annotated segments with byte ranges and token counts, why each skill was loaded,
// the response, provider usage, the prefix shared with the previous request, and every transport attempt.
#include "wire/chattypes.h"
#include "wire/segments.h"
#include "wire/transportattempt.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw {

struct LoadedSkillInfo
{
    QString skill;
    QString reason; // "skill_load call_1", "declared", "skill_select_docs call_4"
    QString stateKey; // temp:skill:loaded_by_agent:<agent>/<skill>
    QString docsValue; // the docs key value ("*", JSON array, or "" when absent)
    QString placement; // "system", "tool_result <call id>", "fallback system message", "inline"
};

struct RequestRecord
{
    int index = 0; // 0-based within the session
    int turn = 0; // user turn (0-based)
    int step = 0; // model step within the turn
    QDateTime startedAt;
    QString model;
    WireApi api = WireApi::ChatCompletions; // the format `body` is encoded in
    QByteArray body; // exactly what was sent
    QList<RequestSegment> segments;
    QList<LoadedSkillInfo> loaded;
    QStringList catalogSkills; // the skills the request's catalog lists (empty: no catalog in it)
    QStringList enumSkills; // the names in the skill parameter's `enum` of its tools (empty: no enum sent)
    int eventCount = -1; // transcript events when it was built (what it saw); -1 in older sessions
    int branchOf = -1; // a re-send (AgentLoop::resendRequest): the request it re-sends; its answer changes nothing
    QList<CacheBreakpoint> cacheBreakpoints; // in body order
    int tokens = 0; // sum of segment tokens
    bool tokensExact = true; // false when the tokenizer estimated
    qsizetype sharedPrefixBytes = 0; // with the previous request's body
    int sharedPrefixTokens = -1; // tokens of that shared prefix; -1 for the first request
    // outcome
    bool finished = false;
    bool failed = false;
    ChatResponse response;
    ProviderError error;
    ChatUsage usage; // provider usage, or the workbench's estimate (usage.estimated)
    int attempts = 1; // 1 + retries
    QList<TransportAttempt> transport; // every transport attempt in order (empty for replays and older sessions)
    // First send to the end, retry waits included; time a replay was held before it was released (a presenter's
    // step-through) left out.
    qint64 durationMs = 0;
    bool fromCache = false; // answered from the Trigger Lab's response cache: nothing went over the network
    // Who answered inside a capture endpoint instead of a provider ("scripted model", "cache"); "" for the network.
    QString answeredBy;
    QString clearedAfter; // skills offloaded after this request (once mode), comma-separated

    // The tokens of each segment inside the prefix shared with the previous request (sharedPrefixBytes), on the basis
    // of sharedPrefixTokens: a segment wholly inside counts its tokens, the one the prefix ends in the rest of
    // sharedPrefixTokens. All zero for a first request.
    QList<int> sharedTokensPerSegment() const;

    QJsonObject toJson() const; // for saved sessions and the CLI's JSON output
    static RequestRecord fromJson(const QJsonObject &o);
};

} // namespace sw
