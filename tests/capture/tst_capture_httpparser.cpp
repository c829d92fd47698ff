// HttpRequestParser: requests read exactly as sent, in any pieces; Content-Length and chunked bodies; pipelined
// requests; the errors and their statuses; hop-by-hop header names.
#include "capture/httprequestparser.h"

#include <QTest>

using namespace sw;

class TestCaptureHttpParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsHeadExactly();
    void anyPieces_data();
    void anyPieces();
    void chunkedBody();
    void pipelined();
    void keepAliveRules();
    void errors_data();
    void errors();
    void hopByHop();
};

void TestCaptureHttpParser::readsHeadExactly()
{
    HttpRequestParser p;
    QVERIFY(p.feed("POST /v1beta/models/g:streamGenerateContent?alt=sse&k=%7e%41 HTTP/1.1\r\nHost: x\r\n"
                   "X-Api-Key:  k1 \r\nx-lower: v\r\nX-Dup: 1\r\nX-Dup: 2\r\nContent-Length: 2\r\n\r\n{}"));
    QVERIFY(p.hasRequest());
    const HttpRequest r = p.takeRequest();
    QCOMPARE(r.head.method, QByteArray("POST"));
    QCOMPARE(r.head.target, QByteArray("/v1beta/models/g:streamGenerateContent?alt=sse&k=%7e%41")); // not normalised
    QCOMPARE(r.head.path(), QByteArray("/v1beta/models/g:streamGenerateContent"));
    QCOMPARE(r.head.query(), QByteArray("alt=sse&k=%7e%41"));
    QCOMPARE(r.head.version, QByteArray("HTTP/1.1"));
    QCOMPARE(r.head.headers.size(), 6);
    QCOMPARE(r.head.headers.at(1).first, QByteArray("X-Api-Key")); // case kept
    QCOMPARE(r.head.headers.at(1).second, QByteArray("k1"));
    QCOMPARE(r.head.headers.at(2).first, QByteArray("x-lower"));
    QCOMPARE(r.head.headers.at(4).second, QByteArray("2")); // repeated fields kept in order
    QCOMPARE(r.head.header("x-api-key"), QByteArray("k1"));
    QCOMPARE(r.body, QByteArray("{}"));
    QVERIFY(p.idle());
}

void TestCaptureHttpParser::anyPieces_data()
{
    QTest::addColumn<int>("piece");
    for (int n : { 1, 2, 3, 7, 64 })
        QTest::addRow("%d bytes", n) << n;
}

void TestCaptureHttpParser::anyPieces()
{
    QFETCH(int, piece);
    const QByteArray body(5000, 'b');
    const QByteArray bytes
        = "POST /a HTTP/1.1\nHost: x\nContent-Length: 5000\n\n" + body + "GET /b HTTP/1.1\r\nHost: y\r\n\r\n";
    HttpRequestParser p;
    for (qsizetype i = 0; i < bytes.size(); i += piece)
        QVERIFY(p.feed(QByteArrayView(bytes).sliced(i, std::min<qsizetype>(piece, bytes.size() - i))));
    QCOMPARE(p.queued(), 2);
    const HttpRequest a = p.takeRequest();
    QCOMPARE(a.head.target, QByteArray("/a")); // LF-only lines are read too
    QCOMPARE(a.body, body);
    const HttpRequest b = p.takeRequest();
    QCOMPARE(b.head.method, QByteArray("GET"));
    QVERIFY(b.body.isEmpty());
}

void TestCaptureHttpParser::chunkedBody()
{
    HttpRequestParser p;
    const QByteArray bytes = "POST /c HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n" // last coding chunked
                             "5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nTrailer: x\r\n\r\n";
    // gzip before chunked is a transfer coding the endpoint does not undo: refused (501), not forwarded wrongly.
    QVERIFY(!p.feed(bytes));
    QCOMPARE(p.errorStatus(), 501);

    HttpRequestParser q;
    const QByteArray plain = "POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 99\r\n\r\n"
                             "5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nTrailer: x\r\n\r\n";
    for (char c : plain)
        QVERIFY(q.feed(QByteArrayView(&c, 1)));
    QVERIFY(q.hasRequest());
    const HttpRequest r = q.takeRequest();
    QVERIFY(r.chunked);
    QCOMPARE(r.body, QByteArray("hello world")); // chunked wins over Content-Length
}

void TestCaptureHttpParser::pipelined()
{
    HttpRequestParser p;
    QVERIFY(
        p.feed("\r\nGET /1 HTTP/1.1\r\n\r\nGET /2 HTTP/1.1\r\n\r\nPOST /3 HTTP/1.1\r\nContent-Length: 3\r\n\r\nab"));
    QCOMPARE(p.queued(), 2);
    QVERIFY(p.bodyPending());
    QCOMPARE(p.pendingHead().target, QByteArray("/3"));
    QVERIFY(p.feed("c"));
    QCOMPARE(p.queued(), 3);
    QCOMPARE(p.takeRequest().head.target, QByteArray("/1"));
    QCOMPARE(p.takeRequest().head.target, QByteArray("/2"));
    QCOMPARE(p.takeRequest().body, QByteArray("abc"));
}

void TestCaptureHttpParser::keepAliveRules()
{
    HttpRequestHead h;
    h.version = "HTTP/1.1";
    QVERIFY(h.keepAlive());
    h.headers = { { "Connection", "Close" } };
    QVERIFY(!h.keepAlive());
    h.version = "HTTP/1.0";
    h.headers = {};
    QVERIFY(!h.keepAlive());
    h.headers = { { "connection", "keep-alive" } };
    QVERIFY(h.keepAlive());
}

void TestCaptureHttpParser::errors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");
    QTest::newRow("no request line") << QByteArray("NOT HTTP\r\n\r\n") << 400;
    QTest::newRow("bad method") << QByteArray("P(ST / HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("http/2") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 505;
    QTest::newRow("folding") << QByteArray("GET / HTTP/1.1\r\nA: b\r\n c\r\n\r\n") << 400;
    QTest::newRow("space before colon") << QByteArray("GET / HTTP/1.1\r\nA : b\r\n\r\n") << 400;
    QTest::newRow("two lengths") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n")
                                 << 400;
    QTest::newRow("negative length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") << 400;
    QTest::newRow("too large") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 2000\r\n\r\n") << 413;
    QTest::newRow("unknown coding") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: br\r\n\r\n") << 501;
    QTest::newRow("bad chunk") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n") << 400;
    QTest::newRow("huge head") << "GET / HTTP/1.1\r\nX: " + QByteArray(3000, 'a') << 431;
}

void TestCaptureHttpParser::errors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    HttpRequestParser p(1000, 2048);
    QVERIFY(!p.feed(bytes));
    QVERIFY(p.failed());
    QCOMPARE(p.errorStatus(), status);
    QVERIFY(!p.errorMessage().isEmpty());
    QVERIFY(!p.feed("GET / HTTP/1.1\r\n\r\n")); // stays failed
}

void TestCaptureHttpParser::hopByHop()
{
    const HttpHeaders headers { { "Connection", "keep-alive, X-Trace" }, { "X-Trace", "1" } };
    const QList<QByteArray> tokens = connectionTokens(headers);
    QCOMPARE(tokens, (QList<QByteArray> { "keep-alive", "x-trace" }));
    QVERIFY(isHopByHopHeader("X-Trace", tokens));
    QVERIFY(isHopByHopHeader("transfer-encoding"));
    QVERIFY(isHopByHopHeader("Proxy-Authorization"));
    QVERIFY(!isHopByHopHeader("x-api-key", tokens));
    QVERIFY(!isHopByHopHeader("Content-Length"));
}

QTEST_GUILESS_MAIN(TestCaptureHttpParser)
#include "tst_capture_httpparser.moc"
