#pragma once
// An isolated home for one headless run of a real agent client (docs/clients.md): exactly the skills under test,
// installed where that client reads user skills (a variant's description written into the installed copy), the
// client's own configuration pointing it at an endpoint with a dummy key, its most restrictive permission settings,
// and none of the user's skills, plugins, memory, settings or credentials (the inherited environment is cleaned of
// every variable the clients read). Then the exact program, arguments, environment and standard input of the run.
#include "clients/agentclient.h"

#include <QByteArray>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

struct ClientSkill
{
    QString sourceFolder; // the skill folder to copy
    QString folderName; // its folder name in the client's skills folder ("" = the source folder's name)
    std::optional<QString> description; // written into the copy's frontmatter when set
};

struct ClientRunSpec
{
    AgentClient client = AgentClient::ClaudeCode;
    QString program; // the client's executable
    QString home; // the isolated HOME (created; any folder: Codex gets a TMPDIR inside it)
    QString endpointRoot; // "http://127.0.0.1:PORT": the endpoint the client talks to
    QString apiKey
        = QStringLiteral("sk-skill-workbench-dummy"); // what the client sends; the endpoint holds the real one
    QString model; // "" = the client's default (Codex: gpt-5; opencode: m; Gemini CLI: gemini-2.5-pro)
    int contextWindow = 0; // tokens; passed to clients that accept one (Codex model_context_window, opencode's limit)
    int maxRetries = 0; // the client's own retries of a failed model call (0 = fail fast)
    QString sessionId; // Claude Code --session-id (a UUID), for reproducible requests; "" = the client's own
    QList<ClientSkill> skills;
    QString prompt;
    QStringList extraArguments; // appended before the prompt
    // An interactive session (in a terminal window) instead of a headless run: none of the headless flags, the prompt
    // (when given) as the session's first message.
    bool interactive = false;
};

// The environment variables that name a proxy, as curl and the clients read them: http_proxy, HTTP_PROXY,
// https_proxy, HTTPS_PROXY, all_proxy, ALL_PROXY. An isolated run drops them (its endpoint is on loopback); a run
// through the capture keeps them and adds the endpoint to NO_PROXY (capture/captureconnect.h).
const QStringList &proxyVariableNames();

// Where isolated homes go by default: a folder under the user's cache folder.
QString defaultClientHomeRoot();

// Copies a folder tree (symbolic links are not followed into the copy). False + *error (user-facing).
bool copyClientFolder(const QString &from, const QString &to, QString *error);

// Creates `spec.home` with the skills and the client's configuration. False + *error (user-facing) on failure.
bool prepareClientHome(const ClientRunSpec &spec, QString *error);

struct ClientCommand
{
    QString program;
    QStringList arguments;
    QProcessEnvironment environment;
    QString workingDirectory; // inside the home, holding no skills of its own
    QByteArray standardInput; // written, then the channel is closed
};

// The run's command line, environment and input, for a home prepared by prepareClientHome.
ClientCommand clientCommand(const ClientRunSpec &spec);

// SKILL.md text with its frontmatter `description` replaced by `description` (a YAML double-quoted scalar, which every
// client's YAML parser reads back exactly), the rest of the file unchanged. A file without frontmatter gets one.
QByteArray withSkillDescription(const QByteArray &skillMd, const QString &description);

} // namespace sw
