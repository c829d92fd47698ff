// ChatComposer: key handling (Ctrl+Enter, history) of the message editor.
#include "chatcomposer.h"

#include <QKeyEvent>
#include <QTextBlock>

namespace sw::ui {

ChatComposer::ChatComposer(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setPlaceholderText(tr("Message (Ctrl+Enter to send, Up/Down for earlier messages)"));
    setTabChangesFocus(true);
    setMaximumHeight(fontMetrics().lineSpacing() * 6 + 12);
}

void ChatComposer::addToHistory(const QString &text)
{
    if (!text.trimmed().isEmpty() && (m_history.isEmpty() || m_history.last() != text))
        m_history << text;
    m_position = -1;
    m_draft.clear();
}

void ChatComposer::historyPrevious()
{
    if (m_history.isEmpty())
        return;
    if (m_position < 0) {
        m_draft = toPlainText();
        m_position = int(m_history.size());
    }
    if (m_position == 0)
        return;
    --m_position;
    setPlainText(m_history.at(m_position));
    moveCursor(QTextCursor::End);
}

void ChatComposer::historyNext()
{
    if (m_position < 0)
        return;
    ++m_position;
    if (m_position >= m_history.size()) {
        m_position = -1;
        setPlainText(m_draft);
    } else {
        setPlainText(m_history.at(m_position));
    }
    moveCursor(QTextCursor::End);
}

void ChatComposer::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & Qt::ControlModifier)) {
        Q_EMIT submitRequested();
        return;
    }
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        Q_EMIT cancelRequested();
        return;
    }
    if (event->modifiers() == Qt::NoModifier) {
        const QTextCursor cursor = textCursor();
        if (event->key() == Qt::Key_Up && cursor.block() == document()->firstBlock()) {
            historyPrevious();
            return;
        }
        if (event->key() == Qt::Key_Down && cursor.block() == document()->lastBlock() && m_position >= 0) {
            historyNext();
            return;
        }
    }
    QPlainTextEdit::keyPressEvent(event);
}

} // namespace sw::ui
