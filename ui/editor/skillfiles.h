#pragma once
// SkillFiles: file operations on skill folders: new skill from a template, rename (folder and `name:`
// together), duplicate, delete to trash, new doc or script, export and import of packages. Every operation
// returns an error message a user can act on ("" = success).
#include <QString>
#include <QStringList>

namespace sw::ui {

struct SkillTemplate
{
    QString id; // "minimal", "with-scripts", "with-references"
    QString title; // translated
};
QList<SkillTemplate> skillTemplates();

// Creates <root>/<name> from a template, filling {{name}}, {{description}} and {{title}}. Returns the SKILL.md
// path in *skillMd.
QString createSkillFromTemplate(
    const QString &root, const QString &templateId, const QString &name, const QString &description, QString *skillMd);

// Renames the folder of a skill and sets `name:` in its SKILL.md to the new name. *newFolder gets the new path.
QString renameSkill(const QString &folder, const QString &newName, QString *newFolder);
// Renames only the folder (the fix "rename the folder to match the name").
QString renameSkillFolder(const QString &folder, const QString &newName, QString *newFolder);
// Copies a skill folder next to itself under newName and sets `name:` in the copy.
QString duplicateSkill(const QString &folder, const QString &newName, QString *newFolder);
// Moves the folder to the desktop trash.
QString moveSkillToTrash(const QString &folder);
// Creates an empty doc (references/<file>.md) or script (scripts/<file>) in a skill; *path gets the file.
QString createSkillFile(const QString &folder, const QString &relativePath, const QString &content, QString *path);

// True when `name` is usable as a skill name (lower-case letters, digits, single hyphens, 1-64 chars).
bool isValidSkillName(const QString &name);
// A usable skill name made from what was typed: kebab-case ("Bad Name" -> "bad-name", "csvReport" ->
// "csv-report", "Café" -> "cafe"), at most 64 characters; "" when nothing of it is usable (e.g. only CJK).
QString suggestedSkillName(const QString &typed);

// Packages (core/archive).
QString exportSkill(const QString &folder, const QString &archivePath);
QString importSkillArchive(const QString &archivePath, const QString &root, QStringList *installed);

} // namespace sw::ui
