// Applying state changes.
#include "statemap.h"

namespace sw {

void applyStateDelta(StateMap &state, const StateDelta &delta)
{
    for (const StateChange &c : delta) {
        if (c.value)
            state.insert(c.key, *c.value);
        else
            state.remove(c.key);
    }
}

StateDelta effectiveDelta(const StateMap &state, const StateDelta &delta)
{
    StateDelta out;
    for (const StateChange &c : delta) {
        const auto it = state.constFind(c.key);
        const bool same = c.value ? (it != state.constEnd() && *it == *c.value) : it == state.constEnd();
        if (!same)
            out << c;
    }
    return out;
}

} // namespace sw
