// AnthropicMessagesFormat: the Messages encoding (blocks, merged turns, cache breakpoints) with byte-accurate
// segments, the endpoint and headers, non-streaming bodies and error bodies.
#include "anthropicmessages.h"

#include "wire/chatstream.h"
#include "wire/wirejson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {
// System and developer messages (Codex's catalog) go into the top-level `system` blocks, except a system message
// that stays in place among the turns (a mid-conversation system message, as Claude Code sends its skill listing).
bool isSystem(const RequestMessage &m)
{
    return (m.role == QLatin1String("system") || m.role == QLatin1String("developer")) && !m.inPlace;
}

bool isInPlaceSystem(const RequestMessage &m)
{
    return (m.role == QLatin1String("system") || m.role == QLatin1String("developer")) && m.inPlace;
}

const QByteArray kCacheControl = QByteArrayLiteral(R"("cache_control":{"type":"ephemeral"})");

// Where the policy's breakpoints fall on the neutral request: after part `part` of message `message` (a text
// block ends there), or at the end of the message's last block (part = -1), or after the tools.
struct Anchors
{
    QList<CachePoint> tools;
    QMap<QPair<int, int>, QList<CachePoint>> at;

    void add(int message, int part, const QList<RequestMessage> &messages, CachePoint point)
    {
        if (part >= 0 && part == messages.at(message).parts.size() - 1)
            part = -1;
        QList<CachePoint> &points = at[{ message, part }];
        if (!points.contains(point))
            points << point;
    }
    QList<CachePoint> after(int message, int part) const { return at.value({ message, part }); }
};

Anchors placeAnchors(const ModelRequest &request)
{
    Anchors a;
    const QList<RequestMessage> &ms = request.messages;
    auto find = [&ms](auto pred, bool last) -> QPair<int, int> {
        QPair<int, int> found { -1, -1 };
        for (int m = 0; m < ms.size(); ++m) {
            for (int p = 0; p < ms.at(m).parts.size(); ++p) {
                if (pred(ms.at(m).parts.at(p))) {
                    found = { m, p };
                    if (!last)
                        return found;
                }
            }
        }
        return found;
    };
    auto anchor = [&](QPair<int, int> where, CachePoint point) {
        if (where.first < 0)
            return;
        const RequestMessage &m = ms.at(where.first);
        // Text blocks of system and user messages split after any part; other messages take it on their last block.
        const bool splits = !m.whole && (isSystem(m) || isInPlaceSystem(m) || m.role == QLatin1String("user"));
        a.add(where.first, splits ? where.second : -1, ms, point);
    };
    const auto system = find([](const RequestPart &p) { return p.kind == SegmentKind::SystemPrompt; }, false);
    for (CachePoint point : request.options.cachePoints) {
        switch (point) {
        case CachePoint::Tools:
            if (!request.tools.isEmpty())
                a.tools << point;
            break;
        case CachePoint::System:
            anchor(system, point);
            break;
        case CachePoint::Catalog: {
            const auto catalog = find([](const RequestPart &p) { return p.kind == SegmentKind::Catalog; }, false);
            anchor(catalog.first >= 0 ? catalog : system, point);
            break;
        }
        case CachePoint::LoadedSkills:
            anchor(find(
                       [](const RequestPart &p) {
                           return p.kind == SegmentKind::LoadedSkill || p.kind == SegmentKind::Doc;
                       },
                       true),
                point);
            break;
        case CachePoint::LastMessage:
            for (int m = int(ms.size()) - 1; m >= 0; --m) {
                if (!isSystem(ms.at(m))) {
                    a.add(m, -1, ms, point);
                    break;
                }
            }
            break;
        }
    }
    return a;
}

class AnthropicEncoder
{
public:
    AnthropicEncoder(const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &record)
        : m_request(request)
        , m_context(context)
        , m_record(record)
        , b(record.body)
        , m_anchors(placeAnchors(request))
    { }

    void run();

private:
    bool emits(const RequestMessage &m) const;
    void cache(const QList<CachePoint> &points);
    void textBlocks(int mi);
    void wholeTextBlock(int mi);
    void toolResultBlock(int mi);
    void assistantBlocks(int mi);
    void block() // the comma between blocks of one message
    {
        if (m_blocksInMessage++ > 0)
            b += ',';
    }
    void partsInto(int mi, int from, int to) // escaped parts [from, to) as segments
    {
        const RequestMessage &m = m_request.messages.at(mi);
        for (int p = from; p < to; ++p) {
            const RequestPart &part = m.parts.at(p);
            const QByteArray esc = m_context.escaped(part.text);
            m_record.segments << RequestSegment { part.kind, part.label, mi, b.size(), esc.size() - 2,
                m_context.tokens(part.text), part.skill, part.doc };
            b += QByteArrayView(esc).sliced(1, esc.size() - 2);
        }
    }
    void wholeSegment(int mi, qsizetype start)
    {
        m_record.segments << wholeMessageSegment(m_request.messages.at(mi), mi, start, b.size(), m_context);
    }

    const ModelRequest &m_request;
    const WireEncodeContext &m_context;
    EncodedRequest &m_record;
    QByteArray &b;
    Anchors m_anchors;
    int m_blocksInMessage = 0;
};

bool AnthropicEncoder::emits(const RequestMessage &m) const
{
    if (m.role == QLatin1String("tool"))
        return true;
    if (m.role == QLatin1String("assistant")) {
        for (const ProviderBlock &pb : m.providerBlocks) {
            if (pb.api == WireApi::AnthropicMessages)
                return true;
        }
        return !m.toolCalls.isEmpty() || !m.text().isEmpty();
    }
    return !m.text().isEmpty();
}

void AnthropicEncoder::cache(const QList<CachePoint> &points)
{
    if (points.isEmpty())
        return;
    b += ',';
    m_record.cacheBreakpoints << CacheBreakpoint { points, b.size(), -1, 0 };
    b += kCacheControl;
}

// A system or user message cut into parts: one text block per run of parts up to a breakpoint.
void AnthropicEncoder::textBlocks(int mi)
{
    const RequestMessage &m = m_request.messages.at(mi);
    int from = 0;
    while (from < m.parts.size()) {
        int to = from;
        while (to < m.parts.size() - 1 && m_anchors.after(mi, to).isEmpty())
            ++to;
        ++to; // [from, to) ends at an anchor or at the last part
        block();
        b += R"({"type":"text","text":")";
        partsInto(mi, from, to);
        b += '"';
        cache(to == m.parts.size() ? m_anchors.after(mi, -1) : m_anchors.after(mi, to - 1));
        b += '}';
        from = to;
    }
}

void AnthropicEncoder::wholeTextBlock(int mi)
{
    const RequestMessage &m = m_request.messages.at(mi);
    block();
    const qsizetype start = b.size();
    b += R"({"type":"text","text":")";
    for (const RequestPart &p : m.parts) {
        const QByteArray esc = m_context.escaped(p.text);
        b += QByteArrayView(esc).sliced(1, esc.size() - 2);
    }
    b += '"';
    cache(m_anchors.after(mi, -1));
    b += '}';
    wholeSegment(mi, start);
}

void AnthropicEncoder::toolResultBlock(int mi)
{
    const RequestMessage &m = m_request.messages.at(mi);
    block();
    const qsizetype start = b.size();
    b += R"({"type":"tool_result","tool_use_id":)" + jsonStringLiteral(m.toolCallId);
    if (!m.text().isEmpty()) {
        b += R"(,"content":")";
        if (m.whole) {
            for (const RequestPart &p : m.parts) {
                const QByteArray esc = m_context.escaped(p.text);
                b += QByteArrayView(esc).sliced(1, esc.size() - 2);
            }
        } else {
            partsInto(mi, 0, int(m.parts.size()));
        }
        b += '"';
    }
    if (m.isError)
        b += R"(,"is_error":true)";
    cache(m_anchors.after(mi, -1));
    b += '}';
    if (m.whole)
        wholeSegment(mi, start);
}

void AnthropicEncoder::assistantBlocks(int mi)
{
    const RequestMessage &m = m_request.messages.at(mi);
    const qsizetype start = b.size() + (m_blocksInMessage > 0 ? 1 : 0);
    for (const ProviderBlock &pb : m.providerBlocks) {
        if (pb.api != WireApi::AnthropicMessages)
            continue;
        block();
        b += pb.json;
    }
    const QString text = m.text();
    const QList<CachePoint> points = m_anchors.after(mi, -1);
    if (!text.isEmpty()) {
        block();
        b += R"({"type":"text","text":)" + jsonStringLiteral(text);
        if (m.toolCalls.isEmpty())
            cache(points);
        b += '}';
    }
    for (int c = 0; c < m.toolCalls.size(); ++c) {
        const ToolCall &call = m.toolCalls.at(c);
        block();
        b += R"({"type":"tool_use","id":)" + jsonStringLiteral(call.id) + R"(,"name":)" + jsonStringLiteral(call.name)
            + R"(,"input":)";
        b += isJsonObjectText(call.arguments) ? call.arguments.toUtf8() : QByteArrayLiteral("{}");
        if (c == m.toolCalls.size() - 1)
            cache(points);
        b += '}';
    }
    wholeSegment(mi, start);
}

void AnthropicEncoder::run()
{
    const ModelRequest &r = m_request;
    b = R"({"model":)" + jsonStringLiteral(r.model) + R"(,"max_tokens":)";
    const int budget = r.options.thinkingBudget;
    b += QByteArray::number(budget > 0 ? qMax(r.options.maxTokens, budget + 1) : r.options.maxTokens);
    if (budget > 0)
        b += R"(,"thinking":{"type":"enabled","budget_tokens":)" + QByteArray::number(budget) + '}';
    if (!r.tools.isEmpty()) {
        b += R"(,"tools":[)";
        for (int t = 0; t < r.tools.size(); ++t) {
            if (t > 0)
                b += ',';
            const WireEncodeContext::EncodedTool &tj = m_context.tool(t);
            const qsizetype start = b.size();
            if (t == r.tools.size() - 1 && !m_anchors.tools.isEmpty()) {
                b += QByteArrayView(tj.json).chopped(1);
                cache(m_anchors.tools);
                b += '}';
            } else {
                b += tj.json;
            }
            m_record.segments << RequestSegment { SegmentKind::ToolSchema, QStringLiteral("tool ") + r.tools.at(t).name,
                -1, start, b.size() - start, tj.tokens, {}, {} };
        }
        b += R"(],"tool_choice":{"type":"auto"})";
    }
    bool anySystem = false;
    for (int mi = 0; mi < r.messages.size(); ++mi) {
        if (!isSystem(r.messages.at(mi)) || !emits(r.messages.at(mi)))
            continue;
        if (!anySystem)
            b += R"(,"system":[)";
        anySystem = true;
        textBlocks(mi);
    }
    if (anySystem)
        b += ']';
    b += R"(,"messages":[)";
    QString openRole;
    for (int mi = 0; mi < r.messages.size(); ++mi) {
        const RequestMessage &m = r.messages.at(mi);
        if (isSystem(m) || !emits(m))
            continue;
        const QString role = m.role == QLatin1String("assistant") ? QStringLiteral("assistant")
            : isInPlaceSystem(m)                                  ? QStringLiteral("system")
                                                                  : QStringLiteral("user");
        if (role != openRole) {
            if (!openRole.isEmpty())
                b += "]},";
            b += R"({"role":)" + jsonStringLiteral(role) + R"(,"content":[)";
            openRole = role;
            m_blocksInMessage = 0;
        }
        if (m.role == QLatin1String("assistant"))
            assistantBlocks(mi);
        else if (m.role == QLatin1String("tool"))
            toolResultBlock(mi);
        else if (m.whole)
            wholeTextBlock(mi);
        else
            textBlocks(mi);
    }
    if (!openRole.isEmpty())
        b += "]}";
    b += ']';
    b += r.stream ? QByteArrayLiteral(R"(,"stream":true})") : QByteArrayLiteral(R"(,"stream":false})");

    // Each breakpoint closes the segment before it; its prefix is everything up to it (JSON order = cache order).
    for (CacheBreakpoint &bp : m_record.cacheBreakpoints) {
        for (int i = 0; i < m_record.segments.size(); ++i) {
            const RequestSegment &s = m_record.segments.at(i);
            if (s.byteStart >= bp.byteOffset)
                continue;
            bp.prefixTokens += s.tokens;
            if (bp.segment < 0 || m_record.segments.at(bp.segment).byteStart < s.byteStart)
                bp.segment = i;
        }
    }
}
} // namespace

QByteArray AnthropicMessagesFormat::encodeTool(const RequestTool &tool) const
{
    QByteArray out = R"({"name":)" + jsonStringLiteral(tool.name);
    out += R"(,"description":)" + jsonStringLiteral(tool.description);
    out += R"(,"input_schema":)" + tool.parameters + '}';
    return out;
}

void AnthropicMessagesFormat::encode(
    const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &record) const
{
    AnthropicEncoder(request, context, record).run();
}

QList<QPair<QByteArray, QByteArray>> AnthropicMessagesFormat::requestHeaders(const QByteArray &body) const
{
    // A system message among the turns needs the mid-conversation beta (Claude Code sends it with its listing).
    if (body.contains(R"({"role":"system")"))
        return { { QByteArrayLiteral("anthropic-beta"),
            QByteArrayLiteral("mid-conversation-tool-changes-2026-07-01") } };
    return {};
}

QUrl AnthropicMessagesFormat::endpoint(const QString &baseUrl, const QString &, bool) const
{
    QString base = trimmedBaseUrl(baseUrl, u"/messages");
    if (!base.endsWith(QLatin1String("/v1")))
        base += QStringLiteral("/v1");
    return QUrl(base + QStringLiteral("/messages"));
}

QUrl AnthropicMessagesFormat::modelsEndpoint(const QString &baseUrl) const
{
    QString base = trimmedBaseUrl(baseUrl, u"/messages");
    if (!base.endsWith(QLatin1String("/v1")))
        base += QStringLiteral("/v1");
    return QUrl(base + QStringLiteral("/models"));
}

QUrl AnthropicMessagesFormat::countTokensEndpoint(const QString &baseUrl)
{
    return QUrl(AnthropicMessagesFormat().endpoint(baseUrl, {}, false).toString() + QStringLiteral("/count_tokens"));
}

QList<QPair<QByteArray, QByteArray>> AnthropicMessagesFormat::headers(const QString &apiKey) const
{
    QList<QPair<QByteArray, QByteArray>> h { { QByteArrayLiteral("anthropic-version"),
        QByteArray(kAnthropicVersion.data(), kAnthropicVersion.size()) } };
    if (!apiKey.isEmpty())
        h << QPair<QByteArray, QByteArray> { QByteArrayLiteral("x-api-key"), apiKey.toUtf8() };
    return h;
}

std::unique_ptr<StreamDecoder> AnthropicMessagesFormat::decoder() const
{
    return std::make_unique<AnthropicStreamDecoder>();
}

ChatUsage AnthropicMessagesFormat::usageFromJson(const QJsonObject &usage, ChatUsage base)
{
    auto take = [&usage](const char *key, int &into) {
        const QJsonValue v = usage.value(QLatin1String(key));
        if (v.isDouble())
            into = v.toInt();
    };
    int input = base.promptTokens >= 0
        ? base.promptTokens - qMax(0, base.cacheCreationTokens) - qMax(0, base.cacheReadTokens)
        : -1;
    take("input_tokens", input);
    take("cache_creation_input_tokens", base.cacheCreationTokens);
    take("cache_read_input_tokens", base.cacheReadTokens);
    take("output_tokens", base.completionTokens);
    if (input >= 0)
        base.promptTokens = input + qMax(0, base.cacheCreationTokens) + qMax(0, base.cacheReadTokens);
    base.cachedTokens = base.cacheReadTokens;
    if (base.promptTokens >= 0 || base.completionTokens >= 0)
        base.totalTokens = qMax(0, base.promptTokens) + qMax(0, base.completionTokens);
    return base;
}

ProviderError AnthropicMessagesFormat::errorFromBody(int httpStatus, const QByteArray &body) const
{
    // {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_..."}
    ProviderError e = ChatStreamAccumulator::errorFromBody(httpStatus, body);
    if (e.type == QLatin1String("overloaded_error") && httpStatus == 529)
        e.message += QStringLiteral(" (Anthropic's API is overloaded for everyone; the request is fine)");
    return e;
}

} // namespace sw
