#pragma once
// Skill loads the traffic shows, by structure: a call of a skill-loading tool (Claude Code's `Skill`, opencode's
// `skill`, Gemini CLI's `activate_skill`, any agent's `skill_load`: a tool whose name says "skill", with the skill in
// its `skill`, `name` or `skill_name` argument); a shell or file-reading call whose arguments name a SKILL.md (Codex's
// `exec_command` reading one, resolving its `rN/` root aliases); a skill the client itself put into the conversation
// (Codex's `<skill><name>` message on a `$name` mention).
#include "capture/captureskills.h"
#include "capture/requestview.h"
#include "capture/skilllisting.h"

#include <QList>
#include <QString>

#include <optional>

namespace sw {

struct SkillLoad
{
    QString skill; // as the client named it (the tool's argument, the folder of the SKILL.md read)
    QString skillPath; // SKILL.md of the open roots' skill it is; "" when none
    int request = 0; // the exchange whose answer made the call (the first that carried it when no answer was read)
    QString how; // "tool:Skill", "shell:exec_command", "read:Read", "mention"
    QString callId;
    int confirmedIn = 0; // the exchange whose request carries the client's result of the call; 0: none seen
    bool resultIsError = false;
};

// The load a tool call makes, if it makes one.
std::optional<SkillLoad> loadFromToolCall(
    const QString &toolName, const QString &arguments, const CaptureSkills &skills, const ListingMemory &memory);
// Skills the client put into the conversation itself (a user message that is a `<skill>` block with `<name>`).
// `key` of each: "mention:<message index>:<name>", to count each once across requests.
QList<QPair<QString, SkillLoad>> mentionedLoads(const RequestView &view, const CaptureSkills &skills);

} // namespace sw
