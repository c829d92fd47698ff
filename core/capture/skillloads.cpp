// Skill loads from tool calls and client mentions.
#include "skillloads.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace sw {

namespace {

const CaptureSkill *skillNamed(const QString &name, const CaptureSkills &skills)
{
    QList<const CaptureSkill *> found = skills.byFolderName(name);
    if (found.isEmpty())
        found = skills.byName(name);
    return found.isEmpty() ? nullptr : found.first();
}

} // namespace

std::optional<SkillLoad> loadFromToolCall(
    const QString &toolName, const QString &arguments, const CaptureSkills &skills, const ListingMemory &memory)
{
    const QJsonObject args = QJsonDocument::fromJson(arguments.toUtf8()).object();
    if (toolName.contains(QLatin1String("skill"), Qt::CaseInsensitive)) {
        QString name;
        for (const char *key : { "skill", "name", "skill_name", "skillName" }) {
            name = args.value(QLatin1String(key)).toString().trimmed();
            if (!name.isEmpty())
                break;
        }
        if (name.isEmpty())
            return std::nullopt;
        SkillLoad load;
        load.skill = name;
        load.how = QStringLiteral("tool:") + toolName;
        if (const CaptureSkill *s = skillNamed(name, skills))
            load.skillPath = s->skillMdPath;
        return load;
    }
    // A shell command or a file read that names a SKILL.md.
    static const QRegularExpression skillMd(
        QStringLiteral("([^\\s\"'`;|&<>()=]*/SKILL\\.md)\\b"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = skillMd.match(arguments);
    if (!m.hasMatch())
        return std::nullopt;
    QString path = m.captured(1);
    static const QRegularExpression alias(QStringLiteral("^(r\\d+)/(.*)$"));
    const QRegularExpressionMatch a = alias.match(path);
    if (a.hasMatch() && memory.codexRoots.contains(a.captured(1)))
        path = QDir::cleanPath(memory.codexRoots.value(a.captured(1)) + QLatin1Char('/') + a.captured(2));
    SkillLoad load;
    load.skill = QFileInfo(QFileInfo(path).path()).fileName();
    const CaptureSkill *s = path.startsWith(QLatin1Char('/')) ? skills.byPath(path) : nullptr;
    if (!s && !path.startsWith(QLatin1Char('/')))
        s = skillNamed(load.skill, skills);
    if (s) {
        load.skill = s->name;
        load.skillPath = s->skillMdPath;
    }
    const bool shell = args.contains(QLatin1String("cmd")) || args.contains(QLatin1String("command"))
        || toolName.contains(QLatin1String("shell"), Qt::CaseInsensitive)
        || toolName.compare(QLatin1String("bash"), Qt::CaseInsensitive) == 0;
    load.how = (shell ? QStringLiteral("shell:") : QStringLiteral("read:")) + toolName;
    return load;
}

QList<QPair<QString, SkillLoad>> mentionedLoads(const RequestView &view, const CaptureSkills &skills)
{
    static const QRegularExpression block(
        QStringLiteral("^\\s*<skill>\\s*<name>([^<]+)</name>(?:\\s*<path>([^<]+)</path>)?"));
    QList<QPair<QString, SkillLoad>> out;
    for (const ViewMessage &m : view.messages) {
        if (m.role != QLatin1String("user"))
            continue;
        for (const ViewPart &p : m.parts) {
            if (p.kind != ViewPart::Kind::Text)
                continue;
            const QRegularExpressionMatch match = block.match(p.text);
            if (!match.hasMatch())
                continue;
            SkillLoad load;
            load.skill = match.captured(1).trimmed();
            load.how = QStringLiteral("mention");
            const QString path = match.captured(2).trimmed();
            const CaptureSkill *s = path.isEmpty() ? nullptr : skills.byPath(path);
            if (!s)
                s = skillNamed(load.skill, skills);
            if (s)
                load.skillPath = s->skillMdPath;
            out.append({ QStringLiteral("mention:%1:%2").arg(m.index).arg(load.skill), load });
        }
    }
    return out;
}

} // namespace sw
