#pragma once
// ComparisonModel: two replayed sessions' request timelines side by side, one row per request index: prompt
// tokens of each request (the workbench's exact count of what was sent) and the tokens of the prefix it shares
// with the previous request (what a prompt cache can reuse). Rows run to the longer timeline.
#include "session/requestrecord.h"

#include <QAbstractTableModel>

namespace sw::ui {

struct ComparisonSide
{
    QString title; // the scenario's title
    QString subtitle; // profile and materialisation
    QList<RequestRecord> requests;
};

class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { RequestColumn, PromptA, SharedA, PromptB, SharedB, ColumnCount };
    enum Side { A = 0, B = 1 };

    explicit ComparisonModel(QObject *parent = nullptr);

    void setSides(const ComparisonSide &a, const ComparisonSide &b);
    void clear();
    const ComparisonSide &side(Side side) const { return m_sides[side]; }

    int requestCount(Side side) const { return int(m_sides[side].requests.size()); }
    int promptTokens(Side side, int row) const; // -1 when that side has no such request
    int sharedPrefixTokens(Side side, int row) const; // 0 for a first request, -1 when absent
    qint64 totalPromptTokens(Side side) const;
    qint64 totalSharedPrefixTokens(Side side) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const RequestRecord *request(Side side, int row) const;
    ComparisonSide m_sides[2];
};

} // namespace sw::ui
