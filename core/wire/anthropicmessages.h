#pragma once
// AnthropicMessagesFormat: the Anthropic Messages API (docs/wire-formats.md): POST {base}/v1/messages with
// `x-api-key` and `anthropic-version`; `system` as text blocks, `tools` with `input_schema`, `messages` of user and
// assistant turns with `text`, `tool_use` and `tool_result` content blocks (consecutive turns of one role merged),
// `max_tokens`, optional `thinking`, thinking blocks passed back unchanged, `cache_control` breakpoints placed by the
// request's cache policy. The JSON lists tools, then system, then messages: the provider's cache order, so the
// bytes read in the order a prefix is cached. AnthropicStreamDecoder reads the event stream (message_start,
// content_block_start/delta/stop, message_delta, message_stop, ping, error).
#include "wire/wireformat.h"

#include <QHash>
#include <QJsonObject>
#include <QMap>

namespace sw {

inline constexpr QLatin1StringView kAnthropicVersion("2023-06-01");

class AnthropicMessagesFormat : public WireFormat
{
public:
    WireApi api() const override { return WireApi::AnthropicMessages; }
    void encode(const ModelRequest &request, const WireEncodeContext &context, EncodedRequest &out) const override;
    QByteArray encodeTool(const RequestTool &tool) const override;
    QUrl endpoint(const QString &baseUrl, const QString &model, bool stream) const override;
    QUrl modelsEndpoint(const QString &baseUrl) const override;
    QList<QPair<QByteArray, QByteArray>> requestHeaders(const QByteArray &body) const override;
    QList<QPair<QByteArray, QByteArray>> headers(const QString &apiKey) const override;
    std::unique_ptr<StreamDecoder> decoder() const override;
    bool parseBody(const QByteArray &body, ChatResponse *response, ProviderError *error) const override;
    ProviderError errorFromBody(int httpStatus, const QByteArray &body) const override;

    // POST {base}/v1/messages/count_tokens.
    static QUrl countTokensEndpoint(const QString &baseUrl);
    // The usage object of a message (input_tokens, cache_creation_input_tokens, cache_read_input_tokens,
    // output_tokens) as ChatUsage: promptTokens = all three input figures, cachedTokens = the cache read.
    static ChatUsage usageFromJson(const QJsonObject &usage, ChatUsage base = {});
};

class AnthropicStreamDecoder : public JsonEventDecoder
{
public:
    bool apply(QByteArrayView payload, StreamDelta *delta, ProviderError *error) override;
    bool isComplete() const override { return m_stopped; }
    bool sawAnything() const override { return m_shown; }
    QString endMarker() const override { return QStringLiteral("message_stop"); }
    ChatResponse response() const override;

private:
    struct Block
    {
        QString type; // text, tool_use, thinking, redacted_thinking, or another (ignored)
        int toolIndex = -1; // tool_use: index among the answer's tool calls
        QString text; // text / thinking
        QString signature; // thinking
        QJsonObject start; // the content_block of content_block_start
        bool open = true;
    };

    QMap<int, Block> m_blocks; // by the stream's block index
    QMap<int, ToolCall> m_calls; // by tool index
    bool m_started = false;
    bool m_stopped = false;
    bool m_shown = false; // text, thinking or a tool call reached the loop
};

} // namespace sw
