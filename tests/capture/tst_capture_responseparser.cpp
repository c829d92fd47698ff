// HttpResponseParser: the upstream's answers read exactly as sent, in any pieces; Content-Length, chunked and
// close-delimited bodies; answers without a body (HEAD, 204, 304); interim 1xx answers skipped; keep-alive rules;
// malformed answers refused with a reason.
#include "capture/httpresponseparser.h"

#include <QTest>

using namespace sw;

namespace {

struct Recorder : HttpResponseParser::Sink
{
    QList<HttpResponseHead> heads;
    QByteArray body;
    QList<qsizetype> pieces;
    int completed = 0;
    void responseHead(const HttpResponseHead &head) override { heads << head; }
    void responseData(QByteArrayView bytes) override
    {
        body += bytes.toByteArray();
        pieces << bytes.size();
    }
    void responseComplete() override { ++completed; }
};

// Feeds `bytes` in pieces of `piece` bytes; false when the parser refused them.
bool feedInPieces(HttpResponseParser &p, Recorder &r, const QByteArray &bytes, qsizetype piece)
{
    for (qsizetype i = 0; i < bytes.size(); i += piece)
        if (!p.feed(QByteArrayView(bytes).sliced(i, std::min(piece, bytes.size() - i)), r))
            return false;
    return true;
}

} // namespace

class TestCaptureResponseParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsHeadExactly();
    void framings_data();
    void framings();
    void noBody_data();
    void noBody();
    void interimAnswersSkipped();
    void closeDelimited();
    void keepAlive_data();
    void keepAlive();
    void cutAnswers();
    void malformed_data();
    void malformed();
};

void TestCaptureResponseParser::readsHeadExactly()
{
    HttpResponseParser p;
    Recorder r;
    p.expectAnswer(false);
    QVERIFY(p.feed("HTTP/1.1 529 Overloaded Right Now\r\nRetry-After:  7 \r\nx-lower: v\r\nSet-Cookie: a=1\r\n"
                   "Set-Cookie: b=2\r\nContent-Length: 2\r\n\r\n{}",
        r));
    QCOMPARE(r.heads.size(), 1);
    const HttpResponseHead &h = r.heads.first();
    QCOMPARE(h.version, QByteArray("HTTP/1.1"));
    QCOMPARE(h.status, 529);
    QCOMPARE(h.reason, QByteArray("Overloaded Right Now")); // the reason phrase as sent, spaces and all
    QCOMPARE(h.headers.size(), 5);
    QCOMPARE(h.headers.at(0), qMakePair(QByteArray("Retry-After"), QByteArray("7")));
    QCOMPARE(h.headers.at(1).first, QByteArray("x-lower")); // the name's case kept
    QCOMPARE(h.headers.at(2).second, QByteArray("a=1")); // repeated fields stay apart, in order
    QCOMPARE(h.headers.at(3).second, QByteArray("b=2"));
    QCOMPARE(r.body, QByteArray("{}"));
    QCOMPARE(r.completed, 1);
    QVERIFY(p.reusable());
    QVERIFY(!p.awaitingAnswer());

    // No reason phrase at all ("HTTP/1.1 204" is valid).
    p.expectAnswer(false);
    QVERIFY(p.feed("HTTP/1.1 204\r\n\r\n", r));
    QCOMPARE(r.heads.last().status, 204);
    QVERIFY(r.heads.last().reason.isEmpty());
    QCOMPARE(r.completed, 2);
}

void TestCaptureResponseParser::framings_data()
{
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<QByteArray>("body");
    const QByteArray events = "data: {\"a\":1}\n\ndata: {\"b\":2}\n\ndata: [DONE]\n\n";
    QTest::newRow("content-length") << "HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(events.size())
            + "\r\n\r\n" + events << events;
    QByteArray chunked = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n";
    for (const QByteArray &e : events.split('\n'))
        if (!e.isEmpty())
            chunked += QByteArray::number(e.size() + 1, 16) + "\r\n" + e + "\n\r\n";
    chunked += "0\r\n\r\n";
    QTest::newRow("chunked") << chunked << QByteArray(events).replace("\n\n", "\n");
    // Upper-case hex, chunk extensions, a trailer field, bare LF line ends.
    QTest::newRow("chunked, extensions and trailers")
        << QByteArray("HTTP/1.1 200 OK\nTransfer-Encoding: gzip, chunked\n\nA;name=value\n0123456789\n"
                      "1a\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\nX-Checksum: 1\r\n\r\n")
        << QByteArray("0123456789abcdefghijklmnopqrstuvwxyz");
    // Transfer-Encoding wins over Content-Length (RFC 9112 6.3).
    QTest::newRow("chunked over content-length") << QByteArray(
        "HTTP/1.1 200 OK\r\nContent-Length: 99\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n")
                                                 << QByteArray("abc");
}

void TestCaptureResponseParser::framings()
{
    QFETCH(QByteArray, answer);
    QFETCH(QByteArray, body);
    for (qsizetype piece : { qsizetype(1), qsizetype(2), qsizetype(5), qsizetype(13), answer.size() }) {
        HttpResponseParser p;
        Recorder r;
        p.expectAnswer(false);
        QVERIFY2(feedInPieces(p, r, answer, piece), qPrintable(p.error()));
        QCOMPARE(r.heads.size(), 1);
        QCOMPARE(r.body, body);
        QCOMPARE(r.completed, 1);
        QCOMPARE(p.bodyBytes(), body.size());
        QVERIFY(p.reusable());
        // The next answer on the same connection reads the same way.
        p.expectAnswer(false);
        QVERIFY2(feedInPieces(p, r, answer, piece), qPrintable(p.error()));
        QCOMPARE(r.completed, 2);
        QCOMPARE(r.body, body + body);
    }
}

void TestCaptureResponseParser::noBody_data()
{
    QTest::addColumn<bool>("headRequest");
    QTest::addColumn<QByteArray>("answer");
    QTest::newRow("HEAD with a Content-Length")
        << true << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 1234\r\n\r\n");
    QTest::newRow("HEAD, chunked") << true << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
    QTest::newRow("204") << false << QByteArray("HTTP/1.1 204 No Content\r\n\r\n");
    QTest::newRow("304 with a Content-Length")
        << false << QByteArray("HTTP/1.1 304 Not Modified\r\nContent-Length: 50\r\n\r\n");
    QTest::newRow("Content-Length 0") << false << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
}

void TestCaptureResponseParser::noBody()
{
    QFETCH(bool, headRequest);
    QFETCH(QByteArray, answer);
    HttpResponseParser p;
    Recorder r;
    p.expectAnswer(headRequest);
    QVERIFY(p.feed(answer, r));
    QCOMPARE(r.completed, 1);
    QVERIFY(r.body.isEmpty());
    QVERIFY(p.reusable());
    // Nothing may follow an answer no request asked for.
    QVERIFY(!p.feed("x", r));
    QVERIFY(p.error().contains(QStringLiteral("no request asked for")));
}

void TestCaptureResponseParser::interimAnswersSkipped()
{
    HttpResponseParser p;
    Recorder r;
    p.expectAnswer(false);
    QVERIFY(feedInPieces(p, r,
        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"
        "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
        3));
    QCOMPARE(r.heads.size(), 1);
    QCOMPARE(r.heads.first().status, 200);
    QCOMPARE(r.body, QByteArray("ok"));
    QVERIFY(p.answerStarted());
}

void TestCaptureResponseParser::closeDelimited()
{
    HttpResponseParser p;
    Recorder r;
    p.expectAnswer(false);
    QVERIFY(p.feed("HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nhello ", r));
    QVERIFY(p.feed("world", r));
    QCOMPARE(r.completed, 0);
    QVERIFY(p.connectionClosed(r)); // the end of the connection is the end of this body
    QCOMPARE(r.completed, 1);
    QCOMPARE(r.body, QByteArray("hello world"));
    QVERIFY(!p.reusable());
}

void TestCaptureResponseParser::keepAlive_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<bool>("reusable");
    QTest::newRow("1.1") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n") << true;
    QTest::newRow("1.1 close") << QByteArray("HTTP/1.1 200 OK\r\nConnection: Close\r\nContent-Length: 0\r\n\r\n")
                               << false;
    QTest::newRow("1.1 close among tokens")
        << QByteArray("HTTP/1.1 200 OK\r\nConnection: x-foo, close\r\nContent-Length: 0\r\n\r\n") << false;
    QTest::newRow("1.0") << QByteArray("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n") << false;
    QTest::newRow("1.0 keep-alive") << QByteArray(
        "HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n")
                                    << true;
}

void TestCaptureResponseParser::keepAlive()
{
    QFETCH(QByteArray, head);
    QFETCH(bool, reusable);
    HttpResponseParser p;
    Recorder r;
    p.expectAnswer(false);
    QVERIFY(p.feed(head, r));
    QCOMPARE(r.completed, 1);
    QCOMPARE(p.reusable(), reusable);
}

void TestCaptureResponseParser::cutAnswers()
{
    for (const QByteArray &cut :
        { QByteArray("HTTP/1.1 200 OK\r\nContent-Le"), QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n12345"),
            QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nabc") }) {
        HttpResponseParser p;
        Recorder r;
        p.expectAnswer(false);
        QVERIFY(p.feed(cut, r));
        QVERIFY(p.answerStarted());
        QVERIFY(!p.connectionClosed(r));
        QCOMPARE(r.completed, 0);
        QVERIFY(p.error().contains(QStringLiteral("ended inside an answer")));
    }
    // No byte of an answer yet: a clean end as far as the parser knows (the connection decides what it means).
    HttpResponseParser idle;
    Recorder r;
    idle.expectAnswer(false);
    QVERIFY(!idle.answerStarted());
}

void TestCaptureResponseParser::malformed_data()
{
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<QString>("reason");
    QTest::newRow("not HTTP") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n\r\n")
                              << QStringLiteral("did not answer with HTTP/1.x");
    QTest::newRow("HTTP/2 preface") << QByteArray("HTTP/2 200\r\n\r\n")
                                    << QStringLiteral("did not answer with HTTP/1.x");
    QTest::newRow("status under 100") << QByteArray("HTTP/1.1 099 Continue\r\n\r\n") << QStringLiteral("three-digit");
    QTest::newRow("status not digits") << QByteArray("HTTP/1.1 2x0 OK\r\n\r\n") << QStringLiteral("three-digit");
    QTest::newRow("header without colon")
        << QByteArray("HTTP/1.1 200 OK\r\nbroken\r\n\r\n") << QStringLiteral("malformed header");
    QTest::newRow("bad content-length") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n")
                                        << QStringLiteral("Content-Length");
    QTest::newRow("conflicting content-lengths")
        << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n")
        << QStringLiteral("Content-Length");
    QTest::newRow("bad chunk size") << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
                                    << QStringLiteral("chunk size");
    QTest::newRow("chunk size over 15 hex digits")
        << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nccccccccccccccccccccc\r\n")
        << QStringLiteral("chunk size");
    QTest::newRow("chunk overruns") << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n")
                                    << QStringLiteral("past a chunk's size");
    QTest::newRow("head too large") << "HTTP/1.1 200 OK\r\nX-Big: " + QByteArray(70 * 1024, 'a')
                                    << QStringLiteral("64 KiB");
    QTest::newRow("chunk-size line too long")
        << "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1;" + QByteArray(9000, 'e') << QStringLiteral("8 KiB");
}

void TestCaptureResponseParser::malformed()
{
    QFETCH(QByteArray, answer);
    QFETCH(QString, reason);
    for (qsizetype piece : { qsizetype(7), answer.size() }) {
        HttpResponseParser p;
        Recorder r;
        p.expectAnswer(false);
        QVERIFY(!feedInPieces(p, r, answer, piece));
        QVERIFY(p.failed());
        QVERIFY2(p.error().contains(reason), qPrintable(p.error()));
        QVERIFY(!p.reusable());
        QVERIFY(!p.feed("more", r)); // once broken, stays broken
    }
}

QTEST_APPLESS_MAIN(TestCaptureResponseParser)
#include "tst_capture_responseparser.moc"
