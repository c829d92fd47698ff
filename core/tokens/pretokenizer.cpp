// Pre-tokenizer entry point.
#include "tokens/pretokenizer.h"

#include "tokens/regexsplitter.h"

namespace sw {

void forEachPiece(
    Encoding encoding, const uint8_t *text, size_t length, const std::function<void(size_t, size_t)> &onPiece)
{
    static const RegexSplitter o200k(Encoding::O200kBase);
    static const RegexSplitter cl100k(Encoding::Cl100kBase);
    const RegexSplitter &splitter = encoding == Encoding::O200kBase ? o200k : cl100k;
    for (const auto &[start, size] :
        splitter.split(QByteArrayView(reinterpret_cast<const char *>(text), qsizetype(length))))
        onPiece(start, size);
}

} // namespace sw
