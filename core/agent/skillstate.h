#pragma once
// The exact skill keys of PROTOCOL.md section 5 (tRPC-Agent):
//   temp:skill:loaded_by_agent:<agent>/<skill> = "1"
//   temp:skill:docs_by_agent:<agent>/<skill>   = "*" or a JSON array
//   temp:skill:loaded_order_by_agent:<agent>   = JSON array, oldest -> newest
//   temp:skill:tools:<skill>                   = JSON array (tRPC-Python selected tools)
// plus legacy unscoped keys (temp:skill:loaded:<name>, temp:skill:docs:<name>) that are migrated.
// Every change is a StateDelta (session/statemap.h) so the transcript can show it.
#include "session/statemap.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

namespace skillkeys {
QString loadedKey(const QString &agent, const QString &skill);
QString docsKey(const QString &agent, const QString &skill);
QString orderKey(const QString &agent);
QString toolsKey(const QString &skill);
QString legacyLoadedKey(const QString &skill);
QString legacyDocsKey(const QString &skill);
} // namespace skillkeys

struct DocSelection
{
    bool present = false; // the docs key exists
    bool all = false; // "*"
    QStringList docs;
};

// Loaded skills of an agent (loaded key non-empty), sorted by name.
QStringList loadedSkills(const StateMap &state, const QString &agent);
DocSelection docSelection(const StateMap &state, const QString &agent, const QString &skill);
QStringList loadedOrder(const StateMap &state, const QString &agent);
QStringList selectedTools(const StateMap &state, const QString &skill);

// skill_load (and caller-declared loads): loaded = "1"; docs "*" when includeAll, a JSON array when docs is
// non-empty, else unchanged; the skill moves to the end of the order key.
StateDelta loadSkillDelta(
    const StateMap &state, const QString &agent, const QString &skill, const QStringList &docs, bool includeAll);

enum class SelectMode { Add, Replace, Clear };
SelectMode selectModeFromName(const QString &name); // unknown -> Replace (as the framework normalises)
QString selectModeName(SelectMode mode);
struct DocSelectResult
{
    StateDelta delta;
    QStringList selected;
    bool includeAll = false;
};
// skill_select_docs: add/replace/clear; a previous "*" stays "*" unless mode is clear. Touches the order key.
DocSelectResult selectDocsDelta(const StateMap &state, const QString &agent, const QString &skill,
    const QStringList &docs, bool includeAll, SelectMode mode);
// skill_select_tools (tRPC-Python), same rules on temp:skill:tools:<skill> ("*" = all declared tools).
DocSelectResult selectToolsDelta(
    const StateMap &state, const QString &skill, const QStringList &tools, bool includeAll, SelectMode mode);

// Every key of the agent (loaded, docs, order) removed: the `turn` reset.
StateDelta clearAgentDelta(const StateMap &state, const QString &agent);
// The loaded/docs keys of these skills removed and the order key updated: `once` offload and eviction.
StateDelta clearSkillsDelta(const StateMap &state, const QString &agent, const QStringList &skills);
// Legacy unscoped keys rewritten to the agent-scoped ones.
StateDelta migrateLegacyDelta(const StateMap &state, const QString &agent);
// Keep the `max` most recently touched loaded skills (order key, then `recentToolTouches` newest first, then
// alphabetical) and clear the rest. max <= 0 = no limit.
StateDelta evictionDelta(const StateMap &state, const QString &agent, int max, const QStringList &recentToolTouches,
    QStringList *evicted = nullptr);

} // namespace sw
