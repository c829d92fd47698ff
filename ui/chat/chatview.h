#pragma once
// ChatView: renders a ChatMessagesModel as a rich text conversation: Markdown assistant text with code blocks
// (each with a Copy link), tool calls as collapsible cards (arguments, result, duration; errors open), notices.
// Re-rendering is coalesced so streaming many small deltas stays cheap; it keeps following the end when the
// user was at the bottom.
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

private:
    void scheduleRender();
    void invalidate(int first, int last);
    void onAnchor(const QUrl &url);
    QString rowHtml(int row) const;
    QString codeBlock(int row, int n) const;

    ChatMessagesModel *m_model = nullptr;
    QTimer m_renderTimer;
    mutable QHash<int, QString> m_cache;
};

} // namespace sw::ui
