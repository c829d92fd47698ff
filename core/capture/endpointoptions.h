#pragma once
// CaptureEndpointOptions: where the capture endpoint listens and where it forwards to (docs/capture.md).
#include <QHostAddress>
#include <QUrl>

#include <memory>

namespace sw {

class LocalAnswerer;

struct CaptureEndpointOptions
{
    // The provider every request goes on to: scheme, host, port and an optional path prefix
    // (https://api.anthropic.com, https://api.openai.com/v1, http://127.0.0.1:11434/v1, another endpoint).
    QUrl upstream;
    QHostAddress address = QHostAddress::LocalHost; // loopback unless the user chooses another address
    quint16 port = 0; // 0: a free port
    qint64 maxBodyBytes = 256LL * 1024 * 1024; // a larger request body is refused with 413
    // An upstream that sends nothing for this long while a request waits for or reads its answer ends the request:
    // before any answer the client gets a 504 with a JSON error body, during one its connection is cut; the record
    // says why. 0: no limit. Ten minutes: a client waits about that long itself and closes (which ends the request
    // at once); this frees what a client that never gives up would hold.
    int upstreamSilenceMs = 10 * 60 * 1000;
    int upstreamIdleMs = 30 * 1000; // a kept-alive upstream connection unused for this long is closed
    // The credential the upstream gets instead of the client's (the real-client Trigger Lab gives its clients a dummy
    // key): every credential header the client sent is replaced by this value in the same shape (Authorization keeps
    // its scheme). Empty: the client's own credentials go up unchanged. Never recorded.
    QByteArray upstreamKey;
    // Asked before each request is forwarded (localanswer.h); null: everything goes upstream. With an answerer that
    // answers everything, no upstream is needed.
    std::shared_ptr<LocalAnswerer> answerer;
};

// A user-facing reason the URL cannot be an upstream ("" when it can): http or https, a host, no query.
QString upstreamProblem(const QUrl &upstream);

// "HOST:PORT" ("127.0.0.1:8787", "[::1]:0", "localhost:0") as the endpoint's listening address; false when it is not
// one.
bool parseListenAddress(const QString &value, QHostAddress *address, quint16 *port);

} // namespace sw
