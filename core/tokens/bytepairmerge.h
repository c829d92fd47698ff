#pragma once
// The BPE merge of one pre-tokenized piece: repeatedly merge the adjacent pair whose concatenation has the
// lowest rank (leftmost on ties), as tiktoken does. Short pieces use a flat scan, long ones a heap.
#include "tokens/ranktable.h"

#include <vector>

namespace sw {

struct MergedToken
{
    int rank;
    uint32_t start; // offset in the piece
    uint32_t length;
};

// Replaces out with the tokens of piece (length >= 1), in order.
void mergePiece(const RankTable &ranks, const uint8_t *piece, size_t length, std::vector<MergedToken> &out);

} // namespace sw
