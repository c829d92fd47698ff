#pragma once
// SkillTimelineModel: the loading timeline of one request (core/agent loadingtimeline): per skill, listed in the
// catalog, offered in the tool's enum, loaded by which call (in the answer to which request) or declared,
// materialised where, and cleared by what (the load mode) and when. Loaded skills first.
#include "session/loadingtimeline.h"

#include <QAbstractTableModel>

namespace sw::ui {

class SkillTimelineModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        SkillColumn,
        CatalogColumn,
        OfferedColumn,
        LoadedColumn,
        MaterialisedColumn,
        DocsColumn,
        ClearedColumn,
        ColumnCount
    };
    enum Role { LoadedRole = Qt::UserRole + 1, SkillRole };

    explicit SkillTimelineModel(QObject *parent = nullptr);

    void setTimeline(const sw::LoadingTimeline &timeline);
    const sw::LoadingTimeline &timeline() const { return m_timeline; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The cell texts (display role) of one row; tests and the copy action.
    QString loadedText(const sw::SkillTimelineRow &row) const;
    QString clearedText(const sw::SkillTimelineRow &row) const;
    // The row as sentences (the page shows it for the selected skill, so a narrow inspector loses nothing).
    QString story(int row) const;

private:
    sw::LoadingTimeline m_timeline;
};

} // namespace sw::ui
