// `skill-workbench-cli validate`: checks skills with the validator of core/skill and prints diagnostics as
// compiler-style text or one JSON array. Exit 0 all valid, 1 any error diagnostic, 2 usage or I/O problem.
#include "clisupport.h"
#include "commands.h"

#include "skill/sarifreport.h"
#include "skill/skilldiscovery.h"
#include "skill/validator.h"
#include "tokens/tokenizer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace sw::cli {
namespace {

const QString kCommand = QStringLiteral("validate");

// Paths under the working folder are shown relative to it (as editors and CI expect), others absolute.
QString displayPath(const QString &absolute)
{
    if (absolute.isEmpty())
        return absolute;
    const QString relative = QDir::current().relativeFilePath(absolute);
    return relative.startsWith(QLatin1String("..")) ? absolute : relative;
}

QString textLine(const Diagnostic &d)
{
    QString where = displayPath(d.file);
    if (d.line > 0) {
        where += u':' + QString::number(d.line);
        if (d.column > 0)
            where += u':' + QString::number(d.column);
    }
    return QStringLiteral("%1: %2: %3 [%4]").arg(where, severityName(d.severity), d.message, d.rule);
}

QJsonObject toJson(const SkillValidation &skill)
{
    QJsonArray diagnostics;
    for (const Diagnostic &d : skill.diagnostics) {
        QJsonObject o { { QStringLiteral("rule"), d.rule }, { QStringLiteral("severity"), severityName(d.severity) },
            { QStringLiteral("line"), d.line }, { QStringLiteral("column"), d.column },
            { QStringLiteral("message"), d.message }, { QStringLiteral("file"), displayPath(d.file) } };
        if (!d.fixHint.isEmpty())
            o.insert(QStringLiteral("fixHint"), d.fixHint);
        diagnostics.append(o);
    }
    return QJsonObject { { QStringLiteral("path"), displayPath(skill.folder) }, { QStringLiteral("name"), skill.name },
        { QStringLiteral("valid"), skill.isValid() }, { QStringLiteral("diagnostics"), diagnostics } };
}

// Exact o200k_base counts for bodies that could pass the 5,000-token advice; shorter bodies cannot (every token
// is at least one byte) and are not tokenized. Negative when the rank data is missing (the validator then says
// its figure is an estimate).
int countBodyTokens(const QString &body)
{
    if (body.size() * 3 <= 5000)
        return 0;
    const QByteArray utf8 = body.toUtf8();
    if (utf8.size() <= 5000)
        return int(utf8.size());
    static const std::shared_ptr<const Tokenizer> tokenizer = Tokenizer::forEncoding(Encoding::O200kBase);
    return tokenizer->isExact() ? tokenizer->count(utf8) : -1;
}

} // namespace

int runValidate(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Check skills against the Agent Skills specification (as skills-ref reads it), the claude.ai / Claude API\n"
        "upload rules, what Claude Code and Codex accept, ignore or misread, how tRPC-Agent reads them, and\n"
        "authoring advice.\n"
        "PATH is a skill folder, a SKILL.md file, or a folder searched recursively for skills.\n"
        "Exit status: 0 every skill valid, 1 a skill has an error, 2 usage or I/O problem."));
    parser.addOption({ QStringLiteral("rules"),
        QStringLiteral("Rule sets: spec, claude-upload (alias claude), claude-code, codex, trpc, advice or all; "
                       "comma-separated to combine (default: spec)."),
        QStringLiteral("sets"), QStringLiteral("spec") });
    parser.addOption({ QStringLiteral("format"),
        QStringLiteral("Output format: text, json or sarif (SARIF 2.1.0 for code-scanning services; default: text)."),
        QStringLiteral("format"), QStringLiteral("text") });
    parser.addOption({ QStringLiteral("root"),
        QStringLiteral("A PATH given as the other commands take their roots (repeatable)."), QStringLiteral("PATH") });
    parser.addPositionalArgument(
        QStringLiteral("PATH"), QStringLiteral("Skill folders, SKILL.md files or folders."), QStringLiteral("PATH..."));
    if (const auto exitCode = parseCommandLine(parser, kCommand, args, {}, Positionals::Allowed))
        return *exitCode;
    const std::optional<RuleSets> rules = parseRuleSets(parser.value(QStringLiteral("rules")));
    if (!rules)
        return usageError(kCommand,
            QStringLiteral("unknown rule set '%1' (use spec, claude-upload, claude-code, codex, trpc, advice or all)")
                .arg(parser.value(QStringLiteral("rules"))));
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json") && format != QLatin1String("sarif"))
        return usageError(kCommand, QStringLiteral("unknown format '%1' (use text, json or sarif)").arg(format));
    const QStringList paths = parser.values(QStringLiteral("root")) + parser.positionalArguments();
    if (paths.isEmpty())
        return usageError(kCommand, QStringLiteral("no PATH given"));

    bool ioProblem = false;
    QList<DiscoveredSkill> skills;
    QSet<QString> seen;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.exists()) {
            err() << "skill-workbench-cli validate: " << path << ": no such file or folder\n";
            ioProblem = true;
            continue;
        }
        if (info.isFile() && info.fileName().compare(QLatin1String("SKILL.md"), Qt::CaseInsensitive) != 0) {
            err() << "skill-workbench-cli validate: " << path << ": not a SKILL.md file or a folder\n";
            ioProblem = true;
            continue;
        }
        QList<DiscoveredSkill> found = discoverSkills(path);
        // A folder without any skill below it is reported as a skill missing its SKILL.md (as skills-ref does).
        if (found.isEmpty())
            found.append(DiscoveredSkill { QDir::cleanPath(info.absoluteFilePath()), {} });
        for (DiscoveredSkill &skill : found)
            if (!seen.contains(skill.folder)) {
                seen.insert(skill.folder);
                skills.append(std::move(skill));
            }
    }

    ValidationContext context;
    context.countTokens = countBodyTokens;
    const QList<SkillValidation> results = validateSkills(skills, *rules, context);
    bool anyError = false;
    int errors = 0;
    int warnings = 0;
    QJsonArray array;
    for (const SkillValidation &skill : results) {
        ioProblem = ioProblem || skill.ioError;
        anyError = anyError || !skill.isValid();
        for (const Diagnostic &d : skill.diagnostics) {
            errors += d.severity == Severity::Error;
            warnings += d.severity == Severity::Warning;
            if (format == QLatin1String("text"))
                out() << textLine(d) << '\n';
        }
        if (format == QLatin1String("json"))
            array.append(toJson(skill));
    }
    if (format == QLatin1String("json"))
        out() << QJsonDocument(array).toJson(QJsonDocument::Indented);
    else if (format == QLatin1String("sarif"))
        out() << sarifReport(results, QDir::currentPath(), QCoreApplication::applicationVersion());
    else
        err() << results.size() << (results.size() == 1 ? " skill" : " skills") << " checked: " << errors
              << (errors == 1 ? " error, " : " errors, ") << warnings << (warnings == 1 ? " warning\n" : " warnings\n");
    out().flush();
    err().flush();
    if (ioProblem)
        return 2;
    return anyError ? 1 : 0;
}

} // namespace sw::cli
