#pragma once
// RequestsModel: one row per model request of the session (the inspector's timeline): index, time, profile, our
// own prompt token count beside the provider's, the provider's cache reads and writes, the prefix shared with the
// previous request, the outcome (what the answer did: text, which tool calls, from the response cache) and the
// status (live while in flight: paused, waiting, streaming, retry wait; then every attempt's HTTP status and the
// whole duration).
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
        OutcomeColumn,
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

    // "re-send of N · ..." for a re-sent request; `live` (may be null) the loop's live view when it is this request's.
    static QString statusText(const sw::RequestRecord &record, const sw::LiveRequest *live = nullptr);
    // What the answer did: "text", "skill_load data-report", "2 tool calls: …", "· from cache"; "" while in flight.
    static QString outcomeText(const sw::RequestRecord &record);
    // "429 → 200" for a request that needed more than one attempt ("" for one).
    static QString attemptsText(const sw::RequestRecord &record);
    // Provider cache figures: "1,024 read · 512 written" (Anthropic), "1,024" (others), "" when not reported.
    static QString cacheText(const sw::ChatUsage &usage);

private:
    static QString ownStatus(const sw::RequestRecord &record, const sw::LiveRequest *live);
    const sw::LiveRequest *liveFor(const sw::RequestRecord &record) const;
    void onStarted(int index);
    void onFinished(int index);
    void resync();

    QPointer<sw::AgentLoop> m_loop;
    QList<QMetaObject::Connection> m_connections;
    int m_rows = 0;
};

} // namespace sw::ui
