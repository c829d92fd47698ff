#pragma once
// Internal to core/repository: the tRPC-Agent walk (Walker) and SKILL.md record parsing shared by the full scan
// (skillscanner.cpp) and the incremental rescan (skillincremental.cpp).
#include "repository/skillindex.h"

#include <QHash>

#include <sys/stat.h>

#include <string>
#include <vector>

namespace sw::detail {

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

class Walker
{
public:
    Walker(const ScanOptions &options, QList<ScanProblem> &problems, ScanStats &stats, QStringList *folders);
    // Walks dir (depth levels below its root, `relative` to it) and everything under it.
    void walkFrom(
        const std::string &dir, int depth, const QString &relative, int rootIndex, std::vector<FoundSkill> &found);
    bool stopped() const { return m_stop; }

private:
    bool cancelled() const;
    void walk(const std::string &dir, int depth, const QString &relative);

    const ScanOptions &m_options;
    QList<ScanProblem> &m_problems;
    ScanStats &m_stats;
    QStringList *m_folders;
    std::vector<FoundSkill> *m_found = nullptr;
    int m_rootIndex = 0;
    bool m_stop = false;
};

// A record for a found SKILL.md, its name/description/document reused from `previous` (the record of the same
// folder in the previous snapshot, or null) when the file is unchanged.
ParseJob makeJob(const FoundSkill &found, const QList<SkillRoot> &roots, const SkillRecord *previous);
// Fills a record's name and description from its parsed document (strict when the frontmatter parses, else lenient).
void applyDocument(SkillRecord &record, const SkillDocument &doc);
// Parses the jobs that need it (in parallel when there are many); returns how many were parsed.
int parseJobs(std::vector<ParseJob> &jobs, bool parallel);
// Lists the sub-folders of dir (symlinks not followed), byte-sorted; false if dir cannot be read.
bool childFolders(const std::string &dir, std::vector<std::string> *children);
QString decodePath(const std::string &bytes);
// Lexical pre-order of relative paths (component by component, byte order), as the walk produces them.
bool walkOrderLess(const QString &a, const QString &b);
bool walkOrderLessUtf8(const QByteArray &a, const QByteArray &b); // same, on UTF-8 bytes

} // namespace sw::detail
