// StatePanel: layout and the change history text.
#include "statepanel.h"

#include "agent/agentloop.h"
#include "inspector/sessionstatemodel.h"
#include "theme/columnfit.h"
#include "theme/wrapdelegate.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
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
    // fitColumns sizes all three (a stretched last section would not go below its default 100 px).
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setMinimumSectionSize(24);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // fitColumns keeps every column in view
    // Keys and values wrap instead of eliding: keys differ at their ends ("temp:skill:…data-report" hid which skill)
    // and values are short lists (["dat…ort"]). They may break after ':', '/', '_' and '-' too.
    m_table->setItemDelegate(new WrappingDelegate(m_table));
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    setKeyColumns(m_table, { SessionStateModel::KeyColumn, SessionStateModel::ValueColumn });
    m_table->viewport()->installEventFilter(this);
    m_history->setReadOnly(true);
    // A long change wraps (inside a long key too): nothing hides to the right.
    m_history->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_history->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_history->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
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
    // The newest change stays in view when the text rewraps (the tab shown, the panel resized), until the user
    // scrolls up.
    QScrollBar *historyBar = m_history->verticalScrollBar();
    connect(historyBar, &QScrollBar::valueChanged, this,
        [this, historyBar](int value) { m_historyAtEnd = value >= historyBar->maximum(); });
    connect(historyBar, &QScrollBar::rangeChanged, this, [this, historyBar](int, int maximum) {
        if (m_historyAtEnd)
            historyBar->setValue(maximum);
    });
    refreshHistory();
}

void StatePanel::setLoop(sw::AgentLoop *loop)
{
    m_loop = loop;
    m_model->setLoop(loop);
    fitColumns();
}

bool StatePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void StatePanel::fitColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    const int available = m_table->viewport()->width();
    if (available <= 0)
        return;
    const QAbstractItemView *view = m_table; // sizeHintForColumn is public there (protected in QTableView)
    int want[SessionStateModel::ColumnCount];
    int title[SessionStateModel::ColumnCount];
    int total = 0;
    for (int c = 0; c < SessionStateModel::ColumnCount; ++c) {
        title[c] = header->sectionSizeHint(c);
        want[c] = qMax(title[c], view->sizeHintForColumn(c));
        total += want[c];
    }
    using M = SessionStateModel;
    if (total <= available) {
        // All fit: each its contents, the last ("Set by") takes the rest.
        header->resizeSection(M::KeyColumn, want[M::KeyColumn]);
        header->resizeSection(M::ValueColumn, want[M::ValueColumn]);
        header->resizeSection(M::ReasonColumn, available - want[M::KeyColumn] - want[M::ValueColumn]);
        return;
    }
    // Value (up to a quarter) and "Set by" (up to 30%): their contents, at least a fifth (their titles when there is
    // room); the key the rest, at least a fifth too.
    const int fifth = available / 5;
    auto share = [&](int c, int most) { return qMax(qMin(title[c], most), qBound(fifth, want[c], most)); };
    int value = share(M::ValueColumn, available / 4);
    int reason = share(M::ReasonColumn, available * 3 / 10);
    const int key = qMax(fifth, available - value - reason);
    if (const int excess = key + value + reason - available; excess > 0) {
        value = qMax(fifth, value - (excess + 1) / 2);
        reason = qMax(fifth, reason - (excess + 1) / 2);
    }
    header->resizeSection(M::ValueColumn, value);
    header->resizeSection(M::ReasonColumn, reason);
    header->resizeSection(M::KeyColumn, qMax(fifth, available - value - reason));
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
    m_historyAtEnd = true;
    m_history->setPlainText(lines.join(QLatin1Char('\n')));
    // The newest change in view, from the left edge (moving the cursor to the end scrolled a long line's end in).
    m_history->moveCursor(QTextCursor::End);
    m_history->horizontalScrollBar()->setValue(0);
    fitColumns();
}

} // namespace sw::ui
