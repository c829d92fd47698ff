// The Codex listing budget (codex-rs/core-skills/src/render.rs at openai/codex 0899b7c4, reproduced in our own
// code; docs/dialects.md lists the rules): full lines, else descriptions shared out one character at a time, else
// bare lines until the budget is spent; skill-root aliases when they let more fit.
#include "catalog/codexdialect.h"

#include "catalog/catalogtext.h"

#include <QDir>
#include <QHash>

#include <algorithm>
#include <numeric>
#include <optional>

namespace sw {
namespace {

struct Line
{
    int input = -1; // index into the skills given
    QString name;
    QString description;
    QString path;
    int descriptionChars = 0; // code points
    qint64 descriptionBytes = 0; // UTF-8
    qint64 bareChars = 0; // "- name: (file: path)" with its "\n"
    qint64 bareBytes = 0;
    QString render(const QString &description) const
    {
        return description.isEmpty() ? QStringLiteral("- %1: (file: %2)").arg(name, path)
                                     : QStringLiteral("- ") + name + QStringLiteral(": ") + description
                + QStringLiteral(" (file: ") + path + QLatin1Char(')');
    }
    QString full() const { return render(description); }
    QString minimum() const { return render(QString()); }
};

// Code points and UTF-8 bytes of a text, without converting it.
void textCounts(const QString &text, qint64 *chars, qint64 *bytes)
{
    qint64 c = 0;
    qint64 b = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text.at(i).unicode();
        if (QChar::isHighSurrogate(u) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            ++i;
            b += 4;
        } else {
            b += u < 0x80 ? 1 : u < 0x800 ? 2 : 3;
        }
        ++c;
    }
    *chars = c;
    *bytes = b;
}

void setPath(Line &l, const QString &path)
{
    l.path = path;
    qint64 nameChars = 0, nameBytes = 0, pathChars = 0, pathBytes = 0;
    textCounts(l.name, &nameChars, &nameBytes);
    textCounts(path, &pathChars, &pathBytes);
    // "- " name ": " "(file: " path ")" "\n"
    l.bareChars = nameChars + pathChars + 13;
    l.bareBytes = nameBytes + pathBytes + 13;
}

qint64 costFromCounts(const CodexBudget &budget, qint64 chars, qint64 bytes)
{
    return budget.unit == CodexBudget::Unit::Characters ? chars
                                                        : (bytes + budget.bytesPerToken - 1) / budget.bytesPerToken;
}

qint64 bareCost(const CodexBudget &budget, const Line &l)
{
    return costFromCounts(budget, l.bareChars, l.bareBytes);
}

qint64 fullCost(const CodexBudget &budget, const Line &l)
{
    // The description and the space after it.
    return l.descriptionChars == 0
        ? bareCost(budget, l)
        : costFromCounts(budget, l.bareChars + l.descriptionChars + 1, l.bareBytes + l.descriptionBytes + 1);
}

int utf8Length(char32_t cp)
{
    return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

struct Result
{
    QStringList rootLines;
    QStringList lines; // only when the text is asked for
    int included = 0;
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
        State &s = states[i];
        s.minChars = lines.at(i).bareChars; // the line and its "\n"
        s.minBytes = lines.at(i).bareBytes;
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

Result renderLines(const QList<Line> &lines, const CodexBudget &budget, bool withText)
{
    Result r;
    qint64 total = 0;
    for (const Line &l : lines)
        total += fullCost(budget, l);
    if (total <= budget.limit) {
        for (const Line &l : lines) {
            if (withText)
                r.lines << l.full();
            r.listed << ListedSkill { l.input, ListingFate::Full, 0 };
        }
        r.included = int(lines.size());
        r.used = total;
        return r;
    }
    qint64 minimumCost = 0;
    for (const Line &l : lines)
        minimumCost += bareCost(budget, l);
    if (minimumCost <= budget.limit) {
        const QList<int> allocation = shareDescriptions(budget, lines, budget.limit - minimumCost);
        for (int i = 0; i < lines.size(); ++i) {
            const Line &l = lines.at(i);
            const int truncated = l.descriptionChars - allocation.at(i);
            if (truncated == 0) {
                r.used += fullCost(budget, l);
                if (withText)
                    r.lines << l.full();
            } else {
                const QString prefix = prefixChars(l.description, allocation.at(i));
                qint64 chars = 0, bytes = 0;
                textCounts(prefix, &chars, &bytes);
                r.used += allocation.at(i) == 0
                    ? bareCost(budget, l)
                    : costFromCounts(budget, l.bareChars + chars + 1, l.bareBytes + bytes + 1);
                if (withText)
                    r.lines << l.render(prefix);
                r.truncatedChars += truncated;
                ++r.truncatedCount;
            }
            const ListingFate fate = truncated == 0 ? ListingFate::Full
                : allocation.at(i) == 0             ? ListingFate::NameOnly
                                                    : ListingFate::Shortened;
            r.listed << ListedSkill { l.input, fate, truncated };
        }
        r.included = int(lines.size());
        return r;
    }
    for (const Line &l : lines) {
        const qint64 cost = bareCost(budget, l);
        if (r.used + cost <= budget.limit) {
            r.used += cost;
            ++r.included;
            if (withText)
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
    const QList<CatalogSkill> *skills = nullptr;
    QList<int> order; // input indices, in listing order
    QList<Line> lines; // parallel to order
};

// Codex's sanitize_single_line without a copy when the text is already one clean line.
QString singleLine(const QString &text)
{
    bool clean = !text.isEmpty() && !text.front().isSpace() && !text.back().isSpace();
    for (qsizetype i = 0; clean && i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isSpace() && (c != QLatin1Char(' ') || text.at(i + 1).isSpace()))
            clean = false;
    }
    return clean || text.isEmpty() ? text : codexSingleLine(text);
}

Prepared prepare(const QList<CatalogSkill> &skills)
{
    Prepared p;
    p.skills = &skills;
    QList<Line> candidates;
    candidates.reserve(skills.size());
    QList<int> scopes;
    for (int i = 0; i < skills.size(); ++i) {
        const CatalogSkill &s = skills.at(i);
        if (!s.client.implicitInvocation)
            continue;
        Line l;
        l.input = i;
        l.name = singleLine(s.name);
        l.description = singleLine(s.description);
        qint64 nameChars = 0, nameBytes = 0;
        textCounts(l.name, &nameChars, &nameBytes);
        qint64 descChars = 0;
        textCounts(l.description, &descChars, &l.descriptionBytes);
        // loader.rs validate_len: a name or description Codex refuses is never listed.
        if (nameChars == 0 || nameChars > 64 || descChars == 0 || descChars > 1024)
            continue;
        l.descriptionChars = int(descChars);
        QString path = s.location;
        if (path.contains(QLatin1Char('\\')))
            path.replace(QLatin1Char('\\'), QLatin1Char('/'));
        setPath(l, path);
        candidates << l;
        scopes << std::clamp(s.client.codexScope, 0, 3);
    }
    QList<int> order(candidates.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (scopes.at(a) != scopes.at(b))
            return scopes.at(a) < scopes.at(b);
        if (const int c = catalogtext::compareCodePoints(candidates.at(a).name, candidates.at(b).name))
            return c < 0;
        return catalogtext::compareCodePoints(candidates.at(a).path, candidates.at(b).path) < 0;
    });
    p.order.reserve(order.size());
    p.lines.reserve(order.size());
    for (const int k : std::as_const(order)) {
        p.order << candidates.at(k).input;
        p.lines << candidates.at(k);
    }
    return p;
}

// The listing with paths written through skill-root aliases (render.rs build_aliased_available_skills), or nullopt
// when no skill has a root or the roots table alone uses up the budget.
std::optional<Result> aliasedResult(
    const CodexDialect &dialect, const Prepared &p, const CodexBudget &budget, bool withText)
{
    const auto client = [&](int k) -> const ClientFields & { return p.skills->at(p.order.at(k)).client; };
    QList<QPair<int, QString>> roots; // the roots, in repository order, that hold a listed skill
    QHash<QString, QString> cleanRoot;
    for (int k = 0; k < p.order.size(); ++k) {
        const QString &raw = client(k).root;
        if (raw.isEmpty() || cleanRoot.contains(raw))
            continue;
        const QString root = QDir::cleanPath(raw);
        cleanRoot.insert(raw, root);
        if (!std::any_of(roots.cbegin(), roots.cend(), [&](const auto &r) { return r.second == root; }))
            roots << qMakePair(client(k).rootIndex, root);
    }
    if (roots.isEmpty())
        return std::nullopt;
    std::stable_sort(roots.begin(), roots.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QHash<QString, int> skillsPerPluginVersion; // counted per skill, as render.rs does
    for (int k = 0; k < p.order.size(); ++k) {
        const QString base = client(k).root.isEmpty() ? QString() : pluginVersionBase(cleanRoot.value(client(k).root));
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
    for (int k = 0; k < p.order.size(); ++k) {
        if (client(k).root.isEmpty())
            continue;
        const QString aliasRoot = alias.aliasBySkillRoot.value(cleanRoot.value(client(k).root));
        const QString &path = p.lines.at(k).path;
        if (aliasRoot.isEmpty() || !path.startsWith(aliasRoot + QLatin1Char('/')))
            continue;
        setPath(lines[k], alias.nameByAliasRoot.value(aliasRoot) + path.mid(aliasRoot.size()));
    }
    Result r = renderLines(lines, adjusted, withText);
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

QList<CatalogSkill> codexOrder(const QList<CatalogSkill> &skills)
{
    const Prepared p = prepare(skills);
    QList<CatalogSkill> out;
    out.reserve(p.order.size());
    for (int k = 0; k < p.order.size(); ++k) {
        CatalogSkill s = skills.at(p.order.at(k));
        s.name = p.lines.at(k).name;
        s.description = p.lines.at(k).description;
        s.location = p.lines.at(k).path;
        out << s;
    }
    return out;
}

CodexListing CodexDialect::listing(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    return listing(skills, options, true);
}

CodexListing CodexDialect::listing(
    const QList<CatalogSkill> &skills, const CatalogOptions &options, bool withText) const
{
    const CodexBudget b = budget(options);
    const Prepared p = prepare(skills);
    if (p.lines.isEmpty())
        return toListing(Result(), b);
    Result chosen = renderLines(p.lines, b, withText);
    if (chosen.omitted > 0 || chosen.truncatedChars > 0) {
        if (const std::optional<Result> aliased = aliasedResult(*this, p, b, withText)) {
            // render.rs aliased_render_is_better: more skills, then fewer characters cut, then the lower cost.
            const bool better = aliased->included != chosen.included ? aliased->included > chosen.included
                : aliased->truncatedChars != chosen.truncatedChars   ? aliased->truncatedChars < chosen.truncatedChars
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
    const Prepared p = prepare(skills);
    if (const std::optional<Result> aliased = p.lines.isEmpty() ? std::nullopt : aliasedResult(*this, p, b, true))
        return toListing(*aliased, b);
    return {};
}

} // namespace sw
