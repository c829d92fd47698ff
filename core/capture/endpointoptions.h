#pragma once
// CaptureEndpointOptions: where the capture endpoint listens and where it forwards to (docs/capture.md).
#include <QHostAddress>
#include <QNetworkProxy>
#include <QProcessEnvironment>
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
    int upstreamIdleMax = 256; // kept-alive upstream connections held per origin; past it the longest idle closes
    // How upstream connections are made: directly (the default; Qt's application proxy is not consulted), or through
    // an HTTP proxy (a CONNECT tunnel, TLS inside it for https) or a SOCKS5 proxy. The command line and the window
    // take it from the environment (upstreamProxyFromEnvironment), as the clients themselves would.
    QNetworkProxy upstreamProxy = QNetworkProxy(QNetworkProxy::NoProxy);
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

// The proxy a client would use to reach `upstream`, from `env` as curl and the four clients read it: https_proxy or
// HTTPS_PROXY for an https upstream, http_proxy or HTTP_PROXY for http, else all_proxy or ALL_PROXY; none for a
// loopback upstream (localhost, 127.0.0.0/8, ::1) or a host that no_proxy or NO_PROXY names ("*", the host, or a
// domain the host is in: "example.com" and ".example.com" both cover api.example.com). http:// (or no scheme) gives an
// HTTP proxy, socks5:// or socks5h:// a SOCKS5 proxy; user and password come from the URL. `variable` names where it
// came from; a proxy URL of another scheme is not used and `problem` says why.
struct UpstreamProxyChoice
{
    QNetworkProxy proxy = QNetworkProxy(QNetworkProxy::NoProxy);
    QString variable; // "https_proxy", ...; empty when no variable applied
    QString problem;
};
UpstreamProxyChoice upstreamProxyFromEnvironment(const QUrl &upstream, const QProcessEnvironment &env);

// "HOST:PORT" ("127.0.0.1:8787", "[::1]:0", "localhost:0") as the endpoint's listening address; false when it is not
// one.
bool parseListenAddress(const QString &value, QHostAddress *address, quint16 *port);

} // namespace sw
