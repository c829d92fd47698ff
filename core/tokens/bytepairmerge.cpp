// Byte-pair merge loops over a RankTable, with a per-thread cache of (token, token) -> merged token: a flat scan for
// short pieces and an O(n log n) heap over a linked list for long ones (CJK runs, 1 MB lines without spaces).
#include "tokens/bytepairmerge.h"

#include <algorithm>
#include <limits>

namespace sw {

namespace {
constexpr uint32_t NoMerge = std::numeric_limits<uint32_t>::max();
constexpr size_t FlatLimit = 48;

// Rank of the part (token left, bytes from..) joined with the next part (token right, bytes ..to).
uint32_t pairRank(
    const RankTable &ranks, MergeCache &cache, const uint8_t *piece, int left, int right, size_t from, size_t to)
{
    const uint64_t key = (uint64_t(uint32_t(left)) << 20) | uint64_t(uint32_t(right));
    uint64_t &entry = cache.pairs[(key * 0x9E3779B97F4A7C15ull) >> (64 - MergeCache::Bits)];
    if ((entry >> 20) != key) {
        const int r = ranks.rank(piece + from, to - from);
        entry = (key << 20) | uint64_t(r + 1);
    }
    const uint32_t merged = uint32_t(entry & 0xFFFFF);
    return merged == 0 ? NoMerge : merged - 1;
}

void mergeFlat(const RankTable &ranks, const uint8_t *piece, size_t n, std::vector<MergedToken> &out, MergeCache &cache)
{
    uint32_t start[FlatLimit + 1];
    int token[FlatLimit];
    uint32_t pair[FlatLimit]; // merged rank of part i with part i + 1
    for (size_t i = 0; i < n; ++i) {
        start[i] = uint32_t(i);
        token[i] = ranks.byteRank(piece[i]);
    }
    start[n] = uint32_t(n);
    for (size_t i = 0; i + 1 < n; ++i)
        pair[i] = pairRank(ranks, cache, piece, token[i], token[i + 1], i, i + 2);
    pair[n - 1] = NoMerge;
    size_t count = n;
    for (;;) {
        uint32_t best = NoMerge;
        size_t at = 0;
        for (size_t i = 0; i + 1 < count; ++i) {
            if (pair[i] < best) {
                best = pair[i];
                at = i;
            }
        }
        if (best == NoMerge)
            break;
        token[at] = int(best);
        --count;
        for (size_t i = at + 1; i < count; ++i) {
            start[i] = start[i + 1];
            token[i] = token[i + 1];
            pair[i] = pair[i + 1];
        }
        start[count] = uint32_t(n);
        pair[at] = at + 1 < count ? pairRank(ranks, cache, piece, token[at], token[at + 1], start[at], start[at + 2])
                                  : NoMerge;
        if (at > 0)
            pair[at - 1] = pairRank(ranks, cache, piece, token[at - 1], token[at], start[at - 1], start[at + 1]);
    }
    out.clear();
    for (size_t i = 0; i < count; ++i)
        out.push_back(MergedToken { token[i], start[i], start[i + 1] - start[i] });
}

void mergeHeap(const RankTable &ranks, const uint8_t *piece, size_t n, std::vector<MergedToken> &out, MergeCache &cache)
{
    MergeCache &s = cache;
    // Node i is the part starting at byte i while alive (pair[i] != dead); next/prev link the live parts.
    constexpr uint32_t Dead = NoMerge - 1;
    s.next.resize(n);
    s.prev.resize(n);
    s.pair.resize(n);
    s.token.resize(n);
    s.heap.clear();
    for (size_t i = 0; i < n; ++i) {
        s.next[i] = uint32_t(i + 1);
        s.prev[i] = i == 0 ? NoMerge : uint32_t(i - 1);
        s.token[i] = ranks.byteRank(piece[i]);
    }
    const auto greater = std::greater<uint64_t>();
    auto endOf = [&](uint32_t node) { return std::min<size_t>(s.next[node], n); };
    for (size_t i = 0; i + 1 < n; ++i) {
        s.pair[i] = pairRank(ranks, cache, piece, s.token[i], s.token[i + 1], i, i + 2);
        if (s.pair[i] != NoMerge)
            s.heap.push_back((uint64_t(s.pair[i]) << 32) | i);
    }
    s.pair[n - 1] = NoMerge;
    std::make_heap(s.heap.begin(), s.heap.end(), greater);
    auto push = [&](uint32_t node) {
        if (s.pair[node] == NoMerge)
            return;
        s.heap.push_back((uint64_t(s.pair[node]) << 32) | node);
        std::push_heap(s.heap.begin(), s.heap.end(), greater);
    };
    while (!s.heap.empty()) {
        std::pop_heap(s.heap.begin(), s.heap.end(), greater);
        const uint64_t entry = s.heap.back();
        s.heap.pop_back();
        const uint32_t node = uint32_t(entry);
        const uint32_t rank = uint32_t(entry >> 32);
        if (s.pair[node] != rank) // stale: the node died or its pair changed since
            continue;
        const uint32_t right = s.next[node];
        s.pair[right] = Dead;
        s.token[node] = int(rank);
        s.next[node] = s.next[right];
        const bool hasNext = s.next[node] < n;
        if (hasNext)
            s.prev[s.next[node]] = node;
        s.pair[node] = hasNext
            ? pairRank(ranks, cache, piece, s.token[node], s.token[s.next[node]], node, endOf(s.next[node]))
            : NoMerge;
        push(node);
        if (s.prev[node] != NoMerge) {
            const uint32_t left = s.prev[node];
            s.pair[left] = pairRank(ranks, cache, piece, s.token[left], s.token[node], left, endOf(node));
            push(left);
        }
    }
    out.clear();
    for (size_t i = 0; i < n; i = s.next[i])
        out.push_back(MergedToken { s.token[i], uint32_t(i), uint32_t(std::min<size_t>(s.next[i], n) - i) });
}
} // namespace

void mergePiece(
    const RankTable &ranks, const uint8_t *piece, size_t length, std::vector<MergedToken> &out, MergeCache &cache)
{
    if (length <= FlatLimit)
        mergeFlat(ranks, piece, length, out, cache);
    else
        mergeHeap(ranks, piece, length, out, cache);
}

} // namespace sw
