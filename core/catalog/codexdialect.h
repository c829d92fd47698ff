#pragma once
// The Codex skills section (PROTOCOL.md 3.4): `## Skills`, a paragraph, `### Available skills` with
// `- {name}: {description} (file: {path})` lines, then `### How to use skills`. With a context window, the list
// is held to a character budget of about 2% of it (4 characters per token). The paragraphs are the workbench's
// own wording; a user dialect with "base": "codex" replaces them.
#include "catalog/catalogdialect.h"

namespace sw {

struct CodexWording
{
    QString intro; // paragraph under `## Skills`
    QString howToUse; // text under `### How to use skills`
    QString budgetNote; // line added when skills are cut: "{omitted}" and "{budget}" (characters)
    double budgetShare = 0.02; // share of the context window
    int charsPerToken = 4;
    static CodexWording defaults();
};

class CodexDialect final : public CatalogDialect
{
public:
    explicit CodexDialect(QString name = QStringLiteral("codex"), CodexWording wording = CodexWording::defaults());
    QString name() const override { return m_name; }
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    // "" for an empty catalog (no section is added).
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    // Characters available to the skill lines for these options; -1 = unlimited.
    int budgetCharacters(const CatalogOptions &options) const;

private:
    QString m_name;
    CodexWording m_wording;
};

} // namespace sw
