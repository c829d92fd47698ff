#pragma once
// Streams shaped like the providers' documented examples, for the loopback fake server (FakeModelServer answers with
// any pieces) and the decoder tests: Anthropic Messages events (`event: NAME` + `data: {...}`, ping, thinking with a
// signature, tool_use with input_json_delta, message_delta usage, error events) and OpenAI Responses semantic events
// (response.created ... response.completed with usage), plus re-chunking at awkward byte offsets.
#include <QByteArray>
#include <QJsonObject>
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

// The same bytes cut into pieces of the given sizes, cycling (e.g. {1, 2, 3, 7}): reads that end inside an event,
// a UTF-8 sequence or a CRLF.
QList<QByteArray> rechunk(const QList<QByteArray> &pieces, const QList<int> &sizes);
// CRLF line ends instead of LF.
QList<QByteArray> withCrlf(const QList<QByteArray> &pieces);

} // namespace sw::test
