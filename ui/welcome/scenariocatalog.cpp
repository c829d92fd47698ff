// ScenarioCatalog: reads the bundled scenario files with the agent core's scenario reader.
#include "scenariocatalog.h"

#include "agent/scenario.h"
#include "common/datapaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <limits>

namespace sw::ui {

ScenarioTexts localizedScenarioTexts(
    const QString &path, const QString &title, const QString &description, const QString &language)
{
    ScenarioTexts texts { title, description };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return texts;
    const QJsonObject translations
        = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("translations")).toObject();
    const QString locale = language.isEmpty() ? QLocale().name() : language;
    for (const QString &name : { locale, locale.section(QLatin1Char('_'), 0, 0) }) {
        const QJsonObject entry = translations.value(name).toObject();
        if (entry.isEmpty())
            continue;
        if (const QString t = entry.value(QStringLiteral("title")).toString(); !t.isEmpty())
            texts.title = t;
        if (const QString d = entry.value(QStringLiteral("description")).toString(); !d.isEmpty())
            texts.description = d;
        break;
    }
    return texts;
}

QList<ScenarioInfo> bundledScenarios(const QString &directory, QStringList *problems)
{
    const QString dir = directory.isEmpty() ? dataDirectory(DataKind::Scenarios) : directory;
    QList<ScenarioInfo> result;
    if (dir.isEmpty())
        return result;
    for (const QString &path : scenarioFilesInOrder(dir)) {
        const QString file = QFileInfo(path).fileName();
        QString error;
        const auto scenario = loadScenario(path, &error);
        if (!scenario) {
            if (problems)
                problems->append(file + QStringLiteral(": ") + error);
            continue;
        }
        ScenarioInfo info;
        info.path = path;
        const ScenarioTexts texts = localizedScenarioTexts(path,
            scenario->title.isEmpty() ? QFileInfo(file).completeBaseName() : scenario->title, scenario->description);
        info.title = texts.title;
        info.description = texts.description;
        info.profile = scenario->profile;
        info.materialisation = scenario->materialisation;
        info.steps = int(scenario->steps.size());
        info.userTurns = int(scenario->userMessages.size());
        result.append(info);
    }
    return result;
}

QStringList scenarioFilesInOrder(const QString &directory)
{
    const QDir folder(directory);
    QList<std::pair<int, QString>> files;
    for (const QString &file : folder.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
        const QString path = QFileInfo(folder.filePath(file)).absoluteFilePath();
        QFile f(path);
        int order = std::numeric_limits<int>::max();
        if (f.open(QIODevice::ReadOnly)) {
            const QJsonValue value = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("order"));
            if (value.isDouble())
                order = value.toInt();
        }
        files.append({ order, path });
    }
    std::stable_sort(files.begin(), files.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList out;
    for (const auto &file : std::as_const(files))
        out << file.second;
    return out;
}

QString scenarioSubtitle(const ScenarioInfo &scenario)
{
    const QString profile = scenario.profile.isEmpty()
        ? QCoreApplication::translate("sw::ui::ScenarioCatalog", "default profile")
        : scenario.profile;
    QString materialisation;
    if (scenario.materialisation == QLatin1String("system"))
        materialisation = QCoreApplication::translate("sw::ui::ScenarioCatalog", "skills in the system message");
    else if (scenario.materialisation == QLatin1String("tool_results"))
        materialisation = QCoreApplication::translate("sw::ui::ScenarioCatalog", "skills in tool results");
    const QString steps = scenario.steps == 1
        ? QCoreApplication::translate("sw::ui::ScenarioCatalog", "1 step")
        : QCoreApplication::translate("sw::ui::ScenarioCatalog", "%1 steps").arg(scenario.steps);
    QStringList parts { profile };
    if (!materialisation.isEmpty())
        parts << materialisation;
    parts << steps;
    return parts.join(QStringLiteral(" · "));
}

} // namespace sw::ui
