#pragma once
// Where PyYAML (and ruamel, inside strictyaml) stops in a frontmatter libfyaml refuses, when that is before the
// place libfyaml reports: consumerparse.cpp reports that place and message for those families.
#include "skill/skilldocument.h"

#include <QString>

#include <optional>
#include <string>

namespace sw::detail {

struct PyYamlStop
{
    QString message; // PyYAML's words
    SourcePosition position; // file line, 1-based column in UTF-8 bytes
};

// The first of these before (or at) libfyaml's error at `error` in yaml (the frontmatter's first line is file line
// firstLine), or std::nullopt:
// - an unclosed flow sequence whose plain entry goes on over lines up to a ': ' (`[a b\nkey: c`), or whose quoted
//   entry a ':' follows on a later line (`[ "key"\n  :value ]`): PyYAML's
//   simple key may not span lines, so its parser finds a ':' after the entry ("expected ',' or ']', but got ':'");
// - a plain value starting with '@', '`' or '%' (`key: @x`) on a line of simple `key: value` lines that libfyaml
//   reads on past (a multi-line plain scalar): "found character '@' that cannot start any token";
// - an anchor or tag starting a line, then "- " (`&a - x`): "sequence entries are not allowed here" at the '-'.
// strictyaml refuses the flow sequence itself first: flowRules false leaves the first rule out.
std::optional<PyYamlStop> pyYamlStopBefore(
    const std::string &yaml, int firstLine, SourcePosition error, bool flowRules = true);

// Where PyYAML reports libfyaml's `error` elsewhere, or std::nullopt:
// - a quoted key over lines (`"c\n d": 1`, also one libfyaml finds wrongly indented): at the ':' after it, "could not
// find expected ':'" (a key at its line's
//   start, which PyYAML requires to be a simple key) or "mapping values are not allowed here" (after "- ");
// - a multi-line plain key: at the ': ' ending the plain scalar, "mapping values are not allowed here";
// - a block scalar's content line less indented than its space-only lines before: PyYAML ends the scalar, then
//   "expected <block end>, but found '<scalar>'" at that line;
// - a tag libfyaml ends at a non-ASCII character (`!für`): "expected ' ', but found 'ü'" there.
std::optional<PyYamlStop> pyYamlStopAt(const std::string &yaml, int firstLine, const ParseProblem &error);

} // namespace sw::detail
