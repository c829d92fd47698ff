// CaptureSkillsModel: observed against predicted, per skill of the open roots.
#include "captureskillsmodel.h"

#include "theme/theme.h"

#include <QColor>

namespace sw::ui {

CaptureSkillsModel::CaptureSkillsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CaptureSkillsModel::setOutcomes(const QList<sw::SkillOutcome> &outcomes)
{
    if (outcomes.size() == m_outcomes.size()) {
        bool sameSkills = true;
        for (int i = 0; i < outcomes.size() && sameSkills; ++i)
            sameSkills = outcomes.at(i).path == m_outcomes.at(i).path;
        if (sameSkills) {
            m_outcomes = outcomes;
            if (!m_outcomes.isEmpty())
                Q_EMIT dataChanged(index(0, 0), index(int(m_outcomes.size()) - 1, ColumnCount - 1));
            return;
        }
    }
    beginResetModel();
    m_outcomes = outcomes;
    endResetModel();
}

int CaptureSkillsModel::differences() const
{
    int n = 0;
    for (const sw::SkillOutcome &o : m_outcomes)
        n += o.hasPrediction && !o.agree() ? 1 : 0;
    return n;
}

QString CaptureSkillsModel::verdictLabel(const QString &verdict, int shortenedBy)
{
    if (verdict == QLatin1String("full"))
        return tr("full");
    if (verdict == QLatin1String("shortened"))
        return tr("shortened by %n character(s)", nullptr, shortenedBy);
    if (verdict == QLatin1String("name-only"))
        return tr("name only");
    if (verdict == QLatin1String("absent"))
        return tr("absent");
    return verdict;
}

int CaptureSkillsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_outcomes.size());
}

int CaptureSkillsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CaptureSkillsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sw::SkillOutcome &o = m_outcomes.at(index.row());
    const bool differs = o.hasPrediction && !o.agree();
    if (role == DiffersRole)
        return differs;
    if (role == Qt::ForegroundRole && differs && index.column() != SkillColumn)
        return QColor(themeColours().error);
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case SkillColumn:
            return o.path;
        case ObservedColumn: {
            QString tip;
            if (o.observedIn > 0)
                tip = tr("From the listing of request %1.").arg(o.observedIn);
            if (!o.observedReason.isEmpty())
                tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + o.observedReason;
            if (!o.listedText.isEmpty())
                tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + tr("Listed as: %1").arg(o.listedText);
            return tip;
        }
        case PredictedColumn:
            return o.predictedReason;
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case SkillColumn:
        return o.name;
    case ObservedColumn:
        return verdictLabel(o.observed, o.observedShortenedBy);
    case PredictedColumn:
        return o.hasPrediction ? verdictLabel(o.predicted, o.predictedShortenedBy) : tr("no prediction");
    case AgreeColumn:
        if (!o.hasPrediction)
            return QString();
        return differs ? tr("differs") : tr("agrees");
    default:
        return {};
    }
}

QVariant CaptureSkillsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SkillColumn:
        return tr("Skill");
    case ObservedColumn:
        return tr("Observed");
    case PredictedColumn:
        return tr("Predicted");
    case AgreeColumn:
        return tr("Verdict");
    default:
        return {};
    }
}

} // namespace sw::ui
