// Applying text edits to a file's bytes (line/column positions as the validator reports them).
#include "skill/diagnostic.h"

#include <algorithm>

namespace sw {
namespace {

// Byte offset of (line, column) in file; line breaks are LF or CRLF, a BOM is skipped on line 1. -1 when out of
// range. A column past the end of its line's content is clamped to that end (before the line break).
qsizetype offsetOf(const QByteArray &file, int line, int column)
{
    qsizetype start = file.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    for (int l = 1; l < line; ++l) {
        const qsizetype nl = file.indexOf('\n', start);
        if (nl < 0)
            return l + 1 == line ? file.size() : -1;
        start = nl + 1;
    }
    qsizetype end = file.indexOf('\n', start);
    if (end < 0)
        end = file.size();
    else if (end > start && file[end - 1] == '\r')
        --end;
    return std::min(start + std::max(column, 1) - 1, end);
}

} // namespace

QByteArray applyTextEdits(const QByteArray &file, const QList<TextEdit> &edits)
{
    QList<TextEdit> sorted = edits;
    std::sort(sorted.begin(), sorted.end(),
        [](const TextEdit &a, const TextEdit &b) { return a.line != b.line ? a.line > b.line : a.column > b.column; });
    QByteArray out = file;
    for (const TextEdit &edit : std::as_const(sorted)) {
        const qsizetype from = offsetOf(out, edit.line, edit.column);
        const qsizetype to = offsetOf(out, edit.endLine, edit.endColumn);
        if (from < 0 || to < from)
            continue;
        out.replace(from, to - from, edit.newText.toUtf8());
    }
    return out;
}

} // namespace sw
