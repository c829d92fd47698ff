#pragma once
// The Codex skills section as the pinned Codex builds it (CodexRules, clientrules.h; the algorithm of openai/codex
// codex-rs/core-skills/src/render.rs, docs/dialects.md): `<skills_instructions>`, `## Skills`, an intro,
// `### Skill roots` aliases, `### Available skills` with `- {name}: {description} (file: r0/{path})` lines (Codex's
// own skills first), and `### How to use skills` for the models whose instructions lack it. The lines are held to a
// budget of 2% of the model's context window in approximate tokens (UTF-8 bytes / 4, rounded up per line), or
// 8,000 characters when the window is unknown: full lines when they fit, else descriptions shortened one character
// at a time across all skills, else descriptions removed and skills omitted in listing order. The intro and how-to
// paragraphs are the workbench's own wording; a user dialect with "base": "codex" replaces them.
#include "catalog/catalogdialect.h"
#include "catalog/clientrules.h"

namespace sw {

struct CodexWording
{
    QString intro; // paragraph under `## Skills`, absolute paths
    QString introAliases; // the same when paths are written through the `### Skill roots` aliases
    QString howToUse; // text under `### How to use skills`, absolute paths
    QString howToUseAliases;
    double budgetShare = 0.02; // share of the context window (Codex: 2%)
    int bytesPerToken = 4; // approximate token = this many UTF-8 bytes, rounded up
    int fallbackCharacters = 8000; // budget when the context window is unknown
    static CodexWording defaults();
};

struct CodexBudget
{
    enum class Unit { Tokens, Characters };
    Unit unit = Unit::Characters;
    qint64 limit = 0;
    int bytesPerToken = 4;
    qint64 cost(const QString &text) const; // tokens: ceil(UTF-8 bytes / bytesPerToken); characters: code points
};

// The lines one render sends and what happened to each skill.
struct CodexListing
{
    QStringList rootLines; // "- `r0` = `/root`"; empty = absolute paths
    QStringList lines; // the skill lines, in listing order
    ListingPlan plan;
    CodexBudget budget;
    int truncatedDescriptionChars = 0; // over all skills put through the budget (as render.rs reports it)
    int truncatedDescriptionCount = 0;
    int omitted = 0;
};

class CodexDialect final : public CatalogDialect
{
public:
    explicit CodexDialect(QString name = QStringLiteral("codex"), CodexWording wording = CodexWording::defaults());
    QString name() const override { return m_name; }
    // Skills Codex lists (allowed for implicit invocation and accepted by its loader), ordered by scope rank
    // (system, admin, repo, user), then name (code point order), then path.
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    // "" when no skill is listed (no section is added).
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    ListingPlan plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;

    CodexListing listing(const QList<CatalogSkill> &skills, const CatalogOptions &options) const;
    // withText false: the plan and the numbers only, no line text (what the visibility matrix needs).
    CodexListing listing(const QList<CatalogSkill> &skills, const CatalogOptions &options, bool withText) const;
    // The listing with paths written through the skill-root aliases whether or not they help (empty when no skill
    // has a root or the roots table alone uses up the budget); listing() picks it when it lets more fit.
    CodexListing aliasedListing(const QList<CatalogSkill> &skills, const CatalogOptions &options) const;
    CodexBudget budget(const CatalogOptions &options) const;
    // Lines joined with "\n" between `## Skills` and the how-to text, framed by "\n" (render.rs's body).
    QString body(const QStringList &rootLines, const QStringList &lines, bool howToUse = true) const;
    const CodexWording &wording() const { return m_wording; }

private:
    QString m_name;
    CodexWording m_wording;
};

// Codex's sanitize_single_line: white-space runs become one space, leading and trailing white space removed.
QString codexSingleLine(const QString &text);
// order() as a free function (the listed skills, sanitized, in listing order).
QList<CatalogSkill> codexOrder(const QList<CatalogSkill> &skills);
// Why Codex's loader refuses this skill (name or description missing, name too long), "" when it accepts it.
QString codexLoaderRefusal(const CatalogSkill &skill, const CodexRules &rules);

} // namespace sw
