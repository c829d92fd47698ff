#pragma once
// Tool call pairing: which tool result answers which tool call, by their order in the transcript. Call ids do not
// identify a call: some OpenAI-compatible servers send `call_1` in every turn (or twice in one answer). The loop
// runs an answer's calls one after another and records each result right after, so the results that follow an
// assistant event answer its calls in order; an id match among that answer's unanswered calls wins over the
// position (a result can never answer a call of an earlier answer). Every view and export pairs through here.
#include "session/session.h"

#include <QHash>
#include <QList>

namespace sw {

struct ToolCallRef
{
    int event = -1; // the assistant event
    int call = -1; // index in its toolCalls
    bool isValid() const { return event >= 0 && call >= 0; }
    friend bool operator==(const ToolCallRef &, const ToolCallRef &) = default;
};

class ToolPairing
{
public:
    ToolPairing() = default;
    explicit ToolPairing(const QList<TranscriptEvent> &events);

    // The result event answering call `call` of assistant event `event`; -1 when it has none (yet).
    int resultFor(int event, int call) const;
    // The call a tool result event answers; invalid for an orphan result (or when `resultEvent` is no result).
    ToolCallRef callFor(int resultEvent) const;

    // The call the result at `resultEvent` answers, looking only at events before it (live views: the result is
    // the newest event and the pairing of the earlier ones is known).
    static ToolCallRef pairResult(const QList<TranscriptEvent> &events, int resultEvent);

private:
    QHash<int, ToolCallRef> m_callOf; // result event -> call
    QHash<qint64, int> m_resultOf; // (event << 32 | call) -> result event
};

} // namespace sw
