// LongLineTextView: exact text shown with view-only breaks in very long lines.
#include "longlinetextview.h"

#include <QMimeData>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace sw::ui {

LongLineTextView::LongLineTextView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
}

void LongLineTextView::clearText()
{
    m_text.clear();
    m_breaks.clear();
    clear();
}

void LongLineTextView::setText(const QString &text)
{
    m_text = text;
    m_breaks.clear();
    QString shown;
    shown.reserve(text.size() + text.size() / 64);
    qsizetype lineStart = 0;
    while (lineStart <= text.size()) {
        qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0)
            lineEnd = text.size();
        const QStringView line = QStringView(text).sliced(lineStart, lineEnd - lineStart);
        if (line.size() <= kLongLine) {
            shown += line;
        } else {
            // Pieces end after a `\n` escape (an even run of backslashes before it would make it a literal
            // backslash and an n: a break there is harmless, the view's only), else at kLongLine characters.
            qsizetype pieceStart = 0;
            bool first = true;
            while (pieceStart < line.size()) {
                qsizetype pieceEnd = std::min(line.size(), pieceStart + kLongLine);
                const qsizetype escape = line.sliced(pieceStart, pieceEnd - pieceStart).indexOf(QLatin1String("\\n"));
                if (escape >= 0 && pieceStart + escape + 2 < pieceEnd)
                    pieceEnd = pieceStart + escape + 2;
                else if (pieceEnd < line.size() && line.at(pieceEnd - 1).isHighSurrogate())
                    --pieceEnd; // a character is not cut in two
                if (!first) {
                    shown += QLatin1Char('\n');
                    m_breaks.push_back(lineStart + pieceStart);
                }
                shown += line.sliced(pieceStart, pieceEnd - pieceStart);
                first = false;
                pieceStart = pieceEnd;
            }
        }
        if (lineEnd >= text.size())
            break;
        shown += QLatin1Char('\n');
        lineStart = lineEnd + 1;
    }
    setPlainText(shown);
}

int LongLineTextView::shownPosition(qsizetype position) const
{
    // Each break at or before the character adds one line end in front of it.
    const auto before = std::upper_bound(m_breaks.begin(), m_breaks.end(), position) - m_breaks.begin();
    return int(position + before);
}

void LongLineTextView::selectExact(qsizetype position, qsizetype length)
{
    QTextCursor cursor(document());
    cursor.setPosition(shownPosition(position));
    cursor.setPosition(
        length > 0 ? shownPosition(position + length - 1) + 1 : shownPosition(position), QTextCursor::KeepAnchor);
    setTextCursor(cursor);
    ensureCursorVisible();
}

qsizetype LongLineTextView::exactPosition(int shown) const
{
    // The view's k-th line end sits at m_breaks[k] + k in the shown text; those before `shown` are not in text().
    qsizetype low = 0;
    qsizetype high = qsizetype(m_breaks.size());
    while (low < high) {
        const qsizetype middle = (low + high) / 2;
        if (m_breaks[size_t(middle)] + middle < shown)
            low = middle + 1;
        else
            high = middle;
    }
    return shown - low;
}

QString LongLineTextView::selectedExactText() const
{
    const QTextCursor cursor = textCursor();
    if (!cursor.hasSelection())
        return {};
    const qsizetype from = exactPosition(cursor.selectionStart());
    return m_text.mid(from, exactPosition(cursor.selectionEnd()) - from);
}

QMimeData *LongLineTextView::createMimeDataFromSelection() const
{
    auto *data = new QMimeData;
    data->setText(selectedExactText());
    return data;
}

} // namespace sw::ui
