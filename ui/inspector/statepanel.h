#pragma once
// StatePanel: the session state keys live (SessionStateModel in a table, the latest change in bold) and the
// history of state changes with their reasons (loads, doc selections, turn resets, once offloads, evictions).
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTableView;

namespace sw {
class AgentLoop;
}

namespace sw::ui {

class SessionStateModel;

class StatePanel : public QWidget
{
    Q_OBJECT
public:
    explicit StatePanel(QWidget *parent = nullptr);

    // Follows the loop (connect ChatPanel::loopChanged here); nullptr clears.
    void setLoop(sw::AgentLoop *loop);
    SessionStateModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString historyText() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshHistory();
    // Every column on screen: each gets its contents' width when all fit; otherwise Value and "Set by" keep a
    // readable share and the key (long, told apart by its end) is elided in the middle (the tool tip has it whole).
    void fitColumns();

    SessionStateModel *m_model;
    QTableView *m_table;
    QLabel *m_summary;
    QPlainTextEdit *m_history;
    sw::AgentLoop *m_loop = nullptr;
    bool m_historyAtEnd = true; // the history shows its newest change (kept when a resize rewraps it)
};

} // namespace sw::ui
