#pragma once
// LongLineTextView: a read-only text view for exact bytes whose lines can be very long (clients send their whole
// request as one line of JSON, 200 KB and more). QPlainTextEdit lays a line out whole to wrap it: a 200 KB line took
// the GUI thread 80-120 ms to show. Here a line over kLongLine characters is shown as several lines, broken after each
// `\n` escape in it (a JSON string's line ends, so a system prompt reads line by line) or, without one, every
// kLongLine characters; only the visible lines are then laid out. The breaks are the view's only: text() and a copy
// of any selection give the exact text that was set. The request inspector and the Capture page show bodies in it.
#include <QPlainTextEdit>

#include <vector>

namespace sw::ui {

class LongLineTextView : public QPlainTextEdit
{
    Q_OBJECT
public:
    static constexpr qsizetype kLongLine = 2000;

    explicit LongLineTextView(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_text; }
    void clearText();
    // The exact text of the selection (the view's own breaks left out); what a copy puts on the clipboard.
    QString selectedExactText() const;
    // How many of the shown lines are continuations the view broke off (0 when every line was short).
    int brokenLines() const { return int(m_breaks.size()); }
    // The position in the shown document of the character at `position` in text() (the view's breaks counted).
    int shownPosition(qsizetype position) const;
    // The position in text() of the character at `shown` in the shown document (the inverse of shownPosition).
    qsizetype exactPosition(int shown) const;
    // Selects text() from `position`, `length` characters, and scrolls it into view.
    void selectExact(qsizetype position, qsizetype length);

protected:
    QMimeData *createMimeDataFromSelection() const override;

private:
    QString m_text;
    std::vector<qsizetype> m_breaks; // positions in text() before which the view broke a line, ascending
};

} // namespace sw::ui
