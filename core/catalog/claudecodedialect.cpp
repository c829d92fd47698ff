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

namespace {
bool isBlank(const QString &text)
{
    return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSpace(); });
}

// The listed skills (model-invocable, not path-conditional) as indices into `skills`, by name (stable).
QList<int> listedOrder(const QList<CatalogSkill> &skills)
{
    QList<int> order;
    order.reserve(skills.size());
    for (int i = 0; i < skills.size(); ++i)
        if (skills.at(i).client.modelInvocable && !skills.at(i).client.conditionalPaths)
            order << i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return skills.at(a).name < skills.at(b).name; });
    return order;
}

// Length of listingText() without building it.
qsizetype listingTextLength(const CatalogSkill &skill)
{
    const qsizetype description
        = isBlank(skill.description) ? skill.client.firstParagraph.size() : skill.description.size();
    return isBlank(skill.client.whenToUse) ? description : description + 3 + skill.client.whenToUse.size();
}
} // namespace

QList<CatalogSkill> ClaudeCodeDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    QList<CatalogSkill> listed;
    for (const int i : listedOrder(skills))
        listed << skills.at(i);
    return listed;
}

QString ClaudeCodeDialect::listingText(const CatalogSkill &skill)
{
    QString description = isBlank(skill.description) ? skill.client.firstParagraph : skill.description;
    if (isBlank(skill.client.whenToUse))
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
    const QList<CatalogSkill> &skills, const CatalogOptions &options, bool withText) const
{
    // Works on lengths (UTF-16 units, as JavaScript counts); the text is built only for render().
    Lines out;
    const QList<int> order = listedOrder(skills);
    const qint64 budget = budgetCharacters(options);
    const int cap = std::max(options.claudeMaxEntryCharacters, 1);
    out.plan.unit = QStringLiteral("characters");
    out.plan.budget = budget;
    if (order.isEmpty())
        return out;
    const qsizetype n = order.size();
    QList<qint64> full(n);
    QList<qint64> bare(n);
    QList<int> shortened(n, 0);
    qint64 fullTotal = -1; // the newlines between lines
    qint64 bareTotal = -1;
    for (qsizetype k = 0; k < n; ++k) {
        const CatalogSkill &s = skills.at(order.at(k));
        const qsizetype text = listingTextLength(s);
        if (text > cap)
            shortened[k] = int(text - (cap - 1));
        bare[k] = 2 + s.name.size();
        full[k] = bare[k] + 2 + std::min<qsizetype>(text, cap);
        fullTotal += full[k] + 1;
        bareTotal += bare[k] + 1;
    }
    QList<bool> keep(n, true);
    if (fullTotal > budget) {
        // Every name stays; descriptions go to the most used skills first while they fit.
        keep.fill(false);
        QList<qsizetype> priority;
        priority.reserve(n);
        QList<bool> placed(n, false);
        if (!options.usageOrder.isEmpty()) {
            QHash<QString, qsizetype> byName;
            for (qsizetype k = 0; k < n; ++k)
                byName.insert(skills.at(order.at(k)).name, k);
            for (const QString &name : options.usageOrder) {
                const qsizetype k = byName.value(name, -1);
                if (k >= 0 && !placed.at(k)) {
                    placed[k] = true;
                    priority << k;
                }
            }
        }
        for (qsizetype k = 0; k < n; ++k)
            if (!placed.at(k))
                priority << k;
        qint64 remaining = budget - bareTotal;
        for (const qsizetype k : std::as_const(priority)) {
            const qint64 extra = full.at(k) - bare.at(k);
            if (remaining >= 0 && extra <= remaining) {
                keep[k] = true;
                remaining -= extra;
            }
        }
    }
    out.plan.used = -1;
    out.plan.skills.reserve(n);
    for (qsizetype k = 0; k < n; ++k) {
        const CatalogSkill &s = skills.at(order.at(k));
        out.plan.used += (keep.at(k) ? full.at(k) : bare.at(k)) + 1;
        if (withText)
            out.lines << (keep.at(k)
                    ? QStringLiteral("- ") + s.name + QStringLiteral(": ") + cappedText(listingText(s), cap)
                    : QStringLiteral("- ") + s.name);
        ListingFate fate = ListingFate::Full;
        int by = 0;
        if (!keep.at(k)) {
            fate = ListingFate::NameOnly;
            by = int(listingTextLength(s));
        } else if (shortened.at(k) > 0) {
            fate = ListingFate::Shortened;
            by = shortened.at(k);
        }
        out.plan.skills << ListedSkill { order.at(k), fate, by };
    }
    return out;
}

QString ClaudeCodeDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const Lines l = lines(skills, options, true);
    if (l.lines.isEmpty())
        return {};
    return QStringLiteral("<system-reminder>\n") + m_wording.intro + QStringLiteral("\n\n")
        + l.lines.join(QLatin1Char('\n')) + QStringLiteral("\n</system-reminder>");
}

ListingPlan ClaudeCodeDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    return lines(skills, options, false).plan;
}

} // namespace sw
