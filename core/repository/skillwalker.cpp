// The tRPC-Agent walk and SKILL.md record parsing (see skillwalker.h).
#include "repository/skillwalker.h"

#include "common/backgroundpool.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <dirent.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace sw::detail {
namespace {

bool isUtf8Clean(const std::string &bytes)
{
    const QString s = QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
    return s.toUtf8() == QByteArrayView(bytes.data(), qsizetype(bytes.size()));
}

qint64 mtimeNs(const struct stat &st)
{
    return qint64(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
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

QString decodePath(const std::string &bytes)
{
    return QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
}

Walker::Walker(const ScanOptions &options, QList<ScanProblem> &problems, ScanStats &stats, QStringList *folders)
    : m_options(options)
    , m_problems(problems)
    , m_stats(stats)
    , m_folders(folders)
{ }

void Walker::walkFrom(
    const std::string &dir, int depth, const QString &relative, int rootIndex, std::vector<FoundSkill> &found)
{
    m_found = &found;
    m_rootIndex = rootIndex;
    walk(dir, depth, relative);
}

bool Walker::cancelled() const
{
    return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed);
}

void Walker::walk(const std::string &dir, int depth, const QString &relative)
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
        m_problems.append({ ScanProblem::Kind::FolderLimit, decodePath(dir),
            QStringLiteral("folder limit reached (%1 folders): %2 and the folders after it were not "
                           "scanned")
                .arg(m_options.maxFolders)
                .arg(decodePath(dir)) });
        return;
    }
    ++m_stats.foldersVisited;
    if (m_folders)
        m_folders->append(decodePath(dir));
    if (m_options.progress && (m_stats.foldersVisited & 511) == 0)
        m_options.progress(m_stats.foldersVisited, int(m_found->size()));

    FoundSkill skill;
    const std::string md = dir + "/SKILL.md";
    if (::stat(md.c_str(), &skill.st) == 0 && S_ISREG(skill.st.st_mode)) {
        if (!isUtf8Clean(dir)) {
            m_problems.append({ ScanProblem::Kind::NonUtf8Name, decodePath(dir),
                QStringLiteral("skipped a skill whose path is not valid UTF-8: %1").arg(decodePath(dir)) });
        } else {
            skill.folder = dir;
            skill.relative = relative.isEmpty() ? QStringLiteral(".") : relative;
            skill.rootIndex = m_rootIndex;
            m_found->push_back(std::move(skill));
        }
    }

    std::vector<std::string> children;
    if (!childFolders(dir, &children)) {
        if (depth > 0 || errno != ENOENT)
            m_problems.append({ ScanProblem::Kind::Unreadable, decodePath(dir),
                QStringLiteral("cannot read folder %1: %2")
                    .arg(decodePath(dir), QString::fromLocal8Bit(std::strerror(errno))) });
        return;
    }
    if (children.empty())
        return;
    if (depth >= m_options.maxDepth) {
        m_problems.append({ ScanProblem::Kind::DepthLimit, decodePath(dir),
            QStringLiteral("depth limit reached (%1 levels): the folders below %2 were not scanned")
                .arg(m_options.maxDepth)
                .arg(decodePath(dir)) });
        return;
    }
    for (const std::string &name : children) {
        const QString childRelative
            = relative.isEmpty() ? decodePath(name) : relative + QLatin1Char('/') + decodePath(name);
        std::string child = dir;
        child += '/';
        child += name;
        walk(child, depth + 1, childRelative);
        if (m_stop)
            return;
    }
}

bool childFolders(const std::string &dir, std::vector<std::string> *children)
{
    DIR *d = ::opendir(dir.c_str());
    if (!d)
        return false;
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
            children->emplace_back(name);
    }
    ::closedir(d);
    std::sort(children->begin(), children->end()); // byte order, as Go's lexical walk
    return true;
}

bool walkOrderLess(const QString &a, const QString &b)
{
    return walkOrderLessUtf8(a.toUtf8(), b.toUtf8());
}

bool walkOrderLessUtf8(const QByteArray &x, const QByteArray &y)
{
    if (x == ".")
        return y != ".";
    if (y == ".")
        return false;
    const qsizetype n = std::min(x.size(), y.size());
    for (qsizetype i = 0; i < n; ++i) {
        if (x[i] == y[i])
            continue;
        if (x[i] == '/') // this component ended first: it sorts before the longer name
            return true;
        if (y[i] == '/')
            return false;
        return uchar(x[i]) < uchar(y[i]);
    }
    return x.size() < y.size();
}

ParseJob makeJob(const FoundSkill &f, const QList<SkillRoot> &roots, const SkillRecord *old)
{
    ParseJob job;
    SkillRecord &r = job.record;
    r.folder = decodePath(f.folder);
    r.skillMdPath = r.folder + QStringLiteral("/SKILL.md");
    r.rootIndex = f.rootIndex;
    r.root = roots[f.rootIndex].location;
    r.source = roots[f.rootIndex].source;
    r.scope = roots[f.rootIndex].scope;
    r.relativePath = f.relative;
    r.fileSize = f.st.st_size;
    r.mtimeNs = mtimeNs(f.st);
    r.inode = f.st.st_ino;
    if (old && old->skillMdPath == r.skillMdPath && old->document && old->fileSize == r.fileSize
        && old->mtimeNs == r.mtimeNs && old->inode == r.inode) {
        r.name = old->name;
        r.description = old->description;
        r.document = old->document;
        job.needsParse = false;
    }
    return job;
}

int parseJobs(std::vector<ParseJob> &jobs, bool parallel)
{
    std::vector<ParseJob *> toParse;
    for (ParseJob &job : jobs) {
        if (job.needsParse)
            toParse.push_back(&job);
    }
    if (parallel && toParse.size() > 64)
        parallelFor(qsizetype(toParse.size()), [&toParse](qsizetype i) { parseJob(*toParse[size_t(i)]); });
    else
        std::for_each(toParse.begin(), toParse.end(), [](ParseJob *job) { parseJob(*job); });
    return int(toParse.size());
}

} // namespace sw::detail
