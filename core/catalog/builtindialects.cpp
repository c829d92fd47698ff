// agentskills-xml, trpc-python and minimal dialects (see builtindialects.h).
#include "catalog/builtindialects.h"

#include "catalog/catalogtext.h"

#include <algorithm>

namespace sw {

QList<CatalogSkill> sortedByName(QList<CatalogSkill> skills)
{
    std::stable_sort(
        skills.begin(), skills.end(), [](const CatalogSkill &a, const CatalogSkill &b) { return a.name < b.name; });
    return skills;
}

// ---- agentskills-xml ----

QString AgentSkillsXmlDialect::entry(const CatalogSkill &skill, const CatalogOptions &) const
{
    QString out;
    out += QLatin1String("<skill>\n<name>\n");
    out += catalogtext::htmlEscape(skill.name);
    out += QLatin1String("\n</name>\n<description>\n");
    out += catalogtext::htmlEscape(skill.description);
    out += QLatin1String("\n</description>\n<location>\n");
    out += skill.location;
    out += QLatin1String("\n</location>\n</skill>\n");
    return out;
}

QString AgentSkillsXmlDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    QString out = QStringLiteral("<available_skills>\n");
    for (const CatalogSkill &skill : order(skills, options))
        out += entry(skill, options);
    out += QLatin1String("</available_skills>");
    return out;
}

// ---- trpc-python ----

QList<CatalogSkill> TrpcPythonDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    return sortedByName(skills);
}

QString TrpcPythonDialect::entry(const CatalogSkill &skill, const CatalogOptions &) const
{
    // The Python repository strips name and description after yaml.safe_load.
    return QStringLiteral("- ") + skill.name.trimmed() + QStringLiteral(": ") + skill.description.trimmed()
        + QLatin1Char('\n');
}

QString TrpcPythonDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    if (skills.isEmpty())
        return {};
    QString out = QStringLiteral("Available skills:\n");
    for (const CatalogSkill &skill : order(skills, options))
        out += entry(skill, options);
    return out;
}

// ---- minimal ----

QList<CatalogSkill> MinimalDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    return sortedByName(skills);
}

QString MinimalDialect::entry(const CatalogSkill &skill, const CatalogOptions &) const
{
    return QStringLiteral("  - ") + skill.name + QStringLiteral(": ") + skill.description + QLatin1Char('\n');
}

QString MinimalDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    QString out = QStringLiteral("Skills available:\n");
    for (const CatalogSkill &skill : order(skills, options))
        out += entry(skill, options);
    if (!skills.isEmpty())
        out.chop(1); // lines are joined by "\n": no newline after the last one
    return out;
}

} // namespace sw
