// Loading of the shared tokenizers (data search, sha256 check) and the encode/count/decode entry points.
#include "tokens/tokenizer.h"

#include "common/datapaths.h"
#include "tokens/bytepairmerge.h"
#include "tokens/pretokenizer.h"
#include "tokens/ranktable.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QObject>

#include <array>
#include <bit>
#include <cstring>
#include <mutex>

namespace sw {

namespace {
struct EncodingFacts
{
    Encoding encoding;
    const char *name;
    const char *sha256;
};
constexpr std::array<EncodingFacts, 2> encodingFacts { {
    { Encoding::O200kBase, "o200k_base", "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d" },
    { Encoding::Cl100kBase, "cl100k_base", "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7" },
} };

const EncodingFacts &factsOf(Encoding encoding)
{
    return encoding == Encoding::O200kBase ? encodingFacts[0] : encodingFacts[1];
}

// Merge results of recent pieces that are not whole tokens (identifiers, rare words, CJK runs), per thread
// and encoding: a direct-mapped table, so repeated pieces skip the merge loop. Tokenizers of one encoding
// share it safely: their rank data is identical (sha256-checked).
struct PieceCache
{
    static constexpr size_t Slots = 8192;
    static constexpr size_t MaxPiece = 256;
    struct Slot
    {
        uint64_t hash = 0;
        std::vector<uint8_t> bytes;
        std::vector<MergedToken> tokens;
    };
    std::vector<Slot> entries = std::vector<Slot>(Slots);
    std::vector<MergedToken> scratch;
    MergeCache merge;

    // Whole-token lookups of short pieces (most pieces: " the", "ing", "{"), in front of the multi-megabyte rank
    // table: bytes packed into a word -> rank or NoRank.
    static constexpr int ShortBits = 14;
    struct ShortPiece
    {
        uint64_t word = 0;
        uint32_t length = 0; // 0 = empty
        int rank = RankTable::NoRank;
    };
    std::vector<ShortPiece> shortPieces = std::vector<ShortPiece>(size_t(1) << ShortBits);
    // available: bytes readable from piece on (the rest of the text), so a whole word can be loaded.
    int wholeRank(const RankTable &ranks, const uint8_t *piece, size_t length, size_t available)
    {
        if (length > 8)
            return ranks.rank(piece, length);
        uint64_t word = 0;
        if (std::endian::native == std::endian::little && available >= 8) {
            std::memcpy(&word, piece, 8);
            word &= length == 8 ? ~uint64_t(0) : (uint64_t(1) << (8 * length)) - 1; // little-endian: low bytes
        } else {
            std::memcpy(&word, piece, length);
        }
        ShortPiece &entry = shortPieces[((word + length) * 0x9E3779B97F4A7C15ull) >> (64 - ShortBits)];
        if (entry.word != word || entry.length != length)
            entry = ShortPiece { word, uint32_t(length), ranks.rank(piece, length) };
        return entry.rank;
    }
};

PieceCache &pieceCache(Encoding encoding)
{
    thread_local std::unique_ptr<PieceCache> caches[2];
    auto &cache = caches[encoding == Encoding::O200kBase ? 0 : 1];
    if (!cache)
        cache = std::make_unique<PieceCache>();
    return *cache;
}
} // namespace

QString encodingName(Encoding encoding)
{
    return QString::fromLatin1(factsOf(encoding).name);
}

Encoding encodingFromName(const QString &name, bool *ok)
{
    for (const auto &facts : encodingFacts) {
        if (name == QLatin1String(facts.name)) {
            if (ok)
                *ok = true;
            return facts.encoding;
        }
    }
    if (ok)
        *ok = false;
    return Encoding::O200kBase;
}

QStringList encodingNames()
{
    QStringList names;
    for (const auto &facts : encodingFacts)
        names << QString::fromLatin1(facts.name);
    return names;
}

Tokenizer::Tokenizer(Encoding encoding)
    : m_encoding(encoding)
{ }

Tokenizer::~Tokenizer() = default;

QStringList Tokenizer::dataSearchPath()
{
    QStringList path;
    // An explicit SW_TOKENIZER_DATA_DIR is the only place looked at (so a wrong one shows, and tests can use it).
    const QString env = qEnvironmentVariable("SW_TOKENIZER_DATA_DIR");
    if (!env.isEmpty())
        return { QDir::cleanPath(env) };
    for (const QString &candidate : dataDirectoryCandidates(DataKind::Tokenizers)) {
        if (!path.contains(candidate))
            path << candidate;
    }
    return path;
}

std::shared_ptr<const Tokenizer> Tokenizer::fromRankFile(Encoding encoding, const QString &path)
{
    std::shared_ptr<Tokenizer> tokenizer(new Tokenizer(encoding));
    const EncodingFacts &facts = factsOf(encoding);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        tokenizer->m_dataProblem = QObject::tr("%1: %2").arg(path, file.errorString());
        return tokenizer;
    }
    const QByteArray contents = file.readAll();
    const QByteArray digest = QCryptographicHash::hash(contents, QCryptographicHash::Sha256).toHex();
    if (digest != facts.sha256) {
        tokenizer->m_dataProblem = QObject::tr("%1: sha256 %2 is not the expected %3 of %4")
                                       .arg(path, QString::fromLatin1(digest), QString::fromLatin1(facts.sha256),
                                           QString::fromLatin1(facts.name));
        return tokenizer;
    }
    auto ranks = std::make_unique<RankTable>();
    QString problem;
    if (!ranks->load(contents, &problem)) {
        tokenizer->m_dataProblem = QObject::tr("%1: %2").arg(path, problem);
        return tokenizer;
    }
    tokenizer->m_ranks = std::move(ranks);
    tokenizer->m_dataFile = path;
    return tokenizer;
}

std::shared_ptr<const Tokenizer> Tokenizer::forEncoding(Encoding encoding)
{
    static std::once_flag once[2];
    static std::shared_ptr<const Tokenizer> shared[2];
    const int index = encoding == Encoding::O200kBase ? 0 : 1;
    std::call_once(once[index], [encoding, index] {
        const QString fileName = QString::fromLatin1(factsOf(encoding).name) + QStringLiteral(".tiktoken");
        QStringList problems;
        for (const QString &dir : dataSearchPath()) {
            const QString path = QDir(dir).filePath(fileName);
            if (!QFile::exists(path)) {
                problems << QObject::tr("%1: not found").arg(path);
                continue;
            }
            auto tokenizer = fromRankFile(encoding, path);
            if (tokenizer->isExact()) {
                shared[index] = tokenizer;
                return;
            }
            problems << tokenizer->dataProblem();
        }
        std::shared_ptr<Tokenizer> estimating(new Tokenizer(encoding));
        estimating->m_dataProblem = QObject::tr("no valid %1 rank file, token counts are estimates (%2)")
                                        .arg(fileName, problems.join(QStringLiteral("; ")));
        shared[index] = estimating;
    });
    return shared[index];
}

int Tokenizer::vocabularySize() const
{
    return m_ranks ? m_ranks->size() : 0;
}

template<typename Sink> void Tokenizer::encodePieces(QByteArrayView utf8, Sink &&sink) const
{
    const RankTable &ranks = *m_ranks;
    const auto *text = reinterpret_cast<const uint8_t *>(utf8.data());
    PieceCache &cache = pieceCache(m_encoding);
    forEachPiece(m_encoding, text, size_t(utf8.size()), [&](size_t start, size_t length) {
        const uint8_t *piece = text + start;
        const int whole = cache.wholeRank(ranks, piece, length, size_t(utf8.size()) - start);
        if (whole != RankTable::NoRank) {
            sink(whole, start, length);
            return;
        }
        if (length > PieceCache::MaxPiece) {
            mergePiece(ranks, piece, length, cache.scratch, cache.merge);
            for (const MergedToken &token : cache.scratch)
                sink(token.rank, start + token.start, size_t(token.length));
            return;
        }
        const uint64_t hash = RankTable::hashBytes(piece, length);
        PieceCache::Slot &slot = cache.entries[hash & (PieceCache::Slots - 1)];
        if (slot.hash != hash || slot.bytes.size() != length || std::memcmp(slot.bytes.data(), piece, length) != 0) {
            slot.hash = hash;
            slot.bytes.assign(piece, piece + length);
            mergePiece(ranks, piece, length, slot.tokens, cache.merge);
        }
        for (const MergedToken &token : slot.tokens)
            sink(token.rank, start + token.start, size_t(token.length));
    });
}

int Tokenizer::count(QByteArrayView utf8) const
{
    if (!m_ranks)
        return estimateTokens(utf8);
    qsizetype total = 0;
    encodePieces(utf8, [&total](int, size_t, size_t) { ++total; });
    return int(total);
}

QList<int> Tokenizer::encode(QByteArrayView utf8) const
{
    QList<int> ids;
    if (!m_ranks)
        return ids;
    ids.reserve(utf8.size() / 4 + 1);
    encodePieces(utf8, [&ids](int id, size_t, size_t) { ids.append(id); });
    return ids;
}

QList<TokenPiece> Tokenizer::encodeWithOffsets(QByteArrayView utf8) const
{
    QList<TokenPiece> pieces;
    if (!m_ranks) {
        forEachPiece(m_encoding, reinterpret_cast<const uint8_t *>(utf8.data()), size_t(utf8.size()),
            [&pieces](size_t start, size_t length) {
                pieces.append(TokenPiece { -1, int(start), int(length) });
            });
        return pieces;
    }
    encodePieces(utf8, [&pieces](int id, size_t start, size_t length) {
        pieces.append(TokenPiece { id, int(start), int(length) });
    });
    return pieces;
}

QByteArray Tokenizer::decode(const QList<int> &ids) const
{
    QByteArray bytes;
    if (!m_ranks)
        return bytes;
    for (int id : ids)
        bytes.append(m_ranks->bytes(id));
    return bytes;
}

QByteArray Tokenizer::tokenBytes(int id) const
{
    return m_ranks ? m_ranks->bytes(id).toByteArray() : QByteArray();
}

int countTokens(const QString &text, Encoding encoding)
{
    return Tokenizer::forEncoding(encoding)->count(text.toUtf8());
}

QString tokenCountLabel(int count, bool exact)
{
    return exact ? QString::number(count) : QStringLiteral("\u2248") + QString::number(count);
}

} // namespace sw
