#pragma once
// Reads the skills of one or more roots into the shape the catalog and the token report need (name,
// description, SKILL.md location, body, tRPC-Go docs with their text, declared tools). tRPC-Agent semantics:
// roots in order, lexical walk, the first occurrence of a name wins.
#include "catalog/tokenreport.h"

namespace sw {

struct LoadedSkills
{
    QList<ReportSkill> skills; // sorted by name
    QStringList shadowed; // "name: folder (shadowed by folder)"
    QStringList problems; // unreadable files, missing roots
};

LoadedSkills loadSkillsFromRoots(const QStringList &roots);

QList<CatalogSkill> catalogSkillsOf(const QList<ReportSkill> &skills);

} // namespace sw
