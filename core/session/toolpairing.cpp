// Tool call pairing: one forward pass over the transcript.
#include "toolpairing.h"

namespace sw {

namespace {

using K = TranscriptEvent::Kind;

// The open answer: its event and which of its calls are still unanswered.
struct OpenAnswer
{
    int event = -1;
    QList<bool> answered;

    // The call `result` answers: the first unanswered one with its id, else the first unanswered one.
    int take(const TranscriptEvent &answer, const TranscriptEvent &result)
    {
        int chosen = -1;
        for (int i = 0; i < answered.size(); ++i) {
            if (!answered.at(i) && answer.toolCalls.at(i).id == result.toolCallId) {
                chosen = i;
                break;
            }
        }
        for (int i = 0; chosen < 0 && i < answered.size(); ++i) {
            if (!answered.at(i))
                chosen = i;
        }
        if (chosen >= 0)
            answered[chosen] = true;
        return chosen;
    }
};

qint64 key(int event, int call)
{
    return (qint64(event) << 32) | quint32(call);
}

// Walks events [from, to): calls f(resultEvent, ref) for every tool result.
template<typename F> void walk(const QList<TranscriptEvent> &events, int from, int to, F &&f)
{
    OpenAnswer open;
    for (int i = from; i < to; ++i) {
        const TranscriptEvent &e = events.at(i);
        if (e.kind == K::User) {
            open = {};
        } else if (e.kind == K::Assistant) {
            open = {};
            if (!e.toolCalls.isEmpty()) {
                open.event = i;
                open.answered = QList<bool>(e.toolCalls.size(), false);
            }
        } else if (e.kind == K::ToolResult) {
            const int call = open.event >= 0 ? open.take(events.at(open.event), e) : -1;
            f(i, call >= 0 ? ToolCallRef { open.event, call } : ToolCallRef {});
        }
    }
}

} // namespace

ToolPairing::ToolPairing(const QList<TranscriptEvent> &events)
{
    walk(events, 0, int(events.size()), [this](int result, const ToolCallRef &ref) {
        if (!ref.isValid())
            return;
        m_callOf.insert(result, ref);
        m_resultOf.insert(key(ref.event, ref.call), result);
    });
}

int ToolPairing::resultFor(int event, int call) const
{
    return m_resultOf.value(key(event, call), -1);
}

ToolCallRef ToolPairing::callFor(int resultEvent) const
{
    return m_callOf.value(resultEvent);
}

ToolCallRef ToolPairing::pairResult(const QList<TranscriptEvent> &events, int resultEvent)
{
    if (resultEvent < 0 || resultEvent >= events.size() || events.at(resultEvent).kind != K::ToolResult)
        return {};
    int from = resultEvent;
    while (from > 0 && events.at(from).kind != K::Assistant && events.at(from).kind != K::User)
        --from;
    ToolCallRef found;
    walk(events, from, resultEvent + 1, [&](int result, const ToolCallRef &ref) {
        if (result == resultEvent)
            found = ref;
    });
    return found;
}

} // namespace sw
