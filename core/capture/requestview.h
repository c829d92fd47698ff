#pragma once
// RequestView: a captured request body read into neutral pieces, whatever its wire format: the instructions
// (Anthropic `system`, a Responses `instructions`, Gemini's `systemInstruction`), every message with its role and parts
// (text, a tool call, a tool result), and the tools offered. Every text keeps the JSON path it came from, so a listing
// found in it can say where the client put it. The wire formats a capture knows are rows of one table (CaptureFormat):
// the path and body shape that identify a format, its reader, and the wire API whose stream decoder reads its answers
// (docs/capture.md).
#include "wire/wireapi.h"

#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace sw {

struct ViewPart
{
    enum class Kind { Text, ToolCall, ToolResult };
    Kind kind = Kind::Text;
    QString text; // Text; ToolResult: the result's text (its text blocks joined with a line break)
    QString toolName; // ToolCall (ToolResult when the format names it)
    QString callId; // ToolCall, ToolResult
    QString arguments; // ToolCall: the arguments as JSON text
    bool isError = false; // ToolResult marked as an error
    QString path; // where it is in the body: "messages[1].content[0].text"
};

struct ViewMessage
{
    QString role; // "system", "developer", "user", "assistant", "tool"
    bool instructions = false; // the format's top-level instructions, outside the message list
    int index = -1; // position in the format's message list; -1 for the instructions
    QString path; // the whole message in the body: "messages[1]", "contents[0]", "system", "systemInstruction"
    QList<ViewPart> parts;
};

struct ViewTool
{
    QString name;
    QJsonObject parameters; // the JSON schema of its arguments (input_schema, parameters, parametersJsonSchema)
    QString path; // its declaration in the body: "tools[2]", "tools[0].functionDeclarations[3]"; "" when nested deeper
};

struct RequestView
{
    QString api; // the format's name ("anthropic-messages", ...); "" when none matched
    QString model;
    bool parsed = false; // the body is a JSON object the format's reader read
    QList<ViewMessage> messages; // instructions first, then the message list in order
    QList<ViewTool> tools;

    // The tool calls of every assistant message, in order.
    QList<const ViewPart *> toolCalls() const;
    const ViewPart *toolResult(const QString &callId) const;
};

struct CaptureFormat
{
    QString name; // "anthropic-messages", "openai-responses", "chat-completions", "gemini"
    std::optional<WireApi> wireApi; // the wire API whose decoders read its answers
    bool (*matchesPath)(QByteArrayView path);
    bool (*matchesBody)(const QJsonObject &body); // the shape, when the path says nothing
    void (*read)(const QJsonObject &body, RequestView *view);
};

// The formats a capture reads, in the order they are tried.
const QList<CaptureFormat> &captureFormats();
// The format of a request: by its path first, then by its body's shape. nullptr when none fits.
const CaptureFormat *detectCaptureFormat(QByteArrayView path, const QJsonObject &body);
// Reads a request body. A body that is not a JSON object gives a view with parsed == false.
RequestView readRequest(QByteArrayView path, const QByteArray &body);

} // namespace sw
