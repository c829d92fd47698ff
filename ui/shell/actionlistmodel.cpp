// ActionListModel: a flat list over the window's actions.
#include "actionlistmodel.h"

#include <QAction>

namespace sw::ui {

ActionListModel::ActionListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void ActionListModel::setEntries(const QList<Entry> &entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

QAction *ActionListModel::actionAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries[row].action.data() : nullptr;
}

int ActionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_entries.size();
}

QVariant ActionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries[index.row()];
    QAction *action = entry.action.data();
    if (!action)
        return {};
    QString text = action->text();
    text.remove(QLatin1Char('&'));
    switch (role) {
    case Qt::DisplayRole:
        return entry.category.isEmpty() ? text : entry.category + QStringLiteral(": ") + text;
    case Qt::DecorationRole:
        return action->icon();
    case Qt::ToolTipRole:
        return action->toolTip();
    case ActionRole:
        return QVariant::fromValue(static_cast<QObject *>(action));
    case ShortcutRole:
        return action->shortcut().toString(QKeySequence::NativeText);
    case CategoryRole:
        return entry.category;
    case SearchTextRole:
        return entry.category + QLatin1Char(' ') + text;
    default:
        return {};
    }
}

QHash<int, QByteArray> ActionListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(ActionRole, "action");
    names.insert(ShortcutRole, "shortcut");
    names.insert(CategoryRole, "category");
    names.insert(SearchTextRole, "searchText");
    return names;
}

} // namespace sw::ui
