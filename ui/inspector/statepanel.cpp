// StatePanel: layout and the change history text.
#include "statepanel.h"

#include "agent/agentloop.h"
#include "inspector/sessionstatemodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace sw::ui {

StatePanel::StatePanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new SessionStateModel(this))
    , m_table(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_history(new QPlainTextEdit(this))
{
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_history->setReadOnly(true);
    m_history->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_history->setPlaceholderText(tr("State changes appear here as the agent loads skills."));
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_history);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    connect(m_model, &QAbstractItemModel::modelReset, this, &StatePanel::refreshHistory);
    refreshHistory();
}

void StatePanel::setLoop(sw::AgentLoop *loop)
{
    m_loop = loop;
    m_model->setLoop(loop);
    m_table->resizeColumnToContents(SessionStateModel::KeyColumn);
}

QString StatePanel::historyText() const
{
    return m_history->toPlainText();
}

void StatePanel::refreshHistory()
{
    m_summary->setText(tr("%n state key(s)", nullptr, m_model->rowCount()));
    QStringList lines;
    if (m_model->loop()) {
        for (const sw::TranscriptEvent &e : m_model->loop()->session().events) {
            if (e.kind != sw::TranscriptEvent::Kind::StateDelta)
                continue;
            for (const sw::StateChange &c : e.delta)
                lines << (c.value ? tr("turn %1 · %2: %3 = %4").arg(e.turn + 1).arg(e.reason, c.key, *c.value)
                                  : tr("turn %1 · %2: %3 removed").arg(e.turn + 1).arg(e.reason, c.key));
        }
    }
    m_history->setPlainText(lines.join(QLatin1Char('\n')));
    m_history->moveCursor(QTextCursor::End);
    if (m_model->rowCount() > 0)
        m_table->resizeColumnToContents(SessionStateModel::KeyColumn);
}

} // namespace sw::ui
