// The scripted model the real-client Trigger Lab runs clients against.
#include "clienteval/clientscript.h"

#include "calibration/scriptedanswers.h"
#include "capture/requestview.h"
#include "repository/skillindex.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <mutex>

namespace sw {

namespace {

bool isClientBlock(const QString &text)
{
    return text.trimmed().startsWith(QLatin1Char('<'));
}

// Texts of one message's content: a string, or blocks/parts with a `text`.
QStringList contentTexts(const QJsonValue &content, bool *toolResult)
{
    if (content.isString())
        return { content.toString() };
    QStringList texts;
    for (const QJsonValue part : content.toArray()) {
        const QJsonObject o = part.toObject();
        const QString type = o.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("tool_result") || type == QLatin1String("function_call_output")
            || o.value(QStringLiteral("functionResponse")).isObject())
            *toolResult = true;
        else if (o.value(QStringLiteral("text")).isString())
            texts << o.value(QStringLiteral("text")).toString();
    }
    return texts;
}

// Where Codex's listing says a skill's SKILL.md is: `- NAME: ... (file: rN/DIR/SKILL.md)` with its root from the
// `### Skill roots` table (`- \`rN\` = \`/abs\``); "" when the body does not list it.
QString codexSkillPath(const QByteArray &body, const QString &skill)
{
    const QString text = QString::fromUtf8(body);
    static const QRegularExpression escaped(QStringLiteral(R"(\\n)"));
    const QString plain = QString(text).replace(escaped, QStringLiteral("\n"));
    const QRegularExpression entry(
        QStringLiteral(R"(^- %1: .*\(file: ([^)\s]+/SKILL\.md)\)\s*$)").arg(QRegularExpression::escape(skill)),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = entry.match(plain);
    if (!m.hasMatch())
        return {};
    QString path = m.captured(1);
    static const QRegularExpression alias(QStringLiteral(R"(^(r\d+)/(.*)$)"));
    const QRegularExpressionMatch a = alias.match(path);
    if (!a.hasMatch())
        return path;
    const QRegularExpression root(
        QStringLiteral(R"(^- `%1` = `([^`]+)`\s*$)").arg(a.captured(1)), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch r = root.match(plain);
    return r.hasMatch() ? r.captured(1) + QLatin1Char('/') + a.captured(2) : path;
}

LocalAnswer jsonAnswer(const QByteArray &body)
{
    LocalAnswer a;
    a.headers = { { "Content-Type", "application/json" } };
    a.body = body;
    a.source = QStringLiteral("scripted model");
    return a;
}

// The smallest value `schema` (JSON Schema, or the Gemini API's OpenAPI subset with upper-case types) accepts: its
// first enum value, an object with its required properties, "" / false / [] / null by type, and for a number its
// minimum, else 1 (within its maximum): a side call's scores are often "from 1 to 100" with the range in the
// description alone, and Gemini CLI's router refuses a 0 with a stack trace on the client's output.
QJsonValue minimalInstance(const QJsonObject &schema, int depth = 0)
{
    const QJsonArray choices = schema.value(QStringLiteral("enum")).toArray();
    if (!choices.isEmpty())
        return choices.first();
    QString type = schema.value(QStringLiteral("type")).toString().toLower();
    if (const QJsonArray types = schema.value(QStringLiteral("type")).toArray(); type.isEmpty() && !types.isEmpty())
        type = types.first().toString().toLower();
    if (type == QLatin1String("string"))
        return QString();
    if (type == QLatin1String("integer") || type == QLatin1String("number")) {
        const bool integer = type == QLatin1String("integer");
        double value = 1;
        if (schema.value(QStringLiteral("minimum")).isDouble())
            value = schema.value(QStringLiteral("minimum")).toDouble();
        else if (schema.value(QStringLiteral("exclusiveMinimum")).isDouble())
            value = std::floor(schema.value(QStringLiteral("exclusiveMinimum")).toDouble()) + 1;
        if (schema.value(QStringLiteral("maximum")).isDouble())
            value = std::min(value, schema.value(QStringLiteral("maximum")).toDouble());
        return integer ? QJsonValue(qint64(std::ceil(value))) : QJsonValue(value);
    }
    if (type == QLatin1String("boolean"))
        return false;
    if (type == QLatin1String("array"))
        return QJsonArray();
    if (type == QLatin1String("null") || depth > 16)
        return QJsonValue::Null;
    QJsonObject out;
    const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
    for (const QJsonValue name : schema.value(QStringLiteral("required")).toArray())
        out.insert(name.toString(), minimalInstance(properties.value(name.toString()).toObject(), depth + 1));
    return out;
}

// A Gemini request for a JSON answer (generationConfig.responseMimeType application/json, as Gemini CLI's model router
// and its other side calls send): the schema it gives, or nullopt for an ordinary model call.
std::optional<QJsonObject> jsonAnswerSchema(const QByteArray &body)
{
    const QJsonObject config
        = QJsonDocument::fromJson(body).object().value(QStringLiteral("generationConfig")).toObject();
    if (config.value(QStringLiteral("responseMimeType")).toString() != QLatin1String("application/json"))
        return std::nullopt;
    const QJsonValue schema = config.contains(QStringLiteral("responseJsonSchema"))
        ? config.value(QStringLiteral("responseJsonSchema"))
        : config.value(QStringLiteral("responseSchema"));
    return schema.toObject();
}

// Whether a model call offers `tool`: among the tools it declares, in any of the four formats (RequestView reads them,
// nested ones too), or, for Codex's `exec_command`, through its code-mode `exec` tool: Codex 0.169.0 with its default
// model (gpt-6.1-sol) declares no `exec_command` but an `exec` that runs JavaScript over its nested tools ("await
// tools.exec_command(...)"), and runs an `exec_command` call all the same (capture, 2026-12-04).
bool offersTool(const HttpRequest &request, const QString &tool)
{
    const RequestView view = readRequest(request.head.path(), request.body);
    return std::any_of(view.tools.cbegin(), view.tools.cend(), [&tool](const ViewTool &t) {
        return t.name == tool || (t.name == QLatin1String("exec") && tool == QLatin1String("exec_command"));
    });
}

// Chinese, Japanese and Korean are written without spaces between words.
bool isCjk(QChar c)
{
    switch (c.script()) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Hangul:
        return true;
    default:
        return false;
    }
}

// The words the script compares: runs of letters and digits of four characters or more, and in Chinese, Japanese or
// Korean text, which has no spaces, every pair of neighbouring characters ("生成图表" gives 生成, 成图, 图表).
QStringList words(const QString &text)
{
    static const QRegularExpression split(QStringLiteral("[^\\p{L}\\p{N}]+"));
    QStringList out;
    for (const QString &run : text.toLower().split(split, Qt::SkipEmptyParts)) {
        qsizetype i = 0;
        while (i < run.size()) {
            const bool cjk = isCjk(run.at(i));
            qsizetype end = i + 1;
            while (end < run.size() && isCjk(run.at(end)) == cjk)
                ++end;
            if (cjk) {
                for (qsizetype k = i; k + 1 < end; ++k)
                    out << run.mid(k, 2);
            } else if (end - i >= 4) {
                out << run.mid(i, end - i);
            }
            i = end;
        }
    }
    return out;
}

} // namespace

ScriptedClientModel::ScriptedClientModel(ClientScript script)
    : m_script(std::move(script))
{ }

int ScriptedClientModel::modelCalls() const
{
    QMutexLocker lock(&m_mutex);
    return m_calls;
}

QString ScriptedClientModel::queryOf(const QByteArray &body, bool *followUp)
{
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    bool toolResult = false;
    QString query;
    // Anthropic and Chat Completions: messages; Responses: input items; Gemini: contents (their texts in `parts`).
    const bool gemini = o.value(QStringLiteral("contents")).isArray();
    const QJsonArray items = o.contains(QStringLiteral("messages")) ? o.value(QStringLiteral("messages")).toArray()
        : gemini                                                    ? o.value(QStringLiteral("contents")).toArray()
                                                                    : o.value(QStringLiteral("input")).toArray();
    for (const QJsonValue v : items) {
        const QJsonObject m = v.toObject();
        const QString role = m.value(QStringLiteral("role")).toString();
        const QString type = m.value(QStringLiteral("type")).toString();
        if (role == QLatin1String("tool") || type == QLatin1String("function_call_output")) {
            toolResult = true;
            continue;
        }
        if (role != QLatin1String("user"))
            continue;
        for (const QString &t :
            contentTexts(m.value(gemini ? QStringLiteral("parts") : QStringLiteral("content")), &toolResult))
            if (!isClientBlock(t) && !t.trimmed().isEmpty())
                query = t.trimmed();
    }
    if (followUp)
        *followUp = toolResult;
    return query;
}

std::optional<LocalAnswer> ScriptedClientModel::answer(const HttpRequest &request)
{
    const QByteArray path = request.head.path();
    if (!isScriptedModelCallPath(request.head.method, path)) {
        if (path.contains("count_tokens"))
            return jsonAnswer(R"({"input_tokens":100})");
        return jsonAnswer(request.head.method == "POST" ? QByteArray("{}")
                                                        : QByteArray(R"({"object":"list","data":[],"models":[]})"));
    }
    if (path.contains(":generateContent") || path.contains(":streamGenerateContent")) {
        // A side call for JSON (the router picking a model): the smallest answer its schema accepts, at once. Any
        // other text would be retried with back-off, over a minute, before the client carried on.
        if (const std::optional<QJsonObject> schema = jsonAnswerSchema(request.body)) {
            LocalAnswer a;
            a.source = QStringLiteral("scripted model");
            a.headers = { { "Content-Type", scriptedModelContentType(path) }, { "Cache-Control", "no-cache" } };
            const QJsonValue value = minimalInstance(*schema);
            a.body = scriptedModelAnswer(path,
                value.isObject() ? QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact))
                                 : QStringLiteral("{}"));
            return a;
        }
    }
    ScriptedCall call;
    call.path = path;
    call.query = queryOf(request.body, &call.followUp);
    {
        QMutexLocker lock(&m_mutex);
        ++m_calls;
        if (!call.followUp)
            call.seenBefore = m_seen[call.query]++;
    }
    const ScriptedAction action
        = call.followUp ? ScriptedAction::answer(QStringLiteral("(scripted model) Done.")) : m_script(call);
    LocalAnswer a;
    a.source = QStringLiteral("scripted model");
    if (action.kind == ScriptedAction::Kind::Error) {
        a.status = action.status;
        a.reason = action.status == 429 ? QByteArray("Too Many Requests") : QByteArray("Error");
        a.headers = { { "Content-Type", "application/json" } };
        if (action.retryAfterSeconds >= 0)
            a.headers << qMakePair(QByteArray("Retry-After"), QByteArray::number(action.retryAfterSeconds));
        a.body = scriptedErrorBody(action.status, action.text);
        return a;
    }
    a.headers = { { "Content-Type", scriptedModelContentType(path) }, { "Cache-Control", "no-cache" } };
    if (action.kind == ScriptedAction::Kind::Answer) {
        a.body = scriptedModelAnswer(path, action.text);
        return a;
    }
    ScriptedToolCall tool;
    if (path.contains(":generateContent") || path.contains(":streamGenerateContent")) {
        tool.name = QStringLiteral("activate_skill"); // Gemini CLI
        tool.arguments = { { QStringLiteral("name"), action.skill } };
    } else if (path.contains("/messages")) {
        tool.name = QStringLiteral("Skill");
        tool.arguments = { { QStringLiteral("skill"), action.skill } };
        tool.id = QStringLiteral("toolu_scripted_1");
    } else if (path.contains("/responses")) {
        QString file = codexSkillPath(request.body, action.skill);
        if (file.isEmpty())
            file = QStringLiteral("~/.agents/skills/%1/SKILL.md").arg(action.skill);
        tool.name = QStringLiteral("exec_command");
        tool.arguments = { { QStringLiteral("cmd"), QStringLiteral("cat %1").arg(file) } };
    } else {
        tool.name = QStringLiteral("skill");
        tool.arguments = { { QStringLiteral("name"), action.skill } };
    }
    // A model calls only the tools it is offered: a client that offers no way to load a skill (Gemini CLI in plain
    // `-p` mode) gets an answer that says so, instead of a call it would refuse as unknown.
    if (!offersTool(request, tool.name)) {
        QString text = QStringLiteral("(scripted model) The skill \u201c%1\u201d matches this request, but the client "
                                      "offered no %2 tool to load it with.")
                           .arg(action.skill, tool.name);
        if (tool.name == QLatin1String("activate_skill"))
            text += QStringLiteral(" Gemini CLI offers it with --allowed-tools activate_skill.");
        a.body = scriptedModelAnswer(path, text);
        return a;
    }
    a.body = scriptedModelAnswer(path, {}, tool);
    return a;
}

namespace {

// Calls `add` with each skill's name, description and folder.
using SkillSource = std::function<void(const std::function<void(const QString &, const QString &, const QString &)> &)>;

ClientScript keywordScriptOver(SkillSource source)
{
    struct Candidate
    {
        QString folder;
        QSet<QString> words;
    };
    // Each skill's words are worked out on the first call, on the thread that answers (the endpoint's), not where the
    // script is made: the window makes it on the GUI thread, for as many skills as the roots hold.
    struct Candidates
    {
        std::once_flag once;
        QList<Candidate> list;
    };
    auto candidates = std::make_shared<Candidates>();
    return [source = std::move(source), candidates](const ScriptedCall &call) {
        std::call_once(candidates->once, [&] {
            source([&](const QString &name, const QString &description, const QString &folder) {
                const QStringList w = words(name + QLatin1Char(' ') + description);
                candidates->list << Candidate { folder.isEmpty() ? name : folder.section(QLatin1Char('/'), -1),
                    QSet<QString>(w.begin(), w.end()) };
            });
        });
        const QStringList q = words(call.query);
        const QSet<QString> query(q.begin(), q.end());
        const Candidate *best = nullptr;
        int bestScore = 1; // at least two shared words
        for (const Candidate &c : std::as_const(candidates->list)) {
            const int score = int(QSet<QString>(query).intersect(c.words).size());
            if (score > bestScore) {
                best = &c;
                bestScore = score;
            }
        }
        if (!best)
            return ScriptedAction::answer(
                QStringLiteral("(scripted model) No open skill shares two words or more with this request (words of "
                               "four letters or more, "
                               "or pairs of Chinese, Japanese or Korean characters), so none is loaded."));
        return ScriptedAction::load(best->folder);
    };
}

} // namespace

ClientScript keywordScript(const SkillSnapshotPtr &skills)
{
    return keywordScriptOver([skills](const auto &add) {
        if (skills) {
            for (const AgentSkill &s : skills->skills())
                add(s.name, s.description, s.folder);
        }
    });
}

ClientScript keywordScript(const std::shared_ptr<const SkillIndex> &index)
{
    return keywordScriptOver([index](const auto &add) {
        if (index) {
            for (const SkillRecord &r : index->visible())
                add(r.name, r.description, r.folder);
        }
    });
}

} // namespace sw
