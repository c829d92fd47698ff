#pragma once
// EvalResultsModel: the Trigger Lab's results table, one row per query: the query, its expectation, per description
// variant the trigger rate with pass/fail (filled live as runs finish), what was loaded instead and the errors. Runs
// arrive in batches (applyRuns); only the rows they touch change.
#include "eval/evalresults.h"

#include <QAbstractTableModel>

namespace sw::ui {

class EvalResultsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        CaseIndexRole = Qt::UserRole + 1, // int
        VariantRole, // int, -1 for the columns that are not a variant's
        RateRole, // double 0..1 (variant columns)
        RunsRole, // int: answered runs (variant columns)
        PlannedRole, // int: runs per query
        VerdictRole, // QString "pass", "fail", "error", "pending"
        SortValueRole,
    };

    explicit EvalResultsModel(QObject *parent = nullptr);

    // A new run: every planned run (NotRun), the set and the variants. Resets the table.
    void begin(const sw::EvalResults &planned);
    void applyRuns(const QList<QPair<int, sw::EvalRun>> &runs);
    // The final results (wall time, cancel/abort reason).
    void finish(const sw::EvalResults &results);
    void clear();
    bool isRunning() const { return m_running; }

    const sw::EvalResults &results() const { return m_results; }
    int variantColumn(int variant) const { return FirstVariantColumn + variant; }
    int instead() const { return FirstVariantColumn + int(m_results.variants.size()); }
    int errorsColumn() const { return instead() + 1; }
    // The runs of one query for one variant, as run indices.
    QList<int> runIndices(int caseIndex, int variant) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void summaryChanged(); // after applyRuns / finish: totals, bars and matrix may have changed

private:
    static constexpr int QueryColumn = 0;
    static constexpr int ExpectedColumn = 1;
    static constexpr int FirstVariantColumn = 2;
    void refreshRow(int caseIndex);

    sw::EvalResults m_results;
    QList<QList<sw::QueryResult>> m_rows; // [case][variant]
    bool m_running = false;
};

} // namespace sw::ui
