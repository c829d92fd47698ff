#pragma once
// The Gemini CLI skill listing (docs/dialects.md `gemini-cli`, docs/clients.md section 4): a `# Available Agent Skills`
// section of the system instruction, an intro naming the `activate_skill` tool, then `<available_skills>` with one
// indented `<skill>` block per skill (`<name>`, `<description>`, `<location>` of SKILL.md), nothing escaped or cut and
// no budget. Only the skills Gemini CLI loads are listed, with the name and description its own reading gives
// (ClientFields::gemini*, core/skill/geminireading.h). Skills are read per source - the user's roots, then the project
// roots, each in repository order - and per root in descending code-unit order of their SKILL.md path, as Gemini CLI
// lists each source folder; a skill read later under a name already listed replaces that entry in its place (the
// last one read wins, at the first one's position). Characters a name may not carry (`: \ / < > * ? " |`) become
// `-`. Nothing at all is rendered for an empty list. The intro is the workbench's own wording; a user dialect with
// "base": "gemini-cli" replaces it.
#include "catalog/catalogdialect.h"
#include "catalog/clientrules.h"

namespace sw {

struct GeminiCliWording
{
    QString intro; // the sentence between the heading and <available_skills>
    static GeminiCliWording defaults();
};

class GeminiCliDialect final : public CatalogDialect
{
public:
    explicit GeminiCliDialect(
        QString name = QStringLiteral("gemini-cli"), GeminiCliWording wording = GeminiCliWording::defaults());
    QString name() const override { return m_name; }
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    ListingPlan plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;

    // The name as Gemini CLI lists it: `: \ / < > * ? " |` replaced by `-` (core/skill/geminireading.h).
    static QString listedName(const QString &name);
    // A skill's name and description as Gemini CLI lists them (its own reading when the skill has one).
    static QString listedNameOf(const CatalogSkill &skill);
    static QString listedDescriptionOf(const CatalogSkill &skill);
    // Whether Gemini CLI reads `x` before `y` (the later one wins on equal names).
    static bool readsBefore(const CatalogSkill &x, const CatalogSkill &y);
    // "gemini-cli 0.61.0 (built-in rules)": the client whose rules the listing follows.
    static ClientRulesOrigin pinnedOrigin();
    const GeminiCliWording &wording() const { return m_wording; }

private:
    QList<int> listedOrder(const QList<CatalogSkill> &skills) const;

    QString m_name;
    GeminiCliWording m_wording;
};

} // namespace sw
