// The tRPC-Agent-Go overview dialect (see trpcgodialect.h).
#include "catalog/trpcgodialect.h"

#include "catalog/builtindialects.h"
#include "catalog/catalogtext.h"

#include <algorithm>
#include <numeric>

namespace sw {

TrpcGoWording TrpcGoWording::defaults()
{
    TrpcGoWording w;
    w.routingLine = QStringLiteral("The short lines below are routing summaries only. If one looks relevant, call "
                                   "skill_load before relying on it or repeating domain-specific tool work.");
    w.recommendation = QStringLiteral(
        "[Top recommended skill for this request: `{name}`. Load it with skill_load before acting on it.]");
    w.additionalSkills = QStringLiteral("[Additional skills (use skill_load by name to access): {names}]");
    w.maxOverviewHeader
        = QStringLiteral("Available skills: (showing {shown} of {total}; remaining names listed below)");
    // The workbench's own short guidance (not the framework's prose); the header line is the protocol's.
    w.guidance = QStringLiteral("\nTooling and workspace guidance:\n"
                                "- Load a skill with skill_load before following it; the lines above are summaries.\n"
                                "- Load only the docs the task needs (skill_list_docs, skill_select_docs); avoid "
                                "include_all_docs.\n"
                                "- Run a skill's scripts with skill_run; write results under $OUTPUT_DIR and list "
                                "them in output_files.\n");
    const char *const stopwords[] = { "the", "and", "for", "are", "but", "not", "you", "your", "yours", "all", "any",
        "can", "could", "would", "should", "will", "shall", "may", "might", "must", "with", "without", "this", "that",
        "these", "those", "from", "into", "onto", "over", "under", "about", "above", "after", "before", "then", "than",
        "there", "here", "where", "when", "what", "which", "who", "whom", "whose", "why", "how", "have", "has", "had",
        "was", "were", "been", "being", "its", "our", "ours", "their", "theirs", "them", "they", "she", "him", "his",
        "her", "hers", "also", "just", "only", "very", "some", "such", "each", "other", "more", "most", "use", "using",
        "used", "please", "want", "need", "let", "get", "got", "does", "did", "doing", "done", "out", "off", "too",
        "via", "per", "etc", "yes", "now" };
    for (const char *word : stopwords)
        w.stopwords.insert(QString::fromLatin1(word));
    return w;
}

QString normalizeTrpcGuidance(const QString &guidance)
{
    if (guidance.isEmpty())
        return {};
    QString out = guidance;
    if (!out.startsWith(QLatin1Char('\n')))
        out.prepend(QLatin1Char('\n'));
    if (!out.endsWith(QLatin1Char('\n')))
        out.append(QLatin1Char('\n'));
    return out;
}

QString mergeTrpcOverviewIntoSystem(const QString &systemMessage, const QString &overview)
{
    if (overview.isEmpty() || systemMessage.contains(QLatin1String("Available skills:")))
        return systemMessage;
    if (systemMessage.isEmpty())
        return overview;
    return systemMessage + QStringLiteral("\n\n") + overview;
}

TrpcGoDialect::TrpcGoDialect(QString name, TrpcGoWording wording)
    : m_name(std::move(name))
    , m_wording(std::move(wording))
{ }

QStringList TrpcGoDialect::queryTokens(const QString &message) const
{
    QStringList tokens;
    QSet<QString> seen;
    for (const QString &word : catalogtext::lowerWords(message)) {
        if (word.toUcs4().size() < 3 || m_wording.stopwords.contains(word) || seen.contains(word))
            continue;
        seen.insert(word);
        tokens << word;
    }
    return tokens;
}

TrpcGoPrioritisation TrpcGoDialect::prioritise(const QList<CatalogSkill> &skills, const QString &message) const
{
    TrpcGoPrioritisation p;
    p.queryTokens = queryTokens(message);
    p.scores.reserve(skills.size());
    // Marks which query tokens occur among the words of a text (each token counts once per field).
    const auto matchWords = [&p](const QString &text, QList<bool> &matched) {
        matched.fill(false, p.queryTokens.size());
        const QString lower = text.toLower();
        const QStringView view(lower);
        qsizetype start = -1;
        const auto endWord = [&](qsizetype end) {
            if (start < 0)
                return;
            const QStringView word = view.mid(start, end - start);
            for (qsizetype t = 0; t < p.queryTokens.size(); ++t) {
                if (!matched[t] && word == p.queryTokens[t])
                    matched[t] = true;
            }
            start = -1;
        };
        for (qsizetype i = 0; i < view.size();) {
            const qsizetype at = i;
            char32_t cp = view[i].unicode();
            if (QChar::isHighSurrogate(cp) && i + 1 < view.size() && view[i + 1].isLowSurrogate()) {
                cp = QChar::surrogateToUcs4(view[i].unicode(), view[i + 1].unicode());
                i += 2;
            } else {
                ++i;
            }
            if (QChar::isLetterOrNumber(cp)) {
                if (start < 0)
                    start = at;
            } else {
                endWord(at);
            }
        }
        endWord(view.size());
    };
    QList<bool> inName;
    QList<bool> inDescription;
    for (const CatalogSkill &skill : skills) {
        int score = 0;
        if (!p.queryTokens.isEmpty()) {
            matchWords(skill.name, inName);
            matchWords(skill.description, inDescription);
            for (qsizetype t = 0; t < p.queryTokens.size(); ++t)
                score += (inName[t] ? 3 : 0) + (inDescription[t] ? 1 : 0);
        }
        p.scores << score;
    }
    p.order.resize(skills.size());
    std::iota(p.order.begin(), p.order.end(), 0);
    std::stable_sort(p.order.begin(), p.order.end(), [&](int a, int b) { return p.scores[a] > p.scores[b]; });
    if (!p.order.isEmpty()) {
        const int top = p.scores[p.order[0]];
        const int runnerUp = p.order.size() > 1 ? p.scores[p.order[1]] : 0;
        if (top >= 4 && top >= 2 * runnerUp)
            p.recommended = p.order[0];
    }
    return p;
}

QList<CatalogSkill> TrpcGoDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const QList<CatalogSkill> byName = sortedByName(skills);
    const TrpcGoPrioritisation p = prioritise(byName, options.latestUserMessage);
    QList<CatalogSkill> out;
    out.reserve(byName.size());
    for (const int index : p.order)
        out << byName[index];
    return out;
}

QString TrpcGoDialect::entry(const CatalogSkill &skill, const CatalogOptions &) const
{
    return QStringLiteral("- ") + skill.name + QStringLiteral(": ") + skill.description + QLatin1Char('\n');
}

QString TrpcGoDialect::guidanceBlock(const CatalogOptions &options) const
{
    if (options.guidance.has_value())
        return normalizeTrpcGuidance(*options.guidance);
    return normalizeTrpcGuidance(m_wording.guidance);
}

QString TrpcGoDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    if (skills.isEmpty())
        return {}; // the framework injects no overview for an empty repository
    const QList<CatalogSkill> byName = sortedByName(skills);
    const TrpcGoPrioritisation p = prioritise(byName, options.latestUserMessage);
    const int total = int(byName.size());
    const bool capped = options.maxOverviewSkills > 0 && total > options.maxOverviewSkills;
    const int shown = capped ? options.maxOverviewSkills : total;

    QString out;
    if (capped) {
        QString header = m_wording.maxOverviewHeader;
        header.replace(QLatin1String("{shown}"), QString::number(shown));
        header.replace(QLatin1String("{total}"), QString::number(total));
        out += header;
    } else {
        out += QLatin1String("Available skills:");
    }
    out += QLatin1Char('\n');
    if (!m_wording.routingLine.isEmpty())
        out += m_wording.routingLine + QLatin1Char('\n');
    if (p.recommended >= 0) {
        QString line = m_wording.recommendation;
        line.replace(QLatin1String("{name}"), byName[p.recommended].name);
        out += line + QLatin1Char('\n');
    }
    for (int i = 0; i < shown; ++i)
        out += entry(byName[p.order[i]], options);
    if (capped) {
        QStringList rest;
        for (int i = shown; i < total; ++i)
            rest << byName[p.order[i]].name;
        QString line = m_wording.additionalSkills;
        line.replace(QLatin1String("{names}"), rest.join(QStringLiteral(", ")));
        out += line + QLatin1Char('\n');
    }
    out += guidanceBlock(options);
    return out;
}

ListingPlan TrpcGoDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    // WithMaxOverviewSkills: the skills past N are named on the additional-skills line only.
    ListingPlan plan = fullListingPlan(skills, order(skills, options));
    if (options.maxOverviewSkills > 0)
        for (qsizetype i = options.maxOverviewSkills; i < plan.skills.size(); ++i) {
            plan.skills[i].fate = ListingFate::NameOnly;
            plan.skills[i].shortenedBy = int(skills.at(plan.skills.at(i).input).description.size());
        }
    return plan;
}

} // namespace sw
