#pragma once
// Fixed conversations for the wire-format tests: per shipped profile a few sessions (first request, after a
// skill load with a doc, a second turn, a tool error, history suppression), built by hand so the request bytes
// depend on nothing but the code (no clock, no ids from a server). Each step is one request to encode.
#include "agent/requestbuilder.h"
#include "agent/skillfoldertree.h"
#include "agentharness.h"

namespace sw::test {

struct WireStep
{
    QString label;
    Session session;
    BuildOptions options;
};

inline const ProfileTool *loadTool(const Profile &profile)
{
    for (const ProfileTool &t : profile.tools) {
        if (t.kind == ToolKind::SkillLoad || t.kind == ToolKind::InlineSkill || t.kind == ToolKind::SkillTool
            || t.kind == ToolKind::Shell)
            return &t;
    }
    return nullptr;
}

inline void addUser(Session &s, const QString &text)
{
    ++s.turn;
    TranscriptEvent e;
    e.kind = TranscriptEvent::Kind::User;
    e.text = text;
    s.append(e);
}

inline void addAssistant(Session &s, const QString &text, const QList<ToolCall> &calls = {})
{
    TranscriptEvent e;
    e.kind = TranscriptEvent::Kind::Assistant;
    e.text = text;
    e.toolCalls = calls;
    s.append(e);
}

inline void addResult(Session &s, const ToolCall &call, const QString &skill, const QString &text, bool error = false)
{
    TranscriptEvent e;
    e.kind = TranscriptEvent::Kind::ToolResult;
    e.toolCallId = call.id;
    e.toolName = call.name;
    e.skill = skill;
    e.text = text;
    e.isError = error;
    s.append(e);
}

// The conversations of one profile, in order; `skills` is the snapshot they refer to (testSkills()).
inline QList<WireStep> wireSteps(const Profile &profile, const SkillSnapshot &skills)
{
    QList<WireStep> steps;
    BuildOptions options;
    options.model = QStringLiteral("test-model");
    const QString agent = profile.agentName;
    const ProfileTool *tool = loadTool(profile);
    const QString param = tool ? tool->skillParameter : QStringLiteral("skill");

    Session s;
    s.id = QStringLiteral("golden01");
    addUser(s, QStringLiteral("make a data report from \"sales.csv\""));
    steps << WireStep { QStringLiteral("first request"), s, options };

    if (tool) {
        const AgentSkill *report = skills.find(QStringLiteral("data-report"));
        const ToolCall call { QStringLiteral("call_1"), tool->name,
            tool->kind == ToolKind::Shell
                ? QStringLiteral(R"({"command":["bash","-lc","cat %1"]})").arg(report->location)
                : QStringLiteral(R"({"%1":"data-report"})").arg(param) };
        addAssistant(s, QString(), { call });
        QString result;
        if (tool->kind == ToolKind::Shell) {
            result = fillTemplate(profile.texts.value(QStringLiteral("shell_result")),
                { { QStringLiteral("exit_code"), QStringLiteral("0") }, { QStringLiteral("output"), report->body },
                    { QStringLiteral("seconds"), QStringLiteral("0.0") } });
            s.applyDelta(loadSkillDelta(s.state, agent, QStringLiteral("data-report"), {}, false),
                QStringLiteral("shell call_1"));
        } else if (tool->kind == ToolKind::SkillTool) {
            result = profile.text(QStringLiteral("skill_result"), { { QStringLiteral("name"), "data-report" } });
            s.applyDelta(loadSkillDelta(s.state, agent, QStringLiteral("data-report"), {}, false),
                QStringLiteral("Skill call_1"));
        } else if (tool->kind == ToolKind::InlineSkill) {
            const AgentSkill *skill = skills.find(QStringLiteral("data-report"));
            result = profile.text(QStringLiteral("inline_result"),
                { { QStringLiteral("name"), skill->name }, { QStringLiteral("folder"), skill->folder },
                    { QStringLiteral("body"), skill->body },
                    { QStringLiteral("resources"), skillFolderTree(*skill) } });
        } else {
            result = profile.text(QStringLiteral("load_result"), { { QStringLiteral("name"), "data-report" } });
            s.applyDelta(
                loadSkillDelta(s.state, agent, QStringLiteral("data-report"), { QStringLiteral("usage.txt") }, false),
                QStringLiteral("skill_load call_1"));
        }
        addResult(s, call, QStringLiteral("data-report"), result);
        steps << WireStep { QStringLiteral("after the load"), s, options };

        addAssistant(s, QStringLiteral("Report ready:\n\n| a | b |\n|---|---|\n| 1 | 2 |"));
        addUser(s, QStringLiteral("now split the PDF — 日本語 too"));
        const ToolCall bad { QStringLiteral("call_2"), QStringLiteral("no_such_tool"), QStringLiteral("{\"x\":1}") };
        addAssistant(s, QStringLiteral("Trying."), { bad });
        addResult(s, bad, QString(),
            profile.text(QStringLiteral("error.unknown_tool"), { { QStringLiteral("tool"), bad.name } }), true);
        steps << WireStep { QStringLiteral("second turn, tool error"), s, options };

        BuildOptions window = options;
        window.maxHistoryMessages = 3;
        window.stream = false;
        steps << WireStep { QStringLiteral("history window, not streamed"), s, window };
    }
    return steps;
}

} // namespace sw::test
