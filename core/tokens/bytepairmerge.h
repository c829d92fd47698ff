#pragma once
// The BPE merge of one pre-tokenized piece: repeatedly merge the adjacent pair whose concatenation has the
// lowest rank (leftmost on ties), as tiktoken does. Short pieces use a flat scan, long ones a heap.
#include "tokens/ranktable.h"

#include <algorithm>
#include <iterator>
#include <vector>

namespace sw {

struct MergedToken
{
    int rank;
    uint32_t start; // offset in the piece
    uint32_t length;
};

// Per-thread state of the merge loops for one encoding: a direct-mapped cache (token, token) -> merged rank
// in front of the rank table (megabytes, so each lookup there is a cache miss; the pairs of a script repeat
// and this table stays in L2), and the heap's scratch vectors.
struct MergeCache
{
    static constexpr int Bits = 14;
    MergeCache() { std::fill(std::begin(pairs), std::end(pairs), ~uint64_t(0)); }
    uint64_t pairs[size_t(1) << Bits]; // (left << 40) | (right << 20) | (merged + 1), merged + 1 == 0: none
    std::vector<uint32_t> next, prev, pair;
    std::vector<int> token;
    std::vector<uint64_t> heap;
};

// Replaces out with the tokens of piece (length >= 1), in order. The cache must only ever be used with rank
// tables of one encoding.
void mergePiece(
    const RankTable &ranks, const uint8_t *piece, size_t length, std::vector<MergedToken> &out, MergeCache &cache);

} // namespace sw
