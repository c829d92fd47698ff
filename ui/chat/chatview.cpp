// ChatView: HTML rendering of the chat rows, anchors for card toggles and code copies, coalesced updates.
#include "chatview.h"

#include "chat/chatmessagesmodel.h"
#include "chat/toolresulthtml.h"
#include "theme/theme.h"

#include <QApplication>
#include <QClipboard>
#include <QColor>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>

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

QString pre(const QString &text, const QColor &background)
{
    return QStringLiteral("<pre style=\"background:%1; margin:2px 0px; white-space:pre-wrap;\">%2</pre>")
        .arg(background.name(), text.toHtmlEscaped());
}

} // namespace

QString ChatView::assistantHeaderHtml()
{
    return QStringLiteral("<p style=\"margin-top:8px; margin-bottom:0px;\"><b>%1</b></p>")
        .arg(ChatView::tr("Assistant"));
}

namespace {

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
    // Following the end holds while the document's layout catches up: QTextDocumentLayout lays a long document out
    // in steps, so the range a render set the value against can still grow (or be 0 right after a re-render), and a
    // notice scrolled to once would end up above the view. The user scrolling up ends the following.
    QScrollBar *bar = verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        if (m_followEnd)
            verticalScrollBar()->setValue(maximum);
    });
    connect(bar, &QScrollBar::valueChanged, this,
        [this](int value) { m_followEnd = value >= verticalScrollBar()->maximum() - 4; });
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
    m_convertedBlocks.clear();
    m_pendingBlocks.clear();
    ++m_blockGeneration;
    m_stream = Stream {};
    m_dirtyFrom = 0;
    m_noticeRows.clear();
    m_rawRows.clear();
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            m_convertedBlocks.clear();
            m_pendingBlocks.clear();
            ++m_blockGeneration;
            invalidate(0, -1);
        });
        connect(model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int) { invalidate(first, -1); });
        connect(model, &QAbstractItemModel::rowsRemoved, this,
            [this](const QModelIndex &, int first, int) { invalidate(first, -1); });
        connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &a, const QModelIndex &b) { invalidate(a.row(), b.row()); });
    }
    scheduleRender();
}

void ChatView::setStreamingNote(const QString &note)
{
    if (note == m_streamingNote)
        return;
    m_streamingNote = note;
    if (m_stream.row >= 0)
        invalidate(m_stream.row, m_stream.row); // the marker is part of the streaming row
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
    const ChatColours colours = chatColours();
    switch (kind) {
    case K::User:
        return QStringLiteral("<table width=\"100%\" cellpadding=\"8\" style=\"margin-top:10px;\"><tr><td "
                              "style=\"background:%5; border-left:3px solid %6;\"><b>%1</b> "
                              "<a href=\"edit:%3\" style=\"font-size:small;\">%4</a><br/>%2</td></tr></table>")
            .arg(tr("You"), text.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br/>")),
                QString::number(row), tr("Edit"), colours.userBackground.name(), colours.userBorder.name());
    case K::Assistant: // rowFragments()
        return {};
    case K::ToolCall: {
        const bool pending = idx.data(ChatMessagesModel::PendingRole).toBool();
        const bool cancelled = idx.data(ChatMessagesModel::CancelledRole).toBool();
        const bool error = idx.data(ChatMessagesModel::IsErrorRole).toBool() && !cancelled;
        const bool open = idx.data(ChatMessagesModel::ExpandedRole).toBool();
        const QColor border = error ? colours.failedBorder : cancelled ? colours.retryingBorder : colours.cardBorder;
        const qint64 ms = idx.data(ChatMessagesModel::DurationRole).toLongLong();
        const QString status = pending ? tr("running…")
            : cancelled                ? (ms > 0 ? tr("stopped · %1 ms").arg(ms) : tr("not run (stopped)"))
            : error                    ? tr("error · %1 ms").arg(ms)
                                       : tr("%1 ms").arg(ms);
        QString args = idx.data(ChatMessagesModel::ArgumentsRole).toString();
        QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"5\" "
                                      "style=\"margin:4px 0px; border:1px solid %1; background:%8;\">"
                                      "<tr><td><a href=\"toggle:%2\" style=\"text-decoration:none;\">%3 "
                                      "<b><code>%4</code></b></a> <span style=\"color:%9;\"><code>%5</code></span>"
                                      "</td><td align=\"right\" style=\"color:%6;\">%7</td></tr>")
                           .arg(border.name(), QString::number(row), open ? QStringLiteral("▾") : QStringLiteral("▸"),
                               idx.data(ChatMessagesModel::ToolNameRole).toString().toHtmlEscaped(),
                               (open ? idx.data(ChatMessagesModel::ToolCallIdRole).toString()
                                     : args.left(80) + (args.size() > 80 ? QStringLiteral("…") : QString()))
                                   .toHtmlEscaped(),
                               (error              ? colours.errorText
                                       : cancelled ? colours.warningText
                                                   : colours.secondaryText)
                                   .name(),
                               status, colours.cardBackground.name(), colours.secondaryText.name());
        if (open) {
            html += QStringLiteral("<tr><td colspan=\"2\"><b>%1</b>%2")
                        .arg(tr("Arguments"), pre(prettyJson(args), colours.codeBackground));
            if (!pending) {
                // The result as a person reads it (a run's output as text, its files as a list); the raw text as
                // the model received it one click away.
                const QString result = idx.data(ChatMessagesModel::ResultRole).toString();
                const bool raw = m_rawRows.contains(row);
                html += QStringLiteral("<b>%1</b> <a href=\"copyresult:%2\" style=\"font-size:small;\">%3</a> "
                                       "<a href=\"raw:%2\" style=\"font-size:small;\">%4</a>%5")
                            .arg(error || cancelled ? tr("Error") : tr("Result"), QString::number(row), tr("Copy"),
                                raw ? tr("Readable") : tr("Raw"),
                                raw ? pre(result, error ? colours.errorBackground : colours.codeBackground)
                                    : readableToolResultHtml(result, error, colours));
            }
            html += QStringLiteral("</td></tr>");
        }
        return html + QStringLiteral("</table>");
    }
    case K::Notice: {
        // Red for a failure; a retry's notice amber while it waits, neutral once the retry succeeded.
        using S = ChatMessagesModel::NoticeSeverity;
        const auto severity = S(idx.data(ChatMessagesModel::NoticeSeverityRole).toInt());
        const auto style = [](const QColor &background, const QColor &text, const QColor &border) {
            return QStringLiteral("background:%1; color:%2; border-left:3px solid %3;")
                .arg(background.name(), text.name(), border.name());
        };
        const QString css = severity == S::Recovered || severity == S::Injected
            ? style(colours.recoveredBackground, colours.recoveredText, colours.recoveredBorder)
            : severity == S::Retrying ? style(colours.retryingBackground, colours.retryingText, colours.retryingBorder)
                                      : style(colours.failedBackground, colours.failedText, colours.failedBorder);
        QString body = text.toHtmlEscaped();
        if (severity == S::Recovered)
            body += QStringLiteral(" <b>%1</b>").arg(tr("· the retry succeeded").toHtmlEscaped());
        return QStringLiteral("<table width=\"100%\" cellpadding=\"6\" style=\"margin:4px 0px;\"><tr><td "
                              "style=\"%1\">%2</td></tr></table>")
            .arg(css, body);
    }
    }
    return {};
}

void ChatView::renderNow()
{
    m_renderTimer.stop();
    m_stats = {};
    QScrollBar *bar = verticalScrollBar();
    const int keep = bar->value();
    const int rows = m_model ? m_model->rowCount() : 0;
    // Follow the end when it was in view, and whenever a new notice (a failure, a retry) arrived: it must be seen.
    // A notice is new when its row was not a notice at the last render: a failed answer can turn the row shown as
    // the streaming answer into the notice (when a render came between the two), not only append a row.
    bool follow = bar->value() >= bar->maximum() - 4;
    const int scanFrom = qMin(m_dirtyFrom, int(m_rowStarts.size()));
    QList<int> notices; // the notice rows as this render shows them
    for (const int row : std::as_const(m_noticeRows))
        if (row < scanFrom)
            notices << row;
    for (int row = scanFrom; row < rows; ++row) {
        if (ChatMessagesModel::Kind(m_model->index(row).data(ChatMessagesModel::KindRole).toInt())
            != ChatMessagesModel::Kind::Notice)
            continue;
        notices << row;
        follow = follow || !m_noticeRows.contains(row);
    }
    m_noticeRows = notices;
    if (!appendStreamedText(rows))
        renderFrom(qMin(m_dirtyFrom, int(m_rowStarts.size())), rows);
    m_dirtyFrom = rows;
    m_followEnd = follow;
    bar->setValue(follow ? bar->maximum() : keep);
}

ChatView::Fragment ChatView::blockFragment(const QString &text, const MarkdownBlock &block, int row, int codeIndex)
{
    if (!block.code) {
        m_stats.markdownChars += block.end - block.start;
        return htmlFragment(MarkdownBlocks::html(text, block, row, codeIndex));
    }
    Fragment code;
    code.code = true;
    code.language = MarkdownBlocks::language(text, block);
    code.text = MarkdownBlocks::code(text, block);
    code.href = QStringLiteral("copy:%1:%2").arg(row).arg(codeIndex);
    return code;
}

QList<ChatView::Fragment> ChatView::rowFragments(int row)
{
    m_reusedStreamBlocks = 0;
    if (const auto it = m_cache.constFind(row); it != m_cache.constEnd())
        return *it;
    const QModelIndex idx = m_model->index(row);
    QList<Fragment> fragments;
    if (ChatMessagesModel::Kind(idx.data(ChatMessagesModel::KindRole).toInt()) != ChatMessagesModel::Kind::Assistant) {
        fragments << htmlFragment(rowHtml(row));
        m_cache.insert(row, fragments);
        return fragments;
    }
    const QString text = idx.data(ChatMessagesModel::TextRole).toString();
    const QString reasoning = idx.data(ChatMessagesModel::ReasoningRole).toString();
    fragments << htmlFragment(assistantHeaderHtml());
    if (!reasoning.isEmpty()) {
        Fragment thinking;
        thinking.reasoning = true;
        thinking.text = reasoning;
        fragments << thinking;
    }
    // The blocks rendered while this row streamed are reused as long as the finished text starts with them.
    bool reuse
        = m_stream.row == row && QStringView(text).startsWith(QStringView(m_stream.text).left(m_stream.committed));
    int n = 0;
    bool complete = true; // no block waits for a worker
    const QList<MarkdownBlock> blocks = MarkdownBlocks::split(text, 0, true);
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        const MarkdownBlock &block = blocks.at(i);
        reuse = reuse && i < m_stream.blocks.size() && m_stream.blocks.at(i) == block;
        if (reuse)
            ++m_reusedStreamBlocks;
        bool ready = true;
        fragments << (reuse ? m_stream.fragments.at(i) : deferredBlockFragment(text, block, row, n, &ready));
        complete = complete && ready;
        n += block.code ? 1 : 0;
    }
    if (idx.data(ChatMessagesModel::IncompleteRole).toBool())
        fragments << htmlFragment(QStringLiteral("<p style=\"color:%1; margin-top:2px;\"><i>%2</i></p>")
                                      .arg(chatColours().warningText.name(),
                                          tr("Incomplete answer: what arrived before it was cut off (see below).")));
    if (complete) {
        m_cache.insert(row, fragments);
        forgetConvertedBlocks(row); // kept in the row's fragments now
    }
    return fragments;
}

void ChatView::append(QTextCursor &cursor, const Fragment &fragment)
{
    if (fragment.reasoning)
        appendToFrame(openReasoning(cursor), fragment.text);
    else if (fragment.code)
        appendToFrame(openCode(cursor, fragment.language, fragment.href), fragment.text);
    else
        appendHtml(cursor, fragment.html);
}

QTextFrame *ChatView::openReasoning(QTextCursor &cursor)
{
    const int at = cursor.position();
    QTextFrameFormat frame;
    frame.setTopMargin(4);
    frame.setBottomMargin(4);
    QTextFrame *reasoning = cursor.insertFrame(frame);
    QTextCharFormat grey;
    grey.setForeground(chatColours().secondaryText);
    grey.setFontItalic(true);
    reasoning->firstCursorPosition().setBlockCharFormat(grey);
    cursor.movePosition(QTextCursor::End);
    hairline(at, cursor);
    return reasoning;
}

void ChatView::hairline(int position, const QTextCursor &cursor)
{
    // The block an insertion started in stays empty when it follows a table or a frame (or starts the document):
    // a hairline instead of an empty line.
    const QTextBlock merged = document()->findBlock(position);
    if (merged.isValid() && merged.length() == 1 && merged != cursor.block()) {
        QTextBlockFormat format;
        format.setLineHeight(1, QTextBlockFormat::FixedHeight);
        QTextCursor(merged).setBlockFormat(format);
    }
}

void ChatView::appendHtml(QTextCursor &cursor, const QString &html)
{
    const int at = cursor.position();
    cursor.insertHtml(kAbsorber + html);
    hairline(at, cursor);
}

QTextFrame *ChatView::openCode(QTextCursor &cursor, const QString &language, const QString &href)
{
    const int at = cursor.position();
    QTextFrameFormat frame;
    const ChatColours colours = chatColours();
    frame.setBackground(colours.codeBackground);
    frame.setBorder(1);
    frame.setBorderBrush(colours.codeBorder);
    frame.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    frame.setPadding(6);
    frame.setTopMargin(4);
    frame.setBottomMargin(4);
    QTextFrame *code = cursor.insertFrame(frame);
    QTextCursor inside = code->firstCursorPosition();
    QTextBlockFormat header;
    header.setBottomMargin(4);
    inside.setBlockFormat(header);
    QTextCharFormat small;
    small.setProperty(QTextFormat::FontSizeAdjustment, -1);
    QTextCharFormat label = small;
    label.setForeground(colours.secondaryText);
    if (!language.isEmpty())
        inside.insertText(language + QStringLiteral("   "), label);
    QTextCharFormat link = small;
    link.setAnchor(true);
    link.setAnchorHref(href);
    link.setForeground(palette().color(QPalette::Link));
    link.setFontUnderline(true);
    inside.insertText(tr("Copy"), link);
    QTextBlockFormat lines;
    lines.setNonBreakableLines(true);
    QTextCharFormat mono;
    mono.setFontFamilies({ QStringLiteral("monospace") });
    mono.setFontFixedPitch(true);
    inside.insertBlock(lines, mono);
    cursor.movePosition(QTextCursor::End);
    hairline(at, cursor);
    return code;
}

void ChatView::appendToFrame(QTextFrame *frame, const QString &text)
{
    if (!frame || text.isEmpty())
        return;
    QTextCursor end = frame->lastCursorPosition();
    end.insertText(text, end.charFormat());
}

void ChatView::renderFrom(int from, int rows)
{
    if (m_stream.finishing) { // the finished row waits for a worker: complete it now, or drop it when it changes
        if (from >= rows && m_rowStarts.size() == rows)
            return; // nothing changed: the worker's result completes the row
        if (from > m_stream.row)
            drainFinished(false);
        else
            m_stream.finishing = false;
    }
    QTextCursor cursor(document());
    const bool finished = from < rows && finishStreamInPlace(cursor, from, rows);
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
        for (const Fragment &fragment : rowFragments(row))
            append(cursor, fragment);
    }
    if (!streaming && !m_stream.finishing && (finished || m_stream.row >= from))
        m_stream = Stream {};
}

void ChatView::changeEvent(QEvent *event)
{
    // The rows' colours follow the theme (they are HTML, which the palette does not reach).
    if (event->type() == QEvent::PaletteChange)
        invalidate(0, -1);
    QTextBrowser::changeEvent(event);
}

void ChatView::setRawResult(int row, bool raw)
{
    if (raw == m_rawRows.contains(row))
        return;
    if (raw)
        m_rawRows.insert(row);
    else
        m_rawRows.remove(row);
    invalidate(row, row);
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
    } else if (parts.first() == QLatin1String("raw")) {
        if (!m_rawRows.remove(row))
            m_rawRows.insert(row);
        invalidate(row, row);
    } else if (parts.first() == QLatin1String("copyresult")) {
        copy = m_model->index(row).data(ChatMessagesModel::ResultRole).toString();
    }
    if (!copy.isEmpty()) {
        QApplication::clipboard()->setText(copy);
        Q_EMIT copied(copy);
    }
}

} // namespace sw::ui
