#pragma once
// The body of the wire-format decoder fuzzers (fuzz_anthropic, fuzz_responses, fuzz_gemini): the first byte picks a
// read size, the rest is an SSE byte stream fed through SseParser into the format's StreamDecoder; then the response is
// checked.
#include "wire/sseparser.h"
#include "wire/wireformat.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdlib>

namespace sw::fuzz {

inline int decodeStream(WireApi api, const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const qsizetype step = 1 + data[0] % 64;
    const QByteArrayView input(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const std::unique_ptr<StreamDecoder> decoder = wireFormat(api).decoder();
    SseParser parser;
    QList<QByteArray> events;
    bool failed = false;
    auto run = [&] {
        for (const QByteArray &event : events) {
            if (failed)
                break;
            StreamDelta delta;
            ProviderError error;
            if (!decoder->apply(event, &delta, &error)) {
                if (error.message.isEmpty())
                    std::abort(); // a failure always carries a message
                failed = true;
            }
            for (const ToolCallDelta &t : delta.toolCalls) {
                if (t.index < 0)
                    std::abort();
            }
        }
        events.clear();
    };
    for (qsizetype i = 0; i < input.size(); i += step) {
        parser.feed(input.sliced(i, qMin(step, input.size() - i)), events);
        run();
    }
    events = parser.finish();
    run();
    const ChatResponse response = decoder->response();
    for (const ProviderBlock &b : response.providerBlocks) {
        if (b.api != api || !QJsonDocument::fromJson(b.json).isObject())
            std::abort(); // what goes back to the provider is always one JSON object of its own format
    }
    (void)decoder->isComplete();
    return 0;
}

} // namespace sw::fuzz
