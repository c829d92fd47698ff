// Scenario file parsing.
#include "scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sw {

namespace {
const QLatin1String kScenarioFormat("skill-workbench-scenario/1");

// One step object (docs/scenarios.md); `where` names it in errors ("steps[2]").
std::optional<ScenarioStep> parseStep(const QJsonValue &value, const QString &where, int number, QString *error)
{
    if (!value.isObject()) {
        *error = where + QStringLiteral(": must be an object");
        return std::nullopt;
    }
    const QJsonObject so = value.toObject();
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
            call.id = QStringLiteral("call_%1_%2").arg(number).arg(c + 1);
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
    if (so.contains(QStringLiteral("finish_reason")))
        step.finishReason = so.value(QStringLiteral("finish_reason")).toString();
    return step;
}

// "eval_answers": entries with "runs" (steps) or the shorthand "loads" (per run the skill the answer loads with
// "eval_load_tool", null for an answer that loads nothing).
bool parseEvalAnswers(const QJsonObject &o, Scenario &s, QString *error)
{
    const QJsonObject tool = o.value(QStringLiteral("eval_load_tool")).toObject();
    const QString toolName = tool.value(QStringLiteral("name")).toString(QStringLiteral("skill_load"));
    const QString parameter = tool.value(QStringLiteral("parameter")).toString(QStringLiteral("skill"));
    const QJsonArray answers = o.value(QStringLiteral("eval_answers")).toArray();
    for (qsizetype i = 0; i < answers.size(); ++i) {
        const QString where = QStringLiteral("eval_answers[%1]").arg(i);
        const QJsonObject ao = answers.at(i).toObject();
        ScenarioEvalAnswer answer;
        answer.query = ao.value(QStringLiteral("query")).toString();
        answer.requestContains = ao.value(QStringLiteral("request_contains")).toString();
        const QJsonArray runs = ao.value(QStringLiteral("runs")).toArray();
        for (qsizetype r = 0; r < runs.size(); ++r) {
            auto step = parseStep(runs.at(r), QStringLiteral("%1.runs[%2]").arg(where).arg(r), int(r + 1), error);
            if (!step)
                return false;
            answer.runs << *step;
        }
        const QJsonArray loads = ao.value(QStringLiteral("loads")).toArray();
        const int delay = qMax(0, ao.value(QStringLiteral("delay_ms")).toInt());
        for (qsizetype r = 0; r < loads.size(); ++r) {
            ScenarioStep step;
            step.delayMs = delay;
            if (loads.at(r).isString()) {
                const QJsonObject args { { parameter, loads.at(r).toString() } };
                step.toolCalls << ToolCall { QStringLiteral("call_%1").arg(r + 1), toolName,
                    QString::fromUtf8(QJsonDocument(args).toJson(QJsonDocument::Compact)) };
            } else if (loads.at(r).isNull()) {
                step.text = ao.value(QStringLiteral("text")).toString(QStringLiteral("I can answer this directly."));
            } else {
                *error = QStringLiteral("%1.loads[%2]: must be a skill name or null").arg(where).arg(r);
                return false;
            }
            answer.runs << step;
        }
        if (answer.runs.isEmpty()) {
            *error = where + QStringLiteral(": needs \"runs\" or \"loads\"");
            return false;
        }
        s.evalAnswers << answer;
    }
    return true;
}
} // namespace

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
    if (s.format != kScenarioFormat) {
        *error = QStringLiteral("format must be \"%1\" (found \"%2\")").arg(kScenarioFormat, s.format);
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
        auto step = parseStep(steps.at(i), QStringLiteral("steps[%1]").arg(i), int(i + 1), error);
        if (!step)
            return std::nullopt;
        s.steps << *step;
    }
    if (!parseEvalAnswers(o, s, error))
        return std::nullopt;
    s.eval = o.value(QStringLiteral("eval")).toObject();
    if (s.steps.isEmpty() && s.evalAnswers.isEmpty()) {
        *error = QStringLiteral("a scenario needs at least one step (or eval answers)");
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

QString lastUserMessage(const QByteArray &requestBody)
{
    const QJsonObject o = QJsonDocument::fromJson(requestBody).object();
    QJsonArray messages = o.value(QStringLiteral("messages")).toArray();
    if (messages.isEmpty())
        messages = o.value(QStringLiteral("input")).toArray(); // OpenAI Responses
    if (messages.isEmpty())
        messages = o.value(QStringLiteral("contents")).toArray(); // Gemini
    for (qsizetype i = messages.size() - 1; i >= 0; --i) {
        const QJsonObject m = messages.at(i).toObject();
        if (m.value(QStringLiteral("role")).toString() != QLatin1String("user"))
            continue;
        const QJsonValue content = m.value(QStringLiteral("content"));
        if (content.isString())
            return content.toString();
        QStringList parts; // content blocks: {"type": "text"|"input_text", "text": ...}; Gemini parts: {"text": ...}
        const QJsonValue blocks = m.contains(QStringLiteral("parts")) ? m.value(QStringLiteral("parts")) : content;
        for (const QJsonValue block : blocks.toArray()) {
            const QJsonObject b = block.toObject();
            const QString type = b.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("text") || type == QLatin1String("input_text")
                || (type.isEmpty() && b.value(QStringLiteral("text")).isString()))
                parts << b.value(QStringLiteral("text")).toString();
        }
        if (!parts.isEmpty())
            return parts.join(QLatin1Char('\n'));
    }
    return {};
}

} // namespace sw
