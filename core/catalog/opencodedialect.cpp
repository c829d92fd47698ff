// The opencode skill listing (see opencodedialect.h).
#include "catalog/opencodedialect.h"

#include <QCollator>

#include <algorithm>

namespace sw {

OpencodeWording OpencodeWording::defaults()
{
    OpencodeWording w;
    w.intro = QStringLiteral("Skills hold instructions for particular tasks.\nLoad one with the skill tool when the "
                             "task matches its description.");
    w.empty = QStringLiteral("No skills are available.");
    return w;
}

OpencodeDialect::OpencodeDialect(QString name, OpencodeWording wording)
    : m_name(std::move(name))
    , m_wording(std::move(wording))
{ }

int opencodeCompare(const QString &a, const QString &b)
{
    static thread_local const QCollator collator = [] {
        QCollator c { QLocale(QLocale::English, QLocale::UnitedStates) };
        c.setCaseSensitivity(Qt::CaseSensitive);
        c.setNumericMode(false);
        return c;
    }();
    return collator.compare(a, b);
}

namespace {
QString xmlEscaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'&':
            out += QStringLiteral("&amp;");
            break;
        case u'<':
            out += QStringLiteral("&lt;");
            break;
        case u'>':
            out += QStringLiteral("&gt;");
            break;
        case u'"':
            out += QStringLiteral("&quot;");
            break;
        case u'\'':
            out += QStringLiteral("&#39;");
            break;
        default:
            out += c;
        }
    }
    return out;
}

struct Item
{
    int input = -1;
    QString builtin;
    QString name;
    QString description;
    QString location; // escaped
};

QString block(const Item &i)
{
    return QStringLiteral("  <skill>\n    <name>") + i.name + QStringLiteral("</name>\n    <description>")
        + i.description + QStringLiteral("</description>\n    <location>") + i.location
        + QStringLiteral("</location>\n  </skill>");
}

QList<Item> items(const QList<CatalogSkill> &skills, const CatalogOptions &options)
{
    const OpencodeRules &rules = options.opencode();
    QList<Item> out;
    if (options.clientBuiltins)
        for (const ClientBuiltinSkill &b : rules.builtins)
            out << Item { -1, b.name, b.name,
                b.text.isEmpty() ? builtinPlaceholder(rules.origin, b.name, b.textLength) : b.text,
                xmlEscaped(rules.builtinLocation) };
    for (int i = 0; i < skills.size(); ++i) {
        const CatalogSkill &s = skills.at(i);
        if (!s.client.opencodeLoaded)
            continue;
        const std::optional<QString> description
            = s.client.opencodeName ? s.client.opencodeDescription : std::optional<QString>(s.description);
        if (!description)
            continue;
        out << Item { i, {}, s.client.opencodeName ? *s.client.opencodeName : s.name, *description,
            xmlEscaped(s.location) };
    }
    // Duplicate names: the last one read wins.
    QList<Item> unique;
    for (qsizetype k = out.size() - 1; k >= 0; --k)
        if (std::none_of(unique.cbegin(), unique.cend(), [&](const Item &u) { return u.name == out.at(k).name; }))
            unique.prepend(out.at(k));
    std::stable_sort(
        unique.begin(), unique.end(), [](const Item &a, const Item &b) { return opencodeCompare(a.name, b.name) < 0; });
    return unique;
}
} // namespace

QList<CatalogSkill> OpencodeDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    CatalogOptions o = options;
    o.clientBuiltins = false;
    QList<CatalogSkill> out;
    for (const Item &i : items(skills, o))
        out << skills.at(i.input);
    return out;
}

QString OpencodeDialect::entry(const CatalogSkill &skill, const CatalogOptions &) const
{
    return block(Item { 0, {}, skill.client.opencodeName ? *skill.client.opencodeName : skill.name,
               skill.client.opencodeDescription.value_or(skill.description), xmlEscaped(skill.location) })
        + QLatin1Char('\n');
}

QString OpencodeDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const QList<Item> listed = items(skills, options);
    if (listed.isEmpty())
        return m_wording.intro + QLatin1Char('\n') + m_wording.empty;
    QStringList blocks;
    for (const Item &i : listed)
        blocks << block(i);
    return m_wording.intro + QStringLiteral("\n<available_skills>\n") + blocks.join(QLatin1Char('\n'))
        + QStringLiteral("\n</available_skills>");
}

ListingPlan OpencodeDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    ListingPlan plan;
    plan.rules = options.opencode().origin;
    for (const Item &i : items(skills, options)) {
        ListedSkill listed;
        listed.input = i.input;
        listed.builtin = i.builtin;
        plan.skills << listed;
    }
    return plan;
}

} // namespace sw
