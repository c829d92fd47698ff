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

// Parses yaml (UTF-8, LF line breaks) whose first line is line firstLine of the file.
YamlReading readYaml(const std::string &yaml, int firstLine);

// YAML text of a value (used for keys and values that are not scalars).
QString emitYaml(const FrontmatterValue &value);

// True for a plain scalar YAML would type as bool, int, float or null (YAML 1.1 and 1.2 core schema).
bool looksLikeNonStringScalar(const std::string &plain);

} // namespace sw::detail
