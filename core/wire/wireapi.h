#pragma once
// WireApi: the HTTP APIs a model is reached through (docs/wire-formats.md): OpenAI-compatible Chat Completions,
// Anthropic Messages, OpenAI Responses and Google's Gemini API. Names are the command-line spellings (`--api NAME`) and
// what session files, replays and exports record.
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

enum class WireApi { ChatCompletions, AnthropicMessages, OpenAiResponses, Gemini };

// "chat-completions", "anthropic-messages", "openai-responses", "gemini"
QString wireApiName(WireApi api);
// The English product name ("Chat Completions", "Anthropic Messages", "OpenAI Responses", "Gemini"); the UI translates
// its own.
QString wireApiTitle(WireApi api);
std::optional<WireApi> wireApiFromName(QStringView name);
// Every format, in the order above.
QList<WireApi> allWireApis();
QStringList wireApiNames();

} // namespace sw
