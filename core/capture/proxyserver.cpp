// ProxyServer: accepting clients, numbering requests, the pool of upstream managers, shutting down.
#include "proxyserver.h"

#include "capture/clientconnection.h"
#include "capture/forwardedexchange.h"
#include "capture/localanswer.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QTcpSocket>
#include <QTimer>

namespace sw {

namespace {
// Qt 6.4's HTTP/1.1 connection limit per host and manager.
constexpr int kConnectionsPerManager = 6;
constexpr int kMaxManagers = 64;
} // namespace

ProxyServer::ProxyServer(const CaptureEndpointOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_server(this)
{
    connect(&m_server, &QTcpServer::newConnection, this, &ProxyServer::onNewConnection);
}

ProxyServer::~ProxyServer()
{
    for (ForwardedExchange *e : std::as_const(m_exchanges))
        e->disconnect(this);
    for (ClientConnection *c : std::as_const(m_connections))
        c->disconnect(this);
}

bool ProxyServer::listen(QString *error)
{
    m_server.setMaxPendingConnections(256);
    // A client may open many connections at once: with the default backlog (50) the kernel drops the SYNs past it
    // and the client waits a second before it tries again.
    m_server.setListenBacklogSize(1024);
    if (!m_server.listen(m_options.address, m_options.port)) {
        *error = QStringLiteral("cannot listen on %1:%2: %3")
                     .arg(m_options.address.toString())
                     .arg(m_options.port)
                     .arg(m_server.errorString());
        return false;
    }
    return true;
}

void ProxyServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        if (m_shuttingDown) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        auto *connection = new ClientConnection(socket, m_options.maxBodyBytes, this);
        m_connections.insert(connection);
        connect(connection, &ClientConnection::requestReceived, this,
            [this, connection](const HttpRequest &request) { onRequest(connection, request); });
        connect(connection, &ClientConnection::closed, this, [this, connection] {
            m_connections.remove(connection);
            maybeShutDown();
        });
    }
}

QNetworkAccessManager *ProxyServer::pickManager()
{
    QNetworkAccessManager *best = nullptr;
    for (QNetworkAccessManager *m : std::as_const(m_managers))
        if (!best || m_inFlight.value(m) < m_inFlight.value(best))
            best = m;
    if (!best || (m_inFlight.value(best) >= kConnectionsPerManager && m_managers.size() < kMaxManagers)) {
        best = new QNetworkAccessManager(this);
        best->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
        m_managers.append(best);
    }
    return best;
}

void ProxyServer::onRequest(ClientConnection *connection, const HttpRequest &request)
{
    if (m_options.answerer) {
        if (std::optional<LocalAnswer> local = m_options.answerer->answer(request)) {
            answerLocally(++m_next, connection, request, *local);
            return;
        }
    }
    auto *exchange = new ForwardedExchange(++m_next, request, connection, m_options.upstream, this);
    exchange->setUpstreamKey(m_options.upstreamKey);
    m_exchanges.insert(exchange);
    connect(exchange, &ForwardedExchange::started, this, &ProxyServer::exchangeStarted);
    connect(exchange, &ForwardedExchange::responded, this, &ProxyServer::exchangeResponded);
    connect(exchange, &ForwardedExchange::credentialsSeen, this, &ProxyServer::credentialsSeen);
    connect(exchange, &ForwardedExchange::finished, this, [this, exchange](const CaptureExchange &record) {
        m_exchanges.remove(exchange);
        if (QNetworkAccessManager *m = exchange->manager())
            m_inFlight[m] = std::max(0, m_inFlight.value(m) - 1);
        Q_EMIT exchangeFinished(record);
        maybeShutDown();
    });
    QNetworkAccessManager *manager = pickManager();
    ++m_inFlight[manager];
    exchange->start(manager);
}

void ProxyServer::answerLocally(
    int number, ClientConnection *connection, const HttpRequest &request, const LocalAnswer &answer)
{
    QElapsedTimer clock;
    clock.start();
    CaptureExchange e = receivedExchange(number, request, connection->peerPort());
    e.upstreamUrl = answer.source;
    e.answeredBy = answer.source;
    Q_EMIT exchangeStarted(e);
    e.status = answer.status;
    e.reason = answer.reason;
    e.responseHeaders = answer.headers;
    e.responseHeaders << qMakePair(QByteArray("Content-Length"), QByteArray::number(answer.body.size()));
    e.responseBody = answer.body;
    e.end = answer.status >= 200 && answer.status < 300 ? TransportAttempt::End::Complete
                                                        : TransportAttempt::End::HttpError;
    connection->writeHead(answer.status, answer.reason, e.responseHeaders, answer.body.size());
    if (request.head.method != "HEAD")
        connection->writeBody(answer.body);
    connection->endAnswer();
    e.waitUs = clock.nsecsElapsed() / 1000;
    e.totalUs = e.waitUs;
    e.state = CaptureExchange::State::Finished;
    Q_EMIT exchangeResponded(e.number, e.status, e.waitUs);
    Q_EMIT exchangeFinished(e);
}

void ProxyServer::shutdown(int graceMs)
{
    if (m_shuttingDown)
        return;
    m_shuttingDown = true;
    m_server.close();
    for (ClientConnection *c : QList<ClientConnection *>(m_connections.cbegin(), m_connections.cend()))
        c->closeWhenIdle();
    if (graceMs <= 0)
        cutRemaining();
    else
        QTimer::singleShot(graceMs, this, &ProxyServer::cutRemaining);
    maybeShutDown();
}

void ProxyServer::cutRemaining()
{
    for (ForwardedExchange *e : QList<ForwardedExchange *>(m_exchanges.cbegin(), m_exchanges.cend()))
        e->cancel(QStringLiteral("the capture endpoint stopped before the answer ended"));
    for (ClientConnection *c : QList<ClientConnection *>(m_connections.cbegin(), m_connections.cend()))
        c->abort();
    maybeShutDown();
}

void ProxyServer::maybeShutDown()
{
    if (!m_shuttingDown || m_shutDownEmitted || !m_exchanges.isEmpty() || !m_connections.isEmpty())
        return;
    m_shutDownEmitted = true;
    Q_EMIT shutDown();
}

} // namespace sw
