// The Gemini CLI skill listing (see geminiclidialect.h).
#include "catalog/geminiclidialect.h"

#include "skill/geminireading.h"

#include <QHash>

#include <algorithm>
#include <numeric>

namespace sw {

GeminiCliWording GeminiCliWording::defaults()
{
    GeminiCliWording w;
    w.intro = QStringLiteral("The skills below can be activated. When a task matches one, call `activate_skill` with "
                             "its exact name to receive its full instructions before acting.");
    return w;
}

GeminiCliDialect::GeminiCliDialect(QString name, GeminiCliWording wording)
    : m_name(std::move(name))
    , m_wording(std::move(wording))
{ }

QString GeminiCliDialect::listedName(const QString &name)
{
    return geminiCliListedName(name);
}

QString GeminiCliDialect::listedNameOf(const CatalogSkill &skill)
{
    return listedName(skill.client.geminiName.value_or(skill.name));
}

QString GeminiCliDialect::listedDescriptionOf(const CatalogSkill &skill)
{
    return skill.client.geminiName ? skill.client.geminiDescription : skill.description;
}

bool GeminiCliDialect::readsBefore(const CatalogSkill &x, const CatalogSkill &y)
{
    // The user's folders before the workspace's; each root in turn; inside it the skills in descending code-unit
    // order of their SKILL.md path (then of the name, for skills held in memory without a path).
    if (x.client.geminiSource != y.client.geminiSource)
        return x.client.geminiSource < y.client.geminiSource;
    if (x.client.rootIndex != y.client.rootIndex)
        return x.client.rootIndex < y.client.rootIndex;
    if (x.location != y.location)
        return x.location > y.location;
    return listedNameOf(x) > listedNameOf(y);
}

ClientRulesOrigin GeminiCliDialect::pinnedOrigin()
{
    return { QStringLiteral("gemini-cli"), QStringLiteral("0.61.0"), QStringLiteral("built-in rules") };
}

QList<int> GeminiCliDialect::listedOrder(const QList<CatalogSkill> &skills) const
{
    QList<int> read;
    read.reserve(skills.size());
    for (int i = 0; i < skills.size(); ++i)
        if (skills.at(i).client.geminiLoaded)
            read << i;
    std::stable_sort(
        read.begin(), read.end(), [&skills](int a, int b) { return readsBefore(skills.at(a), skills.at(b)); });
    // addSkillsWithPrecedence: a skill read later under a name already listed replaces that entry in its place.
    QList<int> listed;
    listed.reserve(read.size());
    QHash<QString, qsizetype> position;
    for (const int i : std::as_const(read)) {
        const QString name = listedNameOf(skills.at(i));
        if (const auto it = position.constFind(name); it != position.cend()) {
            listed[*it] = i;
            continue;
        }
        position.insert(name, listed.size());
        listed << i;
    }
    return listed;
}

QList<CatalogSkill> GeminiCliDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    QList<CatalogSkill> listed;
    const QList<int> indexes = listedOrder(skills);
    listed.reserve(indexes.size());
    for (const int i : indexes)
        listed << skills.at(i);
    return listed;
}

QString GeminiCliDialect::entry(const CatalogSkill &skill, const CatalogOptions &) const
{
    QString out = QStringLiteral("  <skill>\n    <name>");
    out += listedNameOf(skill);
    out += QLatin1String("</name>\n    <description>");
    out += listedDescriptionOf(skill);
    out += QLatin1String("</description>\n    <location>");
    out += skill.location;
    out += QLatin1String("</location>\n  </skill>\n");
    return out;
}

QString GeminiCliDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const QList<CatalogSkill> listed = order(skills, options);
    if (listed.isEmpty())
        return {};
    QString out = QStringLiteral("# Available Agent Skills\n\n");
    out += m_wording.intro;
    out += QLatin1String("\n\n<available_skills>\n");
    for (const CatalogSkill &skill : listed)
        out += entry(skill, options); // blocks joined by "\n": each entry carries the one after it
    out += QLatin1String("</available_skills>");
    return out;
}

ListingPlan GeminiCliDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    ListingPlan plan; // no budget: every skill in full
    plan.rules = pinnedOrigin();
    for (const int i : listedOrder(skills)) {
        ListedSkill listed;
        listed.input = i;
        plan.skills.append(listed);
    }
    return plan;
}

} // namespace sw
