#pragma once
// The loading timeline of one request: for every skill the request could know about, whether its catalog listed
// it, whether a tool's skill parameter offered it in its `enum`, whether it was loaded (and by which call, in the
// answer to which request, or declared), where it was materialised in this request, and what cleared its loaded
// key afterwards (turn reset, once offload, eviction: the load mode at work) and when. Computed from the session's
// records and transcript only: nothing recomputes the request.
#include "session/session.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace sw {

struct SkillTimelineRow
{
    QString skill;
    bool inCatalog = false;
    bool offered = false; // in a tool's enum (only meaningful when the request sent an enum)
    bool loaded = false; // the request carried it (loaded key set, or an inline tool result)
    QString loadedBy; // "skill_load call_1", "declared", "" when not loaded
    int loadedInAnswerTo = -1; // the request whose answer made that call; -1 for declared loads / none
    int loadedTurn = -1; // the user turn of the load
    QDateTime loadedAt;
    QString materialised; // "system", "tool_result call_1", "fallback system message", "inline ...", ""
    QString docs; // the docs key ("*", a JSON array) or ""
    QString clearedBy; // the state change that removed the loaded key after this request: its reason; "" if none
    QString loadMode; // what the clearing was: "turn", "once", "max loaded", "" (other / not cleared)
    int clearedAfter = -1; // the last request sent before it was cleared
    QDateTime clearedAt;
};

struct LoadingTimeline
{
    int request = -1;
    bool catalogKnown = false; // the record says what its catalog listed (older sessions do not)
    bool enumSent = false; // a tool's skill parameter carried an enum
    QList<SkillTimelineRow> rows; // loaded skills first (by name), then the others by name
    int loadedCount() const;
};

LoadingTimeline loadingTimeline(const Session &session, int request);

// The transcript events request `request` saw when it was built (its eventCount, or for older sessions the events
// before its answer).
int eventsSeenBy(const Session &session, int request);

} // namespace sw
