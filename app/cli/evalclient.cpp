// `eval --client`: options and the real-client runner factory.
#include "evalclient.h"

#include "clisupport.h"

#include "clienteval/clientevalrunner.h"
#include "clients/clientinstall.h"

#include <QFileInfo>

namespace sw::cli {

void addClientEvalOptions(QCommandLineParser &parser)
{
    parser.addOption({ QStringLiteral("client"),
        QStringLiteral("Run each query through this real client instead of a profile: claude-code, codex, opencode or "
                       "gemini-cli (headless, in an isolated home holding only the skills of --root)."),
        QStringLiteral("ID") });
    parser.addOption({ QStringLiteral("client-bin"),
        QStringLiteral("The client's program (default: found on PATH, then the test setup's install)."),
        QStringLiteral("PATH") });
    parser.addOption({ QStringLiteral("client-home"),
        QStringLiteral("A home folder to copy into each run's home before the skills are installed (the client's "
                       "own settings; default: an empty home)."),
        QStringLiteral("PATH") });
    parser.addOption({ QStringLiteral("client-homes"),
        QStringLiteral("Where the runs' homes are made (default: the user cache folder)."), QStringLiteral("PATH") });
    parser.addOption({ QStringLiteral("scripted-model"),
        QStringLiteral("With --client: answer the client's model calls with the workbench's scripted model (no AI, "
                       "offline: it loads the skill sharing the most words with the query, two at least, each of four "
                       "letters or more or a pair of Chinese, Japanese or Korean characters).") });
}

bool wantsClient(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("client"));
}

std::optional<int> readClientEval(const QCommandLineParser &parser, const QString &command,
    const SkillSnapshotPtr &skills, std::optional<WireApi> api, ClientEvalSetup *setup)
{
    const QString id = parser.value(QStringLiteral("client"));
    const std::optional<AgentClient> client = agentClientFromId(id);
    if (!client)
        return usageError(command, QStringLiteral("--client must be claude-code, codex, opencode or gemini-cli"));
    if (parser.isSet(QStringLiteral("profile")) || parser.isSet(QStringLiteral("scenario")))
        return usageError(
            command, QStringLiteral("--client runs the real client: --profile and --scenario do not apply"));
    const bool scripted = parser.isSet(QStringLiteral("scripted-model"));
    if (scripted && (parser.isSet(QStringLiteral("base-url")) || parser.isSet(QStringLiteral("preset"))))
        return usageError(command, QStringLiteral("use either --scripted-model or --base-url, not both"));
    if (!scripted && !parser.isSet(QStringLiteral("base-url")))
        return usageError(command,
            QStringLiteral("--client needs --base-url URL --model M (the upstream the client talks to through the "
                           "capture endpoint; for codex and opencode ending in /v1, for gemini-cli the bare host), or "
                           "--scripted-model"));
    const QString explicitBin = parser.value(QStringLiteral("client-bin"));
    if (!explicitBin.isEmpty() && !QFileInfo(explicitBin).isExecutable())
        return usageError(command, QStringLiteral("--client-bin %1 is not an executable file").arg(explicitBin));

    ClientEvalOptions o;
    o.install = detectClient(*client, explicitBin);
    if (!o.install.isFound())
        return usageError(command,
            o.install.error.isEmpty() ? QStringLiteral("%1 was not found on PATH (install it, or give --client-bin)")
                                            .arg(agentClientName(*client))
                                      : o.install.error);
    o.skills = skills;
    o.homeTemplate = parser.value(QStringLiteral("client-home"));
    o.homeRoot = parser.value(QStringLiteral("client-homes"));
    o.timeoutMs = qMax(1, parser.value(QStringLiteral("timeout")).toInt()) * 1000;
    o.readCache = !parser.isSet(QStringLiteral("no-cache"));
    o.model = parser.value(QStringLiteral("model"));
    if (scripted) {
        o.script = keywordScript(skills);
    } else {
        ProviderConfig pc;
        if (const auto code = readProviderConfig(parser, command, api.value_or(clientWireApi(*client)), &pc))
            return code;
        o.upstream = QUrl(pc.baseUrl);
        o.upstreamKey = pc.apiKey.toUtf8();
        o.model = pc.model;
        o.cache = std::make_shared<ClientResponseCache>();
        if (!pc.apiKey.isEmpty())
            setup->secrets << pc.apiKey;
        setup->provider = pc;
    }
    setup->model = o.model;
    setup->runners = std::make_shared<ClientEvalFactory>(o);
    return std::nullopt;
}

} // namespace sw::cli
