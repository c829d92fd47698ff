#pragma once
// BodyStore: request bodies of a capture, stored once where they repeat (docs/capture.md). Clients resend their
// system prompt, tools and history with every request: a body is mostly an earlier one with something changed or
// added in between (Claude Code sends its growing messages first and the system prompt and tools after them; Codex
// its instructions first and the growing input after). add() keeps a body as (a base body, the length of the prefix
// and of the suffix it shares with that base, its own bytes in between). The base is the one of the last few bodies
// stored, or the last keyframe, that shares the most (Claude Code interleaves requests of different shapes: the main
// loop, titles, quota checks), among those whose chain of bases is shorter than kMaxDepth, so materialize() walks a few
// dozen links at most and copies each byte once; a body identical to any stored one is stored as that one. A body is a
// keyframe, its bytes whole, when no such body shares enough of it. Bodies are never removed: the store goes with the
// last owner of its shared pointer. Thread-safe (one lock): the endpoint's owner thread and the analysis add, anyone
// materializes. The bytes live in chunks of 1 MiB appended to and never freed one by one, so the heap is not left
// with holes the size of bodies.
#include <QByteArray>
#include <QByteArrayView>
#include <QMultiHash>
#include <QMutex>

#include <memory>
#include <vector>

namespace sw {

class BodyStore
{
public:
    using Id = int;
    static constexpr int kCandidates = 8; // recent bodies considered as a base
    static constexpr int kMaxDepth = 64; // links from a body to its keyframe
    static constexpr qsizetype kMinShared = 1024; // a shorter shared prefix makes a keyframe (unless it is all)
    static constexpr qsizetype kChunkBytes = qsizetype(1024) * 1024;

    BodyStore() = default;
    BodyStore(const BodyStore &) = delete;
    BodyStore &operator=(const BodyStore &) = delete;

    Id add(QByteArrayView body);
    // The exact bytes of a stored body; empty for an id never returned by add().
    QByteArray materialize(Id id) const;
    qsizetype size(Id id) const;
    // Links from `id` to its keyframe (0: a keyframe), and the bytes it shares with its base, prefix and suffix
    // together (0 for a keyframe).
    int depth(Id id) const;
    qsizetype sharedWithBase(Id id) const;
    int count() const;
    qint64 storedBytes() const; // the bytes kept for the bodies (their own parts), without bookkeeping
    qint64 totalBytes() const; // the sum of the bodies' sizes

private:
    struct Entry
    {
        Id base = -1; // -1: a keyframe (own holds every byte)
        qsizetype prefix = 0; // bytes [0, prefix) are the base's first ones
        qsizetype suffix = 0; // bytes [size - suffix, size) are the base's last ones
        qsizetype size = 0;
        const char *own = nullptr; // bytes [prefix, size - suffix)
        int depth = 0;
    };
    struct Piece
    {
        const char *data;
        qsizetype length;
    };
    // The pieces of bytes [from, to) of `id`, in order, appended to `pieces`.
    void piecesOf(Id id, qsizetype from, qsizetype to, std::vector<Piece> *pieces) const;
    // The prefix and the suffix `body` shares with `id` (together at most the shorter one's size).
    std::pair<qsizetype, qsizetype> shared(Id id, QByteArrayView body) const;
    const char *keep(const char *data, qsizetype length);

    mutable QMutex m_lock;
    std::vector<Entry> m_entries;
    Id m_lastKeyframe = -1;
    QMultiHash<size_t, Id> m_byHash; // whole-body hash -> entries, to find an identical body
    std::vector<std::unique_ptr<char[]>> m_chunks; // kChunkBytes each, the last one filling
    qsizetype m_chunkUsed = 0;
    std::vector<std::unique_ptr<char[]>> m_blocks; // own parts over half a chunk, one each
    qint64 m_stored = 0;
    qint64 m_total = 0;
};

// A body kept in a BodyStore: what a record holds instead of its bytes. Cheap to copy.
struct StoredBody
{
    std::shared_ptr<const BodyStore> store;
    BodyStore::Id id = -1;

    bool isNull() const { return !store || id < 0; }
    qsizetype size() const { return isNull() ? 0 : store->size(id); }
    QByteArray bytes() const { return isNull() ? QByteArray() : store->materialize(id); }
};

} // namespace sw
