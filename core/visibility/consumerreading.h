#pragma once
// Whether a consumer's own parser reads a SKILL.md, and what it says when it does not: the one place the
// visibility matrix asks. The parser's verdict is core/skill/consumerparse.h (each consumer's YAML reading); the
// consumer's rule set adds what its loader refuses before any YAML is read (no frontmatter, not a mapping, a
// field of the wrong type).
#include "skill/skilldocument.h"
#include "visibility/visibility.h"

namespace sw {

struct ConsumerReading
{
    bool parsed = true; // false: the consumer's parser refuses the file
    QString parser; // that parser ("PyYAML safe_load", "serde_yaml 0.9", ...), "" when the loader refused it
    QString message; // the parser's message
    SourcePosition position;
    QString fixHint;
};

// The consumers whose verdict comes from a rule set (skills-ref: spec, claude-upload, codex) get it from the
// diagnostics of that set, given here; the others read the document.
ConsumerReading consumerReading(
    Consumer consumer, const SkillDocument &document, const QList<struct Diagnostic> &setDiagnostics);

// Gemini CLI's verdict on a skill it does not load (core/skill/geminireading.h): unparsed when it finds no
// frontmatter, or when js-yaml refuses it and its line reader finds no name or no description; rejected when the
// frontmatter is read but lacks a name or a description.
ConsumerVerdict geminiCliRefusal(const SkillDocument &document);

// Whether a diagnostic of a consumer's rule set is its parser refusing the file (rather than a later check).
bool isParseDiagnostic(Consumer consumer, const QString &rule);

} // namespace sw
