// UpstreamConnection and UpstreamPool: the capture endpoint's HTTP/1.1 client on its own thread.
#include "upstreamconnection.h"

#include "capture/captureexchange.h"

#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimerEvent>

#include <chrono>

namespace sw {

namespace {
// A request whose body is at most this long goes out with its head in one write (one segment for a small request).
constexpr qsizetype kJoinBodyBytes = qsizetype(64) * 1024;
// The most the socket reads at a time: an answer that comes all at once goes on to the client in pieces of this size
// while the rest is read (its head first, at once), through a buffer that is reused instead of a new one per read.
constexpr qsizetype kReadBytes = qsizetype(64) * 1024;

qint64 monotonicMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

bool isHttps(const QUrl &url)
{
    return url.scheme().compare(QLatin1String("https"), Qt::CaseInsensitive) == 0;
}
} // namespace

QString upstreamOriginKey(const QUrl &url)
{
    const bool tls = isHttps(url);
    return (tls ? QStringLiteral("https://") : QStringLiteral("http://")) + url.host(QUrl::FullyEncoded).toLower()
        + QLatin1Char(':') + QString::number(url.port(tls ? 443 : 80));
}

UpstreamOrigin::UpstreamOrigin(const QUrl &url)
    : upstream(url)
    , key(upstreamOriginKey(url))
    , host(url.host())
    , tls(isHttps(url))
{
    port = quint16(url.port(tls ? 443 : 80));
    QUrl bare = url;
    bare.setUserInfo({});
    hostHeader = bare.authority(QUrl::FullyEncoded).toUtf8();
    prefix = bare.toEncoded(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment);
    basePath = url.path(QUrl::FullyEncoded).toUtf8();
    while (basePath.endsWith('/'))
        basePath.chop(1);
}

QByteArray UpstreamOrigin::target(const QByteArray &clientTarget) const
{
    const qsizetype q = clientTarget.indexOf('?');
    const QByteArrayView targetPath = q < 0 ? QByteArrayView(clientTarget) : QByteArrayView(clientTarget).first(q);
    // The longest run of whole path segments that ends the base and starts the target is counted once.
    qsizetype overlap = 0;
    for (qsizetype i = 0; i < basePath.size(); ++i) {
        if (basePath.at(i) != '/')
            continue;
        const QByteArrayView tail = QByteArrayView(basePath).sliced(i);
        if (targetPath.startsWith(tail) && (targetPath.size() == tail.size() || targetPath.at(tail.size()) == '/')) {
            overlap = tail.size();
            break;
        }
    }
    QByteArray path;
    path.reserve(basePath.size() + clientTarget.size() + 1);
    path += basePath;
    path += targetPath.sliced(overlap);
    if (!path.startsWith('/'))
        path.prepend('/');
    if (q >= 0)
        path += QByteArrayView(clientTarget).sliced(q);
    return path;
}

QString UpstreamOrigin::recordedUrl(const QByteArray &upstreamTarget) const
{
    return QString::fromUtf8(prefix + redactedTarget(upstreamTarget));
}

UpstreamConnection::UpstreamConnection(const UpstreamOrigin &origin, UpstreamPool *pool)
    : QObject(pool)
    , m_pool(pool)
    , m_key(origin.key)
{
    const bool tls = origin.tls;
    const QString &host = origin.host;
    const quint16 port = origin.port;
    if (tls) {
        auto *ssl = new QSslSocket(this);
        QSslConfiguration config = ssl->sslConfiguration();
        config.setAllowedNextProtocols({ QByteArrayLiteral("http/1.1") });
        ssl->setSslConfiguration(config);
        connect(ssl, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
            for (const QSslError &e : errors)
                m_tlsErrors << e.errorString();
        });
        m_socket = ssl;
    } else {
        m_socket = new QTcpSocket(this);
    }
    m_socket->setReadBufferSize(kReadBytes);
    m_socket->setProxy(origin.proxy); // set always: the application's proxy (the chat provider's) is not ours
    connect(m_socket, &QTcpSocket::connected, this,
        [this] { m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1); });
    connect(m_socket, &QTcpSocket::readyRead, this, &UpstreamConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this,
        [this] { onEnded(QStringLiteral("the upstream closed the connection")); });
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        QString why = m_socket->errorString();
        if (!m_tlsErrors.isEmpty())
            why += QStringLiteral(" (%1)").arg(m_tlsErrors.join(QStringLiteral("; ")));
        onEnded(why);
    });
    if (tls)
        static_cast<QSslSocket *>(m_socket)->connectToHostEncrypted(host, port);
    else
        m_socket->connectToHost(host, port);
}

UpstreamConnection::~UpstreamConnection()
{
    if (m_socket)
        m_socket->disconnect(this);
}

bool UpstreamConnection::isIdleAndOpen() const
{
    if (m_listener || m_ended || m_socket->state() != QAbstractSocket::ConnectedState || m_socket->bytesAvailable() > 0)
        return false;
    if (auto *ssl = qobject_cast<QSslSocket *>(m_socket))
        return ssl->isEncrypted();
    return true;
}

void UpstreamConnection::send(const QByteArray &head, const QByteArray &body, bool noBody, UpstreamListener *listener)
{
    m_idleTimer.stop();
    if (m_pool->m_silenceMs > 0) {
        m_lastReceivedMs = monotonicMs();
        m_silenceTimer.start(m_pool->m_silenceMs, Qt::CoarseTimer, this);
    }
    m_listener = listener;
    m_answerComplete = false;
    m_parser.expectAnswer(noBody);
    if (body.size() <= kJoinBodyBytes) {
        m_socket->write(body.isEmpty() ? head : head + body);
    } else {
        m_socket->write(head);
        m_socket->write(body); // a QByteArray this large goes into the socket's buffer without a copy
    }
    if (m_socket->state() == QAbstractSocket::ConnectedState)
        m_socket->flush(); // a connection still opening writes it when it is open
}

void UpstreamConnection::abandon()
{
    m_listener = nullptr;
    shut(Shut::Abort);
}

void UpstreamConnection::shut(Shut how)
{
    if (m_ended)
        return;
    m_ended = true;
    m_silenceTimer.stop();
    m_idleTimer.stop();
    m_pool->forget(this);
    if (how == Shut::Abort)
        m_socket->abort();
    else if (how == Shut::Close)
        m_socket->disconnectFromHost(); // after what it still has to send
    deleteLater();
}

void UpstreamConnection::timerEvent(QTimerEvent *event)
{
    if (event->timerId() == m_silenceTimer.timerId()) {
        // Started once per request and moved on only when it fires: a read just notes its time.
        m_silenceTimer.stop();
        if (!m_listener || m_ended)
            return;
        const qint64 silentMs = monotonicMs() - m_lastReceivedMs;
        if (silentMs < m_pool->m_silenceMs) {
            m_silenceTimer.start(int(m_pool->m_silenceMs - silentMs), Qt::CoarseTimer, this);
            return;
        }
        const QString what
            = m_parser.answerStarted() ? QStringLiteral("more of the answer") : QStringLiteral("an answer");
        fail(UpstreamListener::Failure::TimedOut,
            QStringLiteral("no byte of %1 came from the upstream in %2 s").arg(what).arg(silentMs / 1000.0, 0, 'f', 1));
        return;
    }
    if (event->timerId() != m_idleTimer.timerId())
        return QObject::timerEvent(event);
    m_idleTimer.stop();
    if (!m_listener)
        shut(Shut::Close);
}

void UpstreamConnection::onReadyRead()
{
    if (m_ended)
        return;
    if (!m_listener) {
        // An idle connection must stay silent: bytes here would be mistaken for the next request's answer.
        shut(Shut::Abort);
        return;
    }
    if (m_silenceTimer.isActive())
        m_lastReceivedMs = monotonicMs();
    if (m_readBuffer.size() != kReadBytes)
        m_readBuffer.resize(kReadBytes);
    while (m_listener && !m_ended) {
        const qint64 n = m_socket->read(m_readBuffer.data(), kReadBytes);
        if (n <= 0)
            break;
        deliver(QByteArrayView(m_readBuffer.constData(), n));
    }
}

void UpstreamConnection::deliver(QByteArrayView bytes)
{
    m_pieces.clear();
    m_piecesTotal = 0;
    const bool ok = m_parser.feed(bytes, *this);
    if (!m_listener) // abandoned by the listener while it heard the head
        return;
    flushPieces();
    if (!m_listener)
        return;
    if (m_answerComplete) {
        finishAnswer();
        return;
    }
    if (!ok) {
        fail(m_parser.answerStarted() ? UpstreamListener::Failure::BrokeOff : UpstreamListener::Failure::Unreachable,
            m_parser.error());
        return;
    }
    m_listener->upstreamReadDone();
}

void UpstreamConnection::responseHead(const HttpResponseHead &head)
{
    if (m_listener)
        m_listener->upstreamHead(head);
}

void UpstreamConnection::responseData(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return;
    m_pieces.append(bytes);
    m_piecesTotal += bytes.size();
}

void UpstreamConnection::responseComplete()
{
    m_answerComplete = true;
}

void UpstreamConnection::flushPieces()
{
    if (m_piecesTotal == 0 || !m_listener)
        return;
    const UpstreamListener::Pieces pieces = std::exchange(m_pieces, {});
    const qsizetype total = std::exchange(m_piecesTotal, 0);
    m_listener->upstreamData(pieces, total);
}

void UpstreamConnection::finishAnswer()
{
    UpstreamListener *listener = std::exchange(m_listener, nullptr);
    m_silenceTimer.stop();
    ++m_served;
    // An answer that came before the whole request went up (a 413 to a large body) leaves the rest of the body
    // unsent: that connection cannot carry another request.
    if (!m_ended && m_parser.reusable() && m_socket->state() == QAbstractSocket::ConnectedState
        && m_socket->bytesToWrite() == 0) {
        m_idleTimer.start(m_pool->m_idleMs, this);
        m_pool->release(this); // which may close it at once (past the pool's cap) and stop that timer
    } else {
        shut(Shut::Close);
    }
    listener->upstreamComplete();
}

void UpstreamConnection::fail(UpstreamListener::Failure failure, const QString &message)
{
    UpstreamListener *listener = std::exchange(m_listener, nullptr);
    shut(Shut::Abort);
    if (listener)
        listener->upstreamFailed(failure, message);
}

void UpstreamConnection::onEnded(const QString &why)
{
    if (m_ended)
        return;
    if (m_listener && m_socket->bytesAvailable() > 0)
        deliver(m_socket->readAll()); // what came before the end
    if (m_ended)
        return;
    shut(Shut::Ended);
    if (!m_listener)
        return; // an idle connection closed
    m_pieces.clear();
    m_piecesTotal = 0;
    const bool clean = m_parser.connectionClosed(*this);
    if (clean && m_answerComplete) { // a body the connection's end framed
        flushPieces();
        finishAnswer();
        return;
    }
    UpstreamListener::Failure failure = UpstreamListener::Failure::BrokeOff;
    if (!m_parser.answerStarted())
        failure = isReused() ? UpstreamListener::Failure::ClosedBeforeAnswer : UpstreamListener::Failure::Unreachable;
    fail(failure, why);
}

UpstreamPool::UpstreamPool(int idleMs, int maxIdle, int silenceMs, QObject *parent)
    : QObject(parent)
    , m_idleMs(idleMs)
    , m_maxIdle(qMax(0, maxIdle))
    , m_silenceMs(silenceMs)
{ }

UpstreamPool::~UpstreamPool() = default;

UpstreamConnection *UpstreamPool::acquire(const UpstreamOrigin &origin, bool fresh)
{
    if (!fresh) {
        const auto it = m_idle.find(origin.key);
        if (it != m_idle.end()) {
            while (!it->isEmpty()) {
                UpstreamConnection *c = it->takeLast(); // the one used last: the least likely to have timed out
                if (c->isIdleAndOpen())
                    return c;
                c->shut(UpstreamConnection::Shut::Abort);
            }
        }
    }
    return new UpstreamConnection(origin, this);
}

void UpstreamPool::release(UpstreamConnection *connection)
{
    QList<UpstreamConnection *> &list = m_idle[connection->key()];
    list.append(connection);
    if (list.size() > m_maxIdle) {
        list.takeFirst()->shut(UpstreamConnection::Shut::Close);
    }
}

void UpstreamPool::forget(UpstreamConnection *connection)
{
    const auto it = m_idle.find(connection->key());
    if (it != m_idle.end())
        it->removeOne(connection);
}

} // namespace sw
