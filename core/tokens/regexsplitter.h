#pragma once
// The pre-tokenizer regexes of PROTOCOL.md section 7 run by PCRE2 (JIT, UTF + UCP): the reference the
// hand-written scanner is tested against. Invalid UTF-8 sequences are reported as their own pieces.
#include "tokens/tokenizer.h"

#include <utility>
#include <vector>

namespace sw {

class RegexSplitter
{
public:
    explicit RegexSplitter(Encoding encoding);
    ~RegexSplitter();
    RegexSplitter(const RegexSplitter &) = delete;
    RegexSplitter &operator=(const RegexSplitter &) = delete;

    static QByteArray pattern(Encoding encoding);
    // (start, length) of every piece, covering the whole input.
    std::vector<std::pair<size_t, size_t>> split(QByteArrayView utf8) const;

private:
    struct Compiled;
    Compiled *m_compiled;
};

} // namespace sw
