#pragma once
// SegmentsModel: the annotated segments of one request (category, label, message, tokens, bytes, skill/doc), and
// the category each segment kind belongs to in the stacked token bar.
#include "session/requestrecord.h"

#include <QAbstractTableModel>
#include <QColor>

namespace sw::ui {

enum class TokenCategory { System, Catalog, LoadedSkills, Docs, ToolSchemas, History, ToolResults, Other, Count };
TokenCategory tokenCategory(sw::SegmentKind kind);
QString tokenCategoryName(TokenCategory category); // translated
QColor tokenCategoryColour(TokenCategory category);
// Tokens per category (index = TokenCategory).
QList<int> tokensByCategory(const QList<sw::RequestSegment> &segments);

class SegmentsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { CategoryColumn, LabelColumn, MessageColumn, TokensColumn, BytesColumn, SkillColumn, ColumnCount };
    enum Role { TokensRole = Qt::UserRole + 1, CategoryRole };

    explicit SegmentsModel(QObject *parent = nullptr);

    void setSegments(const QList<sw::RequestSegment> &segments);
    const QList<sw::RequestSegment> &segments() const { return m_segments; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<sw::RequestSegment> m_segments;
};

} // namespace sw::ui
