#pragma once
// Exact OpenAI BPE tokenizers (o200k_base, cl100k_base) over UTF-8 bytes, plus a labelled estimate when the
// rank data is missing. Tokenizers are immutable after loading: every const member is safe from many threads.
#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace sw {

enum class Encoding { O200kBase, Cl100kBase };

// "o200k_base" / "cl100k_base".
QString encodingName(Encoding encoding);
// Parses an encoding name (as printed by encodingName()); sets *ok to false and returns O200kBase when unknown.
Encoding encodingFromName(const QString &name, bool *ok = nullptr);
QStringList encodingNames();

// One token of a text: its id and the bytes of the UTF-8 input it covers. A token may cover part of a
// multi-byte character (its bytes then do not decode on their own). id is -1 for estimated pieces.
struct TokenPiece
{
    int id = -1;
    int byteStart = 0;
    int byteLength = 0;
    friend bool operator==(const TokenPiece &, const TokenPiece &) = default;
};

class RankTable;

class Tokenizer
{
public:
    // The shared tokenizer of an encoding, loaded once on first use (thread-safe). Rank data
    // (<encoding>.tiktoken) is looked up in $SW_TOKENIZER_DATA_DIR alone when that is set, otherwise in the
    // folders of sw::dataDirectoryCandidates(DataKind::Tokenizers) ($SW_DATA_DIR/tokenizers, the installed
    // share/skill-workbench/tokenizers, the build's SW_TOKENIZER_DATA_DIR); the file's sha256 must match
    // PROTOCOL.md. Without valid data the tokenizer estimates (isExact() == false, dataProblem() says why).
    static std::shared_ptr<const Tokenizer> forEncoding(Encoding encoding);
    // A tokenizer loaded from one given rank file (not shared, not cached); used by tests and tools.
    static std::shared_ptr<const Tokenizer> fromRankFile(Encoding encoding, const QString &path);
    // The rank-file folders forEncoding() searches, in order.
    static QStringList dataSearchPath();

    ~Tokenizer();

    Encoding encoding() const { return m_encoding; }
    // false when rank data is missing or corrupt: counts are then a heuristic estimate, to be shown as "≈N".
    bool isExact() const { return m_ranks != nullptr; }
    // The rank file in use, or empty when estimating.
    QString dataFile() const { return m_dataFile; }
    // Why the tokenizer is not exact (which files were tried and what was wrong); empty when exact.
    QString dataProblem() const { return m_dataProblem; }
    // Number of ordinary tokens (ids 0..vocabularySize()-1); 0 when estimating.
    int vocabularySize() const;

    // Token count of UTF-8 text, exactly as tiktoken's encode_ordinary (special-token text counts as ordinary
    // text). Invalid UTF-8 never fails: each byte of an invalid sequence is scanned like U+FFFD (a symbol)
    // but keeps its own byte, so decode(encode(x)) == x holds for any bytes.
    int count(QByteArrayView utf8) const;
    // Token ids; empty when estimating.
    QList<int> encode(QByteArrayView utf8) const;
    // Token ids with the byte range each covers (for a token view); when estimating, the pre-tokenizer pieces
    // with id -1.
    QList<TokenPiece> encodeWithOffsets(QByteArrayView utf8) const;
    // Concatenated bytes of the ids; unknown ids are skipped.
    QByteArray decode(const QList<int> &ids) const;
    // The bytes of one token (empty for an unknown id).
    QByteArray tokenBytes(int id) const;

private:
    explicit Tokenizer(Encoding encoding);
    template<typename Sink> void encodePieces(QByteArrayView utf8, Sink &&sink) const;

    Encoding m_encoding;
    std::unique_ptr<RankTable> m_ranks;
    QString m_dataFile;
    QString m_dataProblem;
};

// Token count of a text with the shared tokenizer of an encoding (exact, or the estimate when data is missing).
// Goes through QString::toUtf8(), which keeps every U+FEFF.
int countTokens(const QString &text, Encoding encoding = Encoding::O200kBase);

// Heuristic token estimate for model families without a public tokenizer (Claude, Gemini, DeepSeek, ...) and
// the fallback when rank data is missing: pre-tokenizer pieces, ASCII words by length, other scripts per
// character. Always to be labelled as an estimate.
int estimateTokens(QByteArrayView utf8);

// "1234" when exact, "≈1234" when estimated.
QString tokenCountLabel(int count, bool exact);

} // namespace sw
