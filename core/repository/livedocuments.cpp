// withLiveDocuments: records re-parsed from unsaved bytes, the snapshot rebuilt around them.
#include "repository/livedocuments.h"

#include "repository/skillindexbuilder.h"
#include "repository/skillwalker.h"

#include <QFileInfo>

namespace sw {

SkillIndexPtr withLiveDocuments(const SkillIndexPtr &index, const QHash<QString, QByteArray> &liveSkillMd)
{
    if (!index || liveSkillMd.isEmpty())
        return index;
    QList<SkillRecord> records = index->all();
    bool changed = false;
    for (SkillRecord &record : records) {
        const auto live = liveSkillMd.constFind(record.skillMdPath);
        if (live == liveSkillMd.constEnd() || (record.document && record.document->raw == *live))
            continue;
        auto document = std::make_shared<SkillDocument>(
            parseSkillDocument(*live, record.skillMdPath, QFileInfo(record.folder).fileName()));
        detail::applyDocument(record, *document);
        record.document = std::move(document);
        changed = true;
    }
    if (!changed)
        return index;
    auto out = SkillIndexBuilder::build(records, index->policy());
    SkillIndexBuilder::setRoots(*out, index->roots());
    SkillIndexBuilder::setProblems(*out, index->problems());
    SkillIndexBuilder::setStats(*out, index->stats());
    SkillIndexBuilder::setFolders(*out, index->folders());
    return out;
}

} // namespace sw
