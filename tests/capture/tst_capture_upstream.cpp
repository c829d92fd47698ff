// The capture endpoint's own upstream client, seen from a raw upstream: the request goes up byte for byte as the
// client sent it (target, header lines with repetitions and case, body) with only Host and the hop-by-hop fields
// changed and nothing added; the answer comes back the same way (reason phrase, repeated fields); kept-alive upstream
// connections are reused; an answer the connection's end frames reaches the client whole; HTTPS upstreams, refused
// with the certificate's problem when it is not trusted; an upstream reached through an HTTP proxy's CONNECT tunnel,
// and the proxy a client would use, chosen from the environment; a connection whose request body had not all gone
// up when the answer came is not reused; past the pool's cap of idle connections the longest idle closes.
// NO_PROXY for a client started through the endpoint.
#include "capture/captureconnect.h"
#include "capture/captureendpoint.h"
#include "httptestclient.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QPointer>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {

// An upstream that records every byte it receives and answers each request (a head ending in a blank line and
// `Content-Length` bytes) with `answer`; with `closeAfter` it closes the connection after answering.
class RawUpstream : public QObject
{
public:
    explicit RawUpstream(QTcpServer *server = nullptr)
        : m_server(server ? server : new QTcpServer(this))
    {
        if (server)
            server->setParent(this);
        // pendingConnectionAvailable: a QSslServer's connection is pending once its handshake is done
        connect(m_server, &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket *s = m_server->nextPendingConnection()) {
                ++m_connections;
                auto buffer = std::make_shared<QByteArray>();
                connect(s, &QTcpSocket::readyRead, s, [this, s, buffer] {
                    const QByteArray bytes = s->readAll();
                    m_received += bytes;
                    *buffer += bytes;
                    for (;;) {
                        const qsizetype end = buffer->indexOf("\r\n\r\n");
                        if (end < 0)
                            return;
                        qsizetype length = 0;
                        for (const QByteArray &line : buffer->left(end).split('\n'))
                            if (line.toLower().startsWith("content-length:"))
                                length = line.mid(15).trimmed().toLongLong();
                        if (buffer->size() < end + 4 + length)
                            return;
                        buffer->remove(0, end + 4 + length);
                        ++m_requests;
                        s->write(answer);
                        if (closeAfter)
                            s->disconnectFromHost();
                    }
                });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }
    bool listen() { return m_server->listen(QHostAddress::LocalHost); }
    quint16 port() const { return m_server->serverPort(); }
    int connections() const { return m_connections; }
    int requests() const { return m_requests; }
    QByteArray received() const { return m_received; }

    QByteArray answer = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}";
    bool closeAfter = false;

private:
    QTcpServer *m_server;
    QByteArray m_received;
    int m_connections = 0;
    int m_requests = 0;
};

bool startEndpoint(CaptureEndpoint &endpoint, const QString &upstream,
    const QNetworkProxy &proxy = QNetworkProxy(QNetworkProxy::NoProxy))
{
    CaptureEndpointOptions options;
    options.upstream = QUrl(upstream);
    options.upstreamProxy = proxy;
    QString error;
    return endpoint.start(options, &error);
}

QNetworkProxy httpProxyAt(quint16 port)
{
    return QNetworkProxy(QNetworkProxy::HttpProxy, QStringLiteral("127.0.0.1"), port);
}

// An environment of NAME=VALUE pairs.
QProcessEnvironment environmentOf(const QStringList &pairs)
{
    QProcessEnvironment env;
    for (const QString &pair : pairs)
        env.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    return env;
}

int finishedCount(const CaptureEndpoint &endpoint)
{
    int n = 0;
    for (const CaptureExchange &e : endpoint.exchanges())
        n += e.isFinished() ? 1 : 0;
    return n;
}

// One POST through the endpoint on a connection of its own; status 0 when no answer came.
HttpTestResponse postThrough(const CaptureEndpoint &endpoint)
{
    HttpTestClient client;
    if (!client.connectTo(quint16(endpoint.url().port())))
        return {};
    client.send(httpRequest("POST", "/v1/x", "{}"));
    return client.waitForResponses(1) ? client.responses().first() : HttpTestResponse();
}

QByteArray readTestFile(const char *name)
{
    QFile f(QStringLiteral(SW_TEST_DATA_DIR "/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCaptureUpstream : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void requestGoesUpExactly();
    void answerComesBackExactly();
    void keptAliveConnectionsAreReused();
    void answerFramedByTheConnectionsEnd();
    void answerBeforeTheWholeBodyWentUp();
    void idleConnectionsPastTheCapClose();
    void httpsUpstream();
    void throughAnHttpProxy();
    void deadProxySaysSo();
    void proxyFromTheEnvironment_data();
    void proxyFromTheEnvironment();
    void endpointKeptOffProxies_data();
    void endpointKeptOffProxies();
};

void TestCaptureUpstream::requestGoesUpExactly()
{
    RawUpstream upstream;
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, QStringLiteral("http://127.0.0.1:%1/prefix/v1").arg(upstream.port())));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    const QByteArray body = R"({"model":"m","messages":[{"role":"user","content":"hi"}]})";
    client.send("POST /v1/messages?beta=true&x=%7e%41 HTTP/1.1\r\n"
                "Host: localhost:1\r\n"
                "anthropic-version: 2023-06-01\r\n"
                "X-Dup: 1\r\n"
                "Connection: keep-alive, X-Hop\r\n"
                "X-Hop: dropped\r\n"
                "Keep-Alive: timeout=5\r\n"
                "x-Lower-Case: Kept\r\n"
                "X-Dup: 2\r\n"
                "Content-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().first().status, 200);
    QTRY_COMPARE(finishedCount(endpoint), 1);

    // Byte for byte: the target as sent after the upstream's path, Host first, the client's fields in their order and
    // case, repetitions apart, the hop-by-hop ones gone, nothing added (no Accept-Encoding, User-Agent, ...).
    const QByteArray expected = "POST /prefix/v1/messages?beta=true&x=%7e%41 HTTP/1.1\r\n"
                                "Host: 127.0.0.1:"
        + QByteArray::number(upstream.port())
        + "\r\n"
          "anthropic-version: 2023-06-01\r\n"
          "X-Dup: 1\r\n"
          "x-Lower-Case: Kept\r\n"
          "X-Dup: 2\r\n"
          "Content-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    QCOMPARE(upstream.received(), expected);
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.upstreamUrl,
        QStringLiteral("http://127.0.0.1:%1/prefix/v1/messages?beta=true&x=%7e%41").arg(upstream.port()));
    QCOMPARE(e.attempts.size(), 1);
    QCOMPARE(e.attempts.first().requestHeaders.size(), 6); // Host, the four fields, Content-Length
}

void TestCaptureUpstream::answerComesBackExactly()
{
    RawUpstream upstream;
    upstream.answer = "HTTP/1.1 201 Made It Here\r\nX-Dup: a\r\nSet-Cookie: s=1\r\nSet-Cookie: t=2\r\nX-Dup: b\r\n"
                      "Keep-Alive: timeout=1\r\nContent-Length: 5\r\n\r\nhello";
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, QStringLiteral("http://127.0.0.1:%1").arg(upstream.port())));
    const HttpTestResponse r = postThrough(endpoint);
    QCOMPARE(r.status, 201);
    QCOMPARE(r.reason, QByteArray("Made It Here"));
    QCOMPARE(r.body, QByteArray("hello"));
    QList<QByteArray> names;
    for (const auto &h : r.headers)
        names << h.first;
    QCOMPARE(names,
        QList<QByteArray>(
            { "X-Dup", "Set-Cookie", "Set-Cookie", "X-Dup", "Content-Length" })); // Keep-Alive is hop-by-hop
    QCOMPARE(r.headers.at(2).second, QByteArray("t=2"));
    QTRY_COMPARE(finishedCount(endpoint), 1);
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.status, 201);
    QCOMPARE(e.reason, QByteArray("Made It Here"));
    QCOMPARE(e.responseBody, QByteArray("hello"));
    QCOMPARE(e.responseHeaders.size(), 6);
}

void TestCaptureUpstream::keptAliveConnectionsAreReused()
{
    RawUpstream upstream;
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, QStringLiteral("http://127.0.0.1:%1").arg(upstream.port())));
    // Three clients one after another, each on a connection of its own: the upstream sees one connection.
    for (int i = 1; i <= 3; ++i) {
        QCOMPARE(postThrough(endpoint).status, 200);
        QTRY_COMPARE(finishedCount(endpoint), i);
    }
    QCOMPARE(upstream.requests(), 3);
    QCOMPARE(upstream.connections(), 1);

    // An upstream that ends each connection after its answer gets a new connection per request.
    RawUpstream closing;
    closing.answer = "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}";
    closing.closeAfter = true;
    QVERIFY(closing.listen());
    CaptureEndpoint endpoint2;
    QVERIFY(startEndpoint(endpoint2, QStringLiteral("http://127.0.0.1:%1").arg(closing.port())));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint2.url().port())));
    for (int i = 1; i <= 2; ++i) {
        client.send(httpRequest("POST", "/v1/x", "{}"));
        QVERIFY(client.waitForResponses(i));
        QCOMPARE(client.responses().at(i - 1).status, 200);
        QTRY_COMPARE(finishedCount(endpoint2), i);
    }
    QCOMPARE(closing.connections(), 2);
    for (const CaptureExchange &e : endpoint2.exchanges())
        QCOMPARE(e.attempts.size(), 1);
}

void TestCaptureUpstream::answerFramedByTheConnectionsEnd()
{
    RawUpstream upstream;
    upstream.answer = "HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nall of it, until the end";
    upstream.closeAfter = true;
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, QStringLiteral("http://127.0.0.1:%1").arg(upstream.port())));
    const HttpTestResponse r = postThrough(endpoint);
    QCOMPARE(r.body, QByteArray("all of it, until the end"));
    QCOMPARE(r.header("transfer-encoding"), QByteArray("chunked")); // re-framed so the client's connection goes on
    QTRY_COMPARE(finishedCount(endpoint), 1);
    const CaptureExchange e = endpoint.exchanges().first();
    QCOMPARE(e.attempts.first().end, TransportAttempt::End::Complete);
    QCOMPARE(e.responseBody, QByteArray("all of it, until the end"));
}

void TestCaptureUpstream::answerBeforeTheWholeBodyWentUp()
{
    // An upstream that refuses a large body as soon as it has the head (a 413, keep-alive) and reads no more of it:
    // the rest of the body still waits to go up on that connection, so the next request must take a new one (on the
    // old one it would queue behind the body the upstream never reads).
    int connections = 0;
    int answered = 0;
    QTcpServer server; // after what its sockets' handlers touch: it goes first at the end
    connect(&server, &QTcpServer::newConnection, &server, [&] {
        while (QTcpSocket *s = server.nextPendingConnection()) {
            ++connections;
            s->setParent(&server);
            s->setReadBufferSize(64 * 1024); // stops reading from the kernel once full: the sender backs up
            auto buffer = std::make_shared<QByteArray>();
            auto refused = std::make_shared<bool>(false);
            connect(s, &QTcpSocket::readyRead, s, [s, buffer, refused, &answered] {
                if (*refused)
                    return; // the body is left unread
                *buffer += s->readAll();
                const qsizetype end = buffer->indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                if (buffer->startsWith("POST /v1/big ")) {
                    *refused = true;
                    s->write("HTTP/1.1 413 Payload Too Large\r\nContent-Length: 0\r\n\r\n");
                    return;
                }
                if (buffer->size() < end + 4 + 2) // the small request's body, "{}"
                    return;
                buffer->clear();
                ++answered;
                s->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
            });
        }
    });
    QVERIFY(server.listen(QHostAddress::LocalHost));
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())));
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(endpoint.url().port())));
    client.send(httpRequest("POST", "/v1/big", QByteArray(32 * 1024 * 1024, 'x')));
    QVERIFY(client.waitForResponses(1, 60000));
    QCOMPARE(client.responses().first().status, 413);
    client.send(httpRequest("POST", "/v1/small", "{}"));
    QVERIFY(client.waitForResponses(2, 20000));
    QCOMPARE(client.responses().at(1).status, 200);
    QCOMPARE(client.responses().at(1).body, QByteArray("ok"));
    QCOMPARE(connections, 2);
    QCOMPARE(answered, 1);
}

void TestCaptureUpstream::idleConnectionsPastTheCapClose()
{
    // An upstream that answers only once three requests wait (so the endpoint needs three connections at once), and
    // a pool that keeps two idle: after the wave one connection closes, and the next wave of three reuses two and
    // opens one.
    int connections = 0;
    int closed = 0;
    QList<QPointer<QTcpSocket>> waiting;
    QTcpServer server; // after what its sockets' handlers touch: deleting them at the end emits disconnected
    connect(&server, &QTcpServer::newConnection, &server, [&] {
        while (QTcpSocket *s = server.nextPendingConnection()) {
            ++connections;
            s->setParent(&server);
            connect(s, &QTcpSocket::disconnected, s, [&closed] { ++closed; });
            auto buffer = std::make_shared<QByteArray>();
            connect(s, &QTcpSocket::readyRead, s, [s, buffer, &waiting] {
                *buffer += s->readAll();
                const qsizetype end = buffer->indexOf("\r\n\r\n");
                if (end < 0 || buffer->size() < end + 4 + 2) // head and "{}"
                    return;
                buffer->clear();
                waiting << s;
                if (waiting.size() < 3)
                    return;
                for (const QPointer<QTcpSocket> &w : std::exchange(waiting, {}))
                    if (w)
                        w->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
            });
        }
    });
    QVERIFY(server.listen(QHostAddress::LocalHost));
    CaptureEndpointOptions options;
    options.upstream = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
    options.upstreamIdleMax = 2;
    CaptureEndpoint endpoint;
    QString error;
    QVERIFY2(endpoint.start(options, &error), qPrintable(error));
    auto wave = [&endpoint] {
        HttpTestClient a, b, c;
        for (HttpTestClient *client : { &a, &b, &c }) {
            if (!client->connectTo(quint16(endpoint.url().port())))
                return false;
            client->send(httpRequest("POST", "/v1/x", "{}"));
        }
        for (HttpTestClient *client : { &a, &b, &c }) {
            if (!client->waitForResponses(1) || client->responses().first().status != 200)
                return false;
        }
        return true;
    };
    QVERIFY(wave());
    QCOMPARE(connections, 3);
    QTRY_COMPARE(closed, 1); // the third idle one, past the cap
    QVERIFY(wave());
    QCOMPARE(connections, 4);
}

void TestCaptureUpstream::httpsUpstream()
{
    if (!QSslSocket::supportsSsl())
        QSKIP("no TLS backend");
    const QByteArray certPem = readTestFile("tls-upstream.crt");
    const QByteArray keyPem = readTestFile("tls-upstream.key");
    QVERIFY(!certPem.isEmpty() && !keyPem.isEmpty());
    const QSslCertificate cert(certPem, QSsl::Pem);
    const QSslKey key(keyPem, QSsl::Ec, QSsl::Pem);
    QVERIFY(!cert.isNull());
    QVERIFY(!key.isNull());
    auto *server = new QSslServer;
    QSslConfiguration serverTls = QSslConfiguration::defaultConfiguration();
    serverTls.setLocalCertificate(cert);
    serverTls.setPrivateKey(key);
    serverTls.setPeerVerifyMode(QSslSocket::VerifyNone);
    server->setSslConfiguration(serverTls);
    RawUpstream upstream(server);
    QVERIFY(upstream.listen());
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, QStringLiteral("https://127.0.0.1:%1").arg(upstream.port())));

    // The test certificate is nobody's: the client gets a 502 that says why.
    {
        const HttpTestResponse r = postThrough(endpoint);
        QCOMPARE(r.status, 502);
        const QString message
            = QJsonDocument::fromJson(r.body).object().value("error").toObject().value("message").toString();
        QVERIFY2(message.contains(QStringLiteral("certificate"), Qt::CaseInsensitive), qPrintable(message));
        QTRY_COMPARE(finishedCount(endpoint), 1);
        QVERIFY(endpoint.exchanges().first().upstreamUnreachable);
    }

    // Trusted (as a system's CA store would), the same upstream answers through TLS.
    const QSslConfiguration before = QSslConfiguration::defaultConfiguration();
    QSslConfiguration trusting = before;
    trusting.addCaCertificate(cert);
    QSslConfiguration::setDefaultConfiguration(trusting);
    const HttpTestResponse r = postThrough(endpoint);
    // And through an HTTP proxy's tunnel, TLS inside it.
    ConnectProxy proxy;
    QVERIFY(proxy.listen());
    CaptureEndpoint tunnelled;
    QVERIFY(startEndpoint(
        tunnelled, QStringLiteral("https://127.0.0.1:%1").arg(upstream.port()), httpProxyAt(proxy.port())));
    const HttpTestResponse viaProxy = postThrough(tunnelled);
    QSslConfiguration::setDefaultConfiguration(before);
    QCOMPARE(viaProxy.status, 200);
    QCOMPARE(proxy.targets, QByteArrayList { "127.0.0.1:" + QByteArray::number(upstream.port()) });
    QCOMPARE(r.status, 200);
    QCOMPARE(r.body, QByteArray("{}"));
    QTRY_COMPARE(finishedCount(endpoint), 2);
    const CaptureExchange e = endpoint.exchanges().at(1);
    QCOMPARE(e.attempts.first().end, TransportAttempt::End::Complete);
    QVERIFY(e.upstreamUrl.startsWith(QStringLiteral("https://127.0.0.1:")));
    QVERIFY(upstream.received().contains("POST /v1/x HTTP/1.1\r\nHost: 127.0.0.1:"));
}

void TestCaptureUpstream::throughAnHttpProxy()
{
    RawUpstream upstream;
    QVERIFY(upstream.listen());
    ConnectProxy proxy;
    QVERIFY(proxy.listen());
    CaptureEndpoint endpoint;
    QVERIFY(
        startEndpoint(endpoint, QStringLiteral("http://127.0.0.1:%1").arg(upstream.port()), httpProxyAt(proxy.port())));
    const HttpTestResponse r = postThrough(endpoint);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.body, QByteArray("{}"));
    // One tunnel to the upstream, and inside it the request as it goes up directly (origin-form target, Host).
    QCOMPARE(proxy.targets, QByteArrayList { "127.0.0.1:" + QByteArray::number(upstream.port()) });
    QVERIFY2(
        upstream.received().startsWith("POST /v1/x HTTP/1.1\r\nHost: 127.0.0.1:"), upstream.received().constData());
    // A second request reuses the tunnel's connection.
    QCOMPARE(postThrough(endpoint).status, 200);
    QCOMPARE(proxy.targets.size(), 1);
    QCOMPARE(upstream.connections(), 1);
}

void TestCaptureUpstream::deadProxySaysSo()
{
    RawUpstream upstream;
    QVERIFY(upstream.listen());
    QTcpServer gone;
    QVERIFY(gone.listen(QHostAddress::LocalHost));
    const quint16 deadPort = gone.serverPort();
    gone.close();
    CaptureEndpoint endpoint;
    QVERIFY(startEndpoint(endpoint, QStringLiteral("http://127.0.0.1:%1").arg(upstream.port()), httpProxyAt(deadPort)));
    const HttpTestResponse r = postThrough(endpoint);
    QCOMPARE(r.status, 502);
    const QString message
        = QJsonDocument::fromJson(r.body).object().value("error").toObject().value("message").toString();
    QVERIFY2(message.contains(QStringLiteral("proxy"), Qt::CaseInsensitive), qPrintable(message));
    QCOMPARE(upstream.requests(), 0);
}

void TestCaptureUpstream::proxyFromTheEnvironment_data()
{
    QTest::addColumn<QString>("upstream");
    QTest::addColumn<QStringList>("environment"); // NAME=VALUE
    QTest::addColumn<int>("type"); // QNetworkProxy::ProxyType
    QTest::addColumn<QString>("hostPort"); // "host:port" of the proxy, "" for none
    QTest::addColumn<QString>("variable");
    QTest::addColumn<bool>("problem");
    const QString api = QStringLiteral("https://api.anthropic.com");
    const int none = QNetworkProxy::NoProxy;
    const int http = QNetworkProxy::HttpProxy;
    const int socks = QNetworkProxy::Socks5Proxy;
    QTest::newRow("nothing set") << api << QStringList() << none << QString() << QString() << false;
    QTest::newRow("https_proxy") << api << QStringList { "https_proxy=http://proxy:3128" } << http << "proxy:3128"
                                 << "https_proxy" << false;
    QTest::newRow("HTTPS_PROXY, no scheme, default port")
        << api << QStringList { "HTTPS_PROXY=proxy.corp" } << http << "proxy.corp:80"
        << "HTTPS_PROXY" << false;
    QTest::newRow("lowercase first") << api << QStringList { "HTTPS_PROXY=http://b:2", "https_proxy=http://a:1" }
                                     << http << "a:1"
                                     << "https_proxy" << false;
    QTest::newRow("http_proxy is not for https")
        << api << QStringList { "http_proxy=http://proxy:3128" } << none << QString() << QString() << false;
    QTest::newRow("http upstream, http_proxy")
        << "http://models.lan:11434/v1" << QStringList { "http_proxy=http://proxy:3128" } << http << "proxy:3128"
        << "http_proxy" << false;
    QTest::newRow("all_proxy, socks5") << api << QStringList { "ALL_PROXY=socks5h://s:1081" } << socks << "s:1081"
                                       << "ALL_PROXY" << false;
    QTest::newRow("loopback upstream") << "http://127.0.0.1:11434/v1" << QStringList { "http_proxy=http://p:1" } << none
                                       << QString() << QString() << false;
    QTest::newRow("localhost upstream") << "http://localhost:8080" << QStringList { "http_proxy=http://p:1" } << none
                                        << QString() << QString() << false;
    QTest::newRow("ipv6 loopback") << "http://[::1]:8080" << QStringList { "http_proxy=http://p:1" } << none
                                   << QString() << QString() << false;
    QTest::newRow("no_proxy domain") << api
                                     << QStringList { "https_proxy=http://p:1", "no_proxy=example.org, anthropic.com" }
                                     << none << QString() << QString() << false;
    QTest::newRow("NO_PROXY leading dot") << api << QStringList { "https_proxy=http://p:1", "NO_PROXY=.anthropic.com" }
                                          << none << QString() << QString() << false;
    QTest::newRow("NO_PROXY star") << api << QStringList { "https_proxy=http://p:1", "NO_PROXY=*" } << none << QString()
                                   << QString() << false;
    QTest::newRow("no_proxy other domain")
        << api << QStringList { "https_proxy=http://p:1", "no_proxy=thropic.com" } << http << "p:1"
        << "https_proxy" << false;
    QTest::newRow("https proxy scheme is not supported")
        << api << QStringList { "https_proxy=https://p:443" } << none << QString() << "https_proxy" << true;
}

void TestCaptureUpstream::proxyFromTheEnvironment()
{
    QFETCH(QString, upstream);
    QFETCH(QStringList, environment);
    QFETCH(int, type);
    QFETCH(QString, hostPort);
    QFETCH(QString, variable);
    QFETCH(bool, problem);
    const UpstreamProxyChoice choice = upstreamProxyFromEnvironment(QUrl(upstream), environmentOf(environment));
    QCOMPARE(int(choice.proxy.type()), type);
    if (!hostPort.isEmpty())
        QCOMPARE(QStringLiteral("%1:%2").arg(choice.proxy.hostName()).arg(choice.proxy.port()), hostPort);
    QCOMPARE(choice.variable, variable);
    QCOMPARE(!choice.problem.isEmpty(), problem);
}

void TestCaptureUpstream::endpointKeptOffProxies_data()
{
    QTest::addColumn<QStringList>("environment"); // NAME=VALUE
    QTest::addColumn<bool>("changed");
    QTest::addColumn<QString>("noProxy"); // both NO_PROXY and no_proxy afterwards; "-" for neither set
    QTest::newRow("no proxy: nothing added") << QStringList { "NO_PROXY=corp" } << false << "-";
    QTest::newRow("proxy, no list") << QStringList { "HTTPS_PROXY=http://p:1" } << true << "127.0.0.1";
    QTest::newRow("both lists joined") << QStringList { "http_proxy=http://p:1", "NO_PROXY=a, b", "no_proxy=b,c" }
                                       << true << "b,c,a,127.0.0.1";
    QTest::newRow("host already named") << QStringList { "ALL_PROXY=socks5://p:1", "NO_PROXY=127.0.0.1" } << true
                                        << "127.0.0.1";
    QTest::newRow("star covers it") << QStringList { "all_proxy=http://p:1", "no_proxy=*", "NO_PROXY=*" } << false
                                    << "*";
}

void TestCaptureUpstream::endpointKeptOffProxies()
{
    QFETCH(QStringList, environment);
    QFETCH(bool, changed);
    QFETCH(QString, noProxy);
    QProcessEnvironment env = environmentOf(environment);
    QCOMPARE(keepEndpointOffProxies(env, QUrl(QStringLiteral("http://127.0.0.1:4321"))), changed);
    if (noProxy == QLatin1String("-")) {
        QVERIFY(!env.contains(QStringLiteral("no_proxy")));
        QCOMPARE(env.value(QStringLiteral("NO_PROXY")), QStringLiteral("corp"));
    } else {
        QCOMPARE(env.value(QStringLiteral("NO_PROXY")), noProxy);
        QCOMPARE(env.value(QStringLiteral("no_proxy")), noProxy);
    }
}

QTEST_GUILESS_MAIN(TestCaptureUpstream)
#include "tst_capture_upstream.moc"
