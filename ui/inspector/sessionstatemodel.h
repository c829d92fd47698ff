#pragma once
// SessionStateModel: the session state map live (the temp:skill:* keys of PROTOCOL.md section 5): key, value, and
// the transcript reason of the change that last set it ("skill_load call_1", "declared", "turn reset", ...).
#include "agent/agentloop.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace sw::ui {

class SessionStateModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { KeyColumn, ValueColumn, ReasonColumn, ColumnCount };
    enum Role { KeyRole = Qt::UserRole + 1, RecentRole /* changed by the latest state delta */ };

    explicit SessionStateModel(QObject *parent = nullptr);

    void setLoop(sw::AgentLoop *loop);
    sw::AgentLoop *loop() const { return m_loop; }
    // Shows a saved session's final state (no live updates).
    void setSession(const sw::Session &session);

    QStringList keys() const;
    QString value(const QString &key) const;
    // Removed keys with the reason that removed them, newest last (what cleared a load).
    QList<std::pair<QString, QString>> removals() const { return m_removals; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString key;
        QString value;
        QString reason;
        bool recent = false;
    };
    void rebuild(const sw::Session &session);
    void refresh();

    QPointer<sw::AgentLoop> m_loop;
    QList<QMetaObject::Connection> m_connections;
    QList<Row> m_rows;
    QList<std::pair<QString, QString>> m_removals;
};

} // namespace sw::ui
