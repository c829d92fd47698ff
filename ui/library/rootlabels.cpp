// Root labels: client locations (PROTOCOL.md 1.4), folder names, and the shortest parent that tells equal ones apart.
#include "rootlabels.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QUrl>

#include <algorithm>

namespace sw::ui {

namespace {

struct ClientFolder
{
    const char *folder; // the client's folder under a project or the home folder
    const char *client;
};
// Project and personal locations: <folder>/skills under a project folder or the home folder.
const ClientFolder kClientFolders[] = {
    { ".claude", "Claude Code" },
    { ".agents", "Agent Skills" },
    { ".codex", "Codex" },
    { ".openclaw", "OpenClaw" },
};

QStringList segments(const QString &path)
{
    return path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
}

// What tells a root apart when its label is shared: the folder above the labelled part.
QStringList parentSegments(const SkillRoot &root, const ClientLocation &client)
{
    if (root.location.contains(QLatin1String("://"))) {
        const QUrl url(root.location);
        QStringList parts = segments(url.path());
        if (!parts.isEmpty())
            parts.removeLast();
        parts.prepend(url.host());
        return parts;
    }
    const QString path = QDir::cleanPath(root.location);
    if (!client.client.isEmpty() && client.scope == RootScope::Project)
        return segments(client.projectFolder);
    QStringList parts = segments(path);
    if (!parts.isEmpty())
        parts.removeLast();
    return parts;
}

QString baseLabel(const SkillRoot &root, const ClientLocation &client)
{
    if (root.location.contains(QLatin1String("://"))) {
        const QUrl url(root.location);
        const QString file = url.fileName();
        return file.isEmpty() ? url.host() : file;
    }
    if (root.scope == RootScope::Bundled || root.source == QLatin1String("bundled"))
        return QCoreApplication::translate("RootLabels", "Bundled skills");
    if (!client.client.isEmpty())
        return clientLabel(client.client, client.scope);
    const QString name = QFileInfo(QDir::cleanPath(root.location)).fileName();
    return name.isEmpty() ? QDir::toNativeSeparators(QDir::cleanPath(root.location)) : name;
}

} // namespace

ClientLocation clientLocationOf(const QString &path, const QString &homeDir)
{
    ClientLocation result;
    const QString clean = QDir::cleanPath(path);
    const QString home = QDir::cleanPath(homeDir.isEmpty() ? QDir::homePath() : homeDir);
    if (clean == QLatin1String("/etc/claude-code/.claude/skills")) {
        result.client = QStringLiteral("Claude Code");
        result.scope = RootScope::Managed;
        return result;
    }
    if (clean == QLatin1String("/etc/codex/skills")) {
        result.client = QStringLiteral("Codex");
        result.scope = RootScope::Managed;
        return result;
    }
    for (const ClientFolder &entry : kClientFolders) {
        const QString tail = QLatin1Char('/') + QLatin1String(entry.folder) + QStringLiteral("/skills");
        if (!clean.endsWith(tail))
            continue;
        const QString owner = clean.left(clean.size() - tail.size());
        result.client = QLatin1String(entry.client);
        if (owner == home) {
            result.scope = RootScope::Personal;
        } else {
            result.scope = RootScope::Project;
            result.projectFolder = owner.isEmpty() ? QStringLiteral("/") : owner;
        }
        return result;
    }
    return result;
}

QString clientLabel(const QString &client, RootScope scope)
{
    switch (scope) {
    case RootScope::Personal:
        return QCoreApplication::translate("RootLabels", "%1 (user)").arg(client);
    case RootScope::Project:
        return QCoreApplication::translate("RootLabels", "%1 (project)").arg(client);
    case RootScope::Managed:
        // Claude Code calls its system-wide folder "managed" (enterprise), Codex "system".
        return client == QLatin1String("Codex") ? QCoreApplication::translate("RootLabels", "%1 (system)").arg(client)
                                                : QCoreApplication::translate("RootLabels", "%1 (managed)").arg(client);
    default:
        return client;
    }
}

QStringList rootLabels(const QList<SkillRoot> &roots, const QString &homeDir)
{
    QStringList labels;
    QList<QStringList> parents;
    for (const SkillRoot &root : roots) {
        const ClientLocation client = root.location.contains(QLatin1String("://"))
            ? ClientLocation {}
            : clientLocationOf(root.location, homeDir);
        labels << baseLabel(root, client);
        parents << parentSegments(root, client);
    }
    QHash<QString, QList<int>> byLabel;
    for (int i = 0; i < labels.size(); ++i)
        byLabel[labels[i]].append(i);
    QStringList result = labels;
    for (auto group = byLabel.cbegin(); group != byLabel.cend(); ++group) {
        const QList<int> &members = group.value();
        if (members.size() < 2)
            continue;
        for (int i : members) {
            // The fewest trailing parent folders that no other member of the group shares.
            const QStringList &mine = parents[i];
            QString distinguishing;
            for (int count = 1; count <= mine.size(); ++count) {
                const QStringList tail = mine.mid(mine.size() - count);
                const bool unique = std::none_of(members.cbegin(), members.cend(), [&](int other) {
                    return other != i && parents[other].size() >= count
                        && parents[other].mid(parents[other].size() - count) == tail;
                });
                if (unique) {
                    distinguishing = tail.join(QLatin1Char('/'));
                    break;
                }
            }
            if (distinguishing.isEmpty()) // the same folder twice, or one parent is the end of another's
                distinguishing = QDir::toNativeSeparators(QDir::cleanPath(roots[i].location));
            result[i] = QStringLiteral("%1 — %2").arg(labels[i], distinguishing);
        }
    }
    return result;
}

} // namespace sw::ui
