// SkillIndex queries and its completion: precedence policies, shadowing, name lookup and the catalog digest.
#include "repository/skillindex.h"
#include "repository/skillindexbuilder.h"

#include <QCryptographicHash>
#include <QHash>

#include <algorithm>

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

std::shared_ptr<SkillIndex> SkillIndexBuilder::build(QList<SkillRecord> records, PrecedencePolicy policy)
{
    auto index = std::make_shared<SkillIndex>();
    index->m_policy = policy;
    // The winner of each name: lowest (scope rank, root index), then scan order.
    QHash<QString, int> winner;
    for (int i = 0; i < records.size(); ++i) {
        SkillRecord &r = records[i];
        r.shadowedBy.clear();
        r.shadowPolicy = policy;
        auto it = winner.find(r.name);
        if (it == winner.end()) {
            winner.insert(r.name, i);
            continue;
        }
        const SkillRecord &w = records[*it];
        const auto key = [policy](const SkillRecord &x) { return std::pair(scopeRank(policy, x.scope), x.rootIndex); };
        if (key(r) < key(w))
            *it = i;
    }
    for (int i = 0; i < records.size(); ++i) {
        const int w = winner.value(records[i].name);
        if (w != i)
            records[i].shadowedBy = records[w].folder;
    }
    QList<int> visible;
    visible.reserve(winner.size());
    for (auto it = winner.cbegin(); it != winner.cend(); ++it)
        visible.append(it.value());
    std::sort(
        visible.begin(), visible.end(), [&](int a, int b) { return records[a].name.compare(records[b].name) < 0; });
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (int i : visible) {
        hash.addData(records[i].name.toUtf8());
        hash.addData(QByteArrayView("\x1f", 1));
        hash.addData(records[i].description.toUtf8());
        hash.addData(QByteArrayView("\x1e", 1));
    }
    index->m_digest = hash.result().toHex();
    index->m_records = std::move(records);
    index->m_visibleByName = std::move(visible);
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
    const SkillRecord *winner = find(name);
    if (!winner)
        return out;
    out.append(winner);
    for (const SkillRecord &r : m_records) {
        if (r.name == name && &r != winner)
            out.append(&r);
    }
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
