// The validator's entry points: runs the selected rule sets and reads a skill from disk for validation.
#include "skill/validator.h"

#include "common/backgroundpool.h"

#include "skill/validatorrules.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

namespace sw {
namespace detail {

int codePointCount(const QString &text)
{
    int n = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
        ++n;
    }
    return n;
}

SourcePosition keyPosition(const SkillDocument &document, const QString &key)
{
    if (const FrontmatterEntry *entry = document.entry(key))
        return entry->keyPosition;
    return document.startsWithFrontmatter ? document.frontmatterStart : SourcePosition { 1, 1 };
}

QString pythonListRepr(const QStringList &names)
{
    QStringList quoted;
    for (const QString &n : names)
        quoted << u'\'' + n + u'\'';
    return u'[' + quoted.join(QStringLiteral(", ")) + u']';
}

const QStringList &specFields()
{
    static const QStringList fields = { QStringLiteral("allowed-tools"), QStringLiteral("compatibility"),
        QStringLiteral("description"), QStringLiteral("license"), QStringLiteral("metadata"), QStringLiteral("name") };
    return fields;
}

} // namespace detail

QList<Diagnostic> validateSkill(const SkillDocument &document, const SkillFolderInventory &inventory, RuleSets rules,
    const ValidationContext &context)
{
    detail::DiagnosticSink sink(document.filePath);
    if (rules.testFlag(RuleSet::Spec))
        detail::checkSpec(document, sink);
    if (rules.testFlag(RuleSet::Claude))
        detail::checkClaude(document, rules.testFlag(RuleSet::Spec), sink);
    if (rules.testFlag(RuleSet::ClaudeCode))
        detail::checkClaudeCode(document, sink);
    if (rules.testFlag(RuleSet::Codex))
        detail::checkCodex(document, sink);
    if (rules.testFlag(RuleSet::Trpc))
        detail::checkTrpc(document, context, sink);
    if (rules.testFlag(RuleSet::Advice))
        detail::checkAdvice(document, inventory, context, sink);
    return sink.take();
}

bool SkillValidation::isValid() const
{
    return !hasErrors(diagnostics);
}

SkillValidation validateSkillAt(const QString &path, RuleSets rules, const ValidationContext &context)
{
    SkillValidation result;
    const QFileInfo info(path);
    result.folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    QString error;
    const std::optional<SkillDocument> document = readSkillDocument(path, &error);
    if (!document) {
        const bool missingFile = info.isDir() && error == QLatin1String("Missing required file: SKILL.md");
        result.ioError = !missingFile;
        result.name = QDir(result.folder).dirName();
        result.diagnostics.append(Diagnostic {
            missingFile ? QStringLiteral("spec/skill-md-missing") : QStringLiteral("io/read-failed"), Severity::Error,
            missingFile ? result.folder : info.absoluteFilePath(), 0, 0, error, {},
            missingFile ? detail::text("spec/skill-md-missing") : detail::text("io/read-failed", { error }), {}, {} });
        return result;
    }
    result.skillMdPath = document->filePath;
    result.name = document->name().trimmed().isEmpty() ? document->lenient.name : document->name().trimmed();
    result.trpcName = document->lenient.name;
    const SkillFolderInventory inventory
        = rules.testFlag(RuleSet::Advice) ? inventorySkillFolder(result.folder, &*document) : SkillFolderInventory {};
    result.diagnostics = validateSkill(*document, inventory, rules, context);
    return result;
}

namespace {

// Validates a discovered skill folder: no stat, the folder's file list reused.
SkillValidation validateDiscovered(const DiscoveredSkill &skill, RuleSets rules, const ValidationContext &context)
{
    SkillValidation result;
    result.folder = skill.folder;
    QString error;
    const std::optional<SkillDocument> document = readSkillDocumentInFolder(skill.folder, &error);
    if (!document) {
        result.name = skill.folder.sliced(skill.folder.lastIndexOf(u'/') + 1);
        result.ioError = error != QLatin1String("Missing required file: SKILL.md");
        result.diagnostics.append(
            Diagnostic { result.ioError ? QStringLiteral("io/read-failed") : QStringLiteral("spec/skill-md-missing"),
                Severity::Error, skill.folder, 0, 0, error, {},
                result.ioError ? detail::text("io/read-failed", { error }) : detail::text("spec/skill-md-missing"), {},
                {} });
        return result;
    }
    result.skillMdPath = document->filePath;
    result.name = document->name().trimmed().isEmpty() ? document->lenient.name : document->name().trimmed();
    result.trpcName = document->lenient.name;
    const SkillFolderInventory inventory = rules.testFlag(RuleSet::Advice)
        ? inventorySkillFolder(skill.folder, &*document, &skill.files)
        : SkillFolderInventory {};
    result.diagnostics = validateSkill(*document, inventory, rules, context);
    return result;
}

// Adds tRPC name collisions: skills tRPC-Agent would give the same name are validated again with the others'
// folders in their context.
template<typename Revalidate>
void addCollisions(QList<SkillValidation> &results, const ValidationContext &context, Revalidate revalidate)
{
    QHash<QString, QList<qsizetype>> byName;
    for (qsizetype i = 0; i < results.size(); ++i)
        if (!results[i].trpcName.isEmpty())
            byName[results[i].trpcName].append(i);
    for (const QList<qsizetype> &group : std::as_const(byName)) {
        if (group.size() < 2)
            continue;
        for (qsizetype i : group) {
            ValidationContext withOthers = context;
            for (qsizetype j : group)
                if (j != i)
                    withOthers.collidingRoots.append(results[j].folder);
            results[i] = revalidate(i, withOthers);
        }
    }
}

} // namespace

QList<SkillValidation> validateSkills(const QStringList &paths, RuleSets rules, const ValidationContext &context)
{
    QList<SkillValidation> results(paths.size());
    SkillValidation *out = results.data();
    parallelFor(paths.size(), [&](qsizetype i) { out[i] = validateSkillAt(paths[i], rules, context); });
    if (rules.testFlag(RuleSet::Trpc))
        addCollisions(results, context, [&](qsizetype i, const ValidationContext &withOthers) {
            return validateSkillAt(paths[i], rules, withOthers);
        });
    return results;
}

QList<SkillValidation> validateSkills(
    const QList<DiscoveredSkill> &skills, RuleSets rules, const ValidationContext &context)
{
    QList<SkillValidation> results(skills.size());
    SkillValidation *out = results.data();
    parallelFor(skills.size(), [&](qsizetype i) { out[i] = validateDiscovered(skills[i], rules, context); });
    if (rules.testFlag(RuleSet::Trpc))
        addCollisions(results, context, [&](qsizetype i, const ValidationContext &withOthers) {
            return validateDiscovered(skills[i], rules, withOthers);
        });
    return results;
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

std::optional<RuleSets> parseRuleSets(const QString &text)
{
    RuleSets sets;
    const QStringList parts = text.split(u',', Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return std::nullopt;
    for (const QString &raw : parts) {
        const QString part = raw.trimmed().toLower();
        if (part == QLatin1String("spec"))
            sets |= RuleSet::Spec;
        else if (part == QLatin1String("claude-upload") || part == QLatin1String("claude"))
            sets |= RuleSet::Claude;
        else if (part == QLatin1String("claude-code"))
            sets |= RuleSet::ClaudeCode;
        else if (part == QLatin1String("codex"))
            sets |= RuleSet::Codex;
        else if (part == QLatin1String("trpc"))
            sets |= RuleSet::Trpc;
        else if (part == QLatin1String("advice"))
            sets |= RuleSet::Advice;
        else if (part == QLatin1String("all"))
            sets |= allRuleSets();
        else
            return std::nullopt;
    }
    return sets;
}

QStringList ruleSetNames()
{
    return { QStringLiteral("spec"), QStringLiteral("claude-upload"), QStringLiteral("claude-code"),
        QStringLiteral("codex"), QStringLiteral("trpc"), QStringLiteral("advice") };
}

bool hasErrors(const QList<Diagnostic> &diagnostics)
{
    return std::any_of(
        diagnostics.cbegin(), diagnostics.cend(), [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

} // namespace sw
