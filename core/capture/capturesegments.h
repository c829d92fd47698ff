#pragma once
// The segments of a captured request body, as the inspector shows the workbench's own requests: byte ranges of the
// exact bytes for the system prompt (top-level instructions, system and developer messages), project instructions (a
// text naming CLAUDE.md or AGENTS.md), the skill listing, each tool schema, the history, loaded skills (the client's
// result of a skill load), and the envelope between them, covering every byte, each with its tokens (o200k_base, the
// unescaped text of a string, the JSON text of anything else). Built from the request's JSON paths: JsonRanges finds
// where each value sits in the bytes, without re-serialising them.
#include "capture/requestview.h"
#include "capture/skilllisting.h"
#include "capture/skillloads.h"
#include "wire/segments.h"

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace sw {

// Byte ranges [start, end) of the values of a JSON text by path ("messages[1].content[0].text", "tools[3]",
// "system"), down to `maxDepth` levels. A string's range includes its quotes.
class JsonRanges
{
public:
    static JsonRanges scan(QByteArrayView json, int maxDepth = 6);
    bool ok() const { return m_ok; }
    std::optional<QPair<qsizetype, qsizetype>> range(const QString &path) const;

private:
    QHash<QString, QPair<qsizetype, qsizetype>> m_ranges;
    bool m_ok = false;
};

// The byte offset in `json` of the character `index` (UTF-16, as QString counts) of the string literal that starts
// with its quote at `quote`; -1 when the string ends before.
qsizetype jsonStringByteOffset(QByteArrayView json, qsizetype quote, qsizetype index);
// The text of a JSON string literal's content bytes (escapes undone).
QString unescapedJsonString(QByteArrayView content);

QList<RequestSegment> captureSegments(const QByteArray &body, const RequestView &view,
    const std::optional<SkillListing> &listing, const QList<SkillLoad> &loads, bool *tokensExact = nullptr);

} // namespace sw
