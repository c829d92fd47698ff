#pragma once
// MetadataTableModel: the frontmatter `metadata` map as an editable two-column table (key, value).
#include <QAbstractTableModel>

namespace sw::ui {

class MetadataTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { KeyColumn, ValueColumn, ColumnCount };
    using Entries = QList<QPair<QString, QString>>;

    explicit MetadataTableModel(QObject *parent = nullptr);

    Entries entries() const { return m_entries; }
    void setEntries(const Entries &entries); // no entriesEdited signal

    int addEntry(); // appends an empty row, returns it
    void removeEntry(int row);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void entriesEdited(); // the user changed a key or value, added or removed a row

private:
    Entries m_entries;
};

} // namespace sw::ui
