#pragma once
// HttpTestClient: a raw HTTP/1.1 client over one QTcpSocket for the capture endpoint's tests: it sends bytes exactly
// as given (in pieces, pipelined, half a request), and reads the answers as they arrive (status line, headers, body
// framed by Content-Length, chunked, or the end of the connection), so a test can see a stream arrive piece by piece.
// ConnectProxy: an HTTP proxy that only tunnels (CONNECT), for the upstream side behind a proxy.
#include <QByteArray>
#include <QDeadlineTimer>
#include <QList>
#include <QPair>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <functional>
#include <memory>

namespace sw::test {

struct HttpTestResponse
{
    int status = 0;
    QByteArray reason;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    bool complete = false;
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &h : headers)
            if (h.first.compare(name, Qt::CaseInsensitive) == 0)
                return h.second;
        return {};
    }
};

// Parses one answer at the start of `bytes` (interim 1xx answers skipped). `closed`: the connection has ended (a body
// without framing ends there). *used = bytes of the answer when complete.
inline HttpTestResponse parseHttpResponse(const QByteArray &bytes, bool closed, qsizetype *used = nullptr)
{
    HttpTestResponse r;
    qsizetype start = 0;
    for (;;) {
        const qsizetype end = bytes.indexOf("\r\n\r\n", start);
        if (end < 0)
            return r;
        const QList<QByteArray> lines = bytes.mid(start, end - start).split('\n');
        const QByteArray statusLine = lines.first().trimmed();
        const qsizetype sp1 = statusLine.indexOf(' ');
        const qsizetype sp2 = statusLine.indexOf(' ', sp1 + 1);
        r = HttpTestResponse();
        r.status = statusLine.mid(sp1 + 1, sp2 < 0 ? -1 : sp2 - sp1 - 1).toInt();
        r.reason = sp2 < 0 ? QByteArray() : statusLine.mid(sp2 + 1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon > 0)
                r.headers.append({ line.left(colon), line.mid(colon + 1).trimmed() });
        }
        start = end + 4;
        if (r.status >= 200 || r.status == 0)
            break;
    }
    qsizetype pos = start;
    if (r.header("transfer-encoding").toLower() == "chunked") {
        for (;;) {
            const qsizetype nl = bytes.indexOf("\r\n", pos);
            if (nl < 0)
                return r;
            const qint64 size = bytes.mid(pos, nl - pos).split(';').first().trimmed().toLongLong(nullptr, 16);
            if (size == 0) {
                if (bytes.size() < nl + 4)
                    return r;
                pos = nl + 4;
                r.complete = true;
                break;
            }
            if (bytes.size() < nl + 2 + size + 2) {
                r.body += bytes.mid(nl + 2, std::min<qint64>(size, bytes.size() - nl - 2));
                return r;
            }
            r.body += bytes.mid(nl + 2, size);
            pos = nl + 2 + size + 2;
        }
    } else if (!r.header("content-length").isEmpty()) {
        const qint64 length = r.header("content-length").toLongLong();
        r.body = bytes.mid(pos, length);
        r.complete = r.body.size() == length;
        pos += r.body.size();
    } else {
        r.body = bytes.mid(pos);
        r.complete = closed;
        pos = bytes.size();
    }
    if (used)
        *used = pos;
    return r;
}

class HttpTestClient : public QObject
{
    Q_OBJECT
public:
    explicit HttpTestClient(QObject *parent = nullptr)
        : QObject(parent)
    {
        connect(&m_socket, &QTcpSocket::readyRead, this, [this] { m_received += m_socket.readAll(); });
        connect(&m_socket, &QTcpSocket::disconnected, this, [this] {
            if (m_socket.isOpen())
                m_received += m_socket.readAll();
            m_closed = true;
        });
    }
    ~HttpTestClient() override { m_socket.disconnect(this); }
    bool connectTo(quint16 port)
    {
        m_socket.connectToHost(QHostAddress::LocalHost, port);
        return m_socket.waitForConnected(5000);
    }
    void send(const QByteArray &bytes)
    {
        m_socket.write(bytes);
        m_socket.flush();
    }
    void abort() { m_socket.abort(); }
    quint16 localPort() const { return m_socket.localPort(); }
    const QByteArray &received() const { return m_received; }
    bool closed() const { return m_closed; }
    // Answers complete so far, in order.
    QList<HttpTestResponse> responses() const
    {
        QList<HttpTestResponse> out;
        qsizetype offset = 0;
        while (offset < m_received.size()) {
            qsizetype used = 0;
            const HttpTestResponse r = parseHttpResponse(m_received.mid(offset), m_closed, &used);
            if (!r.complete)
                break;
            out << r;
            offset += used;
        }
        return out;
    }
    HttpTestResponse current() const { return parseHttpResponse(m_received, m_closed); }
    bool waitForResponses(int count, int timeoutMs = 10000)
    {
        return waitUntil([&] { return responses().size() >= count || m_closed; }, timeoutMs)
            && responses().size() >= count;
    }
    bool waitForBytes(QByteArrayView needle, int timeoutMs = 10000)
    {
        return waitUntil([&] { return m_received.contains(needle) || m_closed; }, timeoutMs)
            && m_received.contains(needle);
    }
    bool waitForClose(int timeoutMs = 10000)
    {
        return waitUntil([&] { return m_closed; }, timeoutMs);
    }
    // Runs the event loop until `done` (the way QTRY_VERIFY polls), false on timeout.
    static bool waitUntil(const std::function<bool()> &done, int timeoutMs)
    {
        QDeadlineTimer deadline(timeoutMs);
        while (!done()) {
            if (deadline.hasExpired())
                return false;
            QTest::qWait(5);
        }
        return true;
    }

private:
    QTcpSocket m_socket;
    QByteArray m_received;
    bool m_closed = false;
};

// A request with a Content-Length body.
inline QByteArray httpRequest(const QByteArray &method, const QByteArray &target, const QByteArray &body,
    const QList<QPair<QByteArray, QByteArray>> &headers = {}, bool close = false)
{
    QByteArray out = method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    for (const auto &h : headers)
        out += h.first + ": " + h.second + "\r\n";
    if (!body.isEmpty() || method == "POST")
        out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    if (close)
        out += "Connection: close\r\n";
    return out + "\r\n" + body;
}

// An HTTP proxy that only tunnels: it reads a CONNECT head, notes its target, connects there (or, with `routeTo`
// set, to that port of 127.0.0.1 whatever the host: a name nothing resolves stands for a remote upstream), answers
// 200 and then passes bytes both ways.
class ConnectProxy : public QObject
{
public:
    ConnectProxy()
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *in = m_server.nextPendingConnection()) {
                auto head = std::make_shared<QByteArray>();
                auto *out = new QTcpSocket(in);
                connect(in, &QTcpSocket::disconnected, in, &QObject::deleteLater);
                connect(out, &QTcpSocket::readyRead, in, [in, out] { in->write(out->readAll()); });
                connect(out, &QTcpSocket::disconnected, in, [in] { in->disconnectFromHost(); });
                connect(in, &QTcpSocket::readyRead, in, [this, in, out, head] {
                    if (out->state() == QAbstractSocket::ConnectedState && head->isEmpty()) {
                        out->write(in->readAll());
                        return;
                    }
                    *head += in->readAll();
                    const qsizetype end = head->indexOf("\r\n\r\n");
                    if (end < 0 || out->state() != QAbstractSocket::UnconnectedState)
                        return;
                    const QList<QByteArray> request = head->left(head->indexOf("\r\n")).split(' ');
                    const QByteArray target = request.value(1);
                    targets << target;
                    const QByteArray rest = head->mid(end + 4);
                    connect(out, &QTcpSocket::connected, in, [in, out, head, rest] {
                        in->write("HTTP/1.1 200 Connection established\r\n\r\n");
                        head->clear();
                        if (!rest.isEmpty())
                            out->write(rest);
                        if (in->bytesAvailable())
                            out->write(in->readAll());
                    });
                    if (routeTo)
                        out->connectToHost(QHostAddress::LocalHost, routeTo);
                    else
                        out->connectToHost(QString::fromLatin1(target.left(target.lastIndexOf(':'))),
                            quint16(target.mid(target.lastIndexOf(':') + 1).toUInt()));
                });
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    quint16 port() const { return m_server.serverPort(); }
    QByteArrayList targets; // what each CONNECT asked for, "host:port"
    quint16 routeTo = 0;

private:
    QTcpServer m_server;
};

} // namespace sw::test
