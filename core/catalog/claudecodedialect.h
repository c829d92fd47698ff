#pragma once
// The Claude Code skill listing (docs/dialects.md, sources there): a `<system-reminder>` holding an intro and one
// `- name: text` line per skill the model may invoke, where text is the description plus " - " and `when_to_use`,
// cut to 1,536 characters (the last one "…"). The listing has a character budget of 1% of the context window at 4
// characters per token (8,000 characters when the window is unknown, SLASH_COMMAND_TOOL_CHAR_BUDGET replaces
// it); when the lines overflow it every name stays and descriptions are dropped, the most used skills keeping
// theirs first. Skills with `disable-model-invocation: true` or `paths` are not listed. The intro is the
// workbench's own wording; a user dialect with "base": "claude-code" replaces it.
#include "catalog/catalogdialect.h"

namespace sw {

struct ClaudeCodeWording
{
    QString intro; // first line inside <system-reminder>
    static ClaudeCodeWording defaults();
};

class ClaudeCodeDialect final : public CatalogDialect
{
public:
    explicit ClaudeCodeDialect(
        QString name = QStringLiteral("claude-code"), ClaudeCodeWording wording = ClaudeCodeWording::defaults());
    QString name() const override { return m_name; }
    // The listed skills (model-invocable, not path-conditional), sorted by name.
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    // "" when no skill is listed.
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    ListingPlan plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;

    // The listing's character budget for these options.
    static qint64 budgetCharacters(const CatalogOptions &options);
    // description + " - " + when_to_use (the body's first paragraph without a description), before the cap.
    static QString listingText(const CatalogSkill &skill);
    // listingText cut to the per-entry cap: the first cap - 1 characters and "…" (UTF-16 units, as JavaScript).
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
