#pragma once
// LongLineTextView: a read-only text view for exact bytes whose lines can be very long (clients send their whole
// request as one line of JSON, 200 KB and more). QPlainTextEdit lays a line out whole to wrap it: a 200 KB line took
// the GUI thread 80-120 ms to show. Here a line over kLongLine characters is shown as several lines, broken after each
// `\n` escape in it (a JSON string's line ends, so a system prompt reads line by line) or, without one, every
// kLongLine characters; only the visible lines are then laid out. The breaks are the view's only: text() and a copy
// of any selection give the exact text that was set. The request inspector and the Capture page show bodies in it.
//
// A text of kWorkerText characters or more (a request with thousands of skills is over a megabyte) has its shown
// text and its document built on a worker of the background pool and swapped in when ready: making the document of
// 1.3 MB took the GUI thread about 15 ms. Until then the view is empty with a note, isPreparing() is true, and a
// selectExact() waits for it; textShown() is emitted once the text is in view (at once for a shorter text).
#include <QPlainTextEdit>

#include <QFutureWatcher>
#include <memory>
#include <optional>
#include <vector>

class QTextDocument;

namespace sw::ui {

class LongLineTextView : public QPlainTextEdit
{
    Q_OBJECT
public:
    static constexpr qsizetype kLongLine = 2000;
    static constexpr qsizetype kWorkerText = 256 * 1024;

    explicit LongLineTextView(QWidget *parent = nullptr);
    ~LongLineTextView() override;

    void setText(const QString &text);
    QString text() const { return m_text; }
    void clearText();
    // True while a long text is being made ready on a worker (the view shows a note meanwhile).
    bool isPreparing() const { return m_preparing; }
    // The exact text of the selection (the view's own breaks left out); what a copy puts on the clipboard.
    QString selectedExactText() const;
    // How many of the shown lines are continuations the view broke off (0 when every line was short).
    int brokenLines() const { return int(m_breaks.size()); }
    // The position in the shown document of the character at `position` in text() (the view's breaks counted).
    int shownPosition(qsizetype position) const;
    // The position in text() of the character at `shown` in the shown document (the inverse of shownPosition).
    qsizetype exactPosition(int shown) const;
    // Selects text() from `position`, `length` characters, and scrolls it into view (once shown, if preparing).
    void selectExact(qsizetype position, qsizetype length);

    // What is shown for `text`: its lines, long ones broken; `breaks` gets the positions in `text` before which a
    // line was broken, ascending.
    static QString shownText(const QString &text, std::vector<qsizetype> *breaks);

    struct Prepared
    {
        std::shared_ptr<QTextDocument> document;
        std::vector<qsizetype> breaks;
        quint64 generation = 0;
    };

signals:
    // The text last set is in view (its document made and shown).
    void textShown();

protected:
    QMimeData *createMimeDataFromSelection() const override;

private:
    void adopt(Prepared prepared);

    QString m_text;
    std::vector<qsizetype> m_breaks; // positions in text() before which the view broke a line, ascending
    std::shared_ptr<QTextDocument> m_document; // the document in view (ours, not the control's)
    quint64 m_generation = 0;
    bool m_preparing = false;
    std::optional<std::pair<qsizetype, qsizetype>> m_pendingSelection;
    QFutureWatcher<Prepared> m_watcher;
};

} // namespace sw::ui
