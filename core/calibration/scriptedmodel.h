#pragma once
// ScriptedModelEndpoint: the loopback model a calibration runs a real client against (no network, no key). It
// listens on 127.0.0.1 (a free port), answers every model call with one short text answer in the wire format the
// request's path names (Anthropic Messages, OpenAI Responses, Chat Completions, streamed as SSE), side calls (a model
// list, a connectivity HEAD) with a small 200, and records every request as a CaptureExchange, the value the capture's
// decoding reads. It serves on the thread that owns it; nothing blocks.
#include "capture/captureexchange.h"
#include "capture/localanswer.h"

#include <QList>
#include <QObject>
#include <QTcpServer>

namespace sw {

struct HttpRequest;
class ClientConnection;

class ScriptedModelEndpoint : public QObject
{
    Q_OBJECT
public:
    explicit ScriptedModelEndpoint(QObject *parent = nullptr);
    ~ScriptedModelEndpoint() override;

    // Binds 127.0.0.1 on a free port. False + *error (user-facing).
    bool listen(QString *error);
    void close();
    // "http://127.0.0.1:PORT" (no path): the root a client's base URL is built from.
    QString root() const;
    void setAnswerText(const QString &text) { m_answer = text; }
    // Answers every request with `answerer` instead of the fixed text (a script with known outcomes per query).
    void setAnswerer(std::shared_ptr<LocalAnswerer> answerer) { m_answerer = std::move(answerer); }

    const QList<CaptureExchange> &exchanges() const { return m_exchanges; }
    int modelCalls() const { return m_modelCalls; }

    // The answer's bytes for a model call on `path` (an SSE stream in the path's wire format).
    static QByteArray modelAnswer(QByteArrayView path, const QString &text);
    static bool isModelCallPath(QByteArrayView method, QByteArrayView path);

Q_SIGNALS:
    void requestRecorded(int number);

private:
    void onNewConnection();
    void onRequest(ClientConnection *connection, const HttpRequest &request);

    QTcpServer m_server;
    QList<ClientConnection *> m_connections;
    QList<CaptureExchange> m_exchanges;
    QString m_answer = QStringLiteral("Calibration done.");
    std::shared_ptr<LocalAnswerer> m_answerer;
    int m_modelCalls = 0;
};

} // namespace sw
