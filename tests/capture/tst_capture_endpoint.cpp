// The capture endpoint against loopback upstreams in each wire format: bytes forwarded unchanged (method, path, query,
// body; headers but Host and hop-by-hop ones), answers streamed back as they arrive, keep-alive and pipelining, gzip
// bodies recorded decoded, every exchange recorded with credentials redacted.
#include "capture/captureanalysis.h"
#include "capture/captureendpoint.h"
#include "capture/upstreamconnection.h"
#include "fakemodelserver.h"
#include "httptestclient.h"
#include "wirestreams.h"

#include "capture/localanswer.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <QSemaphore>

#include <thread>

#include <zlib.h>

using namespace sw;
using namespace sw::test;

class TestCaptureEndpoint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void upstreamUrls_data();
    void upstreamUrls();
    void forwardsEachWireFormat_data();
    void forwardsEachWireFormat();
    void streamsBeforeTheUpstreamEnds();
    void keepAliveServesSeveralRequests();
    void pipelinedRequestsAnswerInOrder();
    void repeatedBodiesKeptOnce();
    void gzipBodyRecordedDecoded();
    void getAndOtherMethodsPassThrough();
    void expectContinueIsAnswered();
    void refusesBadOptions();
    void syncReportsWhatTheClientSawFirst();

private:
    bool startEndpoint(CaptureEndpoint &endpoint, const QString &upstream);
    static int finishedCount(const CaptureEndpoint &endpoint);
};

bool TestCaptureEndpoint::startEndpoint(CaptureEndpoint &endpoint, const QString &upstream)
{
    CaptureEndpointOptions options;
    options.upstream = QUrl(upstream);
    QString error;
    const bool ok = endpoint.start(options, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok;
}

int TestCaptureEndpoint::finishedCount(const CaptureEndpoint &endpoint)
{
    int n = 0;
    for (const CaptureExchange &e : endpoint.exchanges())
        n += e.isFinished() ? 1 : 0;
    return n;
}

void TestCaptureEndpoint::upstreamUrls_data()
{
    QTest::addColumn<QString>("upstream");
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QString>("expected");
    QTest::newRow("bare host") << "https://api.anthropic.com" << QByteArray("/v1/messages?beta=true")
                               << "https://api.anthropic.com/v1/messages?beta=true";
    QTest::newRow("v1 counted once") << "https://api.openai.com/v1" << QByteArray("/v1/responses")
                                     << "https://api.openai.com/v1/responses";
    QTest::newRow("prefix and v1") << "https://openrouter.ai/api/v1/" << QByteArray("/v1/chat/completions")
                                   << "https://openrouter.ai/api/v1/chat/completions";
    QTest::newRow("no overlap") << "http://127.0.0.1:8080/proxy" << QByteArray("/v1beta/models/g:generateContent")
                                << "http://127.0.0.1:8080/proxy/v1beta/models/g:generateContent";
    QTest::newRow("partial segment is no overlap")
        << "http://h/v1" << QByteArray("/v1beta/models") << "http://h/v1/v1beta/models";
    QTest::newRow("bytes as sent") << "http://h:81/" << QByteArray("/a%7eb/%41?x=%7E&y=a+b")
                                   << "http://h:81/a%7eb/%41?x=%7E&y=a+b";
    QTest::newRow("user info left out") << "https://u:p@h/v1" << QByteArray("/v1/x") << "https://h/v1/x";
}

void TestCaptureEndpoint::upstreamUrls()
{
    QFETCH(QString, upstream);
    QFETCH(QByteArray, target);
    QFETCH(QString, expected);
    const UpstreamOrigin origin { QUrl(upstream) };
    QCOMPARE(origin.recordedUrl(origin.target(target)), expected);
}

void TestCaptureEndpoint::forwardsEachWireFormat_data()
{
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("keyHeader");
    QTest::addColumn<QByteArray>("keyValue");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QList<QByteArray>>("pieces");
    const QByteArray key = "sk-capture-test-key-0123456789";
    QTest::newRow("anthropic-messages")
        << QByteArray("/v1/messages?beta=true") << QByteArray("x-api-key") << key
        << QByteArray(
               R"({"model":"claude-x","max_tokens":100,"stream":true,"system":"S","messages":[{"role":"user","content":"Hi \u00e9"}]})")
        << anthropicAnswer(QStringLiteral("Hello there, from the upstream."), {}, {}, 5);
    QTest::newRow("openai-responses")
        << QByteArray("/v1/responses") << QByteArray("Authorization") << QByteArray("Bearer " + key)
        << QByteArray(R"({"model":"gpt-5","stream":true,"input":[{"role":"user","content":"Hi"}]})")
        << responsesAnswer(QStringLiteral("Hello there."), { { "exec_command", R"({"cmd":"ls"})" } }, {}, 4);
    QTest::newRow("chat-completions")
        << QByteArray("/v1/chat/completions") << QByteArray("Authorization") << QByteArray("Bearer " + key)
        << QByteArray(
               R"({"model":"m","stream":true,"messages":[{"role":"system","content":"S"},{"role":"user","content":"Hi"}]})")
        << sseAnswer(QStringLiteral("Hello there."), { { "skill", R"({"name":"a"})" } }, 3);
}

void TestCaptureEndpoint::forwardsEachWireFormat()
{
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, keyHeader);
    QFETCH(QByteArray, keyValue);
    QFETCH(QByteArray, body);
    QFETCH(QList<QByteArray>, pieces);
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::stream(pieces));
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, upstream.baseUrl())); // http://127.0.0.1:PORT/v1
    QSignalSpy finished(&endpoint, &CaptureEndpoint::exchangeFinished);

    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", target, body,
        { { "Content-Type", "application/json" }, { keyHeader, keyValue }, { "X-Custom", "kept" },
            { "Connection", "keep-alive, X-Hop" }, { "X-Hop", "dropped" } }));
    QVERIFY(client.waitForResponses(1));
    const HttpTestResponse answer = client.responses().first();
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.body, pieces.join());
    QCOMPARE(answer.header("content-type"), QByteArray("text/event-stream"));

    QCOMPARE(upstream.requests().size(), 1);
    const RecordedRequest &seen = upstream.requests().first();
    QCOMPARE(seen.method, QByteArray("POST"));
    QCOMPARE(seen.path, target);
    QCOMPARE(QCryptographicHash::hash(seen.body, QCryptographicHash::Sha256),
        QCryptographicHash::hash(body, QCryptographicHash::Sha256));
    QCOMPARE(seen.headers.value(keyHeader.toLower()), keyValue); // forwarded
    QCOMPARE(seen.headers.value("x-custom"), QByteArray("kept"));
    QVERIFY(!seen.headers.contains("x-hop")); // named by Connection: hop-by-hop
    QCOMPARE(seen.headers.value("host"), upstream.baseUrl().mid(7, upstream.baseUrl().size() - 10).toUtf8());

    QTRY_COMPARE(finished.size(), 1);
    const CaptureExchange e = finished.first().first().value<CaptureExchange>();
    QCOMPARE(e.number, 1);
    QCOMPARE(e.method, QByteArray("POST"));
    QCOMPARE(e.target, target);
    QCOMPARE(e.requestBody, body);
    QCOMPARE(e.responseBody, pieces.join());
    QCOMPARE(e.status, 200);
    QCOMPARE(e.end, TransportAttempt::End::Complete);
    QCOMPARE(e.attempts.size(), 1);
    QCOMPARE(e.attempts.first().status, 200);
    QVERIFY(e.waitUs >= 0);
    QVERIFY(e.totalUs >= e.waitUs);
    QVERIFY(!e.requestHeader(keyHeader).contains(keyValue.right(20)));
    QVERIFY(e.requestHeader(keyHeader).contains("[REDACTED]"));
    for (const auto &h : e.attempts.first().requestHeaders)
        QVERIFY2(!h.second.contains(keyValue.right(20)), h.first.constData());
    QVERIFY(endpoint.credentials().contains(QString::fromLatin1(keyValue.right(30))));
}

void TestCaptureEndpoint::streamsBeforeTheUpstreamEnds()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    FakeResponse stalled = FakeResponse::stream({ sseText("first "), sseText("second ") });
    stalled.end = FakeResponse::End::Stall; // the upstream keeps the stream open and sends nothing more
    upstream.enqueue(stalled);
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, upstream.baseUrl()));
    QSignalSpy responded(&endpoint, &CaptureEndpoint::exchangeResponded);
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/chat/completions", R"({"stream":true})"));
    // Both pieces reach the client while the upstream's answer is still open: nothing waits for the end.
    QVERIFY(client.waitForBytes(sseText("second ")));
    QVERIFY(!client.current().complete);
    QCOMPARE(responded.size(), 1);
    QCOMPARE(endpoint.exchanges().size(), 1);
    QCOMPARE(endpoint.exchanges().first().state, CaptureExchange::State::Streaming);

    QSignalSpy stopped(&endpoint, &CaptureEndpoint::stopped);
    endpoint.stop(0);
    QVERIFY(stopped.wait(5000));
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.end, TransportAttempt::End::Cancelled);
    QCOMPARE(e.responseBody, sseText("first ") + sseText("second "));
    QVERIFY(client.waitForClose());
}

void TestCaptureEndpoint::keepAliveServesSeveralRequests()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::stream(sseAnswer(QStringLiteral("one"))));
    upstream.enqueue(FakeResponse::stream(sseAnswer(QStringLiteral("two"))));
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/chat/completions", R"({"n":1})"));
    QVERIFY(client.waitForResponses(1));
    QVERIFY(!client.closed());
    client.send(httpRequest("POST", "/v1/chat/completions", R"({"n":2})"));
    QVERIFY(client.waitForResponses(2));
    QVERIFY(!client.closed());
    QCOMPARE(client.responses().at(1).body, sseAnswer(QStringLiteral("two")).join());
    QTRY_COMPARE(finishedCount(endpoint), 2);
    QCOMPARE(endpoint.exchanges().at(0).clientPort, endpoint.exchanges().at(1).clientPort);
    QCOMPARE(endpoint.exchanges().at(1).requestBody, QByteArray(R"({"n":2})"));
}

void TestCaptureEndpoint::pipelinedRequestsAnswerInOrder()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.setResponder([](const RecordedRequest &request, int) {
        FakeResponse r = FakeResponse::stream(sseAnswer(QString::fromUtf8(request.body), {}, 2));
        r.pieceDelayMs = 1;
        return r;
    });
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    // Three requests in one write: each answer comes whole and in order, never interleaved.
    client.send(httpRequest("POST", "/v1/chat/completions", "alpha")
        + httpRequest("POST", "/v1/chat/completions", "beta") + httpRequest("POST", "/v1/chat/completions", "gamma"));
    QVERIFY(client.waitForResponses(3));
    const QList<HttpTestResponse> answers = client.responses();
    QCOMPARE(answers.at(0).body, sseAnswer(QStringLiteral("alpha"), {}, 2).join());
    QCOMPARE(answers.at(1).body, sseAnswer(QStringLiteral("beta"), {}, 2).join());
    QCOMPARE(answers.at(2).body, sseAnswer(QStringLiteral("gamma"), {}, 2).join());
    QTRY_COMPARE(finishedCount(endpoint), 3);
    QCOMPARE(endpoint.exchanges().at(2).requestBody, QByteArray("gamma"));
}

void TestCaptureEndpoint::repeatedBodiesKeptOnce()
{
    // Requests that repeat a long prefix and suffix: the endpoint's list gives every body back byte for byte, its store
    // keeps the repeated bytes once, and an analysis fed by it (sharing its store) adds nothing.
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, upstream.baseUrl()));
    CaptureAnalysis analysis;
    analysis.setBodyStore(endpoint.bodyStore());
    connect(&endpoint, &CaptureEndpoint::exchangeFinished, &analysis, &CaptureAnalysis::addExchange);
    const QByteArray start = R"({"messages":[{"role":"user","content":")" + QByteArray(30000, 'q');
    const QByteArray end = R"("}],"system":")" + QByteArray(50000, 's') + R"("})";
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    QList<QByteArray> bodies;
    qint64 sent = 0;
    for (int n = 0; n < 6; ++n) {
        upstream.enqueue(FakeResponse::stream(sseAnswer(QStringLiteral("answer %1").arg(n))));
        bodies << start + "request " + QByteArray::number(n) + end;
        sent += bodies.last().size();
        client.send(httpRequest("POST", "/v1/chat/completions", bodies.last()));
        QVERIFY(client.waitForResponses(n + 1));
    }
    QTRY_COMPARE(finishedCount(endpoint), 6);
    QTRY_COMPARE(analysis.requests().size(), qsizetype(6));
    QCOMPARE(endpoint.exchangeCount(), 6);
    for (int n = 0; n < 6; ++n) {
        QCOMPARE(endpoint.exchanges().at(n).requestBody, bodies.at(n));
        QCOMPARE(endpoint.exchange(n).requestBody, bodies.at(n));
        QCOMPARE(analysis.record(n).body, bodies.at(n));
        QCOMPARE(analysis.requests().at(n).requestBody.store, std::shared_ptr<const BodyStore>(endpoint.bodyStore()));
    }
    QCOMPARE(endpoint.bodyStore()->totalBytes(), 2 * sent); // each body added by both
    QVERIFY(endpoint.bodyStore()->storedBytes() < bodies.first().size() + 1000); // kept once, by neither twice
    // A new start, a new store: the last capture's bodies stay with whoever holds them.
    const std::shared_ptr<BodyStore> first = endpoint.bodyStore();
    QSignalSpy stopped(&endpoint, &CaptureEndpoint::stopped);
    endpoint.stop(0);
    QVERIFY(stopped.wait(10000));
    QVERIFY(startEndpoint(endpoint, upstream.baseUrl()));
    QVERIFY(endpoint.bodyStore() != first);
    QCOMPARE(endpoint.exchangeCount(), 0);
    QCOMPARE(analysis.record(5).body, bodies.at(5));
}

namespace {
QByteArray gzip(const QByteArray &data)
{
    z_stream s {};
    deflateInit2(&s, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(int(deflateBound(&s, uLong(data.size()))), '\0');
    s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    s.avail_in = uInt(data.size());
    s.next_out = reinterpret_cast<Bytef *>(out.data());
    s.avail_out = uInt(out.size());
    deflate(&s, Z_FINISH);
    out.resize(qsizetype(s.total_out));
    deflateEnd(&s);
    return out;
}
} // namespace

void TestCaptureEndpoint::gzipBodyRecordedDecoded()
{
    const QByteArray json = R"({"id":"msg_1","type":"message","content":[{"type":"text","text":"compressed answer"}]})";
    const QByteArray packed = gzip(json);
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::json(200, packed, { { "Content-Encoding", "gzip" } }));
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    // The client asks for gzip itself: it gets the compressed bytes unchanged, the record keeps them decoded.
    client.send(httpRequest("POST", "/v1/messages", R"({"stream":false})", { { "Accept-Encoding", "gzip" } }));
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().first().body, packed);
    QCOMPARE(client.responses().first().header("content-encoding"), QByteArray("gzip"));
    QCOMPARE(upstream.requests().first().headers.value("accept-encoding"), QByteArray("gzip"));
    QTRY_COMPARE(finishedCount(endpoint), 1);
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.contentEncoding, QByteArray("gzip"));
    QVERIFY(e.bodyDecoded);
    QCOMPARE(e.responseBody, json);
    QCOMPARE(e.attempts.first().responseBody, json);
}

void TestCaptureEndpoint::getAndOtherMethodsPassThrough()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.setResponder([](const RecordedRequest &request, int) {
        return FakeResponse::json(200, "{\"method\":\"" + request.method + "\",\"path\":\"" + request.path + "\"}");
    });
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("GET", "/v1/models?limit=5&after=a%2Fb", {}));
    QVERIFY(client.waitForResponses(1));
    client.send(httpRequest("POST", "/v1/messages/count_tokens", R"({"model":"m"})"));
    QVERIFY(client.waitForResponses(2));
    client.send(httpRequest("DELETE", "/v1/files/file-1", {}));
    QVERIFY(client.waitForResponses(3));
    QCOMPARE(upstream.requests().size(), 3);
    QCOMPARE(upstream.requests().at(0).method, QByteArray("GET"));
    QCOMPARE(upstream.requests().at(0).path, QByteArray("/v1/models?limit=5&after=a%2Fb"));
    QCOMPARE(upstream.requests().at(1).path, QByteArray("/v1/messages/count_tokens"));
    QCOMPARE(upstream.requests().at(1).body, QByteArray(R"({"model":"m"})"));
    QCOMPARE(upstream.requests().at(2).method, QByteArray("DELETE"));
    QCOMPARE(client.responses().at(2).body, QByteArray(R"({"method":"DELETE","path":"/v1/files/file-1"})"));
}

void TestCaptureEndpoint::expectContinueIsAnswered()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::json(200, R"({"ok":true})"));
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    const QByteArray body = R"({"big":"enough"})";
    client.send("POST /v1/responses HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n");
    QVERIFY(client.waitForBytes("HTTP/1.1 100 Continue\r\n\r\n"));
    client.send(body);
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().first().status, 200);
    QCOMPARE(upstream.requests().first().body, body);
    QVERIFY(!upstream.requests().first().headers.contains("expect"));
}

void TestCaptureEndpoint::refusesBadOptions()
{
    CaptureEndpoint endpoint;
    CaptureEndpointOptions options;
    QString error;
    options.upstream = QUrl(QStringLiteral("ftp://example.org"));
    QVERIFY(!endpoint.start(options, &error));
    QVERIFY2(error.contains(QStringLiteral("http")), qPrintable(error));
    options.upstream = QUrl(QStringLiteral("http://127.0.0.1:9"));
    QTcpServer taken;
    QVERIFY(taken.listen(QHostAddress::LocalHost));
    options.port = taken.serverPort();
    QVERIFY(!endpoint.start(options, &error));
    QVERIFY2(error.contains(QString::number(taken.serverPort())), qPrintable(error));
    QVERIFY(!endpoint.isRunning());
}

namespace {

// Answers every request itself with "ok"; the request whose body is "hold" waits, on the endpoint's thread, until the
// test lets it go.
class HoldingAnswerer : public LocalAnswerer
{
public:
    std::optional<LocalAnswer> answer(const HttpRequest &request) override
    {
        if (request.body == "hold") {
            entered.release();
            proceed.acquire();
        }
        LocalAnswer a;
        a.body = "ok";
        a.source = QStringLiteral("test");
        return a;
    }
    bool answersEverything() const override { return true; }
    QSemaphore entered;
    QSemaphore proceed;
};

// One request on a connection of its own, from a thread without an event loop; the answer's bytes.
QByteArray blockingRequest(quint16 port, const QByteArray &body)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(10000))
        return {};
    socket.write(httpRequest("POST", "/v1/messages", body, {}, true));
    QByteArray answer;
    while (socket.state() == QAbstractSocket::ConnectedState && socket.waitForReadyRead(10000))
        answer += socket.readAll();
    return answer + socket.readAll();
}

} // namespace

// A client can read its answer and exit before the endpoint's thread reported that exchange. sync() is the barrier:
// synced() comes after the report of every exchange the endpoint had seen when it was called, here one the client
// has read and one still being answered while this thread did not run its event loop.
void TestCaptureEndpoint::syncReportsWhatTheClientSawFirst()
{
    auto answerer = std::make_shared<HoldingAnswerer>();
    CaptureEndpoint endpoint;
    CaptureEndpointOptions options;
    options.answerer = answerer;
    QString error;
    QVERIFY2(endpoint.start(options, &error), qPrintable(error));
    const quint16 port = quint16(endpoint.url().port());
    QByteArray first;
    QByteArray second;
    std::thread client([&] {
        first = blockingRequest(port, "first");
        second = blockingRequest(port, "hold");
    });
    answerer->entered.acquire(); // the first answer was read; the second request is being answered
    QSignalSpy finished(&endpoint, &CaptureEndpoint::exchangeFinished);
    int finishedAtSync = -1;
    connect(&endpoint, &CaptureEndpoint::synced, this, [&] { finishedAtSync = int(finished.count()); });
    endpoint.sync();
    answerer->proceed.release();
    client.join();
    QVERIFY(first.endsWith("\r\n\r\nok"));
    QVERIFY(second.endsWith("\r\n\r\nok"));
    QTRY_VERIFY(finishedAtSync >= 0);
    QCOMPARE(finishedAtSync, 2);
    QCOMPARE(endpoint.exchanges().at(1).requestBody, QByteArray("hold"));

    // Stopping: synced() follows stopped(), after the last report; stopped: at once.
    QSignalSpy stopped(&endpoint, &CaptureEndpoint::stopped);
    endpoint.stop();
    bool stoppedFirst = false;
    connect(&endpoint, &CaptureEndpoint::synced, this, [&] { stoppedFirst = stopped.count() == 1; });
    endpoint.sync();
    QTRY_VERIFY(stoppedFirst);
    QSignalSpy synced(&endpoint, &CaptureEndpoint::synced);
    endpoint.sync();
    QVERIFY(synced.wait());
}

QTEST_GUILESS_MAIN(TestCaptureEndpoint)
#include "tst_capture_endpoint.moc"
