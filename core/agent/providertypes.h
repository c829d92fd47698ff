#pragma once
// Value types shared by the chat providers and the agent loop: tool calls, usage, a model response,
// provider errors and the outbound request (exact JSON bytes, PROTOCOL.md section 9).
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
    int cachedTokens = -1; // prompt_tokens_details.cached_tokens
    int cacheHitTokens = -1; // DeepSeek prompt_cache_hit_tokens
    int cacheMissTokens = -1; // DeepSeek prompt_cache_miss_tokens
    int reasoningTokens = -1; // completion_tokens_details.reasoning_tokens
    bool estimated = false; // true when the workbench estimated it (scripted replay without usage)
    bool isValid() const { return promptTokens >= 0 || completionTokens >= 0; }
    // Cached prompt tokens as the provider reports them (OpenAI cached_tokens, else DeepSeek hit tokens), -1 if none.
    int reportedCachedTokens() const { return cachedTokens >= 0 ? cachedTokens : cacheHitTokens; }
    QJsonObject toJson() const;
    static ChatUsage fromJson(const QJsonObject &usage);
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
    QString finishReason;
    ChatUsage usage;
    QByteArray rawBody; // non-streaming: the body; streaming: the concatenated SSE bytes
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
    bool stream = true; // mirrors "stream" in body
};

} // namespace sw
