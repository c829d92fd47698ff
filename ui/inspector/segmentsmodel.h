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
// Tokens per category that lie in the prefix shared with the previous request (RequestRecord::sharedTokensPerSegment).
QList<int> sharedTokensByCategory(const sw::RequestRecord &record);

class SegmentsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { CategoryColumn, LabelColumn, MessageColumn, TokensColumn, BytesColumn, SkillColumn, ColumnCount };
    enum Role { TokensRole = Qt::UserRole + 1, CategoryRole, TextRole, ByteStartRole, ByteLengthRole };

    explicit SegmentsModel(QObject *parent = nullptr);

    // `body` (optional): the request's bytes, for each segment's text (TextRole, the tooltip).
    void setSegments(const QList<sw::RequestSegment> &segments, const QByteArray &body = {});
    const QList<sw::RequestSegment> &segments() const { return m_segments; }
    QString segmentText(int row) const; // the segment's bytes as text, JSON escapes decoded ("" without the body)

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<sw::RequestSegment> m_segments;
    QByteArray m_body;
};

} // namespace sw::ui
