#pragma once
// The pre-tokenizer: splits UTF-8 text into the pieces the BPE merge runs on, exactly as the o200k_base /
// cl100k_base regexes of PROTOCOL.md section 7 (run by tiktoken) do, by a hand-written scanner over bytes.
// Each byte of an invalid UTF-8 sequence is scanned as one "other" character (like U+FFFD, a symbol).
#include "tokens/charclass.h"
#include "tokens/tokenizer.h"

namespace sw {

// End of the piece that starts at pos (pos < length).
size_t o200kPieceEnd(const charclass::Table &table, const uint8_t *text, size_t length, size_t pos);
size_t cl100kPieceEnd(const charclass::Table &table, const uint8_t *text, size_t length, size_t pos);

// Calls onPiece(start, length) for every piece, in order; the pieces cover the whole text.
template<typename OnPiece> void forEachPiece(Encoding encoding, const uint8_t *text, size_t length, OnPiece &&onPiece)
{
    const charclass::Table &table = charclass::table();
    const auto pieceEnd = encoding == Encoding::O200kBase ? o200kPieceEnd : cl100kPieceEnd;
    for (size_t pos = 0; pos < length;) {
        const size_t end = pieceEnd(table, text, length, pos);
        onPiece(pos, end - pos);
        pos = end;
    }
}

} // namespace sw
