// `skill-workbench-cli chat`: runs the agent headless (core/agent) against an OpenAI-compatible endpoint or a
// scripted scenario (replay), one --message per user turn. Text mode prints the conversation with tool calls and
// per-request token figures; JSON prints the events and, per request, the segments with token counts and the
// shared prefix. Exit 0 on a completed run, 1 on a model/protocol error (with the message), 2 on usage.
#include "clisupport.h"
#include "commands.h"

#include "agent/agentloop.h"
#include "agent/scriptedprovider.h"
#include "provider/openaiprovider.h"
#include "provider/providerpresets.h"
#include "provider/secrets.h"
#include "session/sessionexport.h"
#include "session/toolpairing.h"
#include "workspace/workspace.h"

#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

namespace sw::cli {
namespace {

const QString kCommand = QStringLiteral("chat");

QString shorten(QString text, int max = 400)
{
    text.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    return text.size() > max ? text.left(max) + QStringLiteral("... (%1 chars)").arg(text.size()) : text;
}

QString usageText(const ChatUsage &u)
{
    if (!u.isValid())
        return QStringLiteral("no usage");
    QString s = QStringLiteral("%1prompt %2, completion %3")
                    .arg(u.estimated ? QStringLiteral("≈") : QString())
                    .arg(u.promptTokens)
                    .arg(u.completionTokens);
    if (u.cacheCreationTokens >= 0 || u.cacheReadTokens >= 0)
        s += QStringLiteral(", cache write %1, cache read %2")
                 .arg(qMax(0, u.cacheCreationTokens))
                 .arg(qMax(0, u.cacheReadTokens));
    else if (u.reportedCachedTokens() >= 0)
        s += QStringLiteral(", cached %1").arg(u.reportedCachedTokens());
    if (u.estimated)
        s += QStringLiteral(" (workbench estimate)");
    return s;
}

// Requests, turns, steps and events count from 1 in the JSON output, as the window shows them. The body is left out
// (the segments carry byte ranges into it; --save keeps it) unless `bodies`; so are the attempts' response bytes.
QJsonObject requestJson(const RequestRecord &r, bool bodies)
{
    QJsonObject o = r.toJson();
    o.insert(QStringLiteral("index"), r.index + 1);
    o.insert(QStringLiteral("turn"), r.turn + 1);
    o.insert(QStringLiteral("step"), r.step + 1);
    o.insert(QStringLiteral("body_bytes"), qint64(r.body.size()));
    if (!bodies) {
        o.remove(QStringLiteral("body"));
        QJsonArray attempts;
        for (int i = 0; i < r.transport.size(); ++i) {
            QJsonObject a = o.value(QStringLiteral("transport")).toArray().at(i).toObject();
            a.remove(QStringLiteral("response_body"));
            a.remove(QStringLiteral("response_body_base64"));
            a.insert(QStringLiteral("response_bytes"), qint64(r.transport.at(i).responseBody.size()));
            attempts << a;
        }
        if (!attempts.isEmpty())
            o.insert(QStringLiteral("transport"), attempts);
    }
    return o;
}

QJsonArray eventsJson(const Session &s)
{
    const ToolPairing pairs(s.events);
    QJsonArray events;
    for (int i = 0; i < s.events.size(); ++i) {
        const TranscriptEvent &e = s.events.at(i);
        QJsonObject o = e.toJson();
        o.insert(QStringLiteral("event"), i + 1);
        o.insert(QStringLiteral("turn"), e.turn + 1);
        if (o.contains(QStringLiteral("request")))
            o.insert(QStringLiteral("request"), e.requestIndex + 1);
        if (e.kind == TranscriptEvent::Kind::ToolResult) {
            // Paired by order: the id alone is ambiguous when a server reuses it.
            if (const ToolCallRef ref = pairs.callFor(i); ref.isValid())
                o.insert(QStringLiteral("answers"),
                    QJsonObject {
                        { QStringLiteral("event"), ref.event + 1 }, { QStringLiteral("call"), ref.call + 1 } });
        }
        events << o;
    }
    return events;
}

} // namespace

int runChat(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run the agent headless: the model (or a scenario replay) sees the catalog of the skills under --root, "
        "loads skills with the profile's tools, and the workbench records every request."));
    const QCommandLineOption root({ QStringLiteral("r"), QStringLiteral("root") },
        QStringLiteral("Skills root (repeatable, first wins)."), QStringLiteral("PATH"));
    const QCommandLineOption profileOpt({ QStringLiteral("p"), QStringLiteral("profile") },
        QStringLiteral("Profile name (%1) or a profile .json file.").arg(profileNames().join(QStringLiteral(", "))),
        QStringLiteral("NAME"));
    const QCommandLineOption baseUrl(QStringLiteral("base-url"),
        QStringLiteral("Base URL, e.g. https://api.openai.com/v1 or https://generativelanguage.googleapis.com (the "
                       "format's endpoint path is added)."),
        QStringLiteral("URL"));
    const QCommandLineOption preset(QStringLiteral("preset"),
        QStringLiteral("Provider preset (%1): base URL, key variable and wire format.").arg(presetIds()),
        QStringLiteral("ID"));
    const QCommandLineOption model(
        { QStringLiteral("m"), QStringLiteral("model") }, QStringLiteral("Model name."), QStringLiteral("M"));
    const QCommandLineOption keyEnv(QStringLiteral("api-key-env"),
        QStringLiteral("Environment variable holding the API key."), QStringLiteral("VAR"));
    const QCommandLineOption header(QStringLiteral("header"),
        QStringLiteral("Extra request header 'Name: value' (repeatable)."), QStringLiteral("H"));
    const QCommandLineOption scenario(QStringLiteral("scenario"),
        QStringLiteral("Replay a scenario file instead of calling a model."), QStringLiteral("FILE"));
    const QCommandLineOption message(QStringLiteral("message"),
        QStringLiteral("A user turn (repeatable; a scenario's own messages are used when absent)."),
        QStringLiteral("TEXT"));
    const QCommandLineOption declare(QStringLiteral("declare"),
        QStringLiteral(
            "Load a skill before the first turn, no tool call: SKILL, SKILL:doc1,doc2 or SKILL:* (repeatable)."),
        QStringLiteral("SKILL[:doc,...]"));
    const QCommandLineOption maxSteps(QStringLiteral("max-steps"),
        QStringLiteral("Model requests per turn (default 12)."), QStringLiteral("N"), QStringLiteral("12"));
    const QCommandLineOption materialisation(
        QStringLiteral("materialisation"), QStringLiteral("Override: system or tool_results."), QStringLiteral("MODE"));
    const QCommandLineOption loadMode(
        QStringLiteral("load-mode"), QStringLiteral("Override: once, turn or session."), QStringLiteral("MODE"));
    const QCommandLineOption maxLoaded(QStringLiteral("max-loaded"),
        QStringLiteral("Override: max loaded skills (0 = unlimited)."), QStringLiteral("N"));
    const QCommandLineOption workDir(QStringLiteral("work-dir"),
        QStringLiteral("Where skill_run creates the session workspace (default: the user's cache folder, "
                       "~/.cache/skill-workbench/workspaces)."),
        QStringLiteral("DIR"));
    const QCommandLineOption executor(QStringLiteral("executor"),
        QStringLiteral("auto, sandbox or local (default auto)."), QStringLiteral("E"), QStringLiteral("auto"));
    const QCommandLineOption noStream(QStringLiteral("no-stream"), QStringLiteral("Ask for a non-streaming response."));
    const QCommandLineOption timeout(QStringLiteral("timeout"),
        QStringLiteral("Seconds without data before a request fails (default 120)."), QStringLiteral("S"),
        QStringLiteral("120"));
    const QCommandLineOption save(QStringLiteral("save"),
        QStringLiteral("Save the session as JSON Lines (API key redacted)."), QStringLiteral("FILE"));
    const QCommandLineOption exportOpt(QStringLiteral("export"),
        QStringLiteral("Export the session as Markdown (.md), a self-contained HTML report (.html) or a HAR 1.2 "
                       "capture (.har), API key redacted."),
        QStringLiteral("FILE"));
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("text or json (default text)."),
        QStringLiteral("F"), QStringLiteral("text"));
    const QCommandLineOption includeBodies(QStringLiteral("include-bodies"),
        QStringLiteral("JSON output: include each request's exact body and the raw bytes of each response (API key "
                       "redacted)."));
    const QCommandLineOption maxTokens(QStringLiteral("max-tokens"),
        QStringLiteral("anthropic-messages: max_tokens of each answer (default 8192)."), QStringLiteral("N"));
    const QCommandLineOption thinking(QStringLiteral("thinking-budget"),
        QStringLiteral("anthropic-messages: ask for extended thinking with this many budget tokens (at least 1024); "
                       "gemini: thinkingConfig.thinkingBudget (thought summaries shown, signatures passed back)."),
        QStringLiteral("N"));
    const QCommandLineOption effort(QStringLiteral("reasoning-effort"),
        QStringLiteral("openai-responses: reasoning effort (low, medium, high); reasoning items are passed back. "
                       "gemini: thinkingConfig.thinkingLevel (low, high)."),
        QStringLiteral("E"));
    const QCommandLineOption cache(QStringLiteral("cache-policy"),
        QStringLiteral("anthropic-messages: prompt-cache breakpoints: off, prefix, skills, conversation, or points "
                       "tools,system,catalog,loaded_skills,last_message (default: the profile's)."),
        QStringLiteral("P"));
    parser.addOptions({ root, profileOpt, baseUrl, preset, model, keyEnv, header, scenario, message, declare, maxSteps,
        materialisation, loadMode, maxLoaded, workDir, executor, noStream, timeout, save, exportOpt, format,
        includeBodies, maxTokens, thinking, effort, cache });
    addApiOption(parser);
    addCalibrationOption(parser);
    if (const auto exitCode = parseCommandLine(parser, kCommand, args))
        return *exitCode;
    if (const auto calibrationExit = readCalibrationOption(parser, kCommand))
        return *calibrationExit;
    std::optional<WireApi> api;
    if (const auto exitCode = readApiOption(parser, kCommand, &api))
        return *exitCode;
    for (const QCommandLineOption *option : { &save, &exportOpt })
        if (const QString problem = outputPathProblem(parser.value(*option)); !problem.isEmpty())
            return usageError(kCommand, QStringLiteral("--%1: ").arg(option->names().first()) + problem);
    if (parser.isSet(exportOpt) && !sessionExportFormatForPath(parser.value(exportOpt)))
        return usageError(kCommand, QStringLiteral("--export needs a .md, .html or .har file name"));
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json"))
        return usageError(kCommand, QStringLiteral("--format must be text or json"));
    const bool json = fmt == QLatin1String("json");

    // Provider: a scenario replay or an OpenAI-compatible endpoint.
    std::optional<Scenario> script;
    if (parser.isSet(scenario)) {
        if (parser.isSet(baseUrl) || parser.isSet(preset))
            return usageError(kCommand, QStringLiteral("use either --scenario or --base-url/--preset, not both"));
        QString error;
        script = loadScenario(parser.value(scenario), &error);
        if (!script)
            return usageError(kCommand, error);
    } else if (!parser.isSet(baseUrl) && !parser.isSet(preset)) {
        return usageError(
            kCommand, QStringLiteral("give --base-url URL --model M (or --preset ID), or --scenario FILE"));
    }
    QString profileName = parser.value(profileOpt);
    if (profileName.isEmpty() && script)
        profileName = script->profile;
    if (profileName.isEmpty())
        return usageError(kCommand, QStringLiteral("--profile is required"));
    QString error;
    std::optional<Profile> profile = findProfile(profileName, &error);
    if (!profile)
        return usageError(kCommand, error);
    QString matName = parser.value(materialisation);
    if (matName.isEmpty() && script)
        matName = script->materialisation;
    if (!matName.isEmpty()) {
        const auto m = materialisationFromName(matName);
        if (!m)
            return usageError(kCommand, QStringLiteral("--materialisation must be system or tool_results"));
        if (profile->materialisation != Materialisation::ToolResultInline)
            profile->materialisation = *m;
    }
    QString modeName = parser.value(loadMode);
    if (modeName.isEmpty() && script)
        modeName = script->loadMode;
    if (!modeName.isEmpty()) {
        const auto m = loadModeFromName(modeName);
        if (!m)
            return usageError(kCommand, QStringLiteral("--load-mode must be once, turn or session"));
        profile->loadMode = *m;
    }
    if (parser.isSet(maxLoaded))
        profile->maxLoadedSkills = qMax(0, parser.value(maxLoaded).toInt());

    QStringList messages = parser.values(message);
    if (messages.isEmpty() && script)
        messages = script->userMessages;
    if (messages.isEmpty())
        return usageError(kCommand, QStringLiteral("at least one --message is required"));
    bool ok = false;
    const int steps = parser.value(maxSteps).toInt(&ok);
    if (!ok || steps < 1)
        return usageError(kCommand, QStringLiteral("--max-steps must be a positive number"));
    const auto exec = executorChoiceFromName(parser.value(executor));
    if (!exec)
        return usageError(kCommand, QStringLiteral("--executor must be auto, sandbox or local"));

    WireOptions wire;
    if (parser.isSet(maxTokens)) {
        wire.maxTokens = parser.value(maxTokens).toInt(&ok);
        if (!ok || wire.maxTokens < 1)
            return usageError(kCommand, QStringLiteral("--max-tokens must be a positive number"));
    }
    if (parser.isSet(thinking)) {
        wire.thinkingBudget = parser.value(thinking).toInt(&ok);
        if (!ok || wire.thinkingBudget < 1024)
            return usageError(kCommand, QStringLiteral("--thinking-budget must be a number of at least 1024 tokens"));
    }
    if (parser.isSet(effort)) {
        wire.reasoningEffort = parser.value(effort);
        if (!QStringList { "minimal", "low", "medium", "high" }.contains(wire.reasoningEffort))
            return usageError(kCommand, QStringLiteral("--reasoning-effort must be minimal, low, medium or high"));
    }
    std::optional<CachePolicy> cachePolicy;
    if (parser.isSet(cache)) {
        const QString v = parser.value(cache);
        const QJsonValue spec = v.contains(QLatin1Char(',')) || (!sw::cachePolicy(v) && cachePointFromName(v))
            ? QJsonValue(QJsonArray::fromStringList(v.split(QLatin1Char(','), Qt::SkipEmptyParts)))
            : QJsonValue(v);
        cachePolicy = parseCachePolicy(spec, &error);
        if (!cachePolicy)
            return usageError(kCommand, QStringLiteral("--cache-policy: ") + error);
    }

    QStringList problems;
    AgentConfig config;
    config.wire = wire;
    config.cachePolicy = cachePolicy;
    config.skills = SkillSnapshot::fromRoots(parser.values(root), &problems);
    for (const QString &p : problems)
        err() << "skill-workbench-cli chat: warning: " << p << "\n";
    config.profile = *profile;
    config.maxSteps = steps;
    config.stream = !parser.isSet(noStream);
    config.executor = *exec;
    config.workRoot = parser.isSet(workDir) ? parser.value(workDir) : sw::defaultWorkRoot();

    std::unique_ptr<ChatProvider> provider;
    if (script) {
        auto replay = std::make_unique<ScriptedProvider>(*script);
        if (api)
            replay->setWireApi(*api);
        provider = std::move(replay);
        config.model = QStringLiteral("replay");
    } else {
        ProviderConfig pc;
        if (const auto exitCode = readProviderConfig(parser, kCommand, api, &pc))
            return *exitCode;
        config.model = pc.model;
        if (!pc.apiKey.isEmpty())
            config.secrets << pc.apiKey;
        provider = std::make_unique<OpenAiChatProvider>(pc);
    }
    const QList<SkillLoadRequest> declared = AgentLoop::parseDeclarations(parser.values(declare));
    if (!AgentLoop::validateDeclarations(declared, *config.skills, &error))
        return usageError(kCommand, error);

    AgentLoop loop(config, provider.get());
    auto redact = [&config](const QString &t) { return redactSecrets(t, config.secrets); };
    if (!json) {
        out() << (provider->isReplay() ? QStringLiteral("# %1 (replay, no model is called; requests encoded as %2)\n")
                                             .arg(provider->displayName(), wireApiName(provider->wireApi()))
                                       : QStringLiteral("# %1, model %2, %3, %4\n")
                                             .arg(provider->providerName(), config.model, provider->endpointUrl(),
                                                 wireApiName(provider->wireApi())))
              << QStringLiteral("# profile %1, %2 skills, materialisation %3, load mode %4\n")
                     .arg(config.profile.name)
                     .arg(config.skills->skills().size())
                     .arg(materialisationName(config.profile.materialisation), loadModeName(config.profile.loadMode));
        if (const ClientRulesOrigin rules = profileClientRules(config.profile); !rules.client.isEmpty())
            out() << QStringLiteral("# its listing follows %1\n").arg(rules.describe());
        QObject::connect(&loop, &AgentLoop::textDelta, &loop, [&redact](const QString &t) {
            out() << redact(t);
            out().flush();
        });
        QObject::connect(&loop, &AgentLoop::requestStarted, &loop, [&loop](int i) {
            const RequestRecord &r = loop.session().requests.at(i);
            out() << QStringLiteral("\n[request %1: %2%3 tokens")
                         .arg(i + 1)
                         .arg(r.tokensExact ? QString() : QStringLiteral("≈"))
                         .arg(r.tokens);
            if (r.sharedPrefixTokens >= 0)
                out() << QStringLiteral(", shared prefix %1 tokens").arg(r.sharedPrefixTokens);
            QStringList loaded;
            for (const LoadedSkillInfo &l : r.loaded)
                loaded << QStringLiteral("%1 (%2)").arg(l.skill, l.placement);
            if (!loaded.isEmpty())
                out() << QStringLiteral(", loaded: ") << loaded.join(QStringLiteral(", "));
            out() << "]\nassistant> ";
            out().flush();
        });
        QObject::connect(&loop, &AgentLoop::requestFinished, &loop, [&loop](int i) {
            const RequestRecord &r = loop.session().requests.at(i);
            if (r.finished)
                out() << QStringLiteral("\n[usage: %1]").arg(usageText(r.usage)) << "\n";
            out().flush();
        });
        QObject::connect(&loop, &AgentLoop::retryScheduled, &loop, [](int attempt, int seconds, const QString &why) {
            out() << QStringLiteral("\n[retry %1 in %2 s: %3]\n").arg(attempt).arg(seconds).arg(why);
            out().flush();
        });
        QObject::connect(&loop, &AgentLoop::eventAppended, &loop, [&loop, &redact](int index) {
            const TranscriptEvent &e = loop.session().events.at(index);
            switch (e.kind) {
            case TranscriptEvent::Kind::User:
                out() << "\nuser> " << redact(e.text) << "\n";
                break;
            case TranscriptEvent::Kind::Assistant:
                if (!e.text.isEmpty() && !e.toolCalls.isEmpty())
                    out() << "\n";
                for (const ToolCall &c : e.toolCalls)
                    out() << "  -> " << c.name << " " << redact(c.arguments) << "  [" << c.id << "]\n";
                break;
            case TranscriptEvent::Kind::ToolResult:
                out() << "  <- " << (e.isError ? "error: " : "") << shorten(redact(e.text)) << "\n";
                break;
            case TranscriptEvent::Kind::StateDelta:
                for (const StateChange &c : e.delta)
                    out() << "  state " << c.key << " = " << (c.value ? *c.value : QStringLiteral("(removed)")) << "  ("
                          << e.reason << ")\n";
                break;
            case TranscriptEvent::Kind::Notice:
                out() << "  ! " << redact(e.text) << "\n";
                break;
            case TranscriptEvent::Kind::Catalog:
                out() << "  [catalog " << e.reason << ", sha256 " << QString::fromLatin1(e.digest.left(12)) << "]\n";
                break;
            }
            out().flush();
        });
        QObject::connect(
            &loop, &AgentLoop::runOutput, &loop, [](const QString &, const QByteArray &chunk, bool isStderr) {
                const QString text = QString::fromUtf8(chunk);
                for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                    out() << (isStderr ? "  stderr| " : "  stdout| ") << line << "\n";
                out().flush();
            });
    }

    int exitCode = 0;
    QString failure;
    for (int i = 0; i < messages.size() && exitCode == 0; ++i) {
        QEventLoop wait;
        QObject::connect(&loop, &AgentLoop::turnFinished, &wait, &QEventLoop::quit);
        QObject::connect(&loop, &AgentLoop::failed, &wait, [&](const QString &message) {
            failure = message;
            exitCode = 1;
            wait.quit();
        });
        if (!loop.sendUserMessage(messages.at(i), i == 0 ? declared : QList<SkillLoadRequest>(), &error))
            return usageError(kCommand, error);
        wait.exec();
    }

    // A file that cannot be written at the end after all does not lose the session: it goes to the temporary folder
    // (said on stderr), the output is printed as usual, and the exit status is 2.
    int writeStatus = 0;
    if (parser.isSet(save) && !loop.saveSession(parser.value(save), &error)) {
        err() << "skill-workbench-cli chat: " << error << "\n";
        const QString fallback = fallbackOutputPath(QStringLiteral("session"), QStringLiteral("jsonl"));
        if (loop.saveSession(fallback, &error))
            err() << "skill-workbench-cli chat: the session was saved to " << QDir::toNativeSeparators(fallback)
                  << " instead\n";
        err().flush();
        writeStatus = 2;
    }
    if (parser.isSet(exportOpt)) {
        const QString path = parser.value(exportOpt);
        const SessionExportFormat exportFormat = *sessionExportFormatForPath(path);
        if (!exportSession(loop.session(), path, exportFormat, loop.config().secrets, &error)) {
            err() << "skill-workbench-cli chat: " << error << "\n";
            const QString fallback = fallbackOutputPath(QStringLiteral("session"), QFileInfo(path).suffix().toLower());
            if (exportSession(loop.session(), fallback, exportFormat, loop.config().secrets, &error))
                err() << "skill-workbench-cli chat: the export was written to " << QDir::toNativeSeparators(fallback)
                      << " instead\n";
            err().flush();
            writeStatus = 2;
        }
    }
    if (json) {
        const Session &s = loop.session();
        QJsonArray requests;
        for (const RequestRecord &r : s.requests)
            requests << requestJson(r, parser.isSet(includeBodies));
        QJsonObject state;
        for (auto it = s.state.constBegin(); it != s.state.constEnd(); ++it)
            state.insert(it.key(), it.value());
        QJsonObject doc { { "ok", exitCode == 0 }, { "profile", config.profile.name },
            { "provider", provider->providerName() }, { "endpoints", QJsonArray::fromStringList(s.endpoints) },
            { "api", wireApiName(provider->wireApi()) }, { "replay", provider->isReplay() }, { "model", config.model },
            { "events", eventsJson(s) }, { "requests", requests }, { "state", state } };
        if (const ClientRulesOrigin rules = profileClientRules(config.profile); !rules.client.isEmpty())
            doc.insert(QStringLiteral("client_rules"), rules.describe());
        if (exitCode != 0)
            doc.insert("error", failure);
        // Labelled: how many secrets (the API key, Bearer tokens, sk-... keys) the output had replaced.
        const QString plain = QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
        const qsizetype redacted = redactSecrets(plain, config.secrets).count(kRedacted) - plain.count(kRedacted);
        doc.insert("secrets_redacted", qint64(redacted));
        out() << redactSecrets(QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented)), config.secrets);
    } else {
        out() << "\n";
    }
    out().flush();
    if (exitCode != 0) {
        err() << "skill-workbench-cli chat: " << redact(failure) << "\n";
        err().flush();
    }
    return exitCode != 0 ? exitCode : writeStatus;
}

} // namespace sw::cli
