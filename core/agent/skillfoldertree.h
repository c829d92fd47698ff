#pragma once
// The folder tree of a skill as Gemini CLI's activate_skill shows it in `<available_resources>` (docs/agent.md "Gemini
// CLI"): the folder's absolute path with a trailing `/`, then one line per entry drawn with `├───` / `└───` and
// `│   ` indentation, each folder's files (sorted) before its sub-folders (sorted), walked breadth first up to 200
// entries, `node_modules`, `.git`, `dist` and `__pycache__` shown as `name/...` and not entered, `...` where entries
// were left out. Built from the snapshot's file list, so a replay shows exactly the skill's files.
#include "agent/skillsnapshot.h"

namespace sw {

struct FolderTreeOptions
{
    int maxItems = 200; // files and folders shown, counted breadth first
    QStringList ignoredFolders { QStringLiteral("node_modules"), QStringLiteral(".git"), QStringLiteral("dist"),
        QStringLiteral("__pycache__") };
};

// The tree of `folder` holding `files` (relative '/'-separated paths).
QString folderTree(const QString &folder, const QStringList &files, const FolderTreeOptions &options = {});
// The tree of a skill: its files, or for an in-memory skill SKILL.md and its docs.
QString skillFolderTree(const AgentSkill &skill, const FolderTreeOptions &options = {});

} // namespace sw
