// Hand-written scanners equivalent to the o200k_base and cl100k_base pre-tokenizer regexes (leftmost-first
// alternation with backtracking, worked out per alternative below); tst_tokens checks them against PCRE2.
#include "tokens/pretokenizer.h"

namespace sw {

using namespace charclass;

namespace {
constexpr uint8_t NotQ = Space | Letter | Number; // [^\s\p{L}\p{N}] is "none of these"
constexpr uint8_t NotPrefix = Letter | Number | Newline; // [^\r\n\p{L}\p{N}]

// (?i:'s|'t|'re|'ve|'m|'ll|'d) at pos: its end, or pos. Case folding also maps U+017F (long s) to s.
size_t contractionEnd(const uint8_t *text, size_t length, size_t pos)
{
    if (pos + 1 >= length || text[pos] != '\'')
        return pos;
    const uint8_t c = text[pos + 1] | 0x20;
    const uint8_t d = pos + 2 < length ? (text[pos + 2] | 0x20) : 0;
    switch (c) {
    case 's':
    case 't':
    case 'm':
    case 'd':
        return pos + 2;
    case 'r':
    case 'v':
        return d == 'e' ? pos + 3 : pos;
    case 'l':
        return d == 'l' ? pos + 3 : pos;
    default:
        break;
    }
    if (text[pos + 1] == 0xC5 && pos + 2 < length && text[pos + 2] == 0xBF)
        return pos + 3;
    return pos;
}

// [^\s\p{L}\p{N}]+[\r\n]* (cl100k) or [^\s\p{L}\p{N}]+[\r\n/]* (o200k: slashes after the newlines too) from
// pos (the first character is known to qualify).
template<bool withSlash> size_t symbolRunEnd(const Table &t, const uint8_t *text, size_t length, size_t pos)
{
    while (pos < length) {
        const Char c = decode(t, text, length, pos);
        if (c.flags & NotQ)
            break;
        pos += c.length;
    }
    while (pos < length && (text[pos] == '\r' || text[pos] == '\n' || (withSlash && text[pos] == '/')))
        ++pos;
    return pos;
}

// \s*[\r\n]+ | \s+(?!\S) | \s+ at a whitespace character.
size_t whitespaceEnd(const Table &t, const uint8_t *text, size_t length, size_t pos)
{
    const size_t start = pos;
    size_t lastStart = pos;
    size_t afterNewline = 0;
    while (pos < length) {
        const Char c = decode(t, text, length, pos);
        if (!(c.flags & Space))
            break;
        lastStart = pos;
        pos += c.length;
        if (c.flags & Newline)
            afterNewline = pos;
    }
    if (afterNewline != 0)
        return afterNewline; // \s* backs off to the last newline, [\r\n]+ takes it
    if (pos == length || lastStart == start)
        return pos; // (?!\S) holds at the end; a single space before a non-space is \s+
    return lastStart; // \s+ backs off one character so that (?!\S) sees whitespace
}

// \p{N}{1,3}
size_t numberEnd(const Table &t, const uint8_t *text, size_t length, size_t pos)
{
    for (int i = 0; i < 3 && pos < length; ++i) {
        const Char c = decode(t, text, length, pos);
        if (!(c.flags & Number))
            break;
        pos += c.length;
    }
    return pos;
}

// o200k letter alternatives from pos, without the prefix:
//   alt1 = U*W+ (U = [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}], W = [\p{Ll}\p{Lm}\p{Lo}\p{M}]); 0 when it cannot match.
//   alt2 = U+W* ; only meaningful when alt1 fails (then W* is empty); 0 when it cannot match.
struct LetterMatch
{
    size_t alt1 = 0;
    size_t alt2 = 0;
};
LetterMatch o200kLetters(const Table &t, const uint8_t *text, size_t length, size_t pos)
{
    const size_t start = pos;
    size_t afterLastLower = 0; // end of the last U character that is also in W
    while (pos < length) {
        const Char c = decode(t, text, length, pos);
        if (!(c.flags & Upper)) {
            if (c.flags & Lower) { // \p{Ll}: W+ takes it and every following W character
                pos += c.length;
                while (pos < length) {
                    const Char d = decode(t, text, length, pos);
                    if (!(d.flags & Lower))
                        break;
                    pos += d.length;
                }
                return { pos, 0 };
            }
            break;
        }
        pos += c.length;
        if (c.flags & Lower)
            afterLastLower = pos;
    }
    // U* backs off to the last character W+ can take (W+ then stops: what follows is U but not W).
    if (afterLastLower != 0)
        return { afterLastLower, 0 };
    return { 0, pos > start ? pos : 0 };
}

// \p{L}+
size_t letterRunEnd(const Table &t, const uint8_t *text, size_t length, size_t pos)
{
    while (pos < length) {
        const Char c = decode(t, text, length, pos);
        if (!(c.flags & Letter))
            break;
        pos += c.length;
    }
    return pos;
}
} // namespace

size_t o200kPieceEnd(const Table &t, const uint8_t *text, size_t length, size_t pos)
{
    const Char c = decode(t, text, length, pos);
    const size_t next = pos + c.length;
    // Alternatives 1 and 2: [^\r\n\p{L}\p{N}]?U*W+C? and [^\r\n\p{L}\p{N}]?U+W*C?.
    if (c.flags & Letter) {
        const LetterMatch m = o200kLetters(t, text, length, pos);
        return contractionEnd(text, length, m.alt1 ? m.alt1 : m.alt2);
    }
    if (!(c.flags & NotPrefix)) {
        const LetterMatch m = o200kLetters(t, text, length, next);
        if (m.alt1)
            return contractionEnd(text, length, m.alt1);
        if (c.flags & Mark) // without the optional prefix the mark itself starts U*W+, which then matches
            return contractionEnd(text, length, o200kLetters(t, text, length, pos).alt1);
        if (m.alt2)
            return contractionEnd(text, length, m.alt2);
    }
    // Alternative 3: \p{N}{1,3}
    if (c.flags & Number)
        return numberEnd(t, text, length, pos);
    // Alternative 4: ' '?[^\s\p{L}\p{N}]+[\r\n/]*
    if (!(c.flags & NotQ))
        return symbolRunEnd<true>(t, text, length, pos);
    if (text[pos] == ' ' && next < length && !(decode(t, text, length, next).flags & NotQ))
        return symbolRunEnd<true>(t, text, length, next);
    // Alternatives 5-7.
    return whitespaceEnd(t, text, length, pos);
}

size_t cl100kPieceEnd(const Table &t, const uint8_t *text, size_t length, size_t pos)
{
    // Alternative 1: (?i:'s|'t|'re|'ve|'m|'ll|'d)
    const size_t contraction = contractionEnd(text, length, pos);
    if (contraction != pos)
        return contraction;
    const Char c = decode(t, text, length, pos);
    const size_t next = pos + c.length;
    // Alternative 2: [^\r\n\p{L}\p{N}]?\p{L}+
    if (c.flags & Letter)
        return letterRunEnd(t, text, length, next);
    if (!(c.flags & NotPrefix) && next < length && (decode(t, text, length, next).flags & Letter))
        return letterRunEnd(t, text, length, next);
    // Alternative 3: \p{N}{1,3}
    if (c.flags & Number)
        return numberEnd(t, text, length, pos);
    // Alternative 4: ' '?[^\s\p{L}\p{N}]+[\r\n]*
    if (!(c.flags & NotQ))
        return symbolRunEnd<false>(t, text, length, pos);
    if (text[pos] == ' ' && next < length && !(decode(t, text, length, next).flags & NotQ))
        return symbolRunEnd<false>(t, text, length, next);
    // Alternatives 5-7: \s*[\r\n]+ | \s+(?!\S) | \s+
    return whitespaceEnd(t, text, length, pos);
}

} // namespace sw
