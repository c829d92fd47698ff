// The heuristic token estimate: used for model families without a public tokenizer and when rank data is missing.
#include "tokens/pretokenizer.h"
#include "tokens/tokenizer.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {
// Decodes one UTF-8 sequence at text[pos]; invalid bytes count as one U+FFFD each.
char32_t decodeAt(const uint8_t *text, size_t length, size_t &pos)
{
    const uint8_t b = text[pos];
    int extra = b >= 0xF0 && b < 0xF5 ? 3 : b >= 0xE0 ? 2 : b >= 0xC2 ? 1 : 0;
    if (b < 0x80 || extra == 0 || b >= 0xF5) {
        ++pos;
        return b < 0x80 ? b : 0xFFFD;
    }
    if (pos + size_t(extra) >= length) {
        ++pos;
        return 0xFFFD;
    }
    char32_t cp = b & (0x3F >> extra);
    for (int i = 1; i <= extra; ++i) {
        const uint8_t c = text[pos + size_t(i)];
        if ((c & 0xC0) != 0x80) {
            ++pos;
            return 0xFFFD;
        }
        cp = (cp << 6) | (c & 0x3F);
    }
    pos += size_t(extra) + 1;
    return cp;
}
} // namespace

int estimateTokens(QByteArrayView utf8)
{
    const auto *text = reinterpret_cast<const uint8_t *>(utf8.data());
    const size_t length = size_t(utf8.size());
    double total = 0;
    forEachPiece(Encoding::O200kBase, text, length, [&](size_t start, size_t size) {
        bool ascii = true;
        for (size_t i = start; i < start + size && ascii; ++i)
            ascii = text[i] < 0x80;
        if (ascii) {
            // Common words are one token; longer identifiers and symbol runs split every ~5 bytes.
            total += 1 + double(size > 6 ? (size - 2) / 5 : 0);
            return;
        }
        double piece = 0;
        for (size_t pos = start; pos < start + size;) {
            const char32_t cp = decodeAt(text, start + size, pos);
            piece += cp < 0x80 ? 0.25 : cp < 0x2E80 ? 0.5 : cp < 0x1F000 ? 1.0 : 1.5;
        }
        total += std::max(1.0, piece);
    });
    return int(std::lround(total));
}

} // namespace sw
