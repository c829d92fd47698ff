#pragma once
// Request diff: what changed between two consecutive requests, as HTML for the inspector: the shared prefix (what
// a prompt cache can reuse) beside the provider's cached tokens, where the first difference falls, the text around
// it on both sides, and each segment marked unchanged / changed / new / removed.
#include "session/requestrecord.h"

#include <QString>
#include <QStringList>

namespace sw::ui {

enum class SegmentChange { Unchanged, Changed, Added, Removed };

struct SegmentDiffRow
{
    SegmentChange change = SegmentChange::Unchanged;
    sw::RequestSegment segment; // from the current request (the previous one for Removed)
    int previousTokens = -1;
};

// Segment-level comparison (current order, removed ones last).
QList<SegmentDiffRow> diffSegments(const sw::RequestRecord &previous, const sw::RequestRecord &current);
// The segment of `record` containing byte `offset` of its body, or nullptr.
const sw::RequestSegment *segmentAt(const sw::RequestRecord &record, qsizetype offset);
// previous == nullptr: the first request of the session. Secrets are redacted from the excerpts.
QString requestDiffHtml(
    const sw::RequestRecord *previous, const sw::RequestRecord &current, const QStringList &secrets = {});

// A re-sent request's answer beside its original's: text, tool calls, finish reason, usage, status.
QString resentAnswersHtml(const sw::RequestRecord &original, const sw::RequestRecord &resent);

} // namespace sw::ui
