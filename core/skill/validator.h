#pragma once
// The validator: checks a parsed SKILL.md and its folder against selectable rule sets (the Agent Skills spec as
// skills-ref reads it, Claude's upload rules, how tRPC-Agent reads the folder, and authoring advice) and returns
// diagnostics with a stable rule id, severity, position, message and, where mechanical, a fix hint.
// docs/validation.md lists every rule and where the spec rules deliberately differ from skills-ref.
#include "skill/diagnostic.h"
#include "skill/skilldiscovery.h"
#include "skill/skilldocument.h"
#include "skill/skillfolder.h"

#include <QFlags>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace sw {

// Claude is the claude.ai / Claude API upload set ("claude-upload"; "claude" is kept as an alias).
enum class RuleSet { Spec = 1, Claude = 2, Trpc = 4, Advice = 8, ClaudeCode = 16, Codex = 32 };
Q_DECLARE_FLAGS(RuleSets, RuleSet)
Q_DECLARE_OPERATORS_FOR_FLAGS(RuleSets)

struct ValidationContext
{
    // Exact token count of a text; null, or a negative result, = the validator's estimate (4 characters per token),
    // labelled so in its message.
    std::function<int(const QString &)> countTokens;
    QStringList collidingRoots; // other roots where the same name exists (trpc)
};

// All diagnostics of the selected rule sets, each set's diagnostics in its check order (spec: skills-ref's order).
QList<Diagnostic> validateSkill(const SkillDocument &document, const SkillFolderInventory &inventory, RuleSets rules,
    const ValidationContext &context = {});

// Reads path (a skill folder or a SKILL.md file), inventories its folder and validates it. A missing path, a
// folder without SKILL.md or an unreadable file gives one `spec/skill-md-missing` / `io/read-failed` error.
struct SkillValidation
{
    QString folder; // absolute skill folder
    QString skillMdPath; // absolute SKILL.md path ("" when missing)
    QString name; // strict name, else tRPC's reading of it (folder name)
    QString trpcName; // the name tRPC-Agent-Go gives the skill (lenient reading)
    QList<Diagnostic> diagnostics;
    bool ioError = false; // the path could not be read at all
    bool isValid() const; // no Error-severity diagnostic
};
SkillValidation validateSkillAt(const QString &path, RuleSets rules, const ValidationContext &context = {});

// Validates many skill folders in parallel (parallelFor on the background pool), results in input order. With the trpc
// set, skills that tRPC-Agent would give the same name get a `trpc/name-collision` warning naming the other folders.
// context.countTokens must be thread-safe.
QList<SkillValidation> validateSkills(const QStringList &paths, RuleSets rules, const ValidationContext &context = {});
// The same for skills found by discoverSkills() (their file lists are reused by the inventory).
QList<SkillValidation> validateSkills(
    const QList<DiscoveredSkill> &skills, RuleSets rules, const ValidationContext &context = {});

constexpr RuleSets allRuleSets()
{
    return RuleSets(RuleSet::Spec) | RuleSet::Claude | RuleSet::Trpc | RuleSet::Advice | RuleSet::ClaudeCode
        | RuleSet::Codex;
}

// "error", "warning", "info".
QString severityName(Severity severity);
// Parses "spec", "claude-upload" (alias "claude"), "claude-code", "codex", "trpc", "advice", "all" and
// comma-separated combinations; std::nullopt if unknown.
std::optional<RuleSets> parseRuleSets(const QString &text);
// The names of the rule sets, in check order: spec, claude-upload, claude-code, codex, trpc, advice.
QStringList ruleSetNames();
// True when any diagnostic has Error severity.
bool hasErrors(const QList<Diagnostic> &diagnostics);

} // namespace sw
