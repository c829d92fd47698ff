// Tests of core/tokens: exact ids against tiktoken, round trips, invalid UTF-8, missing data, threads.
#include "referencecases.h"
#include "tokens/pretokenizer.h"
#include "tokens/regexsplitter.h"
#include "tokens/tokenizer.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace sw;

Q_DECLARE_METATYPE(sw::Encoding)

namespace {
QList<int> toList(const std::vector<int> &ids)
{
    return QList<int>(ids.begin(), ids.end());
}

// Random text from pieces that stress the pre-tokenizer: scripts, marks, contractions, spaces, digits.
QByteArray randomText(QRandomGenerator &random, int pieces)
{
    static const char *const alphabet[] = {
        "a",
        "Z",
        "hello",
        " world",
        "HTTP",
        "Server",
        "'s",
        "'T",
        "'ll",
        "'",
        " ",
        "  ",
        "\t",
        "\n",
        "\r\n",
        "\r",
        "\xef\xbb\xbf", // U+FEFF
        "\xe3\x80\x80", // U+3000
        "\xc2\xa0", // U+00A0
        "\xe2\x80\xa8", // U+2028
        "\xc2\x85", // U+0085
        "1",
        "42",
        "12345",
        "\xd9\xa3", // ARABIC-INDIC THREE
        "\xc2\xbd", // 1/2
        "\xe4\xb8\xad\xe6\x96\x87", // CJK
        "\xe3\x81\x8b\xe3\x81\xaa", // hiragana
        "\xe3\x82\xab\xe3\x83\x8a", // katakana
        "\xf0\x9f\x91\x8d", // emoji
        "\xf0\x9f\x8f\xbd", // skin tone
        "\xe2\x80\x8d", // ZWJ
        "\xcc\x81", // combining acute (Mn)
        "\xe0\xa4\xbf", // devanagari vowel sign (Mc)
        "\xc7\x85", // Lt
        "\xca\xb0", // Lm
        "\xd0\x9f\xd1\x80", // Cyrillic
        "\xce\xb1",
        "\xce\x91", // Greek
        "!",
        "...",
        "//",
        "/",
        "{",
        "}",
        "(",
        ")",
        "\"",
        "-",
        "_",
        "#",
        "<|endoftext|>",
        "\x01",
        "\x7f",
    };
    constexpr int size = int(sizeof(alphabet) / sizeof(alphabet[0]));
    QByteArray text;
    for (int i = 0; i < pieces; ++i)
        text += alphabet[random.bounded(size)];
    return text;
}
} // namespace

class TokensTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void referenceIds_data();
    void referenceIds();
    void scannerMatchesRegex_data();
    void scannerMatchesRegex();
    void mixedFixtureMatchesTiktoken();
    void names();
    void byteOrderMarkThroughQString();
    void roundTripGeneratedText_data();
    void roundTripGeneratedText();
    void invalidUtf8RoundTrips();
    void megabyteLines();
    void offsetsCoverInput();
    void concurrentUse();
    void missingDataEstimates();
    void corruptDataIsRejected();
    void estimateIsPlausible();
};

void TokensTest::initTestCase()
{
    for (Encoding e : { Encoding::O200kBase, Encoding::Cl100kBase }) {
        const auto tokenizer = Tokenizer::forEncoding(e);
        QVERIFY2(tokenizer->isExact(), qPrintable(tokenizer->dataProblem()));
    }
    QCOMPARE(Tokenizer::forEncoding(Encoding::O200kBase)->vocabularySize(), 199998);
    QCOMPARE(Tokenizer::forEncoding(Encoding::Cl100kBase)->vocabularySize(), 100256);
}

void TokensTest::referenceIds_data()
{
    QTest::addColumn<Encoding>("encoding");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<int>>("ids");
    for (const ReferenceCase &c : referenceCases) {
        const QByteArray text(c.utf8, c.length);
        QTest::addRow("o200k %s", c.name) << Encoding::O200kBase << text << toList(c.o200k);
        QTest::addRow("cl100k %s", c.name) << Encoding::Cl100kBase << text << toList(c.cl100k);
    }
}

void TokensTest::referenceIds()
{
    QFETCH(Encoding, encoding);
    QFETCH(QByteArray, text);
    QFETCH(QList<int>, ids);
    const auto tokenizer = Tokenizer::forEncoding(encoding);
    QCOMPARE(tokenizer->encode(text), ids);
    QCOMPARE(tokenizer->count(text), ids.size());
    QCOMPARE(tokenizer->decode(ids), text);
}

void TokensTest::scannerMatchesRegex_data()
{
    QTest::addColumn<Encoding>("encoding");
    QTest::newRow("o200k") << Encoding::O200kBase;
    QTest::newRow("cl100k") << Encoding::Cl100kBase;
}

// The hand-written scanner against the PROTOCOL.md regexes run by PCRE2 (UTF + UCP), piece by piece, on the
// reference cases and on generated text. (PCRE2's \s also takes U+180E, Rust's does not: not generated.)
void TokensTest::scannerMatchesRegex()
{
    QFETCH(Encoding, encoding);
    const RegexSplitter regex(encoding);
    auto check = [&](const QByteArray &text) {
        std::vector<std::pair<size_t, size_t>> pieces;
        forEachPiece(encoding, reinterpret_cast<const uint8_t *>(text.constData()), size_t(text.size()),
            [&pieces](size_t start, size_t length) { pieces.emplace_back(start, length); });
        const auto expected = regex.split(text);
        if (pieces == expected)
            return true;
        for (size_t i = 0; i < std::min(pieces.size(), expected.size()); ++i) {
            if (pieces[i] != expected[i]) {
                qWarning() << "text" << text.toHex(' ') << "piece" << i << "scanner" << pieces[i].first
                           << pieces[i].second << "regex" << expected[i].first << expected[i].second;
                break;
            }
        }
        return false;
    };
    for (const ReferenceCase &c : referenceCases) {
        const QByteArray text(c.utf8, c.length);
        if (!QByteArray(c.name).startsWith("unicode 1")
            && !text.contains("\xe1\xa0\x8e")) // U+180E, newer Unicode: PCRE2 is the one that differs from tiktoken
            QVERIFY2(check(text), c.name);
    }
    QRandomGenerator random(4242);
    for (int i = 0; i < 20000; ++i)
        QVERIFY(check(randomText(random, 1 + random.bounded(30))));
    // Any code point (the scanner's class table against PCRE2's Unicode tables), mixed with ASCII.
    for (int i = 0; i < 10000; ++i) {
        QString text;
        for (int n = random.bounded(1, 12); n > 0; --n) {
            static const char32_t ranges[][2]
                = { { 0x20, 0x7F }, { 0x80, 0x3000 }, { 0x3000, 0x10000 }, { 0x10000, 0x110000 } };
            const auto &range = ranges[random.bounded(4)];
            char32_t c = char32_t(random.bounded(range[0], range[1]));
            // PCRE2 10.42 knows Unicode 14 (and takes U+180E as \s); the scanner follows tiktoken (Unicode 16).
            if ((c >= 0xD800 && c <= 0xDFFF) || c == 0x180E || c == 0x0295
                || QChar::category(c) == QChar::Other_NotAssigned)
                c = 'x';
            text += QString::fromUcs4(&c, 1);
        }
        QVERIFY(check(text.toUtf8()));
    }
}

// 256 KB of generated mixed-language text: the whole id sequence (count + FNV-1a) against tiktoken's.
void TokensTest::mixedFixtureMatchesTiktoken()
{
    QFile file(QStringLiteral(SW_TEST_DATA_DIR "/mixed.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    auto fnv = [](const QList<int> &ids) {
        quint32 h = 0x811c9dc5u;
        for (int id : ids) {
            for (int k = 0; k < 4; ++k) {
                h ^= (quint32(id) >> (8 * k)) & 0xffu;
                h *= 0x01000193u;
            }
        }
        return h;
    };
    const QList<int> o200k = Tokenizer::forEncoding(Encoding::O200kBase)->encode(text);
    QCOMPARE(o200k.size(), mixedFixture.o200kCount);
    QCOMPARE(fnv(o200k), mixedFixture.o200kHash);
    const QList<int> cl100k = Tokenizer::forEncoding(Encoding::Cl100kBase)->encode(text);
    QCOMPARE(cl100k.size(), mixedFixture.cl100kCount);
    QCOMPARE(fnv(cl100k), mixedFixture.cl100kHash);
}

void TokensTest::names()
{
    bool ok = false;
    QCOMPARE(encodingFromName(QStringLiteral("cl100k_base"), &ok), Encoding::Cl100kBase);
    QVERIFY(ok);
    QCOMPARE(encodingFromName(QStringLiteral("o200k_base"), &ok), Encoding::O200kBase);
    QVERIFY(ok);
    encodingFromName(QStringLiteral("p50k_base"), &ok);
    QVERIFY(!ok);
    QCOMPARE(encodingName(Encoding::Cl100kBase), QStringLiteral("cl100k_base"));
    QCOMPARE(encodingNames(), QStringList({ QStringLiteral("o200k_base"), QStringLiteral("cl100k_base") }));
    QCOMPARE(tokenCountLabel(12, true), QStringLiteral("12"));
    QCOMPARE(tokenCountLabel(12, false), QStringLiteral("\u224812"));
}

void TokensTest::byteOrderMarkThroughQString()
{
    // QString::fromUtf8 drops a leading BOM; a QString that holds one must still count it.
    const QString text = QStringLiteral("\uFEFFhello world");
    QCOMPARE(text.size(), 12);
    const auto tokenizer = Tokenizer::forEncoding(Encoding::O200kBase);
    const QByteArray utf8 = "\xef\xbb\xbfhello world";
    QCOMPARE(countTokens(text), tokenizer->count(utf8));
    QCOMPARE(tokenizer->encode(utf8), QList<int>({ 5574, 24912, 2375 })); // tiktoken: BOM+"hello", " world"
}

void TokensTest::roundTripGeneratedText_data()
{
    QTest::addColumn<Encoding>("encoding");
    QTest::newRow("o200k") << Encoding::O200kBase;
    QTest::newRow("cl100k") << Encoding::Cl100kBase;
}

void TokensTest::roundTripGeneratedText()
{
    QFETCH(Encoding, encoding);
    const auto tokenizer = Tokenizer::forEncoding(encoding);
    QRandomGenerator random(20261129);
    for (int i = 0; i < 3000; ++i) {
        const QByteArray text = randomText(random, 1 + random.bounded(40));
        const QList<int> ids = tokenizer->encode(text);
        QCOMPARE(tokenizer->decode(ids), text);
        QCOMPARE(tokenizer->count(text), ids.size());
    }
}

void TokensTest::invalidUtf8RoundTrips()
{
    const QByteArray cases[] = {
        "\xff",
        "\xc3",
        "a\xc3",
        "\xe4\xb8",
        "\xe4\xb8x",
        "\xf0\x9f\x91",
        "\xed\xa0\x80", // surrogate
        "\xc0\xaf", // overlong
        "\xf4\x90\x80\x80", // above U+10FFFF
        "\x80\x80 abc\xfe\xfe's",
        "hello\xffworld \xff\xff 123\xff",
    };
    QRandomGenerator random(7);
    for (Encoding e : { Encoding::O200kBase, Encoding::Cl100kBase }) {
        const auto tokenizer = Tokenizer::forEncoding(e);
        for (const QByteArray &text : cases)
            QCOMPARE(tokenizer->decode(tokenizer->encode(text)), text);
        for (int i = 0; i < 2000; ++i) {
            QByteArray bytes(random.bounded(1, 64), Qt::Uninitialized);
            for (char &c : bytes)
                c = char(random.bounded(256));
            QCOMPARE(tokenizer->decode(tokenizer->encode(bytes)), bytes);
        }
    }
}

void TokensTest::megabyteLines()
{
    const QByteArray letters = QByteArray("abcdefghij").repeated(100000); // one 1 MB piece
    const QByteArray words = QByteArray("the quick brown fox 1234567 ").repeated(40000);
    const QByteArray spaces = QByteArray(1 << 20, ' ') + "x";
    for (Encoding e : { Encoding::O200kBase, Encoding::Cl100kBase }) {
        const auto tokenizer = Tokenizer::forEncoding(e);
        for (const QByteArray &text : { letters, words, spaces }) {
            const QList<int> ids = tokenizer->encode(text);
            QVERIFY(!ids.isEmpty());
            QCOMPARE(tokenizer->decode(ids), text);
        }
        // Periodic line: each period's trailing space joins the next " the", only the last one stays alone.
        QCOMPARE(tokenizer->count(words), (tokenizer->count("the quick brown fox 1234567 ") - 1) * 40000 + 1);
    }
}

void TokensTest::offsetsCoverInput()
{
    const QByteArray text = "Hello \xe4\xb8\xad\xe6\x96\x87 \xf0\x9f\x91\x8d\xf0\x9f\x8f\xbd 12345!\n";
    const auto tokenizer = Tokenizer::forEncoding(Encoding::O200kBase);
    const QList<TokenPiece> pieces = tokenizer->encodeWithOffsets(text);
    QList<int> ids;
    int next = 0;
    for (const TokenPiece &piece : pieces) {
        QCOMPARE(piece.byteStart, next);
        QCOMPARE(text.mid(piece.byteStart, piece.byteLength), tokenizer->tokenBytes(piece.id));
        next += piece.byteLength;
        ids << piece.id;
    }
    QCOMPARE(next, text.size());
    QCOMPARE(ids, tokenizer->encode(text));
}

void TokensTest::concurrentUse()
{
    QRandomGenerator random(99);
    QList<QByteArray> texts;
    for (int i = 0; i < 200; ++i)
        texts << randomText(random, 200);
    const auto tokenizer = Tokenizer::forEncoding(Encoding::O200kBase);
    QList<int> expected;
    for (const QByteArray &text : texts)
        expected << tokenizer->count(text);
    QList<int> results[4];
    std::vector<std::thread> threads;
    for (auto &result : results) {
        threads.emplace_back([&texts, &result] {
            const auto shared = Tokenizer::forEncoding(Encoding::O200kBase);
            for (const QByteArray &text : texts)
                result << shared->count(text);
        });
    }
    for (auto &thread : threads)
        thread.join();
    for (const auto &result : results)
        QCOMPARE(result, expected);
}

void TokensTest::missingDataEstimates()
{
    QTemporaryDir dir;
    const auto tokenizer
        = Tokenizer::fromRankFile(Encoding::O200kBase, dir.filePath(QStringLiteral("missing.tiktoken")));
    QVERIFY(!tokenizer->isExact());
    QVERIFY(tokenizer->dataProblem().contains(QStringLiteral("missing.tiktoken")));
    QVERIFY(tokenizer->dataFile().isEmpty());
    const QByteArray text = "hello world, this is an estimate";
    QCOMPARE(tokenizer->count(text), estimateTokens(text));
    QVERIFY(tokenizer->encode(text).isEmpty());
    QVERIFY(tokenizer->decode({ 1, 2 }).isEmpty());
    const QList<TokenPiece> pieces = tokenizer->encodeWithOffsets(text);
    QVERIFY(!pieces.isEmpty());
    QCOMPARE(pieces.first(), (TokenPiece { -1, 0, 5 }));
}

void TokensTest::corruptDataIsRejected()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("o200k_base.tiktoken"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("IQ== 0\nIg== 1\n");
    file.close();
    const auto tokenizer = Tokenizer::fromRankFile(Encoding::O200kBase, path);
    QVERIFY(!tokenizer->isExact());
    QVERIFY2(tokenizer->dataProblem().contains(QStringLiteral("sha256")), qPrintable(tokenizer->dataProblem()));
}

void TokensTest::estimateIsPlausible()
{
    // The estimate is a heuristic: check it stays within a factor of two of the exact count on prose, CJK, code.
    const QByteArray texts[] = {
        "The quick brown fox jumps over the lazy dog. It was a bright cold day in April.",
        "\xe4\xb8\xad\xe6\x96\x87\xe5\x88\x86\xe8\xaf\x8d\xe6\xb5\x8b\xe8\xaf\x95\xef\xbc\x8c\xe8\xbf\x99\xe6\x98\xaf",
        "for (int i = 0; i < n; ++i) { total += values[i] * weights[i]; }",
    };
    const auto tokenizer = Tokenizer::forEncoding(Encoding::O200kBase);
    for (const QByteArray &text : texts) {
        const int exact = tokenizer->count(text);
        const int estimate = estimateTokens(text);
        QVERIFY2(estimate * 2 >= exact && estimate <= exact * 2,
            qPrintable(QStringLiteral("exact %1 estimate %2").arg(exact).arg(estimate)));
    }
    QCOMPARE(estimateTokens(""), 0);
}

QTEST_GUILESS_MAIN(TokensTest)
#include "tst_tokens.moc"
