// ChatView: HTML rendering of the chat rows, anchors for card toggles and code copies, coalesced updates.
#include "chat/chatview.h"

#include "chat/chatmessagesmodel.h"

#include <QApplication>
#include <QClipboard>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextCursor>
#include <QTextDocument>

namespace sw::ui {

namespace {

QString bodyOf(const QString &html)
{
    const qsizetype start = html.indexOf(QLatin1String("<body"));
    if (start < 0)
        return html;
    const qsizetype open = html.indexOf(QLatin1Char('>'), start);
    const qsizetype end = html.lastIndexOf(QLatin1String("</body>"));
    return html.mid(open + 1, end - open - 1);
}

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

struct Fence
{
    QString language;
    QString code;
};

// Splits Markdown into prose and fenced code parts (``` or ~~~ fences).
QList<std::pair<bool, Fence>> splitFences(const QString &markdown)
{
    QList<std::pair<bool, Fence>> parts;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    QString prose;
    QString code;
    QString fence;
    QString language;
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (fence.isEmpty() && (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~")))) {
            if (!prose.isEmpty())
                parts.append({ false, { {}, prose } });
            prose.clear();
            fence = trimmed.left(3);
            language = trimmed.mid(3).trimmed();
            code.clear();
        } else if (!fence.isEmpty() && trimmed.startsWith(fence)) {
            parts.append({ true, { language, code } });
            fence.clear();
        } else if (!fence.isEmpty()) {
            code += (code.isEmpty() ? QString() : QStringLiteral("\n")) + line;
        } else {
            prose += line + QLatin1Char('\n');
        }
    }
    if (!fence.isEmpty()) // still streaming: an open fence
        parts.append({ true, { language, code } });
    else if (!prose.isEmpty())
        parts.append({ false, { {}, prose } });
    return parts;
}

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
    m_fullRender = qEnvironmentVariableIntValue("SW_CHAT_FULL_RENDER") != 0; // the old renderer, for benchmarks
    setPlaceholderText(tr("Ask something: the agent sees the skill catalog and loads skills with its tools."));
}

void ChatView::setModel(ChatMessagesModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_cache.clear();
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
    for (const auto &[isCode, part] : splitFences(markdown)) {
        if (!isCode) {
            QTextDocument doc;
            doc.setMarkdown(part.code);
            html += bodyOf(doc.toHtml());
            continue;
        }
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" "
                               "style=\"background:#f3f4f6; border:1px solid #d0d4da; margin:4px 0px;\">"
                               "<tr><td><span style=\"color:#6b7280; font-size:small;\">%1</span></td>"
                               "<td align=\"right\"><a href=\"copy:%2:%3\" style=\"font-size:small;\">%4</a></td></tr>"
                               "<tr><td colspan=\"2\"><pre style=\"margin:0px;\">%5</pre></td></tr></table>")
                    .arg(part.language.toHtmlEscaped(), QString::number(row), QString::number(n), ChatView::tr("Copy"),
                        part.code.toHtmlEscaped());
        ++n;
    }
    return html;
}

QString ChatView::codeBlock(int row, int n) const
{
    const QString text = m_model->index(row).data(ChatMessagesModel::TextRole).toString();
    int i = 0;
    for (const auto &[isCode, part] : splitFences(text)) {
        if (isCode && i++ == n)
            return part.code;
    }
    return {};
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
    case K::Assistant: {
        QString html = QStringLiteral("<p style=\"margin-top:8px; margin-bottom:0px;\"><b>%1</b>%2</p>")
                           .arg(tr("Assistant"),
                               idx.data(ChatMessagesModel::StreamingRole).toBool()
                                   ? QStringLiteral(" <span style=\"color:#6b7280;\">%1</span>").arg(tr("typing…"))
                                   : QString());
        const QString reasoning = idx.data(ChatMessagesModel::ReasoningRole).toString();
        if (!reasoning.isEmpty())
            html += QStringLiteral("<p style=\"color:#6b7280; font-style:italic;\">%1</p>")
                        .arg(reasoning.toHtmlEscaped());
        if (idx.data(ChatMessagesModel::StreamingRole).toBool()) // plain while it streams: appended in place
            return html
                + QStringLiteral("<p style=\"margin-top:0px;\">%1</p>")
                      .arg(text.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br/>")));
        return html + markdownToHtml(text, row);
    }
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
    QScrollBar *bar = verticalScrollBar();
    const bool follow = bar->value() >= bar->maximum() - 4;
    const int keep = bar->value();
    const int rows = m_model ? m_model->rowCount() : 0;
    if (m_fullRender) {
        QString html;
        for (int row = 0; row < rows; ++row) {
            auto it = m_cache.find(row);
            if (it == m_cache.end())
                it = m_cache.insert(row, rowHtml(row));
            html += *it;
        }
        setHtml(html);
    } else if (!appendStreamedText(rows)) {
        renderFrom(qMin(m_dirtyFrom, int(m_rowStarts.size())), rows);
    }
    m_dirtyFrom = rows;
    bar->setValue(follow ? bar->maximum() : keep);
}

bool ChatView::appendStreamedText(int rows)
{
    // The common streaming case: only the last row changed and its text grew. Append the new characters.
    if (rows == 0 || m_streamRow != rows - 1 || m_dirtyFrom != rows - 1 || m_rowStarts.size() != rows)
        return false;
    const QModelIndex idx = m_model->index(rows - 1);
    if (!idx.data(ChatMessagesModel::StreamingRole).toBool()
        || idx.data(ChatMessagesModel::ReasoningRole).toString() != m_streamReasoning)
        return false;
    const QString text = idx.data(ChatMessagesModel::TextRole).toString();
    if (!text.startsWith(m_streamText) || m_streamText.isEmpty())
        return false;
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(text.mid(m_streamText.size()));
    m_streamText = text;
    m_cache.remove(rows - 1);
    return true;
}

void ChatView::renderFrom(int from, int rows)
{
    QTextCursor cursor(document());
    if (from <= 0) {
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
    m_streamRow = -1;
    for (int row = from; row < rows; ++row) {
        auto it = m_cache.find(row);
        if (it == m_cache.end())
            it = m_cache.insert(row, rowHtml(row));
        m_rowStarts << cursor.position();
        cursor.insertHtml(*it);
        const QModelIndex idx = m_model->index(row);
        if (idx.data(ChatMessagesModel::StreamingRole).toBool()) {
            m_streamRow = row;
            m_streamText = idx.data(ChatMessagesModel::TextRole).toString();
            m_streamReasoning = idx.data(ChatMessagesModel::ReasoningRole).toString();
        }
    }
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
        copy = codeBlock(row, parts.at(2).toInt());
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
