// The Codex skills-section dialect (see codexdialect.h).
#include "catalog/codexdialect.h"

#include "catalog/builtindialects.h"

namespace sw {

CodexWording CodexWording::defaults()
{
    CodexWording w;
    w.intro = QStringLiteral("Skills are folders of instructions kept in a SKILL.md file. The skills below can be "
                             "used in this session; each line names a skill, says what it is for and where its "
                             "file is.");
    w.howToUse = QStringLiteral(
        "- If the user names a skill, or the task matches a skill's description, open its SKILL.md and follow it "
        "before acting.\n"
        "- Read only the files SKILL.md points to that the task needs; resolve relative paths against the skill's "
        "folder.\n"
        "- If a skill cannot be used as written, say so in one line and continue with the best alternative.");
    w.budgetNote = QStringLiteral("- ({omitted} more skills not listed: the list is held to {budget} characters)");
    return w;
}

CodexDialect::CodexDialect(QString name, CodexWording wording)
    : m_name(std::move(name))
    , m_wording(std::move(wording))
{ }

QList<CatalogSkill> CodexDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    return sortedByName(skills);
}

QString CodexDialect::entry(const CatalogSkill &skill, const CatalogOptions &) const
{
    return QStringLiteral("- ") + skill.name + QStringLiteral(": ") + skill.description + QStringLiteral(" (file: ")
        + skill.location + QStringLiteral(")\n");
}

int CodexDialect::budgetCharacters(const CatalogOptions &options) const
{
    if (options.contextWindowTokens <= 0)
        return -1;
    return int(double(options.contextWindowTokens) * m_wording.budgetShare * m_wording.charsPerToken);
}

QString CodexDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    if (skills.isEmpty())
        return {};
    const int budget = budgetCharacters(options);
    QString lines;
    int omitted = 0;
    for (const CatalogSkill &skill : order(skills, options)) {
        const QString line = entry(skill, options);
        if (omitted > 0 || (budget >= 0 && lines.size() + line.size() > budget)) {
            ++omitted;
            continue;
        }
        lines += line;
    }
    if (omitted > 0) {
        QString note = m_wording.budgetNote;
        note.replace(QLatin1String("{omitted}"), QString::number(omitted));
        note.replace(QLatin1String("{budget}"), QString::number(budget));
        lines += note + QLatin1Char('\n');
    }
    QString out = QStringLiteral("## Skills\n");
    out += m_wording.intro + QLatin1Char('\n');
    out += QLatin1String("### Available skills\n");
    out += lines;
    out += QLatin1String("### How to use skills\n");
    out += m_wording.howToUse;
    return out;
}

} // namespace sw
