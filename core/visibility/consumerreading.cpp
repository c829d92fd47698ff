// Per-consumer parse verdicts (see consumerreading.h).
#include "visibility/consumerreading.h"

#include "skill/validator.h"

namespace sw {

bool isParseDiagnostic(Consumer consumer, const QString &rule)
{
    static const QStringList spec = { QStringLiteral("spec/encoding"), QStringLiteral("spec/frontmatter-start"),
        QStringLiteral("spec/frontmatter-unclosed"), QStringLiteral("spec/yaml-invalid"),
        QStringLiteral("spec/yaml-duplicate-key"), QStringLiteral("spec/yaml-flow-style"),
        QStringLiteral("spec/yaml-anchor"), QStringLiteral("spec/yaml-tag"),
        QStringLiteral("spec/frontmatter-not-mapping") };
    static const QStringList upload
        = { QStringLiteral("claude-upload/frontmatter-missing"), QStringLiteral("claude-upload/frontmatter-format"),
              QStringLiteral("claude-upload/yaml-invalid"), QStringLiteral("claude-upload/frontmatter-not-dict") };
    static const QStringList codex = { QStringLiteral("codex/frontmatter-missing"),
        QStringLiteral("codex/yaml-invalid"), QStringLiteral("codex/field-type") };
    switch (consumer) {
    case Consumer::SkillsRef:
        return spec.contains(rule);
    case Consumer::ClaudeUpload:
        return upload.contains(rule);
    case Consumer::Codex:
        return codex.contains(rule);
    default:
        return false;
    }
}

ConsumerReading consumerReading(Consumer consumer, const SkillDocument &doc, const QList<Diagnostic> &setDiagnostics)
{
    ConsumerReading r;
    switch (consumer) {
    case Consumer::SkillsRef:
    case Consumer::ClaudeUpload:
    case Consumer::Codex:
        for (const Diagnostic &d : setDiagnostics)
            if (d.severity == Severity::Error && isParseDiagnostic(consumer, d.rule)) {
                r.parsed = false;
                r.message = d.message;
                r.position = { d.line, d.column };
                r.fixHint = d.fixHint;
                return r;
            }
        return r;
    case Consumer::TrpcGo:
    case Consumer::TrpcPython:
        return r; // Go reads line by line; Python lists the skill under its folder name when PyYAML fails
    case Consumer::ClaudeCode:
    case Consumer::Deepseek:
    case Consumer::Minimal:
        if (doc.yamlError) {
            r.parsed = false;
            r.message = doc.yamlError->message;
            r.position = doc.yamlError->position;
        }
        return r;
    }
    return r;
}

} // namespace sw
