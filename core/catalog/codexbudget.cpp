// The Codex listing budget (codex-rs/core-skills/src/render.rs at openai/codex 0899b7c4, reproduced in our own
// code; docs/dialects.md lists the rules): full lines, else descriptions shared out one character at a time, else
// bare lines until the budget is spent; skill-root aliases when they let more fit.
#include "catalog/codexdialect.h"

#include <QDir>
#include <QHash>

#include <algorithm>
#include <optional>

namespace sw {
namespace {

struct Line
{
    int input = -1; // index into the skills given
    QString name;
    QString description;
    QString path;
    int descriptionChars = 0;
    QString render(const QString &description) const
    {
        return description.isEmpty() ? QStringLiteral("- %1: (file: %2)").arg(name, path)
                                     : QStringLiteral("- ") + name + QStringLiteral(": ") + description
                + QStringLiteral(" (file: ") + path + QLatin1Char(')');
    }
    QString full() const { return render(description); }
    QString minimum() const { return render(QString()); }
};

qint64 lineCost(const CodexBudget &budget, const QString &line)
{
    return budget.cost(line + QLatin1Char('\n'));
}

qint64 costFromCounts(const CodexBudget &budget, qint64 chars, qint64 bytes)
{
    return budget.unit == CodexBudget::Unit::Characters ? chars
                                                        : (bytes + budget.bytesPerToken - 1) / budget.bytesPerToken;
}

int utf8Length(char32_t cp)
{
    return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

struct Result
{
    QStringList rootLines;
    QStringList lines;
    QList<ListedSkill> listed; // parallel to the lines given, in order
    int truncatedChars = 0;
    int truncatedCount = 0;
    int omitted = 0;
    qint64 used = 0;
};

// Round-robin sharing of `limit` (cost beyond the bare lines) across the descriptions, one character per skill
// per round, as render.rs does; a skill whose next character does not fit can never take one later (the budget
// left only shrinks), so it leaves the rounds, which keeps this linear in the characters handed out.
QList<int> shareDescriptions(const CodexBudget &budget, const QList<Line> &lines, qint64 limit)
{
    struct State
    {
        qsizetype pos = 0; // UTF-16 position of the next character
        qint64 chars = 0;
        qint64 bytes = 0;
        qint64 minChars = 0;
        qint64 minBytes = 0;
        qint64 minCost = 0;
        qint64 extra = 0; // current extra cost
    };
    QList<int> allocation(lines.size(), 0);
    QList<State> states(lines.size());
    QList<int> active;
    for (int i = 0; i < lines.size(); ++i) {
        const QString minimum = lines.at(i).minimum();
        State &s = states[i];
        s.minChars = minimum.toUcs4().size() + 1; // the line and its "\n"
        s.minBytes = minimum.toUtf8().size() + 1;
        s.minCost = costFromCounts(budget, s.minChars, s.minBytes);
        if (lines.at(i).descriptionChars > 0)
            active << i;
    }
    qint64 remaining = limit;
    while (!active.isEmpty()) {
        QList<int> next;
        next.reserve(active.size());
        bool changed = false;
        for (const int i : std::as_const(active)) {
            State &s = states[i];
            const QString &d = lines.at(i).description;
            char32_t cp = d.at(s.pos).unicode();
            qsizetype width = 1;
            if (d.at(s.pos).isHighSurrogate() && s.pos + 1 < d.size() && d.at(s.pos + 1).isLowSurrogate()) {
                cp = QChar::surrogateToUcs4(d.at(s.pos), d.at(s.pos + 1));
                width = 2;
            }
            const qint64 chars = s.chars + 1;
            const qint64 bytes = s.bytes + utf8Length(cp);
            // The description and the space before " (file:" come in together: minimum + prefix + 1.
            const qint64 cost = costFromCounts(budget, s.minChars + chars + 1, s.minBytes + bytes + 1) - s.minCost;
            const qint64 delta = std::max<qint64>(0, cost - s.extra);
            if (delta > remaining)
                continue; // blocked for good
            remaining -= delta;
            s.extra = cost;
            s.chars = chars;
            s.bytes = bytes;
            s.pos += width;
            ++allocation[i];
            changed = true;
            if (allocation[i] < lines.at(i).descriptionChars)
                next << i;
        }
        if (!changed)
            break;
        active = std::move(next);
    }
    return allocation;
}

QString prefixChars(const QString &text, int chars)
{
    qsizetype pos = 0;
    for (int n = 0; n < chars && pos < text.size(); ++n)
        pos += text.at(pos).isHighSurrogate() && pos + 1 < text.size() && text.at(pos + 1).isLowSurrogate() ? 2 : 1;
    return text.left(pos);
}

Result renderLines(const QList<Line> &lines, const CodexBudget &budget)
{
    Result r;
    qint64 fullCost = 0;
    for (const Line &l : lines)
        fullCost += lineCost(budget, l.full());
    if (fullCost <= budget.limit) {
        for (const Line &l : lines) {
            r.lines << l.full();
            r.listed << ListedSkill { l.input, ListingFate::Full, 0 };
        }
        r.used = fullCost;
        return r;
    }
    qint64 minimumCost = 0;
    for (const Line &l : lines)
        minimumCost += lineCost(budget, l.minimum());
    if (minimumCost <= budget.limit) {
        const QList<int> allocation = shareDescriptions(budget, lines, budget.limit - minimumCost);
        for (int i = 0; i < lines.size(); ++i) {
            const Line &l = lines.at(i);
            const int truncated = l.descriptionChars - allocation.at(i);
            const QString line = l.render(prefixChars(l.description, allocation.at(i)));
            r.lines << line;
            r.used += lineCost(budget, line);
            if (truncated > 0) {
                r.truncatedChars += truncated;
                ++r.truncatedCount;
            }
            const ListingFate fate = truncated == 0 ? ListingFate::Full
                : allocation.at(i) == 0             ? ListingFate::NameOnly
                                                    : ListingFate::Shortened;
            r.listed << ListedSkill { l.input, fate, truncated };
        }
        return r;
    }
    for (const Line &l : lines) {
        const qint64 cost = lineCost(budget, l.minimum());
        if (r.used + cost <= budget.limit) {
            r.used += cost;
            r.lines << l.minimum();
            r.listed << ListedSkill { l.input, l.descriptionChars > 0 ? ListingFate::NameOnly : ListingFate::Full,
                l.descriptionChars };
        } else {
            ++r.omitted;
            r.listed << ListedSkill { l.input, ListingFate::Omitted, 0 };
        }
        r.truncatedChars += l.descriptionChars;
        if (l.descriptionChars > 0)
            ++r.truncatedCount;
    }
    return r;
}

// ---- Root aliases ----

// The folder under `.../plugins/cache/` that holds a path (render.rs plugin_marketplace_base), or "".
QString marketplaceBase(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    for (qsizetype i = parts.size() - 1; i >= 2; --i) {
        if (parts.at(i - 1) == QLatin1String("cache") && parts.at(i - 2) == QLatin1String("plugins"))
            return parts.mid(0, i + 1).join(QLatin1Char('/'));
    }
    return {};
}

// <marketplace>/<plugin>/<version> of a path under a marketplace, or "".
QString pluginVersionBase(const QString &path)
{
    const QString base = marketplaceBase(path);
    if (base.isEmpty() || path.size() <= base.size())
        return {};
    const QStringList rest = path.mid(base.size() + 1).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (rest.size() < 2)
        return {};
    return base + QLatin1Char('/') + rest.at(0) + QLatin1Char('/') + rest.at(1);
}

struct AliasPlan
{
    QStringList rootLines;
    QHash<QString, QString> aliasBySkillRoot; // skill root -> alias root
    QHash<QString, QString> nameByAliasRoot; // alias root -> "r0"
    qint64 tableCost = 0;
};

} // namespace

namespace {
struct Prepared
{
    QList<CatalogSkill> ordered;
    QList<Line> lines;
};

Prepared prepare(const CodexDialect &dialect, const QList<CatalogSkill> &skills, const CatalogOptions &options)
{
    Prepared p;
    p.ordered = dialect.order(skills, options);
    QHash<QString, QList<int>> inputs; // the ordered skills mapped back to their input positions
    for (int i = 0; i < skills.size(); ++i) {
        QString location = skills.at(i).location;
        location.replace(QLatin1Char('\\'), QLatin1Char('/'));
        inputs[location + QChar(0) + codexSingleLine(skills.at(i).name)].append(i);
    }
    p.lines.reserve(p.ordered.size());
    for (const CatalogSkill &s : std::as_const(p.ordered)) {
        Line l;
        QList<int> &pending = inputs[s.location + QChar(0) + s.name];
        l.input = pending.isEmpty() ? -1 : pending.takeFirst();
        l.name = s.name;
        l.description = s.description;
        l.path = s.location;
        l.descriptionChars = int(s.description.toUcs4().size());
        p.lines << l;
    }
    return p;
}

// The listing with paths written through skill-root aliases (render.rs build_aliased_available_skills), or nullopt
// when no skill has a root or the roots table alone uses up the budget.
std::optional<Result> aliasedResult(const CodexDialect &dialect, const Prepared &p, const CodexBudget &budget)
{
    QList<QPair<int, QString>> roots; // the roots, in repository order, that hold a listed skill
    for (const CatalogSkill &s : p.ordered) {
        if (s.client.root.isEmpty())
            continue;
        const QString root = QDir::cleanPath(s.client.root);
        if (!std::any_of(roots.cbegin(), roots.cend(), [&](const auto &r) { return r.second == root; }))
            roots << qMakePair(s.client.rootIndex, root);
    }
    if (roots.isEmpty())
        return std::nullopt;
    std::stable_sort(roots.begin(), roots.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QHash<QString, int> skillsPerPluginVersion; // counted per skill, as render.rs does
    for (const CatalogSkill &s : p.ordered) {
        const QString base = s.client.root.isEmpty() ? QString() : pluginVersionBase(QDir::cleanPath(s.client.root));
        if (!base.isEmpty())
            ++skillsPerPluginVersion[base];
    }
    AliasPlan alias;
    QStringList aliasRoots;
    for (const auto &root : std::as_const(roots)) {
        QString aliasRoot = root.second;
        const QString versionBase = pluginVersionBase(root.second);
        if (!versionBase.isEmpty() && skillsPerPluginVersion.value(versionBase) <= 1)
            aliasRoot = marketplaceBase(root.second);
        alias.aliasBySkillRoot.insert(root.second, aliasRoot);
        if (!aliasRoots.contains(aliasRoot))
            aliasRoots << aliasRoot;
    }
    for (int i = 0; i < aliasRoots.size(); ++i) {
        alias.nameByAliasRoot.insert(aliasRoots.at(i), QStringLiteral("r%1").arg(i));
        alias.rootLines << QStringLiteral("- `r%1` = `%2`").arg(i).arg(aliasRoots.at(i));
    }
    alias.tableCost
        = std::max<qint64>(0, budget.cost(dialect.body(alias.rootLines, {})) - budget.cost(dialect.body({}, {})));
    if (alias.tableCost >= budget.limit)
        return std::nullopt;
    CodexBudget adjusted = budget;
    adjusted.limit = budget.limit - alias.tableCost;
    QList<Line> lines = p.lines;
    for (int i = 0; i < p.ordered.size(); ++i) {
        const CatalogSkill &s = p.ordered.at(i);
        if (s.client.root.isEmpty())
            continue;
        const QString aliasRoot = alias.aliasBySkillRoot.value(QDir::cleanPath(s.client.root));
        if (aliasRoot.isEmpty() || !s.location.startsWith(aliasRoot + QLatin1Char('/')))
            continue;
        lines[i].path = alias.nameByAliasRoot.value(aliasRoot) + s.location.mid(aliasRoot.size());
    }
    Result r = renderLines(lines, adjusted);
    r.rootLines = alias.rootLines;
    r.used += alias.tableCost;
    return r;
}

CodexListing toListing(const Result &chosen, const CodexBudget &budget)
{
    CodexListing out;
    out.budget = budget;
    out.rootLines = chosen.rootLines;
    out.lines = chosen.lines;
    out.truncatedDescriptionChars = chosen.truncatedChars;
    out.truncatedDescriptionCount = chosen.truncatedCount;
    out.omitted = chosen.omitted;
    out.plan.skills = chosen.listed;
    out.plan.unit = budget.unit == CodexBudget::Unit::Tokens ? QStringLiteral("tokens") : QStringLiteral("characters");
    out.plan.budget = budget.limit;
    out.plan.used = chosen.used;
    out.plan.aliased = !chosen.rootLines.isEmpty();
    return out;
}
} // namespace

CodexListing CodexDialect::listing(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const CodexBudget b = budget(options);
    const Prepared p = prepare(*this, skills, options);
    if (p.lines.isEmpty())
        return toListing(Result(), b);
    Result chosen = renderLines(p.lines, b);
    if (chosen.omitted > 0 || chosen.truncatedChars > 0) {
        if (const std::optional<Result> aliased = aliasedResult(*this, p, b)) {
            // render.rs aliased_render_is_better: more skills, then fewer characters cut, then the lower cost.
            const qsizetype a = aliased->lines.size();
            const qsizetype c = chosen.lines.size();
            const bool better = a != c                             ? a > c
                : aliased->truncatedChars != chosen.truncatedChars ? aliased->truncatedChars < chosen.truncatedChars
                                                                   : aliased->used < chosen.used;
            if (better)
                chosen = *aliased;
        }
    }
    return toListing(chosen, b);
}

CodexListing CodexDialect::aliasedListing(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const CodexBudget b = budget(options);
    const Prepared p = prepare(*this, skills, options);
    if (const std::optional<Result> aliased = p.lines.isEmpty() ? std::nullopt : aliasedResult(*this, p, b))
        return toListing(*aliased, b);
    return {};
}

} // namespace sw
