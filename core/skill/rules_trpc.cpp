// The `trpc` rule set: how tRPC-Agent will read the skill (PROTOCOL.md section 2). tRPC-Agent-Go reads the
// frontmatter line by line (quotes kept, name defaulted to the folder, missing description = ""); tRPC-Agent-
// Python uses yaml.safe_load and drops the whole frontmatter when it fails; both keep the first skill of a name.
#include "skill/validatorrules.h"
#include "skill/yamlmistakes.h"

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

DiagnosticText whyNoGoFrontmatter(const SkillDocument &doc)
{
    if (doc.hadBom)
        return text("trpc/no-frontmatter.hint.bom");
    if (doc.startsWithFrontmatter && !doc.raw.startsWith("---\n") && !doc.raw.startsWith("---\r\n"))
        return text("trpc/no-frontmatter.hint.first-line");
    if (doc.frontmatterClosed)
        return text("trpc/no-frontmatter.hint.closing");
    return text("trpc/no-frontmatter.hint.start");
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
            text("trpc/no-frontmatter", { go.name }), whyNoGoFrontmatter(doc));
    } else {
        const std::optional<QString> name = go.field(QStringLiteral("name"));
        const std::optional<QString> description = go.field(QStringLiteral("description"));
        if (name && isQuoted(name->trimmed()))
            sink.add(QStringLiteral("trpc/quotes-kept"), Severity::Warning, fieldPosition(doc, QStringLiteral("name")),
                text("trpc/quotes-kept.name", { name->trimmed() }), text("trpc/quotes-kept.name.hint"));
        if (description && isQuoted(*description))
            sink.add(QStringLiteral("trpc/quotes-kept"), Severity::Warning,
                fieldPosition(doc, QStringLiteral("description")),
                text("trpc/quotes-kept.description", { QString(description->front()) }),
                text("trpc/quotes-kept.description.hint"));
        if (go.nameDefaulted)
            sink.add(QStringLiteral("trpc/name-defaulted"), Severity::Info, fieldPosition(doc, QStringLiteral("name")),
                text("trpc/name-defaulted", { go.name }), text("trpc/name-defaulted.hint", { go.name }));
        if (!description || description->trimmed().isEmpty())
            sink.add(QStringLiteral("trpc/description-missing"), Severity::Warning,
                fieldPosition(doc, QStringLiteral("description")), text("trpc/description-missing", { go.name }),
                text("spec/description-missing.hint"));

        if (doc.frontmatterIsMapping) {
            const QString strictName = doc.name().trimmed();
            if (!go.nameDefaulted && !strictName.isEmpty() && !isQuoted(go.name) && go.name != strictName)
                sink.add(QStringLiteral("trpc/name-differs"), Severity::Warning,
                    fieldPosition(doc, QStringLiteral("name")), text("trpc/name-differs", { go.name, strictName }));
            const QString strictDescription = doc.description();
            if (description && !description->isEmpty() && !isQuoted(*description)
                && description->trimmed() != strictDescription.trimmed())
                sink.add(QStringLiteral("trpc/description-differs"), Severity::Warning,
                    fieldPosition(doc, QStringLiteral("description")),
                    text("trpc/description-differs", { shortened(*description), shortened(strictDescription) }),
                    text("trpc/description-differs.hint"));
        }
        if (doc.yamlError && go.hasFrontmatter)
            sink.add(QStringLiteral("trpc/python-yaml-invalid"), Severity::Warning,
                explainYamlError(*doc.yamlError, doc).position,
                text("trpc/python-yaml-invalid", { doc.folderName, go.name, shortened(go.description) }),
                text("trpc/python-yaml-invalid.hint"));
    }
    if (!context.collidingRoots.isEmpty())
        sink.add(QStringLiteral("trpc/name-collision"), Severity::Warning, fieldPosition(doc, QStringLiteral("name")),
            text("trpc/name-collision", { go.name, context.collidingRoots.join(QStringLiteral(", ")) }),
            text("trpc/name-collision.hint"));
}

} // namespace sw::detail
