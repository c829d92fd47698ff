#pragma once
// The standard skill locations of the clients people use (PROTOCOL.md 1.4), each labelled and scoped:
// Claude Code (managed, personal, project and its parents up to the git root), Agent Skills (project, personal),
// Codex (personal, system), OpenClaw (personal), plus the workbench's bundled skills.
#include "repository/skillindex.h"

namespace sw {

struct DiscoveryOptions
{
    QString projectDir; // "" = the current folder
    QString homeDir; // "" = QDir::homePath()
    QString bundledDir; // "" = no bundled root
    QString managedPrefix; // prepended to /etc/... paths (tests); "" = the real system folders
    bool includeMissing = false; // also list locations that do not exist
};

// In this order: project locations (nearest first, Claude Code then Agent Skills, per folder up to the git root),
// personal ones (Claude Code, Agent Skills, Codex, OpenClaw), managed ones, then bundled.
QList<SkillRoot> discoverClientRoots(const DiscoveryOptions &options = {});

// The project folder and its parents up to the one holding `.git` (nearest first); only the project folder
// itself when no git root is found above it.
QStringList projectFoldersUpToGitRoot(const QString &projectDir);

} // namespace sw
