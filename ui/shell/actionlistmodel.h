#pragma once
// ActionListModel: the window's menu commands as a list (text, shortcut, menu path), for the command palette; the
// disabled ones greyed.
#include <QAbstractListModel>
#include <QPointer>

class QAction;

namespace sw::ui {

// A menu text as words: "&File" -> "File", "文件(&F)" -> "文件", "打开(&O)…" -> "打开…", "A && B" -> "A & B".
QString withoutMnemonic(const QString &menuText);

class ActionListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { ActionRole = Qt::UserRole + 1, ShortcutRole, CategoryRole, SearchTextRole };

    explicit ActionListModel(QObject *parent = nullptr);

    struct Entry
    {
        QPointer<QAction> action;
        QString category; // menu title, e.g. "&File" (shown without its mnemonic)
    };
    void setEntries(const QList<Entry> &entries);
    QAction *actionAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // A command that cannot run now (Save with nothing changed) is listed, greyed, and cannot be chosen.
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QList<Entry> m_entries;
};

} // namespace sw::ui
