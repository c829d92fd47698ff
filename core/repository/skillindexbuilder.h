#pragma once
// Internal: completes a SkillIndex from its records (precedence, shadowing, name lookup, catalog digest).
#include "repository/skillindex.h"

namespace sw {

class SkillIndexBuilder
{
public:
    // Takes records in scan order; applies the policy and computes lookups and the digest.
    static std::shared_ptr<SkillIndex> build(QList<SkillRecord> records, PrecedencePolicy policy);
    static const QList<SkillRecord> &records(const SkillIndex &index) { return index.m_records; }
    static void setRoots(SkillIndex &index, QList<RootStatus> roots) { index.m_roots = std::move(roots); }
    static void setProblems(SkillIndex &index, QList<ScanProblem> problems) { index.m_problems = std::move(problems); }
    static void setStats(SkillIndex &index, const ScanStats &stats) { index.m_stats = stats; }
    static void setFolders(SkillIndex &index, QStringList folders) { index.m_folders = std::move(folders); }
};

// Rank of a root scope under a policy (lower wins); FirstWins ranks every scope equally.
int scopeRank(PrecedencePolicy policy, RootScope scope);

} // namespace sw
