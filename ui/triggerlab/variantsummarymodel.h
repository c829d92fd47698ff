#pragma once
// VariantSummaryModel: one row per description variant with its totals and rates (run accuracy, recall, false
// triggers) and their 95% Wilson intervals; VariantBarsView draws it. Follows an EvalResultsModel.
#include "eval/evalresults.h"

#include <QAbstractTableModel>

namespace sw::ui {

class EvalResultsModel;

class VariantSummaryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        LabelColumn,
        PassedColumn,
        AccuracyColumn,
        RecallColumn,
        FalseTriggersColumn,
        ErrorsColumn,
        TokensColumn,
        ColumnCount
    };
    enum Role {
        RateRole = Qt::UserRole + 1, // double, rate columns; -1 when there are no runs to rate
        LowRole,
        HighRole,
        TrialsRole,
        DescriptionRole, // the variant's description ("" = saved)
    };

    explicit VariantSummaryModel(EvalResultsModel *results, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    const QList<sw::VariantSummary> &summaries() const { return m_summaries; }
    // Whether each variant's run accuracy and recall differ from the first variant's beyond chance (do their 95%
    // intervals overlap?), one sentence per comparison; "" with fewer than two variants with answers.
    QString comparisonText() const;

private:
    void refresh();

    EvalResultsModel *m_results;
    QList<sw::VariantSummary> m_summaries;
    QStringList m_labels;
    QStringList m_descriptions;
};

// ConfusionMatrixModel: expected skill (rows) x loaded skill (columns, "none" last) for one variant; counts of
// answered runs, with a heat colour (green on the diagonal, red off it) as the background.
class ConfusionMatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role { CountRole = Qt::UserRole + 1, HeatRole /* 0..1 */ };

    explicit ConfusionMatrixModel(EvalResultsModel *results, QObject *parent = nullptr);
    void setVariant(int variant);
    int variant() const { return m_variant; }
    const sw::ConfusionMatrix &matrix() const { return m_matrix; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refresh();

    EvalResultsModel *m_results;
    int m_variant = 0;
    sw::ConfusionMatrix m_matrix;
};

} // namespace sw::ui
