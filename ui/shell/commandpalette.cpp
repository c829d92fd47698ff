// CommandPalette: a filter line over a proxy of ActionListModel.
#include "commandpalette.h"

#include "actionlistmodel.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace sw::ui {

namespace {
// The command's icon and text, and its shortcut right-aligned in the row (in the colour of disabled text unless the
// row is selected); the text gives way to the shortcut.
class CommandDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt(option);
        initStyleOption(&opt, index);
        const QWidget *widget = opt.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        const QString shortcut = index.data(ActionListModel::ShortcutRole).toString();
        if (shortcut.isEmpty()) {
            style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
            return;
        }
        QStyleOptionViewItem row(opt); // the row's background, selection and focus, across its whole width
        row.text.clear();
        row.icon = QIcon();
        row.features &= ~QStyleOptionViewItem::HasDecoration;
        style->drawControl(QStyle::CE_ItemViewItem, &row, painter, widget);
        const int gap = opt.fontMetrics.averageCharWidth() * 2;
        QStyleOptionViewItem item(opt); // the icon and the text, before the shortcut
        item.rect.setRight(opt.rect.right() - opt.fontMetrics.horizontalAdvance(shortcut) - gap);
        item.state &= ~QStyle::State_HasFocus;
        style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);
        painter->save();
        const bool selected = opt.state.testFlag(QStyle::State_Selected);
        painter->setPen(opt.palette.color(
            selected ? QPalette::Active : QPalette::Disabled, selected ? QPalette::HighlightedText : QPalette::Text));
        painter->drawText(opt.rect.adjusted(0, 0, -gap / 2, 0), Qt::AlignRight | Qt::AlignVCenter, shortcut);
        painter->restore();
    }
};
} // namespace

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
    m_list->setItemDelegate(new CommandDelegate(m_list));
    m_filter->setPlaceholderText(tr("Type a command…"));
    m_filter->setClearButtonEnabled(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_filter);
    layout->addWidget(m_list);
    m_filter->installEventFilter(this);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        selectRow(enabledRow(0, 1));
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
    selectRow(enabledRow(0, 1)); // what can run changes between two popups (Save after an edit)
    show();
    m_filter->setFocus();
}

int CommandPalette::enabledRow(int row, int step) const
{
    for (; row >= 0 && row < m_proxy->rowCount(); row += step)
        if (m_proxy->index(row, 0).flags().testFlag(Qt::ItemIsEnabled))
            return row;
    return -1;
}

void CommandPalette::selectRow(int row)
{
    if (row < 0)
        m_list->setCurrentIndex({});
    else
        m_list->setCurrentIndex(m_proxy->index(row, 0));
}

int CommandPalette::currentRow() const
{
    const QModelIndex index = m_list->currentIndex();
    return index.isValid() && index.flags().testFlag(Qt::ItemIsEnabled) ? index.row() : -1;
}

bool CommandPalette::triggerRow(int proxyRow)
{
    const QModelIndex index = m_proxy->index(proxyRow, 0);
    if (!index.isValid() || !index.flags().testFlag(Qt::ItemIsEnabled))
        return false; // a command that cannot run now: the palette stays, the list says why (greyed)
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
        const int row = currentRow();
        if (key->key() == Qt::Key_Down || key->key() == Qt::Key_Up) {
            const int step = key->key() == Qt::Key_Down ? 1 : -1;
            const int next = enabledRow(row < 0 ? (step > 0 ? 0 : m_proxy->rowCount() - 1) : row + step, step);
            if (next >= 0)
                selectRow(next);
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (row >= 0)
                triggerRow(row);
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}

} // namespace sw::ui
