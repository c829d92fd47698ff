// The built-in provider presets.
#include "providerpresets.h"

namespace sw {

QList<ProviderPreset> providerPresets()
{
    return {
        { QStringLiteral("openai"), QStringLiteral("OpenAI"), QStringLiteral("https://api.openai.com/v1"),
            QStringLiteral("OPENAI_API_KEY"), true, QStringLiteral("gpt-4o-mini"), true },
        { QStringLiteral("openai-responses"), QStringLiteral("OpenAI (Responses)"),
            QStringLiteral("https://api.openai.com/v1"), QStringLiteral("OPENAI_API_KEY"), true,
            QStringLiteral("gpt-4o-mini"), true, WireApi::OpenAiResponses },
        { QStringLiteral("anthropic"), QStringLiteral("Anthropic"), QStringLiteral("https://api.anthropic.com"),
            QStringLiteral("ANTHROPIC_API_KEY"), true, QStringLiteral("claude-sonnet-4-5"), true,
            WireApi::AnthropicMessages },
        { QStringLiteral("gemini"), QStringLiteral("Google Gemini"),
            QStringLiteral("https://generativelanguage.googleapis.com"), QStringLiteral("GEMINI_API_KEY"), true,
            QStringLiteral("gemini-2.5-flash"), true, WireApi::Gemini },
        { QStringLiteral("deepseek"), QStringLiteral("DeepSeek"), QStringLiteral("https://api.deepseek.com/v1"),
            QStringLiteral("DEEPSEEK_API_KEY"), true, QStringLiteral("deepseek-chat"), true },
        { QStringLiteral("openrouter"), QStringLiteral("OpenRouter"), QStringLiteral("https://openrouter.ai/api/v1"),
            QStringLiteral("OPENROUTER_API_KEY"), true, QStringLiteral("openai/gpt-4o-mini"), true },
        { QStringLiteral("ollama"), QStringLiteral("Ollama"), QStringLiteral("http://127.0.0.1:11434/v1"), QString(),
            false, QStringLiteral("llama3.1"), false },
        { QStringLiteral("llamacpp"), QStringLiteral("llama.cpp server"), QStringLiteral("http://127.0.0.1:8080/v1"),
            QString(), false, QStringLiteral("default"), false },
        { QStringLiteral("vllm"), QStringLiteral("vLLM"), QStringLiteral("http://127.0.0.1:8000/v1"), QString(), false,
            QString(), true },
        { QStringLiteral("lmstudio"), QStringLiteral("LM Studio"), QStringLiteral("http://127.0.0.1:1234/v1"),
            QString(), false, QString(), false },
        { QStringLiteral("custom"), QStringLiteral("Custom base URL"), QString(), QString(), false, QString(), false },
    };
}

ProviderPreset providerPreset(const QString &id)
{
    const QList<ProviderPreset> all = providerPresets();
    for (const ProviderPreset &p : all) {
        if (p.id == id)
            return p;
    }
    return all.last();
}

} // namespace sw
