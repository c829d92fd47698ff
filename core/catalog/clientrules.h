#pragma once
// The facts each real client's skill listing follows, one structure per client, with the defaults of the version the
// workbench is pinned to (docs/clients.md, docs/dialects.md cite every fact). The dialects, the visibility matrix and
// the agent profiles read these structures and nothing else about the clients, so a calibration of the user's own
// client (`probe`) can later replace the defaults by passing other values (CatalogOptions::claudeRules and the like).
// The clients' own texts (their built-in skills' descriptions, their wording) are not shipped: only names, lengths
// and the marks the budgets need; a calibration may fill the texts in.
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace sw {

// Which client and version a set of rules follows, and where it comes from.
struct ClientRulesOrigin
{
    QString client; // "claude-code", "codex", "opencode"
    QString version; // "2.1.328"
    QString source; // "built-in rules" (the pinned defaults) or "calibration <file>"
    // "claude-code 2.1.328 (built-in rules)"
    QString describe() const;
    friend bool operator==(const ClientRulesOrigin &, const ClientRulesOrigin &) = default;
};

// A skill the client lists of its own (bundled with it), as far as the listing needs it.
struct ClientBuiltinSkill
{
    QString name;
    int textLength = 0; // its listed description: UTF-16 units (Claude Code), code points (Codex, opencode)
    int textBytes = 0; // UTF-8 bytes of the description (Codex's token estimate); 0 = textLength
    int textWidth = -1; // terminal columns of the description (Claude Code's budget); -1 = textLength
    bool alwaysFull = false; // Claude Code: a bundled prompt skill, never shortened by the budget
    QString relativePath; // Codex: its SKILL.md under the system root ("imagegen/SKILL.md")
    QString text; // the description as the client sends it; "" = not shipped (a placeholder of the same length)
    friend bool operator==(const ClientBuiltinSkill &, const ClientBuiltinSkill &) = default;
};

// Where Claude Code puts the listing for a model.
enum class ClaudeListingShape {
    SystemMessage, // a paragraph of a role "system" message after the first user message
    WrappedSystemMessage, // the same, the whole system message inside <system-reminder> tags
    UserReminder, // a <system-reminder> text block in the first user message
};

// What Claude Code assumes for one model.
struct ClaudeModelFacts
{
    QString model; // canonical id ("claude-sonnet-4-5")
    int contextWindow = 0; // tokens
    int charsPerToken = 3; // the listing budget's characters per token
    ClaudeListingShape shape = ClaudeListingShape::SystemMessage;
    QString sentAs; // the model Claude Code really sends when it replaces a retired one ("" = the same)
    friend bool operator==(const ClaudeModelFacts &, const ClaudeModelFacts &) = default;
};

struct ClaudeCodeRules
{
    ClientRulesOrigin origin;
    QString defaultModel; // the model without --model
    ClaudeModelFacts unknownModel; // any model not in `models`
    QList<ClaudeModelFacts> models; // the models whose facts differ from `unknownModel`
    int oneMillionWindow = 1'000'000; // a `...[1m]` model
    double budgetFraction = 0.01; // settings.skillListingBudgetFraction
    int maxDescriptionChars = 1536; // settings.skillListingMaxDescChars: description + " - " + when_to_use
    QString descriptionCutMark; // "…": the last of the maxDescriptionChars units
    int fallbackChars = 100; // the body's first line standing in for a missing description
    QString fallbackCutMark; // "..."
    QString emptyBodyFallback; // what stands in when the body is blank too
    int maxNameChars = 256; // a longer frontmatter name is ignored
    QString whenToUseSeparator; // " - "
    QList<ClientBuiltinSkill> builtins; // listed after the user's skills, in this order
    // The facts for a model id: a date suffix (-YYYYMMDD) and a [1m] suffix are understood; "" = defaultModel.
    ClaudeModelFacts facts(const QString &model) const;
    static std::shared_ptr<const ClaudeCodeRules> pinned();
};

struct CodexModelFacts
{
    QString model;
    int contextWindow = 0; // tokens
    int maxContextWindow = 0; // model_context_window cannot raise the window past this
    bool howToUseSection = false; // the skills section ends with `### How to use skills` (the model's base
                                  // instructions do not carry it)
    friend bool operator==(const CodexModelFacts &, const CodexModelFacts &) = default;
};

struct CodexRules
{
    ClientRulesOrigin origin;
    QString defaultModel;
    CodexModelFacts unknownModel; // the fallback metadata of a model Codex does not know
    QList<CodexModelFacts> models; // prefix entries end with '*'
    double budgetShare = 0.02; // of the context window, in approximate tokens
    int bytesPerToken = 4; // one approximate token per this many UTF-8 bytes, rounded up per line
    int fallbackCharacters = 8000; // the budget when the window is unknown
    int maxNameChars = 64; // a longer name: the skill is refused
    int maxDescriptionChars = 1024; // a longer description is cut when loaded
    int descriptionCutKeep = 1021; // ... to this many characters
    QString descriptionCutMark; // and this mark ("...")
    bool alwaysAliasRoots = true; // paths always written `r<i>/...` under a `### Skill roots` table
    bool chargeRootsTable = false; // the roots table counts against the budget
    // The roots table's cost is measured on the client's own section without skill lines: its intro with aliases and
    // the table, minus its intro for absolute paths. The lengths (UTF-8 bytes, ASCII) of those two intros; 0 = measure
    // the dialect's own wording instead.
    int introBytes = 0;
    int introAliasesBytes = 0;
    QString systemRoot; // the folder of its own skills, as the roots table shows it
    QList<ClientBuiltinSkill> builtins; // its own ("system") skills, listed first
    CodexModelFacts facts(const QString &model) const;
    static std::shared_ptr<const CodexRules> pinned();
};

struct OpencodeRules
{
    ClientRulesOrigin origin;
    QString builtinLocation; // the location its own skills show ("<built-in>")
    QList<ClientBuiltinSkill> builtins;
    static std::shared_ptr<const OpencodeRules> pinned();
};

// The client rules this process follows where nothing names others: what the calibrations in use give
// (core/calibration/calibrationrules.h: `--calibration FILE`, else the newest stored calibration of each client),
// read where agent profiles and the visibility settings are made. Null members: the pinned rules. Set it before
// profiles are loaded or matrices computed (a CLI command after parsing its options; the window at start and after a
// calibration); safe to read from any thread.
struct ClientRulesInUse
{
    std::shared_ptr<const ClaudeCodeRules> claudeCode;
    std::shared_ptr<const CodexRules> codex;
    std::shared_ptr<const OpencodeRules> opencode;
};
ClientRulesInUse clientRulesInUse();
void setClientRulesInUse(const ClientRulesInUse &rules);

// A placeholder of exactly `length` characters for a built-in skill's description that is not shipped: the
// workbench's own words, padded.
QString builtinPlaceholder(const ClientRulesOrigin &origin, const QString &name, int length);

} // namespace sw
