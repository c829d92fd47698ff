// SkillTreeModel: roots -> skills -> the folders and files of each skill, over SkillIndex snapshots: the tree's
// structure, lazy file listing, flags and drag data. What each cell shows is skilltreedata.cpp.
#include "skilltreemodel.h"
#include "skilltreenode.h"

#include "library/libraryvisibility.h"
#include "library/rootlabels.h"

#include "theme/icons.h"
#include "theme/theme.h"

#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QHash>
#include <QLocale>
#include <QMimeData>
#include <QScopedValueRollback>
#include <QUrl>

#include <algorithm>

namespace sw::ui {

namespace {

// Not listed: version control, caches and packaging leftovers (the package format leaves the same out).
bool isHiddenEntry(const QString &name, bool folder)
{
    if (folder)
        return name == QLatin1String(".git") || name == QLatin1String("__pycache__")
            || name == QLatin1String("node_modules");
    return name == QLatin1String(".DS_Store") || name.endsWith(QLatin1String(".pyc"));
}

struct ListedEntry
{
    QString relativePath;
    bool folder = false;
};

// Lists a skill folder depth-first, pruning hidden folders (never descending into node_modules) and symbolic
// links to folders (shown, not followed); at most `limit` entries.
void listFolder(
    const QString &absolute, const QString &relative, int depth, int limit, QList<ListedEntry> *out, bool *truncated)
{
    if (depth > 32)
        return;
    const QFileInfoList entries = QDir(absolute).entryInfoList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::NoSort);
    for (const QFileInfo &info : entries) {
        const bool folder = info.isDir();
        if (isHiddenEntry(info.fileName(), folder))
            continue;
        if (out->size() >= limit) {
            *truncated = true;
            return;
        }
        const QString path = relative.isEmpty() ? info.fileName() : relative + QLatin1Char('/') + info.fileName();
        out->append({ path, folder });
        if (folder && !info.isSymLink())
            listFolder(info.filePath(), path, depth + 1, limit, out, truncated);
        if (*truncated)
            return;
    }
}
} // namespace

SkillTreeModel::SkillTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

SkillTreeModel::~SkillTreeModel() = default;

void SkillTreeModel::setSnapshot(const SkillIndexPtr &snapshot, const FiguresByFolder &figures)
{
    const QScopedValueRollback notifying(m_notifying, true);
    beginResetModel();
    m_snapshot = snapshot;
    m_figures = figures; // inside the reset: no dataChanged over every row right after it
    m_roots.clear();
    if (snapshot) {
        const QList<RootStatus> roots = snapshot->roots();
        QHash<QString, Node *> byLocation;
        for (const RootStatus &status : roots) {
            auto node = std::make_unique<Node>();
            node->kind = Kind::Root;
            node->row = int(m_roots.size());
            node->root = status;
            byLocation.insert(status.root.location, node.get());
            m_roots.push_back(std::move(node));
        }
        QList<SkillRoot> skillRoots;
        for (const RootStatus &status : roots)
            skillRoots.append(status.root);
        const QStringList labels = rootLabels(skillRoots);
        for (int i = 0; i < int(m_roots.size()) && i < labels.size(); ++i)
            m_roots[i]->label = labels[i];
        for (int i = 0; i < snapshot->size(); ++i) {
            const SkillRecord &record = snapshot->at(i);
            Node *root = byLocation.value(record.root);
            if (!root)
                continue;
            auto node = std::make_unique<Node>();
            node->kind = Kind::Skill;
            node->parent = root;
            node->row = int(root->children.size());
            node->record = &record;
            root->children.push_back(std::move(node));
        }
        // Skills sorted by name inside each root (scan order is the walk order).
        for (auto &root : m_roots) {
            std::stable_sort(root->children.begin(), root->children.end(),
                [](const auto &a, const auto &b) { return a->record->name < b->record->name; });
            for (int i = 0; i < int(root->children.size()); ++i)
                root->children[i]->row = i;
        }
    }
    endResetModel();
}

void SkillTreeModel::setVisibility(const std::shared_ptr<const VisibilityMatrix> &matrix)
{
    const std::shared_ptr<const VisibilityMatrix> previous = m_visibility;
    m_visibility = matrix;
    if (previous && matrix && matrix->base != 0 && matrix->base == previous->generation) {
        // The computation diffed it against the matrix shown: only the skills of its changed rows are looked at.
        const QStringList paths = libraryVisibilityChangedPaths(previous.get(), matrix.get());
        if (paths.size() > 32) { // a settings change: the whole column (finding each row would cost more)
            for (auto &root : m_roots)
                if (!root->children.empty())
                    emit dataChanged(indexFor(root->children.front().get(), VisibilityColumn),
                        indexFor(root->children.back().get(), VisibilityColumn));
            return;
        }
        for (const QString &path : paths) {
            const QModelIndex at = indexForPath(path);
            if (at.isValid())
                emit dataChanged(at.siblingAtColumn(VisibilityColumn), at.siblingAtColumn(VisibilityColumn));
        }
        return;
    }
    // Only the rows whose column text, icon or tooltip changes are announced (a live edit changes one or two):
    // a dataChanged over every skill made the view re-measure 10,000 rows.
    for (auto &root : m_roots) {
        int first = -1;
        const int count = int(root->children.size());
        for (int i = 0; i <= count; ++i) {
            const bool changed = i < count
                && libraryVisibilityChanged(previous.get(), matrix.get(), root->children[i]->record->skillMdPath);
            if (changed && first < 0)
                first = i;
            if (!changed && first >= 0) {
                emit dataChanged(indexFor(root->children[first].get(), VisibilityColumn),
                    indexFor(root->children[i - 1].get(), VisibilityColumn));
                first = -1;
            }
        }
    }
}

void SkillTreeModel::setFigures(const FiguresByFolder &figures)
{
    m_figures = figures;
    for (auto &root : m_roots) {
        if (root->children.empty())
            continue;
        emit dataChanged(indexFor(root->children.front().get(), ProblemsColumn),
            indexFor(root->children.back().get(), TokensColumn));
        emit dataChanged(indexFor(root.get(), ProblemsColumn), indexFor(root.get(), TokensColumn));
    }
}

SkillTreeModel::Node *SkillTreeModel::nodeFor(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : nullptr;
}

QModelIndex SkillTreeModel::indexFor(Node *node, int column) const
{
    return node ? createIndex(node->row, column, node) : QModelIndex();
}

QModelIndex SkillTreeModel::indexForPath(const QString &path) const
{
    for (const auto &root : m_roots) {
        if (root->root.root.location == path)
            return indexFor(root.get());
        for (const auto &skill : root->children)
            if (skill->record->skillMdPath == path || skill->record->folder == path)
                return indexFor(skill.get());
    }
    Node *skill = skillNodeFor(path);
    if (!skill || !skill->filesListed)
        return {};
    // Down the listed folders, one path segment at a time.
    const QStringList segments = path.mid(skill->record->folder.size() + 1).split(QLatin1Char('/'));
    Node *node = skill;
    for (const QString &segment : segments) {
        const auto child = std::find_if(node->children.cbegin(), node->children.cend(),
            [&segment](const auto &c) { return !c->note && c->name == segment; });
        if (child == node->children.cend())
            return {};
        node = child->get();
    }
    return indexFor(node);
}

SkillTreeModel::Node *SkillTreeModel::skillNodeFor(const QString &path) const
{
    Node *best = nullptr; // the deepest skill folder holding path (skills can be nested)
    for (const auto &root : m_roots)
        for (const auto &skill : root->children) {
            const QString &folder = skill->record->folder;
            if (path.size() > folder.size() && path.startsWith(folder) && path.at(folder.size()) == QLatin1Char('/')
                && (!best || folder.size() > best->record->folder.size()))
                best = skill.get();
        }
    return best;
}

QModelIndex SkillTreeModel::locate(const QString &path)
{
    const QModelIndex found = indexForPath(path);
    if (found.isValid())
        return found;
    Node *skill = skillNodeFor(path);
    if (!skill || skill->filesListed)
        return {};
    loadFiles(indexFor(skill));
    return indexForPath(path);
}

QModelIndex SkillTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_roots.size()) ? createIndex(row, column, m_roots[row].get()) : QModelIndex();
    Node *node = nodeFor(parent);
    if (!node || parent.column() != 0 || row >= int(node->children.size()))
        return {};
    return createIndex(row, column, node->children[row].get());
}

QModelIndex SkillTreeModel::parent(const QModelIndex &child) const
{
    Node *node = nodeFor(child);
    return node && node->parent ? indexFor(node->parent) : QModelIndex();
}

int SkillTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_roots.size());
    if (parent.column() != 0)
        return 0;
    return int(nodeFor(parent)->children.size());
}

int SkillTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool SkillTreeModel::hasChildren(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return !m_roots.empty();
    if (parent.column() != 0)
        return false;
    Node *node = nodeFor(parent);
    if (node->kind == Kind::Skill && !node->filesListed)
        return true;
    return !node->children.empty();
}

bool SkillTreeModel::canFetchMore(const QModelIndex &parent) const
{
    if (!parent.isValid() || parent.column() != 0)
        return false;
    const Node *node = nodeFor(parent);
    return node->kind == Kind::Skill && !node->filesListed;
}

void SkillTreeModel::fetchMore(const QModelIndex &parent)
{
    // Not while this model's own reset or insertion is being announced: rows inserted from inside a listener of
    // modelReset/rowsInserted would reach the listeners after it before they saw the first change. (The skill
    // still says it can fetch more; the next request lists it.)
    if (!m_notifying)
        loadFiles(parent);
}

const SkillTreeModel::Node *SkillTreeModel::skillOf(const Node &node) const
{
    const Node *up = &node;
    while (up && up->kind != Kind::Skill)
        up = up->parent;
    return up;
}

bool SkillTreeModel::filesLoaded(const QModelIndex &skill) const
{
    Node *node = nodeFor(skill);
    return node && node->kind == Kind::Skill && node->filesListed;
}

void SkillTreeModel::loadFiles(const QModelIndex &skill)
{
    const QModelIndex parent = skill.siblingAtColumn(0);
    Node *node = nodeFor(parent);
    if (!node || node->kind != Kind::Skill || node->filesListed)
        return;
    node->filesListed = true;
    const QString folder = node->record->folder;
    QList<ListedEntry> entries;
    bool truncated = false;
    listFolder(folder, QString(), 0, kMaxListedEntries, &entries, &truncated);

    // Build the subtree (parents are listed before their contents), then order every level.
    std::vector<std::unique_ptr<Node>> top;
    QHash<QString, Node *> folders;
    for (const ListedEntry &entry : std::as_const(entries)) {
        auto child = std::make_unique<Node>();
        child->kind = entry.folder ? Kind::Folder : Kind::File;
        child->relativePath = entry.relativePath;
        child->name = entry.relativePath.section(QLatin1Char('/'), -1);
        child->absolutePath = folder + QLatin1Char('/') + entry.relativePath;
        const QString parentPath = entry.relativePath.section(QLatin1Char('/'), 0, -2);
        Node *owner = parentPath.isEmpty() ? node : folders.value(parentPath);
        if (!owner)
            continue;
        child->parent = owner;
        if (entry.folder)
            folders.insert(entry.relativePath, child.get());
        (owner == node ? top : owner->children).push_back(std::move(child));
    }
    const auto order = [](const std::unique_ptr<Node> &a, const std::unique_ptr<Node> &b) {
        const bool aSkill = a->kind == Kind::File && a->relativePath == QLatin1String("SKILL.md");
        const bool bSkill = b->kind == Kind::File && b->relativePath == QLatin1String("SKILL.md");
        if (aSkill != bSkill)
            return aSkill;
        if (a->kind != b->kind)
            return a->kind == Kind::Folder;
        const int folded = a->name.compare(b->name, Qt::CaseInsensitive);
        return folded != 0 ? folded < 0 : a->name < b->name;
    };
    const auto sortLevel = [&order](std::vector<std::unique_ptr<Node>> &level) {
        std::sort(level.begin(), level.end(), order);
        for (int i = 0; i < int(level.size()); ++i)
            level[i]->row = i;
    };
    sortLevel(top);
    for (Node *sub : std::as_const(folders))
        sortLevel(sub->children);
    if (truncated) {
        auto note = std::make_unique<Node>();
        note->kind = Kind::File;
        note->note = true;
        note->parent = node;
        note->row = int(top.size());
        top.push_back(std::move(note));
    }
    if (top.empty()) {
        emit dataChanged(parent, parent);
        return;
    }
    const QScopedValueRollback notifying(m_notifying, true);
    beginInsertRows(parent, 0, int(top.size()) - 1);
    node->children = std::move(top);
    for (auto &child : node->children)
        child->parent = node;
    endInsertRows();
}

Qt::ItemFlags SkillTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Node *node = nodeFor(index);
    if (node->note)
        return Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (node->kind != Kind::Root)
        flags |= Qt::ItemIsDragEnabled;
    if (node->kind == Kind::File)
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QStringList SkillTreeModel::mimeTypes() const
{
    return { QStringLiteral("text/uri-list") };
}

QMimeData *SkillTreeModel::mimeData(const QModelIndexList &indexes) const
{
    QList<QUrl> urls;
    for (const QModelIndex &index : indexes) {
        if (index.column() != 0)
            continue;
        const QString path
            = data(index, index.data(KindRole).toInt() == int(Kind::Skill) ? FolderRole : PathRole).toString();
        if (!path.isEmpty())
            urls.append(QUrl::fromLocalFile(path));
    }
    auto *mime = new QMimeData;
    mime->setUrls(urls);
    return mime;
}

} // namespace sw::ui
