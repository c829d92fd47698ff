#pragma once
// ChatView: renders a ChatMessagesModel as a rich text conversation: Markdown assistant text with code blocks
// (each with a Copy link), tool calls as collapsible cards (arguments, result, duration; errors open), notices.
// Re-rendering is coalesced (30 ms) and incremental: only rows from the first changed one are rebuilt, and text
// streaming into the last row is appended in place (plain while it streams, Markdown once finished), so a long
// answer does not re-render the whole conversation per update. It keeps following the end when the user was at
// the bottom.
#include <QHash>
#include <QTextBrowser>
#include <QTimer>

namespace sw::ui {

class ChatMessagesModel;

class ChatView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ChatView(QWidget *parent = nullptr);

    void setModel(ChatMessagesModel *model);
    ChatMessagesModel *model() const { return m_model; }

    // Toggles a tool card (as clicking its header does).
    void toggleCard(int row);
    // Renders pending changes now (tests, screenshots).
    void renderNow();

    // Markdown -> HTML body fragment with fenced code blocks as <pre> tables carrying a copy:<row>:<n> link.
    static QString markdownToHtml(const QString &markdown, int row);

Q_SIGNALS:
    void copied(const QString &text);
    // The user clicked "Edit" on a user message (model row).
    void editRequested(int row);

private:
    void scheduleRender();
    void invalidate(int first, int last);
    void onAnchor(const QUrl &url);
    QString rowHtml(int row) const;
    QString codeBlock(int row, int n) const;
    bool appendStreamedText(int rows);
    void renderFrom(int from, int rows);

    ChatMessagesModel *m_model = nullptr;
    QTimer m_renderTimer;
    mutable QHash<int, QString> m_cache;
    // Incremental rendering: the document position where each row starts, the first row changed since the last
    // render, and the streaming row's text already in the document (new text is appended, not re-rendered).
    QList<int> m_rowStarts;
    int m_dirtyFrom = 0;
    int m_streamRow = -1;
    QString m_streamText;
    QString m_streamReasoning;
    bool m_fullRender = false;
};

} // namespace sw::ui
