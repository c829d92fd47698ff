#pragma once
// SkillScoreModel: per-skill precision, recall and F1 (with their TP/FP/FN counts) of one variant, the main output of
// a routing set, as the CLI, JSON and HTML give them. Figures that were never measured (no run loaded or expected
// the skill) read "n/a", not 0.00. Follows an EvalResultsModel.
#include "eval/evalresults.h"

#include <QAbstractTableModel>

namespace sw::ui {

class EvalResultsModel;

class SkillScoreModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        SkillColumn,
        PrecisionColumn,
        RecallColumn,
        F1Column,
        TruePositivesColumn,
        FalsePositivesColumn,
        FalseNegativesColumn,
        ColumnCount
    };
    enum Role { ValueRole = Qt::UserRole + 1 /* double; invalid QVariant when n/a */ };

    explicit SkillScoreModel(EvalResultsModel *results, QObject *parent = nullptr);
    void setVariant(int variant);
    int variant() const { return m_variant; }
    const QList<sw::SkillScore> &scores() const { return m_scores; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refresh();

    EvalResultsModel *m_results;
    int m_variant = 0;
    QList<sw::SkillScore> m_scores;
};

} // namespace sw::ui
