// TransportAttempt: credential filtering and JSON (saved sessions, CLI output).
#include "transportattempt.h"

#include "wire/redaction.h"

#include <QJsonArray>
#include <QStringDecoder>

namespace sw {

namespace {

const QList<QPair<TransportAttempt::End, QString>> &endNames()
{
    using E = TransportAttempt::End;
    static const QList<QPair<E, QString>> names {
        { E::Complete, QStringLiteral("complete") },
        { E::HttpError, QStringLiteral("http_error") },
        { E::ConnectionError, QStringLiteral("connection_error") },
        { E::Timeout, QStringLiteral("timeout") },
        { E::Cancelled, QStringLiteral("cancelled") },
        { E::Malformed, QStringLiteral("malformed") },
    };
    return names;
}

QJsonArray headersJson(const HttpHeaders &headers)
{
    QJsonArray a;
    for (const auto &h : headers)
        a << QJsonArray { QString::fromLatin1(h.first), QString::fromLatin1(h.second) };
    return a;
}

HttpHeaders headersFrom(const QJsonArray &a)
{
    HttpHeaders out;
    for (const QJsonValue v : a) {
        const QJsonArray pair = v.toArray();
        out.append({ pair.at(0).toString().toLatin1(), pair.at(1).toString().toLatin1() });
    }
    return out;
}

bool isUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes);
    return !decoder.hasError();
}

} // namespace

QByteArray TransportAttempt::responseHeader(const QByteArray &name) const
{
    for (const auto &h : responseHeaders) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    }
    return {};
}

QString TransportAttempt::endName(End end)
{
    for (const auto &n : endNames()) {
        if (n.first == end)
            return n.second;
    }
    return {};
}

bool TransportAttempt::isCredentialHeader(const QByteArray &name)
{
    const QByteArray n = name.toLower();
    return n == "authorization" || n == "proxy-authorization" || n == "api-key" || n == "x-api-key"
        || n == "x-goog-api-key" || n == "cookie";
}

HttpHeaders TransportAttempt::withoutCredentials(const HttpHeaders &headers)
{
    HttpHeaders out = headers;
    for (auto &h : out) {
        if (!isCredentialHeader(h.first))
            continue;
        // Keep the scheme ("Bearer") so the capture still says what kind of credential went out.
        const qsizetype space = h.second.indexOf(' ');
        const bool scheme = h.first.compare("authorization", Qt::CaseInsensitive) == 0 && space > 0;
        h.second = (scheme ? h.second.left(space + 1) : QByteArray()) + QByteArray(kRedacted.data(), kRedacted.size());
    }
    return out;
}

QJsonObject TransportAttempt::toJson() const
{
    QJsonObject o { { "number", number }, { "started_at", startedAt.toString(Qt::ISODateWithMs) },
        { "method", QString::fromLatin1(method) }, { "url", url }, { "request_headers", headersJson(requestHeaders) },
        { "request_bytes", qint64(requestBytes) }, { "status", status }, { "reason", QString::fromLatin1(reason) },
        { "http_version", QString::fromLatin1(httpVersion) }, { "response_headers", headersJson(responseHeaders) },
        { "wait_ms", waitMs }, { "duration_ms", durationMs }, { "end", endName(end) } };
    if (isUtf8(responseBody))
        o.insert("response_body", QString::fromUtf8(responseBody));
    else
        o.insert("response_body_base64", QString::fromLatin1(responseBody.toBase64()));
    if (!error.isEmpty())
        o.insert("error", error);
    if (retryAfterSeconds >= 0)
        o.insert("retry_after", retryAfterSeconds);
    return o;
}

TransportAttempt TransportAttempt::fromJson(const QJsonObject &o)
{
    TransportAttempt a;
    a.number = o.value("number").toInt(1);
    a.startedAt = QDateTime::fromString(o.value("started_at").toString(), Qt::ISODateWithMs);
    a.method = o.value("method").toString(QStringLiteral("POST")).toLatin1();
    a.url = o.value("url").toString();
    a.requestHeaders = withoutCredentials(headersFrom(o.value("request_headers").toArray()));
    a.requestBytes = o.value("request_bytes").toInteger();
    a.status = o.value("status").toInt();
    a.reason = o.value("reason").toString().toLatin1();
    a.httpVersion = o.value("http_version").toString().toLatin1();
    a.responseHeaders = headersFrom(o.value("response_headers").toArray());
    a.responseBody = o.contains("response_body_base64")
        ? QByteArray::fromBase64(o.value("response_body_base64").toString().toLatin1())
        : o.value("response_body").toString().toUtf8();
    a.waitMs = o.value("wait_ms").toInteger(-1);
    a.durationMs = o.value("duration_ms").toInteger();
    const QString end = o.value("end").toString();
    for (const auto &n : endNames()) {
        if (n.second == end)
            a.end = n.first;
    }
    a.error = o.value("error").toString();
    a.retryAfterSeconds = o.value("retry_after").toInt(-1);
    return a;
}

} // namespace sw
