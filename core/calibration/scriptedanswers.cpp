// Scripted model answers in the four wire formats the clients speak.
#include "calibration/scriptedanswers.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {

QByteArray sse(const QByteArray &event, const QJsonObject &data)
{
    QByteArray out;
    if (!event.isEmpty())
        out += "event: " + event + '\n';
    return out + "data: " + QJsonDocument(data).toJson(QJsonDocument::Compact) + "\n\n";
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QByteArray anthropic(const QString &text, const std::optional<ScriptedToolCall> &call)
{
    const QJsonObject usage { { "input_tokens", 100 }, { "output_tokens", 5 } };
    const QJsonObject message { { "id", "msg_scripted" }, { "type", "message" }, { "role", "assistant" },
        { "content", QJsonArray() }, { "model", "scripted" }, { "stop_reason", QJsonValue() },
        { "stop_sequence", QJsonValue() }, { "usage", usage } };
    QByteArray out = sse("message_start", { { "type", "message_start" }, { "message", message } });
    int index = 0;
    if (!text.isEmpty() || !call) {
        out += sse("content_block_start",
                   { { "type", "content_block_start" }, { "index", index },
                       { "content_block", QJsonObject { { "type", "text" }, { "text", "" } } } })
            + sse("content_block_delta",
                { { "type", "content_block_delta" }, { "index", index },
                    { "delta", QJsonObject { { "type", "text_delta" }, { "text", text } } } })
            + sse("content_block_stop", { { "type", "content_block_stop" }, { "index", index } });
        ++index;
    }
    if (call) {
        out += sse("content_block_start",
                   { { "type", "content_block_start" }, { "index", index },
                       { "content_block",
                           QJsonObject { { "type", "tool_use" }, { "id", call->id }, { "name", call->name },
                               { "input", QJsonObject() } } } })
            + sse("content_block_delta",
                { { "type", "content_block_delta" }, { "index", index },
                    { "delta",
                        QJsonObject {
                            { "type", "input_json_delta" }, { "partial_json", compact(call->arguments) } } } })
            + sse("content_block_stop", { { "type", "content_block_stop" }, { "index", index } });
    }
    return out
        + sse("message_delta",
            { { "type", "message_delta" },
                { "delta",
                    QJsonObject {
                        { "stop_reason", call ? "tool_use" : "end_turn" }, { "stop_sequence", QJsonValue() } } },
                { "usage", QJsonObject { { "output_tokens", 5 } } } })
        + sse("message_stop", { { "type", "message_stop" } });
}

QByteArray responses(const QString &text, const std::optional<ScriptedToolCall> &call)
{
    int sequence = 0;
    auto event = [&sequence](const QByteArray &type, QJsonObject data) {
        data.insert("type", QString::fromLatin1(type));
        data.insert("sequence_number", sequence++);
        return sse(type, data);
    };
    auto response = [](const QString &status, const QJsonArray &output, const QJsonValue &usage) {
        return QJsonObject { { "id", "resp_scripted" }, { "object", "response" }, { "created_at", 1741476777 },
            { "status", status }, { "model", "scripted" }, { "output", output }, { "usage", usage },
            { "error", QJsonValue() }, { "incomplete_details", QJsonValue() } };
    };
    QByteArray out = event("response.created", { { "response", response("in_progress", {}, QJsonValue()) } })
        + event("response.in_progress", { { "response", response("in_progress", {}, QJsonValue()) } });
    QJsonArray items;
    int index = 0;
    if (!text.isEmpty() || !call) {
        const QJsonObject part { { "type", "output_text" }, { "text", text }, { "annotations", QJsonArray() } };
        const QJsonObject item { { "id", "msg_scripted" }, { "type", "message" }, { "status", "completed" },
            { "role", "assistant" }, { "content", QJsonArray { part } } };
        QJsonObject added = item;
        added.insert("status", "in_progress");
        added.insert("content", QJsonArray());
        out += event("response.output_item.added", { { "output_index", index }, { "item", added } })
            + event("response.content_part.added",
                { { "item_id", "msg_scripted" }, { "output_index", index }, { "content_index", 0 },
                    { "part",
                        QJsonObject { { "type", "output_text" }, { "text", "" }, { "annotations", QJsonArray() } } } })
            + event("response.output_text.delta",
                { { "item_id", "msg_scripted" }, { "output_index", index }, { "content_index", 0 }, { "delta", text } })
            + event("response.output_text.done",
                { { "item_id", "msg_scripted" }, { "output_index", index }, { "content_index", 0 }, { "text", text } })
            + event("response.output_item.done", { { "output_index", index }, { "item", item } });
        items << item;
        ++index;
    }
    if (call) {
        const QString arguments = compact(call->arguments);
        const QJsonObject item { { "id", "fc_scripted" }, { "type", "function_call" }, { "status", "completed" },
            { "call_id", call->id }, { "name", call->name }, { "arguments", arguments } };
        QJsonObject added = item;
        added.insert("status", "in_progress");
        added.insert("arguments", "");
        out += event("response.output_item.added", { { "output_index", index }, { "item", added } })
            + event("response.function_call_arguments.delta",
                { { "item_id", "fc_scripted" }, { "output_index", index }, { "delta", arguments } })
            + event("response.function_call_arguments.done",
                { { "item_id", "fc_scripted" }, { "output_index", index }, { "arguments", arguments } })
            + event("response.output_item.done", { { "output_index", index }, { "item", item } });
        items << item;
    }
    const QJsonObject usage { { "input_tokens", 100 },
        { "input_tokens_details", QJsonObject { { "cached_tokens", 0 } } }, { "output_tokens", 5 },
        { "output_tokens_details", QJsonObject { { "reasoning_tokens", 0 } } }, { "total_tokens", 105 } };
    return out + event("response.completed", { { "response", response("completed", items, usage) } });
}

QByteArray chatCompletions(const QString &text, const std::optional<ScriptedToolCall> &call)
{
    auto chunk = [](const QJsonObject &delta, const QJsonValue &finish, const QJsonValue &usage) {
        QJsonObject o { { "id", "chatcmpl-scripted" }, { "object", "chat.completion.chunk" }, { "created", 1741476777 },
            { "model", "scripted" },
            { "choices",
                QJsonArray { QJsonObject { { "index", 0 }, { "delta", delta }, { "finish_reason", finish } } } } };
        if (!usage.isUndefined())
            o.insert("usage", usage);
        return sse({}, o);
    };
    QByteArray out = chunk({ { "role", "assistant" }, { "content", "" } }, QJsonValue(), QJsonValue::Undefined);
    if (!text.isEmpty() || !call)
        out += chunk({ { "content", text } }, QJsonValue(), QJsonValue::Undefined);
    if (call) {
        const QJsonObject start { { "index", 0 }, { "id", call->id }, { "type", "function" },
            { "function", QJsonObject { { "name", call->name }, { "arguments", "" } } } };
        const QJsonObject args { { "index", 0 },
            { "function", QJsonObject { { "arguments", compact(call->arguments) } } } };
        out += chunk({ { "tool_calls", QJsonArray { start } } }, QJsonValue(), QJsonValue::Undefined)
            + chunk({ { "tool_calls", QJsonArray { args } } }, QJsonValue(), QJsonValue::Undefined);
    }
    return out
        + chunk({}, call ? QStringLiteral("tool_calls") : QStringLiteral("stop"),
            QJsonObject { { "prompt_tokens", 100 }, { "completion_tokens", 5 }, { "total_tokens", 105 } })
        + "data: [DONE]\n\n";
}

// Gemini: a stream of GenerateContentResponse objects, or one of them as the body of :generateContent.
QJsonObject geminiResponse(const QJsonArray &parts, bool last)
{
    QJsonObject candidate { { "content", QJsonObject { { "role", "model" }, { "parts", parts } } }, { "index", 0 } };
    QJsonObject o;
    if (last) {
        candidate.insert("finishReason", "STOP");
        o.insert("usageMetadata",
            QJsonObject { { "promptTokenCount", 100 }, { "candidatesTokenCount", 5 }, { "totalTokenCount", 105 } });
    }
    o.insert("candidates", QJsonArray { candidate });
    o.insert("modelVersion", "scripted");
    o.insert("responseId", "scripted");
    return o;
}

QByteArray gemini(bool stream, const QString &text, const std::optional<ScriptedToolCall> &call)
{
    QJsonArray parts;
    if (!text.isEmpty() || !call)
        parts << QJsonObject { { "text", text } };
    if (call)
        parts << QJsonObject { { "functionCall",
            QJsonObject { { "name", call->name }, { "args", call->arguments } } } };
    if (!stream)
        return QJsonDocument(geminiResponse(parts, true)).toJson(QJsonDocument::Compact);
    QByteArray out;
    for (int i = 0; i < parts.size(); ++i)
        out += sse({}, geminiResponse(QJsonArray { parts.at(i) }, i + 1 == parts.size()));
    return out;
}

bool isGeminiPath(QByteArrayView path)
{
    return path.contains(":generateContent") || path.contains(":streamGenerateContent");
}

} // namespace

bool isScriptedModelCallPath(QByteArrayView method, QByteArrayView path)
{
    return method == "POST"
        && (path.contains("/messages") || path.contains("/responses") || path.contains("/chat/completions")
            || isGeminiPath(path))
        && !path.contains("count_tokens");
}

QByteArray scriptedModelContentType(QByteArrayView path)
{
    return path.contains(":generateContent") ? QByteArrayLiteral("application/json")
                                             : QByteArrayLiteral("text/event-stream");
}

QByteArray scriptedModelAnswer(QByteArrayView path, const QString &text, const std::optional<ScriptedToolCall> &call)
{
    if (isGeminiPath(path))
        return gemini(path.contains(":streamGenerateContent"), text, call);
    if (path.contains("/messages"))
        return anthropic(text, call);
    if (path.contains("/responses"))
        return responses(text, call);
    return chatCompletions(text, call);
}

QByteArray scriptedErrorBody(int status, const QString &message)
{
    const QString type = status == 429 ? QStringLiteral("rate_limit_error")
        : status >= 500                ? QStringLiteral("api_error")
                                       : QStringLiteral("invalid_request_error");
    // Google's SDK reads error.code, error.message and error.status of the same object.
    const QString googleStatus = status == 429 ? QStringLiteral("RESOURCE_EXHAUSTED")
        : status >= 500                        ? QStringLiteral("INTERNAL")
                                               : QStringLiteral("INVALID_ARGUMENT");
    return QJsonDocument(QJsonObject { { "type", "error" },
                             { "error",
                                 QJsonObject { { "type", type }, { "message", message }, { "code", status },
                                     { "status", googleStatus } } } })
        .toJson(QJsonDocument::Compact);
}

} // namespace sw
