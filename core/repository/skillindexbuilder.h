#pragma once
// Internal: completes a SkillIndex from its records (precedence, shadowing, name lookup, catalog digest), either
// from scratch (build) or as a patch of a previous snapshot (update) that shares everything it does not change.
#include "repository/skillindex.h"

#include <map>

namespace sw {

// A record's place in scan order: its root, then the walk order of its relative path ("." = the root itself).
struct RecordKey
{
    int rootIndex = 0;
    QByteArray relative; // UTF-8
};
struct RecordKeyLess
{
    bool operator()(const RecordKey &a, const RecordKey &b) const;
};
RecordKey recordKey(const SkillRecord &record);

// What an incremental refresh changed, relative to the previous snapshot.
struct IndexChanges
{
    // By scan-order key: a record replaces (or adds) the one at that key; std::nullopt removes it.
    std::map<RecordKey, std::optional<SkillRecord>, RecordKeyLess> records;
    QStringList folders; // the complete folder list, sorted (usually still shared with the previous snapshot)
    QList<ScanProblem> problems;
    ScanStats stats;
};

class SkillIndexBuilder
{
public:
    // Takes records in scan order; applies the policy and computes lookups and the digest.
    static std::shared_ptr<SkillIndex> build(QList<SkillRecord> records, PrecedencePolicy policy);
    // The previous snapshot with `changes` applied (same roots, same policy). Costs O(changes * log n) plus, only
    // when records are added or removed, one pass over integer positions; the digest is recomputed only when a
    // visible name or description changed.
    static std::shared_ptr<SkillIndex> update(const SkillIndex &previous, IndexChanges changes);
    // Position of the record with that key in scan order, or -1.
    static int find(const SkillIndex &index, const RecordKey &key);
    // First position whose key is not less than `key` (records of a subtree follow it contiguously).
    static int lowerBound(const SkillIndex &index, const RecordKey &key);
    static const QList<SkillRecord> &records(const SkillIndex &index) { return index.m_records; }
    static void setRoots(SkillIndex &index, QList<RootStatus> roots) { index.m_roots = std::move(roots); }
    static void setProblems(SkillIndex &index, QList<ScanProblem> problems) { index.m_problems = std::move(problems); }
    static void setStats(SkillIndex &index, const ScanStats &stats) { index.m_stats = stats; }
    static void setFolders(SkillIndex &index, QStringList folders) { index.m_folders = std::move(folders); }

private:
    static void resolveNames(SkillIndex &index, const QList<int> &groupStarts);
    static QByteArray digest(const SkillIndex &index);
};

// Order of m_byName: name, then scope rank under the policy, root index, scan position (a, b are positions).
bool precedes(const QList<SkillRecord> &records, PrecedencePolicy policy, int a, int b);

// Rank of a root scope under a policy (lower wins); FirstWins ranks every scope equally.
int scopeRank(PrecedencePolicy policy, RootScope scope);

} // namespace sw
