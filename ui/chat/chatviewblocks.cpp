// ChatView: the large prose blocks of a row rendered from scratch (opening a session, a row above changed before it
// was ever shown whole). Like the streaming row's, each is converted to HTML on a worker of the background pool: an
// 83,000-character paragraph took about 460 ms of the GUI thread to convert. Until its HTML is in, a short note takes
// its place; then the row is rendered again, and its fragments are kept as any row's are.
#include "chat/chatmessagesmodel.h"
#include "chatview.h"

#include "common/backgroundpool.h"
#include "theme/theme.h"

#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

namespace {

// A block's key: its row and code index (its HTML names both in its links) and its text.
QString blockKey(const QString &text, const MarkdownBlock &block, int row, int codeIndex)
{
    const QStringView source = QStringView(text).mid(block.start, block.end - block.start);
    return QStringLiteral("%1:%2:%3:%4").arg(row).arg(codeIndex).arg(source.size()).arg(qHash(source), 0, 16);
}

} // namespace

ChatView::Fragment ChatView::deferredBlockFragment(
    const QString &text, const MarkdownBlock &block, int row, int codeIndex, bool *ready)
{
    if (m_wholeMarkdown || !MarkdownBlocks::convertsOnAWorker(block))
        return blockFragment(text, block, row, codeIndex);
    const QString key = blockKey(text, block, row, codeIndex);
    if (const auto it = m_convertedBlocks.constFind(key); it != m_convertedBlocks.constEnd())
        return htmlFragment(*it);
    *ready = false;
    if (!m_pendingBlocks.contains(key)) {
        m_pendingBlocks.insert(key);
        m_stats.workerChars += block.end - block.start;
        const int generation = m_blockGeneration;
        // The watcher is the view's child: if the view goes first, the result goes with it.
        auto *watcher = new QFutureWatcher<QString>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, key, row] {
            watcher->deleteLater();
            if (generation != m_blockGeneration || !m_pendingBlocks.remove(key))
                return; // another conversation since
            m_convertedBlocks.insert(key, watcher->result());
            if (m_model && row < m_model->rowCount())
                invalidate(row, row);
        });
        watcher->setFuture(QtConcurrent::run(sw::backgroundPool(),
            [text, block, row, codeIndex] { return MarkdownBlocks::html(text, block, row, codeIndex); }));
    }
    return htmlFragment(QStringLiteral("<p style=\"color:%1;\"><i>%2</i></p>")
                            .arg(chatColours().secondaryText.name(),
                                tr("Rendering %1 characters…").arg(QLocale().toString(block.end - block.start))));
}

void ChatView::forgetConvertedBlocks(int row)
{
    const QString prefix = QString::number(row) + QLatin1Char(':');
    for (auto it = m_convertedBlocks.begin(); it != m_convertedBlocks.end();) {
        if (it.key().startsWith(prefix))
            it = m_convertedBlocks.erase(it);
        else
            ++it;
    }
}

} // namespace sw::ui
