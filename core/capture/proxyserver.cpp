// ProxyServer: accepting clients, numbering requests, forwarding, shutting down.
#include "proxyserver.h"

#include "capture/clientconnection.h"
#include "capture/forwardedexchange.h"
#include "capture/localanswer.h"
#include "capture/upstreamconnection.h"

#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTimer>

namespace sw {

ProxyServer::ProxyServer(const CaptureEndpointOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_server(this)
    , m_origin(options.upstream)
    , m_pool(new UpstreamPool(options.upstreamIdleMs, options.upstreamIdleMax, options.upstreamSilenceMs, this))
{
    m_origin.proxy = options.upstreamProxy;
    m_server.setProxy(QNetworkProxy::NoProxy); // clients connect directly, whatever the application's proxy
    connect(&m_server, &QTcpServer::newConnection, this, &ProxyServer::onNewConnection);
}

ProxyServer::~ProxyServer()
{
    qDeleteAll(m_ended);
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

void ProxyServer::onRequest(ClientConnection *connection, const HttpRequest &request)
{
    if (m_options.answerer) {
        if (std::optional<LocalAnswer> local = m_options.answerer->answer(request)) {
            answerLocally(++m_next, connection, request, *local);
            return;
        }
    }
    auto *exchange = new ForwardedExchange(++m_next, request, connection, m_origin, this);
    exchange->setUpstreamKey(m_options.upstreamKey);
    m_exchanges.insert(exchange);
    connect(exchange, &ForwardedExchange::started, this, [this](const CaptureExchange &record) {
        EndpointEvent e;
        e.exchange = record;
        post(std::move(e));
    });
    connect(exchange, &ForwardedExchange::responded, this, [this](int number, int status, qint64 waitUs) {
        EndpointEvent e;
        e.kind = EndpointEvent::Kind::Responded;
        e.number = number;
        e.status = status;
        e.waitUs = waitUs;
        post(std::move(e));
    });
    connect(exchange, &ForwardedExchange::credentialsSeen, this, [this](const QStringList &values) {
        EndpointEvent e;
        e.kind = EndpointEvent::Kind::Credentials;
        e.credentials = values;
        post(std::move(e));
    });
    connect(exchange, &ForwardedExchange::finished, this, [this, exchange](const CaptureExchange &record) {
        m_exchanges.remove(exchange);
        m_ended.append(exchange);
        EndpointEvent e;
        e.kind = EndpointEvent::Kind::Finished;
        e.exchange = record;
        post(std::move(e));
        maybeShutDown();
    });
    exchange->start(m_pool);
}

void ProxyServer::post(EndpointEvent event)
{
    if (m_events.isEmpty())
        QMetaObject::invokeMethod(this, &ProxyServer::sendEvents, Qt::QueuedConnection);
    m_events.append(std::move(event));
}

void ProxyServer::sync()
{
    EndpointEvent e;
    e.kind = EndpointEvent::Kind::Synced;
    post(std::move(e));
    sendEvents();
}

void ProxyServer::sendEvents()
{
    qDeleteAll(std::exchange(m_ended, {}));
    if (m_events.isEmpty())
        return;
    Q_EMIT events(std::exchange(m_events, {}));
    maybeShutDown();
}

void ProxyServer::answerLocally(
    int number, ClientConnection *connection, const HttpRequest &request, const LocalAnswer &answer)
{
    QElapsedTimer clock;
    clock.start();
    CaptureExchange e = receivedExchange(number, request, connection->peerPort());
    e.upstreamUrl = answer.source;
    e.answeredBy = answer.source;
    EndpointEvent started;
    started.exchange = e;
    post(std::move(started));
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
    // One attempt, as for a forwarded exchange, so the record (and a saved capture) keeps the request's method, target
    // and headers and the answer's; its URL is the target alone: it went nowhere.
    TransportAttempt attempt;
    attempt.startedAt = e.startedAt;
    attempt.method = e.method;
    attempt.url = QString::fromUtf8(e.target);
    attempt.requestHeaders = e.requestHeaders;
    attempt.requestBytes = e.requestBody.size();
    attempt.status = e.status;
    attempt.reason = e.reason;
    attempt.httpVersion = "HTTP/1.1";
    attempt.responseHeaders = e.responseHeaders;
    attempt.responseBody = e.responseBody;
    attempt.waitMs = e.waitUs / 1000;
    attempt.durationMs = e.totalUs / 1000;
    attempt.end = e.end;
    e.attempts = { attempt };
    EndpointEvent responded;
    responded.kind = EndpointEvent::Kind::Responded;
    responded.number = e.number;
    responded.status = e.status;
    responded.waitUs = e.waitUs;
    post(std::move(responded));
    EndpointEvent finished;
    finished.kind = EndpointEvent::Kind::Finished;
    finished.exchange = std::move(e);
    post(std::move(finished));
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
    if (!m_events.isEmpty())
        return; // after the last batch went out (sendEvents comes back here)
    m_shutDownEmitted = true;
    Q_EMIT shutDown();
}

} // namespace sw
