// ClientConnection: request dispatch and answer framing on one client connection.
#include "clientconnection.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>

#include <cstdio>
#include <cstring>

namespace sw {

namespace {

QByteArray reasonFor(int status)
{
    switch (status) {
    case 400:
        return "Bad Request";
    case 413:
        return "Content Too Large";
    case 431:
        return "Request Header Fields Too Large";
    case 501:
        return "Not Implemented";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Error";
    }
}

} // namespace

ClientConnection::ClientConnection(QTcpSocket *socket, qint64 maxBodyBytes, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_parser(maxBodyBytes)
{
    m_socket->setParent(this);
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    m_peerPort = m_socket->peerPort();
    connect(m_socket, &QTcpSocket::readyRead, this, &ClientConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, &ClientConnection::finishConnection);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        if (m_socket->state() != QAbstractSocket::ConnectedState)
            finishConnection();
    });
}

ClientConnection::~ClientConnection() = default;

bool ClientConnection::isOpen() const
{
    return !m_closedEmitted && m_socket->state() == QAbstractSocket::ConnectedState;
}

void ClientConnection::onReadyRead()
{
    if (!m_socket->isOpen())
        return;
    const QByteArray bytes = m_socket->readAll();
    if (m_parser.failed())
        return;
    if (!m_parser.feed(bytes)) {
        if (!m_answering)
            failRequest();
        else
            m_closeAfter = true; // answer what came before, then end the connection
        return;
    }
    dispatch();
}

void ClientConnection::dispatch()
{
    if (m_answering || m_closedEmitted)
        return;
    if (m_parser.hasRequest()) {
        m_answering = true;
        m_continueSent = false;
        const HttpRequest request = m_parser.takeRequest();
        m_closeAfter = !request.head.keepAlive();
        m_headOnly = request.head.method == "HEAD";
        m_http10 = request.head.version == "HTTP/1.0";
        Q_EMIT requestReceived(request);
        return;
    }
    // A client that sent `Expect: 100-continue` waits for this before the body.
    if (m_parser.bodyPending() && !m_continueSent
        && m_parser.pendingHead().header("expect").compare("100-continue", Qt::CaseInsensitive) == 0) {
        m_continueSent = true;
        m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        m_socket->flush();
    }
    if (m_closing && m_parser.idle())
        finishConnection();
}

void ClientConnection::failRequest()
{
    const int status = m_parser.errorStatus();
    const QJsonObject error { { QStringLiteral("type"), QStringLiteral("capture_endpoint_error") },
        { QStringLiteral("message"), QStringLiteral("skill-workbench capture: %1").arg(m_parser.errorMessage()) } };
    m_answering = true;
    m_headOnly = false;
    m_closeAfter = true;
    writeJsonAnswer(status, reasonFor(status),
        QJsonDocument(QJsonObject { { QStringLiteral("error"), error } }).toJson(QJsonDocument::Compact));
}

void ClientConnection::writeHead(int status, const QByteArray &reason, const HttpHeaders &headers, qint64 contentLength)
{
    if (!isOpen())
        return;
    m_headOnly = m_headOnly || (status >= 100 && status < 200) || status == 204 || status == 304;
    QByteArray head;
    head.reserve(256);
    head += "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    for (const auto &h : headers) {
        // Qt joins repeated Set-Cookie fields with '\n': one line each again.
        if (h.second.contains('\n')) {
            for (const QByteArray &v : h.second.split('\n'))
                head += h.first + ": " + v + "\r\n";
        } else {
            head += h.first + ": " + h.second + "\r\n";
        }
    }
    m_chunked = false;
    if (!m_headOnly && contentLength < 0) {
        // An HTTP/1.0 client knows no chunked framing: its body ends with the connection.
        if (m_http10) {
            m_closeAfter = true;
        } else {
            m_chunked = true;
            head += "Transfer-Encoding: chunked\r\n";
        }
    }
    if (m_closeAfter)
        head += "Connection: close\r\n";
    head += "\r\n";
    m_socket->write(head); // goes out with what follows it: flush() or endAnswer()
}

QByteArray ClientConnection::bodyFrame(qsizetype size, qsizetype *dataAt) const
{
    if (!m_chunked || m_headOnly) {
        *dataAt = 0;
        return QByteArray(size, Qt::Uninitialized);
    }
    // The chunk's size line, room for the data, its CRLF: one buffer, one write (one segment on a TCP_NODELAY
    // socket, and the client wakes once for the chunk).
    char line[20];
    const int lineLength = std::snprintf(line, sizeof line, "%llx\r\n", static_cast<unsigned long long>(size));
    QByteArray frame(lineLength + size + 2, Qt::Uninitialized);
    std::memcpy(frame.data(), line, size_t(lineLength));
    std::memcpy(frame.data() + lineLength + size, "\r\n", 2);
    *dataAt = lineLength;
    return frame;
}

void ClientConnection::writeFramedBody(const QByteArray &frame)
{
    if (!isOpen() || m_headOnly || frame.isEmpty())
        return;
    m_socket->write(frame); // a QByteArray of 4 KB or more goes into the socket's buffer without a copy
}

void ClientConnection::flush()
{
    if (isOpen())
        m_socket->flush();
}

void ClientConnection::writeBody(const QByteArray &bytes)
{
    if (!isOpen() || m_headOnly || bytes.isEmpty())
        return;
    if (!m_chunked) {
        writeFramedBody(bytes);
        return;
    }
    qsizetype at = 0;
    QByteArray frame = bodyFrame(bytes.size(), &at);
    std::memcpy(frame.data() + at, bytes.constData(), size_t(bytes.size()));
    writeFramedBody(frame);
}

void ClientConnection::endAnswer()
{
    if (!m_answering)
        return;
    m_answering = false;
    if (!isOpen()) {
        finishConnection();
        return;
    }
    if (m_chunked && !m_headOnly)
        m_socket->write("0\r\n\r\n");
    m_socket->flush(); // the head, the body's last pieces and its end: one write when they came together
    m_chunked = false;
    m_headOnly = false;
    if (m_closeAfter || m_parser.failed()) {
        m_socket->disconnectFromHost(); // after the buffered bytes are written
        return;
    }
    dispatch();
    if (!m_answering && m_closing && m_parser.idle())
        m_socket->disconnectFromHost();
}

void ClientConnection::abortAnswer()
{
    m_answering = false;
    m_socket->abort();
    finishConnection();
}

void ClientConnection::writeJsonAnswer(int status, const QByteArray &reason, const QByteArray &json)
{
    writeHead(status, reason,
        { { "Content-Type", "application/json" }, { "Content-Length", QByteArray::number(json.size()) } }, json.size());
    writeBody(json);
    endAnswer();
}

void ClientConnection::closeWhenIdle()
{
    m_closing = true;
    if (!m_answering)
        m_socket->disconnectFromHost();
}

void ClientConnection::abort()
{
    m_socket->abort();
    finishConnection();
}

void ClientConnection::finishConnection()
{
    if (m_closedEmitted)
        return;
    m_closedEmitted = true;
    if (m_answering) {
        m_answering = false;
        Q_EMIT clientGone();
    }
    Q_EMIT closed();
    deleteLater();
}

} // namespace sw
