// scanRoots(): resolves each root (URL roots through the cache), walks it by tRPC-Agent's rules (recursive,
// lexical pre-order, hidden folders entered, nested skills found, symlinked folders not followed, missing root =
// zero skills) with depth and folder-count limits, then parses the SKILL.md files that changed (in parallel).
#include "archive/skillsrooturl.h"
#include "repository/skillindex.h"
#include "repository/skillindexbuilder.h"
#include "repository/skillwalker.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>

namespace sw {
using namespace detail;

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
            walker.walkFrom(std::string(QFile::encodeName(status.localPath).constData()), 0, QString(), i, found);
        status.skills = int(found.size() - before);
        statuses.append(status);
    }

    // Previous parses keyed by folder, reused when the SKILL.md file is unchanged.
    QHash<QString, const SkillRecord *> previous;
    if (options.previous) {
        for (const SkillRecord &r : SkillIndexBuilder::records(*options.previous))
            previous.insert(r.folder, &r);
    }
    std::vector<ParseJob> jobs;
    jobs.reserve(found.size());
    for (const FoundSkill &f : found) {
        jobs.push_back(makeJob(f, roots, previous.value(decodePath(f.folder))));
        if (!jobs.back().needsParse)
            ++stats.skillsReused;
    }
    stats.skillsParsed = parseJobs(jobs, options.parallelParse);

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
    std::sort(folders.begin(), folders.end()); // sorted: incremental refreshes find subtrees by binary search
    SkillIndexBuilder::setFolders(*index, folders);
    if (options.progress)
        options.progress(stats.foldersVisited, index->size());
    return index;
}

} // namespace sw
