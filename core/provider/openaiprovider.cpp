// OpenAiChatProvider: the network side of the OpenAI-compatible protocol.
#include "openaiprovider.h"

#include "provider/providerpresets.h"

#include <cmath>

#include <QDateTime>
#include <QJsonDocument>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace sw {

namespace {
// The request body as QNetworkAccessManager reads it: once. Qt 6.4's QHttpNetworkConnectionChannel sends a request
// again by itself when a kept-alive connection closes before any response (_q_error with RemoteHostClosedError
// while the channel waits, handleUnexpectedEOF: resendCurrentRequest, up to three times, whatever the method). It
// first rewinds the upload device (resetUploadData); a body that cannot be rewound makes it fail the reply with
// ContentReSendError instead, so a POST that may have been billed is never repeated behind the user's back: the
// agent loop's own retry, recorded as an attempt, decides. Qt only keeps an unbuffered device when
// DoNotBufferUploadDataAttribute is set and the Content-Length is known. Rewinding before anything was read (the
// request never left) is allowed.
class OneShotBody : public QIODevice
{
public:
    OneShotBody(const QByteArray &body, QObject *parent)
        : QIODevice(parent)
        , m_body(body)
    {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override { return m_body.size() - m_read + QIODevice::bytesAvailable(); }
    qint64 size() const override { return m_body.size(); }
    bool atEnd() const override { return m_read >= m_body.size() && QIODevice::bytesAvailable() == 0; }
    bool reset() override { return m_read == 0; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 n = qMin(maxSize, qint64(m_body.size()) - m_read);
        if (n <= 0)
            return m_read >= m_body.size() ? -1 : 0;
        memcpy(data, m_body.constData() + m_read, size_t(n));
        m_read += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_body;
    qint64 m_read = 0;
};
} // namespace

OpenAiChatProvider::OpenAiChatProvider(const ProviderConfig &config, QObject *parent)
    : ChatProvider(parent)
    , m_config(config)
    , m_nam(new QNetworkAccessManager(this))
{
    // http_proxy / https_proxy / no_proxy from the environment (and the desktop's settings where Qt reads them).
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    m_inactivity.setSingleShot(true);
    connect(&m_inactivity, &QTimer::timeout, this, &OpenAiChatProvider::onInactivity);
}

OpenAiChatProvider::~OpenAiChatProvider()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
}

QString OpenAiChatProvider::displayName() const
{
    return QStringLiteral("%1 (%2)").arg(m_config.model, endpoint().toString(QUrl::RemoveUserInfo));
}

QString OpenAiChatProvider::providerName() const
{
    const ProviderPreset preset = providerPreset(m_config.presetId);
    return preset.id == QLatin1String("custom") ? QStringLiteral("custom endpoint") : preset.displayName;
}

QUrl OpenAiChatProvider::endpoint() const
{
    return wireFormat(m_config.api).endpoint(m_config.baseUrl, m_config.model, m_config.stream);
}

QUrl OpenAiChatProvider::endpoint(const ChatRequest &request) const
{
    return wireFormat(m_config.api)
        .endpoint(m_config.baseUrl, request.model.isEmpty() ? m_config.model : request.model, request.stream);
}

QString OpenAiChatProvider::exampleBaseUrl(WireApi api)
{
    switch (api) {
    case WireApi::AnthropicMessages:
        return QStringLiteral("https://api.anthropic.com");
    case WireApi::Gemini:
        return QStringLiteral("https://generativelanguage.googleapis.com");
    case WireApi::ChatCompletions:
    case WireApi::OpenAiResponses:
        break;
    }
    return QStringLiteral("https://api.openai.com/v1");
}

int OpenAiChatProvider::parseRetryAfter(const QByteArray &value)
{
    const QByteArray v = value.trimmed();
    if (v.isEmpty())
        return -1;
    bool ok = false;
    const double seconds = v.toDouble(&ok);
    if (ok)
        return seconds < 0 ? -1 : int(std::ceil(seconds));
    // IMF-fixdate, e.g. "Wed, 21 Oct 2015 07:28:00 GMT"
    QDateTime when = QLocale::c().toDateTime(QString::fromLatin1(v), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!when.isValid())
        return -1;
    when.setTimeSpec(Qt::UTC);
    return int(qMax<qint64>(0, QDateTime::currentDateTimeUtc().secsTo(when)));
}

void OpenAiChatProvider::start(const ChatRequest &request)
{
    if (m_reply) {
        Q_EMIT failed(
            ProviderError::make(ProviderError::Kind::Configuration, QStringLiteral("a request is already running")));
        return;
    }
    const QUrl url = endpoint(request);
    if (!url.isValid() || url.scheme().isEmpty() || url.host().isEmpty()) {
        ProviderError e;
        e.kind = ProviderError::Kind::Configuration;
        e.message = QStringLiteral("invalid base URL '%1': expected e.g. %2")
                        .arg(m_config.baseUrl, exampleBaseUrl(m_config.api));
        QMetaObject::invokeMethod(
            this, [this, e] { Q_EMIT failed(e); }, Qt::QueuedConnection);
        return;
    }
    if (request.api != m_config.api) {
        const ProviderError e = ProviderError::make(ProviderError::Kind::Configuration,
            QStringLiteral("the request is encoded as %1 but the provider speaks %2")
                .arg(wireApiName(request.api), wireApiName(m_config.api)));
        QMetaObject::invokeMethod(
            this, [this, e] { Q_EMIT failed(e); }, Qt::QueuedConnection);
        return;
    }
    m_parser.reset();
    m_decoder = wireFormat(m_config.api).decoder();
    m_raw.clear();
    m_responseHeaders.clear();
    m_status = 0;
    m_streaming = false;
    m_headersSeen = false;
    m_cancelled = false;
    m_timedOut = false;
    m_failedEarly = false;

    HttpHeaders headers { { "Content-Type", "application/json" },
        { "Accept", request.stream ? QByteArrayLiteral("text/event-stream") : QByteArrayLiteral("application/json") } };
    headers += wireFormat(m_config.api).headers(m_config.apiKey); // the format's key and version headers
    headers += wireFormat(m_config.api).requestHeaders(request.body); // what this body needs (a beta)
    headers += m_config.headers;
    QNetworkRequest req(url);
    for (const auto &h : std::as_const(headers))
        req.setRawHeader(h.first, h.second);
    headers.append({ "Content-Length", QByteArray::number(request.body.size()) });
    m_attempt = TransportAttempt();
    m_attempt.startedAt = QDateTime::currentDateTimeUtc();
    m_attempt.url = url.toString(QUrl::RemoveUserInfo);
    m_requestUrl = url;
    m_attempt.requestHeaders = TransportAttempt::withoutCredentials(headers);
    m_attempt.requestBytes = request.body.size();
    m_attempt.httpVersion = QByteArrayLiteral("HTTP/1.1"); // HTTP/2 is not allowed below
    m_attemptClock.start();
    m_sends = 0;
    req.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    req.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    // A redirect would be a second request to another URL that no attempt records: it is reported instead.
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    // No automatic re-send (see OneShotBody): the body goes out unbuffered, once, with its length known.
    req.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);
    req.setHeader(QNetworkRequest::ContentLengthHeader, request.body.size());

    auto *body = new OneShotBody(request.body, nullptr);
    m_reply = m_nam->post(req, body);
    body->setParent(m_reply);
    connect(m_reply, &QNetworkReply::requestSent, this, &OpenAiChatProvider::onRequestSent);
    connect(m_reply, &QNetworkReply::readyRead, this, &OpenAiChatProvider::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &OpenAiChatProvider::onFinished);
    connect(m_reply, &QNetworkReply::uploadProgress, this, [this] { m_inactivity.start(); });
    m_inactivity.start(m_config.inactivityTimeoutMs);
}

void OpenAiChatProvider::onRequestSent()
{
    // Each time the request went on the wire. A second time is a re-send nobody asked for (prevented above; should
    // Qt find another way): the first sending is recorded as an attempt of its own, so none is hidden.
    if (++m_sends < 2)
        return;
    TransportAttempt next = m_attempt;
    next.startedAt = QDateTime::currentDateTimeUtc();
    m_attempt.responseHeaders.clear();
    endAttempt(TransportAttempt::End::ConnectionError,
        QStringLiteral("the connection closed before any response; Qt sent the request again by itself"));
    m_attempt = next;
    m_attempt.status = 0;
    m_attempt.waitMs = -1;
    m_attemptClock.start();
}

void OpenAiChatProvider::cancel()
{
    if (!m_reply)
        return;
    m_cancelled = true;
    m_reply->abort(); // finished() follows synchronously or queued; onFinished reports Cancelled
}

void OpenAiChatProvider::onInactivity()
{
    if (!m_reply)
        return;
    m_timedOut = true;
    m_reply->abort();
}

void OpenAiChatProvider::onReadyRead()
{
    if (!m_reply)
        return;
    m_inactivity.start();
    if (!m_headersSeen) {
        m_headersSeen = true;
        m_status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        m_responseHeaders = m_reply->rawHeaderPairs();
        m_attempt.waitMs = m_attemptClock.elapsed();
        m_attempt.status = m_status;
        m_attempt.reason = m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
        m_attempt.responseHeaders = m_responseHeaders;
        const QByteArray type = m_reply->header(QNetworkRequest::ContentTypeHeader).toByteArray().toLower();
        m_streaming = m_status >= 200 && m_status < 300 && type.contains("text/event-stream");
        Q_EMIT responseStarted(m_attempt);
    }
    const QByteArray bytes = m_reply->readAll();
    m_raw.append(bytes);
    if (!bytes.isEmpty())
        Q_EMIT bytesReceived(m_raw.size());
    if (!m_streaming)
        return;
    QList<QByteArray> events;
    m_parser.feed(bytes, events);
    handleEvents(events);
}

void OpenAiChatProvider::handleEvents(const QList<QByteArray> &events)
{
    for (const QByteArray &data : events) {
        if (m_failedEarly)
            return;
        StreamDelta delta;
        ProviderError error;
        if (!m_decoder->apply(data, &delta, &error)) {
            m_failedEarly = true;
            m_reply->disconnect(this);
            m_reply->abort();
            m_reply->deleteLater();
            m_reply = nullptr;
            fail(error, TransportAttempt::End::Malformed);
            return;
        }
        if (!delta.reasoning.isEmpty())
            Q_EMIT reasoningDelta(delta.reasoning);
        if (!delta.text.isEmpty())
            Q_EMIT textDelta(delta.text);
        for (const ToolCallDelta &t : delta.toolCalls)
            Q_EMIT toolCallDelta(t.index, t.id, t.name, t.argumentsFragment);
        if (delta.hasUsage)
            Q_EMIT usageReceived(delta.usage);
    }
}

void OpenAiChatProvider::onFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply)
        return;
    m_inactivity.stop();
    if ((!m_headersSeen && reply->error() == QNetworkReply::NoError) || reply->bytesAvailable() > 0)
        onReadyRead();
    if (!m_reply)
        return; // failed while parsing
    m_reply = nullptr;
    reply->deleteLater();
    if (m_status == 0)
        m_status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_attempt.status = m_status;
    if (m_attempt.waitMs < 0 && m_status != 0) { // a response without a body: no readyRead came
        m_attempt.waitMs = m_attemptClock.elapsed();
        m_attempt.reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
        m_attempt.responseHeaders = reply->rawHeaderPairs();
    }
    if (m_cancelled) {
        fail(ProviderError::make(ProviderError::Kind::Cancelled, QStringLiteral("request cancelled")),
            TransportAttempt::End::Cancelled);
        return;
    }
    if (m_timedOut) {
        ProviderError e;
        e.kind = ProviderError::Kind::Timeout;
        e.httpStatus = m_status;
        e.message = QStringLiteral("no data from %1 for %2 s (timeout)")
                        .arg(m_requestUrl.host())
                        .arg(m_config.inactivityTimeoutMs / 1000.0);
        fail(e, TransportAttempt::End::Timeout);
        return;
    }
    if (m_status != 0 && (m_status < 200 || m_status >= 300)) {
        ProviderError e = wireFormat(m_config.api).errorFromBody(m_status, m_raw);
        // The Retry-After header wins; Gemini announces the wait in the body instead (RetryInfo.retryDelay).
        const int header = parseRetryAfter(reply->rawHeader("Retry-After"));
        if (header >= 0 || e.retryAfterSeconds < 0)
            e.retryAfterSeconds = header;
        if (m_status >= 300 && m_status < 400 && reply->hasRawHeader("Location"))
            e.message = QStringLiteral("HTTP %1: the server redirects to %2; requests are not sent on to another "
                                       "address: use it as the base URL if it is the right one")
                            .arg(m_status)
                            .arg(QString::fromUtf8(reply->rawHeader("Location")));
        m_attempt.retryAfterSeconds = e.retryAfterSeconds;
        fail(e, TransportAttempt::End::HttpError);
        return;
    }
    if (m_streaming) {
        handleEvents(m_parser.finish());
        if (m_failedEarly)
            return;
        ChatResponse response = m_decoder->response();
        response.rawBody = m_raw;
        const bool complete = m_decoder->isComplete();
        if (!complete || (reply->error() != QNetworkReply::NoError && !complete)) {
            ProviderError e;
            e.kind = ProviderError::Kind::Network;
            e.message = QStringLiteral("the connection closed before the stream finished (%1 chunks received, no "
                                       "%2): %3")
                            .arg(m_decoder->eventCount())
                            .arg(m_decoder->endMarker())
                            .arg(reply->error() != QNetworkReply::NoError ? reply->errorString()
                                                                          : QStringLiteral("end of data"));
            if (m_decoder->sawAnything())
                e.kind = ProviderError::Kind::Protocol; // partial answer: retrying would repeat shown text
            fail(e, TransportAttempt::End::ConnectionError);
            return;
        }
        if (const auto cut = cutOffToolCall(response)) {
            fail(*cut, TransportAttempt::End::Malformed);
            return;
        }
        endAttempt(TransportAttempt::End::Complete);
        Q_EMIT finished(response);
        return;
    }
    if (reply->error() != QNetworkReply::NoError) {
        ProviderError e;
        e.kind = ProviderError::Kind::Network;
        e.message = QStringLiteral("%1: %2").arg(m_requestUrl.toString(QUrl::RemoveUserInfo), reply->errorString());
        if (reply->error() == QNetworkReply::ContentReSendError) // Qt wanted to send it again (see OneShotBody)
            e.message = QStringLiteral("%1: the connection closed before any response (the server may have received "
                                       "the request); it was not sent again automatically")
                            .arg(m_requestUrl.toString(QUrl::RemoveUserInfo));
        fail(e, TransportAttempt::End::ConnectionError);
        return;
    }
    ChatResponse response;
    ProviderError error;
    if (!wireFormat(m_config.api).parseBody(m_raw, &response, &error)) {
        fail(error, TransportAttempt::End::Malformed);
        return;
    }
    if (const auto cut = cutOffToolCall(response)) {
        fail(*cut, TransportAttempt::End::Malformed);
        return;
    }
    endAttempt(TransportAttempt::End::Complete);
    if (!response.reasoning.isEmpty())
        Q_EMIT reasoningDelta(response.reasoning);
    if (!response.text.isEmpty())
        Q_EMIT textDelta(response.text);
    for (int i = 0; i < response.toolCalls.size(); ++i) {
        const ToolCall &c = response.toolCalls.at(i);
        Q_EMIT toolCallDelta(i, c.id, c.name, c.arguments);
    }
    if (response.usage.isValid())
        Q_EMIT usageReceived(response.usage);
    Q_EMIT finished(response);
}

std::optional<ProviderError> OpenAiChatProvider::cutOffToolCall(const ChatResponse &response)
{
    if (!response.stoppedAtTokenLimit)
        return std::nullopt;
    for (const ToolCall &c : response.toolCalls) {
        QJsonParseError pe;
        QJsonDocument::fromJson(c.arguments.toUtf8(), &pe);
        if (pe.error == QJsonParseError::NoError)
            continue;
        ProviderError e;
        e.kind = ProviderError::Kind::Protocol;
        e.message = QStringLiteral("the answer was cut off by the output token limit (%1) in the middle of the tool "
                                   "call %2: its arguments are incomplete (%3 characters). Raise the limit or ask for "
                                   "a shorter answer.")
                        .arg(response.finishReason, c.name.isEmpty() ? c.id : c.name)
                        .arg(c.arguments.size());
        return e;
    }
    return std::nullopt;
}

void OpenAiChatProvider::endAttempt(TransportAttempt::End end, const QString &error)
{
    m_attempt.durationMs = m_attemptClock.isValid() ? m_attemptClock.elapsed() : 0;
    m_attempt.responseBody = m_raw;
    m_attempt.end = end;
    m_attempt.error = error;
    m_attemptClock.invalidate();
    Q_EMIT attemptFinished(m_attempt);
}

void OpenAiChatProvider::fail(const ProviderError &error, TransportAttempt::End end)
{
    m_inactivity.stop();
    endAttempt(end, error.describe());
    Q_EMIT failed(error);
}

} // namespace sw
