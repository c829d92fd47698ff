#pragma once
// SkillFolder: the inventory of a skill folder (docs, scripts, assets, sizes, text vs binary) by the
// definitions of tRPC-Agent-Go and tRPC-Agent-Python (PROTOCOL.md section 2).
#include <QList>
#include <QString>
#include <QStringList>

namespace sw {
struct SkillDocument;

struct SkillFile
{
    QString relativePath; // '/'-separated, relative to the skill folder
    qint64 size = 0;
    bool binary = false; // contains NUL bytes or invalid UTF-8 in its first 8 KiB
    enum class Role { SkillMd, Doc, Script, Asset, Other } role = Role::Other;
    int lineCount = -1; // text files up to 4 MiB: number of lines; -1 when not counted
    bool hasTableOfContents = false; // Markdown: a "Contents"/"Table of contents" heading, [TOC], or an anchor list
    QStringList references; // Markdown: folder-relative paths it links to or mentions (see skillreferences.h)
};

struct SkillFolderInventory
{
    QString folder; // absolute path
    QList<SkillFile> files; // every regular file, sorted by relativePath
    QStringList goDocs; // tRPC-Go docs: *.md / *.txt (case-insensitive), recursive, not any SKILL.md; sorted
    QStringList pythonDocs; // tRPC-Python docs: adds script extensions, skips dotfiles and .git; sorted
    QStringList scripts; // script files (.sh .py .js .ts .rb .pl .bash ...), sorted
    QStringList assets; // everything else that is not SKILL.md, a doc or a script
    qint64 totalBytes = 0;
};

// Walks folder (symlinked folders are not followed, `.git` is skipped), reading the first 8 KiB of every file and
// the whole of text files up to 4 MiB. Role: the root SKILL.md is SkillMd; Go docs are Doc; script extensions
// are Script; dotfiles and SKILL.md files of nested skills are Other; everything else is Asset.
// skillMd: the folder's SKILL.md when the caller has read it already (its size, text and line facts are taken
// from it instead of reading the file again).
// knownFiles: the relative paths of its regular files when the caller has listed them already (discoverSkills).
SkillFolderInventory inventorySkillFolder(
    const QString &folder, const SkillDocument *skillMd = nullptr, const QStringList *knownFiles = nullptr);

// True for the script extensions both frameworks know (.sh .bash .py .js .ts .rb .pl ...), case-insensitive.
bool isScriptFileName(const QString &fileName);

} // namespace sw
