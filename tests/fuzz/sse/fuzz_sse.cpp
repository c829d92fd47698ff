// fuzz_sse: SseParser + ChatStreamAccumulator over arbitrary bytes. The first byte picks a read size; the events
// of the chunked reads must equal the events of one whole read, and every event goes through the accumulator.
#include "wire/chatstream.h"
#include "wire/sseparser.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const qsizetype step = 1 + data[0] % 64;
    const QByteArrayView input(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    sw::SseParser whole;
    QList<QByteArray> expected = whole.feed(input);
    expected += whole.finish();

    sw::SseParser pieces;
    QList<QByteArray> got;
    for (qsizetype i = 0; i < input.size(); i += step)
        pieces.feed(input.sliced(i, qMin(step, input.size() - i)), got);
    got += pieces.finish();
    if (got != expected)
        std::abort();

    sw::ChatStreamAccumulator acc;
    sw::StreamDelta delta;
    sw::ProviderError error;
    for (const QByteArray &event : got) {
        if (!acc.apply(event, &delta, &error) && error.message.isEmpty())
            std::abort(); // a failure always carries a message
    }
    const sw::ChatResponse response = acc.response();
    (void)response;
    return 0;
}
