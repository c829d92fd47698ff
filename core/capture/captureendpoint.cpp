// CaptureEndpoint: the endpoint's thread, and the exchanges as the owner's thread sees them.
#include "captureendpoint.h"

#include "capture/localanswer.h"
#include "capture/proxyserver.h"

namespace sw {

CaptureEndpoint::CaptureEndpoint(QObject *parent)
    : QObject(parent)
    , m_bodies(std::make_shared<BodyStore>())
{
    qRegisterMetaType<sw::CaptureExchange>();
    m_thread.setObjectName(QStringLiteral("capture endpoint"));
    connect(&m_thread, &QThread::finished, this, &CaptureEndpoint::onThreadFinished);
}

CaptureEndpoint::~CaptureEndpoint()
{
    if (m_server && m_thread.isRunning()) {
        ProxyServer *server = m_server;
        server->disconnect(this);
        QMetaObject::invokeMethod(
            server,
            [server] {
                server->shutdown(0);
                delete server;
            },
            Qt::BlockingQueuedConnection);
    }
    m_thread.quit();
    m_thread.wait();
}

bool CaptureEndpoint::start(const CaptureEndpointOptions &options, QString *error)
{
    if (m_running || m_thread.isRunning()) {
        *error = QStringLiteral("the capture endpoint is already running");
        return false;
    }
    const bool local = options.answerer && options.answerer->answersEverything() && options.upstream.isEmpty();
    if (const QString problem = local ? QString() : upstreamProblem(options.upstream); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    auto *server = new ProxyServer(options);
    if (!server->listen(error)) {
        delete server;
        return false;
    }
    m_options = options;
    m_address = server->address();
    m_port = server->port();
    m_exchanges.clear();
    m_bodyIds.clear();
    m_bodies = std::make_shared<BodyStore>(); // the last capture's bodies go with whoever still holds them
    m_running_exchanges = 0;
    m_unreachable = false;
    m_stopping = false;
    connect(server, &ProxyServer::events, this, &CaptureEndpoint::onEvents);
    // The server ends itself on its own thread, then the thread ends.
    connect(server, &ProxyServer::shutDown, server, [server] {
        server->deleteLater();
        QThread::currentThread()->quit();
    });
    server->moveToThread(&m_thread);
    m_server = server;
    m_running = true;
    m_thread.start();
    return true;
}

void CaptureEndpoint::stop(int graceMs)
{
    if (!m_running) {
        QMetaObject::invokeMethod(this, &CaptureEndpoint::stopped, Qt::QueuedConnection);
        return;
    }
    if (m_stopping)
        return;
    m_stopping = true;
    if (ProxyServer *server = m_server)
        QMetaObject::invokeMethod(
            server, [server, graceMs] { server->shutdown(graceMs); }, Qt::QueuedConnection);
}

void CaptureEndpoint::sync()
{
    ProxyServer *server = m_server;
    if (m_running && m_stopping) { // stopped() comes after the last batch
        connect(this, &CaptureEndpoint::stopped, this, &CaptureEndpoint::synced, Qt::SingleShotConnection);
        return;
    }
    if (!m_running || !server) { // nothing is pending
        QMetaObject::invokeMethod(this, &CaptureEndpoint::synced, Qt::QueuedConnection);
        return;
    }
    QMetaObject::invokeMethod(
        server, [server] { server->sync(); }, Qt::QueuedConnection);
}

QUrl CaptureEndpoint::url() const
{
    if (!m_running)
        return {};
    QUrl u;
    u.setScheme(QStringLiteral("http"));
    u.setHost(m_address.isEqual(QHostAddress::AnyIPv4) || m_address.isEqual(QHostAddress::Any)
            ? QStringLiteral("127.0.0.1")
            : m_address.toString());
    u.setPort(m_port);
    return u;
}

CaptureExchange CaptureEndpoint::exchange(int row) const
{
    if (row < 0 || row >= m_exchanges.size())
        return {};
    CaptureExchange e = m_exchanges.at(row);
    e.requestBody = m_bodies->materialize(m_bodyIds.at(row));
    return e;
}

QList<CaptureExchange> CaptureEndpoint::exchanges() const
{
    QList<CaptureExchange> out;
    out.reserve(m_exchanges.size());
    for (int row = 0; row < m_exchanges.size(); ++row)
        out << exchange(row);
    return out;
}

void CaptureEndpoint::onEvents(const QList<EndpointEvent> &events)
{
    for (const EndpointEvent &e : events) {
        switch (e.kind) {
        case EndpointEvent::Kind::Started:
            onStarted(e.exchange);
            break;
        case EndpointEvent::Kind::Responded:
            onResponded(e.number, e.status, e.waitUs);
            break;
        case EndpointEvent::Kind::Finished:
            onFinished(e.exchange);
            break;
        case EndpointEvent::Kind::Synced:
            Q_EMIT synced();
            break;
        case EndpointEvent::Kind::Credentials:
            for (const QString &v : e.credentials)
                if (!v.isEmpty() && !m_credentials.contains(v))
                    m_credentials << v;
            break;
        }
    }
}

int CaptureEndpoint::rowOf(int number) const
{
    // Numbers are 1-based and arrive in order: the row is usually number - 1.
    const int guess = number - 1;
    if (guess >= 0 && guess < m_exchanges.size() && m_exchanges.at(guess).number == number)
        return guess;
    for (int i = 0; i < m_exchanges.size(); ++i)
        if (m_exchanges.at(i).number == number)
            return i;
    return -1;
}

void CaptureEndpoint::onStarted(const CaptureExchange &exchange)
{
    ++m_running_exchanges;
    // Requests are numbered as they arrive but may start in any order across connections: keep number order.
    int at = int(m_exchanges.size());
    while (at > 0 && m_exchanges.at(at - 1).number > exchange.number)
        --at;
    m_exchanges.insert(at, exchange);
    m_exchanges[at].requestBody = QByteArray();
    m_bodyIds.insert(at, m_bodies->add(exchange.requestBody));
    Q_EMIT exchangeStarted(exchange);
}

void CaptureEndpoint::onResponded(int number, int status, qint64 waitUs)
{
    const int row = rowOf(number);
    if (row >= 0) {
        m_exchanges[row].status = status;
        m_exchanges[row].waitUs = waitUs;
        m_exchanges[row].state = CaptureExchange::State::Streaming;
    }
    Q_EMIT exchangeResponded(number, status, waitUs);
}

void CaptureEndpoint::onFinished(const CaptureExchange &exchange)
{
    m_running_exchanges = std::max(0, m_running_exchanges - 1);
    const int row = rowOf(exchange.number);
    // The request body is the one stored when the exchange started (it does not change on the way).
    if (row < 0 || m_bodies->size(m_bodyIds.at(row)) != exchange.requestBody.size()) {
        const BodyStore::Id id = m_bodies->add(exchange.requestBody);
        if (row >= 0)
            m_bodyIds[row] = id;
        else
            m_bodyIds.append(id);
    }
    if (row >= 0)
        m_exchanges[row] = exchange;
    else
        m_exchanges.append(exchange);
    m_exchanges[row >= 0 ? row : int(m_exchanges.size()) - 1].requestBody = QByteArray();
    if (exchange.upstreamUnreachable) {
        m_unreachable = true;
        Q_EMIT upstreamUnreachable(exchange.error);
    }
    Q_EMIT exchangeFinished(exchange);
}

void CaptureEndpoint::onThreadFinished()
{
    m_running = false;
    m_stopping = false;
    Q_EMIT stopped();
}

} // namespace sw
