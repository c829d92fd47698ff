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
        s.files = r.files;
        for (const ReportDoc &d : r.docs) {
            s.docs << d.path;
            s.docText.insert(d.path, d.content);
        }
        skills << s;
    }
    auto snapshot = std::make_shared<SkillSnapshot>(std::move(skills));
    snapshot->m_roots = roots;
    return snapshot;
}

std::shared_ptr<const SkillSnapshot> SkillSnapshot::reread(const std::shared_ptr<const SkillSnapshot> &snapshot)
{
    if (!snapshot)
        return std::make_shared<const SkillSnapshot>();
    if (!snapshot->m_roots.isEmpty())
        return fromRoots(snapshot->m_roots);
    if (!snapshot->m_fromFolders)
        return snapshot;
    // fromIndex: the folders holding its skills read again (each once), keeping the snapshot's skills.
    QHash<QString, std::shared_ptr<const SkillSnapshot>> parents;
    QList<AgentSkill> skills;
    for (const AgentSkill &old : snapshot->skills()) {
        if (old.folder.isEmpty())
            continue;
        const QString parent = QFileInfo(old.folder).absolutePath();
        auto it = parents.find(parent);
        if (it == parents.end())
            it = parents.insert(parent, fromRoots({ parent }));
        for (const AgentSkill &s : (*it)->skills()) {
            if (s.name == old.name && s.folder == old.folder)
                skills << s;
        }
    }
    auto out = std::make_shared<SkillSnapshot>(std::move(skills));
    out->m_fromFolders = true;
    return out;
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
