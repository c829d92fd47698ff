#pragma once
// WireApi: the HTTP APIs a model is reached through (docs/wire-formats.md): OpenAI-compatible Chat Completions,
// Anthropic Messages and OpenAI Responses. Names are the command-line spellings (`--api NAME`) and what session
// files, replays and exports record.
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

enum class WireApi { ChatCompletions, AnthropicMessages, OpenAiResponses };

// "chat-completions", "anthropic-messages", "openai-responses"
QString wireApiName(WireApi api);
// The English product name ("Chat Completions", "Anthropic Messages", "OpenAI Responses"); the UI translates its own.
QString wireApiTitle(WireApi api);
std::optional<WireApi> wireApiFromName(QStringView name);
QStringList wireApiNames();

} // namespace sw
