// scanRoots(): resolves each root (URL roots through the cache), walks it by tRPC-Agent's rules (recursive,
// lexical pre-order, hidden folders entered, nested skills found, symlinked folders not followed, missing root =
// zero skills) with depth and folder-count limits, then parses the SKILL.md files that changed (in parallel).
#include "archive/skillsrooturl.h"
#include "repository/skillindex.h"
#include "repository/skillindexbuilder.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QtConcurrent/QtConcurrentMap>

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

namespace sw {
namespace {

struct FoundSkill
{
    std::string folder; // bytes as on disk
    QString relative;
    int rootIndex = 0;
    struct stat st
    { };
};

struct ParseJob
{
    SkillRecord record;
    bool needsParse = true;
    QString error;
};

bool isUtf8Clean(const std::string &bytes)
{
    const QString s = QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
    return s.toUtf8() == QByteArrayView(bytes.data(), qsizetype(bytes.size()));
}

QString decode(const std::string &bytes)
{
    return QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
}

class Walker
{
public:
    Walker(const ScanOptions &options, QList<ScanProblem> &problems, ScanStats &stats, QStringList *folders)
        : m_options(options)
        , m_problems(problems)
        , m_stats(stats)
        , m_folders(folders)
    { }

    void walkRoot(const std::string &root, int rootIndex, std::vector<FoundSkill> &found)
    {
        m_found = &found;
        m_rootIndex = rootIndex;
        walk(root, 0, QString());
    }

    bool stopped() const { return m_stop; }

private:
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }

    void walk(const std::string &dir, int depth, const QString &relative)
    {
        if (m_stop)
            return;
        if (cancelled()) {
            m_stop = true;
            m_stats.cancelled = true;
            return;
        }
        if (m_stats.foldersVisited >= m_options.maxFolders) {
            m_stop = true;
            m_problems.append({ ScanProblem::Kind::FolderLimit, decode(dir),
                QStringLiteral("folder limit reached (%1 folders): %2 and the folders after it "
                               "were not scanned")
                    .arg(m_options.maxFolders)
                    .arg(decode(dir)) });
            return;
        }
        ++m_stats.foldersVisited;
        if (m_folders)
            m_folders->append(decode(dir));
        if (m_options.progress && (m_stats.foldersVisited & 511) == 0)
            m_options.progress(m_stats.foldersVisited, int(m_found->size()));

        FoundSkill skill;
        const std::string md = dir + "/SKILL.md";
        if (::stat(md.c_str(), &skill.st) == 0 && S_ISREG(skill.st.st_mode)) {
            if (!isUtf8Clean(dir)) {
                m_problems.append({ ScanProblem::Kind::NonUtf8Name, decode(dir),
                    QStringLiteral("skipped a skill whose path is not valid UTF-8: %1").arg(decode(dir)) });
            } else {
                skill.folder = dir;
                skill.relative = relative.isEmpty() ? QStringLiteral(".") : relative;
                skill.rootIndex = m_rootIndex;
                m_found->push_back(std::move(skill));
            }
        }

        DIR *d = ::opendir(dir.c_str());
        if (!d) {
            if (depth > 0 || errno != ENOENT)
                m_problems.append({ ScanProblem::Kind::Unreadable, decode(dir),
                    QStringLiteral("cannot read folder %1: %2")
                        .arg(decode(dir), QString::fromLocal8Bit(std::strerror(errno))) });
            return;
        }
        std::vector<std::string> children;
        while (dirent *e = ::readdir(d)) {
            const char *name = e->d_name;
            if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0)))
                continue;
            bool isDir = false;
            if (e->d_type == DT_DIR) {
                isDir = true;
            } else if (e->d_type == DT_UNKNOWN) {
                struct stat st
                { };
                const std::string child = dir + '/' + name;
                isDir = ::lstat(child.c_str(), &st) == 0 && S_ISDIR(st.st_mode); // symlinks are not followed
            }
            if (isDir)
                children.emplace_back(name);
        }
        ::closedir(d);
        if (children.empty())
            return;
        if (depth >= m_options.maxDepth) {
            m_problems.append({ ScanProblem::Kind::DepthLimit, decode(dir),
                QStringLiteral("depth limit reached (%1 levels): the folders below %2 were not "
                               "scanned")
                    .arg(m_options.maxDepth)
                    .arg(decode(dir)) });
            return;
        }
        std::sort(children.begin(), children.end()); // byte order, as Go's lexical walk
        for (const std::string &name : children) {
            const QString childRelative
                = relative.isEmpty() ? decode(name) : relative + QLatin1Char('/') + decode(name);
            walk(dir + '/' + name, depth + 1, childRelative);
            if (m_stop)
                return;
        }
    }

    const ScanOptions &m_options;
    QList<ScanProblem> &m_problems;
    ScanStats &m_stats;
    QStringList *m_folders;
    std::vector<FoundSkill> *m_found = nullptr;
    int m_rootIndex = 0;
    bool m_stop = false;
};

qint64 mtimeNs(const struct stat &st)
{
    return qint64(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
}

// Fills name/description from a parsed document (strict when the frontmatter parses, else lenient).
void applyDocument(SkillRecord &record, const SkillDocument &doc)
{
    const bool strictParses
        = doc.startsWithFrontmatter && doc.frontmatterClosed && !doc.yamlError && doc.frontmatterIsMapping;
    QString name = strictParses ? doc.name().trimmed() : QString();
    if (name.isEmpty())
        name = doc.lenient.name.trimmed();
    if (name.isEmpty())
        name = QFileInfo(record.folder).fileName();
    record.name = name;
    record.description = strictParses ? doc.description().trimmed() : doc.lenient.description.trimmed();
}

void parseJob(ParseJob &job)
{
    if (!job.needsParse)
        return;
    QFile file(job.record.skillMdPath);
    if (!file.open(QIODevice::ReadOnly)) {
        job.error = QStringLiteral("cannot read %1: %2").arg(job.record.skillMdPath, file.errorString());
        return;
    }
    const QByteArray raw = file.readAll();
    auto doc = std::make_shared<SkillDocument>(
        parseSkillDocument(raw, job.record.skillMdPath, QFileInfo(job.record.folder).fileName()));
    applyDocument(job.record, *doc);
    job.record.document = std::move(doc);
}

} // namespace

SkillIndexPtr scanRoots(const QList<SkillRoot> &roots, const ScanOptions &options)
{
    QElapsedTimer timer;
    timer.start();
    QList<ScanProblem> problems;
    ScanStats stats;
    QStringList folders;
    QList<RootStatus> statuses;
    std::vector<FoundSkill> found;
    Walker walker(options, problems, stats, options.collectFolders ? &folders : nullptr);
    QHash<QString, QString> seenRoots; // resolved path -> first location

    for (int i = 0; i < roots.size(); ++i) {
        RootStatus status;
        status.root = roots[i];
        SkillsRootOptions urlOptions;
        urlOptions.cacheDir = options.urlCacheDir;
        urlOptions.cancel = options.cancel;
        const SkillsRootResolution resolved = resolveSkillsRoot(roots[i].location, urlOptions);
        if (!resolved.ok()) {
            status.error = resolved.error;
            problems.append({ ScanProblem::Kind::RootError, roots[i].location,
                QStringLiteral("%1: %2").arg(roots[i].location, resolved.error) });
            statuses.append(status);
            continue;
        }
        if (resolved.localPath.isEmpty()) {
            statuses.append(status);
            continue;
        }
        const QFileInfo info(QDir::cleanPath(QDir(resolved.localPath).absolutePath()));
        status.exists = info.isDir();
        status.localPath = status.exists ? info.canonicalFilePath() : info.absoluteFilePath();
        if (const auto it = seenRoots.constFind(status.localPath); it != seenRoots.cend()) {
            status.duplicateOf = *it;
            statuses.append(status);
            continue;
        }
        seenRoots.insert(status.localPath, roots[i].location);
        const size_t before = found.size();
        if (status.exists && !walker.stopped())
            walker.walkRoot(std::string(QFile::encodeName(status.localPath).constData()), i, found);
        status.skills = int(found.size() - before);
        statuses.append(status);
    }

    // Previous parses keyed by SKILL.md path, reused when the file is unchanged.
    QHash<QString, const SkillRecord *> previous;
    if (options.previous) {
        for (const SkillRecord &r : SkillIndexBuilder::records(*options.previous))
            previous.insert(r.skillMdPath, &r);
    }
    std::vector<ParseJob> jobs(found.size());
    for (size_t k = 0; k < found.size(); ++k) {
        const FoundSkill &f = found[k];
        SkillRecord &r = jobs[k].record;
        r.folder = decode(f.folder);
        r.skillMdPath = r.folder + QStringLiteral("/SKILL.md");
        r.rootIndex = f.rootIndex;
        r.root = roots[f.rootIndex].location;
        r.source = roots[f.rootIndex].source;
        r.scope = roots[f.rootIndex].scope;
        r.relativePath = f.relative;
        r.fileSize = f.st.st_size;
        r.mtimeNs = mtimeNs(f.st);
        r.inode = f.st.st_ino;
        if (const SkillRecord *old = previous.value(r.skillMdPath);
            old && old->document && old->fileSize == r.fileSize && old->mtimeNs == r.mtimeNs && old->inode == r.inode) {
            r.name = old->name;
            r.description = old->description;
            r.document = old->document;
            jobs[k].needsParse = false;
            ++stats.skillsReused;
        }
    }
    std::vector<ParseJob *> toParse;
    for (ParseJob &job : jobs) {
        if (job.needsParse)
            toParse.push_back(&job);
    }
    stats.skillsParsed = int(toParse.size());
    if (options.parallelParse && toParse.size() > 64)
        QtConcurrent::blockingMap(toParse, [](ParseJob *job) { parseJob(*job); });
    else
        std::for_each(toParse.begin(), toParse.end(), [](ParseJob *job) { parseJob(*job); });

    QList<SkillRecord> records;
    records.reserve(qsizetype(jobs.size()));
    for (ParseJob &job : jobs) {
        if (!job.error.isEmpty()) {
            problems.append({ ScanProblem::Kind::ReadError, job.record.skillMdPath, job.error });
            continue;
        }
        records.append(std::move(job.record));
    }
    auto index = SkillIndexBuilder::build(std::move(records), options.policy);
    stats.elapsedMs = timer.elapsed();
    SkillIndexBuilder::setRoots(*index, statuses);
    SkillIndexBuilder::setProblems(*index, problems);
    SkillIndexBuilder::setStats(*index, stats);
    SkillIndexBuilder::setFolders(*index, folders);
    if (options.progress)
        options.progress(stats.foldersVisited, index->size());
    return index;
}

} // namespace sw
