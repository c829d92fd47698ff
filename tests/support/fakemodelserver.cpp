// FakeModelServer: HTTP/1.1 request parsing and scripted answers on 127.0.0.1.
#include "fakemodelserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <functional>
#include <memory>

namespace sw::test {

FakeResponse FakeResponse::stream(const QList<QByteArray> &pieces)
{
    FakeResponse r;
    r.pieces = pieces;
    return r;
}

FakeResponse FakeResponse::silence()
{
    FakeResponse r;
    r.end = End::Silent;
    return r;
}

FakeResponse FakeResponse::hangup()
{
    FakeResponse r;
    r.end = End::Hangup;
    return r;
}

FakeResponse FakeResponse::json(int status, const QByteArray &body, const QList<QPair<QByteArray, QByteArray>> &headers)
{
    FakeResponse r;
    r.status = status;
    r.sse = false;
    r.pieces = { body };
    r.headers = headers;
    return r;
}

QJsonObject RecordedRequest::json() const
{
    return QJsonDocument::fromJson(body).object();
}

QByteArray sseData(const QByteArray &payload)
{
    return "data: " + payload + "\n\n";
}

QByteArray sseChunk(const QJsonObject &delta, const QString &finishReason)
{
    QJsonObject choice { { QStringLiteral("index"), 0 }, { QStringLiteral("delta"), delta } };
    choice.insert(QStringLiteral("finish_reason"), finishReason.isEmpty() ? QJsonValue() : QJsonValue(finishReason));
    const QJsonObject chunk { { QStringLiteral("id"), QStringLiteral("chatcmpl-fake") },
        { QStringLiteral("object"), QStringLiteral("chat.completion.chunk") },
        { QStringLiteral("model"), QStringLiteral("fake-model") },
        { QStringLiteral("choices"), QJsonArray { choice } } };
    return sseData(QJsonDocument(chunk).toJson(QJsonDocument::Compact));
}

QByteArray sseText(const QString &text)
{
    return sseChunk({ { QStringLiteral("content"), text } });
}

QByteArray sseToolCall(int index, const QString &id, const QString &name, const QString &arguments)
{
    const QJsonObject call { { QStringLiteral("index"), index }, { QStringLiteral("id"), id },
        { QStringLiteral("type"), QStringLiteral("function") },
        { QStringLiteral("function"),
            QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("arguments"), arguments } } } };
    return sseChunk({ { QStringLiteral("tool_calls"), QJsonArray { call } } });
}

QByteArray sseToolArgs(int index, const QString &fragment)
{
    const QJsonObject call { { QStringLiteral("index"), index },
        { QStringLiteral("function"), QJsonObject { { QStringLiteral("arguments"), fragment } } } };
    return sseChunk({ { QStringLiteral("tool_calls"), QJsonArray { call } } });
}

QByteArray sseUsage(int prompt, int completion, int cached)
{
    QJsonObject usage { { QStringLiteral("prompt_tokens"), prompt },
        { QStringLiteral("completion_tokens"), completion }, { QStringLiteral("total_tokens"), prompt + completion } };
    if (cached >= 0)
        usage.insert(
            QStringLiteral("prompt_tokens_details"), QJsonObject { { QStringLiteral("cached_tokens"), cached } });
    const QJsonObject chunk { { QStringLiteral("id"), QStringLiteral("chatcmpl-fake") },
        { QStringLiteral("object"), QStringLiteral("chat.completion.chunk") },
        { QStringLiteral("choices"), QJsonArray() }, { QStringLiteral("usage"), usage } };
    return sseData(QJsonDocument(chunk).toJson(QJsonDocument::Compact));
}

QByteArray sseDone()
{
    return sseData("[DONE]");
}

QList<QByteArray> sseAnswer(
    const QString &text, const QList<QPair<QString, QString>> &calls, int split, int promptTokens, int completionTokens)
{
    QList<QByteArray> out;
    if (!text.isEmpty()) {
        for (qsizetype i = 0; i < text.size(); i += split)
            out << sseText(text.mid(i, split));
    }
    for (int c = 0; c < calls.size(); ++c) {
        out << sseToolCall(c, QStringLiteral("call_%1").arg(c + 1), calls.at(c).first, QString());
        const QString &args = calls.at(c).second;
        for (qsizetype i = 0; i < args.size(); i += split)
            out << sseToolArgs(c, args.mid(i, split));
    }
    out << sseChunk({}, calls.isEmpty() ? QStringLiteral("stop") : QStringLiteral("tool_calls"));
    out << sseUsage(promptTokens, completionTokens);
    out << sseDone();
    return out;
}

FakeModelServer::FakeModelServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &FakeModelServer::onNewConnection);
}

FakeModelServer::~FakeModelServer()
{
    const QList<QTcpSocket *> sockets = m_buffers.keys();
    m_buffers.clear();
    for (QTcpSocket *socket : sockets) {
        socket->disconnect(this);
        socket->abort();
    }
    m_server.close();
}

bool FakeModelServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString FakeModelServer::baseUrl() const
{
    return QStringLiteral("http://127.0.0.1:%1/v1").arg(m_server.serverPort());
}

void FakeModelServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        m_buffers.insert(socket, {});
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
    }
}

void FakeModelServer::onReadyRead(QTcpSocket *socket)
{
    QByteArray &buf = m_buffers[socket];
    buf += socket->readAll();
    const qsizetype headerEnd = buf.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return;
    const QList<QByteArray> lines = buf.left(headerEnd).split('\n');
    RecordedRequest req;
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    req.method = requestLine.value(0);
    req.path = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            req.headers.insert(lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed());
    }
    const qsizetype length = req.headers.value("content-length", "0").toLongLong();
    if (buf.size() < headerEnd + 4 + length)
        return;
    req.body = buf.mid(headerEnd + 4, length);
    buf.clear();
    m_requests.append(req);
    const int index = int(m_requests.size()) - 1;
    FakeResponse response = m_responder ? m_responder(req, index)
        : m_queue.isEmpty()             ? FakeResponse::json(
                          500, R"({"error":{"message":"fake server: no scripted response left","type":"server_error"}})")
                            : m_queue.takeFirst();
    Q_EMIT requestReceived(index);
    respond(socket, response);
}

void FakeModelServer::respond(QTcpSocket *socket, const FakeResponse &response)
{
    if (response.end == FakeResponse::End::Silent)
        return; // the request is read and recorded; the connection stays open with no answer
    if (response.end == FakeResponse::End::Hangup) {
        socket->disconnectFromHost(); // read and recorded; closed without a byte of answer
        return;
    }
    if (response.headDelayMs > 0) {
        FakeResponse now = response;
        now.headDelayMs = 0;
        QTimer::singleShot(response.headDelayMs, socket, [this, socket, now] { respond(socket, now); });
        return;
    }
    QByteArray head
        = "HTTP/1.1 " + QByteArray::number(response.status) + " " + (response.status == 200 ? "OK" : "Error") + "\r\n";
    head += response.sse ? "Content-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
                         : "Content-Type: application/json\r\n";
    for (const auto &h : response.headers)
        head += h.first + ": " + h.second + "\r\n";
    head += response.keepAlive ? "Transfer-Encoding: chunked\r\n\r\n"
                               : "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
    socket->write(head);
    socket->flush();

    QPointer<QTcpSocket> guard(socket);
    auto pieces = std::make_shared<QList<QByteArray>>(response.pieces);
    auto writeNext = std::make_shared<std::function<void()>>();
    std::weak_ptr<std::function<void()>> weak = writeNext;
    *writeNext = [guard, pieces, response, weak] {
        if (!guard)
            return;
        if (!pieces->isEmpty()) {
            const QByteArray piece = pieces->takeFirst();
            guard->write(QByteArray::number(piece.size(), 16) + "\r\n" + piece + "\r\n");
            guard->flush();
            QTimer::singleShot(response.pieceDelayMs, guard, [strong = weak.lock()] { (*strong)(); });
            return;
        }
        switch (response.end) {
        case FakeResponse::End::Complete:
            guard->write("0\r\n\r\n");
            guard->flush();
            if (!response.keepAlive)
                guard->disconnectFromHost();
            break;
        case FakeResponse::End::Drop:
            guard->abort();
            break;
        case FakeResponse::End::Stall:
        case FakeResponse::End::Silent: // (returned before the head)
        case FakeResponse::End::Hangup:
            break; // keep the connection open, send nothing more
        }
    };
    (*writeNext)();
}

void FakeModelServer::abortConnections()
{
    const QList<QTcpSocket *> sockets = m_buffers.keys();
    for (QTcpSocket *socket : sockets)
        socket->abort();
}

} // namespace sw::test
