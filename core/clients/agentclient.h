#pragma once
// The real agent clients the workbench can run, observe and calibrate against: their ids, names, programs, the
// npm packages the test setup pins, and how each expects its provider's base URL (docs/clients.md).
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace sw {

enum class AgentClient { ClaudeCode, Codex, Opencode, GeminiCli };

QList<AgentClient> allAgentClients();
QString agentClientId(AgentClient client); // "claude-code", "codex", "opencode", "gemini-cli"
std::optional<AgentClient> agentClientFromId(QStringView id);
QString agentClientName(AgentClient client); // "Claude Code", "Codex", "opencode", "Gemini CLI"
QString agentClientProgram(AgentClient client); // "claude", "codex", "opencode", "gemini"
// The npm package and version the test setup installs (scripts/setup-clients.sh), e.g. "@openai/codex@0.169.0".
QString agentClientPackage(AgentClient client);
QString agentClientPinnedVersion(AgentClient client);
// The provider base URL the client is configured with, for an endpoint root such as "http://127.0.0.1:8080":
// Claude Code and Gemini CLI take the root, Codex and opencode an OpenAI-style root ending in "/v1".
QString agentClientBaseUrl(AgentClient client, const QString &endpointRoot);
// The folder, relative to the client's HOME, from which it reads user skills (one folder per skill).
QString agentClientSkillsFolder(AgentClient client);

} // namespace sw
