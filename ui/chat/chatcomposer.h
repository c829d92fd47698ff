#pragma once
// ChatComposer: the multi-line message editor. Ctrl+Enter submits; Up on the first line / Down on the last line
// walk through the messages sent before (the draft is kept while browsing).
#include <QPlainTextEdit>
#include <QStringList>

namespace sw::ui {

class ChatComposer : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit ChatComposer(QWidget *parent = nullptr);

    void addToHistory(const QString &text);
    QStringList history() const { return m_history; }
    void historyPrevious();
    void historyNext();

Q_SIGNALS:
    void submitRequested();
    void cancelRequested(); // Esc (e.g. leave edit-and-resend)

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QStringList m_history;
    int m_position = -1; // -1 = editing the draft
    QString m_draft;
};

} // namespace sw::ui
