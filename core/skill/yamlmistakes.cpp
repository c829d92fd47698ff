// Author-terms explanations of invalid frontmatter YAML, found by reading the lines the way an author wrote them
// (the first mistake in file order wins); each candidate fix is applied to the text and re-parsed before it is
// offered.
#include "skill/yamlmistakes.h"

#include "skill/yamlsyntax.h"

#include <vector>

namespace sw::detail {
namespace {

using MistakeKind = YamlMistake::Kind;
using Lines = std::vector<std::string>;

Lines splitLines(const std::string &text)
{
    Lines lines;
    size_t pos = 0;
    while (pos <= text.size()) {
        const size_t end = text.find('\n', pos);
        if (end == std::string::npos) {
            if (pos < text.size())
                lines.push_back(text.substr(pos));
            break;
        }
        lines.push_back(text.substr(pos, end - pos));
        pos = end + 1;
    }
    return lines;
}

std::string joinLines(const Lines &lines)
{
    std::string out;
    for (const std::string &line : lines) {
        out += line;
        out += '\n';
    }
    return out;
}

size_t indentOf(const std::string &line)
{
    size_t n = 0;
    while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
        ++n;
    return n;
}

bool isBlank(const std::string &line)
{
    return indentOf(line) == line.size();
}

bool isComment(const std::string &line)
{
    const size_t i = indentOf(line);
    return i < line.size() && line[i] == '#';
}

QString utf8(const std::string &text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// A `key: value` line with a plain (unquoted) key.
struct KeyLine
{
    size_t indent = 0;
    std::string key;
    size_t valueStart = 0; // first byte of the value, line.size() when the value is empty
};

std::optional<KeyLine> keyLine(const std::string &line)
{
    KeyLine k;
    k.indent = indentOf(line);
    size_t i = k.indent;
    if (i >= line.size())
        return std::nullopt;
    const char first = line[i];
    if (first == '#' || first == '"' || first == '\'' || first == '-' || first == '[' || first == '{' || first == '?'
        || first == '|' || first == '>')
        return std::nullopt;
    for (; i < line.size(); ++i) {
        if (line[i] == ':' && (i + 1 == line.size() || line[i + 1] == ' ' || line[i + 1] == '\t'))
            break;
        if (line[i] == '#' && i > 0 && line[i - 1] == ' ')
            return std::nullopt;
    }
    if (i >= line.size())
        return std::nullopt;
    k.key = line.substr(k.indent, i - k.indent);
    while (!k.key.empty() && (k.key.back() == ' ' || k.key.back() == '\t'))
        k.key.pop_back();
    size_t v = i + 1;
    while (v < line.size() && (line[v] == ' ' || line[v] == '\t'))
        ++v;
    k.valueStart = v;
    return k;
}

// End of a plain value before a trailing comment and trailing blanks.
size_t plainEnd(const std::string &line, size_t from)
{
    size_t end = line.size();
    for (size_t i = from; i < line.size(); ++i)
        if (line[i] == '#' && i > from && (line[i - 1] == ' ' || line[i - 1] == '\t')) {
            end = i;
            break;
        }
    while (end > from && (line[end - 1] == ' ' || line[end - 1] == '\t'))
        --end;
    return end;
}

// The first ': ' (or a final ':') inside a plain value, npos when none.
size_t innerColon(const std::string &line, size_t from, size_t end)
{
    for (size_t i = from; i < end; ++i)
        if (line[i] == ':' && (i + 1 == end || line[i + 1] == ' ' || line[i + 1] == '\t'))
            return i;
    return std::string::npos;
}

bool startsPlain(char c)
{
    return !(c == '"' || c == '\'' || c == '|' || c == '>' || c == '[' || c == '{' || c == '!' || c == '&' || c == '*'
        || c == '#' || c == '%' || c == '@' || c == '`');
}

// Double-quoted YAML text of a value.
std::string doubleQuoted(const std::string &value)
{
    std::string out = "\"";
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + '"';
}

class Explainer
{
public:
    Explainer(const std::string &frontmatter, int firstLine, bool crlf, bool withFixes = true)
        : m_lines(splitLines(frontmatter))
        , m_firstLine(firstLine)
        , m_eol(crlf ? "\r\n" : "\n")
        , m_withFixes(withFixes)
    { }

    std::optional<YamlMistake> firstMistake()
    {
        for (size_t i = 0; i < m_lines.size(); ++i)
            if (std::optional<YamlMistake> m = mistakeAt(i))
                return m;
        return std::nullopt;
    }

private:
    int fileLine(size_t i) const { return m_firstLine + int(i); }

    YamlMistake make(MistakeKind kind, size_t i, size_t column, const char *message, QStringList args, const char *hint)
    {
        YamlMistake m;
        m.kind = kind;
        m.position = { fileLine(i), int(column) + 1 };
        m.message = { QLatin1String(message), std::move(args) };
        if (hint)
            m.hint = { QLatin1String(hint), {} };
        return m;
    }

    // Offers a fix replacing lines [from, from + count) by replacement when the result parses past the mistake.
    void offer(YamlMistake &m, size_t from, size_t count, const Lines &replacement, const char *labelId,
        QStringList labelArgs = {})
    {
        if (!m_withFixes)
            return;
        Lines after(m_lines.begin(), m_lines.begin() + qsizetype(from));
        after.insert(after.end(), replacement.begin(), replacement.end());
        after.insert(after.end(), m_lines.begin() + qsizetype(from + count), m_lines.end());
        const std::optional<ParseProblem> error = yamlSyntaxError(joinLines(after), m_firstLine);
        const int lastChanged = fileLine(from) + int(replacement.size()) - 1;
        if (error && error->position.line <= lastChanged)
            return; // the fix does not remove the problem
        if (error) {
            // Another mistake further down is fine, as long as it is not this one moved.
            Explainer next(joinLines(after), m_firstLine, m_eol == "\r\n", false);
            const std::optional<YamlMistake> again = next.firstMistake();
            if (again && again->position.line <= lastChanged)
                return;
        }
        TextEdit edit;
        edit.line = fileLine(from);
        edit.column = 1;
        edit.endLine = fileLine(from + count - 1);
        edit.endColumn = int(m_lines[from + count - 1].size()) + 1;
        QString text;
        for (size_t k = 0; k < replacement.size(); ++k) {
            if (k)
                text += QString::fromLatin1(m_eol);
            text += utf8(replacement[k]);
        }
        edit.newText = text;
        DiagnosticFix fix;
        fix.labelText = { QLatin1String(labelId), std::move(labelArgs) };
        fix.edits = { edit };
        m.fixes.append(fix);
    }

    std::optional<YamlMistake> mistakeAt(size_t i)
    {
        const std::string &line = m_lines[i];
        if (isBlank(line))
            return std::nullopt;
        const size_t indent = indentOf(line);
        if (line.find('\t') < indent)
            return tabIndentation(i);
        if (isComment(line))
            return std::nullopt;
        const std::optional<KeyLine> key = keyLine(line);
        if (!key)
            return lineWithoutKey(i);
        if (std::optional<YamlMistake> m = overindented(i, *key))
            return m;
        if (key->valueStart >= line.size())
            return std::nullopt;
        const char first = line[key->valueStart];
        if (first == '"' || first == '\'')
            return quotedValue(i, *key);
        if (!startsPlain(first))
            return std::nullopt;
        const size_t end = plainEnd(line, key->valueStart);
        const size_t colon = innerColon(line, key->valueStart, end);
        if (colon == std::string::npos)
            return std::nullopt;
        return unquotedColon(i, *key, colon, end);
    }

    YamlMistake tabIndentation(size_t i)
    {
        YamlMistake m
            = make(MistakeKind::TabIndentation, i, 0, "yaml/tab-indentation", {}, "yaml/tab-indentation.hint");
        Lines fixed = m_lines;
        for (std::string &l : fixed) {
            const size_t indent = indentOf(l);
            std::string spaces;
            for (size_t k = 0; k < indent; ++k)
                spaces += l[k] == '\t' ? "  " : " ";
            l.replace(0, indent, spaces);
        }
        // One edit per changed line (each keeps its own line break).
        const std::optional<ParseProblem> error
            = m_withFixes ? yamlSyntaxError(joinLines(fixed), m_firstLine) : std::nullopt;
        if (m_withFixes && (!error || error->position.line > fileLine(i))) {
            DiagnosticFix fix;
            fix.labelText = { QStringLiteral("yaml/fix.tabs-to-spaces"), {} };
            for (size_t k = 0; k < m_lines.size(); ++k)
                if (fixed[k] != m_lines[k])
                    fix.edits.append({ fileLine(k), 1, fileLine(k), int(m_lines[k].size()) + 1, utf8(fixed[k]) });
            m.fixes.append(fix);
        }
        return m;
    }

    YamlMistake unquotedColon(size_t i, const KeyLine &key, size_t colon, size_t end)
    {
        const std::string &line = m_lines[i];
        YamlMistake m = make(
            MistakeKind::UnquotedColon, i, colon, "yaml/unquoted-colon", { utf8(key.key) }, "yaml/unquoted-colon.hint");
        const std::string prefix = line.substr(0, key.valueStart);
        const std::string value = line.substr(key.valueStart, end - key.valueStart);
        const std::string rest = line.substr(end);
        // 1. Rewrite without the colon(s): "Use when: x" -> "Use when x".
        std::string rewritten;
        for (size_t k = 0; k < value.size(); ++k) {
            if (value[k] == ':' && (k + 1 == value.size() || value[k + 1] == ' ' || value[k + 1] == '\t'))
                continue;
            rewritten += value[k];
        }
        while (!rewritten.empty() && rewritten.back() == ' ')
            rewritten.pop_back();
        if (!rewritten.empty()) {
            QString shown = utf8(rewritten);
            if (shown.size() > 40)
                shown = shown.first(37) + QStringLiteral("...");
            offer(m, i, 1, { prefix + rewritten + rest }, "yaml/fix.rewrite-without-colon", { shown });
        }
        // 2. Keep the colon. name and description as a folded block scalar (tRPC-Agent-Go keeps quotes but parses
        // block scalars as YAML); other fields quoted.
        if (key.indent == 0 && (key.key == "description" || key.key == "name")) {
            const std::string head = line.substr(0, key.valueStart);
            std::string keyPart = head;
            while (!keyPart.empty() && (keyPart.back() == ' ' || keyPart.back() == '\t'))
                keyPart.pop_back();
            offer(m, i, 1, { keyPart + " >-", std::string(key.indent + 2, ' ') + value + rest },
                "yaml/fix.block-scalar", { utf8(key.key) });
        } else {
            offer(m, i, 1, { prefix + doubleQuoted(value) + rest }, "yaml/fix.quote-value");
        }
        return m;
    }

    std::optional<YamlMistake> quotedValue(size_t i, const KeyLine &key)
    {
        const std::string &line = m_lines[i];
        const size_t open = key.valueStart;
        const char q = line[open];
        const size_t close = closingQuote(line, open);
        if (close != std::string::npos) {
            const size_t after = plainEnd(line, close + 1);
            if (after <= close + 1)
                return std::nullopt;
            size_t text = close + 1;
            while (text < after && line[text] == ' ')
                ++text;
            YamlMistake m = make(MistakeKind::TextAfterQuote, i, text, "yaml/text-after-quote", { utf8(key.key) },
                "yaml/text-after-quote.hint");
            const std::string inner = line.substr(open + 1, close - open - 1);
            const std::string whole = inner + line.substr(close + 1, after - close - 1);
            offer(m, i, 1, { line.substr(0, open) + whole + line.substr(after) }, "yaml/fix.remove-quotes");
            if (m.fixes.isEmpty() && q == '"')
                offer(m, i, 1, { line.substr(0, open) + doubleQuoted(whole) + line.substr(after) },
                    "yaml/fix.quote-value");
            return m;
        }
        // Not closed on its line: a multi-line quoted scalar is fine while its lines are indented under the key
        // and a later one closes it.
        for (size_t j = i + 1; j < m_lines.size(); ++j) {
            const std::string &next = m_lines[j];
            if (isBlank(next))
                continue;
            if (indentOf(next) <= key.indent && keyLine(next))
                break;
            if (next.find(q) != std::string::npos)
                return std::nullopt; // closed further down
        }
        YamlMistake m = make(
            MistakeKind::UnclosedQuote, i, open, "yaml/unclosed-quote", { utf8(key.key) }, "yaml/unclosed-quote.hint");
        size_t end = line.size();
        while (end > open + 1 && (line[end - 1] == ' ' || line[end - 1] == '\t'))
            --end;
        const bool listed = key.indent == 0 && (key.key == "description" || key.key == "name");
        if (listed) // tRPC-Agent-Go would keep a pair of quotes: drop the stray one
            offer(m, i, 1, { line.substr(0, open) + line.substr(open + 1, end - open - 1) }, "yaml/fix.remove-quote");
        if (m.fixes.isEmpty())
            offer(m, i, 1, { line.substr(0, end) + q + line.substr(end) }, "yaml/fix.close-quote");
        return m;
    }

    std::optional<YamlMistake> overindented(size_t i, const KeyLine &key)
    {
        // `name: x` followed by `  description: y`: the second line is indented under a complete value.
        size_t p = i;
        while (p > 0) {
            --p;
            if (isBlank(m_lines[p]) || isComment(m_lines[p]))
                continue;
            const std::optional<KeyLine> previous = keyLine(m_lines[p]);
            if (!previous || key.indent <= previous->indent || previous->valueStart >= m_lines[p].size())
                return std::nullopt;
            const char first = m_lines[p][previous->valueStart];
            if (first == '|' || first == '>' || first == '&' || first == '!')
                return std::nullopt;
            YamlMistake m = make(MistakeKind::Overindented, i, 0, "yaml/overindented",
                { utf8(key.key), utf8(previous->key) }, "yaml/overindented.hint");
            offer(m, i, 1, { std::string(previous->indent, ' ') + m_lines[i].substr(key.indent) }, "yaml/fix.dedent");
            return m;
        }
        return std::nullopt;
    }

    std::optional<YamlMistake> lineWithoutKey(size_t i)
    {
        const std::string &line = m_lines[i];
        const size_t indent = indentOf(line);
        const char first = line[indent];
        if (first == '-' || first == '[' || first == '{' || first == '"' || first == '\'' || first == '?')
            return std::nullopt; // sequences, flow collections and quoted keys: leave them to the parser's message
        // An indented line continuing a plain value is valid YAML.
        size_t p = i;
        std::optional<KeyLine> previous;
        while (p > 0) {
            --p;
            if (isBlank(m_lines[p]) || isComment(m_lines[p]))
                continue;
            previous = keyLine(m_lines[p]);
            break;
        }
        if (previous && indent > previous->indent)
            return std::nullopt;
        YamlMistake m = make(MistakeKind::NotKeyValue, i, indent, "yaml/not-key-value", {}, "yaml/not-key-value.hint");
        std::string text = line.substr(indent);
        while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
            text.pop_back();
        if (previous && p + 1 == i && previous->valueStart < m_lines[p].size()
            && startsPlain(m_lines[p][previous->valueStart])) {
            std::string joined = m_lines[p];
            while (!joined.empty() && joined.back() == ' ')
                joined.pop_back();
            offer(m, p, 2, { joined + ' ' + text }, "yaml/fix.join-line", { utf8(previous->key) });
        }
        offer(m, i, 1, { std::string(indent, ' ') + "# " + text }, "yaml/fix.comment-out");
        return m;
    }

    Lines m_lines;
    int m_firstLine;
    std::string m_eol;
    bool m_withFixes;
};

} // namespace

YamlMistake explainYamlError(const std::string &frontmatter, int firstLine, const ParseProblem &parserError, bool crlf)
{
    Explainer explainer(frontmatter, firstLine, crlf);
    if (std::optional<YamlMistake> mistake = explainer.firstMistake())
        return std::move(*mistake);
    YamlMistake other;
    other.position = parserError.position;
    other.message = { QStringLiteral("yaml/other"), { parserError.message } };
    return other;
}

} // namespace sw::detail

namespace sw::detail {
YamlMistake explainYamlError(const ParseProblem &parserError, const SkillDocument &document)
{
    return explainYamlError(document.frontmatterText.toStdString(), 2, parserError, document.usesCrlf);
}
} // namespace sw::detail
