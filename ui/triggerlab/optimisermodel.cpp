// OptimiserModel: rows per iteration.
#include "optimisermodel.h"

namespace sw::ui {

OptimiserModel::OptimiserModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void OptimiserModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void OptimiserModel::addIteration(int iteration, const QString &description, const QString &note)
{
    Row row;
    row.iteration.index = iteration;
    row.iteration.description = description;
    row.iteration.note = note;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows << row;
    endInsertRows();
}

void OptimiserModel::setScores(const OptimiserIteration &iteration)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).iteration.index != iteration.index)
            continue;
        m_rows[i].iteration = iteration;
        m_rows[i].evaluated = true;
        Q_EMIT dataChanged(index(i), index(i));
        return;
    }
}

void OptimiserModel::setBest(int iteration)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        const bool best = m_rows.at(i).iteration.index == iteration;
        if (m_rows.at(i).iteration.best == best)
            continue;
        m_rows[i].iteration.best = best;
        Q_EMIT dataChanged(index(i), index(i));
    }
}

const OptimiserIteration *OptimiserModel::iteration(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row).iteration : nullptr;
}

int OptimiserModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant OptimiserModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const OptimiserIteration &it = row.iteration;
    switch (role) {
    case Qt::DisplayRole:
        if (!row.evaluated)
            return tr("Iteration %1: evaluating…").arg(it.index);
        return tr("Iteration %1: training %2/%3, held-out %4/%5%6")
            .arg(it.index)
            .arg(it.trainPassed)
            .arg(it.trainTotal)
            .arg(it.heldOutPassed)
            .arg(it.heldOutTotal)
            .arg(it.best ? tr(" (best)") : QString());
    case Qt::ToolTipRole:
        return it.note.isEmpty() ? it.description : QStringLiteral("%1\n\n%2").arg(it.description, it.note);
    case IterationRole:
        return it.index;
    case DescriptionRole:
        return it.description;
    case TrainPassedRole:
        return it.trainPassed;
    case TrainTotalRole:
        return it.trainTotal;
    case HeldOutPassedRole:
        return it.heldOutPassed;
    case HeldOutTotalRole:
        return it.heldOutTotal;
    case BestRole:
        return it.best;
    case NoteRole:
        return it.note;
    case EvaluatedRole:
        return row.evaluated;
    default:
        return {};
    }
}

} // namespace sw::ui
