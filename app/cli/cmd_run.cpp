// `skill-workbench-cli run`: runs a command of a skill in a workspace (PROTOCOL.md 6) with the local or
// bubblewrap executor, streaming its output (text) or printing the skill_run result object (json).
// Exit code: the command's, 124 on timeout, 2 for usage errors, 1 when the command could not run.
#include "clisupport.h"
#include "commands.h"

#include "repository/skillindex.h"
#include "workspace/runjob.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>

#include <cstdio>

namespace sw::cli {

namespace {
// The visible skill of that name across the roots (engineer C's scanner: first root wins, as tRPC-Agent).
// The folder of the skill `name` under the roots; else empty, with the names the roots do hold in *known.
QString findSkillFolder(const QStringList &roots, const QString &name, QStringList *known)
{
    QList<SkillRoot> skillRoots;
    for (const QString &root : roots)
        skillRoots.append({ QFileInfo(root).absoluteFilePath(), QStringLiteral("user") });
    const SkillIndexPtr index = scanRoots(skillRoots);
    const SkillRecord *record = index ? index->find(name) : nullptr;
    if (!record && index) {
        for (const SkillRecord &r : index->visible())
            known->append(r.name);
        known->sort();
    }
    return record ? record->folder : QString();
}

void writeRaw(FILE *stream, const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
    std::fflush(stream);
}
} // namespace

int runRun(const QStringList &args)
{
    const QString command = QStringLiteral("run");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run a command of a skill in a workspace (skills/<name>/ working copy, out/, work/, runs/).\n"
        "--root, --skill and --command are required.\n"
        "Exit code: the command's exit code, 124 on timeout, 2 for usage errors, 1 if it could not run."));
    parser.addOption({ QStringLiteral("root"), QStringLiteral("Skill root folder to search (repeatable)."),
        QStringLiteral("PATH") });
    parser.addOption({ QStringLiteral("skill"), QStringLiteral("Name of the skill."), QStringLiteral("NAME") });
    parser.addOption({ QStringLiteral("command"),
        QStringLiteral("Command run with bash -c in the skill's working copy."), QStringLiteral("CMD") });
    parser.addOption({ QStringLiteral("output"),
        QStringLiteral("Output file glob, e.g. 'out/**' or '$OUTPUT_DIR/*.txt' (repeatable; default out/**)."),
        QStringLiteral("GLOB") });
    parser.addOption(
        { QStringLiteral("env"), QStringLiteral("Extra environment variable (repeatable)."), QStringLiteral("K=V") });
    parser.addOption({ QStringLiteral("timeout"), QStringLiteral("Timeout in seconds (default 300)."),
        QStringLiteral("SECONDS"), QStringLiteral("300") });
    parser.addOption({ QStringLiteral("executor"), QStringLiteral("auto (default), sandbox or local."),
        QStringLiteral("auto|sandbox|local"), QStringLiteral("auto") });
    parser.addOption({ QStringLiteral("workspace"),
        QStringLiteral("An existing workspace to reuse, or a work root to create a new workspace in."),
        QStringLiteral("DIR") });
    parser.addOption({ QStringLiteral("format"), QStringLiteral("text (stream output) or json (result object)."),
        QStringLiteral("text|json"), QStringLiteral("text") });

    if (const auto exitCode = parseCommandLine(parser, command, args))
        return *exitCode;
    const QStringList roots = parser.values(QStringLiteral("root"));
    const QString skill = parser.value(QStringLiteral("skill"));
    if (roots.isEmpty() || skill.isEmpty() || parser.value(QStringLiteral("command")).isEmpty())
        return usageError(command, QStringLiteral("--root, --skill and --command are required"));
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(command, QStringLiteral("--format must be text or json"));
    const auto executor = executorChoiceFromName(parser.value(QStringLiteral("executor")));
    if (!executor)
        return usageError(command, QStringLiteral("--executor must be auto, sandbox or local"));
    bool timeoutOk = false;
    const int timeout = parser.value(QStringLiteral("timeout")).toInt(&timeoutOk);
    if (!timeoutOk || timeout <= 0)
        return usageError(command, QStringLiteral("--timeout must be a positive number of seconds"));

    RunRequest request;
    request.skillName = skill;
    request.command = parser.value(QStringLiteral("command"));
    request.outputGlobs = parser.values(QStringLiteral("output"));
    request.timeoutSeconds = timeout;
    request.executor = *executor;
    for (const QString &pair : parser.values(QStringLiteral("env"))) {
        const qsizetype eq = pair.indexOf(u'=');
        if (eq <= 0)
            return usageError(command, QStringLiteral("--env expects K=V, got '%1'").arg(pair));
        request.env.insert(pair.left(eq), pair.mid(eq + 1));
    }
    for (const QString &root : roots) {
        if (!QFileInfo(root).isDir())
            return usageError(command, QStringLiteral("root %1 is not a folder").arg(root));
    }
    QStringList known;
    request.skillFolder = findSkillFolder(roots, skill, &known);
    if (request.skillFolder.isEmpty())
        return usageError(command,
            known.isEmpty() ? QStringLiteral("unknown skill: %1 (the roots hold no skill)").arg(skill)
                            : QStringLiteral("unknown skill: %1 (the roots hold: %2)")
                                  .arg(skill,
                                      known.mid(0, 20).join(QStringLiteral(", "))
                                          + (known.size() > 20 ? QStringLiteral(", ...") : QString())));

    QString error;
    std::optional<Workspace> workspace;
    const QString workspaceArg = parser.value(QStringLiteral("workspace"));
    if (!workspaceArg.isEmpty() && QFileInfo::exists(workspaceArg + QStringLiteral("/metadata.json")))
        workspace = Workspace::open(workspaceArg, &error);
    else
        workspace = Workspace::create(
            workspaceArg.isEmpty() ? defaultWorkRoot() : workspaceArg, QStringLiteral("cli"), &error);
    if (!workspace) {
        err() << "skill-workbench-cli run: " << error << "\n";
        err().flush();
        return 2;
    }

    const bool text = format == QLatin1String("text");
    RunJob job(*workspace, request);
    QEventLoop loop;
    RunResult result;
    if (text) {
        QObject::connect(&job, &RunJob::stdoutChunk, &loop, [](const QByteArray &chunk) { writeRaw(stdout, chunk); });
        QObject::connect(&job, &RunJob::stderrChunk, &loop, [](const QByteArray &chunk) { writeRaw(stderr, chunk); });
    }
    QObject::connect(&job, &RunJob::finished, &loop, [&](const RunResult &r) {
        result = r;
        loop.quit();
    });
    job.start();
    loop.exec();

    if (text) {
        auto &e = err();
        if (!result.error.isEmpty())
            e << "skill-workbench-cli run: " << result.error << "\n";
        for (const QString &warning : std::as_const(result.warnings))
            e << "warning: " << warning << "\n";
        e << "[" << executorKindName(result.executor) << "] exit " << result.exitCode
          << (result.timedOut ? " (timed out)" : "") << " in " << result.durationMs << " ms, workspace "
          << result.workspace << "\n";
        for (const OutputFile &f : std::as_const(result.outputFiles))
            e << "  " << f.name << "  " << f.mimeType << "  " << f.sizeBytes << " bytes\n";
        e.flush();
    } else {
        out() << QString::fromUtf8(QJsonDocument(result.toJson()).toJson(QJsonDocument::Indented));
        out().flush();
    }
    if (result.timedOut)
        return 124;
    if (!result.error.isEmpty() || result.exitCode < 0)
        return 1;
    return result.exitCode;
}

} // namespace sw::cli
