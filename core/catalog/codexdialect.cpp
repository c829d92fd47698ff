// The Codex skills-section dialect: wording, order, rendering (see codexdialect.h; the budget is codexbudget.cpp).
#include "catalog/codexdialect.h"

#include "catalog/catalogtext.h"

#include <algorithm>

namespace sw {

CodexWording CodexWording::defaults()
{
    CodexWording w;
    w.intro = QStringLiteral("Skills are folders of instructions kept in a `SKILL.md` file. The skills below can be "
                             "used in this session; each line names a skill, says what it is for and gives the path "
                             "of its file.");
    w.introAliases = QStringLiteral("Skills are folders of instructions kept in a `SKILL.md` file. The skills below "
                                    "can be used in this session; each line names a skill, says what it is for and "
                                    "gives a short path that starts with a root alias from the table below.");
    w.howToUse = QStringLiteral(
        "- If the user names a skill, or the task matches a skill's description, open its `SKILL.md` and follow it "
        "before acting.\n"
        "- Read only the files `SKILL.md` points to that the task needs; resolve relative paths against the skill's "
        "folder.\n"
        "- If a skill cannot be used as written, say so in one line and continue with the best alternative.");
    w.howToUseAliases = QStringLiteral(
        "- If the user names a skill, or the task matches a skill's description, expand its short path with the root "
        "alias from `### Skill roots`, open that `SKILL.md` and follow it before acting.\n"
        "- Read only the files `SKILL.md` points to that the task needs; resolve relative paths against the folder "
        "of the expanded `SKILL.md`.\n"
        "- If a skill cannot be used as written, say so in one line and continue with the best alternative.");
    return w;
}

QString codexSingleLine(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool pending = false;
    for (const QChar c : text) {
        if (c.isSpace()) {
            pending = true;
            continue;
        }
        if (pending && !out.isEmpty())
            out += QLatin1Char(' ');
        pending = false;
        out += c;
    }
    return out;
}

namespace {
int codePoints(const QString &text)
{
    int n = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            ++i;
        ++n;
    }
    return n;
}

} // namespace

QString codexLoaderRefusal(const CatalogSkill &skill, const CodexRules &rules)
{
    const QString name = codexSingleLine(skill.client.codexName ? *skill.client.codexName : skill.name);
    const QString description
        = codexSingleLine(skill.client.codexDescription ? *skill.client.codexDescription : skill.description);
    if (name.isEmpty())
        return QStringLiteral("missing field `name`");
    if (codePoints(name) > rules.maxNameChars)
        return QStringLiteral("invalid name: exceeds maximum length of %1 characters").arg(rules.maxNameChars);
    if (description.isEmpty())
        return QStringLiteral("missing field `description`");
    return {};
}

CodexDialect::CodexDialect(QString name, CodexWording wording)
    : m_name(std::move(name))
    , m_wording(std::move(wording))
{ }

QList<CatalogSkill> CodexDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    return codexOrder(skills);
}

QString CodexDialect::entry(const CatalogSkill &skill, const CatalogOptions &) const
{
    const QString description
        = codexSingleLine(skill.client.codexDescription ? *skill.client.codexDescription : skill.description);
    QString path = skill.location;
    path.replace(QLatin1Char('\\'), QLatin1Char('/'));
    return QStringLiteral("- ") + codexSingleLine(skill.client.codexName ? *skill.client.codexName : skill.name)
        + QStringLiteral(": ") + (description.isEmpty() ? QString() : description + QLatin1Char(' '))
        + QStringLiteral("(file: ") + path + QStringLiteral(")\n");
}

QString CodexDialect::body(const QStringList &rootLines, const QStringList &lines, bool howToUse) const
{
    QStringList all;
    all << QStringLiteral("## Skills");
    if (rootLines.isEmpty()) {
        all << m_wording.intro;
    } else {
        all << m_wording.introAliases << QStringLiteral("### Skill roots");
        all += rootLines;
    }
    all << QStringLiteral("### Available skills");
    all += lines;
    if (howToUse) {
        all << QStringLiteral("### How to use skills");
        all << (rootLines.isEmpty() ? m_wording.howToUse : m_wording.howToUseAliases);
    }
    return QLatin1Char('\n') + all.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString CodexDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const CodexListing l = listing(skills, options);
    if (l.plan.skills.isEmpty())
        return {};
    const bool howToUse = options.codex().facts(options.model).howToUseSection;
    return QStringLiteral("<skills_instructions>") + body(l.rootLines, l.lines, howToUse)
        + QStringLiteral("</skills_instructions>");
}

ListingPlan CodexDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    return listing(skills, options, false).plan;
}

qint64 CodexBudget::cost(const QString &text) const
{
    if (unit == Unit::Characters)
        return codePoints(text);
    const qint64 bytes = text.toUtf8().size();
    return (bytes + bytesPerToken - 1) / bytesPerToken;
}

CodexBudget CodexDialect::budget(const CatalogOptions &options) const
{
    CodexBudget b;
    b.bytesPerToken = std::max(1, m_wording.bytesPerToken);
    // The model's window; model_context_window replaces it, never above the model's maximum.
    const CodexModelFacts facts = options.codex().facts(options.model);
    const qint64 window = options.contextWindowTokens > 0
        ? std::min<qint64>(options.contextWindowTokens, std::max(facts.maxContextWindow, facts.contextWindow))
        : options.contextWindowTokens == 0 ? facts.contextWindow
                                           : 0;
    if (window > 0) {
        // window * 2 / 100 in integers (the share as basis points keeps 0.02 exact), at least 1.
        const qint64 basisPoints = qRound64(m_wording.budgetShare * 10000.0);
        b.unit = CodexBudget::Unit::Tokens;
        b.limit = std::max<qint64>(1, window * basisPoints / 10000);
    } else {
        b.unit = CodexBudget::Unit::Characters;
        b.limit = m_wording.fallbackCharacters;
    }
    return b;
}

} // namespace sw
