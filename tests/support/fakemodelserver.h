#pragma once
// FakeModelServer: a loopback model server for tests. Answers each request with the next scripted FakeResponse (SSE
// over chunked transfer, or a plain JSON/error body) or a responder's answer, records every request, and can drop the
// connection mid-stream, stall, never answer at all, keep a connection alive for the next request, or close a
// kept-alive connection without answering (what a server's idle timeout does). The Chat Completions streams are built
// here; the Anthropic, Responses and Gemini streams, and a responder that speaks Gemini by method (geminiResponder), in
// wirestreams.h.
#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPair>
#include <QTcpServer>

#include <functional>

class QTcpSocket;

namespace sw::test {

struct FakeResponse
{
    // Complete: the whole body; Drop: abort after the pieces; Stall: keep the connection open after the pieces;
    // Silent: write nothing at all (not even the status line), keeping the connection open; Hangup: close the
    // connection without writing anything (the request was read and recorded).
    enum class End { Complete, Drop, Stall, Silent, Hangup };
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QList<QByteArray> pieces; // body pieces, each written (and flushed) separately
    bool sse = true;
    End end = End::Complete;
    int pieceDelayMs = 0;
    int headDelayMs = 0; // wait this long before the status line (a model thinking; answers then arrive out of order)
    bool keepAlive = false; // Complete: no "Connection: close"; the connection stays open for the next request

    static FakeResponse stream(const QList<QByteArray> &pieces);
    static FakeResponse json(
        int status, const QByteArray &body, const QList<QPair<QByteArray, QByteArray>> &headers = {});
    static FakeResponse silence();
    static FakeResponse hangup();
};

struct RecordedRequest
{
    QByteArray method;
    QByteArray path;
    QMap<QByteArray, QByteArray> headers; // lower-cased names
    QByteArray body;
    QJsonObject json() const;
};

// SSE building blocks (each returns one complete `data: ...\n\n` event).
QByteArray sseData(const QByteArray &payload);
QByteArray sseChunk(const QJsonObject &delta, const QString &finishReason = {});
QByteArray sseText(const QString &text);
QByteArray sseToolCall(int index, const QString &id, const QString &name, const QString &arguments);
QByteArray sseToolArgs(int index, const QString &fragment);
QByteArray sseUsage(int prompt, int completion, int cached = -1);
QByteArray sseDone();
// A whole streamed answer: text and/or tool calls (arguments split into `split`-char pieces), finish, usage, [DONE].
QList<QByteArray> sseAnswer(const QString &text, const QList<QPair<QString, QString>> &calls = {}, int split = 7,
    int promptTokens = 100, int completionTokens = 10);

class FakeModelServer : public QObject
{
    Q_OBJECT
public:
    explicit FakeModelServer(QObject *parent = nullptr);
    ~FakeModelServer() override;
    bool listen();
    QString baseUrl() const; // http://127.0.0.1:PORT/v1
    void enqueue(const FakeResponse &response) { m_queue.append(response); }
    // Answers each request with responder(request, index) instead of the queue (null: back to the queue).
    using Responder = std::function<FakeResponse(const RecordedRequest &request, int index)>;
    void setResponder(Responder responder) { m_responder = std::move(responder); }
    const QList<RecordedRequest> &requests() const { return m_requests; }
    int pending() const { return int(m_queue.size()); }
    // Resets every open connection now (a drop at a moment the test chooses: after the client saw the first bytes,
    // where End::Drop right after the pieces can reach the peer before the pieces are read).
    void abortConnections();

Q_SIGNALS:
    void requestReceived(int index);

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const FakeResponse &response);

    QTcpServer m_server;
    QList<FakeResponse> m_queue;
    Responder m_responder;
    QList<RecordedRequest> m_requests;
    QMap<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace sw::test
