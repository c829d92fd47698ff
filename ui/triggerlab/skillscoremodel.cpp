// SkillScoreModel: the per-skill table of one variant's summary.
#include "skillscoremodel.h"

#include "eval/evaloutput.h"
#include "triggerlab/evalresultsmodel.h"

#include <optional>

namespace sw::ui {

SkillScoreModel::SkillScoreModel(EvalResultsModel *results, QObject *parent)
    : QAbstractTableModel(parent)
    , m_results(results)
{
    connect(results, &EvalResultsModel::summaryChanged, this, &SkillScoreModel::refresh);
    connect(results, &QAbstractItemModel::modelReset, this, &SkillScoreModel::refresh);
    refresh();
}

void SkillScoreModel::setVariant(int variant)
{
    m_variant = qMax(0, variant);
    refresh();
}

void SkillScoreModel::refresh()
{
    const EvalResults &r = m_results->results();
    QList<SkillScore> scores;
    if (m_variant < r.variants.size())
        scores = r.summary(m_variant).skills;
    bool sameSkills = scores.size() == m_scores.size();
    for (qsizetype i = 0; sameSkills && i < scores.size(); ++i)
        sameSkills = scores.at(i).skill == m_scores.at(i).skill;
    if (!sameSkills) {
        beginResetModel();
        m_scores = scores;
        endResetModel();
        return;
    }
    m_scores = scores;
    if (!m_scores.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int SkillScoreModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_scores.size());
}

int SkillScoreModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SkillScoreModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_scores.size() || index.column() >= ColumnCount)
        return {};
    const SkillScore &k = m_scores.at(index.row());
    std::optional<std::pair<double, bool>> score;
    switch (index.column()) {
    case PrecisionColumn:
        score = std::pair { k.precision(), k.hasPrecision() };
        break;
    case RecallColumn:
        score = std::pair { k.recall(), k.hasRecall() };
        break;
    case F1Column:
        score = std::pair { k.f1(), k.hasF1() };
        break;
    default:
        break;
    }
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SkillColumn:
            return k.skill;
        case TruePositivesColumn:
            return k.truePositives;
        case FalsePositivesColumn:
            return k.falsePositives;
        case FalseNegativesColumn:
            return k.falseNegatives;
        default:
            return score->second ? scoreText(score->first, true) : tr("n/a");
        }
    case ValueRole:
        return score && score->second ? QVariant(score->first) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == SkillColumn ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                             : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (score && !score->second)
            return index.column() == PrecisionColumn
                ? tr("No answered run loaded %1: its precision is not measured.").arg(k.skill)
                : tr("No answered run was about %1.").arg(k.skill);
        return {};
    default:
        return {};
    }
}

QVariant SkillScoreModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case PrecisionColumn:
            return tr("Of the runs that loaded the skill, how many expected it");
        case RecallColumn:
            return tr("Of the runs that expected the skill, how many loaded it");
        case F1Column:
            return tr("The harmonic mean of precision and recall");
        case TruePositivesColumn:
            return tr("True positives: expected and loaded");
        case FalsePositivesColumn:
            return tr("False positives: loaded though another skill (or none) was expected");
        case FalseNegativesColumn:
            return tr("False negatives: expected but something else (or nothing) was loaded");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SkillColumn:
        return tr("Skill");
    case PrecisionColumn:
        return tr("Precision");
    case RecallColumn:
        return tr("Recall");
    case F1Column:
        return tr("F1");
    case TruePositivesColumn:
        return tr("TP");
    case FalsePositivesColumn:
        return tr("FP");
    case FalseNegativesColumn:
        return tr("FN");
    default:
        return {};
    }
}

} // namespace sw::ui
