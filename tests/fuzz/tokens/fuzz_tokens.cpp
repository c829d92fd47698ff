// libFuzzer target: for any bytes, both tokenizers round-trip (decode(encode(x)) == x), count() agrees with
// encode(), and the offsets of encodeWithOffsets() tile the input.
#include "tokens/tokenizer.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    for (sw::Encoding encoding : { sw::Encoding::O200kBase, sw::Encoding::Cl100kBase }) {
        const auto tokenizer = sw::Tokenizer::forEncoding(encoding);
        if (!tokenizer->isExact())
            std::abort(); // the fuzz build must find the rank data
        const QList<int> ids = tokenizer->encode(input);
        if (tokenizer->decode(ids) != input || tokenizer->count(input) != ids.size())
            std::abort();
        int next = 0;
        const QList<sw::TokenPiece> pieces = tokenizer->encodeWithOffsets(input);
        for (const sw::TokenPiece &piece : pieces) {
            if (piece.byteStart != next || piece.byteLength <= 0)
                std::abort();
            next += piece.byteLength;
        }
        if (next != qsizetype(size) || pieces.size() != ids.size())
            std::abort();
    }
    return 0;
}
