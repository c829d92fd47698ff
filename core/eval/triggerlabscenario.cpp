// TriggerLabScenario: the "eval" section of a scenario.
#include "triggerlabscenario.h"

#include "common/datapaths.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {
std::optional<EvalSet> setFrom(const QJsonObject &eval, const QString &inlineKey, const QString &fileKey,
    const QString &scenarioPath, QString *error)
{
    EvalSetError e;
    if (eval.contains(inlineKey)) {
        auto set = parseEvalSet(QJsonDocument(eval.value(inlineKey).toArray()).toJson(), scenarioPath, &e);
        if (!set)
            *error = QStringLiteral("eval.%1: %2").arg(inlineKey, e.message);
        return set;
    }
    const QString file = eval.value(fileKey).toString();
    if (file.isEmpty())
        return std::nullopt;
    const QString path = QFileInfo(scenarioPath).absoluteDir().filePath(file);
    auto set = loadEvalSet(path, &e);
    if (!set)
        *error = e.describe();
    return set;
}
} // namespace

std::optional<TriggerLabScenario> loadTriggerLabScenario(const QString &path, QString *error)
{
    TriggerLabScenario t;
    auto scenario = loadScenario(path, error);
    if (!scenario)
        return std::nullopt;
    t.scenario = *scenario;
    const QJsonObject eval = scenario->eval;
    if (eval.isEmpty() || scenario->evalAnswers.isEmpty()) {
        *error = QStringLiteral("%1: not a Trigger Lab scenario (it needs \"eval\" and \"eval_answers\")").arg(path);
        return std::nullopt;
    }
    t.skill = eval.value(QStringLiteral("skill")).toString();
    t.runsPerQuery = qMax(1, eval.value(QStringLiteral("runs")).toInt(3));
    QString inner;
    t.set = setFrom(eval, QStringLiteral("set"), QStringLiteral("set_file"), path, &inner);
    if (!inner.isEmpty()) {
        *error = inner;
        return std::nullopt;
    }
    t.routingSet = setFrom(eval, QStringLiteral("routing_set"), QStringLiteral("routing_set_file"), path, &inner);
    if (!inner.isEmpty()) {
        *error = inner;
        return std::nullopt;
    }
    if (!t.set && !t.routingSet) {
        *error = QStringLiteral("%1: eval needs \"set\" / \"set_file\" or \"routing_set\" / \"routing_set_file\"")
                     .arg(path);
        return std::nullopt;
    }
    for (const QJsonValue v : eval.value(QStringLiteral("variants")).toArray()) {
        const QJsonObject o = v.toObject();
        t.variants << EvalVariant { o.value(QStringLiteral("label")).toString(QStringLiteral("B")),
            o.value(QStringLiteral("description")).toString() };
    }
    return t;
}

QStringList bundledTriggerLabScenarios()
{
    const QString root = dataDirectory(DataKind::Scenarios);
    if (root.isEmpty())
        return {};
    const QDir dir(QDir(root).filePath(QStringLiteral("triggerlab")));
    QStringList out;
    for (const QString &file : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
        if (file.endsWith(QLatin1String(".evals.json")))
            continue; // eval sets beside the scenarios
        out << dir.absoluteFilePath(file);
    }
    return out;
}

} // namespace sw
