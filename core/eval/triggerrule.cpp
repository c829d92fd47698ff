// TriggerRule: matchers from the profile, and the skills a response's tool calls load.
#include "triggerrule.h"

#include "agent/shellload.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace sw {

namespace {

// The argument's text: a string as is; an array of strings (a command vector) joined by spaces.
QString argumentText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue v : value.toArray())
            parts << v.toString();
        return parts.join(QLatin1Char(' '));
    }
    return {};
}

QString normalisedPath(QString text)
{
    return text.replace(QLatin1Char('\\'), QLatin1Char('/'));
}

} // namespace

std::optional<TriggerRule> TriggerRule::fromJson(const QJsonArray &matchers, QString *error)
{
    TriggerRule rule;
    for (qsizetype i = 0; i < matchers.size(); ++i) {
        const QJsonObject o = matchers.at(i).toObject();
        TriggerMatcher m;
        m.tool = o.value(QStringLiteral("tool")).toString();
        m.argument = o.value(QStringLiteral("argument")).toString();
        m.pattern = o.value(QStringLiteral("pattern")).toString();
        const QString match = o.value(QStringLiteral("match")).toString();
        if (m.tool.isEmpty() || m.argument.isEmpty()) {
            *error = QStringLiteral("trigger[%1]: \"tool\" and \"argument\" are required").arg(i);
            return std::nullopt;
        }
        if (match == QLatin1String("shell_read")) {
            m.match = TriggerMatcher::Match::ShellRead;
        } else if (m.pattern.isEmpty()) {
            m.match = TriggerMatcher::Match::Name;
        } else if (match.isEmpty() || match == QLatin1String("contains")) {
            m.match = TriggerMatcher::Match::Contains;
        } else if (match == QLatin1String("suffix")) {
            m.match = TriggerMatcher::Match::Suffix;
        } else {
            *error = QStringLiteral("trigger[%1]: \"match\" must be \"contains\", \"suffix\" or \"shell_read\"").arg(i);
            return std::nullopt;
        }
        if (m.match != TriggerMatcher::Match::ShellRead && !m.pattern.isEmpty()
            && !m.pattern.contains(QLatin1String("{name}")) && !m.pattern.contains(QLatin1String("{folder}"))
            && !m.pattern.contains(QLatin1String("{location}"))) {
            *error = QStringLiteral("trigger[%1]: \"pattern\" must contain {name}, {folder} or {location}").arg(i);
            return std::nullopt;
        }
        rule.m_matchers << m;
    }
    return rule;
}

std::optional<TriggerRule> TriggerRule::fromProfile(const Profile &profile, QString *error)
{
    // Codex's readers, runners and script extensions where the profile names none (docs/agent.md).
    LoadDetection detection = profile.loadDetection;
    if (detection.readers.isEmpty())
        detection.readers = QStringList { "cat", "sed", "head", "tail", "less", "more", "bat", "awk" };
    if (detection.runners.isEmpty())
        detection.runners
            = QStringList { "python", "python3", "bash", "zsh", "sh", "node", "deno", "ruby", "perl", "pwsh" };
    if (detection.scriptExtensions.isEmpty())
        detection.scriptExtensions = QStringList { ".py", ".sh", ".js", ".ts", ".rb", ".pl", ".ps1" };
    if (!profile.trigger.isEmpty()) {
        QString inner;
        auto rule = fromJson(profile.trigger, &inner);
        if (!rule)
            *error = QStringLiteral("profile %1: %2").arg(profile.name, inner);
        else
            rule->m_detection = detection;
        return rule;
    }
    TriggerRule rule;
    rule.m_detection = detection;
    for (const ProfileTool &tool : profile.activeTools()) {
        const bool loader = tool.kind == ToolKind::SkillLoad || tool.kind == ToolKind::InlineSkill
            || tool.kind == ToolKind::SkillTool;
        if (loader && !tool.skillParameter.isEmpty())
            rule.m_matchers << TriggerMatcher { tool.name, tool.skillParameter, QString(),
                TriggerMatcher::Match::Name };
        else if (tool.kind == ToolKind::Shell && profile.loadDetection.kind == LoadDetection::Kind::ShellRead)
            rule.m_matchers << TriggerMatcher { tool.name, QStringLiteral("command"), QString(),
                TriggerMatcher::Match::ShellRead };
    }
    if (rule.m_matchers.isEmpty()) {
        *error = QStringLiteral("profile %1 has no skill-loading tool and no \"trigger\" rule: the Trigger Lab cannot "
                                "tell when a skill is loaded")
                     .arg(profile.name);
        return std::nullopt;
    }
    return rule;
}

QStringList TriggerRule::loadedSkills(const QList<ToolCall> &calls, const SkillSnapshot &skills) const
{
    QStringList out;
    auto add = [&out](const QString &name) {
        if (!name.isEmpty() && !out.contains(name))
            out << name;
    };
    for (const ToolCall &call : calls) {
        const QJsonObject args = QJsonDocument::fromJson(call.arguments.toUtf8()).object();
        for (const TriggerMatcher &m : m_matchers) {
            if (m.tool != call.name)
                continue;
            if (m.match == TriggerMatcher::Match::ShellRead) {
                QString workdir = args.value(QStringLiteral("workdir")).toString();
                if (workdir.isEmpty())
                    workdir = defaultShellWorkdir(skills);
                const ShellCommand command = parseShellCommand(args.value(m.argument));
                const ShellLoad load = detectShellLoad(m_detection, skills, command.words, workdir);
                if (load.kind != ShellLoad::Kind::None)
                    add(load.skill);
                continue;
            }
            const QString text = argumentText(args.value(m.argument));
            if (text.isEmpty())
                continue;
            if (m.match == TriggerMatcher::Match::Name) {
                add(text.trimmed());
                continue;
            }
            const QString haystack = normalisedPath(text);
            for (const AgentSkill &s : skills.skills()) {
                QString needle = m.pattern;
                needle.replace(QLatin1String("{name}"), s.name)
                    .replace(QLatin1String("{folder}"), normalisedPath(s.folder))
                    .replace(QLatin1String("{location}"), normalisedPath(s.location));
                const bool hit = m.match == TriggerMatcher::Match::Suffix ? haystack.trimmed().endsWith(needle)
                                                                          : haystack.contains(needle);
                if (hit)
                    add(s.name);
            }
        }
    }
    return out;
}

QString TriggerRule::describe() const
{
    QStringList parts;
    for (const TriggerMatcher &m : m_matchers) {
        switch (m.match) {
        case TriggerMatcher::Match::Name:
            parts << QStringLiteral("%1(%2 = name)").arg(m.tool, m.argument);
            break;
        case TriggerMatcher::Match::Contains:
            parts << QStringLiteral("%1(%2 contains %3)").arg(m.tool, m.argument, m.pattern);
            break;
        case TriggerMatcher::Match::Suffix:
            parts << QStringLiteral("%1(%2 ends with %3)").arg(m.tool, m.argument, m.pattern);
            break;
        case TriggerMatcher::Match::ShellRead:
            parts << QStringLiteral("%1(%2 reads a SKILL.md or runs a skill script)").arg(m.tool, m.argument);
            break;
        }
    }
    return parts.join(QStringLiteral(" or "));
}

} // namespace sw
