// Segment kind names.
#include "segments.h"

#include <QPair>

namespace sw {

namespace {
const QList<QPair<SegmentKind, QString>> &segmentNames()
{
    static const QList<QPair<SegmentKind, QString>> names {
        { SegmentKind::SystemPrompt, QStringLiteral("system") },
        { SegmentKind::Catalog, QStringLiteral("catalog") },
        { SegmentKind::LoadedSkill, QStringLiteral("loaded_skill") },
        { SegmentKind::Doc, QStringLiteral("doc") },
        { SegmentKind::ToolSchema, QStringLiteral("tool_schema") },
        { SegmentKind::History, QStringLiteral("history") },
        { SegmentKind::ToolResult, QStringLiteral("tool_result") },
        { SegmentKind::Envelope, QStringLiteral("envelope") },
    };
    return names;
}
} // namespace

QString segmentKindName(SegmentKind kind)
{
    for (const auto &n : segmentNames()) {
        if (n.first == kind)
            return n.second;
    }
    return {};
}

std::optional<SegmentKind> segmentKindFromName(QStringView name)
{
    for (const auto &n : segmentNames()) {
        if (n.second == name)
            return n.first;
    }
    return std::nullopt;
}

} // namespace sw
