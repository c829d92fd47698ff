#pragma once
// ForwardedExchange: one client request on its way through the capture endpoint (docs/capture.md). It sends the
// request upstream with QNetworkAccessManager (method, path, query and body bytes unchanged; the client's headers
// except Host and the hop-by-hop ones), passes the answer's head to the client as soon as it arrives and every piece
// of the body as it is read (an SSE stream chunk by chunk), and records it all in a CaptureExchange. Qt never re-sends
// the request on its own: the body goes up through a device that cannot be read twice, so when Qt would re-send (the
// kept-alive connection it chose was closed before any answer) the exchange sends it once more itself and records
// both attempts. No answer at all gives the client a 502 with a JSON error body; an answer that breaks off cuts the
// client's connection the same way; a client that goes away aborts the upstream request.
#include "capture/captureexchange.h"
#include "capture/httprequestparser.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace sw {

class ClientConnection;

class ForwardedExchange : public QObject
{
    Q_OBJECT
public:
    ForwardedExchange(int number, const HttpRequest &request, ClientConnection *client, const QUrl &upstream,
        QObject *parent = nullptr);
    ~ForwardedExchange() override;

    // The credential sent upstream instead of the client's (EndpointOptions::upstreamKey); call before start().
    void setUpstreamKey(const QByteArray &key) { m_upstreamKey = key; }
    // Sends the request through `manager` (the first attempt).
    void start(QNetworkAccessManager *manager);
    // Ends the exchange now: the upstream request is aborted, the client's connection cut.
    void cancel(const QString &why);

    const CaptureExchange &record() const { return m_record; }
    QNetworkAccessManager *manager() const { return m_manager; }

Q_SIGNALS:
    void started(const sw::CaptureExchange &exchange);
    void responded(int number, int status, qint64 waitUs);
    // The exchange is over; `exchange` is complete. The object deletes itself afterwards.
    void finished(const sw::CaptureExchange &exchange);
    // Credential values the client sent (Authorization, x-api-key, ...), to keep them out of files (never stored).
    void credentialsSeen(const QStringList &values);

private:
    void sendAttempt();
    void onMetaData();
    void onReadyRead();
    void onFinished();
    void onClientGone();
    void writeHeadToClient();
    void answerUnreachable(const QString &message);
    void finish(TransportAttempt::End end, const QString &error);
    TransportAttempt &attempt() { return m_record.attempts.last(); }

    HttpRequest m_request;
    QPointer<ClientConnection> m_client;
    QUrl m_url;
    QByteArray m_upstreamKey;
    QNetworkAccessManager *m_manager = nullptr;
    QPointer<QNetworkReply> m_reply;
    CaptureExchange m_record;
    QElapsedTimer m_clock; // since the request was complete
    QElapsedTimer m_attemptClock;
    // The answer's bytes as received (compressed when the upstream compressed it): each piece as Qt handed it over,
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
    bool m_done = false;
    bool m_cancelled = false;
    QString m_cancelReason;
};

} // namespace sw
