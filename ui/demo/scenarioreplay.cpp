// Scenario replay plumbing: scenario + profile resolution.
#include "scenarioreplay.h"

#include "agent/profile.h"
#include "agent/skillsnapshot.h"
#include "common/datapaths.h"

#include <QCoreApplication>

namespace sw::ui {

std::optional<PreparedReplay> prepareReplay(
    const QString &scenarioPath, const QString &workRoot, bool instant, QString *error)
{
    QString problem;
    auto scenario = loadScenario(scenarioPath, &problem);
    if (!scenario) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    if (instant) {
        for (ScenarioStep &step : scenario->steps) {
            step.delayMs = 0;
            step.chunkChars = 0;
        }
    }
    auto profile = findProfile(scenario->profile, &problem);
    if (!profile) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    if (const auto m = materialisationFromName(scenario->materialisation);
        m && profile->materialisation != Materialisation::ToolResultInline)
        profile->materialisation = *m;
    if (const auto mode = loadModeFromName(scenario->loadMode))
        profile->loadMode = *mode;
    const QString skillsRoot = dataDirectory(DataKind::Skills);
    if (skillsRoot.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("sw::ui::ScenarioReplay",
                "The bundled skills were not found; set SW_DATA_DIR to the folder that holds skills/.");
        return std::nullopt;
    }
    PreparedReplay prepared;
    prepared.config.profile = *profile;
    QStringList problems;
    prepared.config.skills = SkillSnapshot::fromRoots({ skillsRoot }, &problems);
    prepared.config.model = QStringLiteral("replay");
    prepared.config.workRoot = workRoot;
    prepared.scenario = *scenario;
    return prepared;
}

} // namespace sw::ui
