#pragma once
// The Claude Code skill listing as the pinned Claude Code builds it (ClaudeCodeRules, clientrules.h; docs/dialects.md
// cites every rule): one `- {folder}: {text}` line per skill the model may invoke (`- {folder} ({name}): ...` when the
// frontmatter name differs and is shown), the user's skills by folder name, then Claude Code's own skills. The text is
// the description plus " - " and `when_to_use` (the body's first line without a description), invisible characters
// made spaces, < and > escaped, cut to 1,536 UTF-16 units with "…". The budget is a share of the model's context
// window in characters (1% of 1,000,000 x 3 for current models, of 200,000 x 4 for older ones) measured in terminal
// columns; over it, Claude Code's bundled skills stay whole and every other skill is listed by name, descriptions
// given back in usage order while they fit. Where the listing goes depends on the model (a role "system" message
// after the first user message, or a <system-reminder> block in it). The intro line is the workbench's own wording;
// a user dialect with "base": "claude-code" replaces it.
#include "catalog/catalogdialect.h"
#include "catalog/clientrules.h"

namespace sw {

struct ClaudeCodeWording
{
    QString intro; // the line before the entries
    static ClaudeCodeWording defaults();
};

class ClaudeCodeDialect final : public CatalogDialect
{
public:
    explicit ClaudeCodeDialect(
        QString name = QStringLiteral("claude-code"), ClaudeCodeWording wording = ClaudeCodeWording::defaults());
    QString name() const override { return m_name; }
    // The listed user skills (model-invocable, not path-conditional), by folder name (case-insensitive).
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    // "" when no skill is listed.
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    ListingPlan plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;

    // The listing's character budget for these options (the model's window and characters per token).
    static qint64 budgetCharacters(const CatalogOptions &options);
    // Where the listing goes for the options' model.
    static ClaudeListingShape shape(const CatalogOptions &options);
    // The skill's key: its folder's name.
    static QString folderOf(const CatalogSkill &skill);
    // The description Claude Code lists (or the body's first line), plus " - " + when_to_use, before the cap.
    static QString listingText(const CatalogSkill &skill, const ClaudeCodeRules &rules);
    // The text cut to the per-entry cap: the first cap - 1 characters and "…" (UTF-16 units, as JavaScript).
    static QString cappedText(const QString &text, int cap, int *shortenedBy = nullptr);
    const ClaudeCodeWording &wording() const { return m_wording; }

private:
    struct Lines
    {
        QStringList lines;
        ListingPlan plan;
    };
    Lines lines(const QList<CatalogSkill> &skills, const CatalogOptions &options, bool withText) const;

    QString m_name;
    ClaudeCodeWording m_wording;
};

} // namespace sw
