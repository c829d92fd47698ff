#pragma once
// ClientConnection: one TCP connection a client opened to the capture endpoint, as a small HTTP/1.1 server sees it
// (docs/capture.md says why it is not Qt HTTP Server 6.4). It reads requests with HttpRequestParser and hands them
// over one at a time, in order (a pipelined request waits for the answer before it); it answers `Expect:
// 100-continue`; it writes an answer's head with the status and reason exactly as given, then the body as it comes:
// raw under the upstream's Content-Length, else chunk by chunk (`Transfer-Encoding: chunked`), or until close for an
// HTTP/1.0 client. Keep-alive unless the client or the answer ends the connection. A request it cannot read gets the
// parser's status with a JSON error body, and the connection closes.
#include "capture/httprequestparser.h"

#include <QObject>
#include <QPointer>

class QTcpSocket;

namespace sw {

class ClientConnection : public QObject
{
    Q_OBJECT
public:
    // Takes ownership of `socket` (already connected).
    ClientConnection(QTcpSocket *socket, qint64 maxBodyBytes, QObject *parent = nullptr);
    ~ClientConnection() override;

    quint16 peerPort() const { return m_peerPort; }
    bool isAnswering() const { return m_answering; }
    bool isOpen() const;

    // The answer to the request last handed over by requestReceived(). `headers` go out as given (the caller drops
    // hop-by-hop fields); `contentLength` >= 0 says the body is exactly that long and `headers` carry that
    // Content-Length (the body is written raw); -1 frames the body here. The head and the body's pieces are sent by
    // flush() or endAnswer(), together when they come together (a short answer is one write).
    void writeHead(int status, const QByteArray &reason, const HttpHeaders &headers, qint64 contentLength);
    void writeBody(const QByteArray &bytes);
    // The same without a copy of the body: a buffer with room for `size` bytes of the body at *dataAt, framed as this
    // answer needs (a chunk's size line before them and its CRLF after when the body is chunked); fill the room, then
    // hand the buffer to writeFramedBody(). `size` > 0.
    QByteArray bodyFrame(qsizetype size, qsizetype *dataAt) const;
    void writeFramedBody(const QByteArray &frame);
    // Sends what was written so far now.
    void flush();
    // The answer is complete: the last chunk goes out, then the next request (or the connection ends).
    void endAnswer();
    // The answer cannot be completed (the upstream broke off): the connection is cut without the end of the body,
    // as the client would have seen it from the upstream itself.
    void abortAnswer();
    // A whole answer with a JSON body, the endpoint's own (502, a parse error).
    void writeJsonAnswer(int status, const QByteArray &reason, const QByteArray &json);

    // Ends the connection once the current answer (if any) is over; now when idle.
    void closeWhenIdle();
    void abort();

Q_SIGNALS:
    void requestReceived(const sw::HttpRequest &request);
    // The client went away (or the connection failed) while a request was being answered.
    void clientGone();
    void closed();

private:
    void onReadyRead();
    void dispatch();
    void failRequest();
    void finishConnection();

    QTcpSocket *m_socket;
    HttpRequestParser m_parser;
    quint16 m_peerPort = 0;
    bool m_answering = false; // a request was handed over and its answer is not over
    bool m_continueSent = false;
    bool m_headOnly = false; // HEAD, 1xx, 204, 304: no body
    bool m_chunked = false;
    bool m_http10 = false;
    bool m_closeAfter = false; // end the connection after this answer
    bool m_closing = false;
    bool m_closedEmitted = false;
};

} // namespace sw
