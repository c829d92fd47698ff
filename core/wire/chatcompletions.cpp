// ChatCompletionsFormat: the Chat Completions encoding with byte-accurate segments.
#include "chatcompletions.h"

#include "wire/chatstream.h"
#include "wire/wirejson.h"

namespace sw {

QByteArray ChatCompletionsFormat::encodeTool(const RequestTool &tool) const
{
    QByteArray out = R"({"type":"function","function":{"name":)" + jsonStringLiteral(tool.name);
    out += R"(,"description":)" + jsonStringLiteral(tool.description);
    out += R"(,"parameters":)" + tool.parameters + "}}";
    return out;
}

void ChatCompletionsFormat::encode(
    const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &record) const
{
    QByteArray &b = record.body;
    b = R"({"model":)" + jsonStringLiteral(request.model) + R"(,"messages":[)";
    for (int mi = 0; mi < request.messages.size(); ++mi) {
        const RequestMessage &m = request.messages.at(mi);
        if (mi > 0)
            b += ',';
        const qsizetype msgStart = b.size();
        b += R"({"role":)" + jsonStringLiteral(m.role);
        if (!m.toolCallId.isEmpty())
            b += R"(,"tool_call_id":)" + jsonStringLiteral(m.toolCallId);
        b += R"(,"content":)";
        QList<RequestSegment> partSegs;
        if (m.contentNull) {
            b += "null";
        } else {
            b += '"';
            for (const RequestPart &p : m.parts) {
                const QByteArray esc = context.escaped(p.text);
                partSegs << RequestSegment { p.kind, p.label, mi, b.size(), esc.size() - 2, context.tokens(p.text),
                    p.skill, p.doc };
                b += QByteArrayView(esc).sliced(1, esc.size() - 2);
            }
            b += '"';
        }
        if (!m.toolCalls.isEmpty()) {
            b += R"(,"tool_calls":[)";
            for (int c = 0; c < m.toolCalls.size(); ++c) {
                const ToolCall &call = m.toolCalls.at(c);
                if (c > 0)
                    b += ',';
                b += R"({"id":)" + jsonStringLiteral(call.id) + R"(,"type":"function","function":{"name":)"
                    + jsonStringLiteral(call.name) + R"(,"arguments":)" + jsonStringLiteral(call.arguments) + "}}";
            }
            b += ']';
        }
        b += '}';
        if (m.whole) {
            record.segments << wholeMessageSegment(m, mi, msgStart, b.size(), context);
        } else {
            record.segments += partSegs;
        }
    }
    b += ']';
    if (!request.tools.isEmpty()) {
        b += R"(,"tools":[)";
        for (int t = 0; t < request.tools.size(); ++t) {
            if (t > 0)
                b += ',';
            const WireEncodeContext::EncodedTool &tj = context.tool(t);
            record.segments << RequestSegment { SegmentKind::ToolSchema,
                QStringLiteral("tool ") + request.tools.at(t).name, -1, b.size(), tj.json.size(), tj.tokens, {}, {} };
            b += tj.json;
        }
        b += R"(],"tool_choice":"auto")";
    }
    b += request.stream ? QByteArrayLiteral(R"(,"stream":true,"stream_options":{"include_usage":true}})")
                        : QByteArrayLiteral(R"(,"stream":false})");
}

QUrl ChatCompletionsFormat::endpoint(const QString &baseUrl, const QString &, bool) const
{
    return QUrl(trimmedBaseUrl(baseUrl, u"/chat/completions") + QStringLiteral("/chat/completions"));
}

QUrl ChatCompletionsFormat::modelsEndpoint(const QString &baseUrl) const
{
    return QUrl(trimmedBaseUrl(baseUrl, u"/chat/completions") + QStringLiteral("/models"));
}

QList<QPair<QByteArray, QByteArray>> ChatCompletionsFormat::headers(const QString &apiKey) const
{
    if (apiKey.isEmpty())
        return {};
    return { { QByteArrayLiteral("Authorization"), "Bearer " + apiKey.toUtf8() } };
}

std::unique_ptr<StreamDecoder> ChatCompletionsFormat::decoder() const
{
    return std::make_unique<ChatStreamAccumulator>();
}

bool ChatCompletionsFormat::parseBody(const QByteArray &body, ChatResponse *response, ProviderError *error) const
{
    return ChatStreamAccumulator::parseCompletion(body, response, error);
}

} // namespace sw
