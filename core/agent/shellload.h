#pragma once
// The Codex way of loading a skill: the model reads SKILL.md through its `shell` tool. This file turns a shell
// call into words (POSIX shell quoting), recognises a load as Codex does (codex-rs/core-skills/src/
// invocation_utils.rs: a reader program with a skill's SKILL.md among its arguments, or a script runner with a
// script under a skill's scripts/ folder) and answers plain reads of skill files from the skill snapshot, so a
// replay or a skill that exists only in memory reads exactly what the snapshot holds.
#include "agent/profile.h"
#include "agent/skillsnapshot.h"

#include <QJsonValue>

#include <optional>

namespace sw {

// POSIX shell word splitting with quotes and backslashes (Python's shlex.split, posix=True); std::nullopt when a
// quote is not closed.
std::optional<QStringList> splitShellWords(const QString &command);

// The words a shell call runs: argv as given, or the script's words for [bash|sh|zsh, -lc|-c, SCRIPT].
struct ShellCommand
{
    QStringList argv; // as the model sent it (a string command becomes ["bash", "-lc", command])
    QString script; // the text a shell runs ("" when argv is not a shell invocation: then argv joined)
    QStringList words; // the script's words (whitespace split when the quoting is broken, as Codex falls back)
    bool simple = false; // no pipes, redirections, separators or substitutions: one program and its arguments
};
ShellCommand parseShellCommand(const QJsonValue &command);

struct ShellLoad
{
    enum class Kind { None, DocRead, ScriptRun };
    Kind kind = Kind::None;
    QString skill;
    QString path; // the SKILL.md or script as resolved
};
// Recognises a load of a skill in `words` run in `workdir` (absolute; "" = the first skill root is not assumed).
ShellLoad detectShellLoad(
    const LoadDetection &detection, const SkillSnapshot &skills, const QStringList &words, const QString &workdir);

// The folder a `shell` call without `workdir` runs in: Codex runs in the project, which holds the skill root
// (`<project>/.agents/skills`), so this is the parent of the skill root that comes first in the repository;
// "" when the skills have no root (in memory).
QString defaultShellWorkdir(const SkillSnapshot &skills);

// The output of a plain read (`cat F...`, `head [-n N] F`, `sed -n 'A,Bp' F`) when every file it names is a file
// of a skill in the snapshot (SKILL.md or a doc), or std::nullopt (the command then runs for real).
std::optional<QString> readSkillFiles(const SkillSnapshot &skills, const ShellCommand &command, const QString &workdir);

} // namespace sw
