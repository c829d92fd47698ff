// ChatView: HTML rendering of the chat rows, anchors for card toggles and code copies, coalesced updates.
#include "chat/chatview.h"

#include "chat/chatmessagesmodel.h"

#include <QApplication>
#include <QClipboard>
#include <QColor>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace sw::ui {

namespace {

QString prettyJson(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || doc.isNull())
        return text;
    return QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed();
}

QString pre(const QString &text, const QString &background)
{
    return QStringLiteral("<pre style=\"background:%1; margin:2px 0px; white-space:pre-wrap;\">%2</pre>")
        .arg(background, text.toHtmlEscaped());
}

QString assistantHeader()
{
    return QStringLiteral("<p style=\"margin-top:8px; margin-bottom:0px;\"><b>%1</b></p>")
        .arg(ChatView::tr("Assistant"));
}

QString reasoningHtml(const QString &reasoning)
{
    return QStringLiteral("<p style=\"color:#6b7280; font-style:italic;\">%1</p>").arg(reasoning.toHtmlEscaped());
}

// Starts every fragment: an empty paragraph that merges into the block at the cursor, so the fragment's own first
// block keeps its format (insertHtml merges a fragment's first block into the current one and drops its format).
const QString kAbsorber = QStringLiteral("<p style=\"-qt-paragraph-type:empty; margin:0px;\"><br /></p>");

} // namespace

ChatView::ChatView(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    m_renderTimer.setSingleShot(true);
    m_renderTimer.setInterval(30);
    connect(&m_renderTimer, &QTimer::timeout, this, &ChatView::renderNow);
    connect(this, &QTextBrowser::anchorClicked, this, &ChatView::onAnchor);
    document()->setDocumentMargin(10);
    m_wholeMarkdown = qEnvironmentVariableIntValue("SW_CHAT_WHOLE_MARKDOWN") != 0; // benchmarks: before/after
    setPlaceholderText(tr("Ask something: the agent sees the skill catalog and loads skills with its tools."));
}

void ChatView::setModel(ChatMessagesModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_cache.clear();
    m_stream = Stream {};
    m_dirtyFrom = 0;
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, [this] { invalidate(0, -1); });
        connect(model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int) { invalidate(first, -1); });
        connect(model, &QAbstractItemModel::rowsRemoved, this,
            [this](const QModelIndex &, int first, int) { invalidate(first, -1); });
        connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &a, const QModelIndex &b) { invalidate(a.row(), b.row()); });
    }
    scheduleRender();
}

void ChatView::invalidate(int first, int last)
{
    m_dirtyFrom = qMin(m_dirtyFrom, first);
    for (auto it = m_cache.begin(); it != m_cache.end();) {
        if (it.key() >= first && (last < 0 || it.key() <= last))
            it = m_cache.erase(it);
        else
            ++it;
    }
    scheduleRender();
}

void ChatView::scheduleRender()
{
    if (!m_renderTimer.isActive())
        m_renderTimer.start();
}

QString ChatView::markdownToHtml(const QString &markdown, int row)
{
    QString html;
    int n = 0;
    for (const MarkdownBlock &block : MarkdownBlocks::split(markdown, 0, true))
        html += MarkdownBlocks::html(markdown, block, row, block.code ? n++ : n);
    return html;
}

QString ChatView::rowHtml(int row) const
{
    const QModelIndex idx = m_model->index(row);
    using K = ChatMessagesModel::Kind;
    const auto kind = K(idx.data(ChatMessagesModel::KindRole).toInt());
    const QString text = idx.data(ChatMessagesModel::TextRole).toString();
    switch (kind) {
    case K::User:
        return QStringLiteral("<table width=\"100%\" cellpadding=\"8\" style=\"margin-top:10px;\"><tr><td "
                              "style=\"background:#e8f0fe; border-left:3px solid #3b82f6;\"><b>%1</b> "
                              "<a href=\"edit:%3\" style=\"font-size:small;\">%4</a><br/>%2</td></tr></table>")
            .arg(tr("You"), text.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br/>")),
                QString::number(row), tr("Edit"));
    case K::Assistant: // rowFragments()
        return {};
    case K::ToolCall: {
        const bool pending = idx.data(ChatMessagesModel::PendingRole).toBool();
        const bool error = idx.data(ChatMessagesModel::IsErrorRole).toBool();
        const bool open = idx.data(ChatMessagesModel::ExpandedRole).toBool();
        const QString border = error ? QStringLiteral("#dc2626") : QStringLiteral("#9ca3af");
        const QString status = pending ? tr("running…")
            : error ? tr("error · %1 ms").arg(idx.data(ChatMessagesModel::DurationRole).toLongLong())
                    : tr("%1 ms").arg(idx.data(ChatMessagesModel::DurationRole).toLongLong());
        QString args = idx.data(ChatMessagesModel::ArgumentsRole).toString();
        QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"5\" "
                                      "style=\"margin:4px 0px; border:1px solid %1; background:#fafafa;\">"
                                      "<tr><td><a href=\"toggle:%2\" style=\"text-decoration:none;\">%3 "
                                      "<b><code>%4</code></b></a> <span style=\"color:#6b7280;\"><code>%5</code></span>"
                                      "</td><td align=\"right\" style=\"color:%6;\">%7</td></tr>")
                           .arg(border, QString::number(row), open ? QStringLiteral("▾") : QStringLiteral("▸"),
                               idx.data(ChatMessagesModel::ToolNameRole).toString().toHtmlEscaped(),
                               (open ? idx.data(ChatMessagesModel::ToolCallIdRole).toString()
                                     : args.left(80) + (args.size() > 80 ? QStringLiteral("…") : QString()))
                                   .toHtmlEscaped(),
                               error ? border : QStringLiteral("#6b7280"), status);
        if (open) {
            html += QStringLiteral("<tr><td colspan=\"2\"><b>%1</b>%2")
                        .arg(tr("Arguments"), pre(prettyJson(args), QStringLiteral("#f3f4f6")));
            if (!pending)
                html += QStringLiteral("<b>%1</b> <a href=\"copyresult:%2\" style=\"font-size:small;\">%3</a>%4")
                            .arg(error ? tr("Error") : tr("Result"), QString::number(row), tr("Copy"),
                                pre(idx.data(ChatMessagesModel::ResultRole).toString(),
                                    error ? QStringLiteral("#fef2f2") : QStringLiteral("#f3f4f6")));
            html += QStringLiteral("</td></tr>");
        }
        return html + QStringLiteral("</table>");
    }
    case K::Notice:
        return QStringLiteral("<table width=\"100%\" cellpadding=\"6\" style=\"margin:4px 0px;\"><tr><td "
                              "style=\"background:#fef2f2; color:#991b1b; border-left:3px solid #dc2626;\">%1</td>"
                              "</tr></table>")
            .arg(text.toHtmlEscaped());
    }
    return {};
}

void ChatView::renderNow()
{
    m_renderTimer.stop();
    m_stats = {};
    QScrollBar *bar = verticalScrollBar();
    const bool follow = bar->value() >= bar->maximum() - 4;
    const int keep = bar->value();
    const int rows = m_model ? m_model->rowCount() : 0;
    if (!appendStreamedText(rows))
        renderFrom(qMin(m_dirtyFrom, int(m_rowStarts.size())), rows);
    m_dirtyFrom = rows;
    bar->setValue(follow ? bar->maximum() : keep);
}

QStringList ChatView::rowFragments(int row)
{
    m_reusedStreamBlocks = 0;
    if (const auto it = m_cache.constFind(row); it != m_cache.constEnd())
        return *it;
    const QModelIndex idx = m_model->index(row);
    QStringList fragments;
    if (ChatMessagesModel::Kind(idx.data(ChatMessagesModel::KindRole).toInt()) != ChatMessagesModel::Kind::Assistant) {
        fragments << rowHtml(row);
        m_cache.insert(row, fragments);
        return fragments;
    }
    const QString text = idx.data(ChatMessagesModel::TextRole).toString();
    const QString reasoning = idx.data(ChatMessagesModel::ReasoningRole).toString();
    fragments << assistantHeader();
    if (!reasoning.isEmpty())
        fragments << reasoningHtml(reasoning);
    // The blocks rendered while this row streamed are reused as long as the finished text starts with them.
    bool reuse
        = m_stream.row == row && QStringView(text).startsWith(QStringView(m_stream.text).left(m_stream.committed));
    int n = 0;
    const QList<MarkdownBlock> blocks = MarkdownBlocks::split(text, 0, true);
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        const MarkdownBlock &block = blocks.at(i);
        reuse = reuse && i < m_stream.blocks.size() && m_stream.blocks.at(i) == block;
        if (reuse) {
            fragments << m_stream.blockHtml.at(i);
            ++m_reusedStreamBlocks;
        } else {
            fragments << MarkdownBlocks::html(text, block, row, n);
            m_stats.markdownChars += block.code ? 0 : block.end - block.start;
        }
        n += block.code ? 1 : 0;
    }
    m_cache.insert(row, fragments);
    return fragments;
}

void ChatView::appendFragment(QTextCursor &cursor, const QString &html)
{
    const int at = cursor.position();
    cursor.insertHtml(kAbsorber + html);
    // The block the absorber merged into stays empty when it follows a table (or starts the document): a hairline.
    const QTextBlock merged = document()->findBlock(at);
    if (merged.isValid() && merged.length() == 1 && merged != cursor.block()) {
        QTextBlockFormat hairline;
        hairline.setLineHeight(1, QTextBlockFormat::FixedHeight);
        QTextCursor(merged).setBlockFormat(hairline);
    }
}

QList<MarkdownBlock> ChatView::completedBlocks(const QString &text)
{
    if (m_wholeMarkdown)
        return {};
    return MarkdownBlocks::split(text, m_stream.committed, false, &m_stream.proseCuts);
}

void ChatView::appendBlocks(QTextCursor &cursor, const QString &text, const QList<MarkdownBlock> &blocks)
{
    for (const MarkdownBlock &block : blocks) {
        const QString html = MarkdownBlocks::html(text, block, m_stream.row, m_stream.codeBlocks);
        m_stats.markdownChars += block.code ? 0 : block.end - block.start;
        m_stream.codeBlocks += block.code ? 1 : 0;
        m_stream.blocks << block;
        m_stream.blockHtml << html;
        m_stream.committed = block.end;
        appendFragment(cursor, html);
    }
}

void ChatView::insertTail(QTextCursor &cursor, const QString &text)
{
    m_stream.tailStart = cursor.position();
    cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
    cursor.insertText(text.mid(m_stream.committed));
    m_stream.text = text;
}

void ChatView::renderStreamingRow(QTextCursor &cursor, int row)
{
    const QModelIndex idx = m_model->index(row);
    const QString text = idx.data(ChatMessagesModel::TextRole).toString();
    const QString reasoning = idx.data(ChatMessagesModel::ReasoningRole).toString();
    if (m_stream.row != row || !QStringView(text).startsWith(QStringView(m_stream.text).left(m_stream.committed)))
        m_stream = Stream {};
    m_stream.row = row;
    m_stream.reasoning = reasoning;
    appendFragment(cursor, assistantHeader());
    const QString marker = QLatin1Char(' ') + tr("typing…");
    QTextCharFormat grey;
    grey.setForeground(QColor(0x6b, 0x72, 0x80));
    m_stream.markerStart = cursor.position();
    m_stream.markerLength = int(marker.size());
    cursor.insertText(marker, grey);
    if (!reasoning.isEmpty())
        appendFragment(cursor, reasoningHtml(reasoning));
    for (const QString &html : std::as_const(m_stream.blockHtml))
        appendFragment(cursor, html);
    appendBlocks(cursor, text, completedBlocks(text));
    insertTail(cursor, text);
}

bool ChatView::appendStreamedText(int rows)
{
    // The common streaming case: only the last row changed and its text grew. Completed blocks become Markdown, the
    // rest is appended as plain text.
    if (rows == 0 || m_stream.row != rows - 1 || m_stream.tailStart < 0 || m_dirtyFrom != rows - 1
        || m_rowStarts.size() != rows)
        return false;
    const QModelIndex idx = m_model->index(rows - 1);
    if (!idx.data(ChatMessagesModel::StreamingRole).toBool()
        || idx.data(ChatMessagesModel::ReasoningRole).toString() != m_stream.reasoning)
        return false;
    const QString text = idx.data(ChatMessagesModel::TextRole).toString();
    if (!text.startsWith(m_stream.text))
        return false;
    QTextCursor cursor(document());
    const QList<MarkdownBlock> blocks = completedBlocks(text);
    if (blocks.isEmpty()) {
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(text.mid(m_stream.text.size()));
        m_stream.text = text;
        return true;
    }
    cursor.setPosition(m_stream.tailStart);
    cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    appendBlocks(cursor, text, blocks);
    insertTail(cursor, text);
    return true;
}

bool ChatView::finishStreamInPlace(QTextCursor &cursor, int row)
{
    // The finished row replaced the streaming one at the same place (nothing before it changed): keep the header and
    // the blocks already rendered, drop the marker and the plain rest, render what is left.
    if (m_stream.row != row || m_stream.tailStart < 0 || m_rowStarts.size() != row + 1)
        return false;
    const QModelIndex idx = m_model->index(row);
    if (ChatMessagesModel::Kind(idx.data(ChatMessagesModel::KindRole).toInt()) != ChatMessagesModel::Kind::Assistant
        || idx.data(ChatMessagesModel::StreamingRole).toBool()
        || idx.data(ChatMessagesModel::ReasoningRole).toString() != m_stream.reasoning)
        return false;
    const QStringList fragments = rowFragments(row);
    if (m_reusedStreamBlocks != m_stream.blocks.size())
        return false;
    cursor.setPosition(m_stream.tailStart);
    cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    cursor.setPosition(m_stream.markerStart);
    cursor.setPosition(m_stream.markerStart + m_stream.markerLength, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    cursor.movePosition(QTextCursor::End);
    const qsizetype kept = (m_stream.reasoning.isEmpty() ? 1 : 2) + m_stream.blocks.size();
    for (qsizetype i = kept; i < fragments.size(); ++i)
        appendFragment(cursor, fragments.at(i));
    m_stats.streamedBlocksKept = int(m_stream.blocks.size());
    return true;
}

void ChatView::renderFrom(int from, int rows)
{
    QTextCursor cursor(document());
    const bool finished = from < rows && finishStreamInPlace(cursor, from);
    if (finished) {
        ++from;
    } else if (from <= 0) {
        document()->clear();
        m_rowStarts.clear();
        from = 0;
        cursor = QTextCursor(document());
    } else if (from >= m_rowStarts.size()) {
        cursor.movePosition(QTextCursor::End);
    } else {
        cursor.setPosition(m_rowStarts.at(from));
        cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
        cursor.removeSelectedText();
        m_rowStarts.resize(from);
    }
    bool streaming = false;
    for (int row = from; row < rows; ++row) {
        m_rowStarts << cursor.position();
        ++m_stats.rows;
        if (m_model->index(row).data(ChatMessagesModel::StreamingRole).toBool()) {
            renderStreamingRow(cursor, row);
            streaming = true;
            continue;
        }
        for (const QString &fragment : rowFragments(row))
            appendFragment(cursor, fragment);
    }
    if (!streaming && (finished || m_stream.row >= from))
        m_stream = Stream {};
}

void ChatView::toggleCard(int row)
{
    if (!m_model || row < 0 || row >= m_model->rowCount())
        return;
    const QModelIndex idx = m_model->index(row);
    m_model->setData(idx, !idx.data(ChatMessagesModel::ExpandedRole).toBool(), ChatMessagesModel::ExpandedRole);
}

void ChatView::onAnchor(const QUrl &url)
{
    const QStringList parts = url.toString().split(QLatin1Char(':'));
    if (parts.size() < 2 || !m_model)
        return;
    const int row = parts.at(1).toInt();
    if (row < 0 || row >= m_model->rowCount())
        return;
    QString copy;
    if (parts.first() == QLatin1String("toggle")) {
        toggleCard(row);
    } else if (parts.first() == QLatin1String("copy") && parts.size() == 3) {
        copy = MarkdownBlocks::codeAt(
            m_model->index(row).data(ChatMessagesModel::TextRole).toString(), parts.at(2).toInt());
    } else if (parts.first() == QLatin1String("edit")) {
        Q_EMIT editRequested(row);
    } else if (parts.first() == QLatin1String("copyresult")) {
        copy = m_model->index(row).data(ChatMessagesModel::ResultRole).toString();
    }
    if (!copy.isEmpty()) {
        QApplication::clipboard()->setText(copy);
        Q_EMIT copied(copy);
    }
}

} // namespace sw::ui
