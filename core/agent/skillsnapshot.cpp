// SkillSnapshot: lookup and loading from roots (through the catalog module's skill loader).
#include "skillsnapshot.h"

#include "catalog/skillsource.h"

#include <QFileInfo>

#include <algorithm>

namespace sw {

SkillSnapshot::SkillSnapshot(QList<AgentSkill> skills)
    : m_skills(std::move(skills))
{
    std::stable_sort(
        m_skills.begin(), m_skills.end(), [](const AgentSkill &a, const AgentSkill &b) { return a.name < b.name; });
    for (qsizetype i = 0; i < m_skills.size(); ++i) {
        m_skills[i].docs.sort();
        if (!m_byName.contains(m_skills.at(i).name))
            m_byName.insert(m_skills.at(i).name, i);
    }
}

std::shared_ptr<const SkillSnapshot> SkillSnapshot::fromRoots(const QStringList &roots, QStringList *problems)
{
    const LoadedSkills loaded = loadSkillsFromRoots(roots);
    if (problems)
        *problems = loaded.problems;
    QList<AgentSkill> skills;
    skills.reserve(loaded.skills.size());
    for (const ReportSkill &r : loaded.skills) {
        AgentSkill s;
        s.name = r.name;
        s.description = r.description;
        s.location = r.location;
        s.folder = QFileInfo(r.location).absolutePath();
        s.body = r.body;
        s.tools = r.tools;
        s.client = r.client;
        s.source = r.source;
        for (const ReportDoc &d : r.docs) {
            s.docs << d.path;
            s.docText.insert(d.path, d.content);
        }
        skills << s;
    }
    return std::make_shared<const SkillSnapshot>(std::move(skills));
}

QString AgentSkill::sourceText() const
{
    if (!source.isEmpty())
        return source;
    return QStringLiteral("---\nname: %1\ndescription: %2\n---\n").arg(name, description) + body;
}

QStringList SkillSnapshot::names() const
{
    QStringList out;
    out.reserve(m_skills.size());
    for (const AgentSkill &s : m_skills)
        out << s.name;
    return out;
}

const AgentSkill *SkillSnapshot::find(const QString &name) const
{
    const auto it = m_byName.constFind(name);
    return it == m_byName.constEnd() ? nullptr : &m_skills.at(*it);
}

std::optional<QString> SkillSnapshot::docText(const QString &skill, const QString &path) const
{
    const AgentSkill *s = find(skill);
    if (!s || !s->docs.contains(path))
        return std::nullopt;
    return s->docText.value(path);
}

} // namespace sw
