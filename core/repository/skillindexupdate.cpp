// SkillIndexBuilder::update(): a new snapshot as a patch of the previous one. The new index starts as a copy of
// the previous (every container implicitly shared, O(1)) and only what the changes touch is detached and edited:
// an edited SKILL.md that keeps its name replaces one record in place; adding or removing skills re-threads the
// integer position lists once and re-resolves precedence only for the names involved; the catalog digest is
// recomputed only when a visible name or description changed.
#include "repository/skillindexbuilder.h"

#include <QSet>

#include <algorithm>

namespace sw {
namespace {

struct Change
{
    int oldPos = -1; // position in the previous snapshot, -1 when the key is new
    const RecordKey *key = nullptr;
    std::optional<SkillRecord> *record = nullptr; // nullopt = removed
};

bool sameCatalogEntry(const SkillRecord *a, const SkillRecord *b)
{
    if (!a || !b)
        return a == b;
    return a->name == b->name && a->description == b->description;
}

} // namespace

std::shared_ptr<SkillIndex> SkillIndexBuilder::update(const SkillIndex &previous, IndexChanges changes)
{
    auto index = std::make_shared<SkillIndex>(previous); // shares every container with the previous snapshot
    index->m_folders = std::move(changes.folders);
    index->m_problems = std::move(changes.problems);
    index->m_stats = changes.stats;
    const PrecedencePolicy policy = previous.m_policy;
    const QList<SkillRecord> &old = previous.m_records;

    std::vector<Change> list;
    bool structural = false; // records added or removed: positions shift
    for (auto &[key, record] : changes.records) {
        Change c { find(previous, key), &key, &record };
        if (c.oldPos < 0 && !record)
            continue; // removing what was not there
        structural = structural || c.oldPos < 0 || !record;
        if (record) {
            record->shadowedBy.clear();
            record->shadowPolicy = policy;
        }
        list.push_back(c);
    }
    if (list.empty())
        return index;

    QList<SkillRecord> &records = index->m_records;
    QList<int> removedOld; // previous positions whose m_byName entry goes away
    QList<int> insertedNew; // new positions that need an m_byName entry
    QSet<QString> names; // name groups whose winner must be re-resolved
    bool catalogChanged = false;
    QList<int> oldToNew; // empty = positions unchanged
    QList<RootStatus> &statuses = index->m_roots;

    if (!structural) {
        for (const Change &c : list) {
            const SkillRecord &was = old[c.oldPos];
            SkillRecord &now = **c.record;
            if (now.name == was.name && now.scope == was.scope) {
                // Same name, same precedence: the record keeps its place and its shadowing.
                if (!was.isShadowed() && now.description != was.description)
                    catalogChanged = true;
                now.shadowedBy = was.shadowedBy;
                records[c.oldPos] = std::move(now);
                continue;
            }
            names.insert(was.name);
            names.insert(now.name);
            removedOld.append(c.oldPos);
            insertedNew.append(c.oldPos);
            records[c.oldPos] = std::move(now);
        }
    } else {
        QList<SkillRecord> out;
        out.reserve(old.size() + qsizetype(list.size()));
        oldToNew.resize(old.size());
        int cursor = 0;
        const auto copyUpTo = [&](int end) {
            for (; cursor < end; ++cursor) {
                oldToNew[cursor] = int(out.size());
                out.append(old[cursor]);
            }
        };
        for (const Change &c : list) {
            copyUpTo(c.oldPos >= 0 ? c.oldPos : lowerBound(previous, *c.key));
            if (c.oldPos >= 0) {
                oldToNew[cursor] = -1;
                removedOld.append(cursor);
                names.insert(old[cursor].name);
                --statuses[old[cursor].rootIndex].skills;
                ++cursor;
            }
            if (*c.record) {
                SkillRecord &now = **c.record;
                insertedNew.append(int(out.size()));
                names.insert(now.name);
                ++statuses[now.rootIndex].skills;
                out.append(std::move(now));
            }
        }
        copyUpTo(int(old.size()));
        records = std::move(out);
    }

    if (!removedOld.isEmpty() || !insertedNew.isEmpty()) {
        // m_byName: drop the entries of replaced/removed records, renumber, then insert the new ones by
        // binary search (one pass over integers, O(k log n) string comparisons).
        std::vector<bool> removed(size_t(old.size()), false);
        for (int p : std::as_const(removedOld))
            removed[size_t(p)] = true;
        QList<int> kept;
        kept.reserve(records.size());
        for (int p : std::as_const(previous.m_byName)) {
            if (!removed[size_t(p)])
                kept.append(oldToNew.isEmpty() ? p : oldToNew[p]);
        }
        const auto less = [&](int a, int b) { return precedes(records, policy, a, b); };
        std::sort(insertedNew.begin(), insertedNew.end(), less);
        QList<int> byName;
        byName.reserve(records.size());
        auto from = kept.cbegin();
        for (int p : std::as_const(insertedNew)) {
            const auto at = std::lower_bound(from, kept.cend(), p, less);
            byName.append(from, at);
            byName.append(p);
            from = at;
        }
        byName.append(from, kept.cend());
        index->m_byName = std::move(byName);

        // Winners: the first of each name group.
        QList<int> visible;
        visible.reserve(previous.m_visibleByName.size() + insertedNew.size());
        const QList<int> &all = index->m_byName;
        for (int j = 0; j < all.size(); ++j) {
            if (j == 0 || records[all[j]].name != records[all[j - 1]].name)
                visible.append(all[j]);
        }
        index->m_visibleByName = std::move(visible);

        QList<int> starts;
        for (const QString &name : std::as_const(names)) {
            const auto it = std::lower_bound(all.cbegin(), all.cend(), name,
                [&](int i, const QString &n) { return records[i].name.compare(n) < 0; });
            if (it != all.cend() && records[*it].name == name)
                starts.append(int(it - all.cbegin()));
            if (!sameCatalogEntry(previous.find(name), index->find(name)))
                catalogChanged = true;
        }
        resolveNames(*index, starts);
    }
    if (catalogChanged)
        index->m_digest = digest(*index);
    return index;
}

} // namespace sw
