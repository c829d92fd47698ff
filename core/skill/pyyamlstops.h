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
// - an unclosed flow sequence whose plain entry goes on over lines up to a ': ' (`[a b\nkey: c`): PyYAML's
//   simple key may not span lines, so its parser finds a ':' after the entry ("expected ',' or ']', but got ':'");
// - a plain value starting with '@', '`' or '%' (`key: @x`) on a line of simple `key: value` lines that libfyaml
//   reads on past (a multi-line plain scalar): "found character '@' that cannot start any token".
std::optional<PyYamlStop> pyYamlStopBefore(const std::string &yaml, int firstLine, SourcePosition error);

} // namespace sw::detail
