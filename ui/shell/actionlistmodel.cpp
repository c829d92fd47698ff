// ActionListModel: a flat list over the window's actions.
#include "actionlistmodel.h"

#include <QAction>
#include <QPixmap>
#include <QRegularExpression>

namespace sw::ui {

QString withoutMnemonic(const QString &menuText)
{
    // "文件(&F)" and "打开(&O)…" (a translation's key in brackets after the word): the bracket goes with the key;
    // "&File": the marker; "&&" is a literal ampersand.
    static const QRegularExpression bracketed(QStringLiteral("\\s*[(（]&[^&][)）]"));
    QString text = menuText;
    text.remove(bracketed);
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('&'))
                out += text.at(++i);
            continue;
        }
        out += text.at(i);
    }
    return out;
}

namespace {
// Actions without an icon take the room of one, so that every command's text starts in the same column.
QIcon blankIcon()
{
    static const QIcon icon = [] {
        QPixmap pixmap(64, 64);
        pixmap.fill(Qt::transparent);
        return QIcon(pixmap);
    }();
    return icon;
}
} // namespace

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
    const QString text = withoutMnemonic(action->text());
    const QString category = withoutMnemonic(entry.category);
    switch (role) {
    case Qt::DisplayRole:
        return category.isEmpty() ? text : category + QStringLiteral(": ") + text;
    case Qt::DecorationRole:
        return action->icon().isNull() ? blankIcon() : action->icon();
    case Qt::ToolTipRole:
        return action->toolTip();
    case ActionRole:
        return QVariant::fromValue(static_cast<QObject *>(action));
    case ShortcutRole:
        return action->shortcut().toString(QKeySequence::NativeText);
    case CategoryRole:
        return category;
    case SearchTextRole:
        return category + QLatin1Char(' ') + text;
    default:
        return {};
    }
}

Qt::ItemFlags ActionListModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    const QAction *action = m_entries[index.row()].action.data();
    return action && action->isEnabled() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren
                                         : Qt::ItemNeverHasChildren;
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
