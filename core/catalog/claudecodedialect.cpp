// The Claude Code skill listing (see claudecodedialect.h; the facts are ClaudeCodeRules').
#include "catalog/claudecodedialect.h"

#include "catalog/catalogtext.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

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
bool jsSpace(QChar c)
{
    return c.isSpace() || c == QChar(0xFEFF);
}

QString jsTrim(const QString &text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && jsSpace(text.at(begin)))
        ++begin;
    while (end > begin && jsSpace(text.at(end - 1)))
        --end;
    return text.mid(begin, end - begin);
}

// Listed: model-invocable and not conditional on `paths`.
bool listed(const CatalogSkill &s)
{
    return s.client.modelInvocable && !s.client.conditionalPaths;
}

// The listed skills as indices into `skills`, by folder name ignoring case (stable). A folder name is the skill's
// key: of two skills with one folder name the first given is listed.
QList<int> listedOrder(const QList<CatalogSkill> &skills)
{
    QList<int> order;
    QStringList keys(skills.size());
    QSet<QString> seen;
    for (int i = 0; i < skills.size(); ++i) {
        if (!listed(skills.at(i)))
            continue;
        const QString folder = ClaudeCodeDialect::folderOf(skills.at(i));
        if (seen.contains(folder))
            continue;
        seen.insert(folder);
        order << i;
        keys[i] = folder.toLower();
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return keys.at(a) < keys.at(b); });
    return order;
}

// A name Claude Code shows beside the folder: letters, marks, digits, _ : . - only.
bool showableName(const QString &name, int maxChars)
{
    static const QRegularExpression pattern(
        QStringLiteral("^[\\p{L}\\p{M}\\p{N}_:.-]+$"), QRegularExpression::UseUnicodePropertiesOption);
    return !name.isEmpty() && name.size() <= maxChars && pattern.match(name).hasMatch();
}

// A name Claude Code accepts as the skill's user-facing name (else the folder stands in): no control characters,
// no < or >, at most maxChars.
bool acceptedName(const QString &name, int maxChars)
{
    if (name.isEmpty() || name.size() > maxChars)
        return false;
    return std::none_of(name.cbegin(), name.cend(), [](QChar c) {
        const char16_t u = c.unicode();
        return u < 0x20 || (u >= 0x7F && u <= 0x9F) || u == 0x2028 || u == 0x2029 || u == u'<' || u == u'>';
    });
}

struct Entry
{
    int input = -1; // index into the skills, -1 for a built-in
    QString builtin;
    bool fixed = false; // a bundled skill: always whole
    QString shown; // "folder" or "folder (name)"
    QString text; // capped
    int textCut = 0; // UTF-16 units the cap removed
    int textLength = 0; // before the cap
    qint64 fullWidth = 0;
    qint64 nameWidth = 0;
};

} // namespace

QString ClaudeCodeDialect::folderOf(const CatalogSkill &skill)
{
    return skill.client.folder.isEmpty() ? skill.name : skill.client.folder;
}

ClaudeListingShape ClaudeCodeDialect::shape(const CatalogOptions &options)
{
    return options.claude().facts(options.model).shape;
}

QList<CatalogSkill> ClaudeCodeDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    QList<CatalogSkill> out;
    for (const int i : listedOrder(skills))
        out << skills.at(i);
    return out;
}

QString ClaudeCodeDialect::listingText(const CatalogSkill &skill, const ClaudeCodeRules &rules)
{
    QString description = skill.client.claudeDescription ? *skill.client.claudeDescription : jsTrim(skill.description);
    if (description.isEmpty()) {
        const QString &line = skill.client.bodyFirstLine;
        description = line.isEmpty() ? rules.emptyBodyFallback
            : line.size() > rules.fallbackChars
            ? line.left(std::max<qsizetype>(0, rules.fallbackChars - rules.fallbackCutMark.size()))
                + rules.fallbackCutMark
            : line;
    }
    QString text = catalogtext::claudeListingText(description);
    if (!skill.client.whenToUse.isEmpty())
        text += rules.whenToUseSeparator + catalogtext::claudeListingText(skill.client.whenToUse);
    return text;
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
    return QStringLiteral("- ") + folderOf(skill) + QStringLiteral(": ")
        + cappedText(listingText(skill, options.claude()), options.claudeMaxEntryCharacters) + QLatin1Char('\n');
}

qint64 ClaudeCodeDialect::budgetCharacters(const CatalogOptions &options)
{
    if (options.claudeCharBudget > 0)
        return options.claudeCharBudget;
    const ClaudeModelFacts facts = options.claude().facts(options.model);
    const qint64 window = options.contextWindowTokens > 0 ? options.contextWindowTokens : facts.contextWindow;
    return std::max<qint64>(
        1, qint64(std::floor(double(window) * double(facts.charsPerToken) * options.claudeBudgetFraction + 1e-9)));
}

ClaudeCodeDialect::Lines ClaudeCodeDialect::lines(
    const QList<CatalogSkill> &skills, const CatalogOptions &options, bool withText) const
{
    const ClaudeCodeRules &rules = options.claude();
    Lines out;
    const qint64 budget = budgetCharacters(options);
    const int cap = std::max(options.claudeMaxEntryCharacters, 1);
    out.plan.unit = QStringLiteral("characters");
    out.plan.budget = budget;
    out.plan.rules = rules.origin;
    const QList<int> order = listedOrder(skills);

    // Which skill a name finds (Claude Code looks a shown name up among all skills: an exact folder first, then the
    // first skill with that user-facing name); a name is shown beside the folder only when it finds this skill.
    QHash<QString, int> byFolder;
    QHash<QString, int> byName;
    QList<QString> facing(skills.size());
    for (int i = 0; i < skills.size(); ++i) {
        const CatalogSkill &s = skills.at(i);
        const QString folder = folderOf(s);
        byFolder.insert(folder, byFolder.value(folder, i));
        const std::optional<QString> name = s.client.claudeName;
        facing[i] = name && acceptedName(*name, rules.maxNameChars) ? *name : folder;
        if (!byName.contains(facing[i]))
            byName.insert(facing[i], i);
    }
    QHash<QString, bool> builtinNames;
    if (options.clientBuiltins)
        for (const ClientBuiltinSkill &b : rules.builtins)
            builtinNames.insert(b.name, true);

    QList<Entry> entries;
    entries.reserve(order.size() + rules.builtins.size());
    for (const int i : order) {
        const CatalogSkill &s = skills.at(i);
        Entry e;
        e.input = i;
        const QString folder = folderOf(s);
        const QString &r = facing.at(i);
        const int found = builtinNames.contains(r) ? -2 : byFolder.value(r, byName.value(r, -1));
        e.shown
            = r != folder && !folder.endsWith(QLatin1Char(':') + r) && showableName(r, rules.maxNameChars) && found == i
            ? folder + QStringLiteral(" (") + r + QLatin1Char(')')
            : folder;
        const QString text = listingText(s, rules);
        e.textLength = int(text.size());
        e.text = cappedText(text, cap, &e.textCut);
        const QString name = QStringLiteral("- ") + e.shown;
        e.nameWidth = catalogtext::displayWidth(name);
        e.fullWidth = e.nameWidth + 2 + catalogtext::displayWidth(e.text);
        entries << e;
    }
    if (options.clientBuiltins) {
        for (const ClientBuiltinSkill &b : rules.builtins) {
            Entry e;
            e.builtin = b.name;
            e.fixed = b.alwaysFull;
            e.shown = b.name;
            e.text = b.text.isEmpty() ? builtinPlaceholder(rules.origin, b.name, b.textLength) : b.text;
            e.textLength = b.textLength;
            e.nameWidth = catalogtext::displayWidth(QStringLiteral("- ") + b.name);
            e.fullWidth = e.nameWidth + 2 + (b.textWidth >= 0 ? b.textWidth : b.textLength);
            entries << e;
        }
    }

    const qsizetype n = entries.size();
    if (n == 0)
        return out;
    qint64 fullTotal = n - 1;
    for (const Entry &e : std::as_const(entries))
        fullTotal += e.fullWidth;
    QList<bool> whole(n, true);
    if (fullTotal > budget) {
        // Claude Code's bundled skills stay whole; every other skill starts with its name only, and descriptions go
        // back, most used first (then in listing order), to each skill whose description still fits.
        qint64 base = n - 1;
        QList<qsizetype> others;
        for (qsizetype k = 0; k < n; ++k) {
            const Entry &e = entries.at(k);
            base += e.fixed ? e.fullWidth : e.nameWidth;
            if (!e.fixed)
                others << k;
        }
        for (const qsizetype k : std::as_const(others))
            whole[k] = false;
        QHash<QString, qsizetype> usage;
        for (qsizetype u = 0; u < options.usageOrder.size(); ++u)
            usage.insert(options.usageOrder.at(u), u);
        const auto rank = [&](qsizetype k) {
            const Entry &e = entries.at(k);
            const QString key = e.input >= 0 ? folderOf(skills.at(e.input)) : e.builtin;
            return usage.value(key, usage.size());
        };
        std::stable_sort(others.begin(), others.end(), [&](qsizetype a, qsizetype b) { return rank(a) < rank(b); });
        qint64 remaining = budget - base;
        for (const qsizetype k : std::as_const(others)) {
            const qint64 extra = entries.at(k).fullWidth - entries.at(k).nameWidth;
            if (extra <= remaining) {
                whole[k] = true;
                remaining -= extra;
            }
        }
    }
    out.plan.used = n - 1;
    out.plan.skills.reserve(n);
    for (qsizetype k = 0; k < n; ++k) {
        const Entry &e = entries.at(k);
        out.plan.used += whole.at(k) ? e.fullWidth : e.nameWidth;
        if (withText)
            out.lines << (whole.at(k) ? QStringLiteral("- ") + e.shown + QStringLiteral(": ") + e.text
                                      : QStringLiteral("- ") + e.shown);
        ListedSkill listed;
        listed.input = e.input;
        listed.builtin = e.builtin;
        if (!whole.at(k)) {
            listed.fate = ListingFate::NameOnly;
            listed.shortenedBy = e.textLength;
        } else if (e.textCut > 0) {
            listed.fate = ListingFate::Shortened;
            listed.shortenedBy = e.textCut;
            listed.capped = true;
        }
        out.plan.skills << listed;
    }
    return out;
}

QString ClaudeCodeDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const Lines l = lines(skills, options, true);
    if (l.lines.isEmpty())
        return {};
    QString paragraph = m_wording.intro + QStringLiteral("\n\n") + l.lines.join(QLatin1Char('\n'));
    if (shape(options) == ClaudeListingShape::SystemMessage)
        return paragraph;
    return QStringLiteral("<system-reminder>\n") + paragraph + QStringLiteral("\n</system-reminder>");
}

ListingPlan ClaudeCodeDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    return lines(skills, options, false).plan;
}

} // namespace sw
