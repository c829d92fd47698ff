// SkillSnapshot::fromIndex: the agent's view of a core/repository SkillIndex snapshot.
#include "skillsnapshot.h"

#include "catalog/clientfields.h"
#include "repository/skillindex.h"
#include "skill/skilldocument.h"
#include "skill/skillfolder.h"

#include <QDir>
#include <QFile>

namespace sw {

std::shared_ptr<const SkillSnapshot> SkillSnapshot::fromIndex(const std::shared_ptr<const SkillIndex> &index)
{
    QList<AgentSkill> skills;
    if (!index)
        return std::make_shared<const SkillSnapshot>();
    for (const SkillRecord &r : index->visible()) {
        AgentSkill s;
        s.name = r.name;
        s.description = r.description;
        s.location = r.skillMdPath;
        s.folder = r.folder;
        if (r.document) {
            s.body = r.document->body;
            s.tools = declaredTools(r.document->body);
            s.source = QString::fromUtf8(r.document->raw);
        }
        s.client = clientFieldsOf(r, *index);
        const SkillFolderInventory inventory = inventorySkillFolder(r.folder);
        for (const QString &path : inventory.goDocs) {
            QFile f(QDir(r.folder).filePath(path));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            s.docs << path;
            s.docText.insert(path, QString::fromUtf8(f.readAll()));
        }
        for (const SkillFile &file : inventory.files)
            s.files << file.relativePath;
        skills << s;
    }
    auto snapshot = std::make_shared<SkillSnapshot>(std::move(skills));
    snapshot->m_fromFolders = true;
    return snapshot;
}

} // namespace sw
