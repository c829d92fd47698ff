// The `trpc` rule set: how tRPC-Agent will read the skill (PROTOCOL.md section 2). tRPC-Agent-Go reads the
// frontmatter line by line (quotes kept, name defaulted to the folder, missing description = ""); tRPC-Agent-
// Python uses yaml.safe_load and drops the whole frontmatter when it fails; both keep the first skill of a name.
#include "skill/validatorrules.h"

namespace sw::detail {
namespace {

bool isQuoted(const QString &value)
{
    return value.size() >= 2
        && ((value.startsWith(u'"') && value.endsWith(u'"')) || (value.startsWith(u'\'') && value.endsWith(u'\'')));
}

QString shortened(const QString &text)
{
    QString oneLine = text.simplified();
    return oneLine.size() > 80 ? oneLine.first(77) + QStringLiteral("...") : oneLine;
}

QString whyNoGoFrontmatter(const SkillDocument &doc)
{
    if (doc.hadBom)
        return QStringLiteral("Remove the UTF-8 byte order mark before the opening ---");
    if (doc.startsWithFrontmatter && !doc.raw.startsWith("---\n") && !doc.raw.startsWith("---\r\n"))
        return QStringLiteral("Make the first line exactly --- (no trailing spaces)");
    if (doc.frontmatterClosed)
        return QStringLiteral("Make the closing line exactly --- followed by a line break");
    return QStringLiteral("Start the file with a --- line and close the frontmatter with a --- line");
}

// Where a field is: the strict reading's key when it has one, else the line tRPC-Agent-Go read it from.
SourcePosition fieldPosition(const SkillDocument &doc, const QString &key)
{
    if (!doc.entry(key) && doc.lenient.fieldLine(key) > 0)
        return { doc.lenient.fieldLine(key), 1 };
    return keyPosition(doc, key);
}

} // namespace

void checkTrpc(const SkillDocument &doc, const ValidationContext &context, DiagnosticSink &sink)
{
    const LenientReading &go = doc.lenient;
    const SourcePosition top { 1, 1 };
    if (!go.hasFrontmatter) {
        sink.add(QStringLiteral("trpc/no-frontmatter"), Severity::Warning, top,
            QStringLiteral("tRPC-Agent-Go finds no frontmatter: it names the skill '%1' after its folder, gives it an "
                           "empty description and sends the whole file as the body")
                .arg(go.name),
            whyNoGoFrontmatter(doc));
    } else {
        const std::optional<QString> name = go.field(QStringLiteral("name"));
        const std::optional<QString> description = go.field(QStringLiteral("description"));
        if (name && isQuoted(name->trimmed()))
            sink.add(QStringLiteral("trpc/quotes-kept"), Severity::Warning, fieldPosition(doc, QStringLiteral("name")),
                QStringLiteral("tRPC-Agent-Go keeps the quotes: it reads the name as %1").arg(name->trimmed()),
                QStringLiteral("Remove the quotes around the name"));
        if (description && isQuoted(*description))
            sink.add(QStringLiteral("trpc/quotes-kept"), Severity::Warning,
                fieldPosition(doc, QStringLiteral("description")),
                QStringLiteral("tRPC-Agent-Go keeps the quotes: the description it lists starts with %1")
                    .arg(description->front()),
                QStringLiteral("Remove the quotes, or use a block scalar (description: >-) for text with ': '"));
        if (go.nameDefaulted)
            sink.add(QStringLiteral("trpc/name-defaulted"), Severity::Info, fieldPosition(doc, QStringLiteral("name")),
                QStringLiteral("tRPC-Agent-Go names this skill '%1' after its folder: the frontmatter has no name")
                    .arg(go.name),
                QStringLiteral("Add name: %1").arg(go.name));
        if (!description || description->trimmed().isEmpty())
            sink.add(QStringLiteral("trpc/description-missing"), Severity::Warning,
                fieldPosition(doc, QStringLiteral("description")),
                QStringLiteral("tRPC-Agent-Go lists this skill with an empty description (\"- %1: \")").arg(go.name),
                QStringLiteral("Add description: saying what the skill does and when to use it"));

        if (doc.frontmatterIsMapping) {
            const QString strictName = doc.name().trimmed();
            if (!go.nameDefaulted && !strictName.isEmpty() && !isQuoted(go.name) && go.name != strictName)
                sink.add(QStringLiteral("trpc/name-differs"), Severity::Warning,
                    fieldPosition(doc, QStringLiteral("name")),
                    QStringLiteral("tRPC-Agent-Go reads the name as '%1', strict YAML as '%2'")
                        .arg(go.name, strictName));
            const QString strictDescription = doc.description();
            if (description && !description->isEmpty() && !isQuoted(*description)
                && description->trimmed() != strictDescription.trimmed())
                sink.add(QStringLiteral("trpc/description-differs"), Severity::Warning,
                    fieldPosition(doc, QStringLiteral("description")),
                    QStringLiteral("tRPC-Agent-Go reads the description as '%1', strict YAML as '%2'")
                        .arg(shortened(*description), shortened(strictDescription)),
                    QStringLiteral("Write the description on one line, or as a block scalar (description: >-)"));
        }
        if (doc.yamlError && go.hasFrontmatter)
            sink.add(QStringLiteral("trpc/python-yaml-invalid"), Severity::Warning, doc.yamlError->position,
                QStringLiteral("tRPC-Agent-Python cannot parse this frontmatter as YAML: it names the skill '%1' "
                               "after its folder with no description; tRPC-Agent-Go reads it line by line as name "
                               "'%2', description '%3'")
                    .arg(doc.folderName, go.name, shortened(go.description)),
                QStringLiteral("Quote values that contain ': ' or use a block scalar"));
    }
    if (!context.collidingRoots.isEmpty())
        sink.add(QStringLiteral("trpc/name-collision"), Severity::Warning, fieldPosition(doc, QStringLiteral("name")),
            QStringLiteral("Another skill named '%1' exists in %2; tRPC-Agent keeps the first one found (earlier root "
                           "first)")
                .arg(go.name, context.collidingRoots.join(QStringLiteral(", "))),
            QStringLiteral("Rename one of the skills"));
}

} // namespace sw::detail
