#pragma once
// The catalog (layer 1 of progressive disclosure) rendered byte for byte as each consumer does: the built-in
// dialects of PROTOCOL.md section 3 and user dialects loaded from template files (docs/dialects.md).
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

// What the Claude Code and Codex listings read beyond name and description (filled by clientFieldsOf(),
// core/catalog/clientfields.h, from the frontmatter, the skill folder's agents/openai.yaml and the root).
struct ClientFields
{
    QString whenToUse; // Claude Code `when_to_use`, appended to the description in its listing
    QString firstParagraph; // Claude Code: the body's first paragraph, listed when `description` is absent
    bool modelInvocable = true; // Claude Code: false with `disable-model-invocation: true` (not listed)
    bool conditionalPaths = false; // Claude Code: `paths` set (listed only once a matching file is touched)
    bool implicitInvocation = true; // Codex: agents/openai.yaml `policy.allow_implicit_invocation`
    int codexScope = 3; // Codex listing order: 0 system, 1 admin, 2 repo, 3 user
    QString root; // the skill root's folder (Codex path aliases); "" = none
    int rootIndex = 0; // the root's position in the repository
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
    // The model's context window in tokens, for the listing budgets: codex 2% of it in approximate tokens
    // (UTF-8 bytes / 4, rounded up), claude-code window x 4 x claudeBudgetFraction characters; 0 = unknown
    // (codex: 8,000 characters; claude-code: 8,000 characters).
    int contextWindowTokens = 0;
    double claudeBudgetFraction = 0.01; // Claude Code `skillListingBudgetFraction`
    int claudeMaxEntryCharacters = 1536; // Claude Code `skillListingMaxDescChars` (description + when_to_use)
    int claudeCharBudget = 0; // Claude Code `SLASH_COMMAND_TOOL_CHAR_BUDGET`: replaces the computed budget when > 0
    // claude-code: skill names most used first; they keep their descriptions first when the listing overflows.
    // Skills not named follow in listing order.
    QStringList usageOrder = {};
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
    int input = -1; // index into the skills given to plan()
    ListingFate fate = ListingFate::Full;
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
};

// Built-in dialect names, in this order, then the user dialects found (sorted by name).
// "agentskills-xml", "trpc-go", "trpc-python", "deepseek", "codex", "minimal", "claude-code", "gemini-cli", then user
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
