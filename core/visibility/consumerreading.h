#pragma once
// Whether a consumer's own parser reads a SKILL.md, and what it says when it does not: the one place the
// visibility matrix asks. Until the per-consumer YAML readings of issue 16 land (core/skill, "YAML read exactly as
// the consumers read it"), it answers from the workbench's strict (yaml-cpp) and lenient (tRPC-Go) readings and
// the rule sets that mirror each consumer's checks; switching to those readings changes this file only.
#include "skill/skilldocument.h"
#include "visibility/visibility.h"

namespace sw {

struct ConsumerReading
{
    bool parsed = true; // false: the consumer drops the skill (verdict `unparsed`)
    QString message; // the parser's message
    SourcePosition position;
    QString fixHint;
};

// The consumers whose verdict comes from a rule set (skills-ref: spec, claude-upload, codex) get it from the
// diagnostics of that set, given here; the others read the document.
ConsumerReading consumerReading(
    Consumer consumer, const SkillDocument &document, const QList<struct Diagnostic> &setDiagnostics);

// Whether a diagnostic of a consumer's rule set is its parser refusing the file (rather than a later check).
bool isParseDiagnostic(Consumer consumer, const QString &rule);

} // namespace sw
