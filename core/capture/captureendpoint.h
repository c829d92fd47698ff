#pragma once
// CaptureEndpoint: the recording endpoint between a real client (Claude Code, Codex, opencode, any agent) and its
// provider (docs/capture.md). start() binds a local HTTP/1.1 port (loopback unless told otherwise) and serves it on a
// thread of its own, so a busy GUI thread never delays a stream; every request is forwarded to the upstream unchanged
// and its answer passed back as it arrives. The endpoint reports each exchange as it goes (started, answered,
// finished, as CaptureExchange values on the thread that owns this object) and keeps the list, the request bodies in
// a BodyStore (a prefix that requests repeat is kept once); decoding what the client did with its skills is
// CaptureAnalysis's job. Nothing here blocks: start() only binds a socket, stop()
// returns at once and stopped() follows.
#include "capture/bodystore.h"
#include "capture/captureexchange.h"
#include "capture/endpointoptions.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QThread>
#include <QUrl>

namespace sw {

class ProxyServer;
struct EndpointEvent;

class CaptureEndpoint : public QObject
{
    Q_OBJECT
public:
    explicit CaptureEndpoint(QObject *parent = nullptr);
    ~CaptureEndpoint() override; // cuts what is running and waits briefly for the endpoint's thread

    // Binds the port and starts serving. False + *error (user-facing) when the options are wrong or the port is
    // taken, or when the endpoint is already running.
    bool start(const CaptureEndpointOptions &options, QString *error);
    // Stops accepting requests; exchanges still running may end within `graceMs`, then they are cut. stopped()
    // follows (also when nothing was running).
    void stop(int graceMs = 2000);
    // A barrier: synced() follows once every exchange the endpoint had seen by now was reported. A client that
    // exits right after reading its answer can end before the endpoint's thread reported that exchange; call this
    // when the client ends, and read the exchanges at synced(). Also when not running (synced() follows at once).
    void sync();

    bool isRunning() const { return m_running; }
    QUrl url() const; // http://HOST:PORT while running (the address the clients use)
    QUrl upstream() const { return m_options.upstream; }
    // Every exchange so far in request order, finished or not (the running ones as last reported), each with its
    // request body (materialized from the store: a copy of every body; exchange(row) gives one).
    QList<CaptureExchange> exchanges() const;
    int exchangeCount() const { return int(m_exchanges.size()); }
    CaptureExchange exchange(int row) const;
    // Where the request bodies are kept; a new store with each start(). An analysis fed by this endpoint can store
    // its bodies there too (CaptureAnalysis::setBodyStore), so each is kept once.
    std::shared_ptr<BodyStore> bodyStore() const { return m_bodies; }
    int runningExchanges() const { return m_running_exchanges; }
    // Credential values clients sent (in memory only), so saved files can be checked and redacted.
    const QStringList &credentials() const { return m_credentials; }
    bool sawUnreachableUpstream() const { return m_unreachable; }

Q_SIGNALS:
    void exchangeStarted(const sw::CaptureExchange &exchange); // the request arrived and goes upstream
    void exchangeResponded(int number, int status, qint64 waitUs); // the answer's head reached the client
    void exchangeFinished(const sw::CaptureExchange &exchange); // the exchange is over, its record complete
    // An exchange found no upstream: the client got a 502; `message` says which upstream and why.
    void upstreamUnreachable(const QString &message);
    void stopped();
    void synced();

private:
    void onEvents(const QList<EndpointEvent> &events);
    void onStarted(const CaptureExchange &exchange);
    void onResponded(int number, int status, qint64 waitUs);
    void onFinished(const CaptureExchange &exchange);
    void onThreadFinished();
    int rowOf(int number) const;

    CaptureEndpointOptions m_options;
    QThread m_thread;
    QPointer<ProxyServer> m_server;
    QHostAddress m_address;
    quint16 m_port = 0;
    bool m_running = false;
    bool m_stopping = false;
    QList<CaptureExchange> m_exchanges; // requestBody empty: m_bodyIds says where it is
    QList<BodyStore::Id> m_bodyIds; // per m_exchanges
    std::shared_ptr<BodyStore> m_bodies;
    int m_running_exchanges = 0;
    QStringList m_credentials;
    bool m_unreachable = false;
};

} // namespace sw
