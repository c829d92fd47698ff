// rescanChanged(): the incremental refresh behind live reload. A changed SKILL.md is re-read alone; a changed
// folder has its sub-folders compared with the previous snapshot and only new ones are walked, vanished ones
// dropped. Everything else (records, parsed documents, folders) is taken from the previous snapshot.
#include "repository/skillindex.h"
#include "repository/skillindexbuilder.h"
#include "repository/skillwalker.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace sw {
using namespace detail;
namespace {

std::string bytesOf(const QString &path)
{
    return std::string(QFile::encodeName(path).constData());
}

class Incremental
{
public:
    Incremental(const SkillIndex &previous, const QList<SkillRoot> &roots, const ScanOptions &options)
        : m_previous(previous)
        , m_statuses(previous.roots())
        , m_roots(roots)
        , m_options(options)
        , m_folders(previous.folders()) // shared until a folder appears or goes
        , m_problems(previous.problems())
    { }

    // false = the path cannot be handled incrementally (outside every root)
    bool apply(const QString &rawPath)
    {
        const QString path = QDir::cleanPath(QFileInfo(rawPath).absoluteFilePath());
        int rootIndex = -1;
        QString rootPath;
        for (int i = 0; i < m_statuses.size(); ++i) {
            const RootStatus &s = m_statuses[i];
            if (!s.exists || !s.duplicateOf.isEmpty())
                continue;
            if ((path == s.localPath || path.startsWith(s.localPath + QLatin1Char('/')))
                && s.localPath.size() > rootPath.size()) {
                rootIndex = i;
                rootPath = s.localPath;
            }
        }
        if (rootIndex < 0)
            return false;
        if (path.endsWith(QLatin1String("/SKILL.md"))) {
            recheck(path.chopped(9), rootIndex, rootPath);
            return true;
        }
        const QFileInfo info(path);
        if (info.isDir() && !info.isSymLink()) {
            if (hasFolder(path))
                diffChildren(path, rootIndex, rootPath);
            else if (hasFolder(info.absolutePath()))
                rewalk(path, rootIndex, rootPath);
        } else if (!info.exists() || info.isSymLink()) {
            removeSubtree(path, rootIndex, rootPath);
        }
        return true;
    }

    SkillIndexPtr finish(const QElapsedTimer &timer)
    {
        if (!m_newFolders.isEmpty()) { // one merge of the new folders into the sorted list
            QStringList added(m_newFolders.cbegin(), m_newFolders.cend());
            std::sort(added.begin(), added.end());
            QStringList merged;
            merged.reserve(m_folders.size() + added.size());
            std::merge(m_folders.cbegin(), m_folders.cend(), added.cbegin(), added.cend(), std::back_inserter(merged));
            m_folders = std::move(merged);
        }
        m_stats.foldersVisited = int(m_folders.size());
        IndexChanges changes;
        changes.records = std::move(m_changes);
        changes.folders = m_folders;
        changes.problems = m_problems;
        std::shared_ptr<SkillIndex> index = SkillIndexBuilder::update(m_previous, std::move(changes));
        if (m_options.policy != m_previous.policy())
            index = std::const_pointer_cast<SkillIndex>(withPolicy(*index, m_options.policy));
        m_stats.skillsReused = index->size() - m_stats.skillsParsed;
        m_stats.elapsedMs = timer.elapsed();
        SkillIndexBuilder::setStats(*index, m_stats);
        return index;
    }

private:
    static QString relativeTo(const QString &path, const QString &rootPath)
    {
        return path == rootPath ? QString() : path.mid(rootPath.size() + 1);
    }
    static RecordKey keyOf(const QString &folder, int rootIndex, const QString &rootPath)
    {
        const QString rel = relativeTo(folder, rootPath);
        return { rootIndex, rel.isEmpty() ? QByteArray(".") : rel.toUtf8() };
    }
    static bool inSubtree(const RecordKey &key, const RecordKey &top)
    {
        if (key.rootIndex != top.rootIndex)
            return false;
        return top.relative == "." || key.relative == top.relative
            || (key.relative.startsWith(top.relative) && key.relative.at(top.relative.size()) == '/');
    }

    bool hasFolder(const QString &folder) const
    {
        return std::binary_search(m_folders.cbegin(), m_folders.cend(), folder) || m_newFolders.contains(folder);
    }

    // The previous snapshot's record for a key (for parse reuse), or null.
    const SkillRecord *previousRecord(const RecordKey &key) const
    {
        const int i = SkillIndexBuilder::find(m_previous, key);
        return i < 0 ? nullptr : &SkillIndexBuilder::records(m_previous)[i];
    }

    void dropProblemsUnder(const QString &path)
    {
        m_problems.removeIf(
            [&](const ScanProblem &p) { return p.path == path || p.path.startsWith(path + QLatin1Char('/')); });
    }

    void addJobs(std::vector<ParseJob> &jobs, const std::vector<RecordKey> &keys)
    {
        m_stats.skillsParsed += parseJobs(jobs, m_options.parallelParse);
        for (size_t i = 0; i < jobs.size(); ++i) {
            if (!jobs[i].error.isEmpty()) {
                m_problems.append({ ScanProblem::Kind::ReadError, jobs[i].record.skillMdPath, jobs[i].error });
                m_changes[keys[i]] = std::nullopt; // as a full scan: an unreadable SKILL.md is no skill
                continue;
            }
            m_changes[keys[i]] = std::move(jobs[i].record);
        }
    }

    void recheck(const QString &folder, int rootIndex, const QString &rootPath)
    {
        m_problems.removeIf([&](const ScanProblem &p) { return p.path == folder + QStringLiteral("/SKILL.md"); });
        const RecordKey key = keyOf(folder, rootIndex, rootPath);
        FoundSkill found;
        const std::string md = bytesOf(folder) + "/SKILL.md";
        if (!hasFolder(folder) || ::stat(md.c_str(), &found.st) != 0 || !S_ISREG(found.st.st_mode)) {
            m_changes[key] = std::nullopt;
            return;
        }
        found.folder = bytesOf(folder);
        found.relative = QString::fromUtf8(key.relative);
        found.rootIndex = rootIndex;
        std::vector<ParseJob> jobs { makeJob(found, m_roots, previousRecord(key)) };
        addJobs(jobs, { key });
    }

    void removeSubtree(const QString &folder, int rootIndex, const QString &rootPath)
    {
        // folders: the folder itself and the contiguous range of those under it
        const QString prefix = folder + QLatin1Char('/');
        const auto from = std::lower_bound(m_folders.cbegin(), m_folders.cend(), prefix);
        auto to = from;
        while (to != m_folders.cend() && to->startsWith(prefix))
            ++to;
        if (from != to)
            m_folders.erase(from, to);
        if (const auto self = std::lower_bound(m_folders.cbegin(), m_folders.cend(), folder);
            self != m_folders.cend() && *self == folder)
            m_folders.erase(self);
        m_newFolders.removeIf([&](const QString &f) { return f == folder || f.startsWith(prefix); });
        // records: the previous snapshot's subtree is contiguous in scan order; pending ones are in m_changes
        const RecordKey top = keyOf(folder, rootIndex, rootPath);
        const QList<SkillRecord> &old = SkillIndexBuilder::records(m_previous);
        for (int i = SkillIndexBuilder::lowerBound(m_previous, top); i < old.size(); ++i) {
            RecordKey key = recordKey(old[i]);
            if (!inSubtree(key, top))
                break;
            m_changes[std::move(key)] = std::nullopt;
        }
        for (auto it = m_changes.lower_bound(top); it != m_changes.end() && inSubtree(it->first, top); ++it)
            it->second = std::nullopt;
        dropProblemsUnder(folder);
    }

    void rewalk(const QString &folder, int rootIndex, const QString &rootPath)
    {
        removeSubtree(folder, rootIndex, rootPath);
        const QString rel = relativeTo(folder, rootPath);
        const int depth = rel.isEmpty() ? 0 : int(rel.count(QLatin1Char('/'))) + 1;
        QStringList newFolders;
        std::vector<FoundSkill> found;
        m_stats.foldersVisited = int(m_folders.size() + m_newFolders.size());
        Walker walker(m_options, m_problems, m_stats, &newFolders);
        walker.walkFrom(bytesOf(folder), depth, rel, rootIndex, found);
        for (const QString &f : std::as_const(newFolders))
            m_newFolders.insert(f);
        std::vector<ParseJob> jobs;
        std::vector<RecordKey> keys;
        for (const FoundSkill &f : found) {
            keys.push_back({ rootIndex, f.relative.toUtf8() });
            jobs.push_back(makeJob(f, m_roots, previousRecord(keys.back())));
        }
        addJobs(jobs, keys);
    }

    void diffChildren(const QString &folder, int rootIndex, const QString &rootPath)
    {
        std::vector<std::string> names;
        if (!childFolders(bytesOf(folder), &names))
            return removeSubtree(folder, rootIndex, rootPath);
        QSet<QString> now;
        for (const std::string &n : names)
            now.insert(folder + QLatin1Char('/') + decodePath(n));
        const QString prefix = folder + QLatin1Char('/');
        QStringList vanished;
        const auto isChild = [&](const QString &f) {
            return f.startsWith(prefix) && f.indexOf(QLatin1Char('/'), prefix.size()) < 0 && !now.contains(f);
        };
        for (auto it = std::lower_bound(m_folders.cbegin(), m_folders.cend(), prefix);
             it != m_folders.cend() && it->startsWith(prefix); ++it) {
            if (isChild(*it))
                vanished.append(*it);
        }
        for (const QString &f : std::as_const(m_newFolders)) {
            if (isChild(f))
                vanished.append(f);
        }
        for (const QString &f : std::as_const(vanished))
            removeSubtree(f, rootIndex, rootPath);
        for (const QString &child : std::as_const(now)) {
            if (!hasFolder(child))
                rewalk(child, rootIndex, rootPath);
        }
        recheck(folder, rootIndex, rootPath);
    }

    const SkillIndex &m_previous;
    const QList<RootStatus> m_statuses;
    const QList<SkillRoot> &m_roots;
    const ScanOptions &m_options;
    std::map<RecordKey, std::optional<SkillRecord>, RecordKeyLess> m_changes;
    QStringList m_folders; // sorted
    QSet<QString> m_newFolders; // found by this refresh, merged into m_folders at the end
    QList<ScanProblem> m_problems;
    ScanStats m_stats;
};

} // namespace

SkillIndexPtr rescanChanged(const SkillIndexPtr &previous, const QList<SkillRoot> &roots,
    const QStringList &changedPaths, const ScanOptions &options)
{
    ScanOptions full = options;
    full.previous = previous;
    full.collectFolders = true;
    if (!previous || previous->roots().size() != roots.size() || previous->folders().isEmpty()
        || previous->stats().cancelled)
        return scanRoots(roots, full);
    for (int i = 0; i < roots.size(); ++i) {
        if (previous->roots()[i].root.location != roots[i].location)
            return scanRoots(roots, full);
    }
    QElapsedTimer timer;
    timer.start();
    Incremental incremental(*previous, roots, options);
    QStringList paths = changedPaths;
    paths.removeDuplicates();
    std::sort(paths.begin(), paths.end()); // parents before children
    for (const QString &path : std::as_const(paths)) {
        if (options.cancel && options.cancel->load())
            return scanRoots(roots, full);
        if (!incremental.apply(path))
            return scanRoots(roots, full);
    }
    return incremental.finish(timer);
}

} // namespace sw
