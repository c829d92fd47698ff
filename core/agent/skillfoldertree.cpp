// The folder tree of a skill (see skillfoldertree.h).
#include "skillfoldertree.h"

#include <map>

#include <algorithm>
#include <memory>

namespace sw {

namespace {
struct FolderTreeNode
{
    QString name;
    QStringList files; // every file directly in it
    std::map<QString, std::unique_ptr<FolderTreeNode>> folders; // every sub-folder
    // what the walk shows
    QStringList shownFiles;
    QList<FolderTreeNode *> shownFolders;
    bool ignored = false;
    bool moreFiles = false;
    bool moreFolders = false;
};

// Case-insensitive, then lower case first: close to JavaScript's localeCompare for file names.
bool folderTreeBefore(const QString &a, const QString &b)
{
    const int c = QString::compare(a, b, Qt::CaseInsensitive);
    return c != 0 ? c < 0 : a > b;
}

void folderTreeSortNames(QStringList &names)
{
    std::sort(names.begin(), names.end(), folderTreeBefore);
}

void folderTreeWalk(FolderTreeNode &root, const FolderTreeOptions &options)
{
    QList<FolderTreeNode *> queue { &root };
    int count = 0;
    for (qsizetype at = 0; at < queue.size(); ++at) {
        FolderTreeNode &node = *queue.at(at);
        if (count >= options.maxItems)
            continue;
        QStringList files = node.files;
        folderTreeSortNames(files);
        for (const QString &f : std::as_const(files)) {
            if (count >= options.maxItems) {
                node.moreFiles = true;
                break;
            }
            node.shownFiles << f;
            ++count;
        }
        QStringList folders;
        for (const auto &entry : node.folders)
            folders << entry.first;
        folderTreeSortNames(folders);
        for (const QString &name : std::as_const(folders)) {
            if (count >= options.maxItems) {
                node.moreFolders = true;
                break;
            }
            FolderTreeNode *child = node.folders.at(name).get();
            node.shownFolders << child;
            ++count;
            if (options.ignoredFolders.contains(name))
                child->ignored = true;
            else
                queue << child;
        }
    }
}

void folderTreeDraw(const FolderTreeNode &node, const QString &indent, bool last, bool root, QStringList &lines)
{
    const QString connector = last ? QStringLiteral("└───") : QStringLiteral("├───");
    if (!root)
        lines << indent + connector + node.name + QLatin1Char('/') + (node.ignored ? QStringLiteral("...") : QString());
    const QString inner = root ? QString() : indent + (last ? QStringLiteral("    ") : QStringLiteral("│   "));
    for (qsizetype i = 0; i < node.shownFiles.size(); ++i) {
        const bool lastFile
            = i == node.shownFiles.size() - 1 && node.shownFolders.isEmpty() && !node.moreFolders && !node.moreFiles;
        lines << inner + (lastFile ? QStringLiteral("└───") : QStringLiteral("├───")) + node.shownFiles.at(i);
    }
    if (node.moreFiles) {
        const bool lastMarker = node.shownFolders.isEmpty() && !node.moreFolders;
        lines << inner + (lastMarker ? QStringLiteral("└───") : QStringLiteral("├───")) + QStringLiteral("...");
    }
    for (qsizetype i = 0; i < node.shownFolders.size(); ++i)
        folderTreeDraw(
            *node.shownFolders.at(i), inner, i == node.shownFolders.size() - 1 && !node.moreFolders, false, lines);
    if (node.moreFolders)
        lines << inner + QStringLiteral("└───...");
}
} // namespace

QString folderTree(const QString &folder, const QStringList &files, const FolderTreeOptions &options)
{
    FolderTreeNode root;
    for (const QString &path : files) {
        const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
        if (parts.isEmpty())
            continue;
        FolderTreeNode *node = &root;
        for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
            std::unique_ptr<FolderTreeNode> &child = node->folders[parts.at(i)];
            if (!child) {
                child = std::make_unique<FolderTreeNode>();
                child->name = parts.at(i);
            }
            node = child.get();
        }
        if (!node->files.contains(parts.last()))
            node->files << parts.last();
    }
    folderTreeWalk(root, options);
    QStringList lines;
    QString top = folder;
    while (top.size() > 1 && top.endsWith(QLatin1Char('/')))
        top.chop(1);
    lines << (top == QLatin1String("/") ? top : top + QLatin1Char('/'));
    folderTreeDraw(root, {}, true, true, lines);
    return lines.join(QLatin1Char('\n'));
}

QString skillFolderTree(const AgentSkill &skill, const FolderTreeOptions &options)
{
    QStringList files = skill.files;
    if (files.isEmpty())
        files = QStringList { QStringLiteral("SKILL.md") } + skill.docs;
    return folderTree(skill.folder, files, options);
}

} // namespace sw
