// ChatStreamAccumulator and the small JSON helpers of providertypes.h.
#include "chatstream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <optional>

namespace sw {

namespace {
int intOr(const QJsonObject &o, const char *key, int fallback = -1)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? v.toInt() : fallback;
}

} // namespace

QJsonObject ChatUsage::toJson() const
{
    QJsonObject o;
    auto put = [&o](const char *key, int v) {
        if (v >= 0)
            o.insert(QLatin1String(key), v);
    };
    put("prompt_tokens", promptTokens);
    put("completion_tokens", completionTokens);
    put("total_tokens", totalTokens);
    put("cached_tokens", cachedTokens);
    put("prompt_cache_hit_tokens", cacheHitTokens);
    put("prompt_cache_miss_tokens", cacheMissTokens);
    put("reasoning_tokens", reasoningTokens);
    put("cache_creation_input_tokens", cacheCreationTokens);
    put("cache_read_input_tokens", cacheReadTokens);
    if (estimated)
        o.insert(QStringLiteral("estimated"), true);
    return o;
}

ChatUsage ChatUsage::fromJson(const QJsonObject &usage)
{
    ChatUsage u;
    u.promptTokens = intOr(usage, "prompt_tokens");
    u.completionTokens = intOr(usage, "completion_tokens");
    u.totalTokens = intOr(usage, "total_tokens");
    u.cachedTokens = intOr(usage.value(QStringLiteral("prompt_tokens_details")).toObject(), "cached_tokens",
        intOr(usage, "cached_tokens"));
    u.cacheHitTokens = intOr(usage, "prompt_cache_hit_tokens");
    u.cacheMissTokens = intOr(usage, "prompt_cache_miss_tokens");
    u.reasoningTokens = intOr(usage.value(QStringLiteral("completion_tokens_details")).toObject(), "reasoning_tokens",
        intOr(usage, "reasoning_tokens"));
    u.cacheCreationTokens = intOr(usage, "cache_creation_input_tokens");
    u.cacheReadTokens = intOr(usage, "cache_read_input_tokens");
    u.estimated = usage.value(QStringLiteral("estimated")).toBool();
    return u;
}

bool ProviderError::isRetryable() const
{
    switch (kind) {
    case Kind::Http:
        return httpStatus == 429 || httpStatus == 408 || httpStatus >= 500;
    case Kind::Network:
    case Kind::Timeout:
        return true;
    case Kind::Protocol:
        return transient;
    default:
        return false;
    }
}

QString ProviderError::describe() const
{
    QString s;
    if (httpStatus > 0)
        s = QStringLiteral("HTTP %1: ").arg(httpStatus);
    s += message;
    if (!type.isEmpty() || !code.isEmpty()) {
        QStringList bits;
        if (!type.isEmpty())
            bits << type;
        if (!code.isEmpty() && code != type)
            bits << code;
        s += QStringLiteral(" (%1)").arg(bits.join(QStringLiteral(", ")));
    }
    if (retryAfterSeconds >= 0)
        s += QStringLiteral(" [retry after %1 s]").arg(retryAfterSeconds);
    return s;
}

bool ChatStreamAccumulator::apply(QByteArrayView payload, StreamDelta *delta, ProviderError *error)
{
    *delta = StreamDelta();
    const QByteArrayView trimmed = payload.trimmed();
    if (trimmed == QByteArrayView("[DONE]")) {
        m_done = true;
        delta->done = true;
        return true;
    }
    ++m_chunks;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        error->kind = ProviderError::Kind::Protocol;
        error->message = parseError.error != QJsonParseError::NoError
            ? QStringLiteral("malformed stream chunk %1 (%2 at offset %3): %4")
                  .arg(m_chunks)
                  .arg(parseError.errorString())
                  .arg(parseError.offset)
                  .arg(bytesPreview(trimmed))
            : QStringLiteral("malformed stream chunk %1 (not a JSON object): %2")
                  .arg(m_chunks)
                  .arg(bytesPreview(trimmed));
        return false;
    }
    const QJsonObject chunk = doc.object();
    if (chunk.contains(QStringLiteral("error"))) {
        *error = errorFromBody(0, trimmed.toByteArray());
        error->kind = ProviderError::Kind::Protocol;
        error->message = QStringLiteral("the server reported an error mid-stream: ") + error->message;
        return false;
    }
    if (m_response.id.isEmpty())
        m_response.id = chunk.value(QStringLiteral("id")).toString();
    if (m_response.model.isEmpty())
        m_response.model = chunk.value(QStringLiteral("model")).toString();
    const QJsonValue usage = chunk.value(QStringLiteral("usage"));
    if (usage.isObject()) {
        delta->hasUsage = true;
        delta->usage = ChatUsage::fromJson(usage.toObject());
        m_response.usage = delta->usage;
    }
    const QJsonArray choices = chunk.value(QStringLiteral("choices")).toArray();
    if (choices.isEmpty())
        return true;
    const QJsonObject choice = choices.first().toObject();
    const QJsonObject d = choice.value(QStringLiteral("delta")).toObject();
    const QJsonValue content = d.value(QStringLiteral("content"));
    if (content.isString()) {
        delta->text = content.toString();
        m_response.text += delta->text;
        m_response.textIsNull = false;
    }
    QJsonValue reasoning = d.value(QStringLiteral("reasoning_content"));
    if (!reasoning.isString())
        reasoning = d.value(QStringLiteral("reasoning"));
    if (reasoning.isString()) {
        delta->reasoning = reasoning.toString();
        m_response.reasoning += delta->reasoning;
    }
    const QJsonArray calls = d.value(QStringLiteral("tool_calls")).toArray();
    for (qsizetype i = 0; i < calls.size(); ++i) {
        const QJsonObject c = calls.at(i).toObject();
        ToolCallDelta td;
        td.index = c.contains(QStringLiteral("index")) ? c.value(QStringLiteral("index")).toInt() : int(i);
        td.id = c.value(QStringLiteral("id")).toString();
        const QJsonObject fn = c.value(QStringLiteral("function")).toObject();
        td.name = fn.value(QStringLiteral("name")).toString();
        td.argumentsFragment = fn.value(QStringLiteral("arguments")).toString();
        ToolCall &call = m_calls[td.index];
        if (!td.id.isEmpty())
            call.id = td.id;
        if (!td.name.isEmpty())
            call.name += td.name; // some servers split the name too; OpenAI sends it whole once
        call.arguments += td.argumentsFragment;
        delta->toolCalls.append(td);
    }
    const QJsonValue finish = choice.value(QStringLiteral("finish_reason"));
    if (finish.isString()) {
        delta->finishReason = finish.toString();
        m_response.finishReason = delta->finishReason;
        m_response.stoppedAtTokenLimit = m_response.finishReason == QLatin1String("length");
    }
    return true;
}

ChatResponse ChatStreamAccumulator::response() const
{
    ChatResponse r = m_response;
    r.toolCalls = m_calls.values();
    return r;
}

bool ChatStreamAccumulator::parseCompletion(const QByteArray &body, ChatResponse *response, ProviderError *error)
{
    QJsonObject o;
    if (!parseBodyObject(body, &o, error))
        return false;
    if (o.contains(QStringLiteral("error"))) {
        *error = errorFromBody(0, body);
        error->kind = ProviderError::Kind::Protocol;
        return false;
    }
    *response = ChatResponse();
    response->rawBody = body;
    response->id = o.value(QStringLiteral("id")).toString();
    response->model = o.value(QStringLiteral("model")).toString();
    response->usage = ChatUsage::fromJson(o.value(QStringLiteral("usage")).toObject());
    const QJsonArray choices = o.value(QStringLiteral("choices")).toArray();
    if (choices.isEmpty()) {
        error->kind = ProviderError::Kind::Protocol;
        error->message = QStringLiteral("response has no choices: %1").arg(bytesPreview(body));
        return false;
    }
    const QJsonObject choice = choices.first().toObject();
    const QJsonObject msg = choice.value(QStringLiteral("message")).toObject();
    const QJsonValue content = msg.value(QStringLiteral("content"));
    response->textIsNull = !content.isString();
    response->text = content.toString();
    response->reasoning = msg.value(QStringLiteral("reasoning_content")).toString();
    response->finishReason = choice.value(QStringLiteral("finish_reason")).toString();
    response->stoppedAtTokenLimit = response->finishReason == QLatin1String("length");
    for (const QJsonValue v : msg.value(QStringLiteral("tool_calls")).toArray()) {
        const QJsonObject c = v.toObject();
        const QJsonObject fn = c.value(QStringLiteral("function")).toObject();
        response->toolCalls.append({ c.value(QStringLiteral("id")).toString(),
            fn.value(QStringLiteral("name")).toString(), fn.value(QStringLiteral("arguments")).toString() });
    }
    return true;
}

namespace {

// A gateway's or web server's error page instead of the API's JSON: its title (or first heading) as text, not its
// markup ("<!DOCTYPE html><html><head><title>502 Bad Gateway</title>..." filled the Preferences dialog).
std::optional<QString> htmlPageSummary(const QByteArray &body)
{
    const QByteArray head = body.trimmed().left(qsizetype(64) * 1024);
    const QByteArray lower = head.left(512).toLower();
    if (!head.startsWith('<')
        || !(lower.contains("<html") || lower.contains("<!doctype") || lower.contains("<head")
            || lower.contains("<body")))
        return std::nullopt;
    const QString text = QString::fromUtf8(head);
    QString summary;
    for (const char *pattern : { "<title[^>]*>(.*?)</title>", "<h1[^>]*>(.*?)</h1>" }) {
        const QRegularExpression element(QString::fromLatin1(pattern),
            QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch match = element.match(text);
        if (match.hasMatch()) {
            summary = match.captured(1);
            break;
        }
    }
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    summary.remove(tags);
    summary.replace(QStringLiteral("&amp;"), QStringLiteral("&"))
        .replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&#39;"), QStringLiteral("'"))
        .replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    return summary.simplified().left(160);
}

} // namespace

ProviderError ChatStreamAccumulator::errorFromBody(int httpStatus, const QByteArray &body)
{
    ProviderError e;
    e.kind = ProviderError::Kind::Http;
    e.httpStatus = httpStatus;
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    const QJsonValue errValue = doc.object().value(QStringLiteral("error"));
    if (errValue.isObject()) {
        const QJsonObject err = errValue.toObject();
        e.message = err.value(QStringLiteral("message")).toString();
        e.type = err.value(QStringLiteral("type")).toString();
        const QJsonValue code = err.value(QStringLiteral("code"));
        e.code = code.isDouble() ? QString::number(code.toInt()) : code.toString();
    } else if (errValue.isString()) {
        e.message = errValue.toString();
    } else if (const std::optional<QString> page = htmlPageSummary(body)) {
        e.message = page->isEmpty()
            ? QStringLiteral("an HTML page instead of the API's JSON: is the base URL the API's?")
            : QStringLiteral("%1 (an HTML page instead of the API's JSON: is the base URL the API's?)").arg(*page);
    } else {
        e.message = QString::fromUtf8(body.trimmed().left(300));
    }
    if (e.message.isEmpty())
        e.message = httpStatus > 0 ? QStringLiteral("the server answered with status %1").arg(httpStatus)
                                   : QStringLiteral("the server reported an error");
    return e;
}

} // namespace sw
