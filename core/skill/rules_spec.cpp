// The `spec` rule set: the Agent Skills specification as the reference validator skills-ref (v0.1.0) reads it,
// with its verbatim messages and check order (PROTOCOL.md 1.1-1.2). Parse problems stop the checks, as in
// skills-ref. Where skills-ref contradicts the specification's text the spec wins (docs/validation.md).
#include "skill/validatorrules.h"

namespace sw::detail {
namespace {

using Kind = FrontmatterValue::Kind;

constexpr int kMaxNameLength = 64;
constexpr int kMaxDescriptionLength = 1024;
constexpr int kMaxCompatibilityLength = 500;

const QString kYamlPrefix = QStringLiteral("Invalid YAML in frontmatter: ");

// strictyaml refuses flow style, anchors/aliases and explicit tags anywhere in the document.
void checkStrictYamlSubset(const FrontmatterValue &value, DiagnosticSink &sink)
{
    if (value.flowStyle) {
        const bool map = value.kind == Kind::Map;
        sink.add(QStringLiteral("spec/yaml-flow-style"), Severity::Error, value.position,
            kYamlPrefix
                + (map ? QStringLiteral("flow mappings ({...}) are not allowed")
                       : QStringLiteral("flow sequences ([...]) are not allowed")),
            map ? QStringLiteral("Write the mapping in block style, one `key: value` per indented line")
                : QStringLiteral("Write the list in block style, one `- item` per line, or as one quoted string"));
    }
    if (value.anchored)
        sink.add(QStringLiteral("spec/yaml-anchor"), Severity::Error, value.position,
            kYamlPrefix + QStringLiteral("anchors (&) and aliases (*) are not allowed"),
            QStringLiteral("Repeat the value instead of using an anchor or alias"));
    if (!value.tag.isEmpty())
        sink.add(QStringLiteral("spec/yaml-tag"), Severity::Error, value.position,
            kYamlPrefix + QStringLiteral("explicit tags (%1) are not allowed").arg(value.tag),
            QStringLiteral("Remove the tag and quote the value if needed"));
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

void checkName(const SkillDocument &doc, const FrontmatterEntry &entry, DiagnosticSink &sink)
{
    const SourcePosition at = entry.value.position;
    const std::optional<QString> raw = asString(entry.value);
    if (!raw || raw->trimmed().isEmpty()) {
        sink.add(QStringLiteral("spec/name-empty"), Severity::Error, at,
            QStringLiteral("Field 'name' must be a non-empty string"),
            doc.folderName.isEmpty() ? QString() : QStringLiteral("Set name: %1").arg(doc.folderName));
        return;
    }
    const QString name = raw->trimmed().normalized(QString::NormalizationForm_KC);
    const int length = codePointCount(name);
    if (length > kMaxNameLength)
        sink.add(QStringLiteral("spec/name-too-long"), Severity::Error, at,
            QStringLiteral("Skill name '%1' exceeds %2 character limit (%3 chars)")
                .arg(name)
                .arg(kMaxNameLength)
                .arg(length));
    if (name != name.toLower())
        sink.add(QStringLiteral("spec/name-lowercase"), Severity::Error, at,
            QStringLiteral("Skill name '%1' must be lowercase").arg(name),
            QStringLiteral("Use '%1'").arg(name.toLower()));
    if (name.startsWith(u'-') || name.endsWith(u'-'))
        sink.add(QStringLiteral("spec/name-hyphen-edge"), Severity::Error, at,
            QStringLiteral("Skill name cannot start or end with a hyphen"),
            QStringLiteral("Use '%1'").arg(suggestedName(name)));
    if (name.contains(QLatin1String("--")))
        sink.add(QStringLiteral("spec/name-consecutive-hyphens"), Severity::Error, at,
            QStringLiteral("Skill name cannot contain consecutive hyphens"),
            QStringLiteral("Use '%1'").arg(suggestedName(name)));
    bool invalid = false;
    for (char32_t c : name.toUcs4())
        invalid = invalid || !(QChar::isLetterOrNumber(c) || c == U'-');
    if (invalid)
        sink.add(QStringLiteral("spec/name-invalid-characters"), Severity::Error, at,
            QStringLiteral(
                "Skill name '%1' contains invalid characters. Only letters, digits, and hyphens are allowed.")
                .arg(name),
            QStringLiteral("Use '%1'").arg(suggestedName(name)));
    if (!doc.folderName.isEmpty() && doc.folderName.normalized(QString::NormalizationForm_KC) != name)
        sink.add(QStringLiteral("spec/name-folder-mismatch"), Severity::Error, at,
            QStringLiteral("Directory name '%1' must match skill name '%2'").arg(doc.folderName, name),
            QStringLiteral("Rename the folder to '%1' or set name: %2").arg(name, doc.folderName));
}

void checkDescription(const FrontmatterEntry &entry, DiagnosticSink &sink)
{
    const SourcePosition at = entry.value.position;
    const std::optional<QString> text = asString(entry.value);
    if (!text || text->trimmed().isEmpty()) {
        sink.add(QStringLiteral("spec/description-empty"), Severity::Error, at,
            QStringLiteral("Field 'description' must be a non-empty string"),
            QStringLiteral("Say what the skill does and when to use it"));
        return;
    }
    const int length = codePointCount(*text);
    if (length > kMaxDescriptionLength)
        sink.add(QStringLiteral("spec/description-too-long"), Severity::Error, at,
            QStringLiteral("Description exceeds %1 character limit (%2 chars)").arg(kMaxDescriptionLength).arg(length),
            QStringLiteral("Shorten the description by %1 characters").arg(length - kMaxDescriptionLength));
}

void checkCompatibility(const FrontmatterEntry &entry, DiagnosticSink &sink)
{
    const SourcePosition at = entry.value.position;
    const std::optional<QString> text = asString(entry.value);
    if (!text) {
        sink.add(QStringLiteral("spec/compatibility-type"), Severity::Error, at,
            QStringLiteral("Field 'compatibility' must be a string"));
        return;
    }
    const int length = codePointCount(*text);
    if (length == 0) // the spec requires 1-500 characters; skills-ref accepts ""
        sink.add(QStringLiteral("spec/compatibility-empty"), Severity::Error, at,
            QStringLiteral("Field 'compatibility' must be 1-500 characters when present"),
            QStringLiteral("Remove the empty compatibility field"));
    if (length > kMaxCompatibilityLength)
        sink.add(QStringLiteral("spec/compatibility-too-long"), Severity::Error, at,
            QStringLiteral("Compatibility exceeds %1 character limit (%2 chars)")
                .arg(kMaxCompatibilityLength)
                .arg(length),
            QStringLiteral("Shorten compatibility by %1 characters").arg(length - kMaxCompatibilityLength));
}

// The spec says metadata is a map from string keys to string values; skills-ref v0.1.0 does not check it.
void checkMetadata(const FrontmatterEntry &entry, DiagnosticSink &sink)
{
    const FrontmatterValue &value = entry.value;
    if (value.kind == Kind::Null)
        return;
    if (value.kind != Kind::Map) {
        sink.add(QStringLiteral("spec/metadata-not-map"), Severity::Error, value.position,
            QStringLiteral("Field 'metadata' must be a mapping of string keys to string values"),
            QStringLiteral("Write metadata as indented `key: value` lines"));
        return;
    }
    for (const FrontmatterEntry &item : value.entries) {
        if (item.value.kind == Kind::Map || item.value.kind == Kind::Sequence)
            sink.add(QStringLiteral("spec/metadata-value-not-string"), Severity::Error, item.value.position,
                QStringLiteral("Metadata value '%1' must be a string").arg(item.key),
                QStringLiteral("Write the value as one quoted string"));
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
        QStringLiteral("Field 'allowed-tools' should be a space-separated string"),
        value.kind == Kind::Sequence ? QStringLiteral("Use allowed-tools: %1").arg(names.join(u' ')) : QString());
}

} // namespace

void checkSpec(const SkillDocument &doc, DiagnosticSink &sink)
{
    const SourcePosition top { 1, 1 };
    if (!doc.validUtf8) {
        sink.add(QStringLiteral("spec/encoding"), Severity::Error, top, QStringLiteral("SKILL.md is not valid UTF-8"),
            QStringLiteral("Save the file as UTF-8"));
        return;
    }
    if (!doc.startsWithFrontmatter || doc.hadBom) {
        sink.add(QStringLiteral("spec/frontmatter-start"), Severity::Error, top,
            QStringLiteral("SKILL.md must start with YAML frontmatter (---)"),
            doc.hadBom ? QStringLiteral("Remove the UTF-8 byte order mark before the opening ---")
                       : QStringLiteral("Start the file with a --- line, the name and description fields, and a "
                                        "closing --- line"));
        return;
    }
    if (!doc.frontmatterClosed) {
        sink.add(QStringLiteral("spec/frontmatter-unclosed"), Severity::Error, top,
            QStringLiteral("SKILL.md frontmatter not properly closed with ---"),
            QStringLiteral("Add a --- line after the last frontmatter field"));
        return;
    }
    if (doc.yamlError) {
        sink.add(QStringLiteral("spec/yaml-invalid"), Severity::Error, doc.yamlError->position,
            kYamlPrefix + doc.yamlError->message,
            doc.lenient.hasFrontmatter ? QStringLiteral("Quote values that contain ': ' or start with a special "
                                                        "character, e.g. description: \"Use when: ...\"")
                                       : QString());
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
            kYamlPrefix + QStringLiteral("duplicate key '%1'").arg(key),
            QStringLiteral("Keep one '%1' field").arg(key));
    }
    for (const FrontmatterEntry &entry : doc.frontmatter)
        checkStrictYamlSubset(entry.value, sink);
    if (sink.count() > before)
        return;
    if (!doc.frontmatterIsMapping) {
        sink.add(QStringLiteral("spec/frontmatter-not-mapping"), Severity::Error, { 2, 1 },
            QStringLiteral("SKILL.md frontmatter must be a YAML mapping"),
            QStringLiteral("Write the frontmatter as `key: value` lines"));
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
            QStringLiteral("Unexpected fields in frontmatter: %1. Only %2 are allowed.")
                .arg(unexpected.join(QStringLiteral(", ")), pythonListRepr(specFields())),
            QStringLiteral("Move %1 under metadata: or remove %2")
                .arg(unexpected.join(QStringLiteral(", ")),
                    unexpected.size() == 1 ? QStringLiteral("it") : QStringLiteral("them")));
    }
    if (const FrontmatterEntry *name = doc.entry(QStringLiteral("name")))
        checkName(doc, *name, sink);
    else
        sink.add(QStringLiteral("spec/name-missing"), Severity::Error, doc.frontmatterStart,
            QStringLiteral("Missing required field in frontmatter: name"),
            doc.folderName.isEmpty() ? QString() : QStringLiteral("Add name: %1").arg(doc.folderName));
    if (const FrontmatterEntry *description = doc.entry(QStringLiteral("description")))
        checkDescription(*description, sink);
    else
        sink.add(QStringLiteral("spec/description-missing"), Severity::Error, doc.frontmatterStart,
            QStringLiteral("Missing required field in frontmatter: description"),
            QStringLiteral("Add description: saying what the skill does and when to use it"));
    if (const FrontmatterEntry *compatibility = doc.entry(QStringLiteral("compatibility")))
        checkCompatibility(*compatibility, sink);
    if (const FrontmatterEntry *metadata = doc.entry(QStringLiteral("metadata")))
        checkMetadata(*metadata, sink);
    if (const FrontmatterEntry *tools = doc.entry(QStringLiteral("allowed-tools")))
        checkAllowedTools(*tools, sink);
}

} // namespace sw::detail
