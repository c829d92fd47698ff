#pragma once
// Reads the skills of one or more roots (through the repository scanner, tRPC-Agent semantics: roots in order,
// recursive lexical walk, the first occurrence of a name wins) into the shape the catalog and the token report
// need: name, description, SKILL.md location, body, tRPC-Go docs with their text, declared tools.
#include "catalog/tokenreport.h"

namespace sw {

struct LoadedSkills
{
    QList<ReportSkill> skills; // the visible skills, sorted by name
    QStringList shadowed; // "name: folder (shadowed by folder)"
    QStringList problems; // missing roots, unreadable files, scan limits
};

enum class SkillContent {
    CatalogOnly, // name, description, location, body, tools
    WithDocs, // also every tRPC-Go doc (*.md, *.txt except SKILL.md) with its text, and the folder's file list
};

// With `withShadowed`, skills shadowed by an earlier one of the same name are kept too, all in root order, then path
// order: the real clients key skills by folder (Claude Code) or path (Codex) or keep the last one read (opencode),
// not by the first name as tRPC-Agent does.
LoadedSkills loadSkillsFromRoots(
    const QStringList &roots, SkillContent content = SkillContent::WithDocs, bool withShadowed = false);

QList<CatalogSkill> catalogSkillsOf(const QList<ReportSkill> &skills);

} // namespace sw
