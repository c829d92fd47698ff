// Byte-pair merge loops over a RankTable: a flat O(n^2) scan for short pieces (no allocation after warm-up)
// and an O(n log n) heap for long ones (1 MB lines without spaces).
#include "tokens/bytepairmerge.h"

#include <algorithm>
#include <limits>
#include <queue>

namespace sw {

namespace {
constexpr uint32_t NoMerge = std::numeric_limits<uint32_t>::max();
constexpr size_t FlatLimit = 128;

uint32_t pairRank(const RankTable &ranks, const uint8_t *piece, size_t from, size_t to)
{
    const int r = ranks.rank(piece + from, to - from);
    return r == RankTable::NoRank ? NoMerge : uint32_t(r);
}

void mergeFlat(const RankTable &ranks, const uint8_t *piece, size_t n, std::vector<MergedToken> &out)
{
    struct Part
    {
        uint32_t start;
        uint32_t pair; // rank of this part joined with the next one
        int token; // rank of this part
    };
    Part parts[FlatLimit + 1];
    size_t count = n;
    for (size_t i = 0; i < n; ++i)
        parts[i]
            = Part { uint32_t(i), i + 1 < n ? pairRank(ranks, piece, i, i + 2) : NoMerge, ranks.byteRank(piece[i]) };
    parts[n] = Part { uint32_t(n), NoMerge, 0 };
    for (;;) {
        uint32_t best = NoMerge;
        size_t at = 0;
        for (size_t i = 0; i + 1 < count; ++i) {
            if (parts[i].pair < best) {
                best = parts[i].pair;
                at = i;
            }
        }
        if (best == NoMerge)
            break;
        parts[at].token = int(best);
        std::copy(parts + at + 2, parts + count + 1, parts + at + 1);
        --count;
        parts[at].pair = at + 1 < count ? pairRank(ranks, piece, parts[at].start, parts[at + 2].start) : NoMerge;
        if (at > 0)
            parts[at - 1].pair = pairRank(ranks, piece, parts[at - 1].start, parts[at + 1].start);
    }
    out.clear();
    for (size_t i = 0; i < count; ++i)
        out.push_back(MergedToken { parts[i].token, parts[i].start, parts[i + 1].start - parts[i].start });
}

void mergeHeap(const RankTable &ranks, const uint8_t *piece, size_t n, std::vector<MergedToken> &out)
{
    // Node i is the part starting at byte i while alive; next/prev link the live parts.
    std::vector<uint32_t> next(n), prev(n), pair(n);
    std::vector<int> token(n);
    std::vector<bool> alive(n, true);
    using Entry = std::pair<uint32_t, uint32_t>; // pair rank, node (leftmost first on ties)
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
    for (size_t i = 0; i < n; ++i) {
        next[i] = uint32_t(i + 1);
        prev[i] = i == 0 ? NoMerge : uint32_t(i - 1);
        token[i] = ranks.byteRank(piece[i]);
        pair[i] = i + 1 < n ? pairRank(ranks, piece, i, i + 2) : NoMerge;
        if (pair[i] != NoMerge)
            heap.emplace(pair[i], uint32_t(i));
    }
    auto endOf = [&](uint32_t node) { return next[node] < n ? size_t(next[node]) : n; };
    while (!heap.empty()) {
        const auto [rank, node] = heap.top();
        heap.pop();
        if (!alive[node] || pair[node] != rank)
            continue;
        const uint32_t right = next[node];
        alive[right] = false;
        token[node] = int(rank);
        next[node] = next[right];
        if (next[node] < n)
            prev[next[node]] = node;
        pair[node] = next[node] < n ? pairRank(ranks, piece, node, endOf(next[node])) : NoMerge;
        if (pair[node] != NoMerge)
            heap.emplace(pair[node], node);
        if (prev[node] != NoMerge) {
            const uint32_t left = prev[node];
            pair[left] = pairRank(ranks, piece, left, endOf(node));
            if (pair[left] != NoMerge)
                heap.emplace(pair[left], left);
        }
    }
    out.clear();
    for (size_t i = 0; i < n; i = next[i])
        out.push_back(MergedToken { token[i], uint32_t(i), uint32_t(endOf(uint32_t(i)) - i) });
}
} // namespace

void mergePiece(const RankTable &ranks, const uint8_t *piece, size_t length, std::vector<MergedToken> &out)
{
    if (length <= FlatLimit)
        mergeFlat(ranks, piece, length, out);
    else
        mergeHeap(ranks, piece, length, out);
}

} // namespace sw
