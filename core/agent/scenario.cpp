// Scenario file parsing.
#include "scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sw {

namespace {
const QLatin1String kFormat("skill-workbench-scenario/1");
}

std::optional<Scenario> parseScenario(const QByteArray &json, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = pe.error != QJsonParseError::NoError
            ? QStringLiteral("invalid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString())
            : QStringLiteral("a scenario must be a JSON object");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    Scenario s;
    s.format = o.value(QStringLiteral("format")).toString();
    if (s.format != kFormat) {
        *error = QStringLiteral("format must be \"%1\" (found \"%2\")").arg(kFormat, s.format);
        return std::nullopt;
    }
    s.title = o.value(QStringLiteral("title")).toString();
    s.description = o.value(QStringLiteral("description")).toString();
    s.profile = o.value(QStringLiteral("profile")).toString();
    s.materialisation = o.value(QStringLiteral("materialisation")).toString();
    s.loadMode = o.value(QStringLiteral("load_mode")).toString();
    if (!s.materialisation.isEmpty() && s.materialisation != QLatin1String("system")
        && s.materialisation != QLatin1String("tool_results")) {
        *error = QStringLiteral("materialisation must be \"system\" or \"tool_results\"");
        return std::nullopt;
    }
    if (o.contains(QStringLiteral("api"))) {
        const auto api = wireApiFromName(o.value(QStringLiteral("api")).toString());
        if (!api) {
            *error = QStringLiteral("api must be one of %1").arg(wireApiNames().join(QStringLiteral(", ")));
            return std::nullopt;
        }
        s.api = *api;
    }
    for (const QJsonValue v : o.value(QStringLiteral("user_messages")).toArray())
        s.userMessages << v.toString();
    const QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QString where = QStringLiteral("steps[%1]").arg(i);
        if (!steps.at(i).isObject()) {
            *error = where + QStringLiteral(": must be an object");
            return std::nullopt;
        }
        const QJsonObject so = steps.at(i).toObject();
        ScenarioStep step;
        step.text = so.value(QStringLiteral("text")).toString();
        step.reasoning = so.value(QStringLiteral("reasoning")).toString();
        step.chunkChars = qMax(0, so.value(QStringLiteral("chunk_chars")).toInt());
        step.delayMs = qMax(0, so.value(QStringLiteral("delay_ms")).toInt());
        const QJsonArray calls = so.value(QStringLiteral("tool_calls")).toArray();
        for (qsizetype c = 0; c < calls.size(); ++c) {
            const QJsonObject co = calls.at(c).toObject();
            ToolCall call;
            call.id = co.value(QStringLiteral("id")).toString();
            if (call.id.isEmpty())
                call.id = QStringLiteral("call_%1_%2").arg(i + 1).arg(c + 1);
            call.name = co.value(QStringLiteral("name")).toString();
            if (call.name.isEmpty()) {
                *error = QStringLiteral("%1.tool_calls[%2]: name is required").arg(where).arg(c);
                return std::nullopt;
            }
            const QJsonValue args = co.value(QStringLiteral("arguments"));
            if (args.isString())
                call.arguments = args.toString();
            else if (args.isObject())
                call.arguments = QString::fromUtf8(QJsonDocument(args.toObject()).toJson(QJsonDocument::Compact));
            else
                call.arguments = QStringLiteral("{}");
            step.toolCalls << call;
        }
        if (so.value(QStringLiteral("usage")).isObject()) {
            const QJsonObject uo = so.value(QStringLiteral("usage")).toObject();
            ChatUsage u = ChatUsage::fromJson(uo);
            if (u.promptTokens >= 0 && u.completionTokens >= 0 && u.totalTokens < 0)
                u.totalTokens = u.promptTokens + u.completionTokens;
            step.usage = u;
        }
        if (so.value(QStringLiteral("error")).isObject()) {
            const QJsonObject eo = so.value(QStringLiteral("error")).toObject();
            ProviderError e;
            e.kind = ProviderError::Kind::Http;
            e.httpStatus = eo.value(QStringLiteral("status")).toInt(500);
            e.message = eo.value(QStringLiteral("message")).toString(QStringLiteral("scripted error"));
            e.type = eo.value(QStringLiteral("type")).toString();
            e.retryAfterSeconds = eo.value(QStringLiteral("retry_after")).toInt(-1);
            step.error = e;
        }
        s.steps << step;
    }
    if (s.steps.isEmpty()) {
        *error = QStringLiteral("a scenario needs at least one step");
        return std::nullopt;
    }
    return s;
}

std::optional<Scenario> loadScenario(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    QString inner;
    auto s = parseScenario(f.readAll(), &inner);
    if (!s) {
        *error = QStringLiteral("%1: %2").arg(path, inner);
        return std::nullopt;
    }
    s->filePath = path;
    return s;
}

} // namespace sw
