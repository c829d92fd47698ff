// AgentLoop: skills the caller declares loaded for the next turn (no tool call): parsed from `skill[:doc,doc|*]`
// specs, refused for profiles that put a skill only in its tool's result, and checked against the skills.
#include "agentloop.h"

namespace sw {

QList<SkillLoadRequest> AgentLoop::parseDeclarations(const QStringList &specs)
{
    QList<SkillLoadRequest> out;
    for (const QString &spec : specs) {
        SkillLoadRequest r;
        const qsizetype colon = spec.indexOf(QLatin1Char(':'));
        r.skill = (colon < 0 ? spec : spec.left(colon)).trimmed();
        if (colon >= 0) {
            for (const QString &d : spec.mid(colon + 1).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                if (d.trimmed() == QLatin1String("*"))
                    r.includeAllDocs = true;
                else
                    r.docs << d.trimmed();
            }
        }
        out << r;
    }
    return out;
}

QString AgentLoop::declarationProblem(const Profile &profile)
{
    if (profile.materialisation == Materialisation::SystemMessage
        || profile.materialisation == Materialisation::ToolResults)
        return {};
    return QStringLiteral("the %1 profile puts a skill's content only where its tool's result goes, as the client "
                          "does; a declared skill would be marked loaded but never sent. Ask for the skill in the "
                          "message instead, or declare it with a tRPC-Agent profile")
        .arg(profile.name);
}

std::optional<QList<SkillLoadRequest>> AgentLoop::validateDeclarations(
    const QList<SkillLoadRequest> &declared, const SkillSnapshot &skills, QString *error)
{
    QList<SkillLoadRequest> out;
    QStringList problems;
    for (SkillLoadRequest r : declared) {
        const AgentSkill *s = skills.find(r.skill);
        if (r.skill.isEmpty()) {
            problems << QStringLiteral("a declared load needs a skill name");
            continue;
        }
        if (!s) {
            problems << QStringLiteral("declared skill '%1' is not available").arg(r.skill);
            continue;
        }
        if (r.includeAllDocs && !r.docs.isEmpty()) {
            problems
                << QStringLiteral("declared skill '%1': all docs (*) cannot be combined with a doc list").arg(r.skill);
            continue;
        }
        for (const QString &d : r.docs) {
            if (!s->docs.contains(d))
                problems << QStringLiteral("declared skill '%1' has no doc '%2'").arg(r.skill, d);
        }
        r.docs.removeDuplicates();
        r.docs.sort();
        bool merged = false;
        for (const SkillLoadRequest &o : out) {
            if (o.skill != r.skill)
                continue;
            merged = true;
            if (!(o == r))
                problems << QStringLiteral("conflicting declarations for skill '%1'").arg(r.skill);
        }
        if (!merged)
            out << r;
    }
    if (!problems.isEmpty()) {
        *error = problems.join(QStringLiteral("; "));
        return std::nullopt;
    }
    return out;
}

} // namespace sw
