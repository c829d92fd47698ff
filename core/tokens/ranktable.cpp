// Parsing of `.tiktoken` rank files into the open-addressing table of RankTable.
#include "tokens/ranktable.h"

#include <QObject>

namespace sw {

namespace {
int base64Value(uint8_t c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return -1;
}

// Appends the decoded bytes of a standard base64 field to out; false when malformed.
bool decodeBase64(const uint8_t *p, size_t n, std::vector<uint8_t> &out)
{
    uint32_t acc = 0;
    int bits = 0;
    size_t i = 0;
    for (; i < n && p[i] != '='; ++i) {
        const int v = base64Value(p[i]);
        if (v < 0)
            return false;
        acc = (acc << 6) | uint32_t(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(uint8_t(acc >> bits));
        }
    }
    for (; i < n; ++i) {
        if (p[i] != '=')
            return false;
    }
    return true;
}
} // namespace

bool RankTable::load(QByteArrayView fileContents, QString *problem)
{
    const auto *data = reinterpret_cast<const uint8_t *>(fileContents.data());
    const size_t size = size_t(fileContents.size());
    m_arena.clear();
    m_arena.reserve(size);
    std::vector<std::pair<uint32_t, uint32_t>> spans; // offset, length by line
    std::vector<int> ranks;
    size_t pos = 0;
    int lineNumber = 0;
    while (pos < size) {
        size_t end = pos;
        while (end < size && data[end] != '\n')
            ++end;
        ++lineNumber;
        size_t lineEnd = end;
        if (lineEnd > pos && data[lineEnd - 1] == '\r')
            --lineEnd;
        if (lineEnd > pos) {
            size_t space = pos;
            while (space < lineEnd && data[space] != ' ')
                ++space;
            if (space == lineEnd || space == pos) {
                *problem = QObject::tr("line %1: expected '<base64> <rank>'").arg(lineNumber);
                return false;
            }
            const size_t offset = m_arena.size();
            if (!decodeBase64(data + pos, space - pos, m_arena) || m_arena.size() == offset) {
                *problem = QObject::tr("line %1: malformed base64 token").arg(lineNumber);
                return false;
            }
            long long rank = 0;
            size_t digits = 0;
            for (size_t i = space + 1; i < lineEnd; ++i, ++digits) {
                if (data[i] < '0' || data[i] > '9' || rank > 100000000) {
                    *problem = QObject::tr("line %1: malformed rank").arg(lineNumber);
                    return false;
                }
                rank = rank * 10 + (data[i] - '0');
            }
            if (digits == 0) {
                *problem = QObject::tr("line %1: missing rank").arg(lineNumber);
                return false;
            }
            spans.emplace_back(uint32_t(offset), uint32_t(m_arena.size() - offset));
            ranks.push_back(int(rank));
        }
        pos = end + 1;
    }
    if (spans.empty()) {
        *problem = QObject::tr("the rank file is empty");
        return false;
    }
    int maxRank = 0;
    for (int r : ranks)
        maxRank = std::max(maxRank, r);
    m_offsets.assign(size_t(maxRank) + 1, 0);
    m_lengths.assign(size_t(maxRank) + 1, 0);
    size_t capacity = 1;
    while (capacity < spans.size() * 2)
        capacity <<= 1;
    m_slots.assign(capacity, Slot {});
    m_mask = capacity - 1;
    for (size_t i = 0; i < spans.size(); ++i) {
        const int r = ranks[i];
        if (m_lengths[r] != 0) {
            *problem = QObject::tr("rank %1 appears twice").arg(r);
            return false;
        }
        m_offsets[r] = spans[i].first;
        m_lengths[r] = spans[i].second;
        const uint8_t *bytes = m_arena.data() + spans[i].first;
        if (rank(bytes, spans[i].second) != NoRank) {
            *problem = QObject::tr("token of rank %1 appears twice").arg(r);
            return false;
        }
        const uint64_t h = hashBytes(bytes, spans[i].second);
        size_t slot = size_t(h) & m_mask;
        while (m_slots[slot].tag != 0)
            slot = (slot + 1) & m_mask;
        m_slots[slot] = Slot { uint32_t(h >> 32) | 1u, uint32_t(r), spans[i].first, spans[i].second };
    }
    for (int b = 0; b < 256; ++b) {
        const uint8_t byte = uint8_t(b);
        m_byteRanks[b] = rank(&byte, 1);
        if (m_byteRanks[b] == NoRank) {
            *problem = QObject::tr("byte 0x%1 has no rank").arg(b, 2, 16, QLatin1Char('0'));
            return false;
        }
    }
    if (m_lengths.size() >= (size_t(1) << 20)) {
        *problem = QObject::tr("too many ranks (%1)").arg(m_lengths.size());
        return false;
    }
    return true;
}

} // namespace sw
