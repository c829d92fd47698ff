// RunConsole: QPlainTextEdit with formatted inserts, a search bar and follow-the-tail scrolling.
#include "runconsole.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>

#include <climits>

namespace sw::ui {

namespace {
const QColor kStderrColor(0xd0, 0x30, 0x30);
const QColor kInfoColor(0x80, 0x80, 0x80);
} // namespace

RunConsole::RunConsole(QWidget *parent)
    : QWidget(parent)
    , m_view(new QPlainTextEdit(this))
    , m_search(new QLineEdit(this))
    , m_searchStatus(new QLabel(this))
{
    m_view->setReadOnly(true);
    m_view->setUndoRedoEnabled(false);
    m_view->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_search->setPlaceholderText(tr("Search the output"));
    m_view->setPlaceholderText(tr("The selected run's output appears here as it comes: stdout, and stderr in colour."));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::returnPressed, this, &RunConsole::findNext);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_search, 1);
    const auto addButton = [&](const QString &text, const QString &tip, auto slot) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        connect(b, &QToolButton::clicked, this, slot);
        bar->addWidget(b);
    };
    addButton(tr("Previous"), tr("Find the previous match"), &RunConsole::findPrevious);
    addButton(tr("Next"), tr("Find the next match"), &RunConsole::findNext);
    bar->addWidget(m_searchStatus);
    addButton(tr("Copy"), tr("Copy the whole output"), &RunConsole::copyAll);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(30);
    connect(&m_flushTimer, &QTimer::timeout, this, &RunConsole::flushPending);
}

void RunConsole::setMaximumLines(int lines)
{
    m_maxLines = qMax(1, lines);
    trimToMaximum();
}

void RunConsole::trimToMaximum()
{
    QTextDocument *doc = m_view->document();
    const int marker = m_droppedLines > 0 ? 1 : 0;
    const int excess = doc->blockCount() - marker - m_maxLines;
    if (excess <= 0)
        return;
    QTextCursor cut(doc);
    cut.beginEditBlock();
    cut.movePosition(QTextCursor::Start);
    if (marker)
        cut.movePosition(QTextCursor::NextBlock);
    cut.movePosition(QTextCursor::NextBlock, QTextCursor::KeepAnchor, excess);
    cut.removeSelectedText();
    m_droppedLines += excess;
    QTextCursor top(doc);
    top.movePosition(QTextCursor::Start);
    if (marker) {
        top.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        top.removeSelectedText();
    } else {
        top.insertBlock(QTextBlockFormat(), QTextCharFormat());
        top.movePosition(QTextCursor::Start);
    }
    QTextCharFormat format;
    format.setForeground(kInfoColor);
    format.setFontItalic(true);
    top.insertText(tr("… %Ln earlier line(s) not shown: the console keeps the last %1 lines …", nullptr,
                       int(qMin<qint64>(m_droppedLines, INT_MAX)))
                       .arg(QLocale().toString(m_maxLines)),
        format);
    cut.endEditBlock();
}

void RunConsole::clear()
{
    m_view->clear();
    m_droppedLines = 0;
    m_pending.clear();
    m_pendingBytes = 0;
    m_skippedBytes = 0;
    m_flushTimer.stop();
    m_stdoutDecoder.resetState();
    m_stderrDecoder.resetState();
    m_stdoutAnsi.reset();
    m_stderrAnsi.reset();
    m_searchStatus->clear();
}

void RunConsole::setLog(RunLog *log)
{
    if (m_log)
        disconnect(m_log, nullptr, this, nullptr);
    clear();
    m_log = log;
    if (!log)
        return;
    if (log->droppedBytes() > 0)
        m_skippedBytes = log->droppedBytes();
    for (const RunLog::Chunk &chunk : log->chunks())
        onAppended(chunk.channel, chunk.data);
    flushPending();
    connect(log, &RunLog::appended, this, &RunConsole::onAppended);
}

void RunConsole::onAppended(RunLog::Channel channel, const QByteArray &data)
{
    m_pending.append({ channel, data });
    m_pendingBytes += data.size();
    while (m_pendingBytes > kMaxPendingBytes && m_pending.size() > 1) { // keep only the tail of a flood
        m_pendingBytes -= m_pending.first().data.size();
        m_skippedBytes += m_pending.first().data.size();
        m_pending.removeFirst();
    }
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

bool RunConsole::isFollowing() const
{
    const QScrollBar *bar = m_view->verticalScrollBar();
    return bar->value() >= bar->maximum() - 1;
}

void RunConsole::flushPending()
{
    m_flushTimer.stop();
    if (m_pending.isEmpty())
        return;
    QScrollBar *bar = m_view->verticalScrollBar();
    const bool follow = isFollowing();
    const int keep = bar->value();
    if (m_skippedBytes > 0) {
        insert(RunLog::Channel::Info, tr("… %1 bytes of output skipped …\n").arg(m_skippedBytes).toUtf8());
        m_skippedBytes = 0;
    }
    const QList<RunLog::Chunk> pending = std::exchange(m_pending, {});
    m_pendingBytes = 0;
    for (const RunLog::Chunk &chunk : pending)
        insert(chunk.channel, chunk.data);
    trimToMaximum();
    if (follow)
        bar->setValue(bar->maximum());
    else
        bar->setValue(keep); // the user scrolled up: stay where they are
}

void RunConsole::insert(RunLog::Channel channel, const QByteArray &data)
{
    QTextCursor cursor(m_view->document());
    cursor.movePosition(QTextCursor::End);
    if (channel == RunLog::Channel::Info) {
        QTextCharFormat format;
        format.setForeground(kInfoColor);
        format.setFontItalic(true);
        cursor.insertText(QString::fromUtf8(data), format);
        return;
    }
    const bool err = channel == RunLog::Channel::Stderr;
    QStringDecoder &decoder = err ? m_stderrDecoder : m_stdoutDecoder;
    AnsiParser &ansi = err ? m_stderrAnsi : m_stdoutAnsi;
    const QString text = decoder.decode(data);
    for (const AnsiSegment &segment : ansi.feed(text)) {
        QTextCharFormat format;
        if (segment.style.foreground.isValid())
            format.setForeground(segment.style.foreground);
        else if (err)
            format.setForeground(kStderrColor);
        if (segment.style.background.isValid())
            format.setBackground(segment.style.background);
        if (segment.style.bold)
            format.setFontWeight(QFont::Bold);
        format.setFontItalic(segment.style.italic);
        format.setFontUnderline(segment.style.underline);
        cursor.insertText(segment.text, format);
    }
}

QString RunConsole::plainText() const
{
    return m_view->toPlainText();
}

bool RunConsole::findNext()
{
    const bool found = !m_search->text().isEmpty()
        && (m_view->find(m_search->text()) || (m_view->moveCursor(QTextCursor::Start), m_view->find(m_search->text())));
    m_searchStatus->setText(found || m_search->text().isEmpty() ? QString() : tr("not found"));
    return found;
}

bool RunConsole::findPrevious()
{
    const bool found = !m_search->text().isEmpty()
        && (m_view->find(m_search->text(), QTextDocument::FindBackward)
            || (m_view->moveCursor(QTextCursor::End), m_view->find(m_search->text(), QTextDocument::FindBackward)));
    m_searchStatus->setText(found || m_search->text().isEmpty() ? QString() : tr("not found"));
    return found;
}

void RunConsole::copyAll()
{
    QApplication::clipboard()->setText(plainText());
}

} // namespace sw::ui
