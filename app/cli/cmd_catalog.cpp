// `catalog` (print layer 1 exactly as a framework renders it) and `report` (the per-layer token report).
#include "catalog/catalogdefaults.h"
#include "catalog/catalogdialect.h"
#include "catalog/catalogrenderer.h"
#include "catalog/claudecodedialect.h"
#include "catalog/codexdialect.h"
#include "catalog/deepseekcatalog.h"
#include "catalog/geminiclidialect.h"
#include "catalog/opencodedialect.h"
#include "catalog/skillsource.h"
#include "catalog/tokenreport.h"
#include "clisupport.h"
#include "commands.h"
#include "common/datapaths.h"
#include "providercounts.h"
#include "visibility/visibilitycompute.h"
#include "visibility/visibilityprofiles.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>

namespace sw::cli {
namespace {

const QString kRootHelp = QStringLiteral("Skill root (folder searched recursively, or an http(s) URL of an archive); "
                                         "repeatable, earlier roots win on equal names. Default: the bundled skills.");

// Loads the skills of --root (or the bundled skills). Returns false (after printing) on a usage problem.
bool loadRoots(const QString &command, const QStringList &roots, SkillContent content, QList<ReportSkill> *skills,
    int *exitCode, bool withShadowed = false)
{
    QStringList effective = roots;
    if (effective.isEmpty()) {
        const QString bundled = dataDirectory(DataKind::Skills);
        if (bundled.isEmpty()) {
            *exitCode = usageError(command, QStringLiteral("no --root given and no bundled skills found"));
            return false;
        }
        effective << bundled;
    }
    const LoadedSkills loaded = loadSkillsFromRoots(effective, content, withShadowed);
    for (const QString &problem : loaded.problems)
        err() << "skill-workbench-cli " << command << ": " << problem << "\n";
    err().flush();
    if (!loaded.problems.isEmpty() && loaded.skills.isEmpty() && !roots.isEmpty()) {
        *exitCode = 2;
        return false;
    }
    *skills = loaded.skills;
    return true;
}

bool parseNonNegative(const QCommandLineParser &parser, const QString &option, int *value)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const int v = parser.value(option).toInt(&ok);
    if (!ok || v < 0)
        return false;
    *value = v;
    return true;
}

bool readCatalogOptions(
    const QCommandLineParser &parser, const QString &command, CatalogOptions *options, int *exitCode)
{
    const ClientRulesInUse rules = clientRulesInUse(); // --calibration (readCalibrationOption)
    options->claudeRules = rules.claudeCode;
    options->codexRules = rules.codex;
    options->opencodeRules = rules.opencode;
    options->latestUserMessage = parser.value(QStringLiteral("message"));
    if (!parseNonNegative(parser, QStringLiteral("max-desc"), &options->maxDescriptionLength)
        || options->maxDescriptionLength < 3) {
        *exitCode = usageError(command, QStringLiteral("--max-desc needs an integer of at least 3"));
        return false;
    }
    if (!parseNonNegative(parser, QStringLiteral("max-overview"), &options->maxOverviewSkills)) {
        *exitCode = usageError(command, QStringLiteral("--max-overview needs a non-negative integer"));
        return false;
    }
    if (!parseNonNegative(parser, QStringLiteral("context-window"), &options->contextWindowTokens)) {
        *exitCode = usageError(command, QStringLiteral("--context-window needs a non-negative integer"));
        return false;
    }
    options->model = parser.value(QStringLiteral("model")).trimmed();
    if (parser.isSet(QStringLiteral("no-client-skills")))
        options->clientBuiltins = false;
    if (parser.isSet(QStringLiteral("no-guidance")))
        options->guidance = QString();
    if (parser.isSet(QStringLiteral("guidance-file"))) {
        QFile file(parser.value(QStringLiteral("guidance-file")));
        if (!file.open(QIODevice::ReadOnly)) {
            *exitCode
                = usageError(command, QStringLiteral("cannot read %1: %2").arg(file.fileName(), file.errorString()));
            return false;
        }
        options->guidance = QString::fromUtf8(file.readAll());
    }
    return true;
}

void addCatalogOptions(QCommandLineParser &parser)
{
    parser.addOption({ QStringLiteral("root"), kRootHelp, QStringLiteral("PATH") });
    parser.addOption({ QStringLiteral("message"), QStringLiteral("Latest user message (trpc-go prioritisation)."),
        QStringLiteral("TEXT") });
    parser.addOption({ QStringLiteral("max-desc"),
        QStringLiteral("Description length cap in UTF-16 units (deepseek; user dialects), default 500."),
        QStringLiteral("N") });
    parser.addOption({ QStringLiteral("max-overview"),
        QStringLiteral("trpc-go WithMaxOverviewSkills(N): list N skills, name the rest."), QStringLiteral("N") });
    parser.addOption({ QStringLiteral("no-guidance"), QStringLiteral("trpc-go: omit the tooling guidance block.") });
    parser.addOption({ QStringLiteral("guidance-file"),
        QStringLiteral("trpc-go: use this file's text as the tooling guidance block."), QStringLiteral("FILE") });
    parser.addOption({ QStringLiteral("model"),
        QStringLiteral("claude-code, codex: the model the client runs (its context window, characters per token and "
                       "where the listing goes). Default: the client's default model. report --provider-counts: also "
                       "the model whose tokenizer counts (default: the Anthropic preset's)."),
        QStringLiteral("M") });
    parser.addOption({ QStringLiteral("no-client-skills"),
        QStringLiteral("claude-code, codex, opencode: leave out the client's own skills (they are listed with "
                       "placeholder descriptions of their real lengths).") });
    parser.addOption({ QStringLiteral("dialect-file"),
        QStringLiteral("Load a user dialect file (docs/dialects.md); its name becomes the default "
                       "--dialect."),
        QStringLiteral("FILE") });
}

// Loads --dialect-file and resolves --dialect. Returns the dialect name or "" after printing a usage error.
QString resolveDialect(const QCommandLineParser &parser, const QString &command, const QString &fallback, int *exitCode)
{
    QString dialect = parser.value(QStringLiteral("dialect"));
    if (parser.isSet(QStringLiteral("dialect-file"))) {
        QString error;
        const QString loaded = loadDialectFile(parser.value(QStringLiteral("dialect-file")), &error);
        if (loaded.isEmpty()) {
            *exitCode = usageError(command, error);
            return {};
        }
        if (dialect.isEmpty())
            dialect = loaded;
    }
    if (dialect.isEmpty())
        dialect = fallback;
    if (dialect.isEmpty()) {
        *exitCode = usageError(command,
            QStringLiteral("--dialect is required (one of: %1)").arg(catalogDialectNames().join(QStringLiteral(", "))));
        return {};
    }
    if (!isCatalogDialect(dialect)) {
        *exitCode = usageError(command,
            QStringLiteral("unknown dialect '%1' (one of: %2)")
                .arg(dialect, catalogDialectNames().join(QStringLiteral(", "))));
        return {};
    }
    return dialect;
}

} // namespace

int runCatalog(const QStringList &args)
{
    const QString command = QStringLiteral("catalog");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Print the skill catalog (layer 1) exactly as the chosen framework renders it: the bytes the "
                       "model sees, with no newline added."));
    parser.addOption({ QStringLiteral("dialect"),
        QStringLiteral("agentskills-xml, trpc-go, trpc-python, deepseek, codex, minimal, claude-code, opencode or a "
                       "user dialect."),
        QStringLiteral("NAME") });
    addCatalogOptions(parser);
    parser.addOption({ QStringLiteral("context-window"),
        QStringLiteral("claude-code, codex: budget the listing for this window instead of the model's own (Codex: "
                       "model_context_window)."),
        QStringLiteral("N") });
    parser.addOption(
        { QStringLiteral("replacement"), QStringLiteral("deepseek: print the replacement form (catalog changed).") });
    parser.addOption({ QStringLiteral("list-dialects"), QStringLiteral("Print the dialect names, one per line.") });
    addCalibrationOption(parser);
    if (const auto exitCode = parseCommandLine(parser, command, args))
        return *exitCode;
    if (const auto calibrationExit = readCalibrationOption(parser, command))
        return *calibrationExit;
    int exitCode = 0;
    if (parser.isSet(QStringLiteral("list-dialects"))) {
        if (parser.isSet(QStringLiteral("dialect-file"))
            && resolveDialect(parser, command, QStringLiteral("minimal"), &exitCode).isEmpty())
            return exitCode;
        out() << catalogDialectNames().join(QLatin1Char('\n')) << "\n";
        out().flush();
        return 0;
    }
    const QString dialect = resolveDialect(parser, command, QString(), &exitCode);
    if (dialect.isEmpty())
        return exitCode;
    CatalogOptions options;
    if (!readCatalogOptions(parser, command, &options, &exitCode))
        return exitCode;
    // The real clients do not let one name shadow another the way tRPC-Agent does (docs/dialects.md).
    const CatalogDialectPtr chosen = findCatalogDialect(dialect);
    const bool clientDialect = std::dynamic_pointer_cast<const ClaudeCodeDialect>(chosen)
        || std::dynamic_pointer_cast<const CodexDialect>(chosen)
        || std::dynamic_pointer_cast<const OpencodeDialect>(chosen)
        || std::dynamic_pointer_cast<const GeminiCliDialect>(chosen);
    QList<ReportSkill> skills;
    if (!loadRoots(command, parser.values(QStringLiteral("root")), SkillContent::CatalogOnly, &skills, &exitCode,
            clientDialect))
        return exitCode;
    const QList<CatalogSkill> catalog = catalogSkillsOf(skills);
    const QString text = parser.isSet(QStringLiteral("replacement")) && dialect == QLatin1String("deepseek")
        ? renderDeepseekCatalog(catalog, options, DeepseekCatalogForm::Replacement)
        : renderCatalog(dialect, catalog, options);
    out() << text;
    out().flush();
    return 0;
}

int runReport(const QStringList &args)
{
    const QString command = QStringLiteral("report");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Per-layer token report of a repository: per skill the tokens of its catalog entry, body, docs and declared "
        "tools; layer totals; full injection vs progressive disclosure; the catalog's share of a context window. With "
        "--api anthropic-messages --provider-counts, also Claude's own counts from Anthropic's count_tokens."));
    parser.addOption({ QStringLiteral("dialect"),
        QStringLiteral("Catalog dialect (default %1, as in the window).").arg(defaultCatalogDialect()),
        QStringLiteral("NAME") });
    parser.addOption(
        { QStringLiteral("encoding"), QStringLiteral("o200k_base (default) or cl100k_base."), QStringLiteral("NAME") });
    parser.addOption({ QStringLiteral("format"), QStringLiteral("text (default) or json."), QStringLiteral("FORMAT") });
    addCatalogOptions(parser);
    parser.addOption({ QStringLiteral("context-window"),
        QStringLiteral("Context window in tokens for the catalog share (default %1, as in the window).")
            .arg(kDefaultContextWindowTokens),
        QStringLiteral("N") });
    addApiOption(parser);
    addProviderCountOptions(parser);
    addCalibrationOption(parser);
    if (const auto exitCode = parseCommandLine(parser, command, args))
        return *exitCode;
    if (const auto calibrationExit = readCalibrationOption(parser, command))
        return *calibrationExit;
    std::optional<WireApi> api;
    if (const auto exitCode = readApiOption(parser, command, &api))
        return *exitCode;
    std::optional<ProviderTokenCounter::Config> providerCounts;
    if (const auto exitCode
        = readProviderCountOptions(parser, command, api.value_or(WireApi::ChatCompletions), &providerCounts))
        return *exitCode;
    int exitCode = 0;
    TokenReportOptions options;
    options.dialect = resolveDialect(parser, command, defaultCatalogDialect(), &exitCode);
    if (options.dialect.isEmpty())
        return exitCode;
    if (parser.isSet(QStringLiteral("encoding"))) {
        bool ok = false;
        options.encoding = encodingFromName(parser.value(QStringLiteral("encoding")), &ok);
        if (!ok)
            return usageError(command,
                QStringLiteral("unknown encoding '%1' (o200k_base or cl100k_base)")
                    .arg(parser.value(QStringLiteral("encoding"))));
    }
    const QString format = parser.value(QStringLiteral("format")).isEmpty() ? QStringLiteral("text")
                                                                            : parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(command, QStringLiteral("--format must be text or json"));
    options.catalog.contextWindowTokens = 0;
    if (!readCatalogOptions(parser, command, &options.catalog, &exitCode))
        return exitCode;
    options.contextWindowTokens = parser.isSet(QStringLiteral("context-window")) ? options.catalog.contextWindowTokens
                                                                                 : kDefaultContextWindowTokens;
    options.catalog.contextWindowTokens = 0; // the report measures the whole catalog against the window
    QList<ReportSkill> skills;
    if (!loadRoots(command, parser.values(QStringLiteral("root")), SkillContent::WithDocs, &skills, &exitCode))
        return exitCode;
    const TokenReport report = buildTokenReport(skills, options);
    std::optional<ProviderCounts> counts;
    if (providerCounts) {
        QList<CatalogSkill> catalog;
        for (const ReportSkill &s : skills)
            catalog << s.catalogSkill();
        counts = countWithProvider(*providerCounts, renderCatalog(options.dialect, catalog, options.catalog), skills);
    }
    // What every consumer does with each skill at this context window (the visibility matrix, docs/visibility.md).
    QList<SkillRoot> roots;
    for (const QString &location : parser.values(QStringLiteral("root")))
        roots.append({ location.trimmed(), QStringLiteral("user"), RootScope::Custom });
    if (roots.isEmpty())
        roots.append({ dataDirectory(DataKind::Skills), QStringLiteral("bundled"), RootScope::Bundled });
    // Each client's own window unless --context-window names one.
    const int visibilityWindow = parser.isSet(QStringLiteral("context-window")) ? options.contextWindowTokens : 0;
    const VisibilityResult visibility
        = computeVisibility(scanRoots(roots), visibilitySettingsFromProfiles(visibilityWindow));
    const bool claude = api == WireApi::AnthropicMessages;
    if (format == QLatin1String("json")) {
        QJsonObject o = report.toJson();
        o.insert(QStringLiteral("visibility"), visibility.matrix->summaryJson());
        if (api)
            o.insert(QStringLiteral("api"), wireApiName(*api));
        if (counts)
            o.insert(QStringLiteral("provider_counts"), counts->toJson());
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        out() << report.toText();
        out() << (visibilityWindow > 0 ? QStringLiteral("\nVisibility per consumer at a %L1-token window "
                                                        "(skill-workbench-cli visibility for the reasons and fixes):\n")
                                             .arg(visibilityWindow)
                                       : QStringLiteral("\nVisibility per consumer, each client at its own window "
                                                        "(skill-workbench-cli visibility for the reasons and "
                                                        "fixes):\n"))
              << visibility.matrix->summaryText();
        if (counts)
            out() << counts->toText(report);
        else if (claude)
            out() << QStringLiteral(
                "\nClaude's tokenizer is not public: the counts above are %1. Add --provider-counts "
                "(with a key) for Anthropic's own counts.\n")
                         .arg(encodingName(report.encoding));
        else if (api == WireApi::Gemini)
            out() << QStringLiteral("\nGemini counts with its own tokenizer: the counts above are %1, an approximation "
                                    "of what usageMetadata.promptTokenCount will report.\n")
                         .arg(encodingName(report.encoding));
    }
    out().flush();
    return counts && !counts->problems.isEmpty() ? 1 : 0;
}

} // namespace sw::cli
