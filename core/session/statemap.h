#pragma once
// The session state map (key -> value) and its changes: every change is a StateDelta (key -> value, or nullopt =
// delete) so the transcript can show it. Which keys the skills use is the agent's business (agent/skillstate.h).
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace sw {

using StateMap = QMap<QString, QString>;

struct StateChange
{
    QString key;
    std::optional<QString> value; // nullopt = the key is removed
    friend bool operator==(const StateChange &, const StateChange &) = default;
};
using StateDelta = QList<StateChange>;

void applyStateDelta(StateMap &state, const StateDelta &delta);
// Removes changes that would not change `state`.
StateDelta effectiveDelta(const StateMap &state, const StateDelta &delta);

} // namespace sw
