// `skill-workbench-cli list | pack | unpack`: the repository (roots, client locations, shadowing) and skill
// packages. Exit 0 ok, 1 rejected input (with the reason), 2 usage or I/O problem.
#include "clisupport.h"
#include "commands.h"

#include "archive/skillpackage.h"
#include "archive/skillsrooturl.h"
#include "common/datapaths.h"
#include "repository/clientlocations.h"
#include "repository/skillindex.h"
#include "skill/validator.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sw::cli {
namespace {

QJsonObject recordJson(const SkillRecord &r)
{
    QJsonObject o { { QStringLiteral("name"), r.name }, { QStringLiteral("description"), r.description },
        { QStringLiteral("path"), r.folder }, { QStringLiteral("root"), r.root },
        { QStringLiteral("source"), r.source } };
    if (r.isShadowed()) {
        o.insert(QStringLiteral("shadowed_by"), r.shadowedBy);
        o.insert(QStringLiteral("policy"), policyName(r.shadowPolicy));
    }
    return o;
}

} // namespace

int runList(const QStringList &args)
{
    const QString command = QStringLiteral("list");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "List the skills of a repository: the roots in order (local folders, file:// or http(s):// archive URLs)\n"
        "and/or the standard client locations. Skills that lose a name collision are listed as shadowed.\n"
        "Without --root or --discover, the client locations are discovered.\n"
        "Exit status: 0 ok, 1 a root could not be used, 2 usage or I/O problem."));
    parser.addOption({ QStringLiteral("root"), QStringLiteral("A root folder or URL (repeatable, in order)."),
        QStringLiteral("PATH_OR_URL") });
    parser.addOption({ QStringLiteral("discover"),
        QStringLiteral("Add the client locations (Claude Code, Agent Skills, Codex, OpenClaw) and the "
                       "bundled skills.") });
    parser.addOption({ QStringLiteral("project"), QStringLiteral("Project folder for discovery (default: current)."),
        QStringLiteral("DIR") });
    parser.addOption({ QStringLiteral("policy"),
        QStringLiteral("Precedence: first-wins (tRPC-Agent), claude, project-first (default: "
                       "first-wins)."),
        QStringLiteral("policy"), QStringLiteral("first-wins") });
    parser.addOption({ QStringLiteral("format"), QStringLiteral("Output format: text or json (default: text)."),
        QStringLiteral("format"), QStringLiteral("text") });
    if (const auto exitCode = parseCommandLine(parser, command, args))
        return *exitCode;
    const auto policy = parsePolicy(parser.value(QStringLiteral("policy")));
    if (!policy)
        return usageError(command, QStringLiteral("unknown policy '%1'").arg(parser.value(QStringLiteral("policy"))));
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(command, QStringLiteral("unknown format '%1'").arg(format));

    QList<SkillRoot> roots;
    for (const QString &root : parser.values(QStringLiteral("root")))
        roots.append({ root, isUrlRoot(root) ? QStringLiteral("URL") : QStringLiteral("user"), RootScope::Custom });
    if (parser.isSet(QStringLiteral("discover")) || roots.isEmpty()) {
        DiscoveryOptions discovery;
        discovery.projectDir = parser.value(QStringLiteral("project"));
        discovery.bundledDir = dataDirectory(DataKind::Skills);
        roots.append(discoverClientRoots(discovery));
    }
    ScanOptions options;
    options.policy = *policy;
    const SkillIndexPtr index = scanRoots(roots, options);

    bool rootFailed = false;
    for (const ScanProblem &p : index->problems()) {
        err() << "skill-workbench-cli list: " << (p.kind == ScanProblem::Kind::RootError ? "error: " : "warning: ")
              << p.message << "\n";
        rootFailed |= p.kind == ScanProblem::Kind::RootError;
    }
    // A --root that does not exist could not be used (a client location --discover finds missing is just absent).
    for (const RootStatus &status : index->roots()) {
        if (status.error.isEmpty() && !status.exists && status.root.scope == RootScope::Custom) {
            err() << "skill-workbench-cli list: error: " << status.root.location << ": no such file or folder\n";
            rootFailed = true;
        }
    }
    err().flush();

    // Visible skills by name, each followed by the skills it shadows.
    QList<SkillRecord> ordered;
    for (const SkillRecord &winner : index->visible()) {
        for (const SkillRecord *r : index->findAll(winner.name))
            ordered.append(*r);
    }
    if (format == QLatin1String("json")) {
        QJsonArray array;
        for (const SkillRecord &r : ordered)
            array.append(recordJson(r));
        out() << QJsonDocument(array).toJson(QJsonDocument::Indented);
    } else {
        for (const SkillRecord &r : ordered) {
            if (r.isShadowed()) {
                out() << "  shadowed: " << r.folder << " [" << r.source << "] by " << r.shadowedBy << " ("
                      << policyName(r.shadowPolicy) << ")\n";
                continue;
            }
            out() << r.name << " - " << r.description << "\n    " << r.folder << " [" << r.source << "]\n";
        }
        out() << index->visible().size() << " skills, " << index->shadowed().size() << " shadowed, from "
              << index->roots().size() << " roots (policy " << policyName(*policy) << ")\n";
    }
    out().flush();
    return rootFailed ? 1 : 0;
}

int runPack(const QStringList &args)
{
    const QString command = QStringLiteral("pack");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Package a skill folder in Anthropic's format: <name>.skill is a deflate ZIP whose entries are <name>/...,\n"
        "without __pycache__, node_modules, *.pyc, .DS_Store and a root-level evals/. The skill is validated\n"
        "first with the claude rules. -o FILE may end in .skill, .zip, .tar.gz, .tgz or .tar.\n"
        "Exit status: 0 packed, 1 the skill is invalid, 2 usage or I/O problem."));
    parser.addOption({ { QStringLiteral("o"), QStringLiteral("output") },
        QStringLiteral("Output file (default: ./<folder name>.skill)."), QStringLiteral("FILE") });
    parser.addOption({ QStringLiteral("no-validate"), QStringLiteral("Skip the claude-rules validation.") });
    parser.addPositionalArgument(QStringLiteral("SKILL_DIR"), QStringLiteral("The skill folder."));
    if (const auto exitCode = parseCommandLine(parser, command, args, {}, Positionals::Allowed))
        return *exitCode;
    if (parser.positionalArguments().size() != 1)
        return usageError(command, QStringLiteral("expected one SKILL_DIR"));
    const QString folder = parser.positionalArguments().first();
    if (!QFileInfo(folder).isDir()) {
        err() << "skill-workbench-cli pack: Not a directory: " << folder << "\n";
        err().flush();
        return 2;
    }
    const QString name = QFileInfo(QFileInfo(folder).canonicalFilePath()).fileName();
    const QString output
        = parser.isSet(QStringLiteral("o")) ? parser.value(QStringLiteral("o")) : name + QStringLiteral(".skill");
    if (archiveFormatFromName(output) == ArchiveFormat::Unknown)
        return usageError(command,
            QStringLiteral("cannot tell the package format from '%1' (use .skill, .zip, "
                           ".tar.gz, .tgz or .tar)")
                .arg(output));
    if (!parser.isSet(QStringLiteral("no-validate"))) {
        const SkillValidation validation = validateSkillAt(folder, RuleSets(RuleSet::Claude));
        if (validation.ioError || !validation.isValid()) {
            for (const Diagnostic &d : validation.diagnostics) {
                if (d.severity == Severity::Error)
                    err() << "skill-workbench-cli pack: " << d.message << " [" << d.rule << "]\n";
            }
            err() << "skill-workbench-cli pack: not packed: the skill fails the claude rules\n";
            err().flush();
            return validation.ioError ? 2 : 1;
        }
    }
    const PackResult result = packSkillFolder(folder, output);
    if (!result.ok()) {
        err() << "skill-workbench-cli pack: " << result.error << "\n";
        err().flush();
        return 2;
    }
    out() << "Packed " << result.entries.size() << (result.entries.size() == 1 ? " file" : " files") << " into "
          << output << " (" << result.bytes << " bytes)";
    if (!result.skipped.isEmpty())
        out() << "; left out: " << result.skipped.join(QStringLiteral(", "));
    out() << "\n";
    out().flush();
    return 0;
}

int runUnpack(const QStringList &args)
{
    const QString command = QStringLiteral("unpack");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Safely extract a skill archive (.skill, .zip, .tar.gz, .tgz, .tar) into a folder: absolute paths, '..',\n"
        "drive letters, symbolic and hard links and devices are rejected; 64 MiB per file, 256 MiB in total.\n"
        "Existing entries are never replaced unless --overwrite is given.\n"
        "Exit status: 0 extracted, 1 the archive was rejected, 2 usage or I/O problem."));
    parser.addOption(
        { QStringLiteral("into"), QStringLiteral("Destination folder (created if missing)."), QStringLiteral("DIR") });
    parser.addOption({ QStringLiteral("overwrite"), QStringLiteral("Replace entries that already exist.") });
    parser.addPositionalArgument(QStringLiteral("ARCHIVE"), QStringLiteral("The archive to extract."));
    if (const auto exitCode = parseCommandLine(parser, command, args, {}, Positionals::Allowed))
        return *exitCode;
    if (parser.positionalArguments().size() == 2 && !parser.isSet(QStringLiteral("into")))
        return usageError(command,
            QStringLiteral("expected one ARCHIVE; the destination goes with --into: unpack %1 --into %2")
                .arg(parser.positionalArguments().at(0), parser.positionalArguments().at(1)));
    if (parser.positionalArguments().size() != 1)
        return usageError(command, QStringLiteral("expected one ARCHIVE"));
    if (!parser.isSet(QStringLiteral("into")))
        return usageError(command, QStringLiteral("--into DIR is required"));
    const QString archive = parser.positionalArguments().first();
    if (!QFileInfo(archive).isFile()) {
        err() << "skill-workbench-cli unpack: Path does not exist: " << archive << "\n";
        err().flush();
        return 2;
    }
    InstallOptions options;
    options.overwrite = parser.isSet(QStringLiteral("overwrite"));
    options.requireSkill = false;
    const InstallResult result = installArchive(archive, parser.value(QStringLiteral("into")), options);
    if (!result.ok()) {
        err() << "skill-workbench-cli unpack: " << result.error << "\n";
        err().flush();
        return 1;
    }
    for (const QString &path : result.installed)
        out() << (result.replaced.contains(path) ? "replaced " : "extracted ") << path << "\n";
    out().flush();
    return 0;
}

} // namespace sw::cli
