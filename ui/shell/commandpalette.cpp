// CommandPalette: a filter line over a proxy of ActionListModel.
#include "commandpalette.h"

#include "actionlistmodel.h"

#include <QAction>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QSortFilterProxyModel>
#include <QVBoxLayout>

namespace sw::ui {

CommandPalette::CommandPalette(ActionListModel *model, QWidget *parent)
    : QFrame(parent, Qt::Popup)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_list(new QListView(this))
{
    setObjectName(QStringLiteral("commandPalette"));
    setFrameShape(QFrame::StyledPanel);
    m_proxy->setSourceModel(model);
    m_proxy->setFilterRole(ActionListModel::SearchTextRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_list->setModel(m_proxy);
    m_list->setUniformItemSizes(true);
    m_filter->setPlaceholderText(tr("Type a command…"));
    m_filter->setClearButtonEnabled(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_filter);
    layout->addWidget(m_list);
    m_filter->installEventFilter(this);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        if (m_proxy->rowCount() > 0)
            m_list->setCurrentIndex(m_proxy->index(0, 0));
    });
    connect(m_list, &QListView::activated, this, [this](const QModelIndex &index) { triggerRow(index.row()); });
}

void CommandPalette::popup()
{
    QWidget *host = parentWidget();
    const int width = qMin(560, host->width() - 40);
    resize(width, 340);
    move(host->mapToGlobal(QPoint((host->width() - width) / 2, 60)));
    m_filter->clear();
    m_proxy->setFilterFixedString(QString());
    m_list->setCurrentIndex(m_proxy->index(0, 0));
    show();
    m_filter->setFocus();
}

bool CommandPalette::triggerRow(int proxyRow)
{
    const QModelIndex index = m_proxy->index(proxyRow, 0);
    if (!index.isValid())
        return false;
    QAction *action = m_model->actionAt(m_proxy->mapToSource(index).row());
    hide();
    if (!action || !action->isEnabled())
        return false;
    action->trigger();
    return true;
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const int row = m_list->currentIndex().row();
        if (key->key() == Qt::Key_Down || key->key() == Qt::Key_Up) {
            const int next = qBound(0, row + (key->key() == Qt::Key_Down ? 1 : -1), m_proxy->rowCount() - 1);
            m_list->setCurrentIndex(m_proxy->index(next, 0));
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            triggerRow(qMax(0, row));
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}

} // namespace sw::ui
