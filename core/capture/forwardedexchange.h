#pragma once
// ForwardedExchange: one client request on its way through the capture endpoint (docs/capture.md). It sends the
// request upstream on a connection of the endpoint's UpstreamPool (method, target, header lines and body bytes as the
// client sent them, but Host and the hop-by-hop fields), passes the answer's head to the client as soon as it arrives
// and every piece of the body as it is read (an SSE stream chunk by chunk), and records it all in a CaptureExchange.
// When the kept-alive connection it used closes before any answer, it sends the request once more on a new one and
// records both attempts. No answer at all gives the client a 502 with a JSON error body; an answer that breaks off
// cuts the client's connection the same way; a client that goes away aborts the upstream request.
#include "capture/captureexchange.h"
#include "capture/httprequestparser.h"
#include "capture/upstreamconnection.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

namespace sw {

class ClientConnection;

class ForwardedExchange : public QObject, private UpstreamListener
{
    Q_OBJECT
public:
    ForwardedExchange(int number, const HttpRequest &request, ClientConnection *client, const UpstreamOrigin &upstream,
        QObject *parent = nullptr);
    ~ForwardedExchange() override;

    // The credential sent upstream instead of the client's (EndpointOptions::upstreamKey); call before start().
    void setUpstreamKey(const QByteArray &key) { m_upstreamKey = key; }
    // Sends the request on a connection of `pool` (the first attempt).
    void start(UpstreamPool *pool);
    // Ends the exchange now: the upstream request is aborted, the client's connection cut.
    void cancel(const QString &why);

    const CaptureExchange &record() const { return m_record; }

Q_SIGNALS:
    void started(const sw::CaptureExchange &exchange);
    void responded(int number, int status, qint64 waitUs);
    // The exchange is over; `exchange` is complete. Its owner deletes the object afterwards.
    void finished(const sw::CaptureExchange &exchange);
    // Credential values the client sent (Authorization, x-api-key, ...), to keep them out of files (never stored).
    void credentialsSeen(const QStringList &values);

private:
    void sendAttempt(bool freshConnection);
    void upstreamHead(const HttpResponseHead &head) override;
    void upstreamData(const Pieces &pieces, qsizetype total) override;
    void upstreamReadDone() override;
    void upstreamComplete() override;
    void upstreamFailed(Failure failure, const QString &message) override;
    void onClientGone();
    void abandonUpstream();
    void answerUnreachable(const QString &message);
    // The endpoint's own answer in place of the upstream's (502, 504): a JSON error body both SDK families read.
    void answerError(
        int status, const QByteArray &reason, const QString &type, const QString &text, TransportAttempt::End end);
    // The answer ends unfinished: the client's connection is cut after what it received, the exchange finished.
    void breakOff(TransportAttempt::End end, const QString &why);
    void finish(TransportAttempt::End end, const QString &error);
    TransportAttempt &attempt() { return m_record.attempts.last(); }

    HttpRequest m_request;
    QPointer<ClientConnection> m_client;
    UpstreamOrigin m_origin;
    QByteArray m_upstreamKey;
    QByteArray m_target; // the request target upstream
    UpstreamPool *m_pool = nullptr;
    QPointer<UpstreamConnection> m_connection; // while an attempt is under way
    CaptureExchange m_record;
    QElapsedTimer m_clock; // since the request was complete
    QElapsedTimer m_attemptClock;
    // The answer's bytes as received (compressed when the upstream compressed it): each piece as one read brought it,
    // in the buffer that went to the client (`size` bytes from `at`, after the chunk's size line), joined once at the
    // end (appending each piece to one array would copy the stream again while it flows).
    struct RawPiece
    {
        QByteArray buffer;
        qsizetype at = 0;
        qsizetype size = 0;
    };
    QByteArray takeJoinedPieces(); // the answer's bytes in one array; the pieces are let go
    QList<RawPiece> m_rawPieces;
    qint64 m_rawSize = 0;
    bool m_headSent = false;
    bool m_endpointAnswered = false; // the answer is the endpoint's own (502, 504), not the upstream's
    bool m_done = false;
    bool m_cancelled = false;
    QString m_cancelReason;
};

} // namespace sw
