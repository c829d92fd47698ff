// RequestBuilder's materialisation of loaded skills (PROTOCOL.md section 5): the `[Loaded]` block with its docs, the
// docs a selection resolves to, and Claude Code's argument substitution and follow-up skill message.
#include "requestbuilder.h"

#include <QRegularExpression>

namespace sw {

QString RequestBuilder::expandSkillArguments(const QString &body, const QString &args)
{
    // $ARGUMENTS[N] and $N: the N-th word (0-based) of the arguments; $ARGUMENTS: all of them. Without a placeholder
    // the arguments are appended as "ARGUMENTS: ..." (docs/agent.md cites the Claude Code docs).
    const QStringList words = args.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    static const QRegularExpression placeholder(QStringLiteral("\\$ARGUMENTS\\[(\\d+)\\]|\\$ARGUMENTS|\\$(\\d+)"));
    bool found = false;
    QString out;
    qsizetype last = 0;
    for (auto it = placeholder.globalMatch(body); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        found = true;
        out += QStringView(body).mid(last, m.capturedStart() - last);
        const QString index = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        if (index.isEmpty())
            out += args;
        else
            out += words.value(index.toInt());
        last = m.capturedEnd();
    }
    out += QStringView(body).mid(last);
    if (!found && !args.isEmpty())
        out += QStringLiteral("\n\nARGUMENTS: ") + args;
    return out;
}

QString RequestBuilder::skillMessage(const Profile &profile, const AgentSkill &skill, const QString &args)
{
    QString body = expandSkillArguments(skill.body, args);
    body.replace(QLatin1String("${CLAUDE_SKILL_DIR}"), skill.folder);
    return profile.text(QStringLiteral("skill_message"),
        { { QStringLiteral("name"), skill.name }, { QStringLiteral("folder"), skill.folder },
            { QStringLiteral("body"), body }, { QStringLiteral("args"), args } });
}

QStringList RequestBuilder::resolvedDocs(const AgentSkill &skill, const DocSelection &docs)
{
    if (docs.all)
        return skill.docs;
    QStringList out;
    for (const QString &d : docs.docs) {
        if (skill.docs.contains(d) && !out.contains(d))
            out << d;
    }
    return out;
}

QList<RequestPart> RequestBuilder::loadedBlockParts(
    const Profile &profile, const AgentSkill &skill, const DocSelection &sel, const QStringList &tools)
{
    QList<RequestPart> parts;
    const QStringList docs = resolvedDocs(skill, sel);
    QString head = QStringLiteral("\n[Loaded] ") + skill.name + QStringLiteral("\n\n") + skill.body + QLatin1Char('\n');
    head += docs.isEmpty() ? QStringLiteral("Docs loaded: none")
                           : QStringLiteral("Docs loaded: ") + docs.join(QStringLiteral(", "));
    if (profile.toolsSelectedLine)
        head += QStringLiteral("\nTools selected: ")
            + (tools.isEmpty() ? QStringLiteral("none") : tools.join(QStringLiteral(", ")));
    parts << RequestPart { SegmentKind::LoadedSkill, QStringLiteral("[Loaded] ") + skill.name, head, skill.name, {} };
    for (const QString &d : docs) {
        parts << RequestPart { SegmentKind::Doc, QStringLiteral("[Doc] %1/%2").arg(skill.name, d),
            QStringLiteral("\n[Doc] ") + d + QStringLiteral("\n\n") + skill.docText.value(d) + QLatin1Char('\n'),
            skill.name, d };
    }
    return parts;
}

QString RequestBuilder::loadedBlock(
    const Profile &profile, const AgentSkill &skill, const DocSelection &docs, const QStringList &tools)
{
    QString s;
    for (const RequestPart &p : loadedBlockParts(profile, skill, docs, tools))
        s += p.text;
    return s;
}

QStringList RequestBuilder::materialisedSkills(const RequestRecord &record)
{
    QStringList out;
    for (const RequestSegment &s : record.segments) {
        if (s.kind == SegmentKind::LoadedSkill && !s.skill.isEmpty() && !out.contains(s.skill))
            out << s.skill;
    }
    return out;
}

} // namespace sw
