#pragma once
// RunConsole: the live console of a run. stdout and stderr interleaved in arrival order, stderr coloured,
// ANSI colours rendered, search (next/previous), copy, and auto-scroll that pauses while the user has
// scrolled up. Output is coalesced on a short timer and the document keeps a bounded tail, so an endless
// printer never freezes the window. Lines dropped from the top are counted in a marker line that stays first.
#include "runs/ansiparser.h"
#include "runs/runlog.h"

#include <QPointer>
#include <QStringDecoder>
#include <QTimer>
#include <QWidget>

class QLineEdit;
class QPlainTextEdit;
class QLabel;

namespace sw::ui {

class RunConsole : public QWidget
{
    Q_OBJECT
public:
    explicit RunConsole(QWidget *parent = nullptr);

    // Shows a run's log (replays what it holds, then follows it). nullptr clears the console.
    void setLog(RunLog *log);
    RunLog *log() const { return m_log; }
    void clear();

    QString plainText() const;
    bool isFollowing() const; // the view is at the bottom and will scroll with new output
    void setMaximumLines(int lines); // default 20,000; older lines are dropped and counted in the top marker
    int maximumLines() const { return m_maxLines; }
    qint64 droppedLines() const { return m_droppedLines; } // lines dropped from the top so far
    QPlainTextEdit *textView() const { return m_view; }
    QLineEdit *searchField() const { return m_search; }
    void flushPending(); // inserts buffered output now (normally done on a 30 ms timer)

    static constexpr qint64 kMaxPendingBytes = 256 * 1024;

public Q_SLOTS:
    bool findNext();
    bool findPrevious();
    void copyAll();

private:
    void onAppended(RunLog::Channel channel, const QByteArray &data);
    void insert(RunLog::Channel channel, const QByteArray &data);
    void trimToMaximum(); // drops the oldest lines beyond m_maxLines and updates the marker

    QPlainTextEdit *m_view;
    QLineEdit *m_search;
    QLabel *m_searchStatus;
    QPointer<RunLog> m_log;
    QTimer m_flushTimer;
    QList<RunLog::Chunk> m_pending;
    qint64 m_pendingBytes = 0;
    qint64 m_skippedBytes = 0;
    int m_maxLines = 20000;
    qint64 m_droppedLines = 0; // > 0: the first block is the marker
    QStringDecoder m_stdoutDecoder { QStringDecoder::Utf8 };
    QStringDecoder m_stderrDecoder { QStringDecoder::Utf8 };
    AnsiParser m_stdoutAnsi;
    AnsiParser m_stderrAnsi;
};

} // namespace sw::ui
