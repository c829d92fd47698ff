#pragma once
// The capture endpoint's upstream client (docs/capture.md, "Upstream side"): HTTP/1.1 over QtNetwork's QTcpSocket
// or QSslSocket on the endpoint's own thread. An UpstreamConnection carries one request at a time and hands its
// answer to an UpstreamListener as the bytes arrive (head, body pieces with the chunked framing removed, end); an
// UpstreamPool keeps the connections that may carry another request (keep-alive), per scheme, host and port.
// Why not QNetworkAccessManager: it set every request up on a thread of its own and passed every piece of an answer
// across threads, 0.16-0.23 ms of the endpoint's time per request; it added headers of its own (Accept-Encoding,
// Accept-Language, User-Agent) and joined repeated ones; and it re-sent a request unseen (docs/performance.md).
#include "capture/httpresponseparser.h"

#include <QBasicTimer>
#include <QHash>
#include <QList>
#include <QNetworkProxy>
#include <QObject>
#include <QUrl>
#include <QVarLengthArray>

class QTcpSocket;

namespace sw {

class UpstreamPool;

// The upstream an endpoint forwards to, worked out once for all its requests.
struct UpstreamOrigin
{
    UpstreamOrigin() = default;
    explicit UpstreamOrigin(const QUrl &upstream);

    QUrl upstream; // as configured: its path is the prefix of every request's path
    QString key; // "https://api.anthropic.com:443": the pool's key
    QString host;
    quint16 port = 0;
    bool tls = false;
    QByteArray hostHeader; // the Host field: host, and port when the URL names one
    QByteArray prefix; // "https://api.anthropic.com": scheme and authority without user info
    QByteArray basePath; // the upstream's path without a trailing '/': "/v1"
    QNetworkProxy proxy = QNetworkProxy(QNetworkProxy::NoProxy); // how its connections are made

    // The request target upstream: the upstream's path and the client's target joined, a part both have (the
    // upstream ends with /v1, the target starts with /v1/) counted once, the target's bytes and query as sent:
    // (https://api.openai.com/v1, /v1/responses?x=%7e) -> "/v1/responses?x=%7e".
    QByteArray target(const QByteArray &clientTarget) const;
    // The URL a record shows for an upstream target (its credential query parameters redacted).
    QString recordedUrl(const QByteArray &upstreamTarget) const;
};

class UpstreamListener
{
public:
    enum class Failure {
        Unreachable, // no byte of an answer came on a new connection (refused, no such host, TLS failed)
        ClosedBeforeAnswer, // a kept-alive connection ended before any byte of the answer: safe to send again
        BrokeOff, // the answer started and did not end
        TimedOut, // the upstream sent nothing for the pool's silence limit while the answer was awaited or read
    };
    using Pieces = QVarLengthArray<QByteArrayView, 8>;

    virtual ~UpstreamListener() = default;
    virtual void upstreamHead(const HttpResponseHead &head) = 0;
    // The body's bytes that came in one read, in order; valid only during the call.
    virtual void upstreamData(const Pieces &pieces, qsizetype total) = 0;
    // What one read brought has been handed over (the answer goes on): time to send it on.
    virtual void upstreamReadDone() = 0;
    virtual void upstreamComplete() = 0;
    virtual void upstreamFailed(Failure failure, const QString &message) = 0;
};

class UpstreamConnection : public QObject, private HttpResponseParser::Sink
{
    Q_OBJECT
public:
    UpstreamConnection(const UpstreamOrigin &origin, UpstreamPool *pool);
    ~UpstreamConnection() override;

    // Sends one request (its head and body bytes, exactly as they go out); the answer goes to `listener`, which must
    // stay alive until it heard upstreamComplete() or upstreamFailed(), or called abandon().
    void send(const QByteArray &head, const QByteArray &body, bool noBody, UpstreamListener *listener);
    // The listener no longer wants the answer: the connection is cut and deletes itself.
    void abandon();

    bool isReused() const { return m_served > 0; }
    bool isIdleAndOpen() const;
    const QString &key() const { return m_key; }

protected:
    void timerEvent(QTimerEvent *event) override;

private:
    friend class UpstreamPool;
    void responseHead(const HttpResponseHead &head) override;
    void responseData(QByteArrayView bytes) override;
    void responseComplete() override;
    void flushPieces();
    void onReadyRead();
    void onEnded(const QString &why);
    void deliver(QByteArrayView bytes);
    void finishAnswer();
    void fail(UpstreamListener::Failure failure, const QString &message);
    // Ends the connection for good: out of the pool, the socket cut (Abort), closed after what it still has to send
    // (Close) or left as it is (Ended: the socket ended by itself), the object deleted later. Nothing once it has
    // ended.
    enum class Shut { Abort, Close, Ended };
    void shut(Shut how);

    UpstreamPool *m_pool;
    QString m_key;
    QTcpSocket *m_socket = nullptr;
    HttpResponseParser m_parser;
    UpstreamListener *m_listener = nullptr;
    QByteArray m_readBuffer;
    UpstreamListener::Pieces m_pieces;
    qsizetype m_piecesTotal = 0;
    QStringList m_tlsErrors;
    QBasicTimer m_idleTimer;
    QBasicTimer m_silenceTimer; // while a request is out: fires at the silence limit after the last byte received
    qint64 m_lastReceivedMs = 0; // steady clock, ms: the request's sending or the last read
    int m_served = 0; // answers completed on this connection
    bool m_answerComplete = false;
    bool m_ended = false;
};

class UpstreamPool : public QObject
{
    Q_OBJECT
public:
    // An idle connection closes after `idleMs`, and past `maxIdle` idle ones per origin the longest idle closes; a
    // request whose upstream says nothing for `silenceMs` (0: no limit) fails with Failure::TimedOut.
    UpstreamPool(int idleMs, int maxIdle, int silenceMs, QObject *parent = nullptr);
    ~UpstreamPool() override;

    // A connection to `origin`: an idle kept-alive one unless `fresh`, else a new one.
    UpstreamConnection *acquire(const UpstreamOrigin &origin, bool fresh);

private:
    friend class UpstreamConnection;
    void release(UpstreamConnection *connection); // the answer ended cleanly and the connection may go on
    void forget(UpstreamConnection *connection); // it closed

    QHash<QString, QList<UpstreamConnection *>> m_idle;
    int m_idleMs;
    int m_maxIdle;
    int m_silenceMs;
};

// "https://api.anthropic.com:443": the pool's key for a URL.
QString upstreamOriginKey(const QUrl &url);

} // namespace sw
