#pragma once
// Feeds a stream to a wire format's decoder the way the provider does (SseParser over reads cut anywhere, then the
// decoder per event) and collects what the loop would see: the deltas added up, the usages, the response and whether
// the stream ended as the format says it ends. Shared by the decoder tests of every format.
#include "wire/sseparser.h"
#include "wire/wireformat.h"

#include <QList>
#include <QMap>

namespace sw::test {

struct Decoded
{
    bool ok = true;
    ProviderError error;
    QString text;
    QString reasoning;
    QMap<int, ToolCall> calls; // from the deltas, as the loop sees them
    QList<ChatUsage> usages;
    ChatResponse response;
    bool complete = false;
};

inline Decoded decode(WireApi api, const QList<QByteArray> &pieces)
{
    Decoded d;
    const std::unique_ptr<StreamDecoder> decoder = wireFormat(api).decoder();
    SseParser parser;
    QList<QByteArray> events;
    auto run = [&] {
        for (const QByteArray &e : events) {
            if (!d.ok)
                break;
            StreamDelta delta;
            if (!decoder->apply(e, &delta, &d.error)) {
                d.ok = false;
                break;
            }
            d.text += delta.text;
            d.reasoning += delta.reasoning;
            for (const ToolCallDelta &t : delta.toolCalls) {
                ToolCall &c = d.calls[t.index];
                if (!t.id.isEmpty())
                    c.id = t.id;
                if (!t.name.isEmpty())
                    c.name = t.name;
                c.arguments += t.argumentsFragment;
            }
            if (delta.hasUsage)
                d.usages << delta.usage;
        }
        events.clear();
    };
    for (const QByteArray &p : pieces) {
        parser.feed(p, events);
        run();
    }
    events = parser.finish();
    run();
    d.response = decoder->response();
    d.complete = decoder->isComplete();
    return d;
}

} // namespace sw::test
