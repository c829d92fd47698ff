#pragma once
// HttpResponseParser: reads the answers of an HTTP/1.1 upstream from a connection's bytes as they arrive (RFC 9112),
// for the capture endpoint's own upstream client (upstreamconnection.h): the status line and header fields exactly as
// the upstream sent them (reason phrase, names with their case, values, order and repetitions), then the body framed
// by `Transfer-Encoding: chunked`, `Content-Length` or the end of the connection, handed over piece by piece as it
// comes (the chunked framing removed). Interim answers (1xx but 101) are skipped. A plain class (no QObject).
#include "wire/transportattempt.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace sw {

struct HttpResponseHead
{
    QByteArray version; // "HTTP/1.1"
    int status = 0;
    QByteArray reason; // as sent; may be empty
    HttpHeaders headers; // as sent, in order
};

class HttpResponseParser
{
public:
    static constexpr qsizetype kMaxHeadBytes = qsizetype(64) * 1024;

    class Sink
    {
    public:
        virtual ~Sink() = default;
        virtual void responseHead(const HttpResponseHead &head) = 0;
        // A piece of the body, framing removed; valid only during the call.
        virtual void responseData(QByteArrayView bytes) = 0;
        virtual void responseComplete() = 0;
    };

    // A request went out: the next bytes are its answer. `noBody`: a HEAD request, whose answer has no body.
    void expectAnswer(bool noBody);
    // Reads the next bytes. Returns false once the stream is broken (error()); bytes after a complete answer that no
    // request asked for break it too.
    bool feed(QByteArrayView bytes, Sink &sink);
    // The connection ended. True when that ended the answer cleanly (a body framed by the connection's end: the sink
    // heard responseComplete()) or no answer was under way; false when an answer was cut.
    bool connectionClosed(Sink &sink);

    bool awaitingAnswer() const { return m_state != State::Idle && m_state != State::Failed; }
    // Some byte of the current answer has arrived (interim answers included).
    bool answerStarted() const { return m_answerBytes > 0; }
    qint64 bodyBytes() const { return m_bodyBytes; }
    // After a complete answer: the connection may carry the next request (HTTP/1.1 without `Connection: close`,
    // HTTP/1.0 with `keep-alive`, and a body that did not end with the connection).
    bool reusable() const { return m_reusable; }
    bool failed() const { return m_state == State::Failed; }
    QString error() const { return m_error; }

private:
    enum class State { Idle, Head, Length, ChunkSize, ChunkData, ChunkDataEnd, Trailer, UntilClose, Failed };
    bool parseHead(QByteArrayView head, Sink &sink);
    bool readLine(QByteArrayView &bytes, QByteArrayView *line); // false: no whole line yet (kept in m_line)
    void complete(Sink &sink);
    bool fail(const QString &message);

    State m_state = State::Idle;
    bool m_noBody = false;
    bool m_reusable = false;
    bool m_keepAlive = false;
    QByteArray m_head; // the head's bytes so far
    QByteArray m_line; // a chunk-size or trailer line's bytes so far
    qint64 m_left = 0; // of Content-Length, or of the current chunk
    qint64 m_bodyBytes = 0;
    qint64 m_answerBytes = 0;
    qsizetype m_trailerBytes = 0;
    QString m_error;
};

} // namespace sw
