#pragma once
// MessageBoxAnswer: answers the QMessageBox that opens next (from inside its own event loop, as a user would) with a
// button, and records what it asked. While it lives, every box that offers the button is answered; without a box
// nothing is clicked.
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace sw::test {

class MessageBoxAnswer : public QObject
{
public:
    explicit MessageBoxAnswer(QMessageBox::StandardButton button)
        : m_button(button)
    {
        m_poll.setInterval(0);
        connect(&m_poll, &QTimer::timeout, this, [this] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || !box->isVisible() || !box->button(m_button))
                return;
            ++shown;
            text = box->text();
            box->button(m_button)->click();
        });
        m_poll.start();
    }
    int shown = 0;
    QString text;

private:
    QMessageBox::StandardButton m_button;
    QTimer m_poll;
};

} // namespace sw::test
