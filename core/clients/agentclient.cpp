// Agent client ids, names, programs and pins.
#include "agentclient.h"

namespace sw {

namespace {
struct ClientFacts
{
    AgentClient client;
    const char *id;
    const char *name;
    const char *program;
    const char *package;
    const char *version;
    const char *skillsFolder;
    bool openAiRoot;
};

// Packages and folders: docs/clients.md (npm packages, captures of 2026-12-01).
constexpr ClientFacts kClients[] = {
    { AgentClient::ClaudeCode, "claude-code", "Claude Code", "claude", "@anthropic-ai/claude-code", "2.1.328",
        ".claude/skills", false },
    { AgentClient::Codex, "codex", "Codex", "codex", "@openai/codex", "0.169.0", ".agents/skills", true },
    { AgentClient::Opencode, "opencode", "opencode", "opencode", "opencode-ai", "1.18.33", ".config/opencode/skills",
        true },
    { AgentClient::GeminiCli, "gemini-cli", "Gemini CLI", "gemini", "@google/gemini-cli", "0.61.0", ".gemini/skills",
        false },
};

const ClientFacts &facts(AgentClient client)
{
    for (const ClientFacts &f : kClients) {
        if (f.client == client)
            return f;
    }
    return kClients[0];
}
} // namespace

QList<AgentClient> allAgentClients()
{
    QList<AgentClient> out;
    for (const ClientFacts &f : kClients)
        out << f.client;
    return out;
}

QString agentClientId(AgentClient client)
{
    return QString::fromLatin1(facts(client).id);
}

std::optional<AgentClient> agentClientFromId(QStringView id)
{
    for (const ClientFacts &f : kClients) {
        if (id == QLatin1String(f.id))
            return f.client;
    }
    return std::nullopt;
}

QString agentClientName(AgentClient client)
{
    return QString::fromLatin1(facts(client).name);
}

QString agentClientProgram(AgentClient client)
{
    return QString::fromLatin1(facts(client).program);
}

QString agentClientPackage(AgentClient client)
{
    return QString::fromLatin1(facts(client).package) + QLatin1Char('@') + QString::fromLatin1(facts(client).version);
}

QString agentClientPinnedVersion(AgentClient client)
{
    return QString::fromLatin1(facts(client).version);
}

QString agentClientBaseUrl(AgentClient client, const QString &endpointRoot)
{
    QString root = endpointRoot;
    while (root.endsWith(QLatin1Char('/')))
        root.chop(1);
    return facts(client).openAiRoot ? root + QStringLiteral("/v1") : root;
}

QString agentClientSkillsFolder(AgentClient client)
{
    return QString::fromLatin1(facts(client).skillsFolder);
}

} // namespace sw
