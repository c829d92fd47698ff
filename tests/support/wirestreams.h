#pragma once
// Streams shaped like the providers' documented examples, for the loopback fake server (FakeModelServer answers with
// any pieces) and the decoder tests: Anthropic Messages events (`event: NAME` + `data: {...}`, ping, thinking with a
// signature, tool_use with input_json_delta, message_delta usage, error events), OpenAI Responses semantic events
// (response.created ... response.completed with usage) and Gemini GenerateContentResponse chunks (`data: {...}` with
// CRLF CRLF, parts, whole function calls with thought signatures, finishReason, usageMetadata), plus re-chunking at
// awkward byte offsets.
#include "fakemodelserver.h"

#include <QByteArray>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QList>
#include <QPair>
#include <QString>

namespace sw::test {

// One SSE event with an `event:` line, as both providers send them.
QByteArray sseEvent(const QByteArray &name, const QJsonObject &data);

struct AnthropicUsage
{
    int input = 25;
    int output = 12;
    int cacheCreation = 0;
    int cacheRead = 0;
};

// message_start (usage: input and cache figures), ping.
QByteArray anthropicStart(const AnthropicUsage &usage = {});
// A whole answer: optional thinking block (with signature), text split into `split`-char deltas, tool_use blocks
// whose input JSON arrives in `split`-char input_json_delta fragments, message_delta (stop_reason, usage),
// message_stop. `stopReason` empty = end_turn / tool_use.
QList<QByteArray> anthropicAnswer(const QString &text, const QList<QPair<QString, QString>> &calls = {},
    const QString &thinking = {}, int split = 7, const AnthropicUsage &usage = {}, const QString &stopReason = {});
QByteArray anthropicError(const QString &type, const QString &message);

struct ResponsesUsage
{
    int input = 40;
    int output = 9;
    int cached = 0;
    int reasoning = 0;
};

// response.created, response.in_progress.
QByteArray responsesStart();
// A whole answer: optional reasoning item (summary deltas, encrypted_content), a message with output_text deltas,
// function_call items with arguments deltas, response.completed with usage. `incomplete` = response.incomplete with
// reason max_output_tokens instead.
QList<QByteArray> responsesAnswer(const QString &text, const QList<QPair<QString, QString>> &calls = {},
    const QString &reasoning = {}, int split = 7, const ResponsesUsage &usage = {}, bool incomplete = false);
QByteArray responsesError(const QString &code, const QString &message);

struct GeminiUsage
{
    int prompt = 30;
    int candidates = 8;
    int cached = 0; // cachedContentTokenCount (left out when 0, as the API does)
    int thoughts = 0; // thoughtsTokenCount (left out when 0)
};

inline constexpr QLatin1StringView kGeminiSignature("CiQBjz1rX3fakeSignatureForTests0123456789abcdef==");

// One `data: {...}` event as Gemini sends it (CRLF CRLF after it).
QByteArray geminiEvent(const QJsonObject &chunk);
// A whole answer: thought-summary parts (when `thoughts`), the text in `split`-char parts (one event each, with the
// usage so far), each call as one functionCall part whose args are the call's JSON text (any JSON value; "" = no
// args), the signature on the first call (or on the last text part when there is no call and there were thoughts),
// then finishReason (`finish`, "" = STOP) with the whole usageMetadata. Calls carry no id, as the API sends them.
QList<QByteArray> geminiAnswer(const QString &text, const QList<QPair<QString, QString>> &calls = {},
    const QString &thoughts = {}, int split = 7, const GeminiUsage &usage = {}, const QString &finish = {});
// A Google error object body: {"error":{"code","message","status","details":[ErrorInfo, RetryInfo?]}}.
QByteArray geminiError(int code, const QString &status, const QString &message, const QString &retryDelay = {},
    const QString &reason = {});

// A whole (non-streamed) generateContent answer: text and calls as geminiAnswer, one candidate, STOP.
QByteArray geminiBody(
    const QString &text, const QList<QPair<QString, QString>> &calls = {}, const GeminiUsage &usage = {});

// One answer of a scripted Gemini server.
struct GeminiStep
{
    QString text;
    QList<QPair<QString, QString>> calls;
};
// A FakeModelServer responder that speaks Gemini to any client (the workbench's provider, or Gemini CLI pointed at
// the loopback server): GET .../models lists two models; POST ...:streamGenerateContent streams the next step,
// ...:generateContent answers it as one JSON body; after the last step every answer is the text "done."; any other
// request gets Google's 404 error object. Steps are taken in request order.
FakeModelServer::Responder geminiResponder(const QList<GeminiStep> &steps);

// The same bytes cut into pieces of the given sizes, cycling (e.g. {1, 2, 3, 7}): reads that end inside an event,
// a UTF-8 sequence or a CRLF.
QList<QByteArray> rechunk(const QList<QByteArray> &pieces, const QList<int> &sizes);
// CRLF line ends instead of LF.
QList<QByteArray> withCrlf(const QList<QByteArray> &pieces);

} // namespace sw::test
