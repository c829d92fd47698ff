#pragma once
// The opencode skill listing as the pinned opencode builds it (OpencodeRules, clientrules.h; docs/dialects.md): two
// lines of introduction, then `<available_skills>` with one `<skill>` block per skill that has a name and a
// description (name and description as written, not escaped or cut; the SKILL.md location XML-escaped), opencode's
// own skill among them, sorted by name as JavaScript's localeCompare orders them. No budget. The two intro lines are
// the workbench's own wording; a user dialect with "base": "opencode" replaces them.
#include "catalog/catalogdialect.h"
#include "catalog/clientrules.h"

namespace sw {

struct OpencodeWording
{
    QString intro; // the lines before <available_skills>
    QString empty; // the whole listing when no skill is listed
    static OpencodeWording defaults();
};

class OpencodeDialect final : public CatalogDialect
{
public:
    explicit OpencodeDialect(
        QString name = QStringLiteral("opencode"), OpencodeWording wording = OpencodeWording::defaults());
    QString name() const override { return m_name; }
    // The listed user skills (loaded, with a description), by name (localeCompare).
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    ListingPlan plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    const OpencodeWording &wording() const { return m_wording; }

private:
    QString m_name;
    OpencodeWording m_wording;
};

// JavaScript's String.prototype.localeCompare in opencode's runtime (ICU, root collation): negative, 0, positive.
int opencodeCompare(const QString &a, const QString &b);

} // namespace sw
