// BodyStore: bodies as (base, shared prefix and suffix, own bytes between), keyframes, materializing by walking back.
#include "bodystore.h"

#include <QHashFunctions>
#include <QMutexLocker>

#include <algorithm>
#include <cstring>

namespace sw {

namespace {

constexpr qsizetype kBlock = 256;

// How many bytes from the start a and b have in common, within n: blocks by memcmp, then byte by byte.
qsizetype sameFromStart(const char *a, const char *b, qsizetype n)
{
    qsizetype i = 0;
    while (i + kBlock <= n && std::memcmp(a + i, b + i, kBlock) == 0)
        i += kBlock;
    while (i < n && a[i] == b[i])
        ++i;
    return i;
}

// How many bytes from the end (a + n and b + n backwards) a and b have in common, within n.
qsizetype sameFromEnd(const char *a, const char *b, qsizetype n)
{
    qsizetype i = 0;
    while (i + kBlock <= n && std::memcmp(a + n - i - kBlock, b + n - i - kBlock, kBlock) == 0)
        i += kBlock;
    while (i < n && a[n - i - 1] == b[n - i - 1])
        ++i;
    return i;
}

} // namespace

void BodyStore::piecesOf(Id id, qsizetype from, qsizetype to, std::vector<Piece> *pieces) const
{
    if (from >= to)
        return;
    const Entry &e = m_entries[size_t(id)];
    if (e.base < 0) {
        pieces->push_back({ e.own + from, to - from });
        return;
    }
    const qsizetype ownEnd = e.size - e.suffix;
    if (from < e.prefix) // the shared prefix: the base's same bytes
        piecesOf(e.base, from, std::min(to, e.prefix), pieces);
    const qsizetype lo = std::max(from, e.prefix);
    const qsizetype hi = std::min(to, ownEnd);
    if (lo < hi)
        pieces->push_back({ e.own + (lo - e.prefix), hi - lo });
    if (to > ownEnd) { // the shared suffix: the base's last bytes
        const qsizetype shift = m_entries[size_t(e.base)].size - e.size;
        piecesOf(e.base, std::max(from, ownEnd) + shift, to + shift, pieces);
    }
}

std::pair<qsizetype, qsizetype> BodyStore::shared(Id id, QByteArrayView body) const
{
    const qsizetype size = m_entries[size_t(id)].size;
    const qsizetype most = std::min(size, body.size());
    std::vector<Piece> pieces;
    piecesOf(id, 0, size, &pieces);
    qsizetype prefix = 0;
    for (const Piece &p : pieces) {
        const qsizetype n = std::min(p.length, most - prefix);
        const qsizetype same = sameFromStart(p.data, body.data() + prefix, n);
        prefix += same;
        if (same < p.length || prefix == most)
            break;
    }
    qsizetype suffix = 0;
    for (auto p = pieces.rbegin(); p != pieces.rend() && prefix + suffix < most; ++p) {
        const qsizetype n = std::min(p->length, most - prefix - suffix);
        const qsizetype same = sameFromEnd(p->data + p->length - n, body.data() + body.size() - suffix - n, n);
        suffix += same;
        if (same < n)
            break;
    }
    return { prefix, suffix };
}

const char *BodyStore::keep(const char *data, qsizetype length)
{
    if (length == 0)
        return nullptr;
    if (length > kChunkBytes / 2) { // a large own part gets a block of its own
        m_blocks.push_back(std::make_unique_for_overwrite<char[]>(size_t(length)));
        std::memcpy(m_blocks.back().get(), data, size_t(length));
        return m_blocks.back().get();
    }
    if (m_chunks.empty() || kChunkBytes - m_chunkUsed < length) {
        // for_overwrite: the chunk's pages are not touched (nor resident) until bytes are written into them.
        m_chunks.push_back(std::make_unique_for_overwrite<char[]>(size_t(kChunkBytes)));
        m_chunkUsed = 0;
    }
    char *at = m_chunks.back().get() + m_chunkUsed;
    std::memcpy(at, data, size_t(length));
    m_chunkUsed += length;
    return at;
}

BodyStore::Id BodyStore::add(QByteArrayView body)
{
    const size_t hash = qHash(body, 0);
    QMutexLocker locker(&m_lock);
    const Id id = Id(m_entries.size());
    m_total += body.size();
    // A body identical to one stored: the same entry again (its bytes are not kept twice).
    for (auto it = m_byHash.constFind(hash); it != m_byHash.constEnd() && it.key() == hash; ++it) {
        const Entry same = m_entries[size_t(*it)];
        if (same.size == body.size() && shared(*it, body).first == body.size()) {
            m_entries.push_back(same);
            return id;
        }
    }
    Entry e;
    e.size = body.size();
    // The base: of the recent bodies whose chain may grow by one, and the last keyframe, the one that shares the most
    // (the shallower one of two that share as much).
    qsizetype best = 0;
    Id bestBase = -1;
    std::pair<qsizetype, qsizetype> bestShared;
    const Id firstRecent = std::max<Id>(0, id - kCandidates);
    auto consider = [&](Id c) {
        const int depth = m_entries[size_t(c)].depth;
        if (depth >= kMaxDepth)
            return;
        const std::pair<qsizetype, qsizetype> common = shared(c, body);
        const qsizetype both = common.first + common.second;
        if (both > best || (both == best && bestBase >= 0 && depth < m_entries[size_t(bestBase)].depth)) {
            best = both;
            bestBase = c;
            bestShared = common;
        }
    };
    for (Id c = id - 1; c >= firstRecent; --c)
        consider(c);
    if (m_lastKeyframe >= 0 && m_lastKeyframe < firstRecent)
        consider(m_lastKeyframe);
    if (bestBase >= 0 && (best >= kMinShared || (best == body.size() && best > 0))) {
        e.base = bestBase;
        e.prefix = bestShared.first;
        e.suffix = bestShared.second;
        e.depth = m_entries[size_t(bestBase)].depth + 1;
    } else {
        m_lastKeyframe = id;
    }
    const qsizetype own = e.size - e.prefix - e.suffix;
    e.own = keep(body.data() + e.prefix, own);
    m_stored += own;
    m_entries.push_back(e);
    m_byHash.insert(hash, id);
    return id;
}

QByteArray BodyStore::materialize(Id id) const
{
    QMutexLocker locker(&m_lock);
    if (id < 0 || size_t(id) >= m_entries.size())
        return {};
    const qsizetype size = m_entries[size_t(id)].size;
    if (size == 0)
        return QByteArray("", 0); // empty, not null: as the body was
    std::vector<Piece> pieces;
    piecesOf(id, 0, size, &pieces);
    QByteArray out(size, Qt::Uninitialized);
    char *at = out.data();
    for (const Piece &p : pieces) {
        std::memcpy(at, p.data, size_t(p.length));
        at += p.length;
    }
    return out;
}

qsizetype BodyStore::size(Id id) const
{
    QMutexLocker locker(&m_lock);
    return id >= 0 && size_t(id) < m_entries.size() ? m_entries[size_t(id)].size : 0;
}

int BodyStore::depth(Id id) const
{
    QMutexLocker locker(&m_lock);
    return id >= 0 && size_t(id) < m_entries.size() ? m_entries[size_t(id)].depth : 0;
}

qsizetype BodyStore::sharedWithBase(Id id) const
{
    QMutexLocker locker(&m_lock);
    if (id < 0 || size_t(id) >= m_entries.size())
        return 0;
    const Entry &e = m_entries[size_t(id)];
    return e.prefix + e.suffix;
}

int BodyStore::count() const
{
    QMutexLocker locker(&m_lock);
    return int(m_entries.size());
}

qint64 BodyStore::storedBytes() const
{
    QMutexLocker locker(&m_lock);
    return m_stored;
}

qint64 BodyStore::totalBytes() const
{
    QMutexLocker locker(&m_lock);
    return m_total;
}

} // namespace sw
