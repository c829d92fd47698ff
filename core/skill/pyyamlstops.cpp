// PyYAML's scanner rules for the two places (PyYAML 6.0 scanner.py: scan_plain stops in flow context at ',?[]{}'
// and at ': '; stale_possible_simple_keys drops a simple key that spans lines; check_plain refuses '@' '`' '%').
#include "skill/pyyamlstops.h"

#include <algorithm>
#include <string_view>

namespace sw::detail {
namespace {

SourcePosition positionOf(const std::string &yaml, std::size_t offset, int firstLine)
{
    const int line = int(std::count(yaml.begin(), yaml.begin() + std::ptrdiff_t(offset), '\n'));
    const std::size_t newline = offset == 0 ? std::string::npos : yaml.rfind('\n', offset - 1);
    const std::size_t start = newline == std::string::npos ? 0 : newline + 1;
    return { firstLine + line, int(offset - start) + 1 };
}

bool before(SourcePosition a, SourcePosition b)
{
    return std::pair(a.line, a.column) <= std::pair(b.line, b.column);
}

// From the '[' at `open`: the ':' PyYAML's parser finds after a plain entry spanning lines, or npos.
std::size_t flowSequenceColon(const std::string &yaml, std::size_t open)
{
    std::size_t p = open + 1;
    while (p < yaml.size()) {
        while (p < yaml.size() && (yaml[p] == ' ' || yaml[p] == '\n'))
            ++p;
        if (p >= yaml.size() || yaml[p] == ']')
            return std::string::npos;
        if (std::string_view("\"'[]{}#&*!|>%@`?-:,\t").find(yaml[p]) != std::string_view::npos)
            return std::string::npos; // not a plain entry PyYAML scans the simple way
        const std::size_t start = p;
        bool lineBreak = false;
        for (; p < yaml.size(); ++p) {
            const char c = yaml[p];
            if (c == '\n') {
                lineBreak = true;
                if (yaml.compare(p + 1, 3, "---") == 0 || yaml.compare(p + 1, 3, "...") == 0)
                    return std::string::npos;
            } else if (c == '\t' || (c == '#' && (yaml[p - 1] == ' ' || yaml[p - 1] == '\n'))) {
                return std::string::npos; // a tab or comment: PyYAML stops elsewhere
            } else {
                const bool colon = c == ':'
                    && (p + 1 >= yaml.size()
                        || std::string_view(" \n,[]{}").find(yaml[p + 1]) != std::string_view::npos);
                if (colon || std::string_view(",?[]{}").find(c) != std::string_view::npos)
                    break; // where PyYAML's plain scalar in flow context ends
            }
        }
        if (p >= yaml.size())
            return std::string::npos;
        if (yaml[p] == ':')
            return lineBreak && yaml.find('\n', start) < p ? p : std::string::npos;
        if (yaml[p] != ',')
            return std::string::npos;
        ++p;
    }
    return std::string::npos;
}

// The first line before `limit` (offset) of the form `key: @...` (a plain key, then a value starting with a
// reserved character), when every line up to it is a simple one (quotes closed on it; no block scalars, flow or
// tabs); npos.
std::size_t reservedValueStart(const std::string &yaml, std::size_t limit, char &found)
{
    for (std::size_t line = 0; line < yaml.size() && line <= limit;) {
        const std::size_t eol = std::min(yaml.find('\n', line), yaml.size());
        const std::string_view text(yaml.data() + line, eol - line);
        const std::size_t colon = text.find(": ");
        const std::size_t key = text.find_first_not_of(' ');
        if (colon != std::string_view::npos && key < colon
            && text.substr(0, colon).find_first_of("\"'#[]{}&*!|>%@`?,\t") == std::string_view::npos) {
            const std::size_t value = text.find_first_not_of(' ', colon + 1);
            if (value != std::string_view::npos
                && std::string_view("@`%").find(text[value]) != std::string_view::npos) {
                found = text[value];
                return line + value;
            }
        }
        // A line that may open what goes on over lines (a quote, a block scalar, a flow) ends the search.
        if (text.find_first_of("[]{}|>\t&*!") != std::string_view::npos || std::ranges::count(text, '"') % 2 != 0
            || std::ranges::count(text, '\'') % 2 != 0)
            return std::string::npos;
        line = eol + 1;
    }
    return std::string::npos;
}

} // namespace

std::optional<PyYamlStop> pyYamlStopBefore(const std::string &yaml, int firstLine, SourcePosition error)
{
    std::optional<PyYamlStop> stop;
    auto consider = [&](std::size_t offset, QString message) {
        const SourcePosition at = positionOf(yaml, offset, firstLine);
        if (before(at, error) && (!stop || (before(at, stop->position) && at != stop->position)))
            stop = PyYamlStop { std::move(message), at };
    };
    for (std::size_t open = yaml.find('['); open != std::string::npos; open = yaml.find('[', open + 1)) {
        // Only a '[' that starts a value (after ': ' or '- ' or at a line's start), as PyYAML scans it.
        const std::size_t lead = open == 0 ? 0 : yaml.find_last_not_of(' ', open - 1);
        const bool valueStart = open == 0 || lead == std::string::npos || yaml[lead] == '\n'
            || (yaml[lead] == ':' && lead + 1 < open) || (yaml[lead] == '-' && lead + 1 < open);
        if (!valueStart)
            continue;
        if (const std::size_t colon = flowSequenceColon(yaml, open); colon != std::string::npos)
            consider(colon, QStringLiteral("expected ',' or ']', but got ':'"));
        break; // the first flow sequence only: what follows it depends on how it ends
    }
    char found = 0;
    const std::size_t lineStart = error.line - firstLine <= 0 ? 0 : [&] {
        std::size_t p = 0;
        for (int i = 0; i < error.line - firstLine && p != std::string::npos; ++i)
            p = yaml.find('\n', p) == std::string::npos ? std::string::npos : yaml.find('\n', p) + 1;
        return p == std::string::npos ? yaml.size() : p;
    }();
    if (const std::size_t at = reservedValueStart(yaml, lineStart, found); at != std::string::npos)
        consider(at, QStringLiteral("found character '%1' that cannot start any token").arg(QLatin1Char(found)));
    return stop;
}

} // namespace sw::detail
