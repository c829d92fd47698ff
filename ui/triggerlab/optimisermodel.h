#pragma once
// OptimiserModel: the optimiser's iterations as a list (the Trigger Lab's timeline): the description, its training
// and held-out scores, a note (shortened, ...) and which one is best by held-out score.
#include "eval/descriptionoptimiser.h"

#include <QAbstractListModel>

namespace sw::ui {

class OptimiserModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        IterationRole = Qt::UserRole + 1,
        DescriptionRole,
        TrainPassedRole,
        TrainTotalRole,
        HeldOutPassedRole,
        HeldOutTotalRole,
        BestRole,
        NoteRole,
        EvaluatedRole, // false while the iteration is being evaluated
    };

    explicit OptimiserModel(QObject *parent = nullptr);

    void clear();
    // A new iteration being evaluated (appended), then its scores.
    void addIteration(int iteration, const QString &description, const QString &note);
    void setScores(const sw::OptimiserIteration &iteration);
    void setBest(int iteration);
    const sw::OptimiserIteration *iteration(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        sw::OptimiserIteration iteration;
        bool evaluated = false;
    };
    QList<Row> m_rows;
};

} // namespace sw::ui
