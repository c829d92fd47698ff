// ProblemsModel: a sorted list of problems (errors first, then by line).
#include "problemsmodel.h"

#include "theme/icons.h"

#include <QFileInfo>

namespace sw::ui {

ProblemsModel::ProblemsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ProblemsModel::setProblems(const ProblemList &problems)
{
    ProblemList sorted = problems;
    std::stable_sort(sorted.begin(), sorted.end(), [](const Problem &a, const Problem &b) {
        if (a.severity != b.severity)
            return a.severity < b.severity;
        if (a.file != b.file)
            return a.file < b.file;
        return a.line < b.line;
    });
    beginResetModel();
    m_problems = sorted;
    endResetModel();
}

int ProblemsModel::count(ProblemSeverity severity) const
{
    return int(std::count_if(
        m_problems.cbegin(), m_problems.cend(), [severity](const Problem &p) { return p.severity == severity; }));
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_problems.size();
}
int ProblemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Problem &problem = m_problems[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == MessageColumn)
            return problem.message;
        if (index.column() == RuleColumn)
            return problem.rule;
        return problem.line > 0 ? QStringLiteral("%1:%2").arg(QFileInfo(problem.file).fileName()).arg(problem.line)
                                : QFileInfo(problem.file).fileName();
    case Qt::DecorationRole:
        if (index.column() != MessageColumn)
            return {};
        return themedIcon(problem.severity == ProblemSeverity::Error ? QStringLiteral("error")
                : problem.severity == ProblemSeverity::Warning       ? QStringLiteral("warning")
                                                                     : QStringLiteral("info"));
    case Qt::ToolTipRole:
        return problem.fixHint.isEmpty() ? problem.message : problem.message + QStringLiteral("\n") + problem.fixHint;
    case SeverityRole:
        return int(problem.severity);
    case FileRole:
        return problem.file;
    case LineRole:
        return problem.line;
    case ColumnRole:
        return problem.column;
    case RuleRole:
        return problem.rule;
    case FixRole:
        return int(problem.fix);
    default:
        return {};
    }
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MessageColumn:
        return tr("Problem");
    case RuleColumn:
        return tr("Rule");
    case LocationColumn:
        return tr("Location");
    default:
        return {};
    }
}

} // namespace sw::ui
