#pragma once
// ProxyServer: the capture endpoint's listening side and its upstream connections, living on the endpoint's own
// thread (CaptureEndpoint owns it). It accepts client connections (ClientConnection), numbers every request in the
// order it arrives, forwards each through a ForwardedExchange and passes their records on. Upstream requests go out on
// the connections of an UpstreamPool on the same thread, as many at once as the clients send (a client's concurrent
// streams never wait for each other).
#include "capture/captureexchange.h"
#include "capture/endpointoptions.h"
#include "capture/upstreamconnection.h"

#include <QObject>
#include <QSet>
#include <QTcpServer>

namespace sw {

class ClientConnection;
class ForwardedExchange;
struct HttpRequest;
struct LocalAnswer;
class UpstreamPool;

// What the endpoint's owner hears about an exchange, in the order it happened.
struct EndpointEvent
{
    enum class Kind { Started, Responded, Finished, Credentials, Synced };
    Kind kind = Kind::Started;
    CaptureExchange exchange; // Started, Finished
    int number = 0; // Responded
    int status = 0;
    qint64 waitUs = 0;
    QStringList credentials; // Credentials: values the client sent (never stored)
};

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
    // Sends every event so far at once, followed by a Synced event (CaptureEndpoint::sync()).
    void sync();

Q_SIGNALS:
    // Every event since the last batch, in order: one queued call to the owner's thread for all the requests that
    // arrived and answers that came together, instead of several per request.
    void events(const QList<sw::EndpointEvent> &events);
    void shutDown();

private:
    void onNewConnection();
    void onRequest(ClientConnection *connection, const HttpRequest &request);
    void answerLocally(int number, ClientConnection *connection, const HttpRequest &request, const LocalAnswer &answer);
    void maybeShutDown();
    void cutRemaining();
    void post(EndpointEvent event);
    void sendEvents();

    CaptureEndpointOptions m_options;
    QTcpServer m_server;
    UpstreamOrigin m_origin;
    UpstreamPool *m_pool;
    QList<EndpointEvent> m_events; // not sent yet
    QList<ForwardedExchange *> m_ended; // deleted with the next batch
    QSet<ClientConnection *> m_connections;
    QSet<ForwardedExchange *> m_exchanges;
    int m_next = 0;
    bool m_shuttingDown = false;
    bool m_shutDownEmitted = false;
};

} // namespace sw
