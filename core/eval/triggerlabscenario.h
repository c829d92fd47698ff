#pragma once
// TriggerLabScenario: a scenario file (docs/scenarios.md) prepared for the Trigger Lab: its "eval" section names the
// skill under test, the eval set (inline "set" or a "set_file" beside the scenario), an optional routing set and the
// description variants to compare; its "eval_answers" answer the runs (ScriptedProvider). Labelled a replay.
#include "agent/scenario.h"
#include "eval/evalresults.h"

namespace sw {

struct TriggerLabScenario
{
    Scenario scenario;
    QString skill;
    std::optional<EvalSet> set; // per-skill
    std::optional<EvalSet> routingSet;
    QList<EvalVariant> variants; // beside the saved description
    int runsPerQuery = 3;
};

std::optional<TriggerLabScenario> loadTriggerLabScenario(const QString &path, QString *error);
// The bundled Trigger Lab scenarios (<scenarios>/triggerlab/*.json), sorted by file name.
QStringList bundledTriggerLabScenarios();

} // namespace sw
