// ChatView: the streaming row. Completed blocks become Markdown as they complete, an open code fence grows line by
// line, the rest is plain text appended in place; the finished row keeps all of it. A large prose block (a long
// paragraph: QTextDocument's Markdown import is slower than linear in a paragraph's length) is converted on a worker
// thread and applied when it is ready; until then it stays plain text.
#include "chat/chatmessagesmodel.h"
#include "chatview.h"

#include "common/backgroundpool.h"
#include "theme/theme.h"

#include <QFutureWatcher>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace sw::ui {

void ChatView::renderStreamingRow(QTextCursor &cursor, int row)
{
    const QModelIndex idx = m_model->index(row);
    const QString text = idx.data(ChatMessagesModel::TextRole).toString();
    const QString reasoning = idx.data(ChatMessagesModel::ReasoningRole).toString();
    if (m_stream.row != row || !QStringView(text).startsWith(QStringView(m_stream.text).left(m_stream.committed))) {
        m_stream = Stream {};
        m_stream.id = ++m_streamIds;
    }
    m_stream.row = row;
    m_stream.reasoning = reasoning;
    m_stream.tailStart = -1; // the document is rebuilt: the open fence too
    m_stream.fence = nullptr;
    m_stream.reasoningFrame = nullptr;
    appendHtml(cursor, assistantHeaderHtml());
    const QString marker = QLatin1Char(' ') + (m_streamingNote.isEmpty() ? tr("typing…") : m_streamingNote);
    QTextCharFormat grey;
    grey.setForeground(chatColours().secondaryText);
    m_stream.markerStart = cursor.position();
    m_stream.markerLength = int(marker.size());
    cursor.insertText(marker, grey);
    if (!reasoning.isEmpty()) {
        m_stream.reasoningFrame = openReasoning(cursor);
        appendToFrame(m_stream.reasoningFrame, reasoning);
    }
    for (const Fragment &fragment : std::as_const(m_stream.fragments))
        append(cursor, fragment);
    advanceStream(cursor, text);
}

void ChatView::insertTail(QTextCursor &cursor, const QString &rest)
{
    m_stream.tailStart = cursor.position();
    if (cursor.block().length() > 1)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
    cursor.insertText(rest, QTextCharFormat());
}

void ChatView::advanceStream(QTextCursor &cursor, const QString &text)
{
    QList<MarkdownBlock> blocks = m_wholeMarkdown
        ? QList<MarkdownBlock>()
        : MarkdownBlocks::split(text, m_stream.committed, false, &m_stream.proseCuts);
    // A large block waits for its worker (and everything after it with it); a new one is handed to a worker.
    const bool waiting = m_stream.convertingStart >= 0;
    MarkdownBlock large { -1, -1, false };
    if (waiting)
        blocks.clear();
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        if (MarkdownBlocks::convertsOnAWorker(blocks.at(i))) {
            large = blocks.at(i);
            blocks.resize(i);
            break;
        }
    }
    const bool deferring = waiting || large.start >= 0;
    const qsizetype open = blocks.isEmpty() ? m_stream.committed : blocks.last().end;
    const qsizetype codeFrom = m_wholeMarkdown || deferring ? -1 : MarkdownBlocks::openFenceCode(text, open);
    const qsizetype lines = text.lastIndexOf(QLatin1Char('\n')) + 1; // whole lines end there
    const bool codeGrows = codeFrom >= 0 && (!m_stream.fence || lines > m_stream.codeTo);
    if (m_stream.tailStart >= 0 && blocks.isEmpty() && !codeGrows) { // the common case: append to the plain rest
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(text.mid(m_stream.text.size()));
        m_stream.text = text;
        if (large.start >= 0)
            convertLater(text, large);
        return;
    }
    if (m_stream.tailStart >= 0) {
        cursor.setPosition(m_stream.tailStart);
        cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
        cursor.removeSelectedText();
    }
    for (const MarkdownBlock &block : std::as_const(blocks)) {
        const Fragment fragment = blockFragment(text, block, m_stream.row, m_stream.codeBlocks);
        if (m_stream.fence && block.code && block.start == m_stream.fenceStart) {
            appendToFrame(m_stream.fence, fragment.text.mid(m_stream.codeChars)); // the fence closed: its last lines
            m_stream.fence = nullptr;
        } else {
            append(cursor, fragment);
        }
        m_stream.codeBlocks += block.code ? 1 : 0;
        m_stream.blocks << block;
        m_stream.fragments << fragment;
        m_stream.committed = block.end;
    }
    cursor.movePosition(QTextCursor::End);
    if (codeFrom >= 0) {
        if (!m_stream.fence) {
            const MarkdownBlock opening { open, codeFrom, true };
            m_stream.fence = openCode(cursor, MarkdownBlocks::language(text, opening),
                QStringLiteral("copy:%1:%2").arg(m_stream.row).arg(m_stream.codeBlocks));
            m_stream.fenceStart = open;
            m_stream.codeTo = codeFrom;
            m_stream.codeChars = 0;
            m_stream.codeHasLine = false;
        }
        if (lines > m_stream.codeTo) {
            const QString code = (m_stream.codeHasLine ? QStringLiteral("\n") : QString())
                + text.mid(m_stream.codeTo, lines - m_stream.codeTo - 1);
            appendToFrame(m_stream.fence, code);
            m_stream.codeChars += code.size();
            m_stream.codeHasLine = true;
            m_stream.codeTo = lines;
        }
    }
    // The plain rest: after the last block, or the unfinished line of an open fence.
    insertTail(cursor, text.mid(m_stream.fence ? m_stream.codeTo : m_stream.committed));
    m_stream.text = text;
    if (large.start >= 0)
        convertLater(text, large);
}

bool ChatView::appendStreamedText(int rows)
{
    // The common streaming case: only the last row changed and its text grew.
    if (rows == 0 || m_stream.row != rows - 1 || m_stream.tailStart < 0 || m_dirtyFrom != rows - 1
        || m_rowStarts.size() != rows)
        return false;
    const QModelIndex idx = m_model->index(rows - 1);
    if (!idx.data(ChatMessagesModel::StreamingRole).toBool())
        return false;
    const QString text = idx.data(ChatMessagesModel::TextRole).toString();
    const QString reasoning = idx.data(ChatMessagesModel::ReasoningRole).toString();
    if (!text.startsWith(m_stream.text) || !reasoning.startsWith(m_stream.reasoning)
        || (reasoning.size() > m_stream.reasoning.size() && !m_stream.reasoningFrame))
        return false;
    if (reasoning.size() > m_stream.reasoning.size()) { // reasoning grows in its frame, before everything else
        const QString more = reasoning.mid(m_stream.reasoning.size());
        appendToFrame(m_stream.reasoningFrame, more);
        m_stream.tailStart += int(more.size());
        m_stream.reasoning = reasoning;
    }
    QTextCursor cursor(document());
    advanceStream(cursor, text);
    return true;
}

bool ChatView::finishStreamInPlace(QTextCursor &cursor, int row, int rows)
{
    // The finished row replaced the streaming one at the same place (nothing before it changed): keep the header and
    // the blocks already rendered (and an open fence), drop the marker and the plain rest, render what is left.
    if (m_stream.row != row || m_stream.tailStart < 0 || m_rowStarts.size() != row + 1)
        return false;
    const QModelIndex idx = m_model->index(row);
    if (ChatMessagesModel::Kind(idx.data(ChatMessagesModel::KindRole).toInt()) != ChatMessagesModel::Kind::Assistant
        || idx.data(ChatMessagesModel::StreamingRole).toBool()
        || idx.data(ChatMessagesModel::ReasoningRole).toString() != m_stream.reasoning)
        return false;
    const QString text = idx.data(ChatMessagesModel::TextRole).toString();
    const QList<MarkdownBlock> blocks = MarkdownBlocks::split(text, 0, true);
    const qsizetype committed = m_stream.blocks.size();
    if (!QStringView(text).startsWith(QStringView(m_stream.text).left(m_stream.committed)) || blocks.size() < committed
        || blocks.mid(0, committed) != m_stream.blocks)
        return false;
    // A large block left, nothing after this row: finish on a worker (the rest stays plain text until then).
    const bool worker = !m_wholeMarkdown && !m_stream.fence && row == rows - 1
        && std::any_of(blocks.cbegin() + committed, blocks.cend(), MarkdownBlocks::convertsOnAWorker);
    if (worker) {
        cursor.setPosition(m_stream.markerStart);
        cursor.setPosition(m_stream.markerStart + m_stream.markerLength, QTextCursor::KeepAnchor);
        cursor.removeSelectedText();
        m_stream.tailStart -= m_stream.markerLength;
        m_stream.finishing = true;
        m_stats.streamedBlocksKept = int(committed);
        drainFinished(true);
        return true;
    }
    const QList<Fragment> fragments = rowFragments(row);
    qsizetype kept = (m_stream.reasoning.isEmpty() ? 1 : 2) + committed;
    if (m_reusedStreamBlocks != committed)
        return false;
    // An open fence stays when the finished text ends inside it (it is then the last block) with the lines shown.
    const bool fence = m_stream.fence && fragments.size() == kept + 1 && fragments.last().code
        && text.startsWith(QStringView(m_stream.text).left(m_stream.codeTo));
    if (m_stream.fence && !fence)
        return false;
    cursor.setPosition(m_stream.tailStart);
    cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    cursor.setPosition(m_stream.markerStart);
    cursor.setPosition(m_stream.markerStart + m_stream.markerLength, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    if (fence) {
        appendToFrame(m_stream.fence, fragments.last().text.mid(m_stream.codeChars));
        ++kept;
    }
    cursor.movePosition(QTextCursor::End);
    for (qsizetype i = kept; i < fragments.size(); ++i)
        append(cursor, fragments.at(i));
    m_stats.streamedBlocksKept = int(committed) + (fence ? 1 : 0);
    return true;
}

void ChatView::drainFinished(bool worker)
{
    // The finished row (the last one) renders its remaining blocks in order: small ones now, a large one on a worker
    // (this continues when it is converted); without `worker` everything now.
    const int row = m_stream.row;
    const QString text = m_model->index(row).data(ChatMessagesModel::TextRole).toString();
    const QList<MarkdownBlock> blocks = MarkdownBlocks::split(text, 0, true);
    QTextCursor cursor(document());
    if (m_stream.tailStart >= 0) {
        cursor.setPosition(m_stream.tailStart);
        cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
        cursor.removeSelectedText();
        m_stream.tailStart = -1;
    } else {
        cursor.movePosition(QTextCursor::End);
    }
    m_stream.text = text;
    for (qsizetype i = m_stream.blocks.size(); i < blocks.size(); ++i) {
        const MarkdownBlock &block = blocks.at(i);
        if (worker && MarkdownBlocks::convertsOnAWorker(block)) {
            insertTail(cursor, text.mid(block.start));
            if (m_stream.convertingStart == block.start && m_stream.convertingEnd != block.end)
                m_stream.convertingStart = -1; // the finished text cut it differently: convert it again
            convertLater(text, block);
            return;
        }
        const Fragment fragment = blockFragment(text, block, row, m_stream.codeBlocks);
        append(cursor, fragment);
        m_stream.codeBlocks += block.code ? 1 : 0;
        m_stream.blocks << block;
        m_stream.fragments << fragment;
        m_stream.committed = block.end;
    }
    m_cache.remove(row);
    rowFragments(row); // all reused: the row's fragments for later renders
    m_stream = Stream {};
}

void ChatView::convertLater(const QString &text, const MarkdownBlock &block)
{
    if (m_stream.convertingStart == block.start || m_stream.committed != block.start)
        return;
    m_stream.convertingStart = block.start;
    m_stream.convertingEnd = block.end;
    m_stats.workerChars += block.end - block.start;
    const int id = m_stream.id;
    const int row = m_stream.row;
    const int codeIndex = m_stream.codeBlocks;
    // The worker has its own QTextDocument (never shared); the result is applied on the GUI thread. The workbench's
    // pool, not the global one (the raster engine waits for its own tasks there).
    // The watcher is the view's child: if the view goes first, the result is dropped with it (a continuation with
    // `.then(this, ...)` outlived the view and ran without it).
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, id, block] {
        watcher->deleteLater();
        onConverted(id, block, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(sw::backgroundPool(),
        [text, block, row, codeIndex] { return MarkdownBlocks::html(text, block, row, codeIndex); }));
}

void ChatView::onConverted(int id, const MarkdownBlock &block, const QString &html)
{
    if (m_stream.id != id || m_stream.convertingStart != block.start || m_stream.convertingEnd != block.end
        || m_stream.committed != block.start || m_stream.tailStart < 0)
        return; // the row was rendered again or is gone
    m_stream.convertingStart = -1;
    QScrollBar *bar = verticalScrollBar();
    const bool follow = bar->value() >= bar->maximum() - 4;
    const int keep = bar->value();
    QTextCursor cursor(document());
    cursor.setPosition(m_stream.tailStart);
    cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    m_stream.tailStart = -1;
    const Fragment fragment = htmlFragment(html);
    append(cursor, fragment);
    m_stream.blocks << block;
    m_stream.fragments << fragment;
    m_stream.committed = block.end;
    if (m_stream.finishing)
        drainFinished(true);
    else
        advanceStream(cursor, m_stream.text);
    m_followEnd = follow;
    bar->setValue(follow ? bar->maximum() : keep);
    Q_EMIT converted();
}

} // namespace sw::ui
