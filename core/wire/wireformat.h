#pragma once
// WireFormat: one HTTP API's side of a model request (docs/wire-formats.md). It encodes a neutral ModelRequest into
// the exact bytes of its format, with the segment annotations mapped onto them (and the cache breakpoints where the
// format has them), names the endpoint and the authentication headers, and decodes the provider's answer (an SSE
// stream through a StreamDecoder, or a whole JSON body) into the deltas the agent loop consumes. One
// implementation per file: chatcompletions, anthropicmessages, openairesponses, gemini.
#include "wire/modelrequest.h"

#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QUrl>

#include <memory>

namespace sw {

struct ToolCallDelta
{
    int index = 0;
    QString id; // set on the first delta of a call
    QString name; // set on the first delta of a call
    QString argumentsFragment;
};

struct StreamDelta
{
    QString text;
    QString reasoning;
    QList<ToolCallDelta> toolCalls;
    bool hasUsage = false;
    ChatUsage usage;
    QString finishReason;
    bool done = false; // the stream's end marker (`[DONE]`, `message_stop`, `response.completed`, a finishReason)
};

// Turns the data payloads of one response's SSE stream into deltas and one accumulated ChatResponse.
class StreamDecoder
{
public:
    virtual ~StreamDecoder() = default;
    // Applies one data payload. Returns false and sets *error on a malformed event or an error event.
    virtual bool apply(QByteArrayView payload, StreamDelta *delta, ProviderError *error) = 0;
    // The stream ended as the format says it ends (a marker or a final event was seen).
    virtual bool isComplete() const = 0;
    virtual bool sawAnything() const = 0;
    virtual int eventCount() const = 0;
    // What a complete stream ends with, for messages ("[DONE]", "message_stop", "response.completed", "finishReason").
    virtual QString endMarker() const = 0;
    virtual ChatResponse response() const = 0;
};

// What the decoders of the formats that send one JSON object per event (Anthropic Messages, OpenAI Responses, Gemini)
// share: the event count, parsing a payload into its object, noting an unknown type once, failing with a protocol
// error.
class JsonEventDecoder : public StreamDecoder
{
public:
    int eventCount() const override { return m_events; }

protected:
    // Counts the event and parses it into *event; a payload that is not a JSON object fails with "malformed stream
    // event N (...)" and a preview of its bytes.
    bool parseEvent(QByteArrayView payload, QJsonObject *event, ProviderError *error);
    // Records an event (or block or delta) type the decoder ignores, once.
    void unknown(const QString &what);
    // Sets a protocol error; returns false for `return fail(...)`.
    static bool fail(ProviderError *error, const QString &message);

    ChatResponse m_response;
    int m_events = 0;
};

// What encoding needs from the builder: cached JSON escapes and token counts, and each tool's encoded JSON.
class WireEncodeContext
{
public:
    virtual ~WireEncodeContext() = default;
    virtual QByteArray escaped(const QString &text) const = 0; // a JSON string literal, quotes included
    virtual int tokens(const QString &text) const = 0;
    struct EncodedTool
    {
        QByteArray json;
        int tokens = 0;
    };
    // The request's tool `index` encoded by the format (WireFormat::encodeTool), cached per schema and format.
    virtual const EncodedTool &tool(int index) const = 0;
};

class WireFormat
{
public:
    virtual ~WireFormat() = default;
    virtual WireApi api() const = 0;

    // The request body, segments (byte ranges into it, tokens) and cache breakpoints, written into `out`.
    virtual void encode(const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &out) const = 0;
    // One tool definition as this format writes it (compact JSON object).
    virtual QByteArray encodeTool(const RequestTool &tool) const = 0;

    // POST target for a base URL, the request's model and whether it streams ("https://api.openai.com/v1" ->
    // .../chat/completions or .../responses, "https://api.anthropic.com" -> .../v1/messages; Gemini puts the model and
    // the streaming mode in the path: ".../v1beta/models/MODEL:streamGenerateContent?alt=sse" or ":generateContent").
    // A base that already ends with the path is kept. The formats that name the model in the body ignore `model`, and
    // only Gemini reads `stream`.
    virtual QUrl endpoint(const QString &baseUrl, const QString &model, bool stream) const = 0;
    // GET target of the models list for "Test connection".
    virtual QUrl modelsEndpoint(const QString &baseUrl) const = 0;
    // The model ids of a models-list body (OpenAI and Anthropic: `data[].id`; Gemini: `models[].name`).
    virtual QStringList modelsFromBody(const QByteArray &body) const;
    // Authentication and version headers for a key ("" = none).
    virtual QList<QPair<QByteArray, QByteArray>> headers(const QString &apiKey) const = 0;
    // Headers a request body needs (Anthropic: the beta of a mid-conversation system message); none by default.
    virtual QList<QPair<QByteArray, QByteArray>> requestHeaders(const QByteArray &body) const
    {
        Q_UNUSED(body);
        return {};
    }

    virtual std::unique_ptr<StreamDecoder> decoder() const = 0;
    // A complete non-streaming body (the fallback when the server does not stream).
    virtual bool parseBody(const QByteArray &body, ChatResponse *response, ProviderError *error) const = 0;
    // A non-2xx body as an error.
    virtual ProviderError errorFromBody(int httpStatus, const QByteArray &body) const;
};

const WireFormat &wireFormat(WireApi api);

// The segment of a message an encoder wrote whole, bytes [start, end) of the body: the first part's kind, skill and
// doc, its label with " -> " and the names of the tools the message calls, the tokens of every part and call.
RequestSegment wholeMessageSegment(
    const RequestMessage &message, int index, qsizetype start, qsizetype end, const WireEncodeContext &context);

// Shared by the formats: a base URL without trailing slashes and without `suffix` when it already ends with it.
QString trimmedBaseUrl(const QString &baseUrl, QStringView suffix = {});
// A short preview of bytes for messages (120 characters).
QString bytesPreview(QByteArrayView bytes);
// A whole (non-streaming) response body as its JSON object; a body that is not one fails with a protocol error
// "malformed response body (...)" and a preview of its bytes.
bool parseBodyObject(const QByteArray &body, QJsonObject *object, ProviderError *error);
// True when `text` is one JSON object (a tool call's arguments as the encoders that need an object test them).
bool isJsonObjectText(const QString &text);

} // namespace sw
