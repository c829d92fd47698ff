#pragma once
// CaptureExchange: one request a client sent through the capture endpoint and what came back, as the endpoint
// recorded it: the method, target and headers the client sent (credential values redacted: they were forwarded, never
// kept), the exact body bytes forwarded upstream, the status, headers and body the client received (a gzip or
// deflate body recorded decoded), time to first byte and total, and every upstream attempt (TransportAttempt). A
// value type: the endpoint's thread fills it, signals carry copies (docs/capture.md).
#include "wire/transportattempt.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

namespace sw {

struct CaptureExchange
{
    enum class State {
        Forwarding, // the request is on its way upstream; no answer yet
        Streaming, // the answer's head reached the client, its body is arriving
        Finished, // over (see `end`)
    };
    int number = 0; // 1-based, in the order the requests arrived at the endpoint
    QDateTime startedAt; // UTC, when the whole request had arrived
    QByteArray method; // as sent: "POST"
    QByteArray target; // path and query as sent ("/v1/messages?beta=true"); credential query values redacted
    QByteArray httpVersion; // of the client's request: "HTTP/1.1"
    HttpHeaders requestHeaders; // as the client sent them, credential values redacted
    QByteArray requestBody; // the exact bytes forwarded upstream (a chunked request body without its framing)
    QString upstreamUrl; // where it went (no user info, credential query values redacted)
    quint16 clientPort = 0; // the client's TCP port (tells one connection from another)

    State state = State::Forwarding;
    int status = 0; // what the client received; 502 when the upstream could not be reached; 0: nothing
    QByteArray reason;
    HttpHeaders responseHeaders; // as the upstream sent them (hop-by-hop ones included), or the endpoint's own
    QByteArray responseBody; // the body the client received, decoded when the upstream compressed it
    QByteArray contentEncoding; // the upstream's Content-Encoding ("gzip"), "" when none
    bool bodyDecoded = false; // responseBody was decompressed for the record
    qint64 waitUs = -1; // request complete -> response head sent to the client (time to first byte); -1: none
    qint64 totalUs = 0; // request complete -> last byte sent (or the end)
    QList<TransportAttempt> attempts; // every upstream try, in order
    TransportAttempt::End end = TransportAttempt::End::Complete;
    QString error; // user-facing, when the exchange did not end as a complete answer
    bool upstreamUnreachable = false; // no upstream answer at all: the client got the endpoint's 502
    bool clientGone = false; // the client closed its connection before the answer ended
    QString answeredBy; // "" when the upstream answered; else who answered locally ("cache", "scripted model")

    bool isFinished() const { return state == State::Finished; }
    QByteArray path() const; // the target up to '?'
    QByteArray requestHeader(QByteArrayView name) const; // first value, case-insensitive
    QByteArray responseHeader(QByteArrayView name) const;
    // Seconds the upstream asked to wait (Retry-After delta-seconds), -1 when none.
    int retryAfterSeconds() const;
};

struct HttpRequest;
// The request side of an exchange as an endpoint received it: its number, the time, method, target (credential query
// values redacted), HTTP version, headers (credential values redacted), the body and the client's port.
CaptureExchange receivedExchange(int number, const HttpRequest &request, quint16 clientPort);

// `target` with the values of query parameters that carry credentials (key, api_key, apikey, access_token, token)
// replaced by [REDACTED].
QByteArray redactedTarget(const QByteArray &target);

} // namespace sw

Q_DECLARE_METATYPE(sw::CaptureExchange)
