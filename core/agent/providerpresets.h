#pragma once
// Provider presets: the OpenAI-compatible endpoints the workbench knows by name, as data.
#include <QList>
#include <QString>

namespace sw {

struct ProviderPreset
{
    QString id; // "openai", "deepseek", "openrouter", "ollama", "llamacpp", "vllm", "lmstudio", "custom"
    QString displayName;
    QString baseUrl; // without /chat/completions; empty for custom
    QString apiKeyEnv; // conventional environment variable, empty when no key is needed
    bool needsApiKey = true;
    QString defaultModel;
    bool reportsCachedTokens = false; // usage.prompt_tokens_details.cached_tokens or DeepSeek cache fields
};

QList<ProviderPreset> providerPresets();
// The preset with that id, or the "custom" preset when unknown.
ProviderPreset providerPreset(const QString &id);

} // namespace sw
