// ResponsesStreamDecoder: the Responses API's semantic events as deltas, and OpenAiResponsesFormat::parseBody (a
// whole response object). Unknown event types are ignored and listed in the response.
#include "openairesponses.h"

#include "wire/wirejson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {
// Events the decoder knows and has nothing to take from.
bool quietEvent(QStringView type)
{
    static const QStringList quiet { QStringLiteral("response.in_progress"), QStringLiteral("response.queued"),
        QStringLiteral("response.content_part.added"), QStringLiteral("response.content_part.done"),
        QStringLiteral("response.output_text.done"), QStringLiteral("response.output_text.annotation.added"),
        QStringLiteral("response.refusal.done"), QStringLiteral("response.reasoning_summary_part.added"),
        QStringLiteral("response.reasoning_summary_part.done"), QStringLiteral("response.reasoning_summary_text.done"),
        QStringLiteral("response.reasoning_text.done") };
    return quiet.contains(type);
}

QString messageText(const QJsonObject &item)
{
    QString text;
    for (const QJsonValue v : item.value(QStringLiteral("content")).toArray()) {
        const QJsonObject part = v.toObject();
        const QString t = part.value(QStringLiteral("type")).toString();
        if (t == QLatin1String("output_text"))
            text += part.value(QStringLiteral("text")).toString();
        else if (t == QLatin1String("refusal"))
            text += part.value(QStringLiteral("refusal")).toString();
    }
    return text;
}

bool keepsReasoning(const QJsonObject &item)
{
    // With "store":false only an item carrying its encrypted content can be sent back.
    return item.value(QStringLiteral("encrypted_content")).isString()
        && !item.value(QStringLiteral("encrypted_content")).toString().isEmpty();
}

QString reasoningSummary(const QJsonObject &item)
{
    QStringList parts;
    for (const QJsonValue v : item.value(QStringLiteral("summary")).toArray())
        parts << v.toObject().value(QStringLiteral("text")).toString();
    return parts.join(QStringLiteral("\n\n"));
}
} // namespace

ChatUsage OpenAiResponsesFormat::usageFromJson(const QJsonObject &usage)
{
    ChatUsage u;
    auto num = [](const QJsonObject &o, const char *key) {
        const QJsonValue v = o.value(QLatin1String(key));
        return v.isDouble() ? v.toInt() : -1;
    };
    u.promptTokens = num(usage, "input_tokens");
    u.completionTokens = num(usage, "output_tokens");
    u.totalTokens = num(usage, "total_tokens");
    u.cachedTokens = num(usage.value(QStringLiteral("input_tokens_details")).toObject(), "cached_tokens");
    u.reasoningTokens = num(usage.value(QStringLiteral("output_tokens_details")).toObject(), "reasoning_tokens");
    return u;
}

int ResponsesStreamDecoder::toolIndexOf(const QJsonObject &event) const
{
    const QString item = event.value(QStringLiteral("item_id")).toString();
    if (!item.isEmpty() && m_toolByItem.contains(item))
        return m_toolByItem.value(item);
    return m_toolByOutput.value(event.value(QStringLiteral("output_index")).toInt(-1), -1);
}

void ResponsesStreamDecoder::finish(const QJsonObject &response, StreamDelta *delta)
{
    m_complete = true;
    delta->done = true;
    if (m_response.id.isEmpty())
        m_response.id = response.value(QStringLiteral("id")).toString();
    if (m_response.model.isEmpty())
        m_response.model = response.value(QStringLiteral("model")).toString();
    const QString status = response.value(QStringLiteral("status")).toString(QStringLiteral("completed"));
    const QString reason
        = response.value(QStringLiteral("incomplete_details")).toObject().value(QStringLiteral("reason")).toString();
    m_response.finishReason = reason.isEmpty() ? status : status + QStringLiteral(": ") + reason;
    m_response.stoppedAtTokenLimit = reason == QLatin1String("max_output_tokens");
    delta->finishReason = m_response.finishReason;
    const QJsonValue usage = response.value(QStringLiteral("usage"));
    if (usage.isObject()) {
        m_response.usage = OpenAiResponsesFormat::usageFromJson(usage.toObject());
        delta->hasUsage = true;
        delta->usage = m_response.usage;
    }
}

bool ResponsesStreamDecoder::apply(QByteArrayView payload, StreamDelta *delta, ProviderError *error)
{
    *delta = StreamDelta();
    QJsonObject ev;
    if (!parseEvent(payload, &ev, error))
        return false;
    const QString type = ev.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("error")) {
        // {"type":"error","code":"...","message":"...","param":null,"sequence_number":N}
        const QJsonObject nested = ev.value(QStringLiteral("error")).toObject();
        const QJsonObject &src = nested.isEmpty() ? ev : nested;
        error->kind = ProviderError::Kind::Protocol;
        error->code = src.value(QStringLiteral("code")).toString();
        error->type = src.value(QStringLiteral("type")).toString();
        if (error->type == QLatin1String("error"))
            error->type.clear();
        error->message = QStringLiteral("the server reported an error mid-stream: %1")
                             .arg(src.value(QStringLiteral("message")).toString(error->code));
        error->transient = !m_shown
            && (error->code == QLatin1String("rate_limit_exceeded") || error->code == QLatin1String("server_error")
                || error->type == QLatin1String("server_error"));
        return false;
    }
    if (type == QLatin1String("response.failed")) {
        const QJsonObject resp = ev.value(QStringLiteral("response")).toObject();
        const QJsonObject err = resp.value(QStringLiteral("error")).toObject();
        error->kind = ProviderError::Kind::Protocol;
        error->code = err.value(QStringLiteral("code")).toString();
        error->message = QStringLiteral("the response failed: %1")
                             .arg(err.value(QStringLiteral("message")).toString(QStringLiteral("no reason given")));
        error->transient = !m_shown && error->code == QLatin1String("server_error");
        return false;
    }
    if (type == QLatin1String("response.created")) {
        const QJsonObject resp = ev.value(QStringLiteral("response")).toObject();
        m_response.id = resp.value(QStringLiteral("id")).toString();
        m_response.model = resp.value(QStringLiteral("model")).toString();
        return true;
    }
    if (type == QLatin1String("response.output_text.delta") || type == QLatin1String("response.refusal.delta")) {
        const QString text = ev.value(QStringLiteral("delta")).toString();
        delta->text = text;
        m_response.text += text;
        m_response.textIsNull = false;
        m_shown = m_shown || !text.isEmpty();
        m_textItems.insert(ev.value(QStringLiteral("item_id")).toString());
        return true;
    }
    if (type == QLatin1String("response.reasoning_summary_text.delta")
        || type == QLatin1String("response.reasoning_text.delta")) {
        const QString text = ev.value(QStringLiteral("delta")).toString();
        delta->reasoning = text;
        m_response.reasoning += text;
        m_shown = m_shown || !text.isEmpty();
        return true;
    }
    if (type == QLatin1String("response.output_item.added")) {
        const QJsonObject item = ev.value(QStringLiteral("item")).toObject();
        const QString itemType = item.value(QStringLiteral("type")).toString();
        if (itemType == QLatin1String("function_call")) {
            const int index = int(m_calls.size());
            ToolCall &call = m_calls[index];
            call.id = item.value(QStringLiteral("call_id")).toString();
            call.name = item.value(QStringLiteral("name")).toString();
            call.arguments = item.value(QStringLiteral("arguments")).toString();
            m_toolByItem.insert(item.value(QStringLiteral("id")).toString(), index);
            m_toolByOutput.insert(ev.value(QStringLiteral("output_index")).toInt(-1), index);
            m_openTools.insert(index);
            delta->toolCalls << ToolCallDelta { index, call.id, call.name, call.arguments };
            m_shown = true;
        } else if (itemType != QLatin1String("message") && itemType != QLatin1String("reasoning")) {
            unknown(QStringLiteral("item:") + itemType);
        }
        return true;
    }
    if (type == QLatin1String("response.function_call_arguments.delta")) {
        const int index = toolIndexOf(ev);
        if (index < 0) {
            error->kind = ProviderError::Kind::Protocol;
            error->message
                = QStringLiteral("stream event %1: arguments for a function call that was never added").arg(m_events);
            return false;
        }
        const QString part = ev.value(QStringLiteral("delta")).toString();
        m_calls[index].arguments += part;
        delta->toolCalls << ToolCallDelta { index, {}, {}, part };
        return true;
    }
    if (type == QLatin1String("response.function_call_arguments.done")) {
        const int index = toolIndexOf(ev);
        if (index >= 0) {
            const QJsonValue args = ev.value(QStringLiteral("arguments"));
            if (args.isString())
                m_calls[index].arguments = args.toString();
            m_openTools.remove(index);
        }
        return true;
    }
    if (type == QLatin1String("response.output_item.done")) {
        const QJsonObject item = ev.value(QStringLiteral("item")).toObject();
        const QString itemType = item.value(QStringLiteral("type")).toString();
        if (itemType == QLatin1String("function_call")) {
            int index = m_toolByItem.value(item.value(QStringLiteral("id")).toString(), -1);
            if (index < 0) { // a server that sends the call only whole
                index = int(m_calls.size());
                m_calls[index].id = item.value(QStringLiteral("call_id")).toString();
                m_calls[index].name = item.value(QStringLiteral("name")).toString();
                delta->toolCalls << ToolCallDelta { index, m_calls[index].id, m_calls[index].name, {} };
            }
            const QJsonValue args = item.value(QStringLiteral("arguments"));
            if (args.isString())
                m_calls[index].arguments = args.toString();
            m_openTools.remove(index);
        } else if (itemType == QLatin1String("message")) {
            if (!m_textItems.contains(item.value(QStringLiteral("id")).toString())) {
                const QString text = messageText(item); // a server that sends the text only whole
                if (!text.isEmpty()) {
                    delta->text = text;
                    m_response.text += text;
                    m_response.textIsNull = false;
                    m_shown = true;
                }
            }
        } else if (itemType == QLatin1String("reasoning")) {
            if (keepsReasoning(item))
                m_response.providerBlocks << ProviderBlock { WireApi::OpenAiResponses, compactJson(item) };
        }
        return true;
    }
    if (type == QLatin1String("response.completed") || type == QLatin1String("response.incomplete")) {
        finish(ev.value(QStringLiteral("response")).toObject(), delta);
        if (type == QLatin1String("response.completed") && !m_openTools.isEmpty()) {
            error->kind = ProviderError::Kind::Protocol;
            error->message = QStringLiteral("the response completed inside the tool call %1: its arguments never "
                                            "closed")
                                 .arg(m_calls.value(*m_openTools.cbegin()).name);
            return false;
        }
        return true;
    }
    if (!quietEvent(type))
        unknown(type.isEmpty() ? QStringLiteral("(no type)") : type);
    return true;
}

ChatResponse ResponsesStreamDecoder::response() const
{
    ChatResponse r = m_response;
    r.toolCalls = m_calls.values();
    return r;
}

bool OpenAiResponsesFormat::parseBody(const QByteArray &body, ChatResponse *response, ProviderError *error) const
{
    QJsonObject o;
    if (!parseBodyObject(body, &o, error))
        return false;
    const QJsonValue err = o.value(QStringLiteral("error"));
    if (err.isObject()) {
        *error = errorFromBody(0, body);
        error->kind = ProviderError::Kind::Protocol;
        return false;
    }
    if (!o.value(QStringLiteral("output")).isArray()) {
        error->kind = ProviderError::Kind::Protocol;
        error->message = QStringLiteral("response has no output: %1").arg(bytesPreview(body));
        return false;
    }
    *response = ChatResponse();
    response->rawBody = body;
    response->id = o.value(QStringLiteral("id")).toString();
    response->model = o.value(QStringLiteral("model")).toString();
    response->usage = usageFromJson(o.value(QStringLiteral("usage")).toObject());
    const QString status = o.value(QStringLiteral("status")).toString(QStringLiteral("completed"));
    const QString reason
        = o.value(QStringLiteral("incomplete_details")).toObject().value(QStringLiteral("reason")).toString();
    response->finishReason = reason.isEmpty() ? status : status + QStringLiteral(": ") + reason;
    response->stoppedAtTokenLimit = reason == QLatin1String("max_output_tokens");
    for (const QJsonValue v : o.value(QStringLiteral("output")).toArray()) {
        const QJsonObject item = v.toObject();
        const QString type = item.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("message")) {
            response->text += messageText(item);
            response->textIsNull = false;
        } else if (type == QLatin1String("function_call")) {
            response->toolCalls << ToolCall { item.value(QStringLiteral("call_id")).toString(),
                item.value(QStringLiteral("name")).toString(), item.value(QStringLiteral("arguments")).toString() };
        } else if (type == QLatin1String("reasoning")) {
            response->reasoning += reasoningSummary(item);
            if (keepsReasoning(item))
                response->providerBlocks << ProviderBlock { WireApi::OpenAiResponses, compactJson(item) };
        } else if (!response->unknownEvents.contains(QStringLiteral("item:") + type)) {
            response->unknownEvents << QStringLiteral("item:") + type;
        }
    }
    return true;
}

} // namespace sw
