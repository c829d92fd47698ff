// Per-consumer parse verdicts (see consumerreading.h): each consumer's own parser (core/skill/consumerparse.h),
// then what its loader or validator refuses before parsing (no frontmatter, a frontmatter that is not a mapping).
#include "visibility/consumerreading.h"

#include "skill/consumerparse.h"
#include "skill/geminireading.h"
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
    if (const std::optional<ConsumerParse> parse = consumerParse(consumerId(consumer), doc);
        parse && !parse->accepted) {
        r.parsed = false;
        r.parser = parse->parser;
        r.message = parse->message;
        r.position = { parse->line, parse->column };
    }
    // The consumers that read their own fields also refuse what their parser never sees (no frontmatter, a list
    // instead of a mapping, a field of the wrong type): their rule set says so.
    for (const Diagnostic &d : setDiagnostics)
        if (r.parsed && d.severity == Severity::Error && isParseDiagnostic(consumer, d.rule)) {
            r.parsed = false;
            r.message = d.message;
            r.position = { d.line, d.column };
            r.fixHint = d.fixHint;
        } else if (!r.parsed && r.fixHint.isEmpty() && isParseDiagnostic(consumer, d.rule)) {
            r.fixHint = d.fixHint;
        }
    return r;
}

ConsumerVerdict geminiCliRefusal(const SkillDocument &document)
{
    const GeminiCliReading reading = readAsGeminiCli(document);
    ConsumerVerdict v;
    v.consumer = Consumer::GeminiCli;
    const bool unparsed = reading.noFrontmatter || reading.yamlRefused;
    v.verdict = unparsed ? Verdict::Unparsed : Verdict::Rejected;
    v.reason = unparsed ? Reason::Unparsed : Reason::Rejected;
    if (reading.noFrontmatter) {
        v.message = QStringLiteral("Gemini CLI finds no frontmatter (a first line `---` and a later line starting "
                                   "with `---`)");
        v.fixHint = QStringLiteral("Start SKILL.md with a line `---`, then name: and description:, then a line `---`");
        return v;
    }
    if (reading.yamlRefused) {
        v.parser = QStringLiteral("js-yaml 4 (Gemini CLI)");
        v.message = QStringLiteral("%1; its line reader then finds %2").arg(reading.yamlError, reading.refusal);
    } else {
        v.message = QStringLiteral("Gemini CLI does not load this skill: %1 (it needs name and description as "
                                   "strings)")
                        .arg(reading.refusal);
    }
    v.fixHint = reading.refusal == QLatin1String("no description")
        ? QStringLiteral("Add description: saying what the skill does and when to use it")
        : QStringLiteral("Add name: and description: to the frontmatter");
    return v;
}

} // namespace sw
