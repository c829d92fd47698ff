// SegmentsModel and the token categories of the inspector.
#include "segmentsmodel.h"

#include "inspector/segmentlabeltext.h"

#include "wire/wirejson.h"

#include <QLocale>

namespace sw::ui {

TokenCategory tokenCategory(sw::SegmentKind kind)
{
    switch (kind) {
    case sw::SegmentKind::SystemPrompt:
        return TokenCategory::System;
    case sw::SegmentKind::Catalog:
        return TokenCategory::Catalog;
    case sw::SegmentKind::LoadedSkill:
        return TokenCategory::LoadedSkills;
    case sw::SegmentKind::Doc:
        return TokenCategory::Docs;
    case sw::SegmentKind::ToolSchema:
        return TokenCategory::ToolSchemas;
    case sw::SegmentKind::History:
        return TokenCategory::History;
    case sw::SegmentKind::ToolResult:
        return TokenCategory::ToolResults;
    case sw::SegmentKind::Envelope:
        return TokenCategory::Other;
    }
    return TokenCategory::Other;
}

QString tokenCategoryName(TokenCategory category)
{
    switch (category) {
    case TokenCategory::System:
        return SegmentsModel::tr("System prompt");
    case TokenCategory::Catalog:
        return SegmentsModel::tr("Catalog");
    case TokenCategory::LoadedSkills:
        return SegmentsModel::tr("Loaded skills");
    case TokenCategory::Docs:
        return SegmentsModel::tr("Docs");
    case TokenCategory::ToolSchemas:
        return SegmentsModel::tr("Tool schemas");
    case TokenCategory::History:
        return SegmentsModel::tr("History");
    case TokenCategory::ToolResults:
        return SegmentsModel::tr("Tool results");
    case TokenCategory::Other:
    case TokenCategory::Count:
        break;
    }
    return SegmentsModel::tr("Envelope");
}

QColor tokenCategoryColour(TokenCategory category)
{
    static const QColor colours[]
        = { QColor(0x64, 0x74, 0x8b), QColor(0x3b, 0x82, 0xf6), QColor(0x10, 0xb9, 0x81), QColor(0x84, 0xcc, 0x16),
              QColor(0xa8, 0x55, 0xf7), QColor(0xf5, 0x9e, 0x0b), QColor(0xef, 0x44, 0x44), QColor(0xcb, 0xd5, 0xe1) };
    return colours[qBound(0, int(category), int(TokenCategory::Other))];
}

QList<int> tokensByCategory(const QList<sw::RequestSegment> &segments)
{
    QList<int> sums(int(TokenCategory::Count), 0);
    for (const sw::RequestSegment &s : segments)
        sums[int(tokenCategory(s.kind))] += s.tokens;
    return sums;
}

QList<int> sharedTokensByCategory(const sw::RequestRecord &record)
{
    QList<int> sums(int(TokenCategory::Count), 0);
    const QList<int> shared = record.sharedTokensPerSegment();
    for (int i = 0; i < record.segments.size(); ++i)
        sums[int(tokenCategory(record.segments.at(i).kind))] += shared.value(i);
    return sums;
}

SegmentsModel::SegmentsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SegmentsModel::setSegments(const QList<sw::RequestSegment> &segments, const QByteArray &body)
{
    beginResetModel();
    m_segments = segments;
    m_body = body;
    endResetModel();
}

QString SegmentsModel::segmentText(int row) const
{
    if (row < 0 || row >= m_segments.size())
        return {};
    const sw::RequestSegment &s = m_segments.at(row);
    if (s.byteStart < 0 || s.byteStart + s.byteLength > m_body.size())
        return {};
    const QByteArrayView bytes = QByteArrayView(m_body).sliced(s.byteStart, s.byteLength);
    // A whole message or a tool schema is JSON: shown re-indented in wire order; a text part as its text.
    if (bytes.startsWith('{')) {
        const sw::WireJsonResult pretty = sw::prettyWireJson(bytes);
        if (pretty.ok)
            return QString::fromUtf8(pretty.text);
    }
    return sw::jsonUnescaped(bytes);
}

int SegmentsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_segments.size());
}

int SegmentsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SegmentsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sw::RequestSegment &s = m_segments.at(index.row());
    if (role == TokensRole)
        return s.tokens;
    if (role == CategoryRole)
        return int(tokenCategory(s.kind));
    if (role == TextRole)
        return segmentText(index.row());
    if (role == ByteStartRole)
        return qint64(s.byteStart);
    if (role == ByteLengthRole)
        return qint64(s.byteLength);
    if (role == Qt::ToolTipRole) {
        QString text = segmentText(index.row());
        if (text.size() > 600)
            text = text.left(600) + QStringLiteral(" …");
        return tr("Bytes %1–%2 of the body. Double-click to select them in the raw request.")
                   .arg(s.byteStart)
                   .arg(s.byteStart + s.byteLength)
            + (text.isEmpty() ? QString() : QStringLiteral("\n\n") + text);
    }
    if (role == Qt::DecorationRole && index.column() == CategoryColumn)
        return tokenCategoryColour(tokenCategory(s.kind));
    if (role == Qt::TextAlignmentRole && (index.column() == TokensColumn || index.column() == BytesColumn))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case CategoryColumn:
        return tokenCategoryName(tokenCategory(s.kind));
    case LabelColumn:
        return segmentLabelText(s.label);
    case MessageColumn:
        return s.messageIndex >= 0 ? QString::number(s.messageIndex) : QStringLiteral("—");
    case TokensColumn:
        return locale.toString(s.tokens);
    case BytesColumn:
        return locale.toString(s.byteLength);
    case SkillColumn:
        return s.doc.isEmpty() ? s.skill : QStringLiteral("%1 / %2").arg(s.skill, s.doc);
    default:
        return {};
    }
}

QVariant SegmentsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CategoryColumn:
        return tr("Category");
    case LabelColumn:
        return tr("Segment");
    case MessageColumn:
        return tr("Message");
    case TokensColumn:
        return tr("Tokens");
    case BytesColumn:
        return tr("Bytes");
    case SkillColumn:
        return tr("Skill / doc");
    default:
        return {};
    }
}

} // namespace sw::ui
