// PyYAML's scanner rules for the two places (PyYAML 6.0 scanner.py: scan_plain stops in flow context at ',?[]{}'
// and at ': '; stale_possible_simple_keys drops a simple key that spans lines; check_plain refuses '@' '`' '%').
#include "skill/pyyamlstops.h"
#include "skill/yamlsyntax.h"

#include <algorithm>
#include <cctype>
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

std::size_t offsetOf(const std::string &yaml, SourcePosition at, int firstLine)
{
    std::size_t p = 0;
    for (int i = 0; i < at.line - firstLine; ++i) {
        p = yaml.find('\n', p);
        if (p == std::string::npos)
            return p;
        ++p;
    }
    p += std::size_t(std::max(0, at.column - 1));
    return p < yaml.size() ? p : std::string::npos;
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
        if (yaml[p] == '"' || yaml[p] == '\'') { // a quoted entry, then a ':' on a later line
            const std::size_t close = closingQuote(yaml, p);
            if (close == std::string::npos)
                return std::string::npos;
            const std::size_t next = yaml.find_first_not_of(" \n", close + 1);
            if (next != std::string::npos && yaml[next] == ':' && yaml.find('\n', p) < next)
                return next;
            return std::string::npos;
        }
        if (std::string_view("[]{}#&*!|>%@`?-:,\t").find(yaml[p]) != std::string_view::npos)
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

std::optional<PyYamlStop> pyYamlStopBefore(const std::string &yaml, int firstLine, SourcePosition error, bool flowRules)
{
    std::optional<PyYamlStop> stop;
    auto consider = [&](std::size_t offset, QString message) {
        const SourcePosition at = positionOf(yaml, offset, firstLine);
        if (before(at, error) && (!stop || (before(at, stop->position) && at != stop->position)))
            stop = PyYamlStop { std::move(message), at };
    };
    for (std::size_t open = flowRules ? yaml.find('[') : std::string::npos; open != std::string::npos;
         open = yaml.find('[', open + 1)) {
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
    // `&anchor - entry` / `!tag - entry` at a line's start: after a property PyYAML allows no simple key, so its
    // block entry is "sequence entries are not allowed here".
    for (std::size_t line = 0; line < yaml.size() && line <= lineStart;) {
        const std::size_t eol = std::min(yaml.find('\n', line), yaml.size());
        const std::size_t first = yaml.find_first_not_of(' ', line);
        if (first < eol && (yaml[first] == '&' || yaml[first] == '!')) {
            const std::size_t space = yaml.find(' ', first);
            const std::size_t entry = space < eol ? yaml.find_first_not_of(' ', space) : std::string::npos;
            if (entry < eol && yaml[entry] == '-' && (entry + 1 == eol || yaml[entry + 1] == ' '))
                consider(entry, QStringLiteral("sequence entries are not allowed here"));
        }
        line = eol + 1;
    }
    if (const std::size_t at = reservedValueStart(yaml, lineStart, found); at != std::string::npos)
        consider(at, QStringLiteral("found character '%1' that cannot start any token").arg(QLatin1Char(found)));
    return stop;
}

std::optional<PyYamlStop> pyYamlStopAt(const std::string &yaml, int firstLine, const ParseProblem &error)
{
    const std::size_t at = offsetOf(yaml, error.position, firstLine);
    if (at == std::string::npos)
        return std::nullopt;
    const std::size_t lineStart
        = at == 0 || yaml.rfind('\n', at - 1) == std::string::npos ? 0 : yaml.rfind('\n', at - 1) + 1;
    const QString &message = error.message;
    const bool quotedKey = (message.startsWith(QLatin1String("invalid multiline"))
                               && message.endsWith(QLatin1String("quoted scalar used as key")))
        || (message.startsWith(QLatin1String("wrongly indented")) && message.endsWith(QLatin1String("quoted scalar")));
    if (quotedKey) {
        // The ':' after the closing quote; a key at its line's start is one PyYAML requires ("could not find
        // expected ':'"), after "- " one it cannot take ("mapping values are not allowed here").
        const std::size_t open = yaml.find_first_of("\"'", at);
        const std::size_t close = open == std::string::npos ? open : closingQuote(yaml, open);
        if (close == std::string::npos || close + 1 >= yaml.size() || yaml[close + 1] != ':')
            return std::nullopt;
        const bool required = yaml.find_first_not_of(' ', lineStart) == open;
        return PyYamlStop { required ? QStringLiteral("could not find expected ':'")
                                     : QStringLiteral("mapping values are not allowed here"),
            positionOf(yaml, close + 1, firstLine) };
    }
    if (message == QLatin1String("invalid multiline plain key")) {
        // PyYAML's plain scalar goes on to the first ': ' (no simple key over lines).
        for (std::size_t p = at; p < yaml.size(); ++p) {
            const char c = yaml[p];
            if (c == '\t' || c == '"' || c == '\''
                || (c == '#' && p > 0 && (yaml[p - 1] == ' ' || yaml[p - 1] == '\n')))
                return std::nullopt;
            if (c == ':' && (p + 1 >= yaml.size() || yaml[p + 1] == ' ' || yaml[p + 1] == '\n'))
                return yaml.find('\n', at) < p ? std::optional(PyYamlStop {
                           QStringLiteral("mapping values are not allowed here"), positionOf(yaml, p, firstLine) })
                                               : std::nullopt;
        }
        return std::nullopt;
    }
    if (message == QLatin1String("invalid tag terminator")) {
        // PyYAML's scan_tag_uri takes ASCII URI characters only, then wants a space: at a non-ASCII character,
        // "expected ' ', but found 'ü'".
        const std::size_t bang = yaml.rfind('!', at);
        if (bang == std::string::npos || bang < lineStart)
            return std::nullopt;
        std::size_t q = bang + 1;
        while (q < yaml.size() && yaml[q] != '\n'
            && (std::isalnum(static_cast<unsigned char>(yaml[q])) != 0
                || std::string_view("-;/?:@&=+$,_.!~*'()[]%").find(yaml[q]) != std::string_view::npos))
            ++q;
        if (q >= yaml.size() || static_cast<unsigned char>(yaml[q]) < 0x80)
            return std::nullopt;
        const auto lead = static_cast<unsigned char>(yaml[q]);
        const std::size_t length = std::min<std::size_t>(lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2, yaml.size() - q);
        return PyYamlStop {
            QStringLiteral("expected ' ', but found '%1'").arg(QString::fromUtf8(yaml.data() + q, qsizetype(length))),
            positionOf(yaml, q, firstLine)
        };
    }
    if (message == QLatin1String("block scalar with wrongly indented line after spaces only")) {
        // PyYAML ends the scalar at the content line less indented than the space-only lines before it.
        std::size_t p = lineStart;
        while (p < yaml.size()) {
            const std::size_t end = std::min(yaml.find('\n', p), yaml.size());
            const std::size_t content = yaml.find_first_not_of(' ', p);
            if (content < end) {
                const std::string_view text(yaml.data() + content, end - content);
                if (content == p || text.find(':') != std::string_view::npos || text.find('#') != std::string_view::npos
                    || std::string_view("\"'[{&*!|>%@`-?\t").find(text[0]) != std::string_view::npos)
                    return std::nullopt;
                return PyYamlStop { QStringLiteral("expected <block end>, but found '<scalar>'"),
                    positionOf(yaml, content, firstLine) };
            }
            p = end + 1;
        }
    }
    return std::nullopt;
}

} // namespace sw::detail
