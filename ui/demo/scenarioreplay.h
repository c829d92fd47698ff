#pragma once
// Scenario replay plumbing for the demo: prepareReplay() builds what the agent loop needs for a bundled scenario
// (profile with the scenario's materialisation and load mode, the bundled skills, a work root), exactly as the
// CLI's `chat --scenario` and tests/skills/tst_scenarios.cpp do (headless replays: the comparison view, tests).
#include "agent/agentloop.h"
#include "agent/scenario.h"

#include <optional>

namespace sw::ui {

struct PreparedReplay
{
    Scenario scenario;
    AgentConfig config;
};

// Reads `scenarioPath` and resolves its profile. `instant` drops the scenario's streaming pace (delays and
// chunking), for comparisons and tests. nullopt with an actionable *error when the file or profile is unusable.
std::optional<PreparedReplay> prepareReplay(
    const QString &scenarioPath, const QString &workRoot, bool instant, QString *error);

} // namespace sw::ui
