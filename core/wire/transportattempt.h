#pragma once
// TransportAttempt: one try at delivering a model request, as a proxy would show it, whatever the wire format:
// method, URL and request headers (credentials never stored), the HTTP status, response headers, the raw bytes
// received (a stream, a JSON body or an error body, also when the attempt broke off), timing, and how it ended.
// Providers fill one per start() and report it through ChatProvider::attemptFinished; a request retried after a
// dropped connection carries two.
#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

namespace sw {

using HttpHeaders = QList<QPair<QByteArray, QByteArray>>;

struct TransportAttempt
{
    // Complete: a whole 2xx response; HttpError: a whole non-2xx response (its error body); the others broke off
    // and the bytes are what came before.
    enum class End { Complete, HttpError, ConnectionError, Timeout, Cancelled, Malformed };

    int number = 1; // 1-based within its request
    QDateTime startedAt; // UTC
    QByteArray method = QByteArrayLiteral("POST");
    QString url; // without user info
    HttpHeaders requestHeaders; // in the order sent; credential values are kRedacted (the key is never stored)
    qsizetype requestBytes = 0; // body bytes sent
    int status = 0; // 0: no HTTP response
    QByteArray reason; // "OK", "Too Many Requests"
    QByteArray httpVersion; // "HTTP/1.1"
    HttpHeaders responseHeaders; // in the order received
    QByteArray responseBody; // the raw bytes received, exactly (possibly partial)
    qint64 waitMs = -1; // start -> response headers (time to first byte); -1 when none came
    qint64 durationMs = 0; // start -> end
    End end = End::Complete;
    QString error; // user-facing, when end != Complete
    int retryAfterSeconds = -1; // Retry-After, -1 when absent

    bool isComplete() const { return end == End::Complete; }
    QByteArray responseHeader(const QByteArray &name) const; // first value, case-insensitive; empty when absent
    static QString endName(End end); // "complete", "http_error", "connection_error", "timeout", "cancelled", ...
    // Header names whose values are credentials (Authorization, Proxy-Authorization, api-key, x-api-key, ...).
    static bool isCredentialHeader(const QByteArray &name);
    // `headers` with credential values replaced by kRedacted: what an attempt stores.
    static HttpHeaders withoutCredentials(const HttpHeaders &headers);

    QJsonObject toJson() const; // the body as "response_body" (UTF-8) or "response_body_base64"
    static TransportAttempt fromJson(const QJsonObject &o);
};

} // namespace sw
