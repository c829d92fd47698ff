// Faults and bad input at the capture endpoint, each a test: the upstream down (502 with a JSON body), 429/529/500
// passed through with their bodies and Retry-After, a client disconnecting mid-stream, the upstream dropping
// mid-stream, the upstream closing before any answer (Qt must not re-send by itself), a 20 MB body, a non-JSON body,
// an unknown path, a request in many small TCP writes, two clients at once, malformed and oversized requests; an idle
// upstream connection closed, an upstream silent before or during its answer (504, a cut) and a slow stream within
// the silence limit.
#include "capture/captureendpoint.h"
#include "fakemodelserver.h"
#include "httptestclient.h"
#include "wirestreams.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {

// An upstream that reads each request and closes the connection without a word; with `answered` > 0 it first answers
// that many requests on each connection (keep-alive), then closes it on the next.
class ClosingUpstream : public QObject
{
    Q_OBJECT
public:
    explicit ClosingUpstream(int answered = 0)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this, answered] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                ++m_connections;
                connect(s, &QTcpSocket::disconnected, this, [this] { ++m_closedByPeer; });
                auto *served = new int(0);
                connect(s, &QObject::destroyed, this, [served] { delete served; });
                connect(s, &QTcpSocket::readyRead, this, [this, s, served, answered] {
                    m_bytes += s->readAll();
                    if (m_bytes.contains("\r\n\r\n{}")) {
                        m_bytes.clear();
                        ++m_requests;
                        if ((*served)++ < answered) {
                            s->write(
                                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
                            return;
                        }
                        s->abort();
                        s->deleteLater();
                    }
                });
            }
        });
    }
    int connections() const { return m_connections; }
    int closedByPeer() const { return m_closedByPeer; } // connections the endpoint closed
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    quint16 port() const { return m_server.serverPort(); }
    int requests() const { return m_requests; }

private:
    QTcpServer m_server;
    QByteArray m_bytes;
    int m_requests = 0;
    int m_connections = 0;
    int m_closedByPeer = 0;
};

QByteArray sha256(const QByteArray &b)
{
    return QCryptographicHash::hash(b, QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestCaptureFaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void upstreamDown();
    void upstreamErrorsPassThrough_data();
    void upstreamErrorsPassThrough();
    void clientDisconnectsMidStream();
    void upstreamDropsMidStream();
    void upstreamClosesBeforeAnswering();
    void keptAliveConnectionClosesBeforeAnswering();
    void idleUpstreamConnectionCloses();
    void upstreamSilentBeforeAnswering();
    void upstreamStallsMidStream();
    void slowStreamWithinTheSilenceLimit();
    void twentyMegabyteBody();
    void nonJsonBody();
    void unknownPath();
    void requestInManySmallWrites();
    void twoClientsAtOnce();
    void malformedRequest();
    void bodyOverTheLimit();

private:
    bool start(CaptureEndpoint &endpoint, const QString &upstream, qint64 maxBody = 0);
    bool start(CaptureEndpoint &endpoint, CaptureEndpointOptions options, const QString &upstream);
    static int finishedCount(const CaptureEndpoint &endpoint)
    {
        int n = 0;
        for (const CaptureExchange &e : endpoint.exchanges())
            n += e.isFinished() ? 1 : 0;
        return n;
    }
};

bool TestCaptureFaults::start(CaptureEndpoint &endpoint, const QString &upstream, qint64 maxBody)
{
    CaptureEndpointOptions options;
    if (maxBody > 0)
        options.maxBodyBytes = maxBody;
    return start(endpoint, options, upstream);
}

bool TestCaptureFaults::start(CaptureEndpoint &endpoint, CaptureEndpointOptions options, const QString &upstream)
{
    options.upstream = QUrl(upstream);
    QString error;
    return endpoint.start(options, &error);
}

void TestCaptureFaults::upstreamDown()
{
    QTcpServer gone;
    QVERIFY(gone.listen(QHostAddress::LocalHost));
    const quint16 port = gone.serverPort();
    gone.close();
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, QStringLiteral("http://127.0.0.1:%1").arg(port)));
    QSignalSpy unreachable(&endpoint, &CaptureEndpoint::upstreamUnreachable);
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/messages", R"({"model":"m"})"));
    QVERIFY(client.waitForResponses(1));
    const HttpTestResponse r = client.responses().first();
    QCOMPARE(r.status, 502);
    QCOMPARE(r.header("content-type"), QByteArray("application/json"));
    const QJsonObject error = QJsonDocument::fromJson(r.body).object().value("error").toObject();
    QVERIFY2(error.value("message").toString().contains(QStringLiteral("could not be reached")), r.body.constData());
    QVERIFY(error.value("message").toString().contains(QString::number(port)));
    QTRY_COMPARE(unreachable.size(), 1);
    QVERIFY(endpoint.sawUnreachableUpstream());
    const CaptureExchange e = endpoint.exchanges().first();
    QVERIFY(e.upstreamUnreachable);
    QCOMPARE(e.status, 502);
    QCOMPARE(e.attempts.size(), 1);
    QCOMPARE(e.attempts.first().status, 0);
    QCOMPARE(e.attempts.first().end, TransportAttempt::End::ConnectionError);
    QVERIFY(!client.closed()); // the connection stays usable
}

void TestCaptureFaults::upstreamErrorsPassThrough_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("retryAfter");
    QTest::newRow("429") << 429
                         << QByteArray(R"({"type":"error","error":{"type":"rate_limit_error","message":"slow"}})")
                         << QByteArray("3");
    QTest::newRow("529") << 529
                         << QByteArray(R"({"type":"error","error":{"type":"overloaded_error","message":"busy"}})")
                         << QByteArray();
    QTest::newRow("500") << 500 << QByteArray(R"({"error":{"message":"boom","type":"server_error","code":null}})")
                         << QByteArray("1");
}

void TestCaptureFaults::upstreamErrorsPassThrough()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, retryAfter);
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    QList<QPair<QByteArray, QByteArray>> headers { { "x-request-id", "req_123" } };
    if (!retryAfter.isEmpty())
        headers.append({ "Retry-After", retryAfter });
    upstream.enqueue(FakeResponse::json(status, body, headers));
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/messages", R"({})"));
    QVERIFY(client.waitForResponses(1));
    const HttpTestResponse r = client.responses().first();
    QCOMPARE(r.status, status);
    QCOMPARE(r.reason, QByteArray("Error")); // the upstream's reason phrase, even for a status Qt has no name for
    QCOMPARE(r.body, body);
    QCOMPARE(r.header("retry-after"), retryAfter);
    QCOMPARE(r.header("x-request-id"), QByteArray("req_123"));
    QTRY_COMPARE(finishedCount(endpoint), 1);
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.status, status);
    QCOMPARE(e.end, TransportAttempt::End::HttpError);
    QCOMPARE(e.responseBody, body);
    QCOMPARE(e.retryAfterSeconds(), retryAfter.isEmpty() ? -1 : retryAfter.toInt());
    QVERIFY(!e.upstreamUnreachable);
}

void TestCaptureFaults::clientDisconnectsMidStream()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    FakeResponse r = FakeResponse::stream({ sseText("part one "), sseText("part two ") });
    r.end = FakeResponse::End::Stall;
    upstream.enqueue(r);
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, upstream.baseUrl()));
    QSignalSpy finished(&endpoint, &CaptureEndpoint::exchangeFinished);
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/chat/completions", R"({"stream":true})"));
    QVERIFY(client.waitForBytes(sseText("part two ")));
    client.abort();
    QTRY_COMPARE(finished.size(), 1);
    const CaptureExchange e = finished.first().first().value<CaptureExchange>();
    QVERIFY(e.clientGone);
    QCOMPARE(e.end, TransportAttempt::End::Cancelled);
    QCOMPARE(e.responseBody, sseText("part one ") + sseText("part two "));
    QVERIFY2(e.error.contains(QStringLiteral("client closed")), qPrintable(e.error));
    // The endpoint goes on serving others.
    upstream.enqueue(FakeResponse::json(200, R"({"ok":1})"));
    HttpTestClient next;
    QVERIFY(next.connectTo(quint16(endpoint.url().port())));
    next.send(httpRequest("POST", "/v1/chat/completions", R"({})"));
    QVERIFY(next.waitForResponses(1));
    QCOMPARE(next.responses().first().status, 200);
}

void TestCaptureFaults::upstreamDropsMidStream()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    FakeResponse r = FakeResponse::stream({ sseText("before the drop ") });
    r.end = FakeResponse::End::Stall;
    upstream.enqueue(r);
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/chat/completions", R"({"stream":true})"));
    // The upstream resets the connection once its first bytes have reached the client (a reset sent with them can
    // arrive before they are read, and is then a drop before any answer: a 502, tested apart).
    QVERIFY(client.waitForBytes(sseText("before the drop ")));
    upstream.abortConnections();
    // The client sees what the upstream sent, then the connection ends without the body's last chunk.
    QVERIFY(client.waitForClose());
    const HttpTestResponse seen = client.current();
    QCOMPARE(seen.status, 200);
    QVERIFY(!seen.complete);
    QCOMPARE(seen.body, sseText("before the drop "));
    QTRY_COMPARE(finishedCount(endpoint), 1);
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.end, TransportAttempt::End::ConnectionError);
    QCOMPARE(e.responseBody, sseText("before the drop "));
    QVERIFY2(e.error.contains(QStringLiteral("ended after")), qPrintable(e.error));
}

void TestCaptureFaults::upstreamClosesBeforeAnswering()
{
    ClosingUpstream upstream;
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, QStringLiteral("http://127.0.0.1:%1").arg(upstream.port())));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/messages", "{}"));
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().first().status, 502);
    QTRY_COMPARE(finishedCount(endpoint), 1);
    const CaptureExchange e = endpoint.exchanges().first();
    // A new connection that the upstream closed after reading the request: the upstream had it and said nothing, so
    // it is not sent again (Qt 6.4's network access would have re-sent it, unseen).
    QCOMPARE(upstream.requests(), 1);
    QCOMPARE(e.attempts.size(), 1);
    QCOMPARE(e.attempts.first().end, TransportAttempt::End::ConnectionError);
    QVERIFY(e.upstreamUnreachable);
}

void TestCaptureFaults::keptAliveConnectionClosesBeforeAnswering()
{
    // The upstream answers the first request on a connection and closes it when the second arrives (as one does that
    // timed the kept-alive connection out while the request was on its way): the endpoint sends the request once
    // more on a new connection, and the record holds both attempts.
    ClosingUpstream upstream(1);
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, QStringLiteral("http://127.0.0.1:%1").arg(upstream.port())));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/messages", "{}"));
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().at(0).status, 200);
    QTRY_COMPARE(finishedCount(endpoint), 1);
    client.send(httpRequest("POST", "/v1/messages", "{}"));
    QVERIFY(client.waitForResponses(2));
    QCOMPARE(client.responses().at(1).status, 200);
    QCOMPARE(client.responses().at(1).body, QByteArray("{}"));
    QTRY_COMPARE(finishedCount(endpoint), 2);
    const CaptureExchange e = endpoint.exchanges().at(1);
    QCOMPARE(e.attempts.size(), 2);
    QCOMPARE(e.attempts.at(0).end, TransportAttempt::End::ConnectionError);
    QVERIFY2(e.attempts.at(0).error.contains(QStringLiteral("sent again")), qPrintable(e.attempts.at(0).error));
    QCOMPARE(e.attempts.at(1).end, TransportAttempt::End::Complete);
    QCOMPARE(upstream.requests(), 3);
    QCOMPARE(upstream.connections(), 2);
}

void TestCaptureFaults::idleUpstreamConnectionCloses()
{
    // A kept-alive upstream connection that no request uses for the idle time is closed by the endpoint (the upstream
    // would keep it open forever).
    ClosingUpstream upstream(1000);
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    CaptureEndpointOptions options;
    options.upstreamIdleMs = 200;
    QVERIFY(start(endpoint, options, QStringLiteral("http://127.0.0.1:%1").arg(upstream.port())));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/messages", "{}"));
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().at(0).status, 200);
    QCOMPARE(upstream.closedByPeer(), 0);
    QTRY_COMPARE(upstream.closedByPeer(), 1);
    // The next request opens a new connection and goes through.
    client.send(httpRequest("POST", "/v1/messages", "{}"));
    QVERIFY(client.waitForResponses(2));
    QCOMPARE(client.responses().at(1).status, 200);
    QCOMPARE(upstream.connections(), 2);
    QVERIFY(!client.closed()); // the client's own connection is not the upstream's: it stays
}

void TestCaptureFaults::upstreamSilentBeforeAnswering()
{
    // The upstream takes the request and never answers: at the silence limit the client gets a 504 with a JSON error
    // body, on a connection that stays usable, and the record says what happened.
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::silence());
    CaptureEndpoint endpoint;
    CaptureEndpointOptions options;
    options.upstreamSilenceMs = 1000; // far longer than a loaded machine takes to pass on the first bytes
    QVERIFY(start(endpoint, options, upstream.baseUrl()));
    QSignalSpy unreachable(&endpoint, &CaptureEndpoint::upstreamUnreachable);
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/chat/completions", R"({"model":"m"})"));
    QVERIFY(client.waitForResponses(1));
    const HttpTestResponse r = client.responses().first();
    QCOMPARE(r.status, 504);
    QCOMPARE(r.header("content-type"), QByteArray("application/json"));
    const QJsonObject error = QJsonDocument::fromJson(r.body).object().value("error").toObject();
    QCOMPARE(error.value("type").toString(), QStringLiteral("upstream_timeout"));
    QVERIFY2(error.value("message").toString().contains(QStringLiteral("did not answer")), r.body.constData());
    QTRY_COMPARE(finishedCount(endpoint), 1);
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.status, 504);
    QCOMPARE(e.end, TransportAttempt::End::Timeout);
    QVERIFY(!e.upstreamUnreachable); // it was reached: it said nothing
    QCOMPARE(e.attempts.size(), 1);
    QCOMPARE(e.attempts.first().end, TransportAttempt::End::Timeout);
    QVERIFY2(e.error.contains(QStringLiteral("no byte of an answer")), qPrintable(e.error));
    QCOMPARE(unreachable.size(), 0);
    QVERIFY(!client.closed());
}

void TestCaptureFaults::upstreamStallsMidStream()
{
    // The answer starts and then nothing more comes: at the silence limit the client's connection is cut after what
    // it got, as when the upstream drops.
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    FakeResponse r = FakeResponse::stream({ sseText("before the stall ") });
    r.end = FakeResponse::End::Stall;
    upstream.enqueue(r);
    CaptureEndpoint endpoint;
    CaptureEndpointOptions options;
    options.upstreamSilenceMs = 1000; // far longer than a loaded machine takes to pass on the first bytes
    QVERIFY(start(endpoint, options, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/chat/completions", R"({"stream":true})"));
    QVERIFY(client.waitForClose());
    const HttpTestResponse seen = client.current();
    QCOMPARE(seen.status, 200);
    QVERIFY(!seen.complete);
    QCOMPARE(seen.body, sseText("before the stall "));
    QTRY_COMPARE(finishedCount(endpoint), 1);
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.end, TransportAttempt::End::Timeout);
    QCOMPARE(e.responseBody, sseText("before the stall "));
    QVERIFY2(e.error.contains(QStringLiteral("no byte of more of the answer")), qPrintable(e.error));
}

void TestCaptureFaults::slowStreamWithinTheSilenceLimit()
{
    // An answer whose pieces come further apart than nothing but closer than the limit, and that takes in all far
    // longer than the limit, goes through whole: the limit counts from the last byte, not from the request.
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    QList<QByteArray> pieces;
    for (int i = 0; i < 12; ++i)
        pieces << sseText(QStringLiteral("piece %1 ").arg(i));
    FakeResponse r = FakeResponse::stream(pieces);
    r.pieceDelayMs = 200;
    upstream.enqueue(r);
    CaptureEndpoint endpoint;
    CaptureEndpointOptions options;
    options.upstreamSilenceMs = 1000;
    QVERIFY(start(endpoint, options, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/chat/completions", R"({"stream":true})"));
    QVERIFY(client.waitForResponses(1));
    QVERIFY(client.responses().first().complete);
    QCOMPARE(client.responses().first().body, pieces.join());
    QTRY_COMPARE(finishedCount(endpoint), 1);
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.end, TransportAttempt::End::Complete);
    QVERIFY2(e.totalUs > 2 * 1000 * 1000, qPrintable(QString::number(e.totalUs))); // it outlasted the limit twice
}

void TestCaptureFaults::twentyMegabyteBody()
{
    QByteArray body = R"({"model":"m","messages":[{"role":"user","content":")";
    const QByteArray filler = "twenty megabytes of request body, ";
    while (body.size() < 20 * 1024 * 1024)
        body += filler;
    body += R"("}]})";
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::json(200, R"({"ok":true})"));
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/chat/completions", body));
    QVERIFY(client.waitForResponses(1, 60000));
    QCOMPARE(client.responses().first().status, 200);
    QCOMPARE(sha256(upstream.requests().first().body), sha256(body));
    QTRY_COMPARE(finishedCount(endpoint), 1);
    QCOMPARE(endpoint.exchanges().first().requestBody.size(), body.size());
}

void TestCaptureFaults::nonJsonBody()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::json(400, R"({"error":{"message":"not JSON"}})"));
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    static const char raw[] = "plain text, \x01\xff not JSON {";
    const QByteArray body(raw, sizeof(raw) - 1);
    client.send(httpRequest("POST", "/v1/chat/completions", body, { { "Content-Type", "text/plain" } }));
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().first().status, 400);
    QCOMPARE(upstream.requests().first().body, body);
    QCOMPARE(upstream.requests().first().headers.value("content-type"), QByteArray("text/plain"));
    QTRY_COMPARE(finishedCount(endpoint), 1);
    QCOMPARE(endpoint.exchanges().first().requestBody, body);
}

void TestCaptureFaults::unknownPath()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.setResponder([](const RecordedRequest &, int) {
        return FakeResponse::json(404, R"({"error":{"message":"no such route"}})");
    });
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("PUT", "/some/unknown/path?x=1&y=%20z", R"([1,2])"));
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().first().status, 404);
    QCOMPARE(client.responses().first().body, QByteArray(R"({"error":{"message":"no such route"}})"));
    QCOMPARE(upstream.requests().first().method, QByteArray("PUT"));
    QCOMPARE(upstream.requests().first().path, QByteArray("/v1/some/unknown/path?x=1&y=%20z"));
}

void TestCaptureFaults::requestInManySmallWrites()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::stream(sseAnswer(QStringLiteral("ok"))));
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, upstream.baseUrl()));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    QByteArray body = R"({"model":"m","messages":[{"role":"user","content":")";
    body += QByteArray(3000, 'x') + R"("}]})";
    const QByteArray request = httpRequest("POST", "/v1/chat/completions", body, { { "X-Api-Key", "k-123456" } });
    const int sizes[] = { 1, 2, 3, 5, 7, 11 };
    qsizetype at = 0;
    for (int i = 0; at < request.size(); ++i) {
        const int n = sizes[i % 6];
        client.send(request.mid(at, n));
        at += n;
        QCoreApplication::processEvents();
    }
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().first().body, sseAnswer(QStringLiteral("ok")).join());
    QCOMPARE(upstream.requests().first().body, body);
}

void TestCaptureFaults::twoClientsAtOnce()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.setResponder([](const RecordedRequest &request, int) {
        if (request.body.contains("first")) {
            FakeResponse r = FakeResponse::stream({ sseText("first is still streaming ") });
            r.end = FakeResponse::End::Stall;
            return r;
        }
        return FakeResponse::stream(sseAnswer(QStringLiteral("second done")));
    });
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, upstream.baseUrl()));
    HttpTestClient a;
    HttpTestClient b;
    QVERIFY(a.connectTo(quint16(endpoint.url().port())));
    QVERIFY(b.connectTo(quint16(endpoint.url().port())));
    a.send(httpRequest("POST", "/v1/chat/completions", R"({"n":"first"})"));
    QVERIFY(a.waitForBytes("first is still streaming"));
    // While A's answer is open, B's request goes through and completes.
    b.send(httpRequest("POST", "/v1/chat/completions", R"({"n":"second"})"));
    QVERIFY(b.waitForResponses(1));
    QCOMPARE(b.responses().first().body, sseAnswer(QStringLiteral("second done")).join());
    QVERIFY(!a.current().complete);
    QCOMPARE(endpoint.runningExchanges(), 1);
    QCOMPARE(endpoint.exchanges().size(), 2);
    QVERIFY(endpoint.exchanges().at(0).clientPort != endpoint.exchanges().at(1).clientPort);
    QCOMPARE(endpoint.exchanges().at(1).state, CaptureExchange::State::Finished);
    QSignalSpy stopped(&endpoint, &CaptureEndpoint::stopped);
    endpoint.stop(0);
    QVERIFY(stopped.wait(5000));
    QCOMPARE(endpoint.exchanges().at(0).end, TransportAttempt::End::Cancelled);
}

void TestCaptureFaults::malformedRequest()
{
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, QStringLiteral("http://127.0.0.1:9")));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send("THIS IS NOT HTTP\r\n\r\n");
    QVERIFY(client.waitForClose());
    const HttpTestResponse r = client.current();
    QCOMPARE(r.status, 400);
    QVERIFY2(QJsonDocument::fromJson(r.body).object().value("error").toObject().value("message").toString().contains(
                 QStringLiteral("request line")),
        r.body.constData());
    QCOMPARE(endpoint.exchanges().size(), 0);
}

void TestCaptureFaults::bodyOverTheLimit()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    QVERIFY(start(endpoint, upstream.baseUrl(), 1000));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send("POST /v1/messages HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n");
    QVERIFY(client.waitForClose());
    QCOMPARE(client.current().status, 413);
    QCOMPARE(upstream.requests().size(), 0);
}

QTEST_GUILESS_MAIN(TestCaptureFaults)
#include "tst_capture_faults.moc"
