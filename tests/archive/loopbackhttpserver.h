#pragma once
// Test helper: a tiny HTTP/1.1 server on 127.0.0.1 with misbehaviours on demand (lying Content-Length, a
// connection dropped halfway, a stalled body, holding replies until N requests arrived). Counts requests.
#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace sw::test {

struct Route
{
    enum class Mode { Normal, DeclaredLength, DropHalf, NoLength, Stall };
    int status = 200;
    QByteArray reason = "OK";
    QByteArray body;
    Mode mode = Mode::Normal;
    qint64 declaredLength = -1; // DeclaredLength: the Content-Length sent regardless of the body
};

class LoopbackHttpServer : public QObject
{
public:
    explicit LoopbackHttpServer(QObject *parent = nullptr)
        : QObject(parent)
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QTcpServer::newConnection, this, &LoopbackHttpServer::accept);
    }

    QString url(const QString &path) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path);
    }
    void setRoute(const QByteArray &path, const Route &route) { m_routes.insert(path, route); }
    int requests(const QByteArray &path) const { return m_counts.value(path); }
    int totalRequests() const { return m_total; }
    // Replies are held until this many requests are pending (or 5 s passed), to make builders overlap.
    void holdUntil(int pending) { m_holdUntil = pending; }

private:
    void accept()
    {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            socket->setParent(this);
            QObject::connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readRequest(socket); });
            QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        }
    }

    void readRequest(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        if (!buffer.contains("\r\n\r\n"))
            return;
        const QList<QByteArray> requestLine = buffer.left(buffer.indexOf("\r\n")).split(' ');
        buffer.clear();
        QByteArray path = requestLine.value(1);
        const int query = path.indexOf('?');
        if (query >= 0)
            path.truncate(query);
        ++m_counts[path];
        ++m_total;
        m_pending.append({ QPointer<QTcpSocket>(socket), path });
        if (m_holdUntil > 1 && m_pending.size() < m_holdUntil) {
            QTimer::singleShot(5000, this, [this] { flush(); });
            return;
        }
        flush();
    }

    void flush()
    {
        const auto pending = std::exchange(m_pending, {});
        for (const auto &p : pending) {
            if (p.first)
                respond(p.first, p.second);
        }
    }

    void respond(QTcpSocket *socket, const QByteArray &path)
    {
        Route route = m_routes.value(path, Route { 404, "Not Found", "no such file", Route::Mode::Normal, -1 });
        QByteArray head = "HTTP/1.1 " + QByteArray::number(route.status) + ' ' + route.reason + "\r\n";
        head += "Connection: close\r\nContent-Type: application/octet-stream\r\n";
        switch (route.mode) {
        case Route::Mode::Normal:
            head += "Content-Length: " + QByteArray::number(route.body.size()) + "\r\n\r\n";
            socket->write(head + route.body);
            socket->disconnectFromHost();
            break;
        case Route::Mode::DeclaredLength:
            head += "Content-Length: " + QByteArray::number(route.declaredLength) + "\r\n\r\n";
            socket->write(head + route.body);
            socket->disconnectFromHost();
            break;
        case Route::Mode::DropHalf:
            head += "Content-Length: " + QByteArray::number(route.body.size()) + "\r\n\r\n";
            socket->write(head + route.body.left(route.body.size() / 2));
            socket->flush();
            socket->abort();
            break;
        case Route::Mode::NoLength:
            socket->write(head + "\r\n" + route.body);
            socket->disconnectFromHost();
            break;
        case Route::Mode::Stall:
            head += "Content-Length: " + QByteArray::number(route.body.size()) + "\r\n\r\n";
            socket->write(head + route.body.left(route.body.size() / 2)); // and never the rest
            socket->flush();
            break;
        }
    }

    QTcpServer m_server;
    QHash<QByteArray, Route> m_routes;
    QHash<QByteArray, int> m_counts;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QList<QPair<QPointer<QTcpSocket>, QByteArray>> m_pending;
    int m_total = 0;
    int m_holdUntil = 0;
};

} // namespace sw::test
