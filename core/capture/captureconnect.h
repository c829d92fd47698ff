#pragma once
// The exact lines that point each client at a running capture endpoint (docs/capture.md, "Using it"): Claude Code's
// ANTHROPIC_BASE_URL, a Codex config.toml provider block, an opencode provider entry, OPENAI_BASE_URL for any
// OpenAI-compatible agent and Gemini CLI's GOOGLE_GEMINI_BASE_URL. The window shows them with a Copy button each.
// Keys stay in the user's environment: the lines name the variable, never a value.
#include "clients/clienthome.h"

#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QUrl>

namespace sw {

struct CaptureConnectLine
{
    QString id; // "claude-code", "codex", "opencode", "openai", "gemini-cli"
    QString text; // exactly what to paste (one line, or a block for a configuration file)
    bool isConfiguration = false; // a block for a configuration file rather than a shell line
};

// The lines for an endpoint at `endpoint` (http://HOST:PORT); `model` names the model in the opencode entry
// ("" = gpt-5).
QList<CaptureConnectLine> captureConnectLines(const QUrl &endpoint, const QString &model = {});
// The same lines around a root given as text, such as "http://127.0.0.1:PORT" for an endpoint not started yet (a
// QUrl with a port that is not a number is invalid and prints as nothing).
QList<CaptureConnectLine> captureConnectLinesAt(const QString &root, const QString &model = {});

// A headless run of `client` (program `program`) in the user's own home, through the endpoint: the user's
// environment with ANTHROPIC_BASE_URL, OPENAI_BASE_URL, GOOGLE_GEMINI_BASE_URL and SW_CAPTURE_URL pointing at it (as
// `skill-workbench-cli capture -- COMMAND` sets them), Codex told on its command line and opencode through
// OPENCODE_CONFIG_CONTENT to use a provider whose base URL is the endpoint, and `prompt` as the one task. The user's
// own configuration, skills and credentials stay as they are (the key goes to the endpoint, which forwards it).
// Headless Gemini CLI also gets `--allowed-tools activate_skill` (in plain `-p` mode it offers no skill tool).
// `interactive`: a session for a terminal window instead (no headless flags; the prompt, when given, as its first
// message).
ClientCommand captureOwnHomeCommand(AgentClient client, const QString &program, const QUrl &endpoint,
    const QString &prompt, const QString &model = {}, bool interactive = false);

// For an upstream that answers without a key (the scripted model) and a client run from the user's own home: the
// variable the client will not start without, set to a placeholder when the environment has none (Claude Code:
// ANTHROPIC_API_KEY unless ANTHROPIC_AUTH_TOKEN is set; Codex and opencode: OPENAI_API_KEY; Gemini CLI:
// GEMINI_API_KEY). A key the user has stays as it is. Gemini CLI 0.61.0 also refuses a run whose settings select no
// sign-in ("Invalid auth method selected.": with GOOGLE_GEMINI_BASE_URL set it reads the environment as a "gateway"
// it does not accept), so it is given system settings selecting its API key (GEMINI_CLI_SYSTEM_SETTINGS_PATH, a file
// written in `scratchFolder`), unless the environment names system settings already. Returns false with `error` when
// that file cannot be written, or would be ignored: Gemini CLI skips a settings file below a folder that group or
// others may write to (/tmp included).
bool addPlaceholderKey(ClientCommand &command, AgentClient client, const QString &scratchFolder, QString *error);

// The first of `path` and its parent folders that its group or others may write to, "" when none (or it does not
// exist): where Gemini CLI refuses to read settings from.
QString worldWritableAncestor(const QString &path);

// When `env` names a proxy (http_proxy, https_proxy, all_proxy, in either case), adds the endpoint's host to both
// NO_PROXY and no_proxy (each gets the union of what either held, plus the host), so a client started through the
// capture talks to the endpoint directly: a proxy cannot reach this machine's loopback, and all four real clients
// honour NO_PROXY. Without a proxy variable `env` stays as it is. Returns whether it changed `env`.
bool keepEndpointOffProxies(QProcessEnvironment &env, const QUrl &endpoint);

// The proxy variables `env` sets, in a fixed order (http_proxy, HTTP_PROXY, https_proxy, ...): the window names them
// beside the lines a user pastes into a shell.
QStringList proxyVariables(const QProcessEnvironment &env);

} // namespace sw
