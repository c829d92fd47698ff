#pragma once
// Root labels: what the Library shows for each root. A folder shows its name, a client location its client and
// scope ("Claude Code (user)", "Codex (project)"), the bundled skills "Bundled skills", a URL its file name; labels
// that would be equal get the shortest parent path that tells them apart ("skills — work/a").
#include "repository/skillindex.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace sw::ui {

// The client location a path is, if any: the client ("Claude Code", "Agent Skills", "Codex", "OpenClaw") and
// its scope (Personal for the user's own folder, Managed for the system-wide one, Project elsewhere).
struct ClientLocation
{
    QString client; // "" = not a client location
    RootScope scope = RootScope::Custom;
    QString projectFolder; // Project scope: the folder holding .claude/.agents/.codex
};
ClientLocation clientLocationOf(const QString &path, const QString &homeDir);

// "Claude Code (user)", "Codex (project)", "Claude Code (managed)", "Codex (system)".
QString clientLabel(const QString &client, RootScope scope);

// One label per root, in the same order. `homeDir` defaults to the user's home folder.
QStringList rootLabels(const QList<SkillRoot> &roots, const QString &homeDir = {});

} // namespace sw::ui
