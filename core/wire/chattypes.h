#pragma once
// Value types shared by the chat providers and the agent loop: tool calls, usage, a model response,
// provider errors and the outbound request (exact JSON bytes, PROTOCOL.md section 9; docs/wire-formats.md).
#include "wire/wireapi.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace sw {

struct ToolCall
{
    QString id;
    QString name;
    QString arguments; // raw JSON text exactly as the model produced it
    friend bool operator==(const ToolCall &, const ToolCall &) = default;
};

// Provider-reported token usage. -1 = not reported.
struct ChatUsage
{
    int promptTokens = -1;
    int completionTokens = -1;
    int totalTokens = -1;
    int cachedTokens = -1; // prompt_tokens_details.cached_tokens (Gemini: cachedContentTokenCount)
    int cacheHitTokens = -1; // DeepSeek prompt_cache_hit_tokens
    int cacheMissTokens = -1; // DeepSeek prompt_cache_miss_tokens
    int reasoningTokens = -1; // completion_tokens_details.reasoning_tokens (Gemini: thoughtsTokenCount)
    // Anthropic prompt caching: tokens written to the cache by this request, and read from it. With these,
    // promptTokens is the whole prompt (input_tokens + cache creation + cache read) and cachedTokens the read part.
    int cacheCreationTokens = -1; // cache_creation_input_tokens
    int cacheReadTokens = -1; // cache_read_input_tokens
    bool estimated = false; // true when the workbench estimated it (scripted replay without usage)
    bool isValid() const { return promptTokens >= 0 || completionTokens >= 0; }
    // Cached prompt tokens as the provider reports them (OpenAI cached_tokens, Gemini cachedContentTokenCount,
    // Anthropic cache_read_input_tokens, else DeepSeek hit tokens), -1 if none.
    int reportedCachedTokens() const
    {
        return cachedTokens >= 0 ? cachedTokens : (cacheReadTokens >= 0 ? cacheReadTokens : cacheHitTokens);
    }
    QJsonObject toJson() const;
    static ChatUsage fromJson(const QJsonObject &usage);
};

// A piece of the answer the provider wants back unchanged on the next request: an Anthropic `thinking` block (with its
// signature) or `redacted_thinking` block, an OpenAI Responses `reasoning` item (with encrypted_content), a Gemini
// `thoughtSignature` and the part it came with (`{"thoughtSignature":S}` for the text part, `{"functionCall":ID,
// "thoughtSignature":S}` for a call). `json` is the object's compact JSON; it is only sent back in the format it came
// from.
struct ProviderBlock
{
    WireApi api = WireApi::AnthropicMessages;
    QByteArray json;
    friend bool operator==(const ProviderBlock &, const ProviderBlock &) = default;
};

// One complete model response (a streamed response once accumulated).
struct ChatResponse
{
    QString id;
    QString model;
    QString text;
    bool textIsNull = true; // no content at all (a pure tool-call response)
    QString reasoning;
    QList<ToolCall> toolCalls; // in index order
    QString finishReason; // as the provider said it ("stop", "tool_calls", "end_turn", "tool_use", "STOP", ...)
    bool stoppedAtTokenLimit = false; // "length" / "max_tokens" / incomplete "max_output_tokens" / "MAX_TOKENS"
    ChatUsage usage;
    QByteArray rawBody; // non-streaming: the body; streaming: the concatenated SSE bytes
    QList<ProviderBlock> providerBlocks; // thinking / reasoning to pass back, in answer order
    QStringList unknownEvents; // event (and block/delta) types the decoder did not know and ignored, each once
};

struct ProviderError
{
    enum class Kind { Http, Network, Timeout, Protocol, Cancelled, Configuration };
    Kind kind = Kind::Network;
    int httpStatus = 0; // 0 when no HTTP response
    QString message; // user-facing, actionable
    QString type; // error.type from the body
    QString code; // error.code from the body
    int retryAfterSeconds = -1; // Retry-After header, -1 if absent
    // An error event inside a stream that the server calls temporary (Anthropic overloaded_error, a rate limit)
    // before any of the answer arrived: worth retrying like an HTTP 529/429.
    bool transient = false;
    // 429, 5xx and transport failures before any byte of the answer arrived are worth retrying.
    bool isRetryable() const;
    static ProviderError make(Kind kind, const QString &message)
    {
        ProviderError e;
        e.kind = kind;
        e.message = message;
        return e;
    }
    QString describe() const;
};

struct ChatRequest
{
    QByteArray body; // the exact JSON sent
    bool stream = true; // mirrors "stream" in body (Gemini: the endpoint, :streamGenerateContent or :generateContent)
    WireApi api = WireApi::ChatCompletions; // the format of body
    QString model = {}; // the model the body was built for (Gemini names it in the URL); "" = the provider's
};

} // namespace sw
