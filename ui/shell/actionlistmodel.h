#pragma once
// ActionListModel: every enabled QAction of the window as a list (text, shortcut, menu path), for the command
// palette.
#include <QAbstractListModel>
#include <QPointer>

class QAction;

namespace sw::ui {

class ActionListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { ActionRole = Qt::UserRole + 1, ShortcutRole, CategoryRole, SearchTextRole };

    explicit ActionListModel(QObject *parent = nullptr);

    struct Entry
    {
        QPointer<QAction> action;
        QString category; // menu title, e.g. "File"
    };
    void setEntries(const QList<Entry> &entries);
    QAction *actionAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QList<Entry> m_entries;
};

} // namespace sw::ui
