// The lines that point each client at the capture endpoint.
#include "capture/captureconnect.h"

#include "clients/agentclient.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace sw {

namespace {

QString captureConnectRoot(const QUrl &endpoint)
{
    QString root = endpoint.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
    while (root.endsWith(QLatin1Char('/')))
        root.chop(1);
    return root;
}

} // namespace

QStringList proxyVariables(const QProcessEnvironment &env)
{
    QStringList names;
    for (const QString &name : proxyVariableNames()) {
        if (!env.value(name).trimmed().isEmpty())
            names.append(name);
    }
    return names;
}

bool keepEndpointOffProxies(QProcessEnvironment &env, const QUrl &endpoint)
{
    const QString host = endpoint.host();
    if (host.isEmpty() || proxyVariables(env).isEmpty())
        return false;
    QStringList hosts;
    bool covered = false;
    for (const QString &name : { QStringLiteral("no_proxy"), QStringLiteral("NO_PROXY") }) {
        for (const QString &entry : env.value(name).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString e = entry.trimmed();
            if (e.isEmpty() || hosts.contains(e, Qt::CaseInsensitive))
                continue;
            hosts.append(e);
            covered = covered || e == QLatin1String("*") || e.compare(host, Qt::CaseInsensitive) == 0;
        }
    }
    if (!covered)
        hosts.append(host);
    const QString value = hosts.join(QLatin1Char(','));
    bool changed = false;
    for (const QString &name : { QStringLiteral("no_proxy"), QStringLiteral("NO_PROXY") }) {
        if (env.value(name) != value || !env.contains(name)) {
            env.insert(name, value);
            changed = true;
        }
    }
    return changed;
}

QList<CaptureConnectLine> captureConnectLines(const QUrl &endpoint, const QString &model)
{
    return captureConnectLinesAt(captureConnectRoot(endpoint), model);
}

QList<CaptureConnectLine> captureConnectLinesAt(const QString &root, const QString &model)
{
    const QString anthropic = agentClientBaseUrl(AgentClient::ClaudeCode, root);
    const QString openAi = agentClientBaseUrl(AgentClient::Codex, root);
    const QString gemini = agentClientBaseUrl(AgentClient::GeminiCli, root);
    const QString opencodeModel = model.isEmpty() ? QStringLiteral("gpt-5") : model;
    QList<CaptureConnectLine> lines;
    lines.append({ QStringLiteral("claude-code"), QStringLiteral("ANTHROPIC_BASE_URL=%1 claude").arg(anthropic) });
    lines.append({ QStringLiteral("codex"),
        QStringLiteral("model_provider = \"capture\"\n"
                       "\n"
                       "[model_providers.capture]\n"
                       "name = \"capture\"\n"
                       "base_url = \"%1\"\n"
                       "wire_api = \"responses\"\n"
                       "env_key = \"OPENAI_API_KEY\"")
            .arg(openAi),
        true });
    lines.append({ QStringLiteral("opencode"),
        QStringLiteral("{\n"
                       "  \"provider\": {\n"
                       "    \"capture\": {\n"
                       "      \"npm\": \"@ai-sdk/openai-compatible\",\n"
                       "      \"name\": \"capture\",\n"
                       "      \"options\": {\n"
                       "        \"baseURL\": \"%1\",\n"
                       "        \"apiKey\": \"{env:OPENAI_API_KEY}\"\n"
                       "      },\n"
                       "      \"models\": { \"%2\": {} }\n"
                       "    }\n"
                       "  },\n"
                       "  \"model\": \"capture/%2\"\n"
                       "}")
            .arg(agentClientBaseUrl(AgentClient::Opencode, root), opencodeModel),
        true });
    lines.append({ QStringLiteral("openai"), QStringLiteral("OPENAI_BASE_URL=%1").arg(openAi) });
    lines.append({ QStringLiteral("gemini-cli"), QStringLiteral("GOOGLE_GEMINI_BASE_URL=%1 gemini").arg(gemini) });
    return lines;
}

ClientCommand captureOwnHomeCommand(AgentClient client, const QString &program, const QUrl &endpoint,
    const QString &prompt, const QString &model, bool interactive)
{
    const QString root = captureConnectRoot(endpoint);
    const QString openAi = agentClientBaseUrl(AgentClient::Codex, root);
    ClientCommand cmd;
    cmd.program = program;
    cmd.workingDirectory = QDir::homePath();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ANTHROPIC_BASE_URL"), root);
    env.insert(QStringLiteral("OPENAI_BASE_URL"), openAi);
    env.insert(QStringLiteral("GOOGLE_GEMINI_BASE_URL"), root);
    env.insert(QStringLiteral("SW_CAPTURE_URL"), root);
    keepEndpointOffProxies(env, endpoint);
    QStringList &args = cmd.arguments;
    switch (client) {
    case AgentClient::ClaudeCode:
        if (!model.isEmpty())
            args << QStringLiteral("--model") << model;
        if (!interactive)
            args << QStringLiteral("-p");
        if (!interactive || !prompt.isEmpty())
            args << prompt;
        break;
    case AgentClient::Codex:
        if (!interactive)
            args << QStringLiteral("exec") << QStringLiteral("--skip-git-repo-check");
        args << QStringLiteral("-c") << QStringLiteral("model_provider=\"capture\"") << QStringLiteral("-c")
             << QStringLiteral("model_providers.capture.name=\"capture\"") << QStringLiteral("-c")
             << QStringLiteral("model_providers.capture.base_url=\"%1\"").arg(openAi) << QStringLiteral("-c")
             << QStringLiteral("model_providers.capture.wire_api=\"responses\"") << QStringLiteral("-c")
             << QStringLiteral("model_providers.capture.env_key=\"OPENAI_API_KEY\"");
        if (!model.isEmpty())
            args << QStringLiteral("-m") << model;
        if (!interactive || !prompt.isEmpty())
            args << prompt;
        break;
    case AgentClient::Opencode: {
        const QString m = model.isEmpty() ? QStringLiteral("gpt-5") : model;
        const QJsonObject provider { { QStringLiteral("npm"), QStringLiteral("@ai-sdk/openai-compatible") },
            { QStringLiteral("name"), QStringLiteral("capture") },
            { QStringLiteral("options"),
                QJsonObject { { QStringLiteral("baseURL"), agentClientBaseUrl(AgentClient::Opencode, root) },
                    { QStringLiteral("apiKey"), QStringLiteral("{env:OPENAI_API_KEY}") } } },
            { QStringLiteral("models"), QJsonObject { { m, QJsonObject() } } } };
        const QJsonObject config { { QStringLiteral("provider"),
                                       QJsonObject { { QStringLiteral("capture"), provider } } },
            { QStringLiteral("model"), QStringLiteral("capture/") + m } };
        env.insert(QStringLiteral("OPENCODE_CONFIG_CONTENT"),
            QString::fromUtf8(QJsonDocument(config).toJson(QJsonDocument::Compact)));
        if (!interactive) {
            args << QStringLiteral("run");
            cmd.standardInput = prompt.toUtf8(); // one argument with spaces would reach the model wrapped in quotes
        }
        break;
    }
    case AgentClient::GeminiCli:
        if (!model.isEmpty())
            args << QStringLiteral("-m") << model;
        // Headless, Gemini CLI lists the skills but offers no activate_skill unless allowed (docs/clients.md
        // section 4): without this a run from the window could never load one.
        if (!interactive)
            args << QStringLiteral("--allowed-tools") << QStringLiteral("activate_skill") << QStringLiteral("-p")
                 << prompt;
        else if (!prompt.isEmpty())
            args << QStringLiteral("-i") << prompt;
        break;
    }
    cmd.environment = env;
    return cmd;
}

bool addPlaceholderKey(ClientCommand &command, AgentClient client, const QString &scratchFolder, QString *error)
{
    QString variable;
    switch (client) {
    case AgentClient::ClaudeCode:
        variable = command.environment.contains(QStringLiteral("ANTHROPIC_AUTH_TOKEN"))
            ? QString()
            : QStringLiteral("ANTHROPIC_API_KEY");
        break;
    case AgentClient::Codex:
    case AgentClient::Opencode:
        variable = QStringLiteral("OPENAI_API_KEY");
        break;
    case AgentClient::GeminiCli:
        variable = QStringLiteral("GEMINI_API_KEY");
        break;
    }
    if (!variable.isEmpty() && command.environment.value(variable).isEmpty())
        command.environment.insert(variable, QStringLiteral("sk-skill-workbench-placeholder"));
    if (client != AgentClient::GeminiCli
        || command.environment.contains(QStringLiteral("GEMINI_CLI_SYSTEM_SETTINGS_PATH")))
        return true;
    const QString path = QDir(scratchFolder).filePath(QStringLiteral("gemini-system-settings.json"));
    QDir().mkpath(scratchFolder); // when it cannot be made, opening the file below says so
    if (const QString open = worldWritableAncestor(scratchFolder); !open.isEmpty()) {
        *error = QStringLiteral("Gemini CLI ignores settings below %1, a folder others can write to, and would stop "
                                "with \u201cInvalid auth method selected.\u201d: run it in an isolated home, or select "
                                "its API key in ~/.gemini/settings.json")
                     .arg(open);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(R"({"security": {"auth": {"selectedType": "gemini-api-key"}}})") < 0 || !file.commit()) {
        *error = QStringLiteral("could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    command.environment.insert(QStringLiteral("GEMINI_CLI_SYSTEM_SETTINGS_PATH"), path);
    return true;
}

QString worldWritableAncestor(const QString &path)
{
    QString current = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    while (true) {
        const QFileInfo info(current);
        if (info.exists() && (info.permissions() & (QFile::WriteGroup | QFile::WriteOther)))
            return current;
        const QString parent = QFileInfo(current).path();
        if (parent == current)
            return {};
        current = parent;
    }
}

} // namespace sw
