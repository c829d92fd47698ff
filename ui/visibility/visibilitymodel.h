#pragma once
// VisibilityModel: the visibility matrix as a table: one row per skill (name, then path), one column per consumer,
// each cell the verdict with its colour, icon and a tooltip giving the reason and the fix. A new matrix with the
// same rows updates only the cells that changed (dataChanged), so a live edit does not reset the view.
#include "visibility/visibility.h"

#include <QAbstractTableModel>

#include <memory>

namespace sw::ui {

class VisibilityModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        VerdictRole = Qt::UserRole + 1, // int(Verdict)
        ReasonRole, // translated reason
        FixRole, // translated fix, "" when none
        ShortenedByRole,
        ConsumerIdRole, // "claude-code", ...
        SkillPathRole, // SKILL.md of the row
        SkillNameRole,
        AllFullRole, // bool: every consumer lists the row's skill in full
    };

    explicit VisibilityModel(QObject *parent = nullptr);

    void setMatrix(const std::shared_ptr<const VisibilityMatrix> &matrix);
    std::shared_ptr<const VisibilityMatrix> matrix() const { return m_matrix; }
    Consumer consumerAt(int column) const { return Consumer(column); }
    int rowForPath(const QString &skillMdPathOrFolder) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const VisibilityMatrix> m_matrix;
};

} // namespace sw::ui
