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

LoadedSkills loadSkillsFromRoots(const QStringList &roots, SkillContent content = SkillContent::WithDocs);

QList<CatalogSkill> catalogSkillsOf(const QList<ReportSkill> &skills);

} // namespace sw
