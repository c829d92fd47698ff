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
    case WireApi::Gemini:
        return QStringLiteral("gemini");
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
    case WireApi::Gemini:
        return QStringLiteral("Gemini");
    }
    return {};
}

QList<WireApi> allWireApis()
{
    return { WireApi::ChatCompletions, WireApi::AnthropicMessages, WireApi::OpenAiResponses, WireApi::Gemini };
}

std::optional<WireApi> wireApiFromName(QStringView name)
{
    for (WireApi api : allWireApis()) {
        if (name == wireApiName(api))
            return api;
    }
    return std::nullopt;
}

QStringList wireApiNames()
{
    QStringList names;
    for (WireApi api : allWireApis())
        names << wireApiName(api);
    return names;
}

} // namespace sw
