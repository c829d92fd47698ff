// CaptureExchange accessors and query redaction.
#include "captureexchange.h"

#include "capture/httprequestparser.h"
#include "wire/redaction.h"

namespace sw {

namespace {

QByteArray firstHeader(const HttpHeaders &headers, QByteArrayView name)
{
    for (const auto &h : headers)
        if (QByteArrayView(h.first).compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

} // namespace

QByteArray CaptureExchange::path() const
{
    const qsizetype q = target.indexOf('?');
    return q < 0 ? target : target.left(q);
}

QByteArray CaptureExchange::requestHeader(QByteArrayView name) const
{
    return firstHeader(requestHeaders, name);
}

QByteArray CaptureExchange::responseHeader(QByteArrayView name) const
{
    return firstHeader(responseHeaders, name);
}

int CaptureExchange::retryAfterSeconds() const
{
    const QByteArray v = responseHeader("retry-after").trimmed();
    bool ok = false;
    const int n = v.toInt(&ok);
    return ok && n >= 0 ? n : -1;
}

CaptureExchange receivedExchange(int number, const HttpRequest &request, quint16 clientPort)
{
    CaptureExchange e;
    e.number = number;
    e.startedAt = QDateTime::currentDateTimeUtc();
    e.method = request.head.method;
    e.target = redactedTarget(request.head.target);
    e.httpVersion = request.head.version;
    e.requestHeaders = TransportAttempt::withoutCredentials(request.head.headers);
    e.requestBody = request.body;
    e.clientPort = clientPort;
    return e;
}

QByteArray redactedTarget(const QByteArray &target)
{
    const qsizetype q = target.indexOf('?');
    if (q < 0)
        return target;
    QList<QByteArray> params = target.mid(q + 1).split('&');
    bool changed = false;
    for (QByteArray &p : params) {
        const qsizetype eq = p.indexOf('=');
        if (eq < 0)
            continue;
        const QByteArray name = p.left(eq).toLower();
        if (name == "key" || name == "api_key" || name == "apikey" || name == "access_token" || name == "token") {
            p = p.left(eq + 1) + QByteArray(kRedacted.data(), kRedacted.size());
            changed = true;
        }
    }
    return changed ? target.left(q + 1) + params.join('&') : target;
}

} // namespace sw
