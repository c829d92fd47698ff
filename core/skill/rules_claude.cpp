// The `claude` rule set: Anthropic's checks (PROTOCOL.md 1.3). skill-creator's quick_validate.py (PyYAML types,
// first error only, its verbatim messages) when the spec set is not selected; with the spec set only the rules
// Claude adds: ASCII kebab-case names, no angle brackets in the description, no "anthropic"/"claude" in the
// name, and PyYAML's typing of unquoted scalars (`name: 123` is an int).
#include "skill/validatorrules.h"
#include "skill/yamlmistakes.h"

namespace sw::detail {
namespace {

using Kind = FrontmatterValue::Kind;

// The Python type PyYAML's safe_load gives a value.
QString pyYamlType(const FrontmatterValue &value)
{
    switch (value.kind) {
    case Kind::Null:
        return QStringLiteral("NoneType");
    case Kind::Sequence:
        return QStringLiteral("list");
    case Kind::Map:
        return QStringLiteral("dict");
    case Kind::Scalar:
        break;
    }
    if (!value.plainNonString || !value.tag.isEmpty())
        return QStringLiteral("str");
    static const QStringList bools = { "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False",
        "FALSE", "on", "On", "ON", "off", "Off", "OFF" };
    if (bools.contains(value.text))
        return QStringLiteral("bool");
    if (value.text.size() == 1 && QStringLiteral("yYnN").contains(value.text))
        return QStringLiteral("str"); // PyYAML does not resolve y/n
    bool isInt = false;
    value.text.toLongLong(&isInt, 0);
    if (isInt || value.text.startsWith(QLatin1String("0o")) || value.text.startsWith(QLatin1String("0b")))
        return QStringLiteral("int");
    return QStringLiteral("float");
}

bool isKebabAscii(const QString &name)
{
    for (QChar c : name)
        if (!((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-'))
            return false;
    return !name.isEmpty();
}

QString kebabSuggestion(const QString &name)
{
    QString out;
    for (QChar c : name.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            out.append(c);
        else if (!out.endsWith(u'-'))
            out.append(u'-');
    }
    while (out.startsWith(u'-'))
        out.remove(0, 1);
    while (out.endsWith(u'-'))
        out.chop(1);
    return out;
}

// quick_validate.py's checks up to its first failure; returns false when it stopped.
bool quickValidate(const SkillDocument &doc, DiagnosticSink &sink)
{
    const SourcePosition top { 1, 1 };
    auto fail = [&](const char *rule, SourcePosition at, const DiagnosticText &message) {
        sink.add(QLatin1String(rule), Severity::Error, at, message);
        return false;
    };
    if (!doc.startsWithFrontmatter || doc.hadBom)
        return fail("claude-upload/frontmatter-missing", top, text("claude-upload/frontmatter-missing"));
    if (!doc.frontmatterClosed)
        return fail("claude-upload/frontmatter-format", top, text("claude-upload/frontmatter-format"));
    if (doc.yamlError) {
        const YamlMistake mistake = explainYamlError(*doc.yamlError, doc);
        sink.addWithEnglish(sink.file(), QStringLiteral("claude-upload/yaml-invalid"), Severity::Error,
            mistake.position, englishText(text("claude-upload/yaml-invalid", { englishText(mistake.message) })),
            mistake.message, mistake.hint, mistake.fixes);
        return false;
    }
    if (!doc.frontmatterIsMapping)
        return fail("claude-upload/frontmatter-not-dict", { 2, 1 }, text("claude-upload/frontmatter-not-dict"));
    QStringList unexpected;
    const FrontmatterEntry *first = nullptr;
    for (const FrontmatterEntry &e : doc.frontmatter)
        if (!specFields().contains(e.key) && !unexpected.contains(e.key)) {
            unexpected << e.key;
            first = first ? first : &e;
        }
    if (!unexpected.isEmpty()) {
        unexpected.sort();
        return fail("claude-upload/unexpected-keys", first->keyPosition,
            text("claude-upload/unexpected-keys",
                { unexpected.join(QStringLiteral(", ")), specFields().join(QStringLiteral(", ")) }));
    }
    const FrontmatterEntry *name = doc.entry(QStringLiteral("name"));
    const FrontmatterEntry *description = doc.entry(QStringLiteral("description"));
    if (!name)
        return fail("claude-upload/name-missing", doc.frontmatterStart, text("claude-upload/name-missing"));
    if (!description)
        return fail(
            "claude-upload/description-missing", doc.frontmatterStart, text("claude-upload/description-missing"));
    return true;
}

} // namespace

void checkClaude(const SkillDocument &doc, bool alongsideSpec, DiagnosticSink &sink)
{
    if (!alongsideSpec && !quickValidate(doc, sink))
        return;
    if (alongsideSpec && !doc.frontmatterIsMapping)
        return; // the spec set already reported why the frontmatter cannot be read

    if (const FrontmatterEntry *entry = doc.entry(QStringLiteral("name"))) {
        const QString type = pyYamlType(entry->value);
        const bool reportNull = !alongsideSpec || entry->value.kind != Kind::Null;
        if (type != QLatin1String("str") && reportNull) {
            sink.add(QStringLiteral("claude-upload/name-type"), Severity::Error, entry->value.position,
                text("claude-upload/name-type", { type }),
                entry->value.kind == Kind::Scalar ? text("claude-upload/name-type.hint", { entry->value.text })
                                                  : DiagnosticText());
        } else if (type == QLatin1String("str")) {
            const QString name = entry->value.text.trimmed();
            if (!name.isEmpty() && !isKebabAscii(name))
                sink.add(QStringLiteral("claude-upload/name-kebab-case"), Severity::Error, entry->value.position,
                    text("claude-upload/name-kebab-case", { name }),
                    kebabSuggestion(name).isEmpty() ? DiagnosticText()
                                                    : text("spec/name.hint.use", { kebabSuggestion(name) }));
            if (!alongsideSpec && !name.isEmpty()
                && (name.startsWith(u'-') || name.endsWith(u'-') || name.contains(QLatin1String("--"))))
                sink.add(QStringLiteral("claude-upload/name-hyphens"), Severity::Error, entry->value.position,
                    text("claude-upload/name-hyphens", { name }));
            if (!alongsideSpec && name.size() > 64)
                sink.add(QStringLiteral("claude-upload/name-too-long"), Severity::Error, entry->value.position,
                    text("claude-upload/name-too-long", { QString::number(codePointCount(name)) }));
            const QString lower = name.toLower();
            if (lower.contains(QLatin1String("anthropic")) || lower.contains(QLatin1String("claude")))
                sink.add(QStringLiteral("claude-upload/name-reserved-word"), Severity::Error, entry->value.position,
                    text("claude-upload/name-reserved-word", { name }));
        }
    }
    if (const FrontmatterEntry *entry = doc.entry(QStringLiteral("description"))) {
        const QString type = pyYamlType(entry->value);
        const bool reportNull = !alongsideSpec || entry->value.kind != Kind::Null;
        if (type != QLatin1String("str") && reportNull) {
            sink.add(QStringLiteral("claude-upload/description-type"), Severity::Error, entry->value.position,
                text("claude-upload/description-type", { type }));
        } else if (type == QLatin1String("str")) {
            const QString description = entry->value.text.trimmed();
            if (description.contains(u'<') || description.contains(u'>'))
                sink.add(QStringLiteral("claude-upload/description-angle-brackets"), Severity::Error,
                    entry->value.position, text("claude-upload/description-angle-brackets"),
                    text("claude-upload/description-angle-brackets.hint"));
            if (!alongsideSpec && codePointCount(description) > 1024)
                sink.add(QStringLiteral("claude-upload/description-too-long"), Severity::Error, entry->value.position,
                    text("claude-upload/description-too-long", { QString::number(codePointCount(description)) }));
        }
    }
    if (const FrontmatterEntry *entry = doc.entry(QStringLiteral("compatibility")); entry && !alongsideSpec) {
        const QString type = pyYamlType(entry->value);
        if (type != QLatin1String("str"))
            sink.add(QStringLiteral("claude-upload/compatibility-type"), Severity::Error, entry->value.position,
                text("claude-upload/compatibility-type", { type }));
        else if (entry->value.text.isEmpty())
            sink.add(QStringLiteral("claude-upload/compatibility-empty"), Severity::Error, entry->value.position,
                text("claude-upload/compatibility-empty"));
        else if (codePointCount(entry->value.text) > 500)
            sink.add(QStringLiteral("claude-upload/compatibility-too-long"), Severity::Error, entry->value.position,
                text("claude-upload/compatibility-too-long", { QString::number(codePointCount(entry->value.text)) }));
    }
}

} // namespace sw::detail
