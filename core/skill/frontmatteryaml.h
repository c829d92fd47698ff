#pragma once
// The strict YAML reading of a frontmatter block: yaml-cpp's event parser turned into ordered FrontmatterValue
// trees with file positions (internal to the skill module).
#include "skill/skilldocument.h"

#include <string>

namespace sw::detail {

struct YamlReading
{
    bool hasDocument = false; // false when the text holds no YAML node at all
    FrontmatterValue root;
    std::optional<ParseProblem> error;
};

// Parses yaml (UTF-8, LF line breaks) whose first line is line firstLine of the file: the plain subset through
// readSimpleYaml, everything else through yaml-cpp.
YamlReading readYaml(const std::string &yaml, int firstLine);

// yaml-cpp only (the reference for readSimpleYaml).
YamlReading readYamlWithYamlCpp(const std::string &yaml, int firstLine);

// Flat `key: value` lines (plain or one-line quoted scalars) and one level of nested `key: value` blocks, read
// without yaml-cpp with the same result; std::nullopt for anything else. Container text is not filled in.
std::optional<YamlReading> readSimpleYaml(const std::string &yaml, int firstLine);

// Deep equality of two readings' values (positions, flags and text included).
bool sameValue(const FrontmatterValue &a, const FrontmatterValue &b);

// YAML text of a value (used for keys and values that are not scalars).
QString emitYaml(const FrontmatterValue &value);
// The same with YAML::Emitter only (the reference for emitYaml's direct path for maps of plain words).
QString emitYamlWithYamlCpp(const FrontmatterValue &value);

// True for a plain scalar YAML would type as bool, int, float or null (YAML 1.1 and 1.2 core schema).
bool looksLikeNonStringScalar(const std::string &plain);

} // namespace sw::detail
