#pragma once
// ProxyServer: the capture endpoint's listening side and its upstream connections, living on the endpoint's own
// thread (CaptureEndpoint owns it). It accepts client connections (ClientConnection), numbers every request in the
// order it arrives, forwards each through a ForwardedExchange and passes their records on. Upstream requests go
// through a small pool of QNetworkAccessManagers: Qt 6.4 opens at most six connections per host and manager, and a
// client's concurrent streams must not wait for each other.
#include "capture/captureexchange.h"
#include "capture/endpointoptions.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTcpServer>

class QNetworkAccessManager;

namespace sw {

class ClientConnection;
class ForwardedExchange;
struct HttpRequest;
struct LocalAnswer;

class ProxyServer : public QObject
{
    Q_OBJECT
public:
    explicit ProxyServer(const CaptureEndpointOptions &options, QObject *parent = nullptr);
    ~ProxyServer() override;

    // Binds the listening socket (call before moving the object to its thread). False + *error on failure.
    bool listen(QString *error);
    QHostAddress address() const { return m_server.serverAddress(); }
    quint16 port() const { return m_server.serverPort(); }

    // Stops accepting; exchanges still running may finish within `graceMs`, then they are cut (recorded as
    // cancelled); idle connections close. shutDown() follows.
    void shutdown(int graceMs);

Q_SIGNALS:
    void exchangeStarted(const sw::CaptureExchange &exchange);
    void exchangeResponded(int number, int status, qint64 waitUs);
    void exchangeFinished(const sw::CaptureExchange &exchange);
    void credentialsSeen(const QStringList &values);
    void shutDown();

private:
    void onNewConnection();
    void onRequest(ClientConnection *connection, const HttpRequest &request);
    void answerLocally(int number, ClientConnection *connection, const HttpRequest &request, const LocalAnswer &answer);
    QNetworkAccessManager *pickManager();
    void maybeShutDown();
    void cutRemaining();

    CaptureEndpointOptions m_options;
    QTcpServer m_server;
    QList<QNetworkAccessManager *> m_managers;
    QHash<QNetworkAccessManager *, int> m_inFlight;
    QSet<ClientConnection *> m_connections;
    QSet<ForwardedExchange *> m_exchanges;
    int m_next = 0;
    bool m_shuttingDown = false;
    bool m_shutDownEmitted = false;
};

} // namespace sw
