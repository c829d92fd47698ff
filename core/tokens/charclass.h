#pragma once
// Character classes the pre-tokenizer regexes test, per code point, from a two-stage table built once from
// Qt's Unicode data, plus UTF-8 decoding that turns each byte of an invalid sequence into an "other" character.
#include <cstddef>
#include <cstdint>

namespace sw::charclass {

enum : uint8_t {
    Upper = 1, // o200k [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]
    Lower = 2, // o200k [\p{Ll}\p{Lm}\p{Lo}\p{M}]
    Letter = 4, // \p{L}
    Number = 8, // \p{N}
    Space = 16, // \s: Unicode White_Space (as Rust's regex, which tiktoken uses)
    Newline = 32, // \r or \n
    Mark = 64, // \p{M}
};

// Flags of every code point (0 for "other": punctuation, symbols, controls, unassigned, invalid bytes).
struct Table
{
    uint8_t ascii[128];
    const uint16_t *blocks; // code point >> 8 -> block index
    const uint8_t *flags; // block index * 256 + (code point & 255) -> flags
};
const Table &table();

struct Char
{
    uint8_t flags;
    uint8_t length; // bytes
};

// The character at text[pos] (pos < length).
inline Char decode(const Table &t, const uint8_t *text, size_t length, size_t pos)
{
    const uint8_t b0 = text[pos];
    if (b0 < 0x80)
        return { t.ascii[b0], 1 };
    const size_t left = length - pos;
    uint32_t cp;
    uint8_t size;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        if (left < 2 || (text[pos + 1] & 0xC0) != 0x80)
            return { 0, 1 };
        cp = (uint32_t(b0 & 0x1F) << 6) | (text[pos + 1] & 0x3F);
        size = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        if (left < 3 || (text[pos + 1] & 0xC0) != 0x80 || (text[pos + 2] & 0xC0) != 0x80)
            return { 0, 1 };
        cp = (uint32_t(b0 & 0x0F) << 12) | (uint32_t(text[pos + 1] & 0x3F) << 6) | (text[pos + 2] & 0x3F);
        if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))
            return { 0, 1 };
        size = 3;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        if (left < 4 || (text[pos + 1] & 0xC0) != 0x80 || (text[pos + 2] & 0xC0) != 0x80
            || (text[pos + 3] & 0xC0) != 0x80)
            return { 0, 1 };
        cp = (uint32_t(b0 & 0x07) << 18) | (uint32_t(text[pos + 1] & 0x3F) << 12)
            | (uint32_t(text[pos + 2] & 0x3F) << 6) | (text[pos + 3] & 0x3F);
        if (cp < 0x10000 || cp > 0x10FFFF)
            return { 0, 1 };
        size = 4;
    } else {
        return { 0, 1 };
    }
    return { t.flags[size_t(t.blocks[cp >> 8]) * 256 + (cp & 0xFF)], size };
}

} // namespace sw::charclass
