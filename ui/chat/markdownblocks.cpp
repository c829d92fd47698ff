// MarkdownBlocks: the block cutter (fences, blank lines before top-level paragraphs) and each block's HTML.
#include "markdownblocks.h"

#include "theme/theme.h"

#include "chatview.h"

#include <QTextDocument>

namespace sw::ui {

namespace {

QString bodyOf(const QString &html)
{
    const qsizetype start = html.indexOf(QLatin1String("<body"));
    if (start < 0)
        return html;
    const qsizetype open = html.indexOf(QLatin1Char('>'), start);
    const qsizetype end = html.lastIndexOf(QLatin1String("</body>"));
    return html.mid(open + 1, end - open - 1);
}

bool opensFence(QStringView trimmed)
{
    return trimmed.startsWith(u"```") || trimmed.startsWith(u"~~~");
}

// "[label]: destination" after at most three spaces: defines a link for the whole text.
bool isLinkReferenceDefinition(QStringView line)
{
    qsizetype i = 0;
    while (i < line.size() && i < 3 && line.at(i) == u' ')
        ++i;
    if (i >= line.size() || line.at(i) != u'[')
        return false;
    const qsizetype close = line.indexOf(u']', i + 1);
    return close > i + 1 && close + 1 < line.size() && line.at(close + 1) == u':';
}

// A list item marker at column 0: "-", "+", "*" or up to nine digits with "." or ")", then a space or the end.
bool startsListItem(QStringView line)
{
    qsizetype i = 0;
    if (line.startsWith(u'-') || line.startsWith(u'+') || line.startsWith(u'*')) {
        i = 1;
    } else {
        while (i < line.size() && i < 9 && line.at(i).isDigit())
            ++i;
        if (i == 0 || i >= line.size() || (line.at(i) != u'.' && line.at(i) != u')'))
            return false;
        ++i;
    }
    return i >= line.size() || line.at(i) == u' ' || line.at(i) == u'\t';
}

// A list item with at most three spaces before its marker.
bool isListItem(QStringView line)
{
    qsizetype i = 0;
    while (i < line.size() && i < 3 && line.at(i) == u' ')
        ++i;
    return startsListItem(line.mid(i));
}

qsizetype indentOf(QStringView line)
{
    qsizetype i = 0;
    while (i < line.size() && line.at(i) == u' ')
        ++i;
    return i;
}

// Where a list item's content starts (the column its continuation lines, a fence among them, must reach): the
// indent, the marker, then its spaces (1 to 4; more means indented code, counted as one). -1 for other lines.
qsizetype listContentColumn(QStringView line)
{
    if (!isListItem(line))
        return -1;
    qsizetype i = indentOf(line);
    if (line.at(i).isDigit()) {
        while (i < line.size() && line.at(i).isDigit())
            ++i;
    }
    ++i; // the marker ("-", "+", "*", "." or ")")
    const qsizetype spaces = indentOf(line.mid(i));
    return i + (spaces == 0 || spaces > 4 ? 1 : spaces);
}

// After a blank line, a line that can only start a new top-level block: nothing before it continues into it. A list
// item starts one only when the block before holds no list (else it would continue that list).
bool startsTopLevelBlock(QStringView line, bool listBefore)
{
    if (line.isEmpty())
        return false;
    const QChar first = line.at(0);
    if (first.isSpace() || first == u'>' || first == u'<')
        return false;
    return !listBefore || !startsListItem(line);
}

// Calls f(lineStart, lineEnd, complete) for each line from `from`; complete = terminated by '\n'.
template<typename F> void forEachLine(QStringView text, qsizetype from, F &&f)
{
    qsizetype start = from;
    while (start < text.size()) {
        const qsizetype nl = text.indexOf(u'\n', start);
        const qsizetype end = nl < 0 ? text.size() : nl;
        if (!f(start, end, nl >= 0))
            return;
        start = end + 1;
    }
}

// Qt's Markdown import (6.4) breaks a tight list whose item holds a fenced block (the code and every later item
// become code lines of one list); with blank lines around the fence it reads the list as CommonMark does. The fence
// is inside an item when it is indented to the item's content column.
QString withLooseNestedFences(QStringView part)
{
    QString out;
    out.reserve(part.size() + 16);
    qsizetype itemColumn = -1;
    QStringView nested;
    bool previousBlank = true;
    bool blankAfterFence = false;
    forEachLine(part, 0, [&](qsizetype s, qsizetype e, bool complete) {
        const QStringView line = part.mid(s, e - s);
        const QStringView trimmed = line.trimmed();
        const bool blank = trimmed.isEmpty();
        if (blankAfterFence && !blank)
            out += QLatin1Char('\n');
        blankAfterFence = false;
        if (!nested.isEmpty()) {
            if (trimmed.startsWith(nested)) {
                nested = {};
                blankAfterFence = true;
            }
        } else if (opensFence(trimmed) && itemColumn > 0 && indentOf(line) >= itemColumn) {
            nested = trimmed.left(3);
            if (!previousBlank)
                out += QLatin1Char('\n');
        } else if (const qsizetype column = listContentColumn(line); column >= 0) {
            itemColumn = column;
        } else if (!blank && previousBlank && indentOf(line) < itemColumn) {
            itemColumn = -1;
        }
        out += line;
        if (complete)
            out += QLatin1Char('\n');
        previousBlank = blank;
        return true;
    });
    return out;
}

bool hasLinkReferenceDefinition(QStringView text)
{
    bool found = false;
    QStringView fence;
    forEachLine(text, 0, [&](qsizetype s, qsizetype e, bool) {
        const QStringView line = text.mid(s, e - s);
        const QStringView trimmed = line.trimmed();
        if (fence.isEmpty() && opensFence(trimmed))
            fence = trimmed.left(3);
        else if (!fence.isEmpty() && trimmed.startsWith(fence))
            fence = {};
        else if (fence.isEmpty() && isLinkReferenceDefinition(line))
            found = true;
        return !found;
    });
    return found;
}

} // namespace

QList<MarkdownBlock> MarkdownBlocks::split(QStringView text, qsizetype from, bool finished, bool *proseCuts)
{
    bool cuts = finished ? !hasLinkReferenceDefinition(text) : (proseCuts ? *proseCuts : true);
    QList<MarkdownBlock> blocks;
    qsizetype blockStart = from;
    QStringView fence;
    bool content = false; // the prose block has a non-blank line
    bool previousBlank = false;
    bool html = false; // raw HTML in this prose block: no more cuts until the next fence
    bool list = false; // a list item in this prose block
    qsizetype itemColumn = -1; // the content column of the last list item
    QStringView nested; // a fence inside a list item: part of the prose block, no cuts until it closes
    forEachLine(text, from, [&](qsizetype s, qsizetype e, bool complete) {
        if (!complete && !finished)
            return false;
        const QStringView line = text.mid(s, e - s);
        const QStringView trimmed = line.trimmed();
        const qsizetype next = complete ? e + 1 : e;
        if (!nested.isEmpty()) {
            if (trimmed.startsWith(nested))
                nested = {};
            previousBlank = false;
            return true;
        }
        if (fence.isEmpty() && opensFence(trimmed) && list && itemColumn > 0 && indentOf(line) >= itemColumn) {
            nested = trimmed.left(3); // the list item's code: the list renders it, one block with the list
            content = true;
            previousBlank = false;
            return true;
        }
        if (fence.isEmpty() && opensFence(trimmed)) {
            if (s > blockStart)
                blocks.append({ blockStart, s, false });
            blockStart = s;
            fence = trimmed.left(3);
            return true;
        }
        if (!fence.isEmpty()) {
            if (s > blockStart && trimmed.startsWith(fence)) {
                blocks.append({ blockStart, next, true });
                blockStart = next;
                fence = {};
                content = previousBlank = html = list = false;
                itemColumn = -1;
            }
            return true;
        }
        const bool blank = trimmed.isEmpty();
        if (cuts && !html && previousBlank && content && startsTopLevelBlock(line, list)) {
            blocks.append({ blockStart, s, false });
            blockStart = s;
            content = list = false;
            itemColumn = -1;
        }
        if (isLinkReferenceDefinition(line))
            cuts = false;
        html = html || trimmed.startsWith(u'<');
        list = list || isListItem(line);
        if (const qsizetype column = listContentColumn(line); column >= 0)
            itemColumn = column;
        else if (!blank && previousBlank && indentOf(line) < itemColumn)
            itemColumn = -1; // after a blank line, left of the item's content: the item ended (else lazy continuation)
        content = content || !blank;
        previousBlank = blank;
        return true;
    });
    if (finished && blockStart < text.size())
        blocks.append({ blockStart, text.size(), !fence.isEmpty() });
    if (proseCuts && !finished)
        *proseCuts = cuts;
    return blocks;
}

QString MarkdownBlocks::code(QStringView text, const MarkdownBlock &block)
{
    QList<QStringView> lines = text.mid(block.start, block.end - block.start).split(u'\n');
    if (lines.isEmpty())
        return {};
    const QStringView fence = lines.first().trimmed().left(3);
    lines.removeFirst();
    if (text.mid(block.start, block.end - block.start).endsWith(u'\n'))
        lines.removeLast(); // the empty rest after the last '\n'
    if (!lines.isEmpty() && lines.last().trimmed().startsWith(fence))
        lines.removeLast(); // the closing fence
    QString code;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            code += QLatin1Char('\n');
        code += lines.at(i);
    }
    return code;
}

QString MarkdownBlocks::language(QStringView text, const MarkdownBlock &block)
{
    const QStringView part = text.mid(block.start, block.end - block.start);
    const qsizetype nl = part.indexOf(u'\n');
    return (nl < 0 ? part : part.left(nl)).trimmed().mid(3).trimmed().toString();
}

qsizetype MarkdownBlocks::openFenceCode(QStringView text, qsizetype from)
{
    const qsizetype nl = text.indexOf(u'\n', from);
    if (nl < 0 || !opensFence(text.mid(from, nl - from).trimmed()))
        return -1;
    return nl + 1;
}

QString MarkdownBlocks::html(QStringView text, const MarkdownBlock &block, int row, int codeIndex)
{
    const QStringView part = text.mid(block.start, block.end - block.start);
    if (!block.code) {
        QTextDocument doc;
        doc.setMarkdown(withLooseNestedFences(part));
        return bodyOf(doc.toHtml());
    }
    const ChatColours colours = chatColours();
    return QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" "
                          "style=\"background:%6; border:1px solid %7; margin:4px 0px;\">"
                          "<tr><td><span style=\"color:%8; font-size:small;\">%1</span></td>"
                          "<td align=\"right\"><a href=\"copy:%2:%3\" style=\"font-size:small;\">%4</a></td></tr>"
                          "<tr><td colspan=\"2\"><pre style=\"margin:0px;\">%5</pre></td></tr></table>")
        .arg(language(text, block).toHtmlEscaped(), QString::number(row), QString::number(codeIndex),
            ChatView::tr("Copy"), code(text, block).toHtmlEscaped(), colours.codeBackground.name(),
            colours.codeBorder.name(), colours.secondaryText.name());
}

QString MarkdownBlocks::documentHtml(const QString &markdown)
{
    QTextDocument doc;
    doc.setMarkdown(withLooseNestedFences(markdown));
    return bodyOf(doc.toHtml());
}

QString MarkdownBlocks::codeAt(const QString &text, int n)
{
    int i = 0;
    for (const MarkdownBlock &block : split(text, 0, true)) {
        if (block.code && i++ == n)
            return code(text, block);
    }
    return {};
}

} // namespace sw::ui
