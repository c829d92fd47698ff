// fuzz_gemini: SseParser + GeminiStreamDecoder over arbitrary bytes (tests/fuzz/wirefuzz.h).
#include "../wirefuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return sw::fuzz::decodeStream(sw::WireApi::Gemini, data, size);
}
