#pragma once
// The answers a scripted loopback model gives (no network, no key): a streamed model answer in the wire format a
// request's path names (Anthropic Messages, OpenAI Responses, Chat Completions as SSE; Gemini's streamGenerateContent
// as SSE and generateContent as one JSON object), holding a text, a tool call, or both; and a provider's error answer.
// Used by the calibration's scripted model and by the real-client Trigger Lab's scripted model (tests and the offline
// demo).
#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace sw {

struct ScriptedToolCall
{
    QString name;
    QJsonObject arguments;
    QString id = QStringLiteral("call_scripted_1");
};

// True for a POST to a model-call path (/messages, /responses, /chat/completions, Gemini's :generateContent and
// :streamGenerateContent; not count_tokens).
bool isScriptedModelCallPath(QByteArrayView method, QByteArrayView path);
// The Content-Type of scriptedModelAnswer(path): application/json for :generateContent, else text/event-stream.
QByteArray scriptedModelContentType(QByteArrayView path);
// The SSE body of a model answer for `path`: `text` (may be empty when there is a call), then the call if any.
QByteArray scriptedModelAnswer(
    QByteArrayView path, const QString &text, const std::optional<ScriptedToolCall> &call = {});
// A provider error body shaped so every SDK family reads it
// ({"type":"error","error":{"type","message","code","status"}}).
QByteArray scriptedErrorBody(int status, const QString &message);

} // namespace sw
