// Isolated client homes and the commands that run a client in them.
#include "clienthome.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace sw {

namespace {
// Variables the clients read that must not leak from the user's environment into an isolated run.
bool isClientVariable(const QString &name)
{
    static const QStringList prefixes { QStringLiteral("ANTHROPIC_"), QStringLiteral("CLAUDE_"),
        QStringLiteral("OPENAI_"), QStringLiteral("CODEX_"), QStringLiteral("OPENCODE_"), QStringLiteral("GEMINI_"),
        QStringLiteral("GOOGLE_"), QStringLiteral("XDG_"), QStringLiteral("AWS_"), QStringLiteral("AZURE_"),
        QStringLiteral("VERTEX_"), QStringLiteral("SW_CAPTURE_") };
    for (const QString &p : prefixes) {
        if (name.startsWith(p))
            return true;
    }
    return name == QLatin1String("NODE_OPTIONS") || proxyVariableNames().contains(name);
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QDir().mkpath(QFileInfo(path).path());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        *error = QStringLiteral("could not write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

// opencode installs its plugin package (@opencode-ai/plugin) into every configuration folder it reads, with npm, in
// the background of each start (1.18.33: 5-8 CPU seconds, and a request to the npm registry the user did not ask
// for). It skips that when the folder has a node_modules and its package-lock.json lists every dependency it wants
// (docs/clients.md, "opencode"). A run's home needs no plugin, so the lock file says the package is there.
bool markOpencodePluginInstalled(const QString &configFolder, QString *error)
{
    if (!QDir().mkpath(configFolder + QStringLiteral("/node_modules"))) {
        *error = QStringLiteral("could not create %1/node_modules").arg(configFolder);
        return false;
    }
    const QJsonObject root { { QStringLiteral("dependencies"),
        QJsonObject { { QStringLiteral("@opencode-ai/plugin"), agentClientPinnedVersion(AgentClient::Opencode) } } } };
    const QJsonObject lock { { QStringLiteral("lockfileVersion"), 3 },
        { QStringLiteral("packages"), QJsonObject { { QString(), root } } } };
    return writeFile(configFolder + QStringLiteral("/package-lock.json"), QJsonDocument(lock).toJson(), error);
}

QString modelOr(const ClientRunSpec &spec, const QString &fallback)
{
    return spec.model.isEmpty() ? fallback : spec.model;
}

// A TOML basic string.
QString toml(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\') + c;
        else if (c.unicode() < 0x20)
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out + QLatin1Char('"');
}

QByteArray codexConfig(const ClientRunSpec &spec)
{
    QString c;
    c += QStringLiteral("model_provider = \"workbench\"\nmodel = %1\napproval_policy = \"never\"\n")
             .arg(toml(modelOr(spec, QStringLiteral("gpt-5"))));
    if (spec.contextWindow > 0)
        c += QStringLiteral("model_context_window = %1\n").arg(spec.contextWindow);
    c += QStringLiteral("\n[analytics]\nenabled = false\n\n[model_providers.workbench]\nname = \"workbench\"\n");
    c += QStringLiteral("base_url = %1\nwire_api = \"responses\"\nenv_key = \"SW_CLIENT_KEY\"\n")
             .arg(toml(agentClientBaseUrl(AgentClient::Codex, spec.endpointRoot)));
    c += QStringLiteral("request_max_retries = %1\nstream_max_retries = %1\n").arg(spec.maxRetries);
    return c.toUtf8();
}

QByteArray opencodeConfig(const ClientRunSpec &spec)
{
    const QString model = modelOr(spec, QStringLiteral("m"));
    QJsonObject limit { { QStringLiteral("context"), spec.contextWindow > 0 ? spec.contextWindow : 200000 },
        { QStringLiteral("output"), 8192 } };
    QJsonObject models { { model,
        QJsonObject { { QStringLiteral("name"), model }, { QStringLiteral("limit"), limit } } } };
    QJsonObject provider { { QStringLiteral("npm"), QStringLiteral("@ai-sdk/openai-compatible") },
        { QStringLiteral("name"), QStringLiteral("workbench") },
        { QStringLiteral("options"),
            QJsonObject { { QStringLiteral("baseURL"), agentClientBaseUrl(AgentClient::Opencode, spec.endpointRoot) },
                { QStringLiteral("apiKey"), spec.apiKey } } },
        { QStringLiteral("models"), models } };
    QJsonObject config { { QStringLiteral("$schema"), QStringLiteral("https://opencode.ai/config.json") },
        { QStringLiteral("provider"), QJsonObject { { QStringLiteral("workbench"), provider } } },
        { QStringLiteral("model"), QStringLiteral("workbench/") + model }, { QStringLiteral("autoupdate"), false },
        { QStringLiteral("share"), QStringLiteral("disabled") },
        { QStringLiteral("permission"),
            QJsonObject { { QStringLiteral("*"), QStringLiteral("deny") },
                { QStringLiteral("skill"), QStringLiteral("allow") } } } };
    return QJsonDocument(config).toJson();
}

QByteArray geminiSettings(const ClientRunSpec &spec)
{
    QJsonObject settings {
        { QStringLiteral("security"),
            QJsonObject { { QStringLiteral("auth"),
                QJsonObject { { QStringLiteral("selectedType"), QStringLiteral("gemini-api-key") } } } } },
        { QStringLiteral("general"),
            QJsonObject { { QStringLiteral("maxAttempts"), qBound(1, spec.maxRetries + 1, 10) } } },
    };
    return QJsonDocument(settings).toJson();
}

QString workingDirectory(const ClientRunSpec &spec)
{
    return spec.home + QStringLiteral("/work");
}

// An interactive session's environment additions and arguments (the configuration files are the headless run's).
void interactiveArguments(const ClientRunSpec &spec, QProcessEnvironment &env, QStringList *args)
{
    const QString base = agentClientBaseUrl(spec.client, spec.endpointRoot);
    switch (spec.client) {
    case AgentClient::ClaudeCode:
        env.insert(QStringLiteral("ANTHROPIC_BASE_URL"), base);
        env.insert(QStringLiteral("ANTHROPIC_API_KEY"), spec.apiKey);
        env.insert(QStringLiteral("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"), QStringLiteral("1"));
        env.insert(QStringLiteral("DISABLE_AUTOUPDATER"), QStringLiteral("1"));
        *args << QStringLiteral("--strict-mcp-config");
        if (!spec.model.isEmpty())
            *args << QStringLiteral("--model") << spec.model;
        *args << spec.extraArguments;
        if (!spec.prompt.isEmpty())
            *args << spec.prompt;
        break;
    case AgentClient::Codex:
        env.insert(QStringLiteral("CODEX_HOME"), spec.home + QStringLiteral("/.codex"));
        env.insert(QStringLiteral("SW_CLIENT_KEY"), spec.apiKey);
        *args << spec.extraArguments;
        if (!spec.prompt.isEmpty())
            *args << spec.prompt;
        break;
    case AgentClient::Opencode:
        env.insert(QStringLiteral("OPENCODE_DISABLE_AUTOUPDATE"), QStringLiteral("1"));
        env.insert(QStringLiteral("OPENCODE_DISABLE_EXTERNAL_SKILLS"), QStringLiteral("1"));
        env.insert(QStringLiteral("OPENCODE_DISABLE_CLAUDE_CODE"), QStringLiteral("1"));
        *args << spec.extraArguments;
        break;
    case AgentClient::GeminiCli:
        env.insert(QStringLiteral("GOOGLE_GEMINI_BASE_URL"), base);
        env.insert(QStringLiteral("GEMINI_API_KEY"), spec.apiKey);
        env.insert(QStringLiteral("GEMINI_CLI_TRUST_WORKSPACE"), QStringLiteral("true"));
        *args << QStringLiteral("-m") << modelOr(spec, QStringLiteral("gemini-2.5-pro")) << spec.extraArguments;
        if (!spec.prompt.isEmpty())
            *args << QStringLiteral("-i") << spec.prompt;
        break;
    }
}
} // namespace

bool copyClientFolder(const QString &from, const QString &to, QString *error)
{
    if (!QDir().mkpath(to)) {
        *error = QStringLiteral("could not create %1").arg(to);
        return false;
    }
    QDirIterator it(from, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info = it.fileInfo();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(path);
        if (info.isSymLink())
            continue; // a skill's links are not followed into an isolated home
        if (info.isDir()) {
            QDir().mkpath(target);
        } else if (!QFile::copy(path, target)) {
            *error = QStringLiteral("could not copy %1 to %2").arg(path, target);
            return false;
        }
    }
    return true;
}

const QStringList &proxyVariableNames()
{
    static const QStringList names { QStringLiteral("http_proxy"), QStringLiteral("HTTP_PROXY"),
        QStringLiteral("https_proxy"), QStringLiteral("HTTPS_PROXY"), QStringLiteral("all_proxy"),
        QStringLiteral("ALL_PROXY") };
    return names;
}

QString defaultClientHomeRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/skill-workbench/client-homes");
}

QByteArray withSkillDescription(const QByteArray &skillMd, const QString &description)
{
    const QByteArray scalar
        = QJsonDocument(QJsonArray { description }).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    const QByteArray line = "description: " + scalar;
    QList<QByteArray> lines = skillMd.split('\n');
    const bool crlf = !lines.isEmpty() && lines.first().endsWith('\r');
    auto bare = [](const QByteArray &l) { return l.endsWith('\r') ? l.chopped(1) : l; };
    if (lines.isEmpty() || bare(lines.first()) != "---")
        return "---\n" + line + "\n---\n" + skillMd;
    int close = -1;
    for (int i = 1; i < lines.size(); ++i) {
        if (bare(lines.at(i)) == "---") {
            close = i;
            break;
        }
    }
    if (close < 0)
        return "---\n" + line + "\n---\n" + skillMd;
    int at = -1;
    for (int i = 1; i < close; ++i) {
        if (lines.at(i).startsWith("description:")) {
            at = i;
            break;
        }
    }
    const QByteArray newLine = crlf ? line + '\r' : line;
    if (at < 0) {
        lines.insert(close, newLine);
    } else {
        // The key's value goes on over the lines indented below it (block scalars, folded plain text).
        int end = at + 1;
        while (end < close
            && (lines.at(end).startsWith(' ') || lines.at(end).startsWith('\t') || bare(lines.at(end)).isEmpty()))
            ++end;
        while (end - 1 > at && bare(lines.at(end - 1)).isEmpty())
            --end; // keep blank lines that separate the next key
        lines.erase(lines.begin() + at, lines.begin() + end);
        lines.insert(at, newLine);
    }
    return lines.join('\n');
}

bool prepareClientHome(const ClientRunSpec &spec, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (spec.home.isEmpty()) {
        *error = QStringLiteral("no home folder given for the client run");
        return false;
    }
    const QString home = QDir::cleanPath(QFileInfo(spec.home).absoluteFilePath());
    if (!QDir().mkpath(home) || !QDir().mkpath(workingDirectory(spec))
        || !QDir().mkpath(home + QStringLiteral("/.cache/tmp"))) {
        *error = QStringLiteral("could not create %1").arg(home);
        return false;
    }
    const QString skills = home + QLatin1Char('/') + agentClientSkillsFolder(spec.client);
    QDir(skills).removeRecursively();
    QDir().mkpath(skills);
    for (const ClientSkill &skill : spec.skills) {
        const QString name = skill.folderName.isEmpty() ? QFileInfo(skill.sourceFolder).fileName() : skill.folderName;
        const QString target = skills + QLatin1Char('/') + name;
        if (!QFileInfo(skill.sourceFolder).isDir()) {
            *error = QStringLiteral("the skill folder %1 does not exist").arg(skill.sourceFolder);
            return false;
        }
        if (!copyClientFolder(skill.sourceFolder, target, error))
            return false;
        if (skill.description) {
            QFile f(target + QStringLiteral("/SKILL.md"));
            const QByteArray text = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
            f.close();
            if (!writeFile(f.fileName(), withSkillDescription(text, *skill.description), error))
                return false;
        }
    }
    switch (spec.client) {
    case AgentClient::ClaudeCode:
        return true; // configured through its environment (clientCommand)
    case AgentClient::Codex:
        return writeFile(home + QStringLiteral("/.codex/config.toml"), codexConfig(spec), error);
    case AgentClient::Opencode:
        return writeFile(home + QStringLiteral("/.config/opencode/opencode.json"), opencodeConfig(spec), error)
            && markOpencodePluginInstalled(home + QStringLiteral("/.config/opencode"), error);
    case AgentClient::GeminiCli:
        return writeFile(home + QStringLiteral("/.gemini/settings.json"), geminiSettings(spec), error);
    }
    return true;
}

ClientCommand clientCommand(const ClientRunSpec &spec)
{
    ClientCommand cmd;
    cmd.program = spec.program;
    cmd.workingDirectory = workingDirectory(spec);
    const QString home = QDir::cleanPath(QFileInfo(spec.home).absoluteFilePath());
    QProcessEnvironment env;
    const QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
    for (const QString &key : system.keys()) {
        if (!isClientVariable(key) && key != QLatin1String("HOME") && key != QLatin1String("PWD")
            && key != QLatin1String("OLDPWD"))
            env.insert(key, system.value(key));
    }
    env.insert(QStringLiteral("HOME"), home);
    // The caller's PWD would name its own folder: opencode takes its working directory (and the .opencode/skills it
    // searches upwards from there) from it.
    env.insert(QStringLiteral("PWD"), cmd.workingDirectory);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
    env.insert(QStringLiteral("XDG_STATE_HOME"), home + QStringLiteral("/.local/state"));
    env.insert(QStringLiteral("NO_COLOR"), QStringLiteral("1"));
    const QString base = agentClientBaseUrl(spec.client, spec.endpointRoot);
    QStringList &args = cmd.arguments;
    if (spec.interactive) {
        interactiveArguments(spec, env, &args);
        cmd.environment = env;
        return cmd;
    }
    switch (spec.client) {
    case AgentClient::ClaudeCode:
        env.insert(QStringLiteral("ANTHROPIC_BASE_URL"), base);
        env.insert(QStringLiteral("ANTHROPIC_API_KEY"), spec.apiKey);
        env.insert(QStringLiteral("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"), QStringLiteral("1"));
        env.insert(QStringLiteral("CLAUDE_CODE_MAX_RETRIES"), QString::number(spec.maxRetries));
        env.insert(QStringLiteral("DISABLE_AUTOUPDATER"), QStringLiteral("1"));
        args << QStringLiteral("-p") << QStringLiteral("--tools") << QStringLiteral("Skill")
             << QStringLiteral("--permission-mode") << QStringLiteral("dontAsk")
             << QStringLiteral("--no-session-persistence") << QStringLiteral("--strict-mcp-config");
        if (!spec.model.isEmpty())
            args << QStringLiteral("--model") << spec.model;
        if (!spec.sessionId.isEmpty())
            args << QStringLiteral("--session-id") << spec.sessionId;
        args << spec.extraArguments << spec.prompt;
        break;
    case AgentClient::Codex:
        env.insert(QStringLiteral("CODEX_HOME"), home + QStringLiteral("/.codex"));
        // Codex will not put its helper binaries in a CODEX_HOME under the temporary folder, and its shell tool then
        // fails. A temporary folder inside the home is never a parent of CODEX_HOME, wherever the home is.
        env.insert(QStringLiteral("TMPDIR"), home + QStringLiteral("/.cache/tmp"));
        env.insert(QStringLiteral("SW_CLIENT_KEY"), spec.apiKey);
        args << QStringLiteral("exec") << QStringLiteral("--skip-git-repo-check") << QStringLiteral("--sandbox")
             << QStringLiteral("read-only") << QStringLiteral("--ephemeral") << spec.extraArguments << spec.prompt;
        break;
    case AgentClient::Opencode:
        env.insert(QStringLiteral("OPENCODE_DISABLE_MODELS_FETCH"), QStringLiteral("1"));
        env.insert(QStringLiteral("OPENCODE_DISABLE_AUTOUPDATE"), QStringLiteral("1"));
        env.insert(QStringLiteral("OPENCODE_DISABLE_EXTERNAL_SKILLS"), QStringLiteral("1"));
        env.insert(QStringLiteral("OPENCODE_DISABLE_CLAUDE_CODE"), QStringLiteral("1"));
        // The prompt goes on standard input: one argument with spaces would reach the model wrapped in quotes.
        args << QStringLiteral("run") << QStringLiteral("--pure") << QStringLiteral("--title") << QStringLiteral("t")
             << spec.extraArguments;
        cmd.standardInput = spec.prompt.toUtf8();
        break;
    case AgentClient::GeminiCli:
        env.insert(QStringLiteral("GOOGLE_GEMINI_BASE_URL"), base);
        env.insert(QStringLiteral("GEMINI_API_KEY"), spec.apiKey);
        env.insert(QStringLiteral("GEMINI_CLI_TRUST_WORKSPACE"), QStringLiteral("true"));
        env.insert(QStringLiteral("TMPDIR"), home + QStringLiteral("/.cache/tmp")); // its error reports go there
        args << QStringLiteral("-m") << modelOr(spec, QStringLiteral("gemini-2.5-pro"))
             << QStringLiteral("--allowed-tools") << QStringLiteral("activate_skill") << spec.extraArguments
             << QStringLiteral("-p") << spec.prompt;
        break;
    }
    cmd.environment = env;
    return cmd;
}

} // namespace sw
