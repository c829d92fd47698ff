// MetadataTableModel: a list of key/value pairs with edit signals.
#include "metadatatablemodel.h"

namespace sw::ui {

MetadataTableModel::MetadataTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void MetadataTableModel::setEntries(const Entries &entries)
{
    if (entries == m_entries)
        return;
    if (entries.size() == m_entries.size()) {
        m_entries = entries;
        if (!m_entries.isEmpty())
            emit dataChanged(index(0, 0), index(m_entries.size() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

int MetadataTableModel::addEntry()
{
    const int row = m_entries.size();
    beginInsertRows({}, row, row);
    m_entries.append(QPair<QString, QString>());
    endInsertRows();
    emit entriesEdited();
    return row;
}

void MetadataTableModel::removeEntry(int row)
{
    if (row < 0 || row >= m_entries.size())
        return;
    beginRemoveRows({}, row, row);
    m_entries.removeAt(row);
    endRemoveRows();
    emit entriesEdited();
}

int MetadataTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_entries.size();
}
int MetadataTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MetadataTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const auto &entry = m_entries[index.row()];
    return index.column() == KeyColumn ? entry.first : entry.second;
}

bool MetadataTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    auto &entry = m_entries[index.row()];
    QString &field = index.column() == KeyColumn ? entry.first : entry.second;
    if (field == value.toString())
        return false;
    field = value.toString();
    emit dataChanged(index, index, { Qt::DisplayRole, Qt::EditRole });
    emit entriesEdited();
    return true;
}

Qt::ItemFlags MetadataTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemNeverHasChildren;
}

QVariant MetadataTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == KeyColumn ? tr("Key") : tr("Value");
}

} // namespace sw::ui
