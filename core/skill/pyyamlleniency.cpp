// PyYAML's leniencies, one rule per libfyaml error PyYAML's scanner does not raise: each rewrites the place
// libfyaml stopped at (keeping every line) and libfyaml reads the text again, until it accepts the text or
// stops at a place no rule explains.
#include "skill/pyyamlleniency.h"

#include "skill/filereading.h"
#include "skill/yamlfeatures.h"
#include "skill/yamlsyntax.h"

#include <vector>

namespace sw::detail {
namespace {

// The byte offset of line `index` (0-based) in yaml, or npos.
std::size_t lineOffset(const std::string &yaml, int index)
{
    std::size_t p = 0;
    for (int i = 0; i < index; ++i) {
        p = yaml.find('\n', p);
        if (p == std::string::npos)
            return p;
        ++p;
    }
    return p <= yaml.size() ? p : std::string::npos;
}

std::size_t lineEnd(const std::string &yaml, std::size_t start)
{
    const std::size_t end = yaml.find('\n', start);
    return end == std::string::npos ? yaml.size() : end;
}

bool blank(const std::string &yaml, std::size_t start, std::size_t end)
{
    return yaml.find_first_not_of(' ', start) >= end;
}

// `"value"# x`, `'v'#x`, `[a]#x`: PyYAML's scanner skips to the next token and takes a '#' there as a comment
// even without white space before it. The comment is dropped from that line.
bool commentAfterClosingQuote(std::string &yaml, std::size_t start, std::size_t end)
{
    for (std::size_t p = start + 1; p < end; ++p)
        if (yaml[p] == '#' && std::string_view("\"']}").find(yaml[p - 1]) != std::string_view::npos) {
            yaml.erase(p, end - p);
            return true;
        }
    return false;
}

// A tab in the leading white space of a line: the white space becomes spaces, one more than the indentation of
// the line before (PyYAML checks no indentation inside quoted scalars; the line is checked to continue a quoted
// scalar once libfyaml has read the text).
bool tabInIndentation(std::string &yaml, std::size_t start, std::size_t end, int index, std::vector<int> &quoted)
{
    std::size_t p = start;
    while (p < end && (yaml[p] == ' ' || yaml[p] == '\t'))
        ++p;
    if (p == end || yaml.find('\t', start) >= p || index == 0)
        return false;
    const std::size_t before = lineOffset(yaml, index - 1);
    const std::size_t indent = yaml.find_first_not_of(' ', before) - before;
    yaml.replace(start, p - start, indent + 1, ' ');
    quoted.push_back(index);
    return true;
}

// The error at a block scalar's space-only line, and the first line after the space-only lines a comment less
// indented than they are: PyYAML ends the (empty) scalar at the comment. The comment line is emptied.
bool commentInBlockScalarIndentation(std::string &yaml, std::size_t start)
{
    std::size_t p = start;
    while (p < yaml.size()) {
        const std::size_t end = lineEnd(yaml, p);
        if (!blank(yaml, p, end)) {
            const std::size_t content = yaml.find_first_not_of(' ', p);
            if (yaml[content] != '#' || p == start)
                return false;
            yaml.erase(p, end - p);
            return true;
        }
        if (end >= yaml.size())
            return false;
        p = end + 1;
    }
    return false;
}

// `[-]`, `[a, -]`, `{-: x}`: a '-' before ',', ']' or '}' starts a plain scalar for PyYAML. It becomes 'x'.
bool dashInFlow(std::string &yaml, std::size_t start, std::size_t end, int column)
{
    for (std::size_t p = start + std::size_t(std::max(0, column - 2)); p < end && p <= start + std::size_t(column); ++p)
        if (yaml[p] == '-' && p + 1 < yaml.size() && std::string_view(",]}").find(yaml[p + 1]) != std::string_view::npos
            && p > start && std::string_view("[{, ").find(yaml[p - 1]) != std::string_view::npos) {
            yaml[p] = 'x';
            return true;
        }
    return false;
}

// `*x:` with `&x` defined, or `&k:` beginning a key (only indentation or "- " before it): YAML 1.2 reads the name
// `x:` (an undefined alias; an anchor on the scalar after it), PyYAML ends the name at the ':' and scans a value
// indicator. A space goes before the ':'.
bool nameEndingInColon(std::string &yaml, std::size_t start, std::size_t end)
{
    for (std::size_t at = yaml.find_first_of("*&", start); at < end; at = yaml.find_first_of("*&", at + 1)) {
        std::size_t p = at + 1;
        while (p < end && yaml[p] != ' ' && yaml[p] != '\t')
            ++p;
        if (p - at < 3 || yaml[p - 1] != ':')
            continue;
        const bool keyStart = yaml.find_first_not_of(" -", start) == at;
        const bool defined = yaml.find("&" + yaml.substr(at + 1, p - at - 2) + ' ') != std::string::npos;
        if (yaml[at] == '*' ? defined : keyStart) {
            yaml.insert(p - 1, 1, ' ');
            return true;
        }
    }
    return false;
}

} // namespace

std::optional<std::string> pyYamlLenientText(const std::string &yaml, int firstLine)
{
    // libfyaml (the token scan below) sees only UTF-8 without NUL; the rewrites keep it so.
    if (yaml.find('\0') != std::string::npos
        || firstInvalidUtf8(QByteArrayView(yaml.data(), qsizetype(yaml.size()))) >= 0)
        return std::nullopt;
    std::string text = yaml;
    std::vector<int> quoted; // the lines whose tabs were replaced: they must continue a quoted scalar
    bool changed = false;
    for (int round = 0; round < 16; ++round) {
        const std::optional<ParseProblem> error = yamlSyntaxError(text, firstLine);
        const auto read = [&]() -> std::optional<std::string> {
            if (!changed)
                return std::nullopt;
            for (const int line : quoted) {
                const std::size_t at = text.find_first_not_of(' ', lineOffset(text, line));
                if (at == std::string::npos || !insideQuotedScalar(text, at))
                    return std::nullopt;
            }
            return text;
        };
        if (!error)
            return read();
        const int index = error->position.line - firstLine;
        const std::size_t start = index >= 0 ? lineOffset(text, index) : std::string::npos;
        if (start == std::string::npos)
            return std::nullopt;
        const std::size_t end = lineEnd(text, start);
        const bool fixed = commentAfterClosingQuote(text, start, end)
            || tabInIndentation(text, start, end, index, quoted)
            || (blank(text, start, end) && commentInBlockScalarIndentation(text, start))
            || dashInFlow(text, start, end, error->position.column) || nameEndingInColon(text, start, end);
        if (!fixed)
            return read(); // the text as PyYAML reads it up to a later error
        changed = true;
    }
    return std::nullopt;
}

} // namespace sw::detail
