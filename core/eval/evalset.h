#pragma once
// EvalSet: the queries a Trigger Lab run sends, in the two JSON forms it reads and writes (docs/triggerlab.md):
// per skill, skill-creator's own format `[{"query", "should_trigger"}]` (evaluated for one skill); per repository
// (routing) `[{"query", "skill": NAME | null}]`; and a skill folder's `evals/evals.json`
// (`{"skill_name", "evals": [{"id", "prompt", ...}]}`) read as should-trigger queries. Errors carry the line and
// column of the offending value; nothing is half-read.
#include "eval/jsonpositions.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

enum class EvalSetKind { PerSkill, Routing };
QString evalSetKindName(EvalSetKind kind); // "per-skill", "routing"

struct EvalCase
{
    QString query;
    bool shouldTrigger = true; // per-skill sets
    QString expectedSkill; // routing sets: the skill that should load; "" = none
    QString notes; // free text (extension field "notes"; evals.json: its expected_output)
    TextPosition position; // of the item in its file (line 0 when not read from a file)
    TextPosition skillPosition; // of its "skill" value (routing)
    friend bool operator==(const EvalCase &a, const EvalCase &b)
    {
        return a.query == b.query && a.shouldTrigger == b.shouldTrigger && a.expectedSkill == b.expectedSkill
            && a.notes == b.notes;
    }
};

struct EvalSetError
{
    QString filePath;
    TextPosition position;
    QString message;
    // "FILE:LINE:COL: message" (or "FILE: message" without a position).
    QString describe() const;
};

struct EvalSet
{
    EvalSetKind kind = EvalSetKind::PerSkill;
    QList<EvalCase> cases;
    QString skill; // evals.json: its skill_name (the skill the queries are for); else ""
    QString filePath;

    // Whether a run of case `i` for `skill` (per-skill: the skill under test) should load it.
    bool expectsTrigger(qsizetype i) const;
    // The same queries as a routing set for `skill` (should_trigger -> skill, else none), or as a per-skill set for
    // `skill` (expected == skill -> should_trigger).
    EvalSet asRouting(const QString &skill) const;
    EvalSet asPerSkill(const QString &skill) const;
};

// Parses any of the three forms. nullopt with *error (position of the offending value) when malformed, when an
// item lacks "query" or has a wrong type, when the forms are mixed, a query repeats, or the set is empty.
std::optional<EvalSet> parseEvalSet(const QByteArray &json, const QString &filePath, EvalSetError *error);
std::optional<EvalSet> loadEvalSet(const QString &path, EvalSetError *error);
// Checks the set against the skills a run sees: routing sets name only known skills; a per-skill set needs `skill`
// (known). Returns false with *error (the offending item's position) otherwise.
bool checkEvalSet(const EvalSet &set, const QStringList &skillNames, const QString &skill, EvalSetError *error);

// Writes the set in its own form (per-skill: skill-creator's array; routing: {query, skill}); notes are kept as an
// extension field "notes" when non-empty. Indented JSON, items in order.
QByteArray evalSetToJson(const EvalSet &set);
// Writes atomically (QSaveFile).
bool saveEvalSet(const EvalSet &set, const QString &path, QString *error);

// Queries from plain text pasted by the user: one per non-empty line; a trailing tab- or " | "-separated
// "yes"/"no"/"true"/"false"/"+"/"-" (per-skill) or a skill name / "none" (routing) sets the expectation. A per-skill
// line with a tab-separated skill name (a routing line) should trigger when the name is `skill`, else should not.
QList<EvalCase> casesFromLines(
    const QString &text, EvalSetKind kind, bool defaultShouldTrigger, const QString &skill = QString());

} // namespace sw
