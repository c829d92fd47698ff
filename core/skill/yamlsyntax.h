#pragma once
// The YAML syntax verdict on a frontmatter block, from libfyaml (a YAML 1.2 parser that passes the YAML Test
// Suite). yaml-cpp 0.7 keeps the tree, the positions and the editing, but accepts some malformed documents
// (an unclosed quote, a line that is not `key: value`); libfyaml decides whether the text is YAML at all.
#include "skill/skilldocument.h"

#include <memory>
#include <optional>
#include <string>

struct fy_diag;

namespace sw::detail {

struct YamlSyntaxOptions
{
    bool allowDuplicateKeys = true; // false: a repeated key is an error (yaml 2.x, serde, strictyaml)
    bool yaml11 = false; // parse as YAML 1.1 (PyYAML, libyaml) instead of 1.2
};

// std::nullopt when yaml (UTF-8, LF line breaks, the frontmatter's first line is file line firstLine) parses;
// otherwise libfyaml's first error with its file position.
std::optional<ParseProblem> yamlSyntaxError(
    const std::string &yaml, int firstLine, const YamlSyntaxOptions &options = {});

// A libfyaml diagnostics object that collects errors and prints nothing (the text may be one libfyaml refuses); for
// every libfyaml parse of the skill module. Null without memory.
using YamlDiagnostics = std::unique_ptr<fy_diag, void (*)(fy_diag *)>;
YamlDiagnostics quietYamlDiagnostics();

// The quote closing the quoted scalar opened at text[open] (a `"` scalar skips its escapes, a `'` one its doubled
// quotes), or npos when the text does not close it.
std::size_t closingQuote(const std::string &text, std::size_t open);

} // namespace sw::detail
