#pragma once
// TriggerRule: how a response shows that the model loaded a skill, per agent profile (docs/triggerlab.md). A list
// of matchers read from the profile's "trigger" array; without one, the profile's loader tools count (skill_load,
// inline_skill, skill_tool, by their skill parameter) and, for a profile with `load_detection` (Codex), its shell
// tools as core/agent recognises a load (a reader of a skill's SKILL.md, a run of its scripts: detectShellLoad,
// docs/agent.md "Recognising a load"). A matcher names a tool and one argument; the argument either holds the skill
// name ("skill": "data-report"), or, with a "pattern", a text such as a path or a shell command that contains (or
// ends with) the pattern with {name}, {folder} or {location} filled in for a skill, or (match "shell_read") is a
// shell command judged by the profile's load_detection.
#include "agent/profile.h"
#include "agent/skillsnapshot.h"
#include "wire/chattypes.h"

#include <QJsonArray>

#include <optional>

namespace sw {

struct TriggerMatcher
{
    enum class Match { Name, Contains, Suffix, ShellRead };
    QString tool; // tool name as the model calls it
    QString argument; // the argument to read ("skill", "file_path", "command")
    QString pattern; // with {name}, {folder}, {location}; "" = the argument is the skill name
    Match match = Match::Name;
};

class TriggerRule
{
public:
    // From the profile's "trigger" array, else derived from its tools; nullopt + *error for a malformed array.
    static std::optional<TriggerRule> fromProfile(const Profile &profile, QString *error);
    static std::optional<TriggerRule> fromJson(const QJsonArray &matchers, QString *error);

    const QList<TriggerMatcher> &matchers() const { return m_matchers; }
    bool isEmpty() const { return m_matchers.isEmpty(); }
    // The skills these calls load, in call order, each once; names the snapshot does not know are kept too (a
    // model may invent one), matched by pattern only against known skills.
    QStringList loadedSkills(const QList<ToolCall> &calls, const SkillSnapshot &skills) const;
    // A short human description ("skill_load(skill)", "Read(file_path ends with .../{name}/SKILL.md)").
    QString describe() const;

private:
    QList<TriggerMatcher> m_matchers;
    LoadDetection m_detection; // for ShellRead matchers (the profile's, with Codex's defaults)
};

} // namespace sw
