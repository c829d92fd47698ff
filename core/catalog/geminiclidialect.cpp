// The Gemini CLI skill listing (see geminiclidialect.h).
#include "catalog/geminiclidialect.h"

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
    QString out = name;
    for (QChar &c : out) {
        switch (c.unicode()) {
        case ':':
        case '\\':
        case '/':
        case '<':
        case '>':
        case '*':
        case '?':
        case '"':
        case '|':
            c = QLatin1Char('-');
            break;
        default:
            break;
        }
    }
    return out;
}

QList<int> GeminiCliDialect::listedOrder(const QList<CatalogSkill> &skills) const
{
    QList<int> order(skills.size());
    std::iota(order.begin(), order.end(), 0);
    // Each root in turn; inside it the skills in descending code-unit order of their SKILL.md path (then of the name,
    // for skills held in memory without a path).
    std::stable_sort(order.begin(), order.end(), [&skills](int a, int b) {
        const CatalogSkill &x = skills.at(a);
        const CatalogSkill &y = skills.at(b);
        if (x.client.rootIndex != y.client.rootIndex)
            return x.client.rootIndex < y.client.rootIndex;
        if (x.location != y.location)
            return x.location > y.location;
        return x.name > y.name;
    });
    return order;
}

QList<CatalogSkill> GeminiCliDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    QList<CatalogSkill> listed;
    listed.reserve(skills.size());
    for (const int i : listedOrder(skills))
        listed << skills.at(i);
    return listed;
}

QString GeminiCliDialect::entry(const CatalogSkill &skill, const CatalogOptions &) const
{
    QString out = QStringLiteral("  <skill>\n    <name>");
    out += listedName(skill.name);
    out += QLatin1String("</name>\n    <description>");
    out += skill.description;
    out += QLatin1String("</description>\n    <location>");
    out += skill.location;
    out += QLatin1String("</location>\n  </skill>\n");
    return out;
}

QString GeminiCliDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    if (skills.isEmpty())
        return {};
    QString out = QStringLiteral("# Available Agent Skills\n\n");
    out += m_wording.intro;
    out += QLatin1String("\n\n<available_skills>\n");
    for (const CatalogSkill &skill : order(skills, options))
        out += entry(skill, options); // blocks joined by "\n": each entry carries the one after it
    out += QLatin1String("</available_skills>");
    return out;
}

ListingPlan GeminiCliDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    ListingPlan plan; // no budget: every skill in full
    for (const int i : listedOrder(skills)) {
        ListedSkill listed;
        listed.input = i;
        plan.skills.append(listed);
    }
    return plan;
}

} // namespace sw
