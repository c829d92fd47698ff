// GeminiFormat: the generateContent encoding (systemInstruction, tools, contents of user and model turns) with
// byte-accurate segments, thought signatures passed back on their parts, the endpoint with the model in its path, the
// key header, the models list and Google's error objects.
#include "gemini.h"

#include "wire/wirejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace sw {

namespace {
// The documented placeholder for a function call whose signature the conversation does not have (the answer came from
// another format, a replay, or a model that sent none): Gemini 3 refuses function-call history without a signature.
// Gemini CLI sends the same value on calls it did not get one for (docs/clients.md, "Skill load").
const QByteArray kGeminiSkipSignature = QByteArrayLiteral("skip_thought_signature_validator");

bool geminiIsSystem(const RequestMessage &m)
{
    return m.role == QLatin1String("system") || m.role == QLatin1String("developer");
}

// The signatures an assistant message carries back: one for its text part, one per call id.
struct GeminiSignatures
{
    QByteArray text;
    QHash<QString, QByteArray> calls;
};

GeminiSignatures geminiSignaturesOf(const RequestMessage &m)
{
    GeminiSignatures s;
    for (const ProviderBlock &pb : m.providerBlocks) {
        if (pb.api != WireApi::Gemini)
            continue;
        const QJsonObject o = QJsonDocument::fromJson(pb.json).object();
        const QByteArray signature = o.value(QStringLiteral("thoughtSignature")).toString().toUtf8();
        if (signature.isEmpty())
            continue;
        const QJsonValue call = o.value(QStringLiteral("functionCall"));
        if (call.isString())
            s.calls.insert(call.toString(), signature);
        else
            s.text = signature;
    }
    return s;
}

class GeminiEncoder
{
public:
    GeminiEncoder(const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &record)
        : m_request(request)
        , m_context(context)
        , m_record(record)
        , b(record.body)
    { }
    void run();

private:
    bool emits(const RequestMessage &m) const
    {
        if (m.role == QLatin1String("tool"))
            return true;
        if (m.role == QLatin1String("assistant"))
            return !m.toolCalls.isEmpty() || !m.text().isEmpty();
        return !m.text().isEmpty();
    }
    void part() // the comma between parts of one turn
    {
        if (m_partsInTurn++ > 0)
            b += ',';
    }
    void escapedText(int mi) // the message's text inside a JSON string: one segment per part unless it is whole
    {
        const RequestMessage &m = m_request.messages.at(mi);
        for (const RequestPart &p : m.parts) {
            const QByteArray esc = m_context.escaped(p.text);
            if (!m.whole)
                m_record.segments << RequestSegment { p.kind, p.label, mi, b.size(), esc.size() - 2,
                    m_context.tokens(p.text), p.skill, p.doc };
            b += QByteArrayView(esc).sliced(1, esc.size() - 2);
        }
    }
    void wholeSegment(int mi, qsizetype start)
    {
        const RequestMessage &m = m_request.messages.at(mi);
        if (m.whole)
            m_record.segments << wholeMessageSegment(m, mi, start, b.size(), m_context);
    }
    void textPart(int mi)
    {
        part();
        const qsizetype start = b.size();
        b += R"({"text":")";
        escapedText(mi);
        b += "\"}";
        wholeSegment(mi, start);
    }
    void functionResponse(int mi)
    {
        const RequestMessage &m = m_request.messages.at(mi);
        part();
        const qsizetype start = b.size();
        b += R"({"functionResponse":{"id":)" + jsonStringLiteral(m.toolCallId) + R"(,"name":)"
            + jsonStringLiteral(m.toolName) + (m.isError ? R"(,"response":{"error":")" : R"(,"response":{"output":")");
        escapedText(mi);
        b += "\"}}}";
        wholeSegment(mi, start);
    }
    void modelParts(int mi)
    {
        const RequestMessage &m = m_request.messages.at(mi);
        const GeminiSignatures signatures = geminiSignaturesOf(m);
        const qsizetype start = b.size() + (m_partsInTurn > 0 ? 1 : 0);
        const QString text = m.text();
        if (!text.isEmpty()) {
            part();
            b += R"({"text":)" + jsonStringLiteral(text);
            if (!signatures.text.isEmpty())
                b += R"(,"thoughtSignature":)" + jsonStringLiteral(QString::fromUtf8(signatures.text));
            b += '}';
        }
        for (int c = 0; c < m.toolCalls.size(); ++c) {
            const ToolCall &call = m.toolCalls.at(c);
            part();
            b += R"({"functionCall":{"id":)" + jsonStringLiteral(call.id) + R"(,"name":)" + jsonStringLiteral(call.name)
                + R"(,"args":)";
            b += isJsonObjectText(call.arguments) ? call.arguments.toUtf8() : QByteArrayLiteral("{}");
            b += '}';
            QByteArray signature = signatures.calls.value(call.id);
            if (signature.isEmpty() && c == 0)
                signature = kGeminiSkipSignature;
            if (!signature.isEmpty())
                b += R"(,"thoughtSignature":)" + jsonStringLiteral(QString::fromUtf8(signature));
            b += '}';
        }
        wholeSegment(mi, start);
    }

    const ModelRequest &m_request;
    const WireEncodeContext &m_context;
    EncodedRequest &m_record;
    QByteArray &b;
    int m_partsInTurn = 0;
};

void GeminiEncoder::run()
{
    const ModelRequest &r = m_request;
    b = "{";
    bool any = false;
    for (int mi = 0; mi < r.messages.size(); ++mi) {
        if (!geminiIsSystem(r.messages.at(mi)) || !emits(r.messages.at(mi)))
            continue;
        if (!any)
            b += R"("systemInstruction":{"parts":[)";
        any = true;
        textPart(mi);
    }
    if (any)
        b += "]}";
    if (!r.tools.isEmpty()) {
        b += any ? R"(,"tools":[{"functionDeclarations":[)" : R"("tools":[{"functionDeclarations":[)";
        for (int t = 0; t < r.tools.size(); ++t) {
            if (t > 0)
                b += ',';
            const WireEncodeContext::EncodedTool &tj = m_context.tool(t);
            m_record.segments << RequestSegment { SegmentKind::ToolSchema, QStringLiteral("tool ") + r.tools.at(t).name,
                -1, b.size(), tj.json.size(), tj.tokens, {}, {} };
            b += tj.json;
        }
        b += "]}]";
        any = true;
    }
    b += any ? R"(,"contents":[)" : R"("contents":[)";
    QString openRole;
    for (int mi = 0; mi < r.messages.size(); ++mi) {
        const RequestMessage &m = r.messages.at(mi);
        if (geminiIsSystem(m) || !emits(m))
            continue;
        const QString role = m.role == QLatin1String("assistant") ? QStringLiteral("model") : QStringLiteral("user");
        if (role != openRole) {
            if (!openRole.isEmpty())
                b += "]},";
            b += R"({"role":)" + jsonStringLiteral(role) + R"(,"parts":[)";
            openRole = role;
            m_partsInTurn = 0;
        }
        if (m.role == QLatin1String("assistant"))
            modelParts(mi);
        else if (m.role == QLatin1String("tool"))
            functionResponse(mi);
        else
            textPart(mi);
    }
    if (!openRole.isEmpty())
        b += "]}";
    b += ']';
    const WireOptions &o = r.options;
    if (o.thinkingBudget > 0 || !o.reasoningEffort.isEmpty()) {
        b += R"(,"generationConfig":{"thinkingConfig":{"includeThoughts":true)";
        if (o.thinkingBudget > 0)
            b += R"(,"thinkingBudget":)" + QByteArray::number(o.thinkingBudget);
        if (!o.reasoningEffort.isEmpty())
            b += R"(,"thinkingLevel":)" + jsonStringLiteral(o.reasoningEffort);
        b += "}}";
    }
    b += '}';
}
} // namespace

QByteArray GeminiFormat::encodeTool(const RequestTool &tool) const
{
    QByteArray out = R"({"name":)" + jsonStringLiteral(tool.name);
    out += R"(,"description":)" + jsonStringLiteral(tool.description);
    out += R"(,"parametersJsonSchema":)" + tool.parameters + '}';
    return out;
}

void GeminiFormat::encode(const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &record) const
{
    GeminiEncoder(request, context, record).run();
}

QString GeminiFormat::versionRoot(const QString &baseUrl)
{
    QString base = trimmedBaseUrl(baseUrl);
    const qsizetype models = base.lastIndexOf(QLatin1String("/models/"));
    if (models >= 0 && base.indexOf(QLatin1Char(':'), models) > 0) // .../models/M:streamGenerateContent?alt=sse
        base.truncate(models);
    else if (base.endsWith(QLatin1String("/models")))
        base.chop(7);
    static const QRegularExpression version(QStringLiteral("/v\\d+(alpha|beta)?\\d*$"));
    if (!version.match(base).hasMatch())
        base += QStringLiteral("/v1beta");
    return base;
}

QUrl GeminiFormat::endpoint(const QString &baseUrl, const QString &model, bool stream) const
{
    // A model id may be given as "models/NAME" (as the models list names them).
    const QString name = model.startsWith(QLatin1String("models/")) ? model.mid(7) : model;
    QUrl url(versionRoot(baseUrl) + QStringLiteral("/models/") + name
        + (stream ? QStringLiteral(":streamGenerateContent") : QStringLiteral(":generateContent")));
    if (stream)
        url.setQuery(QStringLiteral("alt=sse"));
    return url;
}

bool GeminiFormat::parseEndpoint(QStringView pathOrUrl, QString *model, bool *stream)
{
    QStringView path = pathOrUrl;
    if (const qsizetype query = path.indexOf(QLatin1Char('?')); query >= 0)
        path = path.first(query);
    const qsizetype models = path.lastIndexOf(QLatin1String("/models/"));
    if (models < 0)
        return false;
    const QStringView rest = path.sliced(models + 8);
    const qsizetype colon = rest.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    const QStringView method = rest.sliced(colon + 1);
    if (method != QLatin1String("generateContent") && method != QLatin1String("streamGenerateContent"))
        return false;
    *model = QUrl::fromPercentEncoding(rest.first(colon).toUtf8());
    *stream = method == QLatin1String("streamGenerateContent");
    return true;
}

QUrl GeminiFormat::modelsEndpoint(const QString &baseUrl) const
{
    return QUrl(versionRoot(baseUrl) + QStringLiteral("/models"));
}

QList<QPair<QByteArray, QByteArray>> GeminiFormat::headers(const QString &apiKey) const
{
    if (apiKey.isEmpty())
        return {};
    return { { QByteArrayLiteral("x-goog-api-key"), apiKey.toUtf8() } };
}

std::unique_ptr<StreamDecoder> GeminiFormat::decoder() const
{
    return std::make_unique<GeminiStreamDecoder>();
}

QStringList GeminiFormat::modelsFromBody(const QByteArray &body) const
{
    // {"models":[{"name":"models/gemini-2.5-pro","supportedGenerationMethods":[...]},...],"nextPageToken":"..."}
    QStringList models;
    for (const QJsonValue v : QJsonDocument::fromJson(body).object().value(QStringLiteral("models")).toArray()) {
        QString name = v.toObject().value(QStringLiteral("name")).toString();
        if (name.startsWith(QLatin1String("models/")))
            name = name.mid(7);
        if (!name.isEmpty())
            models << name;
    }
    return models;
}

ChatUsage GeminiFormat::usageFromJson(const QJsonObject &usage)
{
    ChatUsage u;
    auto num = [&usage](const char *key) {
        const QJsonValue v = usage.value(QLatin1String(key));
        return v.isDouble() ? v.toInt() : -1;
    };
    u.promptTokens = num("promptTokenCount");
    const int candidates = num("candidatesTokenCount");
    const int thoughts = num("thoughtsTokenCount");
    u.reasoningTokens = thoughts;
    u.completionTokens = candidates < 0 && thoughts < 0 ? -1 : qMax(0, candidates) + qMax(0, thoughts);
    const int cached = num("cachedContentTokenCount");
    u.cachedTokens = cached >= 0 ? cached : (u.promptTokens >= 0 ? 0 : -1);
    u.totalTokens = num("totalTokenCount");
    if (u.totalTokens < 0 && (u.promptTokens >= 0 || u.completionTokens >= 0))
        u.totalTokens = qMax(0, u.promptTokens) + qMax(0, u.completionTokens);
    return u;
}

QByteArray GeminiFormat::signatureBlock(const QString &signature, const QString &callId)
{
    if (callId.isEmpty())
        return R"({"thoughtSignature":)" + jsonStringLiteral(signature) + '}';
    return R"({"functionCall":)" + jsonStringLiteral(callId) + R"(,"thoughtSignature":)" + jsonStringLiteral(signature)
        + '}';
}

ProviderError GeminiFormat::errorFromObject(int httpStatus, const QJsonObject &err)
{
    // {"code":429,"message":"...","status":"RESOURCE_EXHAUSTED","details":[{"@type":".../google.rpc.ErrorInfo",
    //  "reason":"RATE_LIMIT_EXCEEDED",...},{"@type":".../google.rpc.RetryInfo","retryDelay":"20s"}]}
    ProviderError e;
    e.kind = ProviderError::Kind::Http;
    e.httpStatus = httpStatus;
    e.message = err.value(QStringLiteral("message")).toString();
    e.type = err.value(QStringLiteral("status")).toString();
    for (const QJsonValue v : err.value(QStringLiteral("details")).toArray()) {
        const QJsonObject d = v.toObject();
        const QString type = d.value(QStringLiteral("@type")).toString();
        if (type.endsWith(QLatin1String("google.rpc.ErrorInfo")) && e.code.isEmpty()) {
            e.code = d.value(QStringLiteral("reason")).toString();
        } else if (type.endsWith(QLatin1String("google.rpc.RetryInfo"))) {
            // A protobuf Duration in JSON: decimal seconds with an "s" suffix ("20s", "1.5s", "0.372359807s").
            QString delay = d.value(QStringLiteral("retryDelay")).toString().trimmed();
            if (delay.endsWith(QLatin1Char('s')))
                delay.chop(1);
            bool ok = false;
            const double seconds = delay.toDouble(&ok);
            if (ok && seconds >= 0)
                e.retryAfterSeconds = int(std::ceil(seconds));
        }
    }
    if (e.message.isEmpty())
        e.message = httpStatus > 0 ? QStringLiteral("the server answered with status %1").arg(httpStatus)
                                   : QStringLiteral("the server reported an error");
    return e;
}

ProviderError GeminiFormat::errorFromBody(int httpStatus, const QByteArray &body) const
{
    // {"error":{...}}, or the same wrapped in an array (the JSON-array form of streamGenerateContent).
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    QJsonValue err = doc.object().value(QStringLiteral("error"));
    if (doc.isArray())
        err = doc.array().first().toObject().value(QStringLiteral("error"));
    if (err.isObject())
        return errorFromObject(httpStatus, err.toObject());
    return WireFormat::errorFromBody(httpStatus, body);
}

} // namespace sw
