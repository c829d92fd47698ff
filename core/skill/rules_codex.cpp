// The `codex` rule set: how Codex 0.169.0's loader reads a skill (core/skill/clientreadings.h, docs/dialects.md):
// frontmatter between `---` lines, serde_yaml into {name?, description?, metadata.short-description?} (any scalar
// is taken as written; a list or a map is refused), after its repair of `key: value` lines that hold `: ` when the
// YAML does not parse; whitespace collapsed to one line, description required (a longer one than 1,024 characters
// is cut when loaded), name at most 64; every other field is ignored; agents/openai.yaml may hide the skill from
// implicit invocation. A skill the loader refuses is not listed at all (docs/validation.md).
#include "skill/clientreadings.h"
#include "skill/consumerparse.h"
#include "skill/readingsupport.h"
#include "skill/validatorrules.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

namespace sw::detail {
namespace {

using Kind = FrontmatterValue::Kind;

// The YAML type serde_yaml gives a plain scalar (YAML 1.2 core schema): "" for a string.
QString yaml12Type(const FrontmatterValue &v)
{
    return readingsupport::readingYamlType(v, false);
}

QString singleLine(const QString &text)
{
    return text.simplified();
}

int codePoints(const QString &text)
{
    return int(text.toUcs4().size());
}

const QStringList &codexFields()
{
    static const QStringList fields
        = { QStringLiteral("name"), QStringLiteral("description"), QStringLiteral("metadata") };
    return fields;
}

void checkOpenAiYaml(const SkillDocument &doc, DiagnosticSink &sink)
{
    if (doc.filePath.isEmpty())
        return;
    const QString path = QFileInfo(doc.filePath).absoluteDir().filePath(QStringLiteral("agents/openai.yaml"));
    QFile file(path);
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.readAll();
    try {
        const YAML::Node root = YAML::Load(bytes.toStdString());
        if (!root.IsNull() && !root.IsMap()) {
            sink.addForFile(path, QStringLiteral("codex/openai-yaml-invalid"), Severity::Warning, { 1, 1 },
                text("codex/openai-yaml-invalid.not-mapping"));
            return;
        }
        const YAML::Node policy = root.IsMap() ? root["policy"] : YAML::Node();
        if (!policy)
            return;
        const YAML::Node allow = policy.IsMap() ? policy["allow_implicit_invocation"] : YAML::Node();
        const SourcePosition at { allow ? allow.Mark().line + 1 : policy.Mark().line + 1,
            allow ? allow.Mark().column + 1 : policy.Mark().column + 1 };
        if (!policy.IsMap() || (allow && (!allow.IsScalar() || allow.Tag() == "!"))) {
            sink.addForFile(path, QStringLiteral("codex/openai-yaml-invalid"), Severity::Warning, at,
                text("codex/openai-yaml-invalid.policy"), text("codex/openai-yaml-invalid.policy.hint"));
            return;
        }
        if (!allow)
            return;
        const std::string &value = allow.Scalar();
        if (value == "false" || value == "False" || value == "FALSE")
            sink.addForFile(path, QStringLiteral("codex/implicit-invocation-off"), Severity::Info, at,
                text("codex/implicit-invocation-off", { doc.name().isEmpty() ? doc.folderName : doc.name() }));
        else if (value != "true" && value != "True" && value != "TRUE")
            sink.addForFile(path, QStringLiteral("codex/openai-yaml-invalid"), Severity::Warning, at,
                text("codex/openai-yaml-invalid.boolean", { QString::fromStdString(value) }),
                text("codex/openai-yaml-invalid.boolean.hint"));
    } catch (const YAML::Exception &e) {
        sink.addForFile(path, QStringLiteral("codex/openai-yaml-invalid"), Severity::Warning,
            { e.mark.line + 1, e.mark.column + 1 },
            text("codex/openai-yaml-invalid.yaml", { QString::fromStdString(e.msg) }));
    }
}

} // namespace

void checkCodex(const SkillDocument &doc, DiagnosticSink &sink)
{
    const SourcePosition top { 1, 1 };
    // extract_frontmatter: the first line (trimmed) is ---, a later line (trimmed) is ---, something in between.
    if (!doc.startsWithFrontmatter || doc.hadBom || !doc.frontmatterClosed || doc.frontmatterText.trimmed().isEmpty()) {
        sink.add(QStringLiteral("codex/frontmatter-missing"), Severity::Error, top, text("codex/frontmatter-missing"),
            text("codex/frontmatter-missing.hint"));
        return;
    }
    // Codex's own reading: a frontmatter that parses only after its repair loads (with a warning here).
    const CodexReading reading = readAsCodex(doc, doc.folderName);
    if (reading.repaired) {
        sink.add(QStringLiteral("codex/yaml-repaired"), Severity::Warning,
            doc.yamlError ? doc.yamlError->position : SourcePosition { 2, 1 }, text("codex/yaml-repaired"),
            text("codex/yaml-repaired.hint"));
        if (!reading.loaded)
            sink.add(QStringLiteral("codex/description-missing"), Severity::Error, { 2, 1 },
                text("codex/refused", { reading.refusal }));
        return;
    }
    if (doc.yamlError) {
        // serde_yaml's (libyaml's) wording and position, as consumerparse.h emulates them.
        const ConsumerParse codex = *consumerParse(QStringLiteral("codex"), doc);
        sink.add(QStringLiteral("codex/yaml-invalid"), Severity::Error, { codex.line, codex.column },
            text("codex/yaml-invalid", { codex.message }));
        return;
    }
    if (!doc.frontmatterIsMapping) {
        sink.add(
            QStringLiteral("codex/yaml-invalid"), Severity::Error, { 2, 1 }, text("codex/yaml-invalid.not-mapping"));
        return;
    }
    bool refused = false;
    for (const QString &key : { QStringLiteral("name"), QStringLiteral("description") }) {
        const FrontmatterEntry *e = doc.entry(key);
        if (!e)
            continue;
        // Any scalar is read as written (`123`, `true`); a list or a map is refused.
        if (e->value.kind == Kind::Sequence || e->value.kind == Kind::Map) {
            refused = true;
            sink.add(QStringLiteral("codex/field-type"), Severity::Error, e->value.position,
                text("codex/field-type", { key, yaml12Type(e->value) }));
        }
    }
    if (const FrontmatterEntry *metadata = doc.entry(QStringLiteral("metadata"))) {
        if (metadata->value.kind == Kind::Scalar || metadata->value.kind == Kind::Sequence) {
            refused = true;
            sink.add(QStringLiteral("codex/field-type"), Severity::Error, metadata->value.position,
                text("codex/field-type.metadata",
                    { metadata->value.kind == Kind::Sequence ? QStringLiteral("sequence")
                                                             : QStringLiteral("string") }));
        } else if (metadata->value.kind == Kind::Map) {
            for (const FrontmatterEntry &m : metadata->value.entries) {
                if (m.key != QLatin1String("short-description"))
                    continue;
                const QString type = yaml12Type(m.value);
                if (m.value.kind == Kind::Sequence || m.value.kind == Kind::Map) {
                    refused = true;
                    sink.add(QStringLiteral("codex/field-type"), Severity::Error, m.value.position,
                        text("codex/field-type", { QStringLiteral("metadata.short-description"), type }));
                } else if (codePoints(singleLine(m.value.text)) > 1024) {
                    refused = true;
                    sink.add(QStringLiteral("codex/short-description-too-long"), Severity::Error, m.value.position,
                        text("codex/short-description-too-long"));
                }
            }
        }
    }
    if (refused)
        return;

    const QString name = singleLine(doc.name());
    if (name.isEmpty())
        sink.add(QStringLiteral("codex/name-defaulted"), Severity::Info, keyPosition(doc, QStringLiteral("name")),
            text("codex/name-defaulted", { doc.folderName }), text("spec/name-missing.hint", { doc.folderName }));
    else if (codePoints(name) > 64)
        sink.add(QStringLiteral("codex/name-too-long"), Severity::Error, keyPosition(doc, QStringLiteral("name")),
            text("codex/name-too-long", { QString::number(codePoints(name)) }), text("codex/name-too-long.hint"));
    const QString description = singleLine(doc.description());
    if (description.isEmpty())
        sink.add(QStringLiteral("codex/description-missing"), Severity::Error,
            keyPosition(doc, QStringLiteral("description")), text("codex/description-missing"),
            text("spec/description-missing.hint"));
    else if (codePoints(description) > 1024)
        sink.add(QStringLiteral("codex/description-too-long"), Severity::Warning,
            keyPosition(doc, QStringLiteral("description")),
            text("codex/description-too-long", { QString::number(codePoints(description)) }),
            text("codex/description-too-long.hint"));
    else if (description != doc.description())
        sink.add(QStringLiteral("codex/description-one-line"), Severity::Info,
            keyPosition(doc, QStringLiteral("description")), text("codex/description-one-line"));

    for (const FrontmatterEntry &e : doc.frontmatter) {
        if (codexFields().contains(e.key))
            continue;
        const DiagnosticText hint = e.key == QLatin1String("disable-model-invocation")
            ? text("codex/ignored-field.hint.disable-model-invocation")
            : DiagnosticText {};
        sink.add(QStringLiteral("codex/ignored-field"), Severity::Info, e.keyPosition,
            text("codex/ignored-field", { e.key }), hint);
    }
    checkOpenAiYaml(doc, sink);
}

} // namespace sw::detail
