#pragma once
// withLiveDocuments: a repository snapshot as the editor's unsaved text has it, so the views that read a snapshot
// (visibility, the Library's figures) follow unsaved edits as the Catalog and the Tokens dock do.
#include "repository/skillindex.h"

#include <QHash>

namespace sw {

// The records whose SKILL.md path is a key of `liveSkillMd` are parsed from those bytes (name, description,
// document); every other record (and its parsed document) is shared. Returns `index` itself when nothing differs.
SkillIndexPtr withLiveDocuments(const SkillIndexPtr &index, const QHash<QString, QByteArray> &liveSkillMd);

} // namespace sw
