// The scripted loopback model of a calibration.
#include "calibration/scriptedmodel.h"

#include "capture/clientconnection.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpSocket>

namespace sw {

namespace {

QByteArray scriptedSse(const QByteArray &event, const QJsonObject &data)
{
    QByteArray out;
    if (!event.isEmpty())
        out += "event: " + event + '\n';
    return out + "data: " + QJsonDocument(data).toJson(QJsonDocument::Compact) + "\n\n";
}

QByteArray scriptedAnthropic(const QString &text)
{
    const QJsonObject usage { { "input_tokens", 100 }, { "output_tokens", 5 } };
    const QJsonObject message { { "id", "msg_calibration" }, { "type", "message" }, { "role", "assistant" },
        { "content", QJsonArray() }, { "model", "calibration" }, { "stop_reason", QJsonValue() },
        { "stop_sequence", QJsonValue() }, { "usage", usage } };
    return scriptedSse("message_start", { { "type", "message_start" }, { "message", message } })
        + scriptedSse("content_block_start",
            { { "type", "content_block_start" }, { "index", 0 },
                { "content_block", QJsonObject { { "type", "text" }, { "text", "" } } } })
        + scriptedSse("content_block_delta",
            { { "type", "content_block_delta" }, { "index", 0 },
                { "delta", QJsonObject { { "type", "text_delta" }, { "text", text } } } })
        + scriptedSse("content_block_stop", { { "type", "content_block_stop" }, { "index", 0 } })
        + scriptedSse("message_delta",
            { { "type", "message_delta" },
                { "delta", QJsonObject { { "stop_reason", "end_turn" }, { "stop_sequence", QJsonValue() } } },
                { "usage", QJsonObject { { "output_tokens", 5 } } } })
        + scriptedSse("message_stop", { { "type", "message_stop" } });
}

QByteArray scriptedResponses(const QString &text)
{
    int sequence = 0;
    auto event = [&sequence](const QByteArray &type, QJsonObject data) {
        data.insert("type", QString::fromLatin1(type));
        data.insert("sequence_number", sequence++);
        return scriptedSse(type, data);
    };
    auto response = [](const QString &status, const QJsonArray &output, const QJsonValue &usage) {
        return QJsonObject { { "id", "resp_calibration" }, { "object", "response" }, { "created_at", 1741476777 },
            { "status", status }, { "model", "calibration" }, { "output", output }, { "usage", usage },
            { "error", QJsonValue() }, { "incomplete_details", QJsonValue() } };
    };
    const QJsonObject part { { "type", "output_text" }, { "text", text }, { "annotations", QJsonArray() } };
    const QJsonObject item { { "id", "msg_calibration" }, { "type", "message" }, { "status", "completed" },
        { "role", "assistant" }, { "content", QJsonArray { part } } };
    const QJsonObject usage { { "input_tokens", 100 },
        { "input_tokens_details", QJsonObject { { "cached_tokens", 0 } } }, { "output_tokens", 5 },
        { "output_tokens_details", QJsonObject { { "reasoning_tokens", 0 } } }, { "total_tokens", 105 } };
    QJsonObject added = item;
    added.insert("status", "in_progress");
    added.insert("content", QJsonArray());
    return event("response.created", { { "response", response("in_progress", {}, QJsonValue()) } })
        + event("response.in_progress", { { "response", response("in_progress", {}, QJsonValue()) } })
        + event("response.output_item.added", { { "output_index", 0 }, { "item", added } })
        + event("response.content_part.added",
            { { "item_id", "msg_calibration" }, { "output_index", 0 }, { "content_index", 0 },
                { "part",
                    QJsonObject { { "type", "output_text" }, { "text", "" }, { "annotations", QJsonArray() } } } })
        + event("response.output_text.delta",
            { { "item_id", "msg_calibration" }, { "output_index", 0 }, { "content_index", 0 }, { "delta", text } })
        + event("response.output_text.done",
            { { "item_id", "msg_calibration" }, { "output_index", 0 }, { "content_index", 0 }, { "text", text } })
        + event("response.output_item.done", { { "output_index", 0 }, { "item", item } })
        + event("response.completed", { { "response", response("completed", QJsonArray { item }, usage) } });
}

QByteArray scriptedChatCompletions(const QString &text)
{
    auto chunk = [](const QJsonObject &delta, const QJsonValue &finish, const QJsonValue &usage) {
        QJsonObject o { { "id", "chatcmpl-calibration" }, { "object", "chat.completion.chunk" },
            { "created", 1741476777 }, { "model", "calibration" },
            { "choices",
                QJsonArray { QJsonObject { { "index", 0 }, { "delta", delta }, { "finish_reason", finish } } } } };
        if (!usage.isUndefined())
            o.insert("usage", usage);
        return scriptedSse({}, o);
    };
    return chunk({ { "role", "assistant" }, { "content", "" } }, QJsonValue(), QJsonValue::Undefined)
        + chunk({ { "content", text } }, QJsonValue(), QJsonValue::Undefined)
        + chunk({}, QStringLiteral("stop"),
            QJsonObject { { "prompt_tokens", 100 }, { "completion_tokens", 5 }, { "total_tokens", 105 } })
        + "data: [DONE]\n\n";
}

} // namespace

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
    return method == "POST"
        && (path.contains("/messages") || path.contains("/responses") || path.contains("/chat/completions"))
        && !path.contains("count_tokens");
}

QByteArray ScriptedModelEndpoint::modelAnswer(QByteArrayView path, const QString &text)
{
    if (path.contains("/messages"))
        return scriptedAnthropic(text);
    if (path.contains("/responses"))
        return scriptedResponses(text);
    return scriptedChatCompletions(text);
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
    CaptureExchange e;
    e.number = int(m_exchanges.size()) + 1;
    e.startedAt = QDateTime::currentDateTimeUtc();
    e.method = request.head.method;
    e.target = redactedTarget(request.head.target);
    e.httpVersion = request.head.version;
    e.requestHeaders = TransportAttempt::withoutCredentials(request.head.headers);
    e.requestBody = request.body;
    e.upstreamUrl = root() + QString::fromUtf8(e.target);
    e.clientPort = connection->peerPort();
    e.state = CaptureExchange::State::Finished;
    e.status = 200;
    e.reason = "OK";
    const QByteArray path = request.head.path();
    if (isModelCallPath(request.head.method, path)) {
        ++m_modelCalls;
        e.responseHeaders = { { "Content-Type", "text/event-stream" }, { "Cache-Control", "no-cache" } };
        e.responseBody = modelAnswer(path, m_answer);
    } else {
        e.responseHeaders = { { "Content-Type", "application/json" } };
        e.responseBody = request.head.method == "POST" ? QByteArray("{}")
                                                       : QByteArray(R"({"object":"list","data":[],"models":[]})");
    }
    m_exchanges << e;
    HttpHeaders headers = e.responseHeaders;
    headers << qMakePair(QByteArray("Content-Length"), QByteArray::number(e.responseBody.size()));
    connection->writeHead(200, "OK", headers, e.responseBody.size());
    if (request.head.method != "HEAD")
        connection->writeBody(e.responseBody);
    connection->endAnswer();
    Q_EMIT requestRecorded(e.number);
}

} // namespace sw
