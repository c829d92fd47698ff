#pragma once
// CaptureSkillsModel: the Capture page's skills table, one row per skill of the open roots: what the client really
// listed (observed, from the first request that carries a listing) beside what the workbench predicts for that
// client and context window (the visibility matrix), each difference flagged. A copy of CaptureAnalysis::skills().
#include "capture/capturedecoder.h"

#include <QAbstractTableModel>
#include <QList>

namespace sw::ui {

class CaptureSkillsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SkillColumn, ObservedColumn, PredictedColumn, AgreeColumn, ColumnCount };
    enum Role {
        DiffersRole = Qt::UserRole + 1, // true when a prediction exists and the client did otherwise
    };

    explicit CaptureSkillsModel(QObject *parent = nullptr);

    void setOutcomes(const QList<sw::SkillOutcome> &outcomes);
    const QList<sw::SkillOutcome> &outcomes() const { return m_outcomes; }
    int differences() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "full", "shortened by 12 characters", "name only", "absent" in the user's language.
    static QString verdictLabel(const QString &verdict, int shortenedBy);

private:
    QList<sw::SkillOutcome> m_outcomes;
};

} // namespace sw::ui
