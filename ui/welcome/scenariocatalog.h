#pragma once
// ScenarioCatalog: the bundled demo scenarios (resources/scenarios/*.json, found through sw::dataDirectory) as
// the Welcome page and the comparison view list them: title, profile, materialisation, description, step count.
#include <QList>
#include <QString>

namespace sw::ui {

struct ScenarioInfo
{
    QString path; // absolute path of the scenario file
    QString title; // in the application's language (localizedScenarioTexts)
    QString description;
    QString profile; // e.g. "trpc-go"
    QString materialisation; // "system", "tool_results" or "" (profile default)
    int steps = 0; // model responses
    int userTurns = 0;
};

// The title and description of the scenario file at `path` in `language` (empty: QLocale().name(), which the
// application sets from its language setting): its "translations" object, exact locale ("zh_CN") first, then the
// bare language ("zh"); `title` / `description` (the file's own) where it has none.
struct ScenarioTexts
{
    QString title;
    QString description;
};
ScenarioTexts localizedScenarioTexts(
    const QString &path, const QString &title, const QString &description, const QString &language = {});

// Every scenario file in `directory` (default: the shipped scenarios folder) that parses, in display order. Files
// that fail to parse are reported in *problems (one "file: message" line each) and left out.
QList<ScenarioInfo> bundledScenarios(const QString &directory = {}, QStringList *problems = nullptr);
// The *.json files of `directory` (absolute paths) in display order: by their "order" number (the flagship story
// first), files without one after them, then by file name. The Welcome page, the comparison and the chat's replay
// list use this one order.
QStringList scenarioFilesInOrder(const QString &directory);

// "trpc-go · tool results" style subtitle for a scenario (profile plus its materialisation when set).
QString scenarioSubtitle(const ScenarioInfo &scenario);

} // namespace sw::ui
