// AnthropicStreamDecoder: the Messages event stream as deltas, and AnthropicMessagesFormat::parseBody (a whole
// message). Events: message_start (id, model, usage), content_block_start / content_block_delta (text_delta,
// input_json_delta, thinking_delta, signature_delta) / content_block_stop, message_delta (stop_reason, usage),
// message_stop, ping, error. Unknown event, block and delta types are ignored and listed in the response.
#include "anthropicmessages.h"

#include "wire/wirejson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {
// The blocks in the order Anthropic writes them (type first), their content unchanged.
QByteArray thinkingJson(const QString &thinking, const QString &signature)
{
    return R"({"type":"thinking","thinking":)" + jsonStringLiteral(thinking) + R"(,"signature":)"
        + jsonStringLiteral(signature) + '}';
}

QByteArray redactedJson(const QJsonObject &block)
{
    return R"({"type":"redacted_thinking","data":)" + jsonStringLiteral(block.value(QStringLiteral("data")).toString())
        + '}';
}

bool transientType(const QString &type)
{
    return type == QLatin1String("overloaded_error") || type == QLatin1String("rate_limit_error")
        || type == QLatin1String("api_error");
}
} // namespace

bool AnthropicStreamDecoder::apply(QByteArrayView payload, StreamDelta *delta, ProviderError *error)
{
    *delta = StreamDelta();
    QJsonObject ev;
    if (!parseEvent(payload, &ev, error))
        return false;
    const QString type = ev.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("ping"))
        return true;
    if (type == QLatin1String("error")) {
        const QJsonObject err = ev.value(QStringLiteral("error")).toObject();
        error->kind = ProviderError::Kind::Protocol;
        error->type = err.value(QStringLiteral("type")).toString();
        error->message = QStringLiteral("the server reported an error mid-stream: %1")
                             .arg(err.value(QStringLiteral("message")).toString(error->type));
        error->transient = !m_shown && transientType(error->type);
        return false;
    }
    if (type == QLatin1String("message_start")) {
        const QJsonObject msg = ev.value(QStringLiteral("message")).toObject();
        m_started = true;
        m_response.id = msg.value(QStringLiteral("id")).toString();
        m_response.model = msg.value(QStringLiteral("model")).toString();
        const QJsonValue usage = msg.value(QStringLiteral("usage"));
        if (usage.isObject()) {
            m_response.usage = AnthropicMessagesFormat::usageFromJson(usage.toObject(), m_response.usage);
            delta->hasUsage = true;
            delta->usage = m_response.usage;
        }
        return true;
    }
    if (!m_started && type.startsWith(QLatin1String("content_block")))
        return fail(error, QStringLiteral("stream event %1 (%2) before message_start").arg(m_events).arg(type));
    const int index = ev.value(QStringLiteral("index")).toInt(-1);
    if (type == QLatin1String("content_block_start")) {
        const QJsonObject cb = ev.value(QStringLiteral("content_block")).toObject();
        Block block;
        block.type = cb.value(QStringLiteral("type")).toString();
        block.start = cb;
        if (block.type == QLatin1String("text")) {
            block.text = cb.value(QStringLiteral("text")).toString();
            if (!block.text.isEmpty()) {
                delta->text = block.text;
                m_response.text += block.text;
                m_response.textIsNull = false;
                m_shown = true;
            }
        } else if (block.type == QLatin1String("tool_use")) {
            block.toolIndex = int(m_calls.size());
            ToolCall &call = m_calls[block.toolIndex];
            call.id = cb.value(QStringLiteral("id")).toString();
            call.name = cb.value(QStringLiteral("name")).toString();
            // The start carries `input: {}`; the arguments arrive as input_json_delta. A non-empty input here (a
            // server that sends it whole) is the whole argument text.
            const QJsonObject input = cb.value(QStringLiteral("input")).toObject();
            if (!input.isEmpty())
                call.arguments = QString::fromUtf8(compactJson(input));
            delta->toolCalls << ToolCallDelta { block.toolIndex, call.id, call.name, call.arguments };
            m_shown = true;
        } else if (block.type == QLatin1String("thinking")) {
            block.text = cb.value(QStringLiteral("thinking")).toString();
            block.signature = cb.value(QStringLiteral("signature")).toString();
            if (!block.text.isEmpty()) {
                delta->reasoning = block.text;
                m_response.reasoning += block.text;
                m_shown = true;
            }
        } else if (block.type != QLatin1String("redacted_thinking")) {
            unknown(QStringLiteral("content_block:") + block.type);
        }
        m_blocks.insert(index, block);
        return true;
    }
    if (type == QLatin1String("content_block_delta")) {
        const auto it = m_blocks.find(index);
        if (it == m_blocks.end())
            return fail(error,
                QStringLiteral("stream event %1: content_block_delta for block %2, which never started")
                    .arg(m_events)
                    .arg(index));
        Block &block = *it;
        const QJsonObject d = ev.value(QStringLiteral("delta")).toObject();
        const QString dtype = d.value(QStringLiteral("type")).toString();
        if (dtype == QLatin1String("text_delta")) {
            const QString text = d.value(QStringLiteral("text")).toString();
            block.text += text;
            delta->text = text;
            m_response.text += text;
            m_response.textIsNull = false;
            m_shown = m_shown || !text.isEmpty();
        } else if (dtype == QLatin1String("input_json_delta")) {
            const QString part = d.value(QStringLiteral("partial_json")).toString();
            if (block.toolIndex >= 0) {
                m_calls[block.toolIndex].arguments += part;
                delta->toolCalls << ToolCallDelta { block.toolIndex, {}, {}, part };
            }
        } else if (dtype == QLatin1String("thinking_delta")) {
            const QString text = d.value(QStringLiteral("thinking")).toString();
            block.text += text;
            delta->reasoning = text;
            m_response.reasoning += text;
            m_shown = m_shown || !text.isEmpty();
        } else if (dtype == QLatin1String("signature_delta")) {
            block.signature += d.value(QStringLiteral("signature")).toString();
        } else if (dtype != QLatin1String("citations_delta")) {
            unknown(QStringLiteral("delta:") + dtype);
        }
        return true;
    }
    if (type == QLatin1String("content_block_stop")) {
        const auto it = m_blocks.find(index);
        if (it != m_blocks.end()) {
            it->open = false;
            if (it->toolIndex >= 0 && m_calls[it->toolIndex].arguments.isEmpty()) {
                m_calls[it->toolIndex].arguments = QStringLiteral("{}"); // a call without arguments
                delta->toolCalls << ToolCallDelta { it->toolIndex, {}, {}, QStringLiteral("{}") };
            }
        }
        return true;
    }
    if (type == QLatin1String("message_delta")) {
        const QJsonObject d = ev.value(QStringLiteral("delta")).toObject();
        const QJsonValue stop = d.value(QStringLiteral("stop_reason"));
        if (stop.isString()) {
            m_response.finishReason = stop.toString();
            m_response.stoppedAtTokenLimit = m_response.finishReason == QLatin1String("max_tokens")
                || m_response.finishReason == QLatin1String("model_context_window_exceeded");
            delta->finishReason = m_response.finishReason;
        }
        const QJsonValue usage = ev.value(QStringLiteral("usage"));
        if (usage.isObject()) {
            m_response.usage = AnthropicMessagesFormat::usageFromJson(usage.toObject(), m_response.usage);
            delta->hasUsage = true;
            delta->usage = m_response.usage;
        }
        return true;
    }
    if (type == QLatin1String("message_stop")) {
        // A tool_use block still open at the end: its JSON never closed.
        for (const Block &block : std::as_const(m_blocks)) {
            if (block.open && block.toolIndex >= 0)
                return fail(error,
                    QStringLiteral(
                        "the stream ended inside the tool call %1: its arguments never closed (%2 characters "
                        "received)")
                        .arg(m_calls.value(block.toolIndex).name)
                        .arg(m_calls.value(block.toolIndex).arguments.size()));
        }
        m_stopped = true;
        delta->done = true;
        return true;
    }
    unknown(type.isEmpty() ? QStringLiteral("(no type)") : type);
    return true;
}

ChatResponse AnthropicStreamDecoder::response() const
{
    ChatResponse r = m_response;
    r.toolCalls = m_calls.values();
    for (const Block &block : m_blocks) {
        if (block.type == QLatin1String("thinking"))
            r.providerBlocks << ProviderBlock { WireApi::AnthropicMessages, thinkingJson(block.text, block.signature) };
        else if (block.type == QLatin1String("redacted_thinking"))
            r.providerBlocks << ProviderBlock { WireApi::AnthropicMessages, redactedJson(block.start) };
    }
    return r;
}

bool AnthropicMessagesFormat::parseBody(const QByteArray &body, ChatResponse *response, ProviderError *error) const
{
    QJsonObject o;
    if (!parseBodyObject(body, &o, error))
        return false;
    if (o.value(QStringLiteral("type")).toString() == QLatin1String("error")) {
        *error = errorFromBody(0, body);
        error->kind = ProviderError::Kind::Protocol;
        return false;
    }
    if (!o.value(QStringLiteral("content")).isArray()) {
        error->kind = ProviderError::Kind::Protocol;
        error->message = QStringLiteral("response has no content: %1").arg(bytesPreview(body));
        return false;
    }
    *response = ChatResponse();
    response->rawBody = body;
    response->id = o.value(QStringLiteral("id")).toString();
    response->model = o.value(QStringLiteral("model")).toString();
    response->usage = usageFromJson(o.value(QStringLiteral("usage")).toObject());
    response->finishReason = o.value(QStringLiteral("stop_reason")).toString();
    response->stoppedAtTokenLimit = response->finishReason == QLatin1String("max_tokens");
    for (const QJsonValue v : o.value(QStringLiteral("content")).toArray()) {
        const QJsonObject block = v.toObject();
        const QString type = block.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("text")) {
            response->text += block.value(QStringLiteral("text")).toString();
            response->textIsNull = false;
        } else if (type == QLatin1String("tool_use")) {
            response->toolCalls << ToolCall { block.value(QStringLiteral("id")).toString(),
                block.value(QStringLiteral("name")).toString(),
                QString::fromUtf8(compactJson(block.value(QStringLiteral("input")).toObject())) };
        } else if (type == QLatin1String("thinking")) {
            response->reasoning += block.value(QStringLiteral("thinking")).toString();
            response->providerBlocks << ProviderBlock { WireApi::AnthropicMessages,
                thinkingJson(block.value(QStringLiteral("thinking")).toString(),
                    block.value(QStringLiteral("signature")).toString()) };
        } else if (type == QLatin1String("redacted_thinking")) {
            response->providerBlocks << ProviderBlock { WireApi::AnthropicMessages, redactedJson(block) };
        } else if (!response->unknownEvents.contains(QStringLiteral("content_block:") + type)) {
            response->unknownEvents << QStringLiteral("content_block:") + type;
        }
    }
    return true;
}

} // namespace sw
