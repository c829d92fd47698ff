// SkillMdLexer: a line-based styler. Each line's entry state (frontmatter, code fence, body) is kept in
// Scintilla's line state so restyling starts at any line without rescanning the document.
#include "skillmdlexer.h"

#include <Qsci/qsciscintilla.h>

#include <cctype>

namespace sw::ui {

namespace {
enum LineState { StateStart = 0, StateFrontmatter = 1, StateBody = 2, StateFence = 3 };
// Inside a frontmatter block scalar (`key: >-` or `key: |`): StateBlockScalar + the indent of its key (0..63). Its
// lines are the value, whatever they contain (a ": " in a folded description is no key).
constexpr int StateBlockScalar = 16;
constexpr int kMaxBlockIndent = 63;
bool inFrontmatter(int state)
{
    return state == StateFrontmatter || (state >= StateBlockScalar && state <= StateBlockScalar + kMaxBlockIndent);
}
int leadingSpaces(const QByteArray &line)
{
    int n = 0;
    while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
        ++n;
    return n;
}
constexpr int kFoldBase = 0x400;
constexpr int kFoldHeader = 0x2000;

bool isFenceLine(const QByteArray &line)
{
    const QByteArray trimmed = line.trimmed();
    return trimmed.startsWith("```") || trimmed.startsWith("~~~");
}
int headingLevel(const QByteArray &line)
{
    int level = 0;
    while (level < line.size() && line[level] == '#')
        ++level;
    if (level == 0 || level > 6
        || (level < line.size() && line[level] != ' ' && line[level] != '\t' && line[level] != '\n'
            && line[level] != '\r'))
        return 0;
    return level;
}
bool isWordByte(char c)
{
    // Letters and digits; any byte of a multi-byte UTF-8 character counts as a letter (CJK, accented words).
    const auto byte = static_cast<unsigned char>(c);
    return std::isalnum(byte) || byte >= 0x80;
}

// The last byte of the emphasis that opens at `at` (a `*` or `_` run of one or two), -1 when none opens there.
// As in CommonMark: the opener is followed by a non-space, the closer preceded by one, and `_` neither opens nor
// closes inside a word (snake_case_names and get_current_weather stay plain), while `*` may.
int emphasisEnd(const QByteArray &line, int at)
{
    const char c = line[at];
    const int length = int(line.size());
    const int width = at + 1 < length && line[at + 1] == c ? 2 : 1;
    const QByteArray delimiter(width, c);
    if (c == '_' && at > 0 && isWordByte(line[at - 1]))
        return -1;
    if (at + width >= length || line[at + width] == ' ' || line[at + width] == '\t')
        return -1;
    for (int from = at + width + 1; from < length;) {
        const int found = int(line.indexOf(delimiter, from));
        if (found < 0)
            return -1;
        const bool afterSpace = line[found - 1] == ' ' || line[found - 1] == '\t';
        const bool insideWord = c == '_' && found + width < length && isWordByte(line[found + width]);
        const bool longerRun = found + width < length && line[found + width] == c;
        if (!afterSpace && !insideWord && !longerRun)
            return found + width - 1;
        from = found + 1;
    }
    return -1;
}
} // namespace

SkillMdLexer::SkillMdLexer(bool frontmatter, QObject *parent)
    : QsciLexerCustom(parent)
    , m_frontmatter(frontmatter)
{ }

QString SkillMdLexer::description(int style) const
{
    switch (style) {
    case Default:
        return tr("Default");
    case Delimiter:
        return tr("Frontmatter delimiter");
    case Key:
        return tr("Key");
    case Value:
        return tr("Value");
    case QuotedValue:
        return tr("Quoted value");
    case Comment:
        return tr("Comment");
    case Heading:
        return tr("Heading");
    case CodeBlock:
        return tr("Code block");
    case InlineCode:
        return tr("Inline code");
    case Emphasis:
        return tr("Emphasis");
    case Link:
        return tr("Link");
    case ListMarker:
        return tr("List marker");
    case Quote:
        return tr("Block quote");
    default:
        return {};
    }
}

void SkillMdLexer::applyPalette(bool dark, const QFont &font)
{
    const QColor text = dark ? QColor(0xdc, 0xde, 0xe1) : QColor(0x1f, 0x23, 0x28);
    const QColor paper = dark ? QColor(0x1c, 0x1e, 0x21) : QColor(Qt::white);
    const QColor colours[StyleCount] = {
        text, dark ? QColor(0x9a, 0xa0, 0xa7) : QColor(0x64, 0x6b, 0x75), // delimiter
        dark ? QColor(0x6c, 0xa8, 0xf0) : QColor(0x1d, 0x5f, 0xa8), // key
        text, // value
        dark ? QColor(0x9c, 0xd6, 0x8a) : QColor(0x2e, 0x7d, 0x32), // quoted
        dark ? QColor(0x90, 0x96, 0x9d) : QColor(0x64, 0x6b, 0x75), // comment
        dark ? QColor(0xe6, 0xb4, 0x50) : QColor(0xa3, 0x4d, 0x00), // heading
        dark ? QColor(0xc3, 0x9a, 0xe8) : QColor(0x6f, 0x42, 0xc1), // code block
        dark ? QColor(0xc3, 0x9a, 0xe8) : QColor(0x6f, 0x42, 0xc1), // inline code
        text, // emphasis
        dark ? QColor(0x6c, 0xa8, 0xf0) : QColor(0x2f, 0x6f, 0xb5), // link
        dark ? QColor(0xf0, 0x8a, 0x62) : QColor(0xc0, 0x4a, 0x1a), // list marker
        dark ? QColor(0x9a, 0xa0, 0xa6) : QColor(0x60, 0x66, 0x6d), // quote
    };
    setDefaultPaper(paper);
    setDefaultColor(text);
    setDefaultFont(font);
    for (int style = 0; style < StyleCount; ++style) {
        setColor(colours[style], style);
        setPaper(paper, style);
        QFont styleFont = font;
        if (style == Heading || style == Key)
            styleFont.setBold(true);
        if (style == Emphasis || style == Quote || style == Comment)
            styleFont.setItalic(true);
        setFont(styleFont, style);
    }
}

void SkillMdLexer::styleText(int start, int end)
{
    QsciScintilla *sci = editor();
    if (!sci)
        return;
    int line = 0;
    int index = 0;
    sci->lineIndexFromPosition(start, &line, &index);
    int lastLine = 0;
    sci->lineIndexFromPosition(end, &lastLine, &index);
    const int lineCount = sci->lines();
    int state
        = line == 0 ? StateStart : static_cast<int>(sci->SendScintilla(QsciScintillaBase::SCI_GETLINESTATE, line));
    int foldLevel
        = line == 0 ? kFoldBase : static_cast<int>(sci->SendScintilla(QsciScintillaBase::SCI_GETLINESTATE, line) >> 8);
    if (foldLevel < kFoldBase)
        foldLevel = kFoldBase;
    state &= 0xff;
    for (; line <= lastLine && line < lineCount; ++line) {
        const int lineStart = static_cast<int>(sci->positionFromLineIndex(line, 0));
        const QByteArray bytes = sci->text(line).toUtf8();
        startStyling(lineStart);
        const int entryState = state;
        styleLine(bytes, state);
        // Folding: headings open a level below their depth; the frontmatter folds as one block.
        int level = foldLevel;
        int flags = 0;
        const int heading = (entryState == StateBody) ? headingLevel(bytes) : 0;
        if (heading > 0) {
            level = kFoldBase + heading - 1;
            flags = kFoldHeader;
            foldLevel = kFoldBase + heading;
        } else if (entryState == StateStart && state == StateFrontmatter) {
            level = kFoldBase;
            flags = kFoldHeader;
            foldLevel = kFoldBase + 1;
        } else if (inFrontmatter(entryState) && state == StateBody) {
            foldLevel = kFoldBase;
        }
        sci->SendScintilla(QsciScintillaBase::SCI_SETFOLDLEVEL, line, level | flags);
        sci->SendScintilla(QsciScintillaBase::SCI_SETLINESTATE, line + 1, state | (foldLevel << 8));
    }
}

void SkillMdLexer::styleLine(const QByteArray &line, int &state)
{
    const QByteArray trimmed = line.trimmed();
    const int length = line.size();
    if (state == StateStart) {
        if (m_frontmatter && trimmed == "---") {
            setStyling(length, Delimiter);
            state = StateFrontmatter;
            return;
        }
        state = StateBody;
    }
    if (state >= StateBlockScalar && state <= StateBlockScalar + kMaxBlockIndent) {
        const int keyIndent = state - StateBlockScalar;
        // Blank lines and lines indented past the key belong to the block; anything else ends it.
        if (trimmed.isEmpty() || leadingSpaces(line) > keyIndent) {
            setStyling(length, Value);
            return;
        }
        state = StateFrontmatter;
    }
    if (state == StateFrontmatter) {
        if (trimmed == "---") {
            setStyling(length, Delimiter);
            state = StateBody;
            return;
        }
        if (trimmed.startsWith('#')) {
            setStyling(length, Comment);
            return;
        }
        const int colon = line.indexOf(':');
        const bool keyLine = colon > 0 && !line.startsWith(' ') && !line.startsWith('\t') && !line.startsWith('-');
        const bool nestedKey = colon > 0 && (line.startsWith(' ') || line.startsWith('\t')) && !trimmed.startsWith('-')
            && !trimmed.startsWith('"') && !trimmed.startsWith('\'');
        if (keyLine || nestedKey) {
            setStyling(colon + 1, Key);
            const QByteArray rest = line.mid(colon + 1).trimmed();
            const bool quoted = rest.startsWith('"') || rest.startsWith('\'');
            setStyling(length - colon - 1, quoted ? QuotedValue : Value);
            if (rest.startsWith('|') || rest.startsWith('>')) // a block scalar: the next indented lines are its text
                state = StateBlockScalar + qMin(leadingSpaces(line), kMaxBlockIndent);
            return;
        }
        const bool quoted = trimmed.startsWith('"') || trimmed.startsWith('\'') || trimmed.startsWith("- \"");
        setStyling(length, quoted ? QuotedValue : Value);
        return;
    }
    if (state == StateFence) {
        setStyling(length, CodeBlock);
        if (isFenceLine(line))
            state = StateBody;
        return;
    }
    // Body (Markdown)
    if (isFenceLine(line)) {
        setStyling(length, CodeBlock);
        state = StateFence;
        return;
    }
    if (headingLevel(line) > 0) {
        setStyling(length, Heading);
        return;
    }
    if (trimmed.startsWith('>')) {
        setStyling(length, Quote);
        return;
    }
    if (line.startsWith("    ") || line.startsWith('\t')) {
        setStyling(length, CodeBlock);
        return;
    }
    styleMarkdownInline(line);
}

void SkillMdLexer::styleMarkdownInline(const QByteArray &line)
{
    int i = 0;
    const int length = line.size();
    // List marker
    int indent = 0;
    while (indent < length && line[indent] == ' ')
        ++indent;
    int marker = 0;
    if (indent + 1 < length && (line[indent] == '-' || line[indent] == '*' || line[indent] == '+')
        && line[indent + 1] == ' ')
        marker = 1;
    else {
        int digits = 0;
        while (indent + digits < length && std::isdigit(static_cast<unsigned char>(line[indent + digits])))
            ++digits;
        if (digits > 0 && indent + digits + 1 < length && line[indent + digits] == '.'
            && line[indent + digits + 1] == ' ')
            marker = digits + 1;
    }
    if (marker > 0) {
        setStyling(indent, Default);
        setStyling(marker, ListMarker);
        i = indent + marker;
    }
    int runStart = i;
    auto flush = [&](int upTo) {
        if (upTo > runStart)
            setStyling(upTo - runStart, Default);
    };
    while (i < length) {
        const char c = line[i];
        int close = -1;
        int style = Default;
        if (c == '`') {
            close = line.indexOf('`', i + 1);
            style = InlineCode;
        } else if (c == '*' || c == '_') {
            close = emphasisEnd(line, i);
            style = Emphasis;
            if (close < 0) {
                // Not an opening delimiter: skip its whole run, so the second `_` of `a__b` does not open either.
                while (i < length && line[i] == c)
                    ++i;
                continue;
            }
        } else if (c == '[') {
            const int bracket = line.indexOf("](", i + 1);
            if (bracket > 0) {
                const int paren = line.indexOf(')', bracket + 2);
                if (paren > 0)
                    close = paren;
            }
            style = Link;
        }
        if (close > i) {
            flush(i);
            setStyling(close - i + 1, style);
            i = close + 1;
            runStart = i;
        } else {
            ++i;
        }
    }
    flush(length);
}

} // namespace sw::ui
