// WireApi names.
#include "wireapi.h"

namespace sw {

QString wireApiName(WireApi api)
{
    switch (api) {
    case WireApi::ChatCompletions:
        return QStringLiteral("chat-completions");
    case WireApi::AnthropicMessages:
        return QStringLiteral("anthropic-messages");
    case WireApi::OpenAiResponses:
        return QStringLiteral("openai-responses");
    }
    return {};
}

QString wireApiTitle(WireApi api)
{
    switch (api) {
    case WireApi::ChatCompletions:
        return QStringLiteral("Chat Completions");
    case WireApi::AnthropicMessages:
        return QStringLiteral("Anthropic Messages");
    case WireApi::OpenAiResponses:
        return QStringLiteral("OpenAI Responses");
    }
    return {};
}

std::optional<WireApi> wireApiFromName(QStringView name)
{
    for (WireApi api : { WireApi::ChatCompletions, WireApi::AnthropicMessages, WireApi::OpenAiResponses }) {
        if (name == wireApiName(api))
            return api;
    }
    return std::nullopt;
}

QStringList wireApiNames()
{
    return { wireApiName(WireApi::ChatCompletions), wireApiName(WireApi::AnthropicMessages),
        wireApiName(WireApi::OpenAiResponses) };
}

} // namespace sw
