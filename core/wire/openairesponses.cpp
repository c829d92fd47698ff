// OpenAiResponsesFormat: the Responses encoding (instructions + input items) with byte-accurate segments, the
// endpoint and headers.
#include "openairesponses.h"

#include "wire/wirejson.h"

namespace sw {

namespace {
class ResponsesEncoder
{
public:
    ResponsesEncoder(const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &record)
        : m_request(request)
        , m_context(context)
        , m_record(record)
        , b(record.body)
    { }
    void run();

private:
    void parts(int mi) // escaped parts as segments
    {
        const RequestMessage &m = m_request.messages.at(mi);
        for (const RequestPart &part : m.parts) {
            const QByteArray esc = m_context.escaped(part.text);
            m_record.segments << RequestSegment { part.kind, part.label, mi, b.size(), esc.size() - 2,
                m_context.tokens(part.text), part.skill, part.doc };
            b += QByteArrayView(esc).sliced(1, esc.size() - 2);
        }
    }
    void text(int mi) // the parts inside a string, as segments unless the message is one segment
    {
        const RequestMessage &m = m_request.messages.at(mi);
        if (!m.whole) {
            parts(mi);
            return;
        }
        for (const RequestPart &p : m.parts) {
            const QByteArray esc = m_context.escaped(p.text);
            b += QByteArrayView(esc).sliced(1, esc.size() - 2);
        }
    }
    void item()
    {
        if (m_items++ > 0)
            b += ',';
    }
    void wholeSegment(int mi, qsizetype start)
    {
        const RequestMessage &m = m_request.messages.at(mi);
        if (m.whole)
            m_record.segments << wholeMessageSegment(m, mi, start, b.size(), m_context);
    }

    const ModelRequest &m_request;
    const WireEncodeContext &m_context;
    EncodedRequest &m_record;
    QByteArray &b;
    int m_items = 0;
};

void ResponsesEncoder::run()
{
    const ModelRequest &r = m_request;
    b = R"({"model":)" + jsonStringLiteral(r.model);
    int first = 0;
    if (!r.messages.isEmpty() && r.messages.first().role == QLatin1String("system")) {
        b += R"(,"instructions":")";
        parts(0);
        b += '"';
        first = 1;
    }
    b += R"(,"input":[)";
    for (int mi = first; mi < r.messages.size(); ++mi) {
        const RequestMessage &m = r.messages.at(mi);
        if (m.role == QLatin1String("assistant")) {
            bool any = false;
            qsizetype start = 0;
            auto begin = [&] {
                item();
                if (!any)
                    start = b.size();
                any = true;
            };
            for (const ProviderBlock &pb : m.providerBlocks) {
                if (pb.api != WireApi::OpenAiResponses)
                    continue;
                begin();
                b += pb.json;
            }
            const QString t = m.text();
            if (!t.isEmpty()) {
                begin();
                b += R"({"type":"message","role":"assistant","content":[{"type":"output_text","text":)"
                    + jsonStringLiteral(t) + "}]}";
            }
            for (const ToolCall &call : m.toolCalls) {
                begin();
                b += R"({"type":"function_call","call_id":)" + jsonStringLiteral(call.id) + R"(,"name":)"
                    + jsonStringLiteral(call.name) + R"(,"arguments":)" + jsonStringLiteral(call.arguments) + '}';
            }
            if (any)
                wholeSegment(mi, start);
            continue;
        }
        item();
        const qsizetype start = b.size();
        if (m.role == QLatin1String("tool")) {
            b += R"({"type":"function_call_output","call_id":)" + jsonStringLiteral(m.toolCallId) + R"(,"output":")";
            text(mi);
            b += "\"}";
        } else {
            b += R"({"type":"message","role":)" + jsonStringLiteral(m.role)
                + R"(,"content":[{"type":"input_text","text":")";
            text(mi);
            b += "\"}]}";
        }
        wholeSegment(mi, start);
    }
    b += ']';
    if (!r.tools.isEmpty()) {
        b += R"(,"tools":[)";
        for (int t = 0; t < r.tools.size(); ++t) {
            if (t > 0)
                b += ',';
            const WireEncodeContext::EncodedTool &tj = m_context.tool(t);
            m_record.segments << RequestSegment { SegmentKind::ToolSchema, QStringLiteral("tool ") + r.tools.at(t).name,
                -1, b.size(), tj.json.size(), tj.tokens, {}, {} };
            b += tj.json;
        }
        b += R"(],"tool_choice":"auto")";
    }
    const bool reasoning = !r.options.reasoningEffort.isEmpty();
    if (reasoning)
        b += R"(,"reasoning":{"effort":)" + jsonStringLiteral(r.options.reasoningEffort) + R"(,"summary":"auto"})";
    b += R"(,"store":false)";
    b += r.stream ? QByteArrayLiteral(R"(,"stream":true)") : QByteArrayLiteral(R"(,"stream":false)");
    if (reasoning)
        b += R"(,"include":["reasoning.encrypted_content"])";
    b += '}';
}
} // namespace

QByteArray OpenAiResponsesFormat::encodeTool(const RequestTool &tool) const
{
    QByteArray out = R"({"type":"function","name":)" + jsonStringLiteral(tool.name);
    out += R"(,"description":)" + jsonStringLiteral(tool.description);
    out += R"(,"parameters":)" + tool.parameters + R"(,"strict":false})";
    return out;
}

void OpenAiResponsesFormat::encode(
    const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &record) const
{
    ResponsesEncoder(request, context, record).run();
}

QUrl OpenAiResponsesFormat::endpoint(const QString &baseUrl, const QString &, bool) const
{
    return QUrl(trimmedBaseUrl(baseUrl, u"/responses") + QStringLiteral("/responses"));
}

QUrl OpenAiResponsesFormat::modelsEndpoint(const QString &baseUrl) const
{
    return QUrl(trimmedBaseUrl(baseUrl, u"/responses") + QStringLiteral("/models"));
}

QList<QPair<QByteArray, QByteArray>> OpenAiResponsesFormat::headers(const QString &apiKey) const
{
    if (apiKey.isEmpty())
        return {};
    return { { QByteArrayLiteral("Authorization"), "Bearer " + apiKey.toUtf8() } };
}

std::unique_ptr<StreamDecoder> OpenAiResponsesFormat::decoder() const
{
    return std::make_unique<ResponsesStreamDecoder>();
}

} // namespace sw
