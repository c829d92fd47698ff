// The scripted loopback model of a calibration.
#include "calibration/scriptedmodel.h"

#include "calibration/scriptedanswers.h"
#include "capture/clientconnection.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpSocket>

namespace sw {

ScriptedModelEndpoint::ScriptedModelEndpoint(QObject *parent)
    : QObject(parent)
    , m_server(this)
{
    connect(&m_server, &QTcpServer::newConnection, this, &ScriptedModelEndpoint::onNewConnection);
}

ScriptedModelEndpoint::~ScriptedModelEndpoint()
{
    close();
}

bool ScriptedModelEndpoint::listen(QString *error)
{
    if (!m_server.listen(QHostAddress::LocalHost, 0)) {
        if (error)
            *error = QStringLiteral("cannot listen on 127.0.0.1: %1").arg(m_server.errorString());
        return false;
    }
    return true;
}

void ScriptedModelEndpoint::close()
{
    m_server.close();
    const QList<ClientConnection *> open = m_connections;
    m_connections.clear();
    for (ClientConnection *c : open) {
        c->disconnect(this);
        c->abort();
    }
}

QString ScriptedModelEndpoint::root() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort());
}

bool ScriptedModelEndpoint::isModelCallPath(QByteArrayView method, QByteArrayView path)
{
    return isScriptedModelCallPath(method, path);
}

QByteArray ScriptedModelEndpoint::modelAnswer(QByteArrayView path, const QString &text)
{
    return scriptedModelAnswer(path, text);
}

void ScriptedModelEndpoint::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        auto *connection = new ClientConnection(socket, 64LL * 1024 * 1024, this);
        m_connections << connection;
        connect(connection, &ClientConnection::requestReceived, this,
            [this, connection](const HttpRequest &request) { onRequest(connection, request); });
        connect(
            connection, &ClientConnection::closed, this, [this, connection] { m_connections.removeAll(connection); });
    }
}

void ScriptedModelEndpoint::onRequest(ClientConnection *connection, const HttpRequest &request)
{
    CaptureExchange e = receivedExchange(int(m_exchanges.size()) + 1, request, connection->peerPort());
    e.upstreamUrl = root() + QString::fromUtf8(e.target);
    e.state = CaptureExchange::State::Finished;
    e.status = 200;
    e.reason = "OK";
    const QByteArray path = request.head.path();
    std::optional<LocalAnswer> scripted = m_answerer ? m_answerer->answer(request) : std::nullopt;
    if (isModelCallPath(request.head.method, path))
        ++m_modelCalls;
    if (scripted) {
        e.status = scripted->status;
        e.reason = scripted->reason;
        e.responseHeaders = scripted->headers;
        e.responseBody = scripted->body;
    } else if (isModelCallPath(request.head.method, path)) {
        e.responseHeaders = { { "Content-Type", scriptedModelContentType(path) }, { "Cache-Control", "no-cache" } };
        e.responseBody = modelAnswer(path, m_answer);
    } else {
        e.responseHeaders = { { "Content-Type", "application/json" } };
        e.responseBody = request.head.method == "POST" ? QByteArray("{}")
                                                       : QByteArray(R"({"object":"list","data":[],"models":[]})");
    }
    m_exchanges << e;
    HttpHeaders headers = e.responseHeaders;
    headers << qMakePair(QByteArray("Content-Length"), QByteArray::number(e.responseBody.size()));
    connection->writeHead(e.status, e.reason, headers, e.responseBody.size());
    if (request.head.method != "HEAD")
        connection->writeBody(e.responseBody);
    connection->endAnswer();
    Q_EMIT requestRecorded(e.number);
}

} // namespace sw
