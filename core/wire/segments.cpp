// Segment kind names.
#include "segments.h"

#include "wire/wirejson.h"

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

int segmentTokensBefore(QByteArrayView body, const QList<RequestSegment> &segments, qsizetype bytes,
    const std::function<int(QByteArrayView utf8)> &count)
{
    int tokens = 0;
    for (const RequestSegment &s : segments) {
        const qsizetype end = s.byteStart + s.byteLength;
        if (end <= bytes) {
            tokens += s.tokens;
        } else if (s.byteStart < bytes && bytes <= body.size()) {
            const QByteArray text = jsonUnescaped(body.sliced(s.byteStart, bytes - s.byteStart)).toUtf8();
            tokens += qMin(s.tokens, text.isEmpty() ? 0 : count(text));
        }
    }
    return tokens;
}

} // namespace sw
