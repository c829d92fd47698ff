// The `spec` rule set: the Agent Skills specification as the reference validator skills-ref (v0.1.0) reads it,
// with its verbatim messages and check order (PROTOCOL.md 1.1-1.2). Parse problems stop the checks, as in
// skills-ref. Where skills-ref contradicts the specification's text the spec wins (docs/validation.md).
#include "skill/validatorrules.h"
#include "skill/yamlmistakes.h"

namespace sw::detail {
namespace {

using Kind = FrontmatterValue::Kind;

constexpr int kMaxNameLength = 64;
constexpr int kMaxDescriptionLength = 1024;
constexpr int kMaxCompatibilityLength = 500;

// strictyaml refuses flow style, anchors/aliases and explicit tags anywhere in the document. They are valid YAML
// and the specification says nothing against them, so they are warnings: skills-ref alone refuses the file.
void checkStrictYamlSubset(const FrontmatterValue &value, DiagnosticSink &sink)
{
    if (value.flowStyle) {
        const bool map = value.kind == Kind::Map;
        sink.add(QStringLiteral("spec/yaml-flow-style"), Severity::Warning, value.position,
            text(map ? "spec/yaml-flow-style.map" : "spec/yaml-flow-style.seq"),
            text(map ? "spec/yaml-flow-style.map.hint" : "spec/yaml-flow-style.seq.hint"));
    }
    if (value.anchored)
        sink.add(QStringLiteral("spec/yaml-anchor"), Severity::Warning, value.position, text("spec/yaml-anchor"),
            text("spec/yaml-anchor.hint"));
    if (!value.tag.isEmpty())
        sink.add(QStringLiteral("spec/yaml-tag"), Severity::Warning, value.position,
            text("spec/yaml-tag", { value.tag }), text("spec/yaml-tag.hint"));
    for (const FrontmatterValue &item : value.items)
        checkStrictYamlSubset(item, sink);
    for (const FrontmatterEntry &entry : value.entries)
        checkStrictYamlSubset(entry.value, sink);
}

// skills-ref sees every scalar as a string (strictyaml); null values are their source text.
std::optional<QString> asString(const FrontmatterValue &value)
{
    if (value.kind == Kind::Scalar || value.kind == Kind::Null)
        return value.text;
    return std::nullopt;
}

QString suggestedName(const QString &name)
{
    QString out;
    for (QChar c : name.toLower()) {
        if (c.isLetterOrNumber())
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

// The quick fix of an invalid name: the name's value (plain or quoted, on its line) replaced by `suggestion`, when
// that is a valid name. None when the value cannot be found verbatim on its line (escapes, block scalars).
QList<DiagnosticFix> nameFixes(
    const SkillDocument &doc, const FrontmatterEntry &entry, const QString &raw, const QString &suggestion)
{
    if (suggestion.isEmpty() || entry.value.blockScalar || entry.value.position.line < 1)
        return {};
    QByteArray bytes = doc.raw;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    const QList<QByteArray> lines = bytes.split('\n');
    if (entry.value.position.line > lines.size())
        return {};
    QByteArray line = lines.at(entry.value.position.line - 1);
    if (line.endsWith('\r'))
        line.chop(1);
    const qsizetype from = entry.value.position.column - 1;
    if (from < 0 || from > line.size())
        return {};
    const QByteArray rest = line.mid(from);
    const QByteArray written = raw.toUtf8();
    qsizetype span = -1;
    if (!entry.value.quoted && rest.startsWith(written))
        span = written.size();
    else if (entry.value.quoted && rest.size() >= written.size() + 2 && (rest.at(0) == '"' || rest.at(0) == '\'')
        && rest.mid(1).startsWith(written) && rest.at(written.size() + 1) == rest.at(0))
        span = written.size() + 2;
    if (span < 0)
        return {};
    DiagnosticFix fix;
    fix.labelText = text("spec/fix.use-name", { suggestion });
    fix.edits = { TextEdit {
        entry.value.position.line, int(from) + 1, entry.value.position.line, int(from + span) + 1, suggestion } };
    return { fix };
}

void checkName(const SkillDocument &doc, const FrontmatterEntry &entry, DiagnosticSink &sink)
{
    const SourcePosition at = entry.value.position;
    const std::optional<QString> raw = asString(entry.value);
    if (!raw || raw->trimmed().isEmpty()) {
        sink.add(QStringLiteral("spec/name-empty"), Severity::Error, at, text("spec/name-empty"),
            doc.folderName.isEmpty() ? DiagnosticText() : text("spec/name-empty.hint", { doc.folderName }));
        return;
    }
    const QString name = raw->trimmed().normalized(QString::NormalizationForm_KC);
    const int length = codePointCount(name);
    bool invalidCharacters = false;
    for (char32_t c : name.toUcs4())
        invalidCharacters = invalidCharacters || !(QChar::isLetterOrNumber(c) || c == U'-');
    const bool valid = length <= kMaxNameLength && name == name.toLower() && !name.startsWith(u'-')
        && !name.endsWith(u'-') && !name.contains(QLatin1String("--")) && !invalidCharacters;
    // One valid kebab-case name for every hint and quick fix of an invalid name (so "Bad_Name" is told to use
    // "bad-name", not "bad_name", which is still invalid).
    QString suggestion = suggestedName(name).left(kMaxNameLength);
    while (suggestion.endsWith(u'-'))
        suggestion.chop(1);
    const QList<DiagnosticFix> fixes = valid ? QList<DiagnosticFix>() : nameFixes(doc, entry, *raw, suggestion);
    if (length > kMaxNameLength)
        sink.add(QStringLiteral("spec/name-too-long"), Severity::Error, at,
            text("spec/name-too-long", { name, QString::number(kMaxNameLength), QString::number(length) }),
            suggestion.isEmpty() ? DiagnosticText() : text("spec/name.hint.use", { suggestion }), fixes);
    if (name != name.toLower())
        sink.add(QStringLiteral("spec/name-lowercase"), Severity::Error, at, text("spec/name-lowercase", { name }),
            text("spec/name.hint.use", { suggestion }), fixes);
    if (name.startsWith(u'-') || name.endsWith(u'-'))
        sink.add(QStringLiteral("spec/name-hyphen-edge"), Severity::Error, at, text("spec/name-hyphen-edge"),
            text("spec/name.hint.use", { suggestion }), fixes);
    if (name.contains(QLatin1String("--")))
        sink.add(QStringLiteral("spec/name-consecutive-hyphens"), Severity::Error, at,
            text("spec/name-consecutive-hyphens"), text("spec/name.hint.use", { suggestion }), fixes);
    if (invalidCharacters)
        sink.add(QStringLiteral("spec/name-invalid-characters"), Severity::Error, at,
            text("spec/name-invalid-characters", { name }), text("spec/name.hint.use", { suggestion }), fixes);
    if (!doc.folderName.isEmpty() && doc.folderName.normalized(QString::NormalizationForm_KC) != name)
        sink.add(QStringLiteral("spec/name-folder-mismatch"), Severity::Error, at,
            text("spec/name-folder-mismatch", { doc.folderName, name }),
            // A folder is never to be renamed to an invalid name: then the hint is to set the name.
            valid ? text("spec/name-folder-mismatch.hint", { name, doc.folderName })
                  : text("spec/name-empty.hint", { doc.folderName }));
}

void checkDescription(const FrontmatterEntry &entry, DiagnosticSink &sink)
{
    const SourcePosition at = entry.value.position;
    const std::optional<QString> value = asString(entry.value);
    if (!value || value->trimmed().isEmpty()) {
        sink.add(QStringLiteral("spec/description-empty"), Severity::Error, at, text("spec/description-empty"),
            text("spec/description-empty.hint"));
        return;
    }
    const int length = codePointCount(*value);
    if (length > kMaxDescriptionLength)
        sink.add(QStringLiteral("spec/description-too-long"), Severity::Error, at,
            text("spec/description-too-long", { QString::number(kMaxDescriptionLength), QString::number(length) }),
            text("spec/description-too-long.hint", { QString::number(length - kMaxDescriptionLength) }));
}

void checkCompatibility(const FrontmatterEntry &entry, DiagnosticSink &sink)
{
    const SourcePosition at = entry.value.position;
    const std::optional<QString> value = asString(entry.value);
    if (!value) {
        sink.add(QStringLiteral("spec/compatibility-type"), Severity::Error, at, text("spec/compatibility-type"));
        return;
    }
    const int length = codePointCount(*value);
    if (length == 0) // the spec requires 1-500 characters; skills-ref accepts ""
        sink.add(QStringLiteral("spec/compatibility-empty"), Severity::Error, at, text("spec/compatibility-empty"),
            text("spec/compatibility-empty.hint"));
    if (length > kMaxCompatibilityLength)
        sink.add(QStringLiteral("spec/compatibility-too-long"), Severity::Error, at,
            text("spec/compatibility-too-long", { QString::number(kMaxCompatibilityLength), QString::number(length) }),
            text("spec/compatibility-too-long.hint", { QString::number(length - kMaxCompatibilityLength) }));
}

// The spec says metadata is a map from string keys to string values; skills-ref v0.1.0 does not check it.
void checkMetadata(const FrontmatterEntry &entry, DiagnosticSink &sink)
{
    const FrontmatterValue &value = entry.value;
    if (value.kind == Kind::Null)
        return;
    if (value.kind != Kind::Map) {
        sink.add(QStringLiteral("spec/metadata-not-map"), Severity::Error, value.position,
            text("spec/metadata-not-map"), text("spec/metadata-not-map.hint"));
        return;
    }
    for (const FrontmatterEntry &item : value.entries) {
        if (item.value.kind == Kind::Map || item.value.kind == Kind::Sequence)
            sink.add(QStringLiteral("spec/metadata-value-not-string"), Severity::Error, item.value.position,
                text("spec/metadata-value-not-string", { item.key }), text("spec/metadata-value-not-string.hint"));
    }
}

// The spec describes allowed-tools as a space-separated string; a list is accepted by newer skills-ref.
void checkAllowedTools(const FrontmatterEntry &entry, DiagnosticSink &sink)
{
    const FrontmatterValue &value = entry.value;
    if (value.kind != Kind::Sequence && value.kind != Kind::Map)
        return;
    QStringList names;
    for (const FrontmatterValue &item : value.items)
        names << item.text;
    sink.add(QStringLiteral("spec/allowed-tools-not-string"), Severity::Warning, value.position,
        text("spec/allowed-tools-not-string"),
        value.kind == Kind::Sequence ? text("spec/allowed-tools-not-string.hint", { names.join(u' ') })
                                     : DiagnosticText());
}

} // namespace

void checkSpec(const SkillDocument &doc, DiagnosticSink &sink)
{
    const SourcePosition top { 1, 1 };
    if (!doc.validUtf8) {
        sink.add(
            QStringLiteral("spec/encoding"), Severity::Error, top, text("spec/encoding"), text("spec/encoding.hint"));
        return;
    }
    if (!doc.startsWithFrontmatter || doc.hadBom) {
        sink.add(QStringLiteral("spec/frontmatter-start"), Severity::Error, top, text("spec/frontmatter-start"),
            text(doc.hadBom ? "spec/frontmatter-start.hint.bom" : "spec/frontmatter-start.hint"));
        return;
    }
    if (!doc.frontmatterClosed) {
        sink.add(QStringLiteral("spec/frontmatter-unclosed"), Severity::Error, top, text("spec/frontmatter-unclosed"),
            text("spec/frontmatter-unclosed.hint"));
        return;
    }
    if (doc.yamlError) {
        const YamlMistake mistake = explainYamlError(*doc.yamlError, doc);
        sink.addWithEnglish(sink.file(), QStringLiteral("spec/yaml-invalid"), Severity::Error, mistake.position,
            englishText(text("spec/yaml-invalid", { englishText(mistake.message) })), mistake.message, mistake.hint,
            mistake.fixes);
        return;
    }
    const qsizetype before = sink.count();
    for (const QString &key : doc.duplicateKeys) {
        const FrontmatterEntry *second = nullptr;
        int seen = 0;
        for (const FrontmatterEntry &e : doc.frontmatter)
            if (e.key == key && ++seen == 2 && !second)
                second = &e;
        sink.add(QStringLiteral("spec/yaml-duplicate-key"), Severity::Error, second ? second->keyPosition : top,
            text("spec/yaml-duplicate-key", { key }), text("spec/yaml-duplicate-key.hint", { key }));
    }
    if (sink.count() > before)
        return;
    for (const FrontmatterEntry &entry : doc.frontmatter)
        checkStrictYamlSubset(entry.value, sink);
    if (!doc.frontmatterIsMapping) {
        sink.add(QStringLiteral("spec/frontmatter-not-mapping"), Severity::Error, { 2, 1 },
            text("spec/frontmatter-not-mapping"), text("spec/frontmatter-not-mapping.hint"));
        return;
    }

    // skills-ref order: unexpected fields, name, description, compatibility.
    QStringList unexpected;
    const FrontmatterEntry *firstUnexpected = nullptr;
    for (const FrontmatterEntry &e : doc.frontmatter) {
        if (!specFields().contains(e.key) && !unexpected.contains(e.key)) {
            unexpected << e.key;
            if (!firstUnexpected)
                firstUnexpected = &e;
        }
    }
    if (!unexpected.isEmpty()) {
        unexpected.sort();
        sink.add(QStringLiteral("spec/unexpected-fields"), Severity::Error, firstUnexpected->keyPosition,
            text("spec/unexpected-fields", { unexpected.join(QStringLiteral(", ")), pythonListRepr(specFields()) }),
            text(unexpected.size() == 1 ? "spec/unexpected-fields.hint.one" : "spec/unexpected-fields.hint.many",
                { unexpected.join(QStringLiteral(", ")) }));
    }
    if (const FrontmatterEntry *name = doc.entry(QStringLiteral("name")))
        checkName(doc, *name, sink);
    else
        sink.add(QStringLiteral("spec/name-missing"), Severity::Error, doc.frontmatterStart, text("spec/name-missing"),
            doc.folderName.isEmpty() ? DiagnosticText() : text("spec/name-missing.hint", { doc.folderName }));
    if (const FrontmatterEntry *description = doc.entry(QStringLiteral("description")))
        checkDescription(*description, sink);
    else
        sink.add(QStringLiteral("spec/description-missing"), Severity::Error, doc.frontmatterStart,
            text("spec/description-missing"), text("spec/description-missing.hint"));
    if (const FrontmatterEntry *compatibility = doc.entry(QStringLiteral("compatibility")))
        checkCompatibility(*compatibility, sink);
    if (const FrontmatterEntry *metadata = doc.entry(QStringLiteral("metadata")))
        checkMetadata(*metadata, sink);
    if (const FrontmatterEntry *tools = doc.entry(QStringLiteral("allowed-tools")))
        checkAllowedTools(*tools, sink);
}

} // namespace sw::detail
