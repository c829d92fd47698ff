// VisibilityModel (see visibilitymodel.h).
#include "visibilitymodel.h"

#include "visibility/verdicttext.h"

#include <QDir>
#include <QLocale>

namespace sw::ui {

VisibilityModel::VisibilityModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_matrix(std::make_shared<const VisibilityMatrix>())
{ }

void VisibilityModel::setMatrix(const std::shared_ptr<const VisibilityMatrix> &matrix)
{
    const std::shared_ptr<const VisibilityMatrix> next = matrix ? matrix : std::make_shared<const VisibilityMatrix>();
    const QList<SkillVisibility> &before = m_matrix->skills;
    const QList<SkillVisibility> &after = next->skills;
    if (next->base != 0 && next->base == m_matrix->generation) {
        // The computation diffed it against the matrix shown: only its changed rows are announced.
        const std::shared_ptr<const VisibilityMatrix> previous = m_matrix;
        m_matrix = next;
        const QList<int> &changed = next->changedRows;
        for (qsizetype k = 0; k < changed.size();) {
            qsizetype last = k;
            while (last + 1 < changed.size() && changed.at(last + 1) == changed.at(last) + 1)
                ++last;
            Q_EMIT dataChanged(index(changed.at(k), 0), index(changed.at(last), kConsumerCount - 1));
            k = last + 1;
        }
        if (next->summariesChanged)
            Q_EMIT headerDataChanged(Qt::Horizontal, 0, kConsumerCount - 1);
        return;
    }
    bool sameRows = before.size() == after.size();
    for (qsizetype i = 0; sameRows && i < before.size(); ++i)
        sameRows = before.at(i).path == after.at(i).path && before.at(i).name == after.at(i).name;
    if (!sameRows) {
        beginResetModel();
        m_matrix = next;
        endResetModel();
        return;
    }
    const std::shared_ptr<const VisibilityMatrix> previous = m_matrix;
    m_matrix = next;
    // One dataChanged per run of changed rows (a live edit changes one or a few).
    int first = -1;
    for (int i = 0; i <= int(after.size()); ++i) {
        const bool changed = i < after.size() && !(previous->skills.at(i).consumers == after.at(i).consumers);
        if (changed && first < 0)
            first = i;
        if (!changed && first >= 0) {
            Q_EMIT dataChanged(index(first, 0), index(i - 1, kConsumerCount - 1));
            first = -1;
        }
    }
    if (!(previous->summaries == next->summaries))
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, kConsumerCount - 1);
}

int VisibilityModel::rowForPath(const QString &path) const
{
    return m_matrix->indexOf(path);
}

int VisibilityModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matrix->skills.size());
}

int VisibilityModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kConsumerCount;
}

QVariant VisibilityModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_matrix->skills.size() || index.column() >= kConsumerCount)
        return {};
    const SkillVisibility &skill = m_matrix->skills.at(index.row());
    const ConsumerVerdict &v = skill.consumers.at(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return VerdictText::cell(v);
    case Qt::DecorationRole:
        return verdictIcon(v.verdict);
    case Qt::ForegroundRole:
        return v.verdict == Verdict::Full ? QVariant() : QVariant(verdictColour(v.verdict));
    case Qt::BackgroundRole:
        return v.verdict == Verdict::Full ? QVariant() : QVariant(verdictBackground(v.verdict));
    case Qt::ToolTipRole:
        return VerdictText::toolTip(skill, v);
    case Qt::AccessibleTextRole:
        return QStringLiteral("%1, %2: %3. %4")
            .arg(
                skill.name, VerdictText::consumer(v.consumer), VerdictText::verdict(v.verdict), VerdictText::reason(v));
    case VerdictRole:
        return int(v.verdict);
    case ReasonRole:
        return VerdictText::reason(v);
    case FixRole:
        return VerdictText::fix(v);
    case ShortenedByRole:
        return v.shortenedBy;
    case ConsumerIdRole:
        return consumerId(v.consumer);
    case SkillPathRole:
        return skill.path;
    case SkillNameRole:
        return skill.name;
    case AllFullRole:
        return skill.allFull(allConsumers());
    default:
        return {};
    }
}

QVariant VisibilityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_matrix->skills.size())
            return {};
        const SkillVisibility &skill = m_matrix->skills.at(section);
        if (role == Qt::DisplayRole)
            return skill.name;
        if (role == Qt::ToolTipRole)
            return QDir::toNativeSeparators(skill.path);
        return {};
    }
    if (section < 0 || section >= kConsumerCount)
        return {};
    const Consumer c = Consumer(section);
    if (role == Qt::DisplayRole)
        return VerdictText::consumer(c);
    if (role == Qt::ToolTipRole) {
        QString tip = VerdictText::consumerDescription(c);
        if (section < m_matrix->summaries.size()) {
            const ConsumerSummary &s = m_matrix->summaries.at(section);
            if (const QString rules = VerdictText::rules(s.rules); !rules.isEmpty())
                tip += QLatin1Char('\n') + rules;
            if (s.budget >= 0)
                tip += QLatin1Char('\n')
                    + tr("Listing: %1 of %2 %3 used%4")
                          .arg(QLocale().toString(s.used), QLocale().toString(s.budget),
                              s.unit == QLatin1String("tokens") ? tr("tokens") : tr("characters"),
                              s.aliased ? tr(" (root aliases)") : QString());
            QStringList counts;
            for (int v = 0; v < 8; ++v)
                if (s.counts.value(v) > 0)
                    counts << QStringLiteral("%1 %2").arg(s.counts.value(v)).arg(VerdictText::verdict(Verdict(v)));
            if (!counts.isEmpty())
                tip += QLatin1Char('\n') + counts.join(QStringLiteral(", "));
        }
        return tip;
    }
    return {};
}

} // namespace sw::ui
