// PCRE2 implementation of the o200k/cl100k pre-tokenizer patterns.
#include "tokens/regexsplitter.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

namespace sw {

struct RegexSplitter::Compiled
{
    pcre2_code *code = nullptr;
};

QByteArray RegexSplitter::pattern(Encoding encoding)
{
    if (encoding == Encoding::O200kBase) {
        return QByteArrayLiteral(
            R"([^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?)"
            R"(|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?)"
            R"(|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+)");
    }
    return QByteArrayLiteral(R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3})"
                             R"(| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)");
}

RegexSplitter::RegexSplitter(Encoding encoding)
    : m_compiled(new Compiled)
{
    const QByteArray p = pattern(encoding);
    int error = 0;
    PCRE2_SIZE offset = 0;
    m_compiled->code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(p.constData()), PCRE2_SIZE(p.size()),
        PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF, &error, &offset, nullptr);
    if (m_compiled->code)
        pcre2_jit_compile(m_compiled->code, PCRE2_JIT_COMPLETE);
}

RegexSplitter::~RegexSplitter()
{
    if (m_compiled->code)
        pcre2_code_free(m_compiled->code);
    delete m_compiled;
}

std::vector<std::pair<size_t, size_t>> RegexSplitter::split(QByteArrayView utf8) const
{
    std::vector<std::pair<size_t, size_t>> pieces;
    const auto *subject = reinterpret_cast<PCRE2_SPTR>(utf8.data());
    const size_t length = size_t(utf8.size());
    pcre2_match_data *match = pcre2_match_data_create_from_pattern(m_compiled->code, nullptr);
    size_t pos = 0;
    while (pos < length) {
        const int rc = pcre2_match(m_compiled->code, subject, length, pos, 0, match, nullptr);
        if (rc < 0) {
            pieces.emplace_back(pos, length - pos);
            break;
        }
        const PCRE2_SIZE *ovector = pcre2_get_ovector_pointer(match);
        if (ovector[0] > pos)
            pieces.emplace_back(pos, ovector[0] - pos);
        if (ovector[1] == ovector[0]) { // cannot happen with these patterns; avoid looping forever
            pieces.emplace_back(ovector[0], length - ovector[0]);
            break;
        }
        pieces.emplace_back(ovector[0], ovector[1] - ovector[0]);
        pos = ovector[1];
    }
    pcre2_match_data_free(match);
    return pieces;
}

} // namespace sw
