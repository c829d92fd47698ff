// Skills of one or more roots for the catalog and the token report (see skillsource.h).
#include "catalog/skillsource.h"

#include "catalog/clientfields.h"
#include "common/backgroundpool.h"

#include "repository/skillindex.h"
#include "skill/skilldocument.h"
#include "skill/skillfolder.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <numeric>

namespace sw {

LoadedSkills loadSkillsFromRoots(const QStringList &roots, SkillContent content, bool withShadowed)
{
    LoadedSkills loaded;
    QList<SkillRoot> skillRoots;
    for (const QString &root : roots)
        skillRoots.append({ root.trimmed(), QStringLiteral("user"), RootScope::Custom });
    const SkillIndexPtr index = scanRoots(skillRoots);
    for (const RootStatus &status : index->roots()) {
        if (!status.error.isEmpty())
            loaded.problems << QStringLiteral("%1: %2").arg(status.root.location, status.error);
        else if (!status.exists)
            loaded.problems << QStringLiteral("%1: no such file or folder").arg(status.root.location);
    }
    for (const ScanProblem &problem : index->problems())
        loaded.problems << QStringLiteral("%1: %2").arg(problem.path, problem.message);
    for (const SkillRecord &record : index->shadowed())
        loaded.shadowed << QStringLiteral("%1: %2 (shadowed by %3)").arg(record.name, record.folder, record.shadowedBy);

    QList<SkillRecord> visible = index->visible();
    if (withShadowed) {
        visible += index->shadowed();
        std::stable_sort(visible.begin(), visible.end(), [](const SkillRecord &a, const SkillRecord &b) {
            return a.rootIndex != b.rootIndex ? a.rootIndex < b.rootIndex : a.skillMdPath < b.skillMdPath;
        });
    }
    loaded.skills.resize(visible.size());
    QList<int> indexes(visible.size());
    std::iota(indexes.begin(), indexes.end(), 0);
    const auto read = [&](int i) {
        const SkillRecord &record = visible[i];
        ReportSkill &skill = loaded.skills[i];
        skill.name = record.name;
        skill.description = record.description;
        skill.location = record.skillMdPath;
        if (record.document) {
            skill.body = record.document->body;
            skill.tools = declaredTools(record.document->body);
        }
        skill.client = clientFieldsOf(record, *index);
        if (record.document)
            skill.source = QString::fromUtf8(record.document->raw);
        if (content == SkillContent::WithDocs) {
            const SkillFolderInventory inventory = inventorySkillFolder(record.folder);
            for (const QString &path : inventory.goDocs) {
                QFile file(QDir(record.folder).filePath(path));
                if (file.open(QIODevice::ReadOnly))
                    skill.docs.append({ path, QString::fromUtf8(file.readAll()) });
            }
            for (const SkillFile &f : inventory.files)
                skill.files << f.relativePath;
        }
    };
    parallelFor(indexes.size(), [&](qsizetype i) { read(indexes[i]); });
    return loaded;
}

QList<CatalogSkill> catalogSkillsOf(const QList<ReportSkill> &skills)
{
    QList<CatalogSkill> out;
    out.reserve(skills.size());
    for (const ReportSkill &skill : skills)
        out << skill.catalogSkill();
    return out;
}

} // namespace sw
