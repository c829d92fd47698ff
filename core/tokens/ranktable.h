#pragma once
// The BPE vocabulary of one encoding: token bytes <-> rank, loaded from a `.tiktoken` file
// (`<base64 bytes> <rank>` per line). Lookups by byte span never allocate.
#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <cstdint>
#include <cstring>
#include <vector>

namespace sw {

class RankTable
{
public:
    static constexpr int NoRank = -1;

    // Parses the contents of a rank file; returns false with a message when it is malformed.
    bool load(QByteArrayView fileContents, QString *problem);

    int size() const { return int(m_lengths.size()); }
    // Rank of a byte sequence, or NoRank.
    int rank(const uint8_t *bytes, size_t length) const
    {
        const uint64_t h = hashBytes(bytes, length);
        const uint32_t tag = uint32_t(h >> 32) | 1u;
        for (size_t i = size_t(h) & m_mask;; i = (i + 1) & m_mask) {
            const Slot &slot = m_slots[i];
            if (slot.tag == 0)
                return NoRank;
            if (slot.tag == tag && slot.length == length && sameBytes(m_arena.data() + slot.offset, bytes, length))
                return int(slot.rank);
        }
    }
    // Bytes of a rank (empty view for an unknown rank).
    QByteArrayView bytes(int rank) const
    {
        if (rank < 0 || rank >= size() || m_lengths[rank] == 0)
            return {};
        return QByteArrayView(reinterpret_cast<const char *>(m_arena.data()) + m_offsets[rank], m_lengths[rank]);
    }
    // Rank of each single byte (every byte has one in these vocabularies).
    int byteRank(uint8_t byte) const { return m_byteRanks[byte]; }

    static bool sameBytes(const uint8_t *a, const uint8_t *b, size_t n)
    {
        if (n >= 4 && n <= 8) { // two overlapping words, no call
            uint32_t a0, a1, b0, b1;
            std::memcpy(&a0, a, 4);
            std::memcpy(&b0, b, 4);
            std::memcpy(&a1, a + n - 4, 4);
            std::memcpy(&b1, b + n - 4, 4);
            return a0 == b0 && a1 == b1;
        }
        if (n < 4) {
            for (size_t i = 0; i < n; ++i) {
                if (a[i] != b[i])
                    return false;
            }
            return true;
        }
        return std::memcmp(a, b, n) == 0;
    }

    static uint64_t hashBytes(const uint8_t *p, size_t n)
    {
        constexpr uint64_t k1 = 0x9E3779B97F4A7C15ull;
        constexpr uint64_t k2 = 0xBF58476D1CE4E5B9ull;
        uint64_t h = k1 ^ (uint64_t(n) * k2);
        while (n >= 8) {
            uint64_t v;
            std::memcpy(&v, p, 8);
            h = (h ^ v) * k2;
            h ^= h >> 29;
            p += 8;
            n -= 8;
        }
        if (n > 0) {
            uint64_t v = 0;
            std::memcpy(&v, p, n);
            h = (h ^ v) * k2;
        }
        h ^= h >> 32;
        h *= k1;
        h ^= h >> 29;
        return h;
    }

private:
    struct Slot
    {
        uint32_t tag = 0; // high hash bits | 1; 0 = empty
        uint32_t rank = 0;
        uint32_t offset = 0; // of the bytes in m_arena
        uint32_t length = 0;
    };
    std::vector<uint8_t> m_arena;
    std::vector<uint32_t> m_offsets; // by rank
    std::vector<uint32_t> m_lengths; // by rank; 0 = unused rank
    std::vector<Slot> m_slots;
    size_t m_mask = 0;
    int m_byteRanks[256] = {};
};

} // namespace sw
