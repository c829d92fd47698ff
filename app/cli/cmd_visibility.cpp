// `visibility`: for every skill of the roots and every consumer, what that consumer's model sees of it (the
// verdict, why, and the fix). docs/visibility.md.
#include "clisupport.h"
#include "commands.h"
#include "common/datapaths.h"
#include "repository/clientlocations.h"
#include "visibility/visibilitycompute.h"
#include "visibility/visibilityprofiles.h"

#include <QCommandLineParser>
#include <QFile>

namespace sw::cli {

namespace {

QString verdictLabel(const ConsumerVerdict &v)
{
    if (v.verdict == Verdict::Shortened)
        return QStringLiteral("shortened by %1").arg(v.shortenedBy);
    return verdictId(v.verdict);
}

void printText(const VisibilityMatrix &matrix, const QList<Consumer> &consumers)
{
    QTextStream &o = out();
    int width = 0;
    for (Consumer c : consumers)
        width = std::max(width, int(consumerId(c).size()));
    for (const SkillVisibility &s : matrix.skills) {
        o << s.name << "  " << s.path << "\n";
        for (Consumer c : consumers) {
            const ConsumerVerdict &v = s.of(c);
            o << "  " << consumerId(c).leftJustified(width) << "  " << verdictLabel(v);
            if (v.verdict != Verdict::Full)
                o << ": " << describeReason(v);
            o << "\n";
            const QString fix = describeFix(v);
            if (!fix.isEmpty())
                o << "  " << QString(width, QLatin1Char(' ')) << "  fix: " << fix << "\n";
        }
    }
    o << "\n";
    for (Consumer c : consumers) {
        const ConsumerSummary &sum = matrix.summaries.at(int(c));
        QStringList parts;
        for (int v = 0; v < 8; ++v)
            if (sum.counts.at(v) > 0)
                parts << QStringLiteral("%1 %2").arg(sum.counts.at(v)).arg(verdictId(Verdict(v)));
        o << consumerId(c).leftJustified(width) << "  "
          << (parts.isEmpty() ? QStringLiteral("no skills") : parts.join(QStringLiteral(", ")));
        if (sum.budget >= 0)
            o << "; listing " << sum.used << " of " << sum.budget << " " << sum.unit
              << (sum.aliased ? " (root aliases)" : "");
        if (!sum.rules.client.isEmpty())
            o << "; " << sum.rules.describe();
        o << "\n";
    }
    o.flush();
}

} // namespace

int runVisibility(const QStringList &args)
{
    const QString command = QStringLiteral("visibility");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "For every skill and every consumer (skills-ref, claude-upload, claude-code, codex, opencode, gemini-cli,\n"
        "trpc-go, trpc-python, deepseek, minimal): full, shortened, name-only, omitted, hidden, unparsed, rejected\n"
        "or shadowed, with the reason and the fix. Claude Code, Codex, opencode and Gemini CLI follow the rules of\n"
        "their pinned versions (named in the output). Exit status: 0 every skill is full for every selected consumer, "
        "1\n"
        "otherwise, 2 usage."));
    parser.addOption({ QStringLiteral("root"),
        QStringLiteral("Skill root (a folder searched recursively, or an http(s) URL of an archive); repeatable, in "
                       "precedence order. Default: the bundled skills."),
        QStringLiteral("PATH") });
    parser.addOption({ QStringLiteral("discover"),
        QStringLiteral("Add the standard client locations (Claude Code, Agent Skills, Codex, OpenClaw) with their "
                       "scopes.") });
    parser.addOption({ QStringLiteral("context-window"),
        QStringLiteral("Budget Claude Code's and Codex's listings for this window in tokens (default: each client's "
                       "own window for its model)."),
        QStringLiteral("N") });
    parser.addOption({ QStringLiteral("claude-model"),
        QStringLiteral("The model Claude Code runs (default: its default model)."), QStringLiteral("M") });
    parser.addOption({ QStringLiteral("codex-model"),
        QStringLiteral("The model Codex runs (default: its default model)."), QStringLiteral("M") });
    parser.addOption({ QStringLiteral("consumer"), QStringLiteral("Only this consumer (repeatable): %1.").arg([] {
                          QStringList ids;
                          for (Consumer c : allConsumers())
                              ids << consumerId(c);
                          return ids.join(QStringLiteral(", "));
                      }()),
        QStringLiteral("ID") });
    parser.addOption({ QStringLiteral("format"), QStringLiteral("text (default) or json."), QStringLiteral("FORMAT") });
    addCalibrationOption(parser);
    if (const auto exitCode = parseCommandLine(parser, command, args,
            QStringLiteral("--root PATH... [--context-window N] [--consumer ID]... [--format text|json]")))
        return *exitCode;
    if (const auto calibrationExit = readCalibrationOption(parser, command))
        return *calibrationExit;

    int window = 0;
    if (parser.isSet(QStringLiteral("context-window"))) {
        bool ok = false;
        window = parser.value(QStringLiteral("context-window")).toInt(&ok);
        if (!ok || window < 0)
            return usageError(command, QStringLiteral("--context-window needs a non-negative integer"));
    }
    // Claude Code's and deepseek's budget settings come from their profiles (an edited user copy wins).
    VisibilitySettings settings = visibilitySettingsFromProfiles(window);
    settings.claudeModel = parser.value(QStringLiteral("claude-model")).trimmed();
    settings.codexModel = parser.value(QStringLiteral("codex-model")).trimmed();
    QList<Consumer> consumers;
    for (const QString &id : parser.values(QStringLiteral("consumer"))) {
        const std::optional<Consumer> c = consumerFromId(id.trimmed());
        if (!c) {
            QStringList ids;
            for (Consumer known : allConsumers())
                ids << consumerId(known);
            return usageError(
                command, QStringLiteral("unknown consumer '%1' (one of: %2)").arg(id, ids.join(QStringLiteral(", "))));
        }
        if (!consumers.contains(*c))
            consumers << *c;
    }
    if (consumers.isEmpty())
        consumers = allConsumers();
    const QString format = parser.value(QStringLiteral("format")).isEmpty() ? QStringLiteral("text")
                                                                            : parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(command, QStringLiteral("--format must be text or json"));

    QList<SkillRoot> roots;
    for (const QString &location : parser.values(QStringLiteral("root")))
        roots.append({ location.trimmed(), QStringLiteral("user"), RootScope::Custom });
    if (parser.isSet(QStringLiteral("discover")))
        roots += discoverClientRoots();
    if (roots.isEmpty()) {
        const QString bundled = dataDirectory(DataKind::Skills);
        if (bundled.isEmpty())
            return usageError(command, QStringLiteral("no --root given and no bundled skills found"));
        roots.append({ bundled, QStringLiteral("bundled"), RootScope::Bundled });
    }
    const SkillIndexPtr index = scanRoots(roots);
    bool missing = false;
    for (const RootStatus &status : index->roots()) {
        if (!status.error.isEmpty()) {
            err() << "skill-workbench-cli visibility: " << status.root.location << ": " << status.error << "\n";
            missing = true;
        } else if (!status.exists && status.root.scope == RootScope::Custom) {
            err() << "skill-workbench-cli visibility: " << status.root.location << ": no such file or folder\n";
            missing = true;
        }
    }
    err().flush();
    if (missing && index->size() == 0)
        return 2;

    const VisibilityResult result = computeVisibility(index, settings);
    const VisibilityMatrix &matrix = *result.matrix;
    if (format == QLatin1String("json")) {
        out().flush();
        QFile stdoutFile;
        if (stdoutFile.open(stdout, QIODevice::WriteOnly)) {
            stdoutFile.write(matrix.toJsonText(consumers));
            stdoutFile.flush();
        }
    } else {
        printText(matrix, consumers);
    }
    for (const SkillVisibility &s : matrix.skills)
        if (!s.allFull(consumers))
            return 1;
    return 0;
}

} // namespace sw::cli
