#pragma once
// Finding skills under a path: a SKILL.md file, a skill folder, or a folder searched recursively.
#include <QString>
#include <QStringList>

namespace sw {

// Absolute skill folders for path, sorted: the folder of a SKILL.md file; a folder holding SKILL.md; otherwise
// every folder below path holding a SKILL.md file (lexical pre-order, nested skills included, symlinked folders
// not followed, `.git` and `node_modules` skipped). Empty when path does not exist or holds no skill.
QStringList findSkillFolders(const QString &path);

// The same walk, also keeping what it read: each skill folder with the relative paths of every regular file
// below it ('/'-separated, sorted; symlinks and `.git` left out), so the inventory need not list it again.
struct DiscoveredSkill
{
    QString folder;
    QStringList files;
};
QList<DiscoveredSkill> discoverSkills(const QString &path);

} // namespace sw
