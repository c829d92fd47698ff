#pragma once
// TransportModel: the transport attempts of one request, as a proxy lists them: number, start time, status, time to
// the response headers, duration, bytes received, how it ended (with Retry-After). A request retried after a
// dropped connection has two rows.
#include "session/requestrecord.h"

#include <QAbstractTableModel>

namespace sw::ui {

class TransportModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        StartedColumn,
        StatusColumn,
        WaitColumn,
        DurationColumn,
        BytesColumn,
        EndColumn,
        ColumnCount
    };
    enum Role { AttemptRole = Qt::UserRole + 1 }; // the attempt's number (1-based)

    explicit TransportModel(QObject *parent = nullptr);

    // `runningRow` (-1: none): the attempt still in flight, which has received `bytesSoFar`.
    void setAttempts(const QList<sw::TransportAttempt> &attempts, int runningRow = -1, qint64 bytesSoFar = 0);
    const QList<sw::TransportAttempt> &attempts() const { return m_attempts; }
    const sw::TransportAttempt *attempt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString statusText(const sw::TransportAttempt &attempt); // "200 OK", "no response"
    static QString endText(const sw::TransportAttempt &attempt); // "complete", "connection closed: ...", ...

private:
    QList<sw::TransportAttempt> m_attempts;
    int m_running = -1;
    qint64 m_bytesSoFar = 0;
};

} // namespace sw::ui
