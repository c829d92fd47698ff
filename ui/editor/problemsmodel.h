#pragma once
// ProblemsModel: the diagnostics of the open skill as a table (message, rule, location) for the Problems panel.
#include "editor/problem.h"

#include <QAbstractTableModel>

namespace sw::ui {

class ProblemsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { MessageColumn, RuleColumn, LocationColumn, ColumnCount };
    enum Role { SeverityRole = Qt::UserRole + 1, FileRole, LineRole, ColumnRole, RuleRole, FixRole };

    explicit ProblemsModel(QObject *parent = nullptr);

    void setProblems(const ProblemList &problems);
    const ProblemList &problems() const { return m_problems; }
    Problem problemAt(int row) const { return m_problems.value(row); }
    int count(ProblemSeverity severity) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ProblemList m_problems;
};

} // namespace sw::ui
