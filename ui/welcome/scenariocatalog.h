#pragma once
// ScenarioCatalog: the bundled demo scenarios (resources/scenarios/*.json, found through sw::dataDirectory) as
// the Welcome page and the comparison view list them: title, profile, materialisation, description, step count.
#include <QList>
#include <QString>

namespace sw::ui {

struct ScenarioInfo
{
    QString path; // absolute path of the scenario file
    QString title;
    QString description;
    QString profile; // e.g. "trpc-go"
    QString materialisation; // "system", "tool_results" or "" (profile default)
    int steps = 0; // model responses
    int userTurns = 0;
};

// Every scenario file in `directory` (default: the shipped scenarios folder) that parses, sorted by file name.
// Files that fail to parse are reported in *problems (one "file: message" line each) and left out.
QList<ScenarioInfo> bundledScenarios(const QString &directory = {}, QStringList *problems = nullptr);

// "trpc-go · tool results" style subtitle for a scenario (profile plus its materialisation when set).
QString scenarioSubtitle(const ScenarioInfo &scenario);

} // namespace sw::ui
