// ForwardedExchange: one request forwarded upstream with QNetworkAccessManager, its answer streamed to the client.
#include "forwardedexchange.h"

#include "capture/bodydecoding.h"
#include "capture/clientconnection.h"
#include "capture/endpointoptions.h"
#include "wire/redaction.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include <cstring>
#include <utility>

namespace sw {

namespace {

// The request body as an upload Qt cannot rewind: with DoNotBufferUploadDataAttribute, a re-send Qt would start by
// itself (a kept-alive connection closed under it) fails with ContentReSendError instead of going out unseen.
class OneShotBody : public QIODevice
{
public:
    OneShotBody(QByteArray data, QObject *parent)
        : QIODevice(parent)
        , m_data(std::move(data))
    {
        open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }
    bool isSequential() const override { return true; }
    bool reset() override { return false; }
    bool atEnd() const override { return m_pos >= m_data.size(); }
    qint64 bytesAvailable() const override { return m_data.size() - m_pos + QIODevice::bytesAvailable(); }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        if (m_pos >= m_data.size())
            return -1;
        const qint64 n = std::min<qint64>(maxSize, m_data.size() - m_pos);
        memcpy(data, m_data.constData() + m_pos, size_t(n));
        m_pos += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_pos = 0;
};

// Errors of the connection itself (it broke, timed out, the framing was malformed). Qt also reports an HTTP error
// status as an error (400 as ProtocolInvalidOperationError, 407 as ProxyAuthenticationRequiredError, 404 as
// ContentNotFoundError, ...): with a status, those are complete answers.
bool isTransportError(QNetworkReply::NetworkError e)
{
    const int code = int(e);
    return (code >= 1 && code < 100) || e == QNetworkReply::ProtocolFailure;
}

QString redactedUrl(const QUrl &url)
{
    const QByteArray encoded = url.toEncoded(QUrl::RemoveUserInfo);
    const qsizetype q = encoded.indexOf('?');
    if (q < 0)
        return QString::fromUtf8(encoded);
    // redactedTarget works on "path?query": apply it to the query part only.
    return QString::fromUtf8(encoded.left(q) + redactedTarget("/?" + encoded.mid(q + 1)).mid(1));
}

} // namespace

ForwardedExchange::ForwardedExchange(
    int number, const HttpRequest &request, ClientConnection *client, const QUrl &upstream, QObject *parent)
    : QObject(parent)
    , m_request(request)
    , m_client(client)
    , m_url(upstreamUrlFor(upstream, request.head.target))
{
    m_clock.start();
    m_record = receivedExchange(number, request, client ? client->peerPort() : 0);
    m_record.upstreamUrl = redactedUrl(m_url);
    if (m_client)
        connect(m_client, &ClientConnection::clientGone, this, &ForwardedExchange::onClientGone);
}

ForwardedExchange::~ForwardedExchange()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void ForwardedExchange::start(QNetworkAccessManager *manager)
{
    m_manager = manager;
    // The request goes upstream first; the owner hears of it (a copy per signal, queued to its thread) while the
    // upstream works on it. The record it gets is the one before the attempt, as always.
    const CaptureExchange arrived = m_record;
    sendAttempt();
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

void ForwardedExchange::sendAttempt()
{
    const HttpRequestHead &head = m_request.head;
    const QList<QByteArray> tokens = connectionTokens(head.headers);
    QNetworkRequest req(m_url);
    HttpHeaders sent;
    for (const auto &h : head.headers) {
        if (isHopByHopHeader(h.first, tokens) || h.first.compare("host", Qt::CaseInsensitive) == 0
            || h.first.compare("content-length", Qt::CaseInsensitive) == 0
            || h.first.compare("expect", Qt::CaseInsensitive) == 0)
            continue;
        QByteArray value = h.second;
        const QByteArray lower = h.first.toLower();
        if (!m_upstreamKey.isEmpty() && TransportAttempt::isCredentialHeader(h.first) && lower != "cookie"
            && lower != "proxy-authorization") {
            // The endpoint holds the real key: the client's dummy one never goes upstream.
            const qsizetype space = value.indexOf(' ');
            value = (lower == "authorization" && space > 0 ? value.left(space + 1) : QByteArray()) + m_upstreamKey;
        }
        // QNetworkRequest keeps one value per name: repeated fields are joined as RFC 9110 5.3 allows.
        const QByteArray before = req.rawHeader(h.first);
        req.setRawHeader(h.first, before.isEmpty() ? value : before + ", " + value);
        sent.append({ h.first, value });
    }
    const bool hasBody = !m_request.body.isEmpty() || head.hasHeader("content-length") || m_request.chunked;
    if (hasBody) {
        req.setHeader(QNetworkRequest::ContentLengthHeader, m_request.body.size());
        sent.append({ "Content-Length", QByteArray::number(m_request.body.size()) });
    }
    sent.prepend({ "Host", m_url.authority(QUrl::FullyEncoded).toUtf8() });
    req.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    req.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    req.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    req.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    req.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    req.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
    req.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);

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

    if (head.method == "HEAD")
        m_reply = m_manager->head(req);
    else if (head.method == "GET" && !hasBody)
        m_reply = m_manager->get(req);
    else
        m_reply
            = m_manager->sendCustomRequest(req, head.method, hasBody ? new OneShotBody(m_request.body, this) : nullptr);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &ForwardedExchange::onMetaData);
    connect(m_reply, &QNetworkReply::readyRead, this, &ForwardedExchange::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &ForwardedExchange::onFinished);
}

void ForwardedExchange::onMetaData()
{
    if (m_headSent || !m_reply)
        return;
    if (m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 0)
        return;
    writeHeadToClient();
}

void ForwardedExchange::writeHeadToClient()
{
    m_headSent = true;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray reason = m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
    const HttpHeaders headers = m_reply->rawHeaderPairs();
    TransportAttempt &a = attempt();
    a.status = status;
    a.reason = reason;
    a.responseHeaders = headers;
    a.waitMs = m_attemptClock.elapsed();
    a.retryAfterSeconds = -1;
    m_record.status = status;
    m_record.reason = reason;
    m_record.responseHeaders = headers;

    const QList<QByteArray> tokens = connectionTokens(headers);
    HttpHeaders forwarded;
    qint64 contentLength = -1;
    for (const auto &h : headers) {
        if (isHopByHopHeader(h.first, tokens))
            continue;
        if (h.first.compare("content-length", Qt::CaseInsensitive) == 0) {
            bool ok = false;
            const qint64 n = h.second.trimmed().toLongLong(&ok);
            if (!ok || n < 0)
                continue;
            contentLength = n;
        }
        if (h.first.compare("content-encoding", Qt::CaseInsensitive) == 0)
            m_record.contentEncoding = h.second.trimmed().toLower();
        forwarded.append(h);
    }
    if (m_client)
        m_client->writeHead(status, reason.isEmpty() ? QByteArrayLiteral("Status") : reason, forwarded, contentLength);
    m_record.waitUs = m_clock.nsecsElapsed() / 1000;
    m_record.state = CaptureExchange::State::Streaming;
    Q_EMIT responded(m_record.number, status, m_record.waitUs);
}

void ForwardedExchange::onReadyRead()
{
    if (!m_reply)
        return;
    if (!m_headSent) {
        if (m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 0)
            return;
        writeHeadToClient();
    }
    // Read straight into the buffer that goes to the client (framed as its answer needs); the record keeps the same
    // buffer and where the data lies in it, and copies the data out once when the answer is over.
    const qint64 available = m_reply->bytesAvailable();
    if (available <= 0)
        return;
    qsizetype at = 0;
    QByteArray frame = m_client ? m_client->bodyFrame(available, &at) : QByteArray(available, Qt::Uninitialized);
    const qint64 got = m_reply->read(frame.data() + at, available);
    if (got <= 0)
        return;
    if (got < available) { // not what bytesAvailable() said: frame what came
        QByteArray bytes = frame.sliced(at, got);
        if (m_client)
            m_client->writeBody(bytes);
        m_rawPieces.append({ std::move(bytes), 0, got });
    } else {
        if (m_client)
            m_client->writeFramedBody(frame);
        m_rawPieces.append({ std::move(frame), at, got });
    }
    m_rawSize += got;
}

void ForwardedExchange::onFinished()
{
    QNetworkReply *reply = m_reply;
    if (m_done || !reply)
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = reply->error();
    if (status != 0 && !m_cancelled)
        onReadyRead(); // the head (a body-less answer) and the last bytes
    m_reply = nullptr;
    reply->disconnect(this);
    reply->deleteLater();
    TransportAttempt &a = attempt();
    a.durationMs = m_attemptClock.elapsed();

    if (m_cancelled) {
        a.end = TransportAttempt::End::Cancelled;
        a.error = m_cancelReason;
        if (m_client && !m_record.clientGone) {
            m_client->disconnect(this);
            m_client->abortAnswer();
        }
        finish(TransportAttempt::End::Cancelled, m_cancelReason);
        return;
    }
    if (status == 0) {
        a.end = error == QNetworkReply::TimeoutError ? TransportAttempt::End::Timeout
                                                     : TransportAttempt::End::ConnectionError;
        a.error = reply->errorString();
        if (error == QNetworkReply::ContentReSendError && m_record.attempts.size() == 1) {
            // Qt wanted to send the request again by itself (the connection it reused was closed before any
            // answer came): send it once more, recorded as the second attempt.
            a.error = QStringLiteral("the upstream connection closed before any answer (%1); sent again")
                          .arg(reply->errorString());
            sendAttempt();
            return;
        }
        answerUnreachable(reply->errorString());
        return;
    }
    if (isTransportError(error)) {
        // The answer broke off: the client sees the same broken stream.
        const QString message = QStringLiteral("the upstream connection ended after %1 bytes of the answer: %2")
                                    .arg(m_rawSize)
                                    .arg(reply->errorString());
        a.end = TransportAttempt::End::ConnectionError;
        a.error = message;
        if (m_client) {
            m_client->disconnect(this);
            m_client->abortAnswer();
        }
        finish(TransportAttempt::End::ConnectionError, message);
        return;
    }
    a.end = status >= 200 && status < 300 ? TransportAttempt::End::Complete : TransportAttempt::End::HttpError;
    a.retryAfterSeconds = -1;
    if (m_client) {
        m_client->disconnect(this);
        m_client->endAnswer();
    }
    finish(a.end, {});
}

void ForwardedExchange::answerUnreachable(const QString &message)
{
    const QString text
        = QStringLiteral("skill-workbench capture: the upstream %1 could not be reached: %2")
              .arg(QString::fromUtf8(m_url.toEncoded(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery)),
                  message);
    // Shaped so both SDK families read it: Anthropic's {"type":"error","error":{...}} and OpenAI's {"error":{...}}.
    const QJsonObject error { { QStringLiteral("type"), QStringLiteral("upstream_unreachable") },
        { QStringLiteral("message"), text } };
    const QByteArray body = QJsonDocument(
        QJsonObject { { QStringLiteral("type"), QStringLiteral("error") },
            { QStringLiteral("error"),
                error } }).toJson(QJsonDocument::Compact);
    m_record.status = 502;
    m_record.reason = "Bad Gateway";
    m_record.responseHeaders
        = { { "Content-Type", "application/json" }, { "Content-Length", QByteArray::number(body.size()) } };
    m_record.upstreamUnreachable = true;
    m_rawPieces = { { body, 0, body.size() } };
    m_rawSize = body.size();
    if (m_client) {
        m_client->disconnect(this);
        m_client->writeJsonAnswer(502, "Bad Gateway", body);
    }
    m_record.waitUs = m_clock.nsecsElapsed() / 1000;
    finish(TransportAttempt::End::ConnectionError, text);
}

void ForwardedExchange::onClientGone()
{
    if (m_done)
        return;
    m_record.clientGone = true;
    m_cancelled = true;
    m_cancelReason = QStringLiteral("the client closed the connection after %1 bytes of the answer").arg(m_rawSize);
    if (m_reply)
        m_reply->abort(); // finished() follows: onFinished records it
    else
        finish(TransportAttempt::End::Cancelled, m_cancelReason);
}

void ForwardedExchange::cancel(const QString &why)
{
    if (m_done)
        return;
    m_cancelled = true;
    m_cancelReason = why;
    if (m_reply) {
        m_reply->abort();
        return;
    }
    if (m_client) {
        m_client->disconnect(this);
        m_client->abortAnswer();
    }
    finish(TransportAttempt::End::Cancelled, why);
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
    if (!m_record.contentEncoding.isEmpty() && !m_record.upstreamUnreachable) {
        if (const auto decoded = decodeContent(m_record.responseBody, m_record.contentEncoding)) {
            m_record.responseBody = *decoded;
            m_record.bodyDecoded = true;
        }
    }
    if (!m_record.attempts.isEmpty()) {
        TransportAttempt &a = attempt();
        if (!m_record.upstreamUnreachable)
            a.responseBody = m_record.responseBody;
        a.retryAfterSeconds = m_record.retryAfterSeconds();
    }
    Q_EMIT finished(m_record);
    deleteLater();
}

} // namespace sw
