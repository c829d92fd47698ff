#pragma once
// CaptureRequestsModel: the Capture page's Requests table, one row per exchange through the endpoint, filled live:
// a row appears when the request arrives, its status and time to first byte when the answer starts, its total when
// it ends, and the client, wire format, listing and tokens once CaptureAnalysis has decoded it. Rows keep only these
// few values (the bodies stay in the endpoint's and the analysis's records), so a long capture stays small here.
#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>

namespace sw {
struct CaptureExchange;
struct DecodedExchange;
} // namespace sw

namespace sw::ui {

class CaptureRequestsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        TimeColumn,
        MethodColumn,
        PathColumn,
        ClientColumn,
        StatusColumn,
        ListingColumn,
        TokensColumn,
        FirstByteColumn,
        TotalColumn,
        ColumnCount
    };
    enum Role {
        NumberRole = Qt::UserRole + 1, // the exchange's number (1-based, arrival order)
        DecodedRole, // true once the analysis decoded it
    };

    explicit CaptureRequestsModel(QObject *parent = nullptr);

    void clear();
    void addStarted(const sw::CaptureExchange &exchange);
    void setResponded(int number, int status, qint64 waitUs);
    void setFinished(const sw::CaptureExchange &exchange);
    void setDecoded(const sw::DecodedExchange &decoded, int tokens);

    int rowOfNumber(int number) const { return m_rowOf.value(number, -1); }
    int numberAt(int row) const;
    int runningCount() const { return m_running; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int number = 0;
        QDateTime startedAt;
        QString method;
        QString path;
        int status = 0;
        QString reason;
        qint64 waitUs = -1;
        qint64 totalUs = -1;
        bool finished = false;
        QString error;
        QString answeredBy; // "" from the upstream; "scripted model" or "cache" when answered inside the endpoint
        bool decoded = false;
        QString client; // "Claude Code 2.1.328"
        QString api;
        int listingEntries = -1; // -1: no listing
        int builtinEntries = 0;
        QString placement;
        int tokens = -1;
    };
    int ensureRow(int number);
    void changed(int row);

    QList<Row> m_rows;
    QHash<int, int> m_rowOf; // exchange number -> row
    int m_running = 0; // rows not finished
};

} // namespace sw::ui
