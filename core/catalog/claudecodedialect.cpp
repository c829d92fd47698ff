// The Claude Code skill listing (see claudecodedialect.h).
#include "catalog/claudecodedialect.h"

#include "catalog/builtindialects.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace sw {

ClaudeCodeWording ClaudeCodeWording::defaults()
{
    ClaudeCodeWording w;
    w.intro = QStringLiteral("These skills can be loaded with the Skill tool. When a task matches one, call the Skill "
                             "tool with its exact name before acting:");
    return w;
}

ClaudeCodeDialect::ClaudeCodeDialect(QString name, ClaudeCodeWording wording)
    : m_name(std::move(name))
    , m_wording(std::move(wording))
{ }

QList<CatalogSkill> ClaudeCodeDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    QList<CatalogSkill> listed;
    listed.reserve(skills.size());
    for (const CatalogSkill &skill : skills)
        if (skill.client.modelInvocable && !skill.client.conditionalPaths)
            listed << skill;
    return sortedByName(listed);
}

QString ClaudeCodeDialect::listingText(const CatalogSkill &skill)
{
    QString description = skill.description.trimmed().isEmpty() ? skill.client.firstParagraph : skill.description;
    if (skill.client.whenToUse.trimmed().isEmpty())
        return description;
    return description + QStringLiteral(" - ") + skill.client.whenToUse;
}

QString ClaudeCodeDialect::cappedText(const QString &text, int cap, int *shortenedBy)
{
    cap = std::max(cap, 1);
    if (shortenedBy)
        *shortenedBy = 0;
    if (text.size() <= cap)
        return text;
    if (shortenedBy)
        *shortenedBy = int(text.size()) - (cap - 1);
    return text.left(cap - 1) + QChar(0x2026);
}

QString ClaudeCodeDialect::entry(const CatalogSkill &skill, const CatalogOptions &options) const
{
    return QStringLiteral("- ") + skill.name + QStringLiteral(": ")
        + cappedText(listingText(skill), options.claudeMaxEntryCharacters) + QLatin1Char('\n');
}

qint64 ClaudeCodeDialect::budgetCharacters(const CatalogOptions &options)
{
    if (options.claudeCharBudget > 0)
        return options.claudeCharBudget;
    if (options.contextWindowTokens <= 0)
        return 8000;
    return qint64(std::floor(double(options.contextWindowTokens) * 4.0 * options.claudeBudgetFraction + 1e-9));
}

ClaudeCodeDialect::Lines ClaudeCodeDialect::lines(
    const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    Lines out;
    const QList<CatalogSkill> ordered = order(skills, options);
    const ListingPlan positions = fullListingPlan(skills, ordered);
    const qint64 budget = budgetCharacters(options);
    out.plan.unit = QStringLiteral("characters");
    out.plan.budget = budget;
    if (ordered.isEmpty())
        return out;
    QStringList full;
    QStringList bare;
    QList<int> shortened;
    qint64 fullTotal = -1; // the newlines between lines
    qint64 bareTotal = -1;
    for (const CatalogSkill &s : ordered) {
        int by = 0;
        full << QStringLiteral("- ") + s.name + QStringLiteral(": ")
                + cappedText(listingText(s), options.claudeMaxEntryCharacters, &by);
        bare << QStringLiteral("- ") + s.name;
        shortened << by;
        fullTotal += full.last().size() + 1;
        bareTotal += bare.last().size() + 1;
    }
    QList<bool> keep(ordered.size(), true);
    if (fullTotal > budget) {
        // Every name stays; descriptions go to the most used skills first while they fit.
        keep.fill(false);
        QList<int> priority;
        QList<bool> placed(ordered.size(), false);
        QHash<QString, int> byName;
        for (int i = 0; i < ordered.size(); ++i)
            byName.insert(ordered.at(i).name, i);
        for (const QString &name : options.usageOrder) {
            const int i = byName.value(name, -1);
            if (i >= 0 && !placed.at(i)) {
                placed[i] = true;
                priority << i;
            }
        }
        for (int i = 0; i < ordered.size(); ++i)
            if (!placed.at(i))
                priority << i;
        qint64 remaining = budget - bareTotal;
        for (const int i : std::as_const(priority)) {
            const qint64 extra = full.at(i).size() - bare.at(i).size();
            if (remaining >= 0 && extra <= remaining) {
                keep[i] = true;
                remaining -= extra;
            }
        }
    }
    out.plan.used = -1;
    for (int i = 0; i < ordered.size(); ++i) {
        out.lines << (keep.at(i) ? full.at(i) : bare.at(i));
        out.plan.used += out.lines.last().size() + 1;
        ListingFate fate = ListingFate::Full;
        int by = 0;
        if (!keep.at(i)) {
            fate = ListingFate::NameOnly;
            by = int(listingText(ordered.at(i)).size());
        } else if (shortened.at(i) > 0) {
            fate = ListingFate::Shortened;
            by = shortened.at(i);
        }
        out.plan.skills << ListedSkill { positions.skills.at(i).input, fate, by };
    }
    return out;
}

QString ClaudeCodeDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const Lines l = lines(skills, options);
    if (l.lines.isEmpty())
        return {};
    return QStringLiteral("<system-reminder>\n") + m_wording.intro + QStringLiteral("\n\n")
        + l.lines.join(QLatin1Char('\n')) + QStringLiteral("\n</system-reminder>");
}

ListingPlan ClaudeCodeDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    return lines(skills, options).plan;
}

} // namespace sw
