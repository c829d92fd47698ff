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
    QString builtin; // one of Codex's own skills (input -1)
    int loadCut = 0; // characters its loader cut from the description
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

// What the listing does with a line, with the characters Codex's loader had already cut.
ListedSkill listedAs(const Line &l, ListingFate fate, int shortenedBy)
{
    ListedSkill out;
    out.input = l.input;
    out.builtin = l.builtin;
    out.fate = fate;
    out.shortenedBy = shortenedBy;
    if (l.loadCut > 0 && fate != ListingFate::Omitted) {
        out.shortenedBy += l.loadCut;
        if (fate == ListingFate::Full) {
            out.fate = ListingFate::Shortened;
            out.capped = true;
        }
    }
    return out;
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
            r.listed << listedAs(l, ListingFate::Full, 0);
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
            r.listed << listedAs(l, fate, truncated);
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
            r.listed << listedAs(
                l, l.descriptionChars > 0 ? ListingFate::NameOnly : ListingFate::Full, l.descriptionChars);
        } else {
            ++r.omitted;
            r.listed << listedAs(l, ListingFate::Omitted, 0);
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
    QList<Line> lines; // in listing order
    QList<QString> roots; // parallel: the skill root's folder (clean), "" = none
    QList<int> rootRanks; // parallel: where the root comes in Codex's root order
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

// Where a root comes in Codex's root order (loader.rs skill_roots): the user's roots (in repository order), then its
// own skills' folder, then the admin roots, then the repository's.
// The folder of Codex's own skills on this machine: `$CODEX_HOME` is the CODEX_HOME of the environment, else
// ~/.codex, as Codex resolves it; the roots table shows the path and its length counts against the budget.
QString codexResolvedRoot(const QString &root)
{
    static const QLatin1String placeholder("$CODEX_HOME");
    if (!root.startsWith(placeholder))
        return root;
    QString home = qEnvironmentVariable("CODEX_HOME");
    if (home.isEmpty())
        home = QDir::homePath() + QStringLiteral("/.codex");
    return home + root.mid(placeholder.size());
}

int rootRank(int scope, int rootIndex)
{
    switch (scope) {
    case 0:
        return 1'000'000;
    case 1:
        return 2'000'000 + rootIndex;
    case 2:
        return 3'000'000 + rootIndex;
    default:
        return rootIndex;
    }
}

Prepared prepare(const QList<CatalogSkill> &skills, const CatalogOptions &options, const CodexRules &rules)
{
    struct Candidate
    {
        Line line;
        int scope = 3;
        QString root;
        int rank = 0;
    };
    QList<Candidate> candidates;
    candidates.reserve(skills.size() + rules.builtins.size());
    const auto addLine = [&](Line l, const QString &path, int scope, const QString &root, int rank) {
        qint64 nameChars = 0, nameBytes = 0;
        textCounts(l.name, &nameChars, &nameBytes);
        qint64 descChars = 0;
        textCounts(l.description, &descChars, &l.descriptionBytes);
        // loader.rs validate_len: a name or description Codex refuses is never listed.
        if (nameChars == 0 || nameChars > rules.maxNameChars || descChars == 0)
            return;
        if (descChars > rules.maxDescriptionChars) {
            // Codex 0.169.0 cuts a long description when it loads the skill.
            l.loadCut = int(descChars) - rules.descriptionCutKeep;
            l.description = prefixChars(l.description, rules.descriptionCutKeep) + rules.descriptionCutMark;
            textCounts(l.description, &descChars, &l.descriptionBytes);
        }
        l.descriptionChars = int(descChars);
        setPath(l, path);
        candidates << Candidate { l, std::clamp(scope, 0, 3), root, rank };
    };
    if (options.clientBuiltins) {
        const QString root = QDir::cleanPath(codexResolvedRoot(rules.systemRoot));
        for (const ClientBuiltinSkill &b : rules.builtins) {
            Line l;
            l.builtin = b.name;
            l.name = b.name;
            l.description = b.text.isEmpty() ? builtinPlaceholder(rules.origin, b.name, b.textLength) : b.text;
            addLine(l, root + QLatin1Char('/') + b.relativePath, 0, root, rootRank(0, 0));
        }
    }
    for (int i = 0; i < skills.size(); ++i) {
        const CatalogSkill &s = skills.at(i);
        if (!s.client.implicitInvocation || !s.client.codexLoaded)
            continue;
        Line l;
        l.input = i;
        l.name = singleLine(s.client.codexName ? *s.client.codexName : s.name);
        l.description = singleLine(s.client.codexDescription ? *s.client.codexDescription : s.description);
        QString path = s.location;
        if (path.contains(QLatin1Char('\\')))
            path.replace(QLatin1Char('\\'), QLatin1Char('/'));
        const QString root = s.client.root.isEmpty() ? QString() : QDir::cleanPath(s.client.root);
        addLine(
            l, path, s.client.codexScope, root, rootRank(std::clamp(s.client.codexScope, 0, 3), s.client.rootIndex));
    }
    QList<int> order(candidates.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (candidates.at(a).scope != candidates.at(b).scope)
            return candidates.at(a).scope < candidates.at(b).scope;
        if (const int c = catalogtext::compareCodePoints(candidates.at(a).line.name, candidates.at(b).line.name))
            return c < 0;
        return catalogtext::compareCodePoints(candidates.at(a).line.path, candidates.at(b).line.path) < 0;
    });
    Prepared p;
    for (const int k : std::as_const(order)) {
        p.lines << candidates.at(k).line;
        p.roots << candidates.at(k).root;
        p.rootRanks << candidates.at(k).rank;
    }
    return p;
}

// What the roots table costs (render.rs aliased_metadata_overhead_cost): the section without skill lines, with the
// table and the intro for aliases, minus the same without the table and with the intro for absolute paths; measured on
// the client's own intros when the rules know their lengths (the texts are not shipped), else on the dialect's wording.
qint64 codexTableCost(
    const CodexDialect &dialect, const CodexRules &rules, const CodexBudget &budget, const QStringList &rootLines)
{
    if (rules.introBytes <= 0 || rules.introAliasesBytes <= 0)
        return budget.cost(dialect.body(rootLines, {}, false)) - budget.cost(dialect.body({}, {}, false));
    const auto section = [](const QString &intro, const QStringList &roots) {
        QStringList all { QStringLiteral("## Skills"), intro };
        if (!roots.isEmpty())
            all << QStringLiteral("### Skill roots") << roots;
        all << QStringLiteral("### Available skills");
        return QLatin1Char('\n') + all.join(QLatin1Char('\n')) + QLatin1Char('\n');
    };
    return budget.cost(section(QString(rules.introAliasesBytes, u'x'), rootLines))
        - budget.cost(section(QString(rules.introBytes, u'x'), {}));
}

// The listing with paths written through skill-root aliases (render.rs build_aliased_available_skills), or nullopt
// when no skill has a root or the roots table alone uses up the budget.
std::optional<Result> aliasedResult(
    const CodexDialect &dialect, const Prepared &p, const CodexBudget &budget, const CodexRules &rules, bool withText)
{
    QList<QPair<int, QString>> roots; // the roots that hold a listed skill, in Codex's root order
    for (int k = 0; k < p.lines.size(); ++k) {
        const QString &root = p.roots.at(k);
        if (root.isEmpty())
            continue;
        if (!std::any_of(roots.cbegin(), roots.cend(), [&](const auto &r) { return r.second == root; }))
            roots << qMakePair(p.rootRanks.at(k), root);
    }
    if (roots.isEmpty())
        return std::nullopt;
    std::stable_sort(roots.begin(), roots.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QHash<QString, int> skillsPerPluginVersion; // counted per skill, as render.rs does
    for (int k = 0; k < p.lines.size(); ++k) {
        const QString base = p.roots.at(k).isEmpty() ? QString() : pluginVersionBase(p.roots.at(k));
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
    if (rules.chargeRootsTable) {
        alias.tableCost = std::max<qint64>(0, codexTableCost(dialect, rules, budget, alias.rootLines));
        if (alias.tableCost >= budget.limit)
            return std::nullopt;
    }
    CodexBudget adjusted = budget;
    adjusted.limit = budget.limit - alias.tableCost;
    QList<Line> lines = p.lines;
    for (int k = 0; k < p.lines.size(); ++k) {
        if (p.roots.at(k).isEmpty())
            continue;
        const QString aliasRoot = alias.aliasBySkillRoot.value(p.roots.at(k));
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

CodexListing toListing(const Result &chosen, const CodexBudget &budget, const CodexRules &rules)
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
    out.plan.rules = rules.origin;
    return out;
}
} // namespace

QList<CatalogSkill> codexOrder(const QList<CatalogSkill> &skills)
{
    CatalogOptions o;
    o.clientBuiltins = false;
    const Prepared p = prepare(skills, o, o.codex());
    QList<CatalogSkill> out;
    out.reserve(p.lines.size());
    for (const Line &l : p.lines) {
        CatalogSkill s = skills.at(l.input);
        s.name = l.name;
        s.description = l.description;
        s.location = l.path;
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
    const CodexRules &rules = options.codex();
    const CodexBudget b = budget(options);
    const Prepared p = prepare(skills, options, rules);
    if (p.lines.isEmpty())
        return toListing(Result(), b, rules);
    if (rules.alwaysAliasRoots) {
        if (const std::optional<Result> aliased = aliasedResult(*this, p, b, rules, withText))
            return toListing(*aliased, b, rules);
        return toListing(renderLines(p.lines, b, withText), b, rules);
    }
    Result chosen = renderLines(p.lines, b, withText);
    if (chosen.omitted > 0 || chosen.truncatedChars > 0) {
        if (const std::optional<Result> aliased = aliasedResult(*this, p, b, rules, withText)) {
            // render.rs aliased_render_is_better: more skills, then fewer characters cut, then the lower cost.
            const bool better = aliased->included != chosen.included ? aliased->included > chosen.included
                : aliased->truncatedChars != chosen.truncatedChars   ? aliased->truncatedChars < chosen.truncatedChars
                                                                     : aliased->used < chosen.used;
            if (better)
                chosen = *aliased;
        }
    }
    return toListing(chosen, b, rules);
}

CodexListing CodexDialect::aliasedListing(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const CodexRules &rules = options.codex();
    const CodexBudget b = budget(options);
    const Prepared p = prepare(skills, options, rules);
    if (const std::optional<Result> aliased
        = p.lines.isEmpty() ? std::nullopt : aliasedResult(*this, p, b, rules, true))
        return toListing(*aliased, b, rules);
    return {};
}

} // namespace sw
