#pragma once
// Provider presets: the endpoints the workbench knows by name, as data, each with the wire format it speaks
// (OpenAI-compatible Chat Completions, OpenAI Responses, Anthropic Messages, Gemini).
#include "wire/wireapi.h"

#include <QList>
#include <QString>

namespace sw {

struct ProviderPreset
{
    // "openai", "openai-responses", "anthropic", "gemini", "deepseek", "openrouter", "ollama", "llamacpp", "vllm",
    // "lmstudio", "custom"
    QString id;
    QString displayName;
    // without the endpoint path (/chat/completions, /responses, /v1/messages, /v1beta/models/...); empty for custom
    QString baseUrl;
    QString apiKeyEnv; // conventional environment variable, empty when no key is needed
    bool needsApiKey = true;
    QString defaultModel;
    // usage.prompt_tokens_details.cached_tokens, DeepSeek cache fields or Gemini cachedContentTokenCount
    bool reportsCachedTokens = false;
    WireApi api = WireApi::ChatCompletions; // the format the endpoint speaks
};

QList<ProviderPreset> providerPresets();
// The preset with that id, or the "custom" preset when unknown.
ProviderPreset providerPreset(const QString &id);

} // namespace sw
