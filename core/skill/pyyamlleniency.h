#pragma once
// Invalid YAML that PyYAML (and ruamel, inside strictyaml) loads: its YAML 1.1 scanner does not check what
// libfyaml refuses in these places, so the consumers that use it accept the file. consumerparse.cpp reads such a
// frontmatter for those families as the text PyYAML effectively reads.
#include <optional>
#include <string>

namespace sw::detail {

// The frontmatter text yaml (the frontmatter's first line is file line firstLine) as PyYAML reads it, rewritten
// with the same lines, when libfyaml refuses yaml for a reason PyYAML's scanner does not have (libfyaml may refuse
// the rewritten text at a later place, as PyYAML does):
// - a comment right after a closing quote or bracket (`"value"# x`: PyYAML needs no white space before the '#');
// - a tab in the leading white space of a quoted scalar's continuation line (PyYAML skips it as white space);
// - a comment line less indented than a block scalar's leading space-only lines (PyYAML ends the scalar there);
// - a lone '-' before ',', ']' or '}' in flow context (`[-]`: PyYAML scans a plain scalar '-');
// - an alias `*x:` of an anchor `&x`, an anchor `&k:` beginning a key (PyYAML ends the name at the ':').
// std::nullopt when libfyaml accepts yaml or its first error is none of these.
std::optional<std::string> pyYamlLenientText(const std::string &yaml, int firstLine);

} // namespace sw::detail
