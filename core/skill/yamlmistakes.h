#pragma once
// Explains why a frontmatter block is not valid YAML in the author's terms (a tab in the indentation, an
// unquoted colon inside a value, a missing closing quote, text after a closing quote, a line that is not
// `key: value`, a line indented under a complete value) at the line the author must change, with the fixes that
// are text edits. Every fix offered is checked: after it, libfyaml no longer reports an error at or before that
// line.
#include "skill/diagnostic.h"
#include "skill/skilldocument.h"

#include <string>

namespace sw::detail {

struct YamlMistake
{
    enum class Kind { TabIndentation, UnquotedColon, UnclosedQuote, TextAfterQuote, NotKeyValue, Overindented, Other };
    Kind kind = Kind::Other;
    SourcePosition position;
    DiagnosticText message; // e.g. {"yaml/tab-indentation", {}}
    DiagnosticText hint;
    QList<DiagnosticFix> fixes;
};

// frontmatter: the lines between the fences (UTF-8, LF), its first line is file line firstLine; parserError is
// libfyaml's (or yaml-cpp's) error; crlf: the file uses CRLF (fix texts use its line breaks).
YamlMistake explainYamlError(const std::string &frontmatter, int firstLine, const ParseProblem &parserError, bool crlf);

} // namespace sw::detail

namespace sw::detail {
// The same for a document whose strict reading failed (document.yamlError set).
YamlMistake explainYamlError(const ParseProblem &parserError, const SkillDocument &document);
} // namespace sw::detail
