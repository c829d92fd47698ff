// The loading timeline: the request's record (catalog, enum, loaded skills) joined with the transcript's state
// changes before it (the load) and after it (the clearing).
#include "loadingtimeline.h"

#include <QSet>

#include <algorithm>

namespace sw {

namespace {

using K = TranscriptEvent::Kind;

bool setsKey(const TranscriptEvent &e, const QString &key, bool set)
{
    if (e.kind != K::StateDelta || key.isEmpty())
        return false;
    return std::any_of(e.delta.cbegin(), e.delta.cend(),
        [&](const StateChange &c) { return c.key == key && c.value.has_value() == set; });
}

QString loadModeOf(const QString &reason)
{
    if (reason.startsWith(QLatin1String("turn reset")))
        return QStringLiteral("turn");
    if (reason.startsWith(QLatin1String("once offload")))
        return QStringLiteral("once");
    if (reason.startsWith(QLatin1String("eviction")))
        return QStringLiteral("max loaded");
    return {};
}

// The last request (not a re-sent branch) built before event `event`.
int lastRequestBefore(const Session &session, int event)
{
    int last = -1;
    for (int i = 0; i < session.requests.size(); ++i) {
        if (session.requests.at(i).branchOf < 0 && eventsSeenBy(session, i) <= event)
            last = i;
    }
    return last;
}

} // namespace

int LoadingTimeline::loadedCount() const
{
    return int(std::count_if(rows.cbegin(), rows.cend(), [](const SkillTimelineRow &r) { return r.loaded; }));
}

int eventsSeenBy(const Session &session, int request)
{
    if (request < 0 || request >= session.requests.size())
        return 0;
    const RequestRecord &r = session.requests.at(request);
    const int events = int(session.events.size());
    if (r.eventCount >= 0)
        return qMin(r.eventCount, events);
    for (int i = 0; i < events; ++i) {
        const TranscriptEvent &e = session.events.at(i);
        if (e.kind == K::Assistant && e.requestIndex == request) {
            int seen = i;
            while (seen > 0 && session.events.at(seen - 1).kind == K::Notice) // retry notices came after it
                --seen;
            return seen;
        }
    }
    return events;
}

LoadingTimeline loadingTimeline(const Session &session, int request)
{
    LoadingTimeline tl;
    if (request < 0 || request >= session.requests.size())
        return tl;
    tl.request = request;
    const RequestRecord &r = session.requests.at(request);
    tl.catalogKnown = r.eventCount >= 0;
    tl.enumSent = !r.enumSkills.isEmpty();
    // Sets: a catalog of 10,000 skills must not cost 10,000 list scans.
    const QSet<QString> inCatalog(r.catalogSkills.cbegin(), r.catalogSkills.cend());
    const QSet<QString> inEnum(r.enumSkills.cbegin(), r.enumSkills.cend());
    QStringList names = r.catalogSkills;
    QSet<QString> seenNames = inCatalog;
    for (const QString &n : r.enumSkills) {
        if (!seenNames.contains(n)) {
            names << n;
            seenNames.insert(n);
        }
    }
    for (const LoadedSkillInfo &l : r.loaded) {
        if (!seenNames.contains(l.skill)) {
            names << l.skill;
            seenNames.insert(l.skill);
        }
    }
    const int seen = eventsSeenBy(session, request);
    const QList<TranscriptEvent> &events = session.events;
    for (const QString &name : std::as_const(names)) {
        SkillTimelineRow row;
        row.skill = name;
        row.inCatalog = inCatalog.contains(name);
        row.offered = inEnum.contains(name);
        const auto info = std::find_if(
            r.loaded.cbegin(), r.loaded.cend(), [&name](const LoadedSkillInfo &l) { return l.skill == name; });
        if (info != r.loaded.cend()) {
            row.loaded = true;
            row.loadedBy = info->reason;
            row.materialised = info->placement;
            row.docs = info->docsValue;
            // The load: the last change before the request that set the loaded key (or the inline tool result).
            int load = -1;
            for (int i = seen - 1; i >= 0 && load < 0; --i) {
                const TranscriptEvent &e = events.at(i);
                if (setsKey(e, info->stateKey, true)
                    || (info->stateKey.isEmpty() && e.kind == K::ToolResult && e.skill == name && !e.isError))
                    load = i;
            }
            if (load >= 0) {
                row.loadedAt = events.at(load).time;
                row.loadedTurn = events.at(load).turn;
                if (!info->reason.startsWith(QLatin1String("declared"))) {
                    for (int i = load; i >= 0 && row.loadedInAnswerTo < 0; --i) {
                        if (events.at(i).kind == K::Assistant && !events.at(i).toolCalls.isEmpty())
                            row.loadedInAnswerTo = events.at(i).requestIndex;
                        if (events.at(i).kind == K::User)
                            break;
                    }
                }
            }
            // The clearing: the first change after the request that removed the loaded key.
            for (int i = seen; i < events.size(); ++i) {
                if (!setsKey(events.at(i), info->stateKey, false))
                    continue;
                row.clearedBy = events.at(i).reason;
                row.loadMode = loadModeOf(row.clearedBy);
                row.clearedAt = events.at(i).time;
                row.clearedAfter = lastRequestBefore(session, i);
                break;
            }
        }
        tl.rows << row;
    }
    std::stable_sort(tl.rows.begin(), tl.rows.end(), [](const SkillTimelineRow &a, const SkillTimelineRow &b) {
        if (a.loaded != b.loaded)
            return a.loaded;
        return a.skill < b.skill;
    });
    return tl;
}

} // namespace sw
