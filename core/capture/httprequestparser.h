#pragma once
// HttpRequestParser: reads HTTP/1.1 requests from a connection's bytes as they arrive (RFC 9112): the request line
// and the header fields exactly as the client sent them (method, request target, names with their case, values, in
// order), then the body framed by `Transfer-Encoding: chunked` or `Content-Length`. Bytes may come in any pieces,
// one at a time or several requests at once (keep-alive, pipelining): complete requests queue up in order. A request
// it cannot read ends the connection with an error carrying the status to answer (400, 413, 431, 501, 505).
// A plain class (no QObject): the capture endpoint's connection feeds it (docs/capture.md).
#include "wire/transportattempt.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace sw {

struct HttpRequestHead
{
    QByteArray method; // as sent: "POST"
    QByteArray target; // as sent: "/v1/messages?beta=true"
    QByteArray version; // "HTTP/1.1"
    HttpHeaders headers; // as sent, in order

    QByteArray header(QByteArrayView name) const; // the first value, case-insensitive; empty when absent
    bool hasHeader(QByteArrayView name) const;
    // Whether the connection stays open after the answer (HTTP/1.1 unless `Connection: close`; HTTP/1.0 only with
    // `Connection: keep-alive`).
    bool keepAlive() const;
    QByteArray path() const; // the target up to '?'
    QByteArray query() const; // after '?', "" when none
};

struct HttpRequest
{
    HttpRequestHead head;
    QByteArray body; // the body's bytes without the chunked framing
    bool chunked = false; // the body came with `Transfer-Encoding: chunked`
};

// True for the hop-by-hop header fields a proxy does not forward (RFC 9110 7.6.1): Connection, Keep-Alive,
// Proxy-Connection, Proxy-Authenticate, Proxy-Authorization, TE, Trailer, Transfer-Encoding, Upgrade, and every field
// the message's own `Connection` header names (`connectionTokens`, lower-case).
bool isHopByHopHeader(QByteArrayView name, const QList<QByteArray> &connectionTokens = {});
// The lower-cased tokens of every `Connection` header in `headers`.
QList<QByteArray> connectionTokens(const HttpHeaders &headers);
// `s` without the optional whitespace around a field value (RFC 9110 5.6.3), a line's trailing CR included.
QByteArrayView withoutOws(QByteArrayView s);

class HttpRequestParser
{
public:
    static constexpr qsizetype kDefaultMaxHeadBytes = qsizetype(64) * 1024;
    static constexpr qint64 kDefaultMaxBodyBytes = 256LL * 1024 * 1024;

    explicit HttpRequestParser(
        qint64 maxBodyBytes = kDefaultMaxBodyBytes, qsizetype maxHeadBytes = kDefaultMaxHeadBytes)
        : m_maxBody(maxBodyBytes)
        , m_maxHead(maxHeadBytes)
    { }

    // Reads the next bytes; complete requests are queued. Returns false once the stream is broken (see error*()).
    bool feed(QByteArrayView bytes);

    bool hasRequest() const { return !m_ready.isEmpty(); }
    HttpRequest takeRequest() { return m_ready.takeFirst(); }
    qsizetype queued() const { return m_ready.size(); }

    // The head of the request whose body is being read (valid while bodyPending()): a client that sent
    // `Expect: 100-continue` waits for an interim answer before it sends the body.
    bool bodyPending() const { return m_state == State::Body; }
    const HttpRequestHead &pendingHead() const { return m_current.head; }
    // True while no byte of a next request has arrived (a clean place for the connection to end).
    bool idle() const { return m_state == State::Head && m_buffer.isEmpty(); }

    bool failed() const { return m_state == State::Failed; }
    int errorStatus() const { return m_errorStatus; } // 400, 413, 431, 501, 505
    QString errorMessage() const { return m_errorMessage; }

private:
    enum class State { Head, Body, Failed };
    enum class ChunkState { Size, Data, DataEnd, Trailer };
    bool parseHead(qsizetype end, qsizetype bodyStart);
    bool readBody();
    bool readChunked();
    void finishRequest();
    bool fail(int status, const QString &message);

    qint64 m_maxBody;
    qsizetype m_maxHead;
    State m_state = State::Head;
    QByteArray m_buffer; // bytes not yet consumed
    qsizetype m_scanFrom = 0; // where the search for the end of the head resumes
    HttpRequest m_current;
    qint64 m_contentLength = 0;
    ChunkState m_chunkState = ChunkState::Size;
    qint64 m_chunkLeft = 0;
    QList<HttpRequest> m_ready;
    int m_errorStatus = 0;
    QString m_errorMessage;
};

} // namespace sw
