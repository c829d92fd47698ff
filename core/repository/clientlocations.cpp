// Discovery of the client skill locations (PROTOCOL.md 1.4).
#include "repository/clientlocations.h"

#include <QDir>
#include <QFileInfo>

namespace sw {

QStringList projectFoldersUpToGitRoot(const QString &projectDir)
{
    const QString start = QDir::cleanPath(QDir(projectDir.isEmpty() ? QDir::currentPath() : projectDir).absolutePath());
    QStringList chain;
    QDir dir(start);
    for (;;) {
        chain.append(dir.absolutePath());
        if (QFileInfo::exists(dir.filePath(QStringLiteral(".git"))))
            return chain;
        if (!dir.cdUp())
            break;
    }
    return { start }; // no git root: the project folder only
}

QList<SkillRoot> discoverClientRoots(const DiscoveryOptions &options)
{
    QList<SkillRoot> candidates;
    const auto add = [&](const QString &path, const QString &source, RootScope scope) {
        candidates.append({ QDir::cleanPath(path), source, scope });
    };
    for (const QString &folder : projectFoldersUpToGitRoot(options.projectDir)) {
        add(folder + QStringLiteral("/.claude/skills"), QStringLiteral("Claude Code (project)"), RootScope::Project);
        add(folder + QStringLiteral("/.agents/skills"), QStringLiteral("Agent Skills (project)"), RootScope::Project);
    }
    const QString home = options.homeDir.isEmpty() ? QDir::homePath() : options.homeDir;
    add(home + QStringLiteral("/.claude/skills"), QStringLiteral("Claude Code (personal)"), RootScope::Personal);
    add(home + QStringLiteral("/.agents/skills"), QStringLiteral("Agent Skills (personal)"), RootScope::Personal);
    add(home + QStringLiteral("/.codex/skills"), QStringLiteral("Codex (personal)"), RootScope::Personal);
    add(home + QStringLiteral("/.openclaw/skills"), QStringLiteral("OpenClaw (personal)"), RootScope::Personal);
    add(options.managedPrefix + QStringLiteral("/etc/claude-code/.claude/skills"),
        QStringLiteral("Claude Code (managed)"), RootScope::Managed);
    add(options.managedPrefix + QStringLiteral("/etc/codex/skills"), QStringLiteral("Codex (system)"),
        RootScope::Managed);
    if (!options.bundledDir.isEmpty())
        add(options.bundledDir, QStringLiteral("bundled"), RootScope::Bundled);

    QList<SkillRoot> roots;
    QStringList seen;
    for (const SkillRoot &root : candidates) {
        if (seen.contains(root.location))
            continue;
        seen.append(root.location);
        if (options.includeMissing || QFileInfo(root.location).isDir())
            roots.append(root);
    }
    return roots;
}

} // namespace sw
