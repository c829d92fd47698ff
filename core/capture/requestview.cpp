// RequestView readers, one per wire format, and the table that picks one.
#include "requestview.h"

#include "wire/gemini.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {

QString compactJson(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    if (v.isString())
        return v.toString();
    return {};
}

// Text of a content value that is a string or an array of text blocks / parts.
QString contentText(const QJsonValue &content)
{
    if (content.isString())
        return content.toString();
    QStringList texts;
    for (const auto &b : content.toArray()) {
        const QJsonObject o = b.toObject();
        if (o.contains(QLatin1String("text")))
            texts << o.value(QLatin1String("text")).toString();
    }
    return texts.join(QLatin1Char('\n'));
}

ViewPart textPart(const QString &text, const QString &path)
{
    ViewPart p;
    p.text = text;
    p.path = path;
    return p;
}

// --- Anthropic Messages ---------------------------------------------------------------------------------------

bool anthropicPath(QByteArrayView path)
{
    return path.endsWith("/messages") || path.endsWith("/messages/count_tokens");
}

bool anthropicBody(const QJsonObject &body)
{
    return body.contains(QLatin1String("messages")) && !body.contains(QLatin1String("input"))
        && (body.contains(QLatin1String("max_tokens")) || body.value(QLatin1String("system")).isArray()
            || body.contains(QLatin1String("anthropic_version")));
}

void readAnthropic(const QJsonObject &body, RequestView *view)
{
    const QJsonValue system = body.value(QLatin1String("system"));
    if (!system.isUndefined() && !system.isNull()) {
        ViewMessage m;
        m.role = QStringLiteral("system");
        m.instructions = true;
        m.path = QStringLiteral("system");
        if (system.isString()) {
            m.parts << textPart(system.toString(), QStringLiteral("system"));
        } else {
            const QJsonArray blocks = system.toArray();
            for (int i = 0; i < blocks.size(); ++i)
                m.parts << textPart(blocks.at(i).toObject().value(QLatin1String("text")).toString(),
                    QStringLiteral("system[%1].text").arg(i));
        }
        view->messages << m;
    }
    const QJsonArray messages = body.value(QLatin1String("messages")).toArray();
    for (int i = 0; i < messages.size(); ++i) {
        const QJsonObject msg = messages.at(i).toObject();
        ViewMessage m;
        m.role = msg.value(QLatin1String("role")).toString();
        m.index = i;
        m.path = QStringLiteral("messages[%1]").arg(i);
        const QJsonValue content = msg.value(QLatin1String("content"));
        if (content.isString()) {
            m.parts << textPart(content.toString(), QStringLiteral("messages[%1].content").arg(i));
        } else {
            const QJsonArray blocks = content.toArray();
            for (int j = 0; j < blocks.size(); ++j) {
                const QJsonObject b = blocks.at(j).toObject();
                const QString type = b.value(QLatin1String("type")).toString();
                const QString at = QStringLiteral("messages[%1].content[%2]").arg(i).arg(j);
                ViewPart p;
                p.path = at;
                if (type == QLatin1String("text")) {
                    p.text = b.value(QLatin1String("text")).toString();
                    p.path = at + QStringLiteral(".text");
                } else if (type == QLatin1String("tool_use") || type == QLatin1String("server_tool_use")) {
                    p.kind = ViewPart::Kind::ToolCall;
                    p.toolName = b.value(QLatin1String("name")).toString();
                    p.callId = b.value(QLatin1String("id")).toString();
                    p.arguments = compactJson(b.value(QLatin1String("input")));
                } else if (type == QLatin1String("tool_result")) {
                    p.kind = ViewPart::Kind::ToolResult;
                    p.callId = b.value(QLatin1String("tool_use_id")).toString();
                    p.text = contentText(b.value(QLatin1String("content")));
                    p.isError = b.value(QLatin1String("is_error")).toBool();
                } else {
                    continue; // images, thinking, documents
                }
                m.parts << p;
            }
        }
        view->messages << m;
    }
    const QJsonArray tools = body.value(QLatin1String("tools")).toArray();
    for (int t = 0; t < tools.size(); ++t) {
        const QJsonObject o = tools.at(t).toObject();
        view->tools << ViewTool { o.value(QLatin1String("name")).toString(),
            o.value(QLatin1String("input_schema")).toObject(), QStringLiteral("tools[%1]").arg(t) };
    }
}

// --- OpenAI Responses -----------------------------------------------------------------------------------------

bool responsesPath(QByteArrayView path)
{
    return path.endsWith("/responses") || path.endsWith("/responses/compact");
}

bool responsesBody(const QJsonObject &body)
{
    return body.contains(QLatin1String("input"));
}

// `at` names the array in the body ("tools"); tools nested deeper (a namespace's, an input item's) get no path.
void addResponsesTools(const QJsonArray &tools, RequestView *view, const QString &at = {})
{
    for (int t = 0; t < tools.size(); ++t) {
        const QJsonObject o = tools.at(t).toObject();
        if (o.value(QLatin1String("type")).toString() == QLatin1String("namespace")
            && o.value(QLatin1String("tools")).isArray()) {
            addResponsesTools(o.value(QLatin1String("tools")).toArray(), view);
            continue;
        }
        QString name = o.value(QLatin1String("name")).toString();
        if (name.isEmpty())
            name = o.value(QLatin1String("type")).toString(); // built-in tools (web_search) have a type only
        QJsonObject parameters = o.value(QLatin1String("parameters")).toObject();
        if (parameters.isEmpty())
            parameters = o.value(QLatin1String("function")).toObject().value(QLatin1String("parameters")).toObject();
        view->tools << ViewTool { name, parameters,
            at.isEmpty() ? QString() : QStringLiteral("%1[%2]").arg(at).arg(t) };
    }
}

void readResponses(const QJsonObject &body, RequestView *view)
{
    if (body.value(QLatin1String("instructions")).isString()) {
        ViewMessage m;
        m.role = QStringLiteral("system");
        m.instructions = true;
        m.path = QStringLiteral("instructions");
        m.parts << textPart(body.value(QLatin1String("instructions")).toString(), QStringLiteral("instructions"));
        view->messages << m;
    }
    const QJsonValue input = body.value(QLatin1String("input"));
    if (input.isString()) {
        ViewMessage m;
        m.role = QStringLiteral("user");
        m.index = 0;
        m.path = QStringLiteral("input");
        m.parts << textPart(input.toString(), QStringLiteral("input"));
        view->messages << m;
    }
    const QJsonArray items = input.toArray();
    for (int i = 0; i < items.size(); ++i) {
        const QJsonObject item = items.at(i).toObject();
        const QString type = item.value(QLatin1String("type")).toString();
        const QString at = QStringLiteral("input[%1]").arg(i);
        ViewMessage m;
        m.index = i;
        m.path = at;
        if (type.isEmpty() || type == QLatin1String("message")) {
            m.role = item.value(QLatin1String("role")).toString();
            const QJsonValue content = item.value(QLatin1String("content"));
            if (content.isString()) {
                m.parts << textPart(content.toString(), at + QStringLiteral(".content"));
            } else {
                const QJsonArray parts = content.toArray();
                for (int j = 0; j < parts.size(); ++j) {
                    const QJsonObject p = parts.at(j).toObject();
                    if (p.contains(QLatin1String("text")))
                        m.parts << textPart(
                            p.value(QLatin1String("text")).toString(), at + QStringLiteral(".content[%1].text").arg(j));
                }
            }
        } else if (type == QLatin1String("function_call") || type == QLatin1String("custom_tool_call")
            || type == QLatin1String("local_shell_call")) {
            m.role = QStringLiteral("assistant");
            ViewPart p;
            p.kind = ViewPart::Kind::ToolCall;
            p.path = at;
            p.callId = item.value(QLatin1String("call_id")).toString();
            if (type == QLatin1String("local_shell_call")) {
                p.toolName = QStringLiteral("local_shell");
                p.arguments = compactJson(item.value(QLatin1String("action")));
            } else {
                p.toolName = item.value(QLatin1String("name")).toString();
                p.arguments = type == QLatin1String("function_call")
                    ? item.value(QLatin1String("arguments")).toString()
                    : compactJson(QJsonObject { { QStringLiteral("input"), item.value(QLatin1String("input")) } });
            }
            m.parts << p;
        } else if (type.endsWith(QLatin1String("_call_output"))) {
            m.role = QStringLiteral("tool");
            ViewPart p;
            p.kind = ViewPart::Kind::ToolResult;
            p.path = at;
            p.callId = item.value(QLatin1String("call_id")).toString();
            p.text = contentText(item.value(QLatin1String("output")));
            m.parts << p;
        } else if (type == QLatin1String("additional_tools")) {
            addResponsesTools(item.value(QLatin1String("tools")).toArray(), view);
            continue;
        } else {
            continue; // reasoning items, compaction summaries
        }
        view->messages << m;
    }
    addResponsesTools(body.value(QLatin1String("tools")).toArray(), view, QStringLiteral("tools"));
}

// --- Chat Completions -----------------------------------------------------------------------------------------

bool chatPath(QByteArrayView path)
{
    return path.endsWith("/chat/completions");
}

bool chatBody(const QJsonObject &body)
{
    return body.value(QLatin1String("messages")).isArray();
}

void readChat(const QJsonObject &body, RequestView *view)
{
    const QJsonArray messages = body.value(QLatin1String("messages")).toArray();
    for (int i = 0; i < messages.size(); ++i) {
        const QJsonObject msg = messages.at(i).toObject();
        ViewMessage m;
        m.role = msg.value(QLatin1String("role")).toString();
        m.index = i;
        const QString at = QStringLiteral("messages[%1]").arg(i);
        m.path = at;
        const QJsonValue content = msg.value(QLatin1String("content"));
        if (m.role == QLatin1String("tool")) {
            ViewPart p;
            p.kind = ViewPart::Kind::ToolResult;
            p.path = at + QStringLiteral(".content");
            p.callId = msg.value(QLatin1String("tool_call_id")).toString();
            p.toolName = msg.value(QLatin1String("name")).toString();
            p.text = contentText(content);
            m.parts << p;
        } else if (content.isString()) {
            m.parts << textPart(content.toString(), at + QStringLiteral(".content"));
        } else if (content.isArray()) {
            const QJsonArray parts = content.toArray();
            for (int j = 0; j < parts.size(); ++j) {
                const QJsonObject p = parts.at(j).toObject();
                if (p.contains(QLatin1String("text")))
                    m.parts << textPart(
                        p.value(QLatin1String("text")).toString(), at + QStringLiteral(".content[%1].text").arg(j));
            }
        }
        const QJsonArray calls = msg.value(QLatin1String("tool_calls")).toArray();
        for (int k = 0; k < calls.size(); ++k) {
            const QJsonObject c = calls.at(k).toObject();
            ViewPart p;
            p.kind = ViewPart::Kind::ToolCall;
            p.path = at + QStringLiteral(".tool_calls[%1]").arg(k);
            p.callId = c.value(QLatin1String("id")).toString();
            p.toolName = c.value(QLatin1String("function")).toObject().value(QLatin1String("name")).toString();
            p.arguments = c.value(QLatin1String("function")).toObject().value(QLatin1String("arguments")).toString();
            m.parts << p;
        }
        view->messages << m;
    }
    const QJsonArray tools = body.value(QLatin1String("tools")).toArray();
    for (int t = 0; t < tools.size(); ++t) {
        const QJsonObject f = tools.at(t).toObject().value(QLatin1String("function")).toObject();
        view->tools << ViewTool { f.value(QLatin1String("name")).toString(),
            f.value(QLatin1String("parameters")).toObject(), QStringLiteral("tools[%1]").arg(t) };
    }
}

// --- Gemini generateContent -----------------------------------------------------------------------------------

bool geminiPath(QByteArrayView path)
{
    return path.endsWith(":generateContent") || path.endsWith(":streamGenerateContent")
        || path.endsWith(":countTokens");
}

bool geminiBody(const QJsonObject &body)
{
    return body.value(QLatin1String("contents")).isArray();
}

// A functionResponse's text: its `response.output` (Gemini CLI), `response.error`, or the response as JSON.
QString functionResponseText(const QJsonObject &response, bool *isError)
{
    for (const char *key : { "output", "content", "result" })
        if (response.value(QLatin1String(key)).isString())
            return response.value(QLatin1String(key)).toString();
    if (response.contains(QLatin1String("error"))) {
        *isError = true;
        return compactJson(response.value(QLatin1String("error")));
    }
    return compactJson(response);
}

void readGeminiParts(const QJsonArray &parts, const QString &at, ViewMessage *m)
{
    for (int j = 0; j < parts.size(); ++j) {
        const QJsonObject p = parts.at(j).toObject();
        const QString partAt = QStringLiteral("%1.parts[%2]").arg(at).arg(j);
        if (p.value(QLatin1String("thought")).toBool())
            continue; // a thought summary the client sent back
        if (p.value(QLatin1String("text")).isString()) {
            m->parts << textPart(p.value(QLatin1String("text")).toString(), partAt + QStringLiteral(".text"));
        } else if (p.value(QLatin1String("functionCall")).isObject()) {
            const QJsonObject c = p.value(QLatin1String("functionCall")).toObject();
            ViewPart v;
            v.kind = ViewPart::Kind::ToolCall;
            v.path = partAt;
            v.toolName = c.value(QLatin1String("name")).toString();
            v.callId = c.value(QLatin1String("id")).toString();
            v.arguments = compactJson(c.value(QLatin1String("args")));
            m->parts << v;
        } else if (p.value(QLatin1String("functionResponse")).isObject()) {
            const QJsonObject r = p.value(QLatin1String("functionResponse")).toObject();
            ViewPart v;
            v.kind = ViewPart::Kind::ToolResult;
            v.path = partAt;
            v.toolName = r.value(QLatin1String("name")).toString();
            v.callId = r.value(QLatin1String("id")).toString();
            v.text = functionResponseText(r.value(QLatin1String("response")).toObject(), &v.isError);
            m->parts << v;
        }
    }
}

void readGemini(const QJsonObject &body, RequestView *view)
{
    const QJsonObject system = body.value(QLatin1String("systemInstruction")).toObject();
    if (!system.isEmpty()) {
        ViewMessage m;
        m.role = QStringLiteral("system");
        m.instructions = true;
        m.path = QStringLiteral("systemInstruction");
        readGeminiParts(system.value(QLatin1String("parts")).toArray(), m.path, &m);
        view->messages << m;
    }
    const QJsonArray contents = body.value(QLatin1String("contents")).toArray();
    for (int i = 0; i < contents.size(); ++i) {
        const QJsonObject turn = contents.at(i).toObject();
        ViewMessage m;
        const QString role = turn.value(QLatin1String("role")).toString();
        m.role = role == QLatin1String("model") ? QStringLiteral("assistant") : role;
        m.index = i;
        m.path = QStringLiteral("contents[%1]").arg(i);
        readGeminiParts(turn.value(QLatin1String("parts")).toArray(), m.path, &m);
        view->messages << m;
    }
    const QJsonArray tools = body.value(QLatin1String("tools")).toArray();
    for (int t = 0; t < tools.size(); ++t) {
        const QJsonArray declarations = tools.at(t).toObject().value(QLatin1String("functionDeclarations")).toArray();
        for (int d = 0; d < declarations.size(); ++d) {
            const QJsonObject o = declarations.at(d).toObject();
            QJsonObject parameters = o.value(QLatin1String("parametersJsonSchema")).toObject();
            if (parameters.isEmpty())
                parameters = o.value(QLatin1String("parameters")).toObject();
            view->tools << ViewTool { o.value(QLatin1String("name")).toString(), parameters,
                QStringLiteral("tools[%1].functionDeclarations[%2]").arg(t).arg(d) };
        }
    }
}

} // namespace

QList<const ViewPart *> RequestView::toolCalls() const
{
    QList<const ViewPart *> out;
    for (const ViewMessage &m : messages)
        for (const ViewPart &p : m.parts)
            if (p.kind == ViewPart::Kind::ToolCall)
                out << &p;
    return out;
}

const ViewPart *RequestView::toolResult(const QString &callId) const
{
    if (callId.isEmpty())
        return nullptr;
    for (const ViewMessage &m : messages)
        for (const ViewPart &p : m.parts)
            if (p.kind == ViewPart::Kind::ToolResult && p.callId == callId)
                return &p;
    return nullptr;
}

const QList<CaptureFormat> &captureFormats()
{
    static const QList<CaptureFormat> formats {
        { QStringLiteral("anthropic-messages"), WireApi::AnthropicMessages, anthropicPath, anthropicBody,
            readAnthropic },
        { QStringLiteral("openai-responses"), WireApi::OpenAiResponses, responsesPath, responsesBody, readResponses },
        { QStringLiteral("chat-completions"), WireApi::ChatCompletions, chatPath, chatBody, readChat },
        { QStringLiteral("gemini"), WireApi::Gemini, geminiPath, geminiBody, readGemini },
    };
    return formats;
}

const CaptureFormat *detectCaptureFormat(QByteArrayView path, const QJsonObject &body)
{
    for (const CaptureFormat &f : captureFormats())
        if (f.matchesPath(path))
            return &f;
    if (body.isEmpty())
        return nullptr;
    for (const CaptureFormat &f : captureFormats())
        if (f.matchesBody(body))
            return &f;
    return nullptr;
}

RequestView readRequest(QByteArrayView path, const QByteArray &body)
{
    RequestView view;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    const QJsonObject object = doc.object();
    const CaptureFormat *format = detectCaptureFormat(path, object);
    if (format)
        view.api = format->name;
    if (error.error != QJsonParseError::NoError || !doc.isObject() || !format)
        return view;
    view.model = object.value(QLatin1String("model")).toString();
    if (view.model.isEmpty() && format->wireApi == WireApi::Gemini) {
        bool stream = false;
        GeminiFormat::parseEndpoint(QString::fromUtf8(path), &view.model, &stream); // the model is in the path
    }
    format->read(object, &view);
    view.parsed = true;
    return view;
}

} // namespace sw
