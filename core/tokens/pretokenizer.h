#pragma once
// The pre-tokenizer: splits UTF-8 text into the pieces the BPE merge runs on, exactly as the o200k_base /
// cl100k_base regexes of PROTOCOL.md section 7 do.
#include "tokens/tokenizer.h"

#include <cstddef>
#include <cstdint>
#include <functional>

namespace sw {

// Calls onPiece(start, length) for every piece, in order; the pieces cover the whole text.
void forEachPiece(
    Encoding encoding, const uint8_t *text, size_t length, const std::function<void(size_t, size_t)> &onPiece);

} // namespace sw
