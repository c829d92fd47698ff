// SkillIndex queries and its completion: precedence policies, shadowing, name lookup and the catalog digest.
#include "repository/skillindex.h"
#include "repository/skillindexbuilder.h"
#include "repository/skillwalker.h"

#include <QCryptographicHash>

#include <algorithm>
#include <numeric>
#include <tuple>

namespace sw {

QString policyName(PrecedencePolicy policy)
{
    switch (policy) {
    case PrecedencePolicy::FirstWins:
        return QStringLiteral("first-wins");
    case PrecedencePolicy::Claude:
        return QStringLiteral("claude");
    case PrecedencePolicy::ProjectFirst:
        return QStringLiteral("project-first");
    }
    return {};
}

std::optional<PrecedencePolicy> parsePolicy(const QString &name)
{
    for (PrecedencePolicy p :
        { PrecedencePolicy::FirstWins, PrecedencePolicy::Claude, PrecedencePolicy::ProjectFirst }) {
        if (policyName(p) == name)
            return p;
    }
    return std::nullopt;
}

int scopeRank(PrecedencePolicy policy, RootScope scope)
{
    switch (policy) {
    case PrecedencePolicy::FirstWins:
        return 0;
    case PrecedencePolicy::Claude: // enterprise > personal > project > the rest
        switch (scope) {
        case RootScope::Managed:
            return 0;
        case RootScope::Personal:
            return 1;
        case RootScope::Project:
            return 2;
        case RootScope::Custom:
            return 3;
        case RootScope::Bundled:
            return 4;
        }
        break;
    case PrecedencePolicy::ProjectFirst: // project overrides user
        switch (scope) {
        case RootScope::Project:
            return 0;
        case RootScope::Personal:
            return 1;
        case RootScope::Managed:
            return 2;
        case RootScope::Custom:
            return 3;
        case RootScope::Bundled:
            return 4;
        }
        break;
    }
    return 5;
}

bool RecordKeyLess::operator()(const RecordKey &a, const RecordKey &b) const
{
    if (a.rootIndex != b.rootIndex)
        return a.rootIndex < b.rootIndex;
    return detail::walkOrderLessUtf8(a.relative, b.relative);
}

RecordKey recordKey(const SkillRecord &record)
{
    return { record.rootIndex, record.relativePath.toUtf8() };
}

int SkillIndexBuilder::lowerBound(const SkillIndex &index, const RecordKey &key)
{
    const auto it = std::lower_bound(index.m_records.cbegin(), index.m_records.cend(), key,
        [](const SkillRecord &r, const RecordKey &k) { return RecordKeyLess()(recordKey(r), k); });
    return int(it - index.m_records.cbegin());
}

int SkillIndexBuilder::find(const SkillIndex &index, const RecordKey &key)
{
    const int i = lowerBound(index, key);
    if (i < index.m_records.size() && index.m_records[i].rootIndex == key.rootIndex
        && index.m_records[i].relativePath.toUtf8() == key.relative)
        return i;
    return -1;
}

bool precedes(const QList<SkillRecord> &records, PrecedencePolicy policy, int a, int b)
{
    const SkillRecord &x = records[a];
    const SkillRecord &y = records[b];
    if (const int c = x.name.compare(y.name))
        return c < 0;
    return std::tuple(scopeRank(policy, x.scope), x.rootIndex, a)
        < std::tuple(scopeRank(policy, y.scope), y.rootIndex, b);
}

void SkillIndexBuilder::resolveNames(SkillIndex &index, const QList<int> &groupStarts)
{
    // Within a name group of m_byName the first record wins; the others are shadowed by it.
    QList<SkillRecord> &records = index.m_records;
    for (int start : groupStarts) {
        const int head = index.m_byName[start];
        if (!records[head].shadowedBy.isEmpty())
            records[head].shadowedBy.clear();
        for (int j = start + 1; j < index.m_byName.size(); ++j) {
            SkillRecord &r = records[index.m_byName[j]];
            if (r.name != records[head].name)
                break;
            if (r.shadowedBy != records[head].folder)
                r.shadowedBy = records[head].folder;
        }
    }
}

QByteArray SkillIndexBuilder::digest(const SkillIndex &index)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (int i : index.m_visibleByName) {
        hash.addData(index.m_records[i].name.toUtf8());
        hash.addData(QByteArrayView("\x1f", 1));
        hash.addData(index.m_records[i].description.toUtf8());
        hash.addData(QByteArrayView("\x1e", 1));
    }
    return hash.result().toHex();
}

std::shared_ptr<SkillIndex> SkillIndexBuilder::build(QList<SkillRecord> records, PrecedencePolicy policy)
{
    auto index = std::make_shared<SkillIndex>();
    index->m_policy = policy;
    for (SkillRecord &r : records) {
        r.shadowedBy.clear();
        r.shadowPolicy = policy;
    }
    // Every record by name, then precedence: the lowest (scope rank, root index), then scan order, wins.
    QList<int> byName(records.size());
    std::iota(byName.begin(), byName.end(), 0);
    std::sort(byName.begin(), byName.end(), [&](int a, int b) { return precedes(records, policy, a, b); });
    QList<int> starts;
    QList<int> visible;
    for (int j = 0; j < byName.size(); ++j) {
        if (j == 0 || records[byName[j]].name != records[byName[j - 1]].name) {
            starts.append(j);
            visible.append(byName[j]);
        }
    }
    index->m_records = std::move(records);
    index->m_byName = std::move(byName);
    index->m_visibleByName = std::move(visible);
    resolveNames(*index, starts);
    index->m_digest = digest(*index);
    return index;
}

QList<SkillRecord> SkillIndex::visible() const
{
    QList<SkillRecord> out;
    out.reserve(m_visibleByName.size());
    for (int i : m_visibleByName)
        out.append(m_records[i]);
    return out;
}

QList<SkillRecord> SkillIndex::all() const
{
    return m_records;
}

QList<SkillRecord> SkillIndex::shadowed() const
{
    QList<SkillRecord> out;
    for (const SkillRecord &r : m_records) {
        if (r.isShadowed())
            out.append(r);
    }
    return out;
}

const SkillRecord *SkillIndex::find(const QString &name) const
{
    const auto it = std::lower_bound(m_visibleByName.cbegin(), m_visibleByName.cend(), name,
        [&](int i, const QString &n) { return m_records[i].name.compare(n) < 0; });
    if (it == m_visibleByName.cend() || m_records[*it].name != name)
        return nullptr;
    return &m_records[*it];
}

QList<const SkillRecord *> SkillIndex::findAll(const QString &name) const
{
    QList<const SkillRecord *> out;
    auto it = std::lower_bound(m_byName.cbegin(), m_byName.cend(), name,
        [&](int i, const QString &n) { return m_records[i].name.compare(n) < 0; });
    for (; it != m_byName.cend() && m_records[*it].name == name; ++it)
        out.append(&m_records[*it]);
    return out;
}

QByteArray SkillIndex::catalogDigest() const
{
    return m_digest;
}

SkillIndexPtr withPolicy(const SkillIndex &index, PrecedencePolicy policy)
{
    auto out = SkillIndexBuilder::build(index.all(), policy);
    SkillIndexBuilder::setRoots(*out, index.roots());
    SkillIndexBuilder::setProblems(*out, index.problems());
    SkillIndexBuilder::setStats(*out, index.stats());
    SkillIndexBuilder::setFolders(*out, index.folders());
    return out;
}

} // namespace sw
