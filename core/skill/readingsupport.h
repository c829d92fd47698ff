#pragma once
// Helpers the clients' readings of SKILL.md share (clientreadings.cpp, codexreading.cpp, opencodereading.cpp,
// geminireading.cpp, and Codex's validator rules; defined in readingsupport.cpp); not used elsewhere.
#include "skill/skilldocument.h"

namespace sw::readingsupport {

// A document whose frontmatter is `text` (for a parser's verdict and the values of a frontmatter found or repaired
// by a client's own rules).
SkillDocument documentOfFrontmatter(const QString &text, const QString &folderName);
// The strict reading can stand for a client's own split when the file is plainly fenced.
bool plainlyFenced(const SkillDocument &doc);
// String.prototype.trim
QString jsTrim(const QString &text);
// The YAML 1.2 core type of a value ("" for a string); jsYaml: js-yaml's wider schema (dates, binary numbers, ...).
QString readingYamlType(const FrontmatterValue &v, bool jsYaml);

} // namespace sw::readingsupport
