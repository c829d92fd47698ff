// Provider-shaped event streams for tests.
#include "wirestreams.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <memory>

namespace sw::test {

QByteArray sseEvent(const QByteArray &name, const QJsonObject &data)
{
    return "event: " + name + "\ndata: " + QJsonDocument(data).toJson(QJsonDocument::Compact) + "\n\n";
}

QByteArray anthropicStart(const AnthropicUsage &usage)
{
    const QJsonObject u { { "input_tokens", usage.input }, { "cache_creation_input_tokens", usage.cacheCreation },
        { "cache_read_input_tokens", usage.cacheRead }, { "output_tokens", 1 } };
    const QJsonObject message { { "id", "msg_01FakeMessage" }, { "type", "message" }, { "role", "assistant" },
        { "content", QJsonArray() }, { "model", "claude-fake-4" }, { "stop_reason", QJsonValue() },
        { "stop_sequence", QJsonValue() }, { "usage", u } };
    return sseEvent("message_start", { { "type", "message_start" }, { "message", message } })
        + sseEvent("ping", { { "type", "ping" } });
}

QList<QByteArray> anthropicAnswer(const QString &text, const QList<QPair<QString, QString>> &calls,
    const QString &thinking, int split, const AnthropicUsage &usage, const QString &stopReason)
{
    QList<QByteArray> out { anthropicStart(usage) };
    int index = 0;
    auto blockStart = [&out](int i, const QJsonObject &block) {
        out << sseEvent(
            "content_block_start", { { "type", "content_block_start" }, { "index", i }, { "content_block", block } });
    };
    auto blockDelta = [&out](int i, const QJsonObject &delta) {
        out << sseEvent(
            "content_block_delta", { { "type", "content_block_delta" }, { "index", i }, { "delta", delta } });
    };
    auto blockStop = [&out](int i) {
        out << sseEvent("content_block_stop", { { "type", "content_block_stop" }, { "index", i } });
    };
    if (!thinking.isEmpty()) {
        blockStart(index, { { "type", "thinking" }, { "thinking", "" } });
        for (qsizetype i = 0; i < thinking.size(); i += split)
            blockDelta(index, { { "type", "thinking_delta" }, { "thinking", thinking.mid(i, split) } });
        blockDelta(index,
            { { "type", "signature_delta" }, { "signature", "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pk" } });
        blockStop(index++);
    }
    if (!text.isEmpty()) {
        blockStart(index, { { "type", "text" }, { "text", "" } });
        for (qsizetype i = 0; i < text.size(); i += split)
            blockDelta(index, { { "type", "text_delta" }, { "text", text.mid(i, split) } });
        blockStop(index++);
    }
    for (int c = 0; c < calls.size(); ++c) {
        blockStart(index,
            { { "type", "tool_use" }, { "id", QStringLiteral("toolu_%1").arg(c + 1) }, { "name", calls.at(c).first },
                { "input", QJsonObject() } });
        blockDelta(index, { { "type", "input_json_delta" }, { "partial_json", "" } });
        const QString &args = calls.at(c).second;
        for (qsizetype i = 0; i < args.size(); i += split)
            blockDelta(index, { { "type", "input_json_delta" }, { "partial_json", args.mid(i, split) } });
        blockStop(index++);
    }
    const QString stop = !stopReason.isEmpty() ? stopReason
        : calls.isEmpty()                      ? QStringLiteral("end_turn")
                                               : QStringLiteral("tool_use");
    out << sseEvent("message_delta",
        { { "type", "message_delta" },
            { "delta", QJsonObject { { "stop_reason", stop }, { "stop_sequence", QJsonValue() } } },
            { "usage", QJsonObject { { "output_tokens", usage.output } } } });
    out << sseEvent("message_stop", { { "type", "message_stop" } });
    return out;
}

QByteArray anthropicError(const QString &type, const QString &message)
{
    return sseEvent(
        "error", { { "type", "error" }, { "error", QJsonObject { { "type", type }, { "message", message } } } });
}

namespace {
int g_sequence = 0;
QByteArray responsesEvent(const QByteArray &type, QJsonObject data)
{
    data.insert("type", QString::fromLatin1(type));
    data.insert("sequence_number", g_sequence++);
    return sseEvent(type, data);
}
QJsonObject responseObject(const QString &status, const QJsonArray &output, const QJsonValue &usage)
{
    return { { "id", "resp_fake01" }, { "object", "response" }, { "created_at", 1741476777 }, { "status", status },
        { "model", "gpt-fake-5" }, { "output", output }, { "usage", usage }, { "error", QJsonValue() },
        { "incomplete_details", QJsonValue() } };
}
} // namespace

QByteArray responsesStart()
{
    g_sequence = 0;
    return responsesEvent("response.created", { { "response", responseObject("in_progress", {}, QJsonValue()) } })
        + responsesEvent("response.in_progress", { { "response", responseObject("in_progress", {}, QJsonValue()) } });
}

QList<QByteArray> responsesAnswer(const QString &text, const QList<QPair<QString, QString>> &calls,
    const QString &reasoning, int split, const ResponsesUsage &usage, bool incomplete)
{
    QList<QByteArray> out { responsesStart() };
    QJsonArray output;
    int oi = 0;
    if (!reasoning.isEmpty()) {
        const QString id = QStringLiteral("rs_fake%1").arg(oi);
        out << responsesEvent("response.output_item.added",
            { { "output_index", oi },
                { "item", QJsonObject { { "id", id }, { "type", "reasoning" }, { "summary", QJsonArray() } } } });
        for (qsizetype i = 0; i < reasoning.size(); i += split)
            out << responsesEvent("response.reasoning_summary_text.delta",
                { { "item_id", id }, { "output_index", oi }, { "summary_index", 0 },
                    { "delta", reasoning.mid(i, split) } });
        const QJsonObject item { { "id", id }, { "type", "reasoning" },
            { "summary", QJsonArray { QJsonObject { { "type", "summary_text" }, { "text", reasoning } } } },
            { "encrypted_content", "gAAAAABfakeEncryptedReasoning==" } };
        out << responsesEvent("response.output_item.done", { { "output_index", oi }, { "item", item } });
        output << item;
        ++oi;
    }
    if (!text.isEmpty()) {
        const QString id = QStringLiteral("msg_fake%1").arg(oi);
        out << responsesEvent("response.output_item.added",
            { { "output_index", oi },
                { "item",
                    QJsonObject { { "id", id }, { "type", "message" }, { "status", "in_progress" },
                        { "role", "assistant" }, { "content", QJsonArray() } } } });
        out << responsesEvent("response.content_part.added",
            { { "item_id", id }, { "output_index", oi }, { "content_index", 0 },
                { "part",
                    QJsonObject { { "type", "output_text" }, { "text", "" }, { "annotations", QJsonArray() } } } });
        for (qsizetype i = 0; i < text.size(); i += split)
            out << responsesEvent("response.output_text.delta",
                { { "item_id", id }, { "output_index", oi }, { "content_index", 0 }, { "delta", text.mid(i, split) } });
        out << responsesEvent("response.output_text.done",
            { { "item_id", id }, { "output_index", oi }, { "content_index", 0 }, { "text", text } });
        const QJsonObject item { { "id", id }, { "type", "message" }, { "status", "completed" },
            { "role", "assistant" },
            { "content",
                QJsonArray {
                    QJsonObject { { "type", "output_text" }, { "text", text }, { "annotations", QJsonArray() } } } } };
        out << responsesEvent("response.output_item.done", { { "output_index", oi }, { "item", item } });
        output << item;
        ++oi;
    }
    for (int c = 0; c < calls.size(); ++c) {
        const QString id = QStringLiteral("fc_fake%1").arg(oi);
        const QString callId = QStringLiteral("call_%1").arg(c + 1);
        out << responsesEvent("response.output_item.added",
            { { "output_index", oi },
                { "item",
                    QJsonObject { { "id", id }, { "type", "function_call" }, { "status", "in_progress" },
                        { "arguments", "" }, { "call_id", callId }, { "name", calls.at(c).first } } } });
        const QString &args = calls.at(c).second;
        for (qsizetype i = 0; i < args.size(); i += split)
            out << responsesEvent("response.function_call_arguments.delta",
                { { "item_id", id }, { "output_index", oi }, { "delta", args.mid(i, split) } });
        if (!incomplete) {
            out << responsesEvent("response.function_call_arguments.done",
                { { "item_id", id }, { "output_index", oi }, { "arguments", args } });
            const QJsonObject item { { "id", id }, { "type", "function_call" }, { "status", "completed" },
                { "arguments", args }, { "call_id", callId }, { "name", calls.at(c).first } };
            out << responsesEvent("response.output_item.done", { { "output_index", oi }, { "item", item } });
            output << item;
        }
        ++oi;
    }
    const QJsonObject u { { "input_tokens", usage.input },
        { "input_tokens_details", QJsonObject { { "cached_tokens", usage.cached } } },
        { "output_tokens", usage.output },
        { "output_tokens_details", QJsonObject { { "reasoning_tokens", usage.reasoning } } },
        { "total_tokens", usage.input + usage.output } };
    QJsonObject final = responseObject(incomplete ? "incomplete" : "completed", output, u);
    if (incomplete)
        final.insert("incomplete_details", QJsonObject { { "reason", "max_output_tokens" } });
    out << responsesEvent(incomplete ? "response.incomplete" : "response.completed", { { "response", final } });
    return out;
}

QByteArray responsesError(const QString &code, const QString &message)
{
    return responsesEvent("error", { { "code", code }, { "message", message }, { "param", QJsonValue() } });
}

QByteArray geminiEvent(const QJsonObject &chunk)
{
    return "data: " + QJsonDocument(chunk).toJson(QJsonDocument::Compact) + "\r\n\r\n";
}

namespace {
QJsonObject geminiUsage(const GeminiUsage &u, int candidates)
{
    QJsonObject o { { "promptTokenCount", u.prompt }, { "candidatesTokenCount", candidates },
        { "totalTokenCount", u.prompt + candidates + u.thoughts },
        { "promptTokensDetails", QJsonArray { QJsonObject { { "modality", "TEXT" }, { "tokenCount", u.prompt } } } } };
    if (u.cached > 0)
        o.insert("cachedContentTokenCount", u.cached);
    if (u.thoughts > 0)
        o.insert("thoughtsTokenCount", u.thoughts);
    return o;
}

QJsonObject geminiChunk(const QJsonArray &parts, const QJsonObject &usage, const QString &finish = {})
{
    QJsonObject candidate { { "content", QJsonObject { { "parts", parts }, { "role", "model" } } }, { "index", 0 } };
    if (!finish.isEmpty())
        candidate.insert("finishReason", finish);
    return { { "candidates", QJsonArray { candidate } }, { "usageMetadata", usage },
        { "modelVersion", "gemini-fake-3" }, { "responseId", "fakeGeminiResponse01" } };
}
} // namespace

QList<QByteArray> geminiAnswer(const QString &text, const QList<QPair<QString, QString>> &calls,
    const QString &thoughts, int split, const GeminiUsage &usage, const QString &finish)
{
    QList<QByteArray> out;
    for (qsizetype i = 0; i < thoughts.size(); i += split)
        out << geminiEvent(
            geminiChunk(QJsonArray { QJsonObject { { "text", thoughts.mid(i, split) }, { "thought", true } } },
                geminiUsage(usage, 0)));
    const bool signText = calls.isEmpty() && !thoughts.isEmpty();
    for (qsizetype i = 0; i < text.size(); i += split) {
        QJsonObject part { { "text", text.mid(i, split) } };
        if (signText && i + split >= text.size())
            part.insert("thoughtSignature", QString(kGeminiSignature));
        out << geminiEvent(
            geminiChunk(QJsonArray { part }, geminiUsage(usage, int(qMin<qsizetype>(i / 4 + 1, usage.candidates)))));
    }
    for (int c = 0; c < calls.size(); ++c) {
        QJsonObject call { { "name", calls.at(c).first } };
        if (!calls.at(c).second.isEmpty())
            call.insert("args", QJsonDocument::fromJson("[" + calls.at(c).second.toUtf8() + "]").array().first());
        QJsonObject part { { "functionCall", call } };
        if (c == 0)
            part.insert("thoughtSignature", QString(kGeminiSignature));
        out << geminiEvent(geminiChunk(QJsonArray { part }, geminiUsage(usage, usage.candidates)));
    }
    out << geminiEvent(geminiChunk(QJsonArray { QJsonObject { { "text", "" } } }, geminiUsage(usage, usage.candidates),
        finish.isEmpty() ? QStringLiteral("STOP") : finish));
    return out;
}

QByteArray geminiError(
    int code, const QString &status, const QString &message, const QString &retryDelay, const QString &reason)
{
    QJsonArray details { QJsonObject { { "@type", "type.googleapis.com/google.rpc.ErrorInfo" },
        { "reason", reason.isEmpty() ? status : reason }, { "domain", "googleapis.com" } } };
    if (!retryDelay.isEmpty())
        details << QJsonObject { { "@type", "type.googleapis.com/google.rpc.RetryInfo" },
            { "retryDelay", retryDelay } };
    const QJsonObject error { { "code", code }, { "message", message }, { "status", status }, { "details", details } };
    return QJsonDocument(QJsonObject { { "error", error } }).toJson(QJsonDocument::Compact);
}

QByteArray geminiBody(const QString &text, const QList<QPair<QString, QString>> &calls, const GeminiUsage &usage)
{
    QJsonArray parts;
    if (!text.isEmpty())
        parts << QJsonObject { { "text", text } };
    for (const auto &c : calls) {
        QJsonObject call { { "name", c.first } };
        if (!c.second.isEmpty())
            call.insert("args", QJsonDocument::fromJson("[" + c.second.toUtf8() + "]").array().first());
        parts << QJsonObject { { "functionCall", call } };
    }
    return QJsonDocument(geminiChunk(parts, geminiUsage(usage, usage.candidates), QStringLiteral("STOP")))
        .toJson(QJsonDocument::Compact);
}

FakeModelServer::Responder geminiResponder(const QList<GeminiStep> &steps)
{
    auto next = std::make_shared<int>(0);
    return [steps, next](const RecordedRequest &request, int) {
        const QByteArray path
            = request.path.left(request.path.indexOf('?') < 0 ? request.path.size() : request.path.indexOf('?'));
        if (request.method == "GET" && path.endsWith("/models"))
            return FakeResponse::json(200,
                R"({"models":[{"name":"models/gemini-2.5-pro","supportedGenerationMethods":["generateContent"]},)"
                R"({"name":"models/gemini-2.5-flash","supportedGenerationMethods":["generateContent"]}]})");
        const bool stream = path.endsWith(":streamGenerateContent");
        if (request.method != "POST" || (!stream && !path.endsWith(":generateContent")))
            return FakeResponse::json(
                404, geminiError(404, "NOT_FOUND", "fake Gemini server: no such method " + QString::fromLatin1(path)));
        const GeminiStep step = *next < steps.size() ? steps.at((*next)++) : GeminiStep { QStringLiteral("done."), {} };
        if (!stream)
            return FakeResponse::json(200, geminiBody(step.text, step.calls));
        return FakeResponse::stream(geminiAnswer(step.text, step.calls));
    };
}

QList<QByteArray> rechunk(const QList<QByteArray> &pieces, const QList<int> &sizes)
{
    QByteArray all;
    for (const QByteArray &p : pieces)
        all += p;
    QList<QByteArray> out;
    qsizetype at = 0;
    int i = 0;
    while (at < all.size()) {
        const int n = qMax(1, sizes.at(i++ % sizes.size()));
        out << all.mid(at, n);
        at += n;
    }
    return out;
}

QList<QByteArray> withCrlf(const QList<QByteArray> &pieces)
{
    QList<QByteArray> out;
    for (QByteArray p : pieces)
        out << p.replace("\n", "\r\n");
    return out;
}

} // namespace sw::test
