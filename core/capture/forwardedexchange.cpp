// ForwardedExchange: one request forwarded upstream on the endpoint's own HTTP/1.1 client, its answer streamed to the
// client.
#include "forwardedexchange.h"

#include "capture/bodydecoding.h"
#include "capture/clientconnection.h"
#include "capture/endpointoptions.h"
#include "wire/redaction.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>
#include <utility>

namespace sw {

ForwardedExchange::ForwardedExchange(
    int number, const HttpRequest &request, ClientConnection *client, const UpstreamOrigin &upstream, QObject *parent)
    : QObject(parent)
    , m_request(request)
    , m_client(client)
    , m_origin(upstream)
    , m_target(upstream.target(request.head.target))
{
    m_clock.start();
    m_record = receivedExchange(number, request, client ? client->peerPort() : 0);
    m_record.upstreamUrl = m_origin.recordedUrl(m_target);
    if (m_client)
        connect(m_client, &ClientConnection::clientGone, this, &ForwardedExchange::onClientGone);
}

ForwardedExchange::~ForwardedExchange()
{
    abandonUpstream();
}

void ForwardedExchange::abandonUpstream()
{
    if (UpstreamConnection *c = m_connection.data()) {
        m_connection = nullptr;
        c->abandon();
    }
}

void ForwardedExchange::start(UpstreamPool *pool)
{
    m_pool = pool;
    // The request goes upstream first; the owner hears of it (a copy per signal, queued to its thread) while the
    // upstream works on it. The record it gets is the one before the attempt, as always.
    const CaptureExchange arrived = m_record;
    sendAttempt(false);
    QStringList secrets;
    for (const auto &h : m_request.head.headers) {
        if (!TransportAttempt::isCredentialHeader(h.first))
            continue;
        const QString value = QString::fromLatin1(h.second).trimmed();
        secrets << value;
        const qsizetype space = value.indexOf(QLatin1Char(' '));
        if (space > 0)
            secrets << value.mid(space + 1).trimmed(); // the token after "Bearer "
    }
    const QString target = QString::fromUtf8(m_request.head.target);
    const qsizetype q = target.indexOf(QLatin1Char('?'));
    if (q >= 0) {
        for (const QString &p : target.mid(q + 1).split(QLatin1Char('&'))) {
            const qsizetype eq = p.indexOf(QLatin1Char('='));
            if (eq > 0 && redactedTarget(("/?" + p).toUtf8()) != ("/?" + p).toUtf8())
                secrets << p.mid(eq + 1);
        }
    }
    if (!secrets.isEmpty())
        Q_EMIT credentialsSeen(secrets);
    Q_EMIT started(arrived);
}

void ForwardedExchange::sendAttempt(bool freshConnection)
{
    const HttpRequestHead &head = m_request.head;
    const QList<QByteArray> tokens = connectionTokens(head.headers);
    HttpHeaders sent;
    sent.reserve(head.headers.size() + 2);
    sent.append({ "Host", m_origin.hostHeader });
    for (const auto &h : head.headers) {
        if (isHopByHopHeader(h.first, tokens) || h.first.compare("host", Qt::CaseInsensitive) == 0
            || h.first.compare("content-length", Qt::CaseInsensitive) == 0
            || h.first.compare("expect", Qt::CaseInsensitive) == 0)
            continue;
        QByteArray value = h.second;
        if (!m_upstreamKey.isEmpty() && TransportAttempt::isCredentialHeader(h.first)) {
            const QByteArray lower = h.first.toLower();
            if (lower != "cookie" && lower != "proxy-authorization") {
                // The endpoint holds the real key: the client's dummy one never goes upstream.
                const qsizetype space = value.indexOf(' ');
                value = (lower == "authorization" && space > 0 ? value.left(space + 1) : QByteArray()) + m_upstreamKey;
            }
        }
        sent.append({ h.first, value });
    }
    const bool hasBody = !m_request.body.isEmpty() || head.hasHeader("content-length") || m_request.chunked;
    if (hasBody)
        sent.append({ "Content-Length", QByteArray::number(m_request.body.size()) });

    QByteArray bytes;
    qsizetype length = head.method.size() + m_target.size() + 13;
    for (const auto &h : std::as_const(sent))
        length += h.first.size() + h.second.size() + 4;
    bytes.reserve(length + 2);
    bytes += head.method;
    bytes += ' ';
    bytes += m_target;
    bytes += " HTTP/1.1\r\n";
    for (const auto &h : std::as_const(sent)) {
        bytes += h.first;
        bytes += ": ";
        bytes += h.second;
        bytes += "\r\n";
    }
    bytes += "\r\n";

    TransportAttempt a;
    a.number = int(m_record.attempts.size()) + 1;
    a.startedAt = QDateTime::currentDateTimeUtc();
    a.method = head.method;
    a.url = m_record.upstreamUrl;
    a.requestHeaders = TransportAttempt::withoutCredentials(sent);
    a.requestBytes = m_request.body.size();
    a.httpVersion = QByteArrayLiteral("HTTP/1.1");
    m_record.attempts.append(a);
    m_attemptClock.start();
    m_rawPieces.clear();
    m_rawSize = 0;

    UpstreamConnection *connection = m_pool->acquire(m_origin, freshConnection);
    m_connection = connection;
    connection->send(bytes, m_request.body, head.method == "HEAD", this);
}

void ForwardedExchange::upstreamHead(const HttpResponseHead &response)
{
    m_headSent = true;
    TransportAttempt &a = attempt();
    a.status = response.status;
    a.reason = response.reason;
    a.responseHeaders = response.headers;
    a.httpVersion = response.version;
    a.waitMs = m_attemptClock.elapsed();
    a.retryAfterSeconds = -1;
    m_record.status = response.status;
    m_record.reason = response.reason;
    m_record.responseHeaders = response.headers;

    const QList<QByteArray> tokens = connectionTokens(response.headers);
    HttpHeaders forwarded;
    forwarded.reserve(response.headers.size());
    qint64 contentLength = -1;
    bool chunked = false;
    for (const auto &h : response.headers) {
        if (h.first.compare("transfer-encoding", Qt::CaseInsensitive) == 0)
            chunked = true;
        if (isHopByHopHeader(h.first, tokens))
            continue;
        if (h.first.compare("content-length", Qt::CaseInsensitive) == 0) {
            bool ok = false;
            const qint64 n = h.second.trimmed().toLongLong(&ok);
            if (!ok || n < 0 || contentLength >= 0)
                continue;
            contentLength = n;
        }
        if (h.first.compare("content-encoding", Qt::CaseInsensitive) == 0)
            m_record.contentEncoding = h.second.trimmed().toLower();
        forwarded.append(h);
    }
    if (chunked && contentLength >= 0) { // Transfer-Encoding overrides Content-Length (RFC 9112 6.3)
        forwarded.removeIf([](const auto &h) { return h.first.compare("content-length", Qt::CaseInsensitive) == 0; });
        contentLength = -1;
    }
    if (m_client) {
        m_client->writeHead(response.status, response.reason.isEmpty() ? QByteArrayLiteral("Status") : response.reason,
            forwarded, contentLength);
    }
    m_record.waitUs = m_clock.nsecsElapsed() / 1000;
    m_record.state = CaptureExchange::State::Streaming;
    Q_EMIT responded(m_record.number, response.status, m_record.waitUs);
}

void ForwardedExchange::upstreamData(const Pieces &pieces, qsizetype total)
{
    // One buffer for what one read brought, framed as the client's answer needs; the record keeps the same buffer
    // and where the data lies in it, and copies the data out once when the answer is over.
    qsizetype at = 0;
    QByteArray frame = m_client ? m_client->bodyFrame(total, &at) : QByteArray(total, Qt::Uninitialized);
    char *out = frame.data() + at;
    for (const QByteArrayView &p : pieces) {
        std::memcpy(out, p.data(), size_t(p.size()));
        out += p.size();
    }
    m_rawSize += total;
    if (m_client)
        m_client->writeFramedBody(frame);
    m_rawPieces.append({ std::move(frame), at, total });
}

void ForwardedExchange::upstreamReadDone()
{
    if (m_client)
        m_client->flush(); // the head and the pieces this read brought, in one write
}

void ForwardedExchange::upstreamComplete()
{
    m_connection = nullptr;
    TransportAttempt &a = attempt();
    a.durationMs = m_attemptClock.elapsed();
    a.end = m_record.status >= 200 && m_record.status < 300 ? TransportAttempt::End::Complete
                                                            : TransportAttempt::End::HttpError;
    a.retryAfterSeconds = -1;
    if (m_client) {
        m_client->disconnect(this);
        m_client->endAnswer();
    }
    finish(a.end, {});
}

void ForwardedExchange::upstreamFailed(Failure failure, const QString &message)
{
    m_connection = nullptr;
    TransportAttempt &a = attempt();
    a.durationMs = m_attemptClock.elapsed();
    a.end = TransportAttempt::End::ConnectionError;
    a.error = message;
    switch (failure) {
    case Failure::ClosedBeforeAnswer:
        if (m_record.attempts.size() == 1) {
            // The kept-alive connection closed before any answer (the upstream may have timed it out as the request
            // went): sent once more on a new connection, recorded as the second attempt.
            a.error = QStringLiteral("the upstream connection closed before any answer (%1); sent again").arg(message);
            sendAttempt(true);
            return;
        }
        answerUnreachable(message);
        return;
    case Failure::Unreachable:
        answerUnreachable(message);
        return;
    case Failure::TimedOut:
        a.end = TransportAttempt::End::Timeout;
        if (!m_headSent) {
            answerError(504, "Gateway Timeout", QStringLiteral("upstream_timeout"),
                QStringLiteral("skill-workbench capture: the upstream %1 did not answer: %2")
                    .arg(QString::fromUtf8(m_origin.prefix), message),
                TransportAttempt::End::Timeout);
            return;
        }
        a.error = QStringLiteral("the upstream stopped after %1 bytes of the answer: %2").arg(m_rawSize).arg(message);
        breakOff(TransportAttempt::End::Timeout, a.error);
        return;
    case Failure::BrokeOff: {
        // The answer broke off: the client sees the same broken stream.
        const QString text = QStringLiteral("the upstream connection ended after %1 bytes of the answer: %2")
                                 .arg(m_rawSize)
                                 .arg(message);
        a.error = text;
        if (!m_headSent) {
            answerUnreachable(message);
            return;
        }
        breakOff(TransportAttempt::End::ConnectionError, text);
        return;
    }
    }
}

void ForwardedExchange::answerUnreachable(const QString &message)
{
    m_record.upstreamUnreachable = true;
    answerError(502, "Bad Gateway", QStringLiteral("upstream_unreachable"),
        QStringLiteral("skill-workbench capture: the upstream %1 could not be reached: %2")
            .arg(QString::fromUtf8(m_origin.prefix), message),
        TransportAttempt::End::ConnectionError);
}

void ForwardedExchange::answerError(
    int status, const QByteArray &reason, const QString &type, const QString &text, TransportAttempt::End end)
{
    // Shaped so both SDK families read it: Anthropic's {"type":"error","error":{...}} and OpenAI's {"error":{...}}.
    const QJsonObject error { { QStringLiteral("type"), type }, { QStringLiteral("message"), text } };
    const QByteArray body = QJsonDocument(
        QJsonObject { { QStringLiteral("type"), QStringLiteral("error") },
            { QStringLiteral("error"),
                error } }).toJson(QJsonDocument::Compact);
    m_record.status = status;
    m_record.reason = reason;
    m_record.responseHeaders
        = { { "Content-Type", "application/json" }, { "Content-Length", QByteArray::number(body.size()) } };
    m_endpointAnswered = true;
    m_rawPieces = { { body, 0, body.size() } };
    m_rawSize = body.size();
    if (m_client) {
        m_client->disconnect(this);
        m_client->writeJsonAnswer(status, reason, body);
    }
    m_record.waitUs = m_clock.nsecsElapsed() / 1000;
    finish(end, text);
}

void ForwardedExchange::onClientGone()
{
    if (m_done)
        return;
    m_record.clientGone = true;
    cancel(QStringLiteral("the client closed the connection after %1 bytes of the answer").arg(m_rawSize));
}

void ForwardedExchange::cancel(const QString &why)
{
    if (m_done)
        return;
    m_cancelled = true;
    m_cancelReason = why;
    abandonUpstream();
    if (!m_record.attempts.isEmpty()) {
        TransportAttempt &a = attempt();
        a.durationMs = m_attemptClock.elapsed();
        a.end = TransportAttempt::End::Cancelled;
        a.error = why;
    }
    if (m_client && !m_record.clientGone) {
        m_client->disconnect(this);
        m_client->abortAnswer();
    }
    finish(TransportAttempt::End::Cancelled, why);
}

void ForwardedExchange::breakOff(TransportAttempt::End end, const QString &why)
{
    if (m_client) {
        m_client->disconnect(this);
        m_client->abortAnswer();
    }
    finish(end, why);
}

QByteArray ForwardedExchange::takeJoinedPieces()
{
    QList<RawPiece> pieces = std::exchange(m_rawPieces, {});
    if (pieces.size() == 1) {
        // One piece (a short answer): its buffer without the framing around the data. Once the socket has let go of
        // the buffer this moves a pointer and copies nothing.
        QByteArray only = std::move(pieces.first().buffer);
        only.truncate(pieces.first().at + pieces.first().size);
        only.remove(0, pieces.first().at);
        return only;
    }
    QByteArray joined(m_rawSize, Qt::Uninitialized);
    char *out = joined.data();
    for (const RawPiece &p : std::as_const(pieces)) {
        std::memcpy(out, p.buffer.constData() + p.at, size_t(p.size));
        out += p.size;
    }
    return joined;
}

void ForwardedExchange::finish(TransportAttempt::End end, const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    m_record.totalUs = m_clock.nsecsElapsed() / 1000;
    m_record.end = end;
    m_record.error = error;
    m_record.state = CaptureExchange::State::Finished;
    m_record.responseBody = takeJoinedPieces();
    if (!m_record.contentEncoding.isEmpty() && !m_endpointAnswered) {
        if (const auto decoded = decodeContent(m_record.responseBody, m_record.contentEncoding)) {
            m_record.responseBody = *decoded;
            m_record.bodyDecoded = true;
        }
    }
    if (!m_record.attempts.isEmpty()) {
        TransportAttempt &a = attempt();
        if (!m_endpointAnswered)
            a.responseBody = m_record.responseBody;
        a.retryAfterSeconds = m_record.retryAfterSeconds();
    }
    Q_EMIT finished(m_record);
}

} // namespace sw
