// Skills of one or more roots for the catalog and the token report (see skillsource.h).
#include "catalog/skillsource.h"

#include "skill/skilldiscovery.h"
#include "skill/skilldocument.h"
#include "skill/skillfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

namespace sw {

LoadedSkills loadSkillsFromRoots(const QStringList &roots)
{
    LoadedSkills loaded;
    QHash<QString, QString> folderOfName;
    QStringList seenRoots;
    for (const QString &root : roots) {
        const QFileInfo info(root.trimmed());
        if (!info.exists()) {
            loaded.problems << QStringLiteral("%1: no such file or folder").arg(root);
            continue;
        }
        const QString canonical = info.canonicalFilePath();
        if (seenRoots.contains(canonical))
            continue; // duplicate roots are skipped
        seenRoots << canonical;
        for (const QString &folder : findSkillFolders(canonical)) {
            QString error;
            const std::optional<SkillDocument> doc = readSkillDocument(folder, &error);
            if (!doc) {
                loaded.problems << QStringLiteral("%1: %2").arg(folder, error);
                continue;
            }
            ReportSkill skill;
            const bool strict = doc->frontmatterIsMapping && !doc->yamlError;
            skill.name = strict ? doc->name().trimmed() : QString();
            if (skill.name.isEmpty())
                skill.name = doc->lenient.name;
            skill.description = strict ? doc->description() : doc->lenient.description;
            skill.location = QDir(folder).absoluteFilePath(QStringLiteral("SKILL.md"));
            skill.body = doc->body;
            skill.tools = declaredTools(doc->body);
            if (const auto it = folderOfName.constFind(skill.name); it != folderOfName.constEnd()) {
                loaded.shadowed << QStringLiteral("%1: %2 (shadowed by %3)").arg(skill.name, folder, *it);
                continue;
            }
            folderOfName.insert(skill.name, folder);
            const SkillFolderInventory inventory = inventorySkillFolder(folder);
            for (const QString &path : inventory.goDocs) {
                QFile file(QDir(folder).filePath(path));
                if (!file.open(QIODevice::ReadOnly)) {
                    loaded.problems << QStringLiteral("%1: %2").arg(file.fileName(), file.errorString());
                    continue;
                }
                skill.docs.append({ path, QString::fromUtf8(file.readAll()) });
            }
            loaded.skills << skill;
        }
    }
    std::sort(loaded.skills.begin(), loaded.skills.end(),
        [](const ReportSkill &a, const ReportSkill &b) { return a.name < b.name; });
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
