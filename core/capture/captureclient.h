#pragma once
// Which client sent a captured request, and its version: from the User-Agent and the client's own headers
// (Claude Code's `claude-cli/V`, Codex's `originator` and `codex_exec/V`, `opencode/V`, Gemini CLI's
// `GeminiCLI/V/model`), else from the request's shape (Claude Code's billing line in `system`, Codex's
// `<skills_instructions>` developer message). docs/clients.md lists what each sends.
#include "capture/requestview.h"
#include "clients/agentclient.h"
#include "wire/transportattempt.h"

#include <QString>

#include <optional>

namespace sw {

// The clients of clients/agentclient.h, and an agent the capture does not know.
enum class CaptureClient { Unknown, ClaudeCode, Codex, Opencode, GeminiCli };
std::optional<AgentClient> agentClientOf(CaptureClient client);

QString captureClientId(CaptureClient client); // "unknown", "claude-code", "codex", "opencode", "gemini-cli"
QString captureClientTitle(
    CaptureClient client); // "an unknown agent", "Claude Code", "Codex", "opencode", "Gemini CLI"
std::optional<CaptureClient> captureClientFromId(const QString &id);

struct ClientIdentity
{
    CaptureClient client = CaptureClient::Unknown;
    QString version; // "2.1.328"; "" when the traffic does not say
    QString userAgent;
};

ClientIdentity identifyClient(const HttpHeaders &requestHeaders, const RequestView &view);
// The client's title and its version when known: "Claude Code 2.1.328", "an unknown agent".
QString captureClientName(const ClientIdentity &client);

} // namespace sw
