// HAR 1.2 export: entries from the requests' transport attempts (or one replay entry per request).
#include "sessionhar.h"

#include "wire/redaction.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <QUrlQuery>

namespace sw {

namespace {

// Redacts and counts what it replaced.
class Redactor
{
public:
    explicit Redactor(const QStringList &secrets)
        : m_secrets(secrets)
    { }
    QString operator()(const QString &text)
    {
        QString out = redactSecrets(text, m_secrets);
        m_count += out.count(kRedacted) - text.count(kRedacted);
        return out;
    }
    QString operator()(const QByteArray &bytes) { return (*this)(QString::fromUtf8(bytes)); }
    qsizetype count() const { return m_count; }

private:
    const QStringList &m_secrets;
    qsizetype m_count = 0;
};

QString isoTime(const QDateTime &time)
{
    return (time.isValid() ? time : QDateTime::fromMSecsSinceEpoch(0, Qt::UTC)).toUTC().toString(Qt::ISODateWithMs);
}

QJsonArray headersJson(const HttpHeaders &headers, Redactor &redact)
{
    QJsonArray a;
    for (const auto &h : headers)
        a << QJsonObject { { "name", QString::fromLatin1(h.first) }, { "value", redact(h.second) } };
    return a;
}

QString mimeOf(const HttpHeaders &headers, const QString &fallback)
{
    for (const auto &h : headers) {
        if (h.first.compare("content-type", Qt::CaseInsensitive) == 0)
            return QString::fromLatin1(h.second);
    }
    return fallback;
}

QString entryComment(const RequestRecord &r, int attempt, int attempts)
{
    QString c = QStringLiteral("request %1 · turn %2, step %3").arg(r.index + 1).arg(r.turn + 1).arg(r.step + 1);
    if (attempts > 1)
        c += QStringLiteral(" · attempt %1 of %2").arg(attempt).arg(attempts);
    return c;
}

// The URL's query as HAR name/value pairs (Gemini streams through `?alt=sse`).
QJsonArray queryJson(const QString &url, Redactor &redact)
{
    QJsonArray out;
    for (const auto &item : QUrlQuery(QUrl(url)).queryItems(QUrl::FullyDecoded))
        out << QJsonObject { { "name", item.first }, { "value", redact(item.second) } };
    return out;
}

QJsonObject requestJson(const RequestRecord &r, const QString &url, const QByteArray &method,
    const HttpHeaders &headers, const QByteArray &httpVersion, Redactor &redact)
{
    return QJsonObject { { "method", QString::fromLatin1(method) }, { "url", redact(url) },
        { "httpVersion", QString::fromLatin1(httpVersion) }, { "cookies", QJsonArray() },
        { "headers", headersJson(headers, redact) }, { "queryString", queryJson(url, redact) },
        { "postData", QJsonObject { { "mimeType", QStringLiteral("application/json") }, { "text", redact(r.body) } } },
        { "headersSize", -1 }, { "bodySize", qint64(r.body.size()) } };
}

QJsonObject attemptEntry(const RequestRecord &r, const TransportAttempt &a, const QString &page, Redactor &redact)
{
    const qint64 wait = qMax<qint64>(0, a.waitMs >= 0 ? a.waitMs : a.durationMs);
    const qint64 receive = qMax<qint64>(0, a.durationMs - wait);
    QJsonObject content { { "size", qint64(a.responseBody.size()) },
        { "mimeType", mimeOf(a.responseHeaders, QStringLiteral("application/octet-stream")) },
        { "text", redact(a.responseBody) } };
    QJsonObject response { { "status", a.status }, { "statusText", QString::fromLatin1(a.reason) },
        { "httpVersion", QString::fromLatin1(a.httpVersion) }, { "cookies", QJsonArray() },
        { "headers", headersJson(a.responseHeaders, redact) }, { "content", content }, { "redirectURL", QString() },
        { "headersSize", -1 }, { "bodySize", qint64(a.responseBody.size()) } };
    QJsonObject entry { { "pageref", page }, { "startedDateTime", isoTime(a.startedAt) }, { "time", wait + receive },
        { "request", requestJson(r, a.url, a.method, a.requestHeaders, a.httpVersion, redact) },
        { "response", response }, { "cache", QJsonObject() },
        { "timings", QJsonObject { { "send", 0 }, { "wait", wait }, { "receive", receive } } },
        { "comment", entryComment(r, a.number, int(r.transport.size())) } };
    if (!a.isComplete()) {
        entry.insert("_end", TransportAttempt::endName(a.end));
        entry.insert("_error", redact(a.error));
    }
    if (a.retryAfterSeconds >= 0)
        entry.insert("_retryAfter", a.retryAfterSeconds);
    return entry;
}

// A replayed request: nothing went over the network; the entry carries the body and the scripted answer.
QJsonObject replayEntry(const Session &s, const RequestRecord &r, const QString &page, Redactor &redact)
{
    const QString url = QStringLiteral("replay:%1").arg(QString::fromLatin1(QUrl::toPercentEncoding(s.providerName)));
    const QString text = r.response.rawBody.isEmpty() ? r.response.text : QString::fromUtf8(r.response.rawBody);
    QJsonObject response { { "status", r.failed ? 0 : 200 },
        { "statusText", r.failed ? QString() : QStringLiteral("Replay") }, { "httpVersion", QString() },
        { "cookies", QJsonArray() }, { "headers", QJsonArray() },
        { "content",
            QJsonObject { { "size", qint64(text.toUtf8().size()) }, { "mimeType", QStringLiteral("text/plain") },
                { "text", redact(text) } } },
        { "redirectURL", QString() }, { "headersSize", -1 }, { "bodySize", -1 } };
    QJsonObject entry { { "pageref", page }, { "startedDateTime", isoTime(r.startedAt) }, { "time", r.durationMs },
        { "request",
            requestJson(
                r, url, QByteArrayLiteral("POST"), { { "Content-Type", "application/json" } }, QByteArray(), redact) },
        { "response", response }, { "cache", QJsonObject() },
        { "timings", QJsonObject { { "send", 0 }, { "wait", r.durationMs }, { "receive", 0 } } },
        { "comment", entryComment(r, 1, 1) + QStringLiteral(" · scripted replay, not sent") }, { "_replay", true } };
    if (r.failed)
        entry.insert("_error", redact(r.error.describe()));
    return entry;
}

} // namespace

QByteArray sessionToHar(const Session &session, const QStringList &secrets)
{
    Redactor redact(secrets);
    const QString page = QStringLiteral("session-%1").arg(session.id);
    QJsonArray entries;
    for (const RequestRecord &r : session.requests) {
        if (r.transport.isEmpty()) {
            entries << replayEntry(session, r, page, redact);
            continue;
        }
        for (const TransportAttempt &a : r.transport)
            entries << attemptEntry(r, a, page, redact);
    }
    const QString title = QStringLiteral("Skill Workbench session %1 · profile %2 · model %3")
                              .arg(session.id, session.profileName, session.model);
    QJsonObject log { { "version", QStringLiteral("1.2") },
        { "creator",
            QJsonObject { { "name", QStringLiteral("Skill Workbench") },
                { "version",
                    QCoreApplication::applicationVersion().isEmpty() ? QStringLiteral("dev")
                                                                     : QCoreApplication::applicationVersion() } } },
        { "pages",
            QJsonArray { QJsonObject { { "startedDateTime", isoTime(session.created) }, { "id", page },
                { "title", redact(title) }, { "pageTimings", QJsonObject() } } } },
        { "entries", entries } };
    log.insert("comment",
        QStringLiteral("Credential headers are never recorded (their values read [REDACTED]); API keys, Bearer tokens "
                       "and sk-... keys in bodies were replaced by [REDACTED]: %1 replaced.")
            .arg(redact.count()));
    return QJsonDocument(QJsonObject { { "log", log } }).toJson(QJsonDocument::Indented);
}

} // namespace sw
