#pragma once
// The catalog (layer 1 of progressive disclosure) rendered byte for byte as each consumer does: the built-in
// dialects of PROTOCOL.md section 3 and user dialects loaded from template files (docs/dialects.md).
#include "catalog/clientrules.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace sw {

// What the client listings read beyond the strict name and description (filled by clientFieldsOf(),
// core/catalog/clientfields.h, from each client's own reading of SKILL.md (core/skill/clientreadings.h), the skill
// folder's agents/openai.yaml and the root). Unset optionals fall back on CatalogSkill's name and description.
struct ClientFields
{
    // Claude Code
    QString folder; // the skill folder's name: Claude Code's key for the skill ("" = CatalogSkill::name)
    std::optional<QString> claudeName; // the frontmatter name as Claude Code reads it (nullopt: none)
    std::optional<QString> claudeDescription; // as Claude Code reads it, trimmed (nullopt: none, the body stands in)
    QString whenToUse; // `when_to_use`, appended to the description in its listing
    QString bodyFirstLine; // the body's first non-blank line, heading marks removed (listed without a description)
    bool claudeFrontmatterIgnored = false; // Claude Code could not read the frontmatter: it lists the skill without it
    bool modelInvocable = true; // false with `disable-model-invocation: true` (not listed)
    bool conditionalPaths = false; // `paths` set (listed only once a matching file is touched)
    // Codex
    bool implicitInvocation = true; // agents/openai.yaml `policy.allow_implicit_invocation`
    int codexScope = 3; // Codex listing order: 0 system, 1 admin, 2 repo, 3 user
    QString root; // the skill root's folder (Codex path aliases); "" = none
    int rootIndex = 0; // the root's position in the repository
    bool codexLoaded = true; // Codex's loader accepts the skill
    std::optional<QString> codexName; // as Codex reads it (one line; the folder's name without one)
    std::optional<QString> codexDescription; // as Codex reads it (one line, before its length cut)
    // opencode
    bool opencodeLoaded = true;
    std::optional<QString> opencodeName;
    std::optional<QString> opencodeDescription; // nullopt with opencodeLoaded: listed only with a description
    // Gemini CLI (core/skill/geminireading.h)
    bool geminiLoaded = true;
    std::optional<QString> geminiName; // as it lists it; nullopt: no reading (CatalogSkill::name)
    QString geminiDescription; // as it lists it (with geminiName)
    int geminiSource = 0; // its source order: 1 for a project (workspace) root, 0 for the others (read first)
    friend bool operator==(const ClientFields &, const ClientFields &) = default;
};

// One skill as the catalog sees it.
struct CatalogSkill
{
    QString name;
    QString description;
    QString location; // absolute SKILL.md path
    ClientFields client = {};
};

struct CatalogOptions
{
    QString latestUserMessage; // trpc-go: per-request prioritisation
    int maxDescriptionLength = 500; // deepseek `catalogDescriptionMaxLength` (>= 3); user dialects' default cap
    int maxOverviewSkills = 0; // trpc-go `WithMaxOverviewSkills`; 0 = all
    std::optional<QString> guidance; // trpc-go tooling guidance: nullopt = dialect default, "" = omit
    // The model the client runs (claude-code, codex): its facts (window, characters per token, where the listing
    // goes) come from the client's rules; "" = the client's default model.
    QString model;
    // The context window in tokens for the listing budgets: > 0 replaces the model's own window (Codex: its
    // `model_context_window`, never above the model's maximum); 0 = the model's own window; -1 = unknown (Codex:
    // 8,000 characters).
    int contextWindowTokens = 0;
    double claudeBudgetFraction = 0.01; // Claude Code `skillListingBudgetFraction`
    int claudeMaxEntryCharacters = 1536; // Claude Code `skillListingMaxDescChars` (description + when_to_use)
    int claudeCharBudget = 0; // Claude Code `SLASH_COMMAND_TOOL_CHAR_BUDGET`: replaces the computed budget when > 0
    // claude-code: skill names most used first; they keep their descriptions first when the listing overflows.
    // Skills not named follow in listing order.
    QStringList usageOrder = {};
    // claude-code, codex, opencode: the clients' own skills are listed (and counted) with the user's.
    bool clientBuiltins = true;
    // The clients' facts (clientrules.h); null = the pinned versions' built-in rules.
    std::shared_ptr<const ClaudeCodeRules> claudeRules = {};
    std::shared_ptr<const CodexRules> codexRules = {};
    std::shared_ptr<const OpencodeRules> opencodeRules = {};
    const ClaudeCodeRules &claude() const;
    const CodexRules &codex() const;
    const OpencodeRules &opencode() const;
};

// What a dialect's listing does with each skill it lists (budgets, per-entry caps, max overview).
enum class ListingFate {
    Full, // listed with its whole description
    Shortened, // listed with the description cut (shortenedBy characters not shown)
    NameOnly, // listed without a description
    Omitted, // left out by the budget
};
QString listingFateName(ListingFate fate); // "full", "shortened", "name-only", "omitted"

struct ListedSkill
{
    int input = -1; // index into the skills given to plan(); -1 = one of the client's own skills
    QString builtin; // the client's own skill (input -1): its name
    ListingFate fate = ListingFate::Full;
    bool capped = false; // shortened by the client's own cap on one entry (Claude Code's 1,536, Codex's 1,024 at
                         // load), not by the listing's shared budget
    int shortenedBy = 0; // characters of the listed text not shown (the consumer's unit: code points for codex,
                         // UTF-16 units for claude-code and deepseek)
};

struct ListingPlan
{
    QList<ListedSkill> skills; // in listing order; skills the dialect never lists (policy fields) are absent
    QString unit; // "characters" or "tokens"; "" = no budget
    qint64 budget = -1; // -1 = none
    qint64 used = 0; // what the listed lines cost in that unit
    bool aliased = false; // codex: paths shortened through the skill roots table
    ClientRulesOrigin rules; // the client rules the listing follows (empty client: none)
};

// Built-in dialect names, in this order, then the user dialects found (sorted by name).
// "agentskills-xml", "trpc-go", "trpc-python", "deepseek", "codex", "minimal", "claude-code", "gemini-cli", "opencode",
// then user
// dialects.
QStringList catalogDialectNames();
QStringList builtinCatalogDialectNames();
bool isCatalogDialect(const QString &dialect);

// The full catalog text as the model sees it (no trailing newline is added where the consumer sends none).
// An unknown dialect renders as "".
QString renderCatalog(const QString &dialect, const QList<CatalogSkill> &skills, const CatalogOptions & = {});

// The text one skill contributes to the catalog (its line or block, with its separator), for per-skill token
// accounting. Request-dependent parts (prioritisation, budgets) are not applied.
QString renderCatalogEntry(const QString &dialect, const CatalogSkill &skill, const CatalogOptions & = {});

// The skills in the order the dialect lists them for these options (sorting, prioritisation), before any cut.
QList<CatalogSkill> orderCatalogSkills(
    const QString &dialect, const QList<CatalogSkill> &skills, const CatalogOptions & = {});

// What the dialect's listing does with each skill for these options (see ListingPlan).
ListingPlan planCatalog(const QString &dialect, const QList<CatalogSkill> &skills, const CatalogOptions & = {});

// ---- User dialects (template files, docs/dialects.md) ----

// Folders searched for *.json dialect files: the shipped resources/dialects (via core/common/datapaths),
// $SW_DIALECTS_DIR, the user's data folder (<GenericDataLocation>/skill-workbench/dialects), then any folder
// added here. Later folders override earlier ones on equal names.
QStringList userDialectDirectories();
void addUserDialectDirectory(const QString &folder);

// Loads one dialect file and registers it under its "name" (replacing a user dialect of that name). Returns the
// name, or an empty string with *error set (a message naming the file and the problem).
QString loadDialectFile(const QString &path, QString *error = nullptr);

// Re-reads the dialect folders (done lazily on first use).
void reloadUserDialects();

} // namespace sw
