#pragma once
// RequestsModel: one row per model request of the session (the inspector's timeline): index, time, profile, our
// own prompt token count beside the provider's, cached tokens, the prefix shared with the previous request, status.
#include "agent/agentloop.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace sw::ui {

class RequestsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        IndexColumn,
        TimeColumn,
        ProfileColumn,
        TokensColumn,
        ProviderTokensColumn,
        CachedColumn,
        SharedPrefixColumn,
        StatusColumn,
        ColumnCount
    };
    enum Role {
        RequestIndexRole = Qt::UserRole + 1,
        SortValueRole, // the number behind a numeric cell (-1 when unknown)
    };

    explicit RequestsModel(QObject *parent = nullptr);

    // Follows `loop` live; nullptr detaches (empty model).
    void setLoop(sw::AgentLoop *loop);
    sw::AgentLoop *loop() const { return m_loop; }
    // The record of a row (valid while the loop lives); nullptr when out of range.
    const sw::RequestRecord *record(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString statusText(const sw::RequestRecord &record); // "re-send of N · ..." for a re-sent request

private:
    static QString ownStatus(const sw::RequestRecord &record);
    void onStarted(int index);
    void onFinished(int index);
    void resync();

    QPointer<sw::AgentLoop> m_loop;
    QList<QMetaObject::Connection> m_connections;
    int m_rows = 0;
};

} // namespace sw::ui
