// The real-client Trigger Lab without a client: the scripted model (the user's query found in each wire format, a
// skill load as each client's own action, a 429 with Retry-After, a closing answer after a tool result), the request
// normalisation that keys the response cache (what varies per run is gone, what the model sees is kept), the cache
// on disk, the endpoint's local answers and key substitution, and TriggerEval over runner slots (outcomes, errors
// apart from misses, cancel keeping what finished).
#include "calibration/scriptedanswers.h"
#include "calibration/scriptedmodel.h"
#include "capture/captureendpoint.h"
#include "clienteval/clientcache.h"
#include "clienteval/clientevalrunner.h"
#include "clienteval/clientscript.h"
#include "eval/evaloutput.h"
#include "eval/triggereval.h"
#include "testfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

HttpRequest post(const QByteArray &path, const QJsonObject &body)
{
    HttpRequest r;
    r.head.method = "POST";
    r.head.target = path;
    r.head.version = "HTTP/1.1";
    r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return r;
}

QJsonObject anthropicBody(const QString &query, bool withToolResult = false)
{
    QJsonArray content { QJsonObject { { "type", "text" }, { "text", "<system-reminder>skills...</system-reminder>" } },
        QJsonObject { { "type", "text" }, { "text", query } } };
    QJsonArray messages { QJsonObject { { "role", "user" }, { "content", content } } };
    if (withToolResult) {
        messages << QJsonObject { { "role", "assistant" },
            { "content", QJsonArray { QJsonObject { { "type", "tool_use" }, { "id", "t1" }, { "name", "Skill" } } } } };
        messages << QJsonObject { { "role", "user" },
            { "content",
                QJsonArray {
                    QJsonObject { { "type", "tool_result" }, { "tool_use_id", "t1" }, { "content", "x" } } } } };
    }
    return { { "model", "m" }, { "messages", messages },
        { "tools", QJsonArray { QJsonObject { { "name", "Skill" } } } } };
}

// The stand-in of a client run: answers after a turn of the event loop with what the script says for the query.
class StandInRunner : public EvalRunner
{
public:
    using EvalRunner::EvalRunner;
    void start(const EvalRunJob &job) override
    {
        m_job = job;
        m_pending = true;
        QMetaObject::invokeMethod(
            this, [this] { answer(); }, Qt::QueuedConnection);
    }
    void cancel() override { m_pending = false; }

private:
    void answer()
    {
        if (!m_pending)
            return;
        m_pending = false;
        EvalRun run;
        if (m_job.query.contains(QLatin1String("crash"))) {
            run.outcome = RunOutcome::Error;
            run.error = QStringLiteral("stand-in exited with status 3");
            run.clientStderr = QStringLiteral("boom");
        } else {
            run.outcome = RunOutcome::NotTriggered;
            if (m_job.query.contains(QLatin1String("alpha")))
                run.loaded << QStringLiteral("alpha");
            if (m_job.query.contains(QLatin1String("beta")))
                run.loaded << QStringLiteral("beta");
        }
        Q_EMIT finished(run);
    }
    EvalRunJob m_job;
    bool m_pending = false;
};

class StandInFactory : public EvalRunnerFactory
{
public:
    int created = 0;
    bool prepare(QString *) override { return true; }
    EvalRunner *create(QObject *parent) override
    {
        ++created;
        return new StandInRunner(parent);
    }
    QString agentName() const override { return QStringLiteral("stand-in 1.0"); }
    QString providerName() const override { return QStringLiteral("nowhere"); }
    QString triggerRule() const override { return QStringLiteral("the stand-in's load"); }
    QString model() const override { return QStringLiteral("m"); }
};

SkillSnapshotPtr twoSkills()
{
    AgentSkill a;
    a.name = QStringLiteral("alpha");
    a.description = QStringLiteral("Alpha things.");
    AgentSkill b;
    b.name = QStringLiteral("beta");
    b.description = QStringLiteral("Beta things.");
    return std::make_shared<const SkillSnapshot>(QList<AgentSkill> { a, b });
}

EvalSet perSkillSet(const QList<QPair<QString, bool>> &cases)
{
    EvalSet set;
    set.kind = EvalSetKind::PerSkill;
    for (const auto &c : cases) {
        EvalCase e;
        e.query = c.first;
        e.shouldTrigger = c.second;
        set.cases << e;
    }
    return set;
}

} // namespace

class TestClientEval : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void queryIsFoundInEachFormat()
    {
        bool followUp = true;
        QCOMPARE(ScriptedClientModel::queryOf(QJsonDocument(anthropicBody("Fix my PDF")).toJson(), &followUp),
            QStringLiteral("Fix my PDF"));
        QVERIFY(!followUp);
        ScriptedClientModel::queryOf(QJsonDocument(anthropicBody("Fix my PDF", true)).toJson(), &followUp);
        QVERIFY(followUp);
        // Codex: the environment context is a user message of the client's own; the prompt comes after it.
        const QJsonObject responses { { "input",
            QJsonArray {
                QJsonObject { { "type", "message" }, { "role", "developer" },
                    { "content", QJsonArray { QJsonObject { { "type", "input_text" }, { "text", "skills" } } } } },
                QJsonObject { { "type", "message" }, { "role", "user" },
                    { "content",
                        QJsonArray {
                            QJsonObject { { "type", "input_text" }, { "text", "<environment_context>" } } } } },
                QJsonObject { { "type", "message" }, { "role", "user" },
                    { "content",
                        QJsonArray { QJsonObject { { "type", "input_text" }, { "text", "Make a chart" } } } } },
                QJsonObject { { "type", "function_call_output" }, { "call_id", "c" }, { "output", "x" } } } } };
        QCOMPARE(
            ScriptedClientModel::queryOf(QJsonDocument(responses).toJson(), &followUp), QStringLiteral("Make a chart"));
        QVERIFY(followUp);
        const QJsonObject chat { { "messages",
            QJsonArray { QJsonObject { { "role", "system" }, { "content", "sys" } },
                QJsonObject { { "role", "user" }, { "content", "Plain question" } } } } };
        QCOMPARE(
            ScriptedClientModel::queryOf(QJsonDocument(chat).toJson(), &followUp), QStringLiteral("Plain question"));
        QVERIFY(!followUp);
    }

    void scriptedLoadsAreEachClientsOwnAction()
    {
        ScriptedClientModel model([](const ScriptedCall &call) {
            if (call.query.contains(QLatin1String("busy")) && call.seenBefore == 0)
                return ScriptedAction::error(429, 0, QStringLiteral("slow down"));
            return ScriptedAction::load(QStringLiteral("alpha"));
        });
        // Claude Code: a Skill tool_use naming the folder.
        std::optional<LocalAnswer> a = model.answer(post("/v1/messages?beta=true", anthropicBody("anything")));
        QVERIFY(a);
        QCOMPARE(a->status, 200);
        QVERIFY(a->body.contains(R"("name":"Skill")"));
        QVERIFY(a->body.contains(R"({\"skill\":\"alpha\"})"));
        QVERIFY(a->body.contains(R"("stop_reason":"tool_use")"));
        // A request carrying the tool's result gets a closing text, whatever the script says.
        a = model.answer(post("/v1/messages", anthropicBody("anything", true)));
        QVERIFY(a->body.contains("(scripted model) Done."));
        QVERIFY(!a->body.contains("tool_use\""));
        // Codex: exec_command reading the SKILL.md its listing names, the root alias resolved.
        const QString developer = QStringLiteral(
            "## Skills\n### Skill roots\n- `r0` = `/home/u/.agents/skills`\n### Available skills\n- alpha: Alpha "
            "things. (file: r0/alpha/SKILL.md)\n- beta: Beta. (file: r0/beta/SKILL.md)\n");
        const QJsonObject codex {
            { "input",
                QJsonArray {
                    QJsonObject { { "role", "developer" },
                        { "content", QJsonArray { QJsonObject { { "type", "input_text" }, { "text", developer } } } } },
                    QJsonObject { { "role", "user" },
                        { "content",
                            QJsonArray { QJsonObject { { "type", "input_text" }, { "text", "Do alpha" } } } } } } },
            { "tools", QJsonArray { QJsonObject { { "name", "exec_command" } } } }
        };
        a = model.answer(post("/v1/responses", codex));
        QVERIFY(a->body.contains(R"("name":"exec_command")"));
        QVERIFY2(a->body.contains(R"(cat /home/u/.agents/skills/alpha/SKILL.md)"), a->body.constData());
        // Codex with its default model offers its tools as an `additional_tools` input item (a JavaScript `exec` over
        // nested tools) and runs an exec_command call all the same: the load goes out.
        QJsonObject codexDefault = codex;
        codexDefault.remove("tools");
        QJsonArray input = codexDefault.value("input").toArray();
        input.insert(1,
            QJsonObject { { "type", "additional_tools" }, { "role", "developer" },
                { "tools",
                    QJsonArray { QJsonObject { { "type", "namespace" }, { "name", "functions" },
                        { "tools", QJsonArray { QJsonObject { { "type", "custom" }, { "name", "exec" } } } } } } } });
        codexDefault.insert("input", input);
        a = model.answer(post("/v1/responses", codexDefault));
        QVERIFY2(a->body.contains(R"("name":"exec_command")"), a->body.constData());
        // Without either, the tool was not offered.
        codexDefault.insert("input", codex.value("input"));
        a = model.answer(post("/v1/responses", codexDefault));
        QVERIFY(a->body.contains("offered no exec_command tool"));
        // opencode: its skill tool with the name.
        QJsonObject chat { { "messages", QJsonArray { QJsonObject { { "role", "user" }, { "content", "Do it" } } } },
            { "tools",
                QJsonArray {
                    QJsonObject { { "type", "function" }, { "function", QJsonObject { { "name", "skill" } } } } } } };
        a = model.answer(post("/v1/chat/completions", chat));
        QVERIFY(a->body.contains(R"("name":"skill")"));
        QVERIFY(a->body.contains(R"({\"name\":\"alpha\"})"));
        QVERIFY(a->body.contains(R"("finish_reason":"tool_calls")"));
        // A model calls only what it is offered: without the client's loading tool the answer says so instead.
        chat.insert("tools",
            QJsonArray { QJsonObject { { "type", "function" }, { "function", QJsonObject { { "name", "bash" } } } } });
        a = model.answer(post("/v1/chat/completions", chat));
        QVERIFY(!a->body.contains(R"("finish_reason":"tool_calls")"));
        QVERIFY2(a->body.contains("but the client offered no skill tool to load it with"), a->body.constData());
        chat.remove("tools");
        a = model.answer(post("/v1/chat/completions", chat));
        QVERIFY(a->body.contains("offered no skill tool"));
        QJsonObject anthropicWithout = anthropicBody("anything");
        anthropicWithout.insert("tools", QJsonArray { QJsonObject { { "name", "Read" } } });
        a = model.answer(post("/v1/messages", anthropicWithout));
        QVERIFY(!a->body.contains(R"("stop_reason":"tool_use")"));
        QVERIFY(a->body.contains("offered no Skill tool"));
        // A 429 with Retry-After the first time a query is seen, the load after.
        a = model.answer(post("/v1/messages", anthropicBody("busy one")));
        QCOMPARE(a->status, 429);
        bool retryAfter = false;
        for (const auto &h : a->headers)
            retryAfter = retryAfter || (h.first == "Retry-After" && h.second == "0");
        QVERIFY(retryAfter);
        QVERIFY(a->body.contains("rate_limit_error"));
        a = model.answer(post("/v1/messages", anthropicBody("busy one")));
        QCOMPARE(a->status, 200);
        // Side calls are small 200s.
        HttpRequest models;
        models.head.method = "GET";
        models.head.target = "/v1/models";
        QCOMPARE(model.answer(models)->status, 200);
        QCOMPARE(model.modelCalls(), 11);
    }

    // Gemini CLI's side calls for JSON (its model router) get the smallest answer their schema accepts, at once, and
    // do not count as model calls: any other text is retried with back-off for over a minute.
    void jsonSideCallsGetASchemaValidAnswer()
    {
        ScriptedClientModel model([](const ScriptedCall &) { return ScriptedAction::load(QStringLiteral("alpha")); });
        const QJsonObject router { { "type", "object" },
            { "properties",
                QJsonObject { { "reasoning", QJsonObject { { "type", "string" } } },
                    { "model_choice",
                        QJsonObject { { "type", "string" }, { "enum", QJsonArray { "flash-model", "pro-model" } } } },
                    { "optional", QJsonObject { { "type", "number" } } } } },
            { "required", QJsonArray { "reasoning", "model_choice" } } };
        const QJsonObject contents { { "contents",
            QJsonArray {
                QJsonObject { { "role", "user" }, { "parts", QJsonArray { QJsonObject { { "text", "hi" } } } } } } } };
        QJsonObject body = contents;
        body.insert("generationConfig",
            QJsonObject { { "responseMimeType", "application/json" }, { "responseJsonSchema", router } });
        std::optional<LocalAnswer> a = model.answer(post("/v1beta/models/flash-lite:generateContent", body));
        QVERIFY(a);
        QCOMPARE(a->status, 200);
        const QString text
            = QJsonDocument::fromJson(a->body).object()["candidates"][0]["content"]["parts"][0]["text"].toString();
        QCOMPARE(text, QStringLiteral(R"({"model_choice":"flash-model","reasoning":""})"));
        // The Gemini API's own schema form: upper-case types.
        body.insert("generationConfig",
            QJsonObject { { "responseMimeType", "application/json" },
                { "responseSchema",
                    QJsonObject { { "type", "OBJECT" },
                        { "properties",
                            QJsonObject { { "ok", QJsonObject { { "type", "BOOLEAN" } } },
                                { "items", QJsonObject { { "type", "ARRAY" } } },
                                { "odd", QJsonObject { { "type", QJsonArray() } } } } },
                        { "required", QJsonArray { "ok", "items", "odd" } } } } });
        a = model.answer(post("/v1beta/models/flash-lite:generateContent", body));
        QVERIFY(a->body.contains(R"({\"items\":[],\"odd\":{},\"ok\":false})")); // no type given: an object
        QCOMPARE(model.modelCalls(), 0);
        // Numbers: the schema's minimum, else 1 (Gemini CLI's router asks for a "score from 1-100" with no minimum
        // in the schema, and refuses a 0), within the maximum.
        body.insert("generationConfig",
            QJsonObject { { "responseMimeType", "application/json" },
                { "responseJsonSchema",
                    QJsonObject { { "type", "OBJECT" },
                        { "properties",
                            QJsonObject { { "score", QJsonObject { { "type", "INTEGER" } } },
                                { "least", QJsonObject { { "type", "integer" }, { "minimum", 3 } } },
                                { "above", QJsonObject { { "type", "integer" }, { "exclusiveMinimum", 7 } } },
                                { "capped", QJsonObject { { "type", "number" }, { "maximum", 0.5 } } } } },
                        { "required", QJsonArray { "score", "least", "above", "capped" } } } } });
        a = model.answer(post("/v1beta/models/flash-lite:generateContent", body));
        QVERIFY2(a->body.contains(R"({\"above\":8,\"capped\":0.5,\"least\":3,\"score\":1})"), a->body.constData());
        QCOMPARE(model.modelCalls(), 0);
        // An ordinary call still goes to the script: a load through activate_skill when it is offered.
        QJsonObject offered = contents;
        offered.insert("tools",
            QJsonArray { QJsonObject {
                { "functionDeclarations", QJsonArray { QJsonObject { { "name", "activate_skill" } } } } } });
        a = model.answer(post("/v1beta/models/pro:streamGenerateContent?alt=sse", offered));
        QVERIFY(a->body.contains(R"("functionCall")"));
        QVERIFY(a->body.contains("activate_skill"));
        QCOMPARE(model.modelCalls(), 1);
        // Gemini CLI in plain -p mode lists the skills without offering the tool: the answer says how to offer it.
        a = model.answer(post("/v1beta/models/pro:streamGenerateContent?alt=sse", contents));
        QVERIFY(!a->body.contains(R"("functionCall")"));
        QVERIFY2(a->body.contains("Gemini CLI offers it with --allowed-tools activate_skill"), a->body.constData());
    }

    void keywordScriptPicksTheClosestSkill()
    {
        AgentSkill pdf;
        pdf.name = QStringLiteral("pdf-forms");
        pdf.description = QStringLiteral("Fill PDF forms and extract form fields from documents.");
        pdf.folder = QStringLiteral("/x/pdf-forms");
        AgentSkill chart;
        chart.name = QStringLiteral("charts");
        chart.description = QStringLiteral("Draw charts from spreadsheet data.");
        chart.folder = QStringLiteral("/x/charts");
        const ClientScript script
            = keywordScript(std::make_shared<const SkillSnapshot>(QList<AgentSkill> { pdf, chart }));
        ScriptedCall call;
        call.query = QStringLiteral("Please fill the PDF forms in these documents");
        QCOMPARE(script(call).skill, QStringLiteral("pdf-forms"));
        call.query = QStringLiteral("Draw me charts from this spreadsheet");
        QCOMPARE(script(call).skill, QStringLiteral("charts"));
        call.query = QStringLiteral("What is the capital of France?");
        QCOMPARE(script(call).kind, ScriptedAction::Kind::Answer);
        // One shared word is not enough, and the answer says so (a user trying "Make me a chart" read only "No skill
        // matches").
        call.query = QStringLiteral("Make me a chart");
        const ScriptedAction none = script(call);
        QCOMPARE(none.kind, ScriptedAction::Kind::Answer);
        QVERIFY2(none.text.contains(QStringLiteral("two words")), qPrintable(none.text));
        QVERIFY2(none.text.contains(QStringLiteral("four letters")), qPrintable(none.text));
        // Three-letter words do not count ("CSV", "bar"): "chart" alone is one word.
        call.query = QStringLiteral("A CSV bar chart");
        QCOMPARE(script(call).kind, ScriptedAction::Kind::Answer);

        // Chinese has no spaces: its neighbouring characters are compared in pairs.
        AgentSkill report;
        report.name = QStringLiteral("sales-report");
        report.description = QStringLiteral("把销售数据生成图表和报告。Use when the user wants a sales report.");
        report.folder = QStringLiteral("/x/sales-report");
        const ClientScript zh
            = keywordScript(std::make_shared<const SkillSnapshot>(QList<AgentSkill> { pdf, chart, report }));
        call.query = QStringLiteral("请帮我把这些销售数据生成图表");
        QCOMPARE(zh(call).skill, QStringLiteral("sales-report"));
        call.query = QStringLiteral("今天天气怎么样"); // no pair in common
        QCOMPARE(zh(call).kind, ScriptedAction::Kind::Answer);
        call.query = QStringLiteral("销售"); // one pair is one word: not enough
        QCOMPARE(zh(call).kind, ScriptedAction::Kind::Answer);
    }

    void normalisationKeepsWhatTheModelSees()
    {
        const QByteArray a
            = R"({"metadata":{"user_id":"user_0123456789abcdef0123456789abcdef0123456789abcdef_account__session_3f2b8c1e-1111-4abc-9def-0123456789ab"},"system":"Today's date is 2026-12-02. cwd /var/h/eval-claude-code-aaaaaaaaaaaa/work cc_version=2.1.328.4f1","messages":[{"role":"user","content":"Fix the PDF at 10:42"}],"prompt_cache_key":"msg_AbCdEf123456"})";
        const QByteArray b
            = R"({"metadata":{"user_id":"user_fedcba9876543210fedcba9876543210fedcba9876543210_account__session_9a9a9a9a-2222-4abc-9def-ba9876543210"},"system":"Today's date is 2027-01-15. cwd /var/h/eval-claude-code-bbbbbbbbbbbb/work cc_version=2.1.328.9e0","messages":[{"role":"user","content":"Fix the PDF at 11:07"}],"prompt_cache_key":"msg_ZyXwVu654321"})";
        // Codex's metadata comes in a different key order per run.
        QCOMPARE(normalisedClientBody(R"({"input":[1],"client_metadata":{"a":"1","b":"2"}})", {}),
            normalisedClientBody(R"({"client_metadata":{"b":"3","a":"4"},"input":[1]})", {}));
        const QByteArray na = normalisedClientBody(a, { QStringLiteral("/var/h/eval-claude-code-aaaaaaaaaaaa") });
        const QByteArray nb = normalisedClientBody(b, { QStringLiteral("/var/h/eval-claude-code-bbbbbbbbbbbb") });
        QCOMPARE(na, nb);
        QVERIFY(na.contains("Fix the PDF"));
        // A change the model would see is not normalised away.
        const QByteArray c = QByteArray(b).replace("Fix the PDF", "Fix the DOC");
        QVERIFY(normalisedClientBody(c, { QStringLiteral("/var/h/eval-claude-code-bbbbbbbbbbbb") }) != nb);
    }

    void geminiSkillOrderIsNotPartOfTheKey()
    {
        // Gemini CLI lists its skills in the order its asynchronous file walk found them: the listing, the
        // activate_skill description and its enum (captured order swap of two built-ins, 2026-12-03).
        const auto body = [](const QString &first, const QString &second, const QString &third) {
            const auto entry = [](const QString &name) {
                return QStringLiteral("  <skill>\n    <name>%1</name>\n    <description>About %1.</description>\n"
                                      "    <location>/b/%1/SKILL.md</location>\n  </skill>\n")
                    .arg(name);
            };
            const QString system = QStringLiteral("# Available Agent Skills\n\n<available_skills>\n") + entry(first)
                + entry(second) + entry(third) + QStringLiteral("</available_skills>");
            const QJsonObject name { { QStringLiteral("type"), QStringLiteral("string") },
                { QStringLiteral("enum"), QJsonArray { first, second, third } } };
            const QJsonObject tool { { QStringLiteral("name"), QStringLiteral("activate_skill") },
                { QStringLiteral("description"),
                    QStringLiteral("Activates a skill (Available: '%1', '%2', '%3'). Returns it.")
                        .arg(first, second, third) },
                { QStringLiteral("parameters"),
                    QJsonObject {
                        { QStringLiteral("properties"), QJsonObject { { QStringLiteral("name"), name } } } } } };
            const QJsonObject o { { QStringLiteral("systemInstruction"),
                                      QJsonObject { { QStringLiteral("parts"),
                                          QJsonArray { QJsonObject { { QStringLiteral("text"), system } } } } } },
                { QStringLiteral("tools"),
                    QJsonArray { QJsonObject { { QStringLiteral("functionDeclarations"), QJsonArray { tool } } } } } };
            return QJsonDocument(o).toJson(QJsonDocument::Compact);
        };
        const QByteArray usual = body(
            QStringLiteral("skill-creator"), QStringLiteral("antigravity-support"), QStringLiteral("alpha-skill"));
        const QByteArray swapped = body(
            QStringLiteral("antigravity-support"), QStringLiteral("skill-creator"), QStringLiteral("alpha-skill"));
        const QByteArray other = body(
            QStringLiteral("antigravity-support"), QStringLiteral("skill-creator"), QStringLiteral("beta-skill"));
        QCOMPARE(normalisedClientBody(usual, {}, SkillOrder::Unordered),
            normalisedClientBody(swapped, {}, SkillOrder::Unordered));
        QVERIFY(normalisedClientBody(usual, {}, SkillOrder::Unordered)
            != normalisedClientBody(other, {}, SkillOrder::Unordered));
        // Sorted, not dropped: every entry and its text are still there.
        const QByteArray n = normalisedClientBody(swapped, {}, SkillOrder::Unordered);
        QCOMPARE(n.count("<skill>"), 3);
        QVERIFY(n.contains("(Available: 'alpha-skill', 'antigravity-support', 'skill-creator')"));
        QVERIFY(n.contains(R"("enum":["alpha-skill","antigravity-support","skill-creator"])"));
        QVERIFY(n.indexOf("<name>alpha-skill</name>") < n.indexOf("<name>skill-creator</name>"));
        QVERIFY(n.contains("About antigravity-support."));
        // The other clients' order is what their model sees and stays part of the key.
        QVERIFY(normalisedClientBody(usual, {}) != normalisedClientBody(swapped, {}));
    }

    void cacheStoresAndFindsAnswers()
    {
        QTemporaryDir dir;
        auto cache = std::make_shared<ClientResponseCache>(dir.path());
        auto scripted = std::make_shared<ScriptedClientModel>(
            [](const ScriptedCall &) { return ScriptedAction::answer(QStringLiteral("from upstream")); });
        // A run: nothing cached, the request goes on (to the scripted model standing in for the upstream).
        CachingAnswerer first(cache, AgentClient::ClaudeCode, 0, { QStringLiteral("/home/run1") }, true, nullptr);
        const HttpRequest request = post("/v1/messages", anthropicBody("query in /home/run1"));
        QVERIFY(!first.answer(request));
        CaptureExchange e;
        e.number = 1;
        e.method = "POST";
        e.target = "/v1/messages";
        e.status = 200;
        e.reason = "OK";
        e.responseHeaders = { { "Content-Type", "text/event-stream" }, { "Content-Length", "12" } };
        e.responseBody = scriptedModelAnswer("/v1/messages", QStringLiteral("cached text"));
        first.store(e);
        QCOMPARE(cache->entryCount(), 1);
        // The same request of another run (its own home) is answered from the cache, framing headers dropped.
        CachingAnswerer second(cache, AgentClient::ClaudeCode, 0, { QStringLiteral("/home/run2") }, true, scripted);
        const std::optional<LocalAnswer> hit
            = second.answer(post("/v1/messages", anthropicBody("query in /home/run2")));
        QVERIFY(hit);
        QCOMPARE(hit->source, QStringLiteral("cache"));
        QCOMPARE(hit->body, e.responseBody);
        for (const auto &h : hit->headers)
            QVERIFY(h.first.toLower() != "content-length");
        QCOMPARE(second.cachedAnswers(), 1);
        // Another repetition of the query keeps its own answer; --no-cache asks again.
        CachingAnswerer third(cache, AgentClient::ClaudeCode, 1, { QStringLiteral("/home/run3") }, true, scripted);
        QCOMPARE(third.answer(post("/v1/messages", anthropicBody("query in /home/run3")))->source,
            QStringLiteral("scripted model"));
        CachingAnswerer fresh(cache, AgentClient::ClaudeCode, 0, { QStringLiteral("/home/run4") }, false, scripted);
        QCOMPARE(fresh.answer(post("/v1/messages", anthropicBody("query in /home/run4")))->source,
            QStringLiteral("scripted model"));
        // An error answer is never kept.
        CaptureExchange failed = e;
        failed.number = 1;
        failed.status = 429;
        CachingAnswerer fourth(cache, AgentClient::ClaudeCode, 2, {}, true, nullptr);
        QVERIFY(!fourth.answer(post("/v1/messages", anthropicBody("other"))));
        fourth.store(failed);
        QCOMPARE(cache->entryCount(), 1);
    }

    void afterTheFirstResponseNothingGoesUpstream()
    {
        QTemporaryDir dir;
        auto cache = std::make_shared<ClientResponseCache>(dir.path());
        CachingAnswerer answerer(cache, AgentClient::ClaudeCode, 0, {}, true, nullptr, true);
        // The first model call (tools offered, no tool result) goes on to the upstream.
        QVERIFY(!answerer.answer(post("/v1/messages", anthropicBody("do alpha"))));
        // The call carrying the tool's result, and a side call without tools, are answered here.
        std::optional<LocalAnswer> after = answerer.answer(post("/v1/messages", anthropicBody("do alpha", true)));
        QVERIFY(after);
        QCOMPARE(after->source, QStringLiteral("trigger lab"));
        QVERIFY(after->body.contains("first response"));
        QJsonObject side = anthropicBody("title please");
        side.remove(QStringLiteral("tools"));
        QCOMPARE(answerer.answer(post("/v1/messages", side))->source, QStringLiteral("trigger lab"));
        // A whole run (--full) forwards them.
        CachingAnswerer full(cache, AgentClient::ClaudeCode, 0, {}, true, nullptr, false);
        QVERIFY(!full.answer(post("/v1/messages", anthropicBody("do alpha", true))));
    }

    void endpointAnswersLocallyAndSubstitutesTheKey()
    {
        // The upstream: a scripted loopback server that records what reached it.
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(upstream.listen(&error), qPrintable(error));
        // Records the key that reached it (the upstream serves on this thread).
        struct Recording : LocalAnswerer
        {
            QByteArray key;
            ScriptedClientModel model { [](const ScriptedCall &) {
                return ScriptedAction::answer(QStringLiteral("up"));
            } };
            std::optional<LocalAnswer> answer(const HttpRequest &r) override
            {
                key = r.head.header("x-api-key");
                return model.answer(r);
            }
        };
        auto recording = std::make_shared<Recording>();
        upstream.setAnswerer(recording);
        CaptureEndpoint endpoint;
        CaptureEndpointOptions o;
        o.upstream = QUrl(upstream.root());
        o.upstreamKey = "sk-real-key";
        o.answerer = std::make_shared<ScriptedClientModel>([](const ScriptedCall &call) {
            return call.query == QLatin1String("local") ? ScriptedAction::answer(QStringLiteral("here"))
                                                        : ScriptedAction::answer(QString());
        });
        // Only "local" is answered here: a wrapper forwards the rest.
        struct Selective : LocalAnswerer
        {
            std::shared_ptr<LocalAnswerer> inner;
            std::optional<LocalAnswer> answer(const HttpRequest &r) override
            {
                return ScriptedClientModel::queryOf(r.body) == QLatin1String("local") ? inner->answer(r) : std::nullopt;
            }
        };
        auto selective = std::make_shared<Selective>();
        selective->inner = o.answerer;
        o.answerer = selective;
        QVERIFY2(endpoint.start(o, &error), qPrintable(error));
        QSignalSpy finished(&endpoint, &CaptureEndpoint::exchangeFinished);
        QNetworkAccessManager nam;
        auto send = [&](const QString &query) {
            QNetworkRequest req(QUrl(endpoint.url().toString() + QStringLiteral("/v1/messages")));
            req.setRawHeader("x-api-key", "sk-dummy");
            req.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
            QNetworkReply *reply = nam.post(req, QJsonDocument(anthropicBody(query)).toJson());
            QSignalSpy done(reply, &QNetworkReply::finished);
            if (!reply->isFinished())
                done.wait(10000);
            const QByteArray body = reply->readAll();
            reply->deleteLater();
            return body;
        };
        QVERIFY(send(QStringLiteral("local")).contains("here"));
        QCOMPARE(upstream.modelCalls(), 0);
        QVERIFY(send(QStringLiteral("remote")).contains("up"));
        QCOMPARE(upstream.modelCalls(), 1);
        QTRY_COMPARE(finished.size(), 2);
        const CaptureExchange local = finished.at(0).first().value<CaptureExchange>();
        QCOMPARE(local.answeredBy, QStringLiteral("scripted model"));
        const CaptureExchange remote = finished.at(1).first().value<CaptureExchange>();
        QVERIFY(remote.answeredBy.isEmpty());
        // The upstream got the endpoint's key, not the client's; the record keeps neither.
        QCOMPARE(recording->key, QByteArray("sk-real-key"));
        QVERIFY(!remote.attempts.first().requestHeaders.isEmpty());
        for (const auto &h : remote.attempts.first().requestHeaders)
            QVERIFY(!h.second.contains("sk-real-key") && !h.second.contains("sk-dummy"));
        for (const auto &h : remote.requestHeaders)
            QVERIFY(!h.second.contains("sk-real-key") && !h.second.contains("sk-dummy"));
    }

    void triggerEvalOverRunnerSlots()
    {
        auto factory = std::make_shared<StandInFactory>();
        TriggerEvalConfig config;
        config.skills = twoSkills();
        config.skill = QStringLiteral("alpha");
        config.set = perSkillSet({ { QStringLiteral("do alpha"), true }, { QStringLiteral("plain"), false },
            { QStringLiteral("beta please"), true }, { QStringLiteral("crash now"), true } });
        config.runsPerQuery = 2;
        config.workers = 2;
        config.runners = factory;
        TriggerEval eval(config, {});
        QSignalSpy finished(&eval, &TriggerEval::finished);
        QString error;
        QVERIFY2(eval.start(&error), qPrintable(error));
        QVERIFY(finished.wait(10000));
        QCOMPARE(factory->created, 2);
        const EvalResults &r = eval.results();
        QCOMPARE(r.setup.profile, QStringLiteral("stand-in 1.0"));
        QCOMPARE(r.setup.triggerRule, QStringLiteral("the stand-in's load"));
        QCOMPARE(r.query(0, 0).rate(), 1.0);
        QVERIFY(r.query(0, 0).pass);
        QCOMPARE(r.query(0, 1).rate(), 0.0);
        QVERIFY(r.query(0, 1).pass);
        QVERIFY(!r.query(0, 2).pass);
        QCOMPARE(r.query(0, 2).loadedInstead.value(QStringLiteral("beta")), 2);
        // A client that failed is an error, not a miss, with its stderr kept.
        QCOMPARE(r.query(0, 3).errors, 2);
        QCOMPARE(r.query(0, 3).runs, 0);
        QCOMPARE(r.runs.at(r.runIndex(0, 3, 0)).clientStderr, QStringLiteral("boom"));
        // The text output says which agent made the runs and what counted as a load.
        QVERIFY(evalResultsToText(r).contains(QStringLiteral(
            "agent: stand-in 1.0 (the real client); model calls: nowhere; a load is the stand-in's load\n")));
        QVERIFY(evalResultsToJson(r).value(QStringLiteral("results")).isArray());
        QVERIFY(!r.unfinishedReason().isEmpty());
    }

    void clientThatFailsIsAnErrorNotAMiss()
    {
        // Stand-ins for a client: one that fails at once, one that never answers.
        QTemporaryDir dir;
        auto program = [&dir](const QString &name, const QByteArray &body) {
            const QString path = dir.filePath(name);
            sw::test::writeFile(path, "#!/bin/sh\n" + body, sw::test::unixMode(0755));
            return path;
        };
        const QString failing = program(QStringLiteral("failing"), "echo 'boom: no credentials' >&2\nexit 3\n");
        const QString hanging = program(QStringLiteral("hanging"), "exec sleep 60\n");
        auto evaluate = [&](const QString &bin, int timeoutMs) {
            ClientEvalOptions o;
            o.install.client = AgentClient::ClaudeCode;
            o.install.program = bin;
            o.install.version = QStringLiteral("0.0");
            o.script = [](const ScriptedCall &) { return ScriptedAction::answer(QStringLiteral("x")); };
            o.homeRoot = dir.filePath(QStringLiteral("homes"));
            o.timeoutMs = timeoutMs;
            TriggerEvalConfig config;
            config.skills = twoSkills();
            config.skill = QStringLiteral("alpha");
            config.set = perSkillSet({ { QStringLiteral("do alpha"), true } });
            config.runsPerQuery = 1;
            config.runners = std::make_shared<ClientEvalFactory>(o);
            TriggerEval eval(config, {});
            QSignalSpy finished(&eval, &TriggerEval::finished);
            QString error;
            if (!eval.start(&error))
                return EvalResults();
            finished.wait(20000);
            return eval.results();
        };
        EvalResults r = evaluate(failing, 20000);
        QCOMPARE(r.runs.size(), 1);
        QCOMPARE(r.runs.first().outcome, RunOutcome::Error);
        QVERIFY2(
            r.runs.first().error.contains(QLatin1String("exited with status 3")), qPrintable(r.runs.first().error));
        QCOMPARE(r.runs.first().clientStderr, QStringLiteral("boom: no credentials"));
        QCOMPARE(r.query(0, 0).runs, 0); // not a miss
        QCOMPARE(r.query(0, 0).errors, 1);
        r = evaluate(hanging, 300);
        QCOMPARE(r.runs.first().outcome, RunOutcome::Error);
        QVERIFY2(r.runs.first().error.contains(QLatin1String("Claude Code:")), qPrintable(r.runs.first().error));
        QVERIFY(QDir(dir.filePath(QStringLiteral("homes"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
    }

    void cancelKeepsFinishedRuns()
    {
        auto factory = std::make_shared<StandInFactory>();
        TriggerEvalConfig config;
        config.skills = twoSkills();
        config.skill = QStringLiteral("alpha");
        config.set = perSkillSet({ { QStringLiteral("do alpha"), true }, { QStringLiteral("plain"), false } });
        config.runsPerQuery = 5;
        config.workers = 2;
        config.runners = factory;
        TriggerEval eval(config, {});
        QSignalSpy finished(&eval, &TriggerEval::finished);
        QSignalSpy runs(&eval, &TriggerEval::runFinished);
        QVERIFY(eval.start());
        QVERIFY(runs.wait(10000));
        eval.cancel();
        QCOMPARE(finished.size(), 1);
        const EvalResults &r = eval.results();
        QVERIFY(r.cancelled);
        int answered = 0;
        int cancelled = 0;
        for (const EvalRun &run : r.runs) {
            answered += run.answered();
            cancelled += run.outcome == RunOutcome::Cancelled || run.outcome == RunOutcome::NotRun;
        }
        QVERIFY(answered >= 1);
        QVERIFY(cancelled >= 1);
        QCOMPARE(answered + cancelled, 10);
        QCOMPARE(r.finishedRuns()
                + int(std::count_if(r.runs.begin(), r.runs.end(),
                    [](const EvalRun &run) { return run.outcome == RunOutcome::NotRun; })),
            10);
    }
};

QTEST_MAIN(TestClientEval)
#include "tst_clienteval.moc"
