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
#include <QHash>
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
        , m_roots(roots)
        , m_options(options)
    {
        for (const SkillRecord &r : SkillIndexBuilder::records(previous)) { // stable: previous outlives this
            m_records.insert(r.folder, r);
            m_previousByPath.insert(r.skillMdPath, &r);
        }
        const QStringList folders = previous.folders();
        m_folders = QSet<QString>(folders.cbegin(), folders.cend());
        m_stats.foldersVisited = int(m_folders.size());
        m_problems = previous.problems();
    }

    // false = the path cannot be handled incrementally (outside every root)
    bool apply(const QString &rawPath)
    {
        const QString path = QDir::cleanPath(QFileInfo(rawPath).absoluteFilePath());
        int rootIndex = -1;
        QString rootPath;
        const QList<RootStatus> statuses = m_previous.roots();
        for (int i = 0; i < statuses.size(); ++i) {
            const RootStatus &s = statuses[i];
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
            if (m_folders.contains(path))
                diffChildren(path, rootIndex, rootPath);
            else if (m_folders.contains(info.absolutePath()))
                rewalk(path, rootIndex, rootPath);
        } else if (!info.exists() || info.isSymLink()) {
            removeSubtree(path);
        }
        return true;
    }

    SkillIndexPtr finish(qint64 elapsedMs)
    {
        QList<SkillRecord> records;
        records.reserve(m_records.size());
        // Unchanged order first: the previous snapshot's order, minus what went away.
        QSet<QString> placed;
        for (const SkillRecord &old : SkillIndexBuilder::records(m_previous)) {
            const auto it = m_records.constFind(old.folder);
            if (it != m_records.cend()) {
                records.append(it.value());
                placed.insert(old.folder);
            }
        }
        if (placed.size() != m_records.size()) { // new skills: merge them in walk order
            for (auto it = m_records.cbegin(); it != m_records.cend(); ++it) {
                if (!placed.contains(it.key()))
                    records.append(it.value());
            }
            QList<QPair<QByteArray, int>> keys; // (sort key, index) computed once per record
            keys.reserve(records.size());
            for (int i = 0; i < records.size(); ++i)
                keys.append({ records[i].relativePath.toUtf8(), i });
            std::stable_sort(keys.begin(), keys.end(), [&](const auto &a, const auto &b) {
                const SkillRecord &x = records[a.second];
                const SkillRecord &y = records[b.second];
                if (x.rootIndex != y.rootIndex)
                    return x.rootIndex < y.rootIndex;
                return walkOrderLessUtf8(a.first, b.first);
            });
            QList<SkillRecord> sorted;
            sorted.reserve(records.size());
            for (const auto &k : keys)
                sorted.append(std::move(records[k.second]));
            records = std::move(sorted);
        }
        QList<RootStatus> statuses = m_previous.roots();
        for (RootStatus &s : statuses)
            s.skills = 0;
        for (const SkillRecord &r : records)
            ++statuses[r.rootIndex].skills;
        m_stats.skillsReused = int(records.size()) - m_stats.skillsParsed;
        m_stats.foldersVisited = int(m_folders.size());
        m_stats.elapsedMs = elapsedMs;
        auto index = SkillIndexBuilder::build(std::move(records), m_options.policy);
        SkillIndexBuilder::setRoots(*index, statuses);
        SkillIndexBuilder::setProblems(*index, m_problems);
        SkillIndexBuilder::setStats(*index, m_stats);
        SkillIndexBuilder::setFolders(*index, QStringList(m_folders.cbegin(), m_folders.cend()));
        return index;
    }

private:
    static QString relativeTo(const QString &path, const QString &rootPath)
    {
        return path == rootPath ? QString() : path.mid(rootPath.size() + 1);
    }

    void dropProblemsUnder(const QString &path)
    {
        m_problems.removeIf(
            [&](const ScanProblem &p) { return p.path == path || p.path.startsWith(path + QLatin1Char('/')); });
    }

    void addJobs(std::vector<ParseJob> &jobs)
    {
        m_stats.skillsParsed += parseJobs(jobs, m_options.parallelParse);
        for (ParseJob &job : jobs) {
            if (!job.error.isEmpty()) {
                m_problems.append({ ScanProblem::Kind::ReadError, job.record.skillMdPath, job.error });
                continue;
            }
            m_records.insert(job.record.folder, std::move(job.record));
        }
    }

    void recheck(const QString &folder, int rootIndex, const QString &rootPath)
    {
        m_problems.removeIf([&](const ScanProblem &p) { return p.path == folder + QStringLiteral("/SKILL.md"); });
        FoundSkill found;
        const std::string md = bytesOf(folder) + "/SKILL.md";
        if (!m_folders.contains(folder) || ::stat(md.c_str(), &found.st) != 0 || !S_ISREG(found.st.st_mode)) {
            m_records.remove(folder);
            return;
        }
        found.folder = bytesOf(folder);
        const QString rel = relativeTo(folder, rootPath);
        found.relative = rel.isEmpty() ? QStringLiteral(".") : rel;
        found.rootIndex = rootIndex;
        std::vector<ParseJob> jobs { makeJob(found, m_roots, m_previousByPath) };
        addJobs(jobs);
    }

    void removeSubtree(const QString &folder)
    {
        const QString prefix = folder + QLatin1Char('/');
        m_folders.removeIf([&](const QString &f) { return f == folder || f.startsWith(prefix); });
        m_records.removeIf([&](const QHash<QString, SkillRecord>::iterator it) {
            return it.key() == folder || it.key().startsWith(prefix);
        });
        dropProblemsUnder(folder);
    }

    void rewalk(const QString &folder, int rootIndex, const QString &rootPath)
    {
        removeSubtree(folder);
        const QString rel = relativeTo(folder, rootPath);
        const int depth = rel.isEmpty() ? 0 : int(rel.count(QLatin1Char('/'))) + 1;
        QStringList newFolders;
        std::vector<FoundSkill> found;
        m_stats.foldersVisited = int(m_folders.size());
        Walker walker(m_options, m_problems, m_stats, &newFolders);
        walker.walkFrom(bytesOf(folder), depth, rel, rootIndex, found);
        for (const QString &f : std::as_const(newFolders))
            m_folders.insert(f);
        std::vector<ParseJob> jobs;
        for (const FoundSkill &f : found)
            jobs.push_back(makeJob(f, m_roots, m_previousByPath));
        addJobs(jobs);
    }

    void diffChildren(const QString &folder, int rootIndex, const QString &rootPath)
    {
        std::vector<std::string> names;
        if (!childFolders(bytesOf(folder), &names))
            return removeSubtree(folder);
        QSet<QString> now;
        for (const std::string &n : names)
            now.insert(folder + QLatin1Char('/') + decodePath(n));
        const QString prefix = folder + QLatin1Char('/');
        QStringList vanished;
        for (const QString &f : std::as_const(m_folders)) {
            if (f.startsWith(prefix) && f.indexOf(QLatin1Char('/'), prefix.size()) < 0 && !now.contains(f))
                vanished.append(f);
        }
        for (const QString &f : std::as_const(vanished))
            removeSubtree(f);
        for (const QString &child : std::as_const(now)) {
            if (!m_folders.contains(child))
                rewalk(child, rootIndex, rootPath);
        }
        recheck(folder, rootIndex, rootPath);
    }

    const SkillIndex &m_previous;
    const QList<SkillRoot> &m_roots;
    const ScanOptions &m_options;
    QHash<QString, SkillRecord> m_records; // by folder
    QHash<QString, const SkillRecord *> m_previousByPath;
    QSet<QString> m_folders;
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
    return incremental.finish(timer.elapsed());
}

} // namespace sw
