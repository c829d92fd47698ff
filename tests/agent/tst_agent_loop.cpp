// End-to-end tests of the agent loop against the fake server, per profile: where loaded content lands
// (system message, tool results, `Loaded skill context:` fallback, inline results), tool schemas, exact error
// results for unknown tools / bad JSON / unknown skills, skill_select_docs add/replace/clear, request records.
#include "agent/scriptedprovider.h"
#include "agentharness.h"
#include "catalog/catalogrenderer.h"
#include "session/sessionexport.h"
#include "wire/wirejson.h"
#include "wirestreams.h"

#include <QFile>
#include <QTemporaryDir>

using namespace sw;
using namespace sw::test;

class TestAgentLoop : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void systemMaterialisationTrpcGo();
    void toolResultMaterialisation();
    void loadedContextFallback();
    void deepseekInlineAndReminder();
    void minimalUnknownSkill();
    void pythonToolsSelected();
    void selectDocsAddReplaceClear();
    void unknownToolAndBadJson();
    void recordMatchesWireBytes();
    void providerSwapKeepsTheSession();
    void sharedPrefixNeverExceedsTheRequest_data();
    void sharedPrefixNeverExceedsTheRequest();
    void replayAndModelNeverShareASession();
    void sessionNamesProviderAndEveryEndpoint();
};

void TestAgentLoop::systemMaterialisationTrpcGo()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"data-report"})" } }));
    h.server->enqueue(answer("Report ready."));
    QVERIFY2(h.turn("make a data report"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 2);

    const Profile &p = h.config.profile;
    QList<CatalogSkill> cs;
    for (const AgentSkill &s : h.config.skills->skills())
        cs << CatalogSkill { s.name, s.description, s.location };
    CatalogOptions co;
    co.latestUserMessage = "make a data report";
    const QString system1 = p.systemPrompt + "\n\n" + renderCatalog("trpc-go", cs, co);
    QVERIFY(system1.contains("Available skills:"));
    QCOMPARE(h.messages(0).size(), 2);
    QCOMPARE(h.content(0, 0), system1);
    QCOMPARE(h.content(0, 1), QStringLiteral("make a data report"));
    // the body lands at the end of the system message of the next request, byte for byte
    QCOMPARE(h.content(1, 0),
        system1 + "\n[Loaded] data-report\n\nBuild a report.\nRun \"scripts/report.py\".\n\nDocs loaded: none");
    const QJsonObject assistant = h.messages(1).at(2).toObject();
    QVERIFY(assistant.value("content").isNull());
    QCOMPARE(assistant.value("tool_calls")
                 .toArray()
                 .first()
                 .toObject()
                 .value("function")
                 .toObject()
                 .value("arguments")
                 .toString(),
        QStringLiteral(R"({"skill":"data-report"})"));
    const QJsonObject tool = h.messages(1).at(3).toObject();
    QCOMPARE(tool.value("role").toString(), QStringLiteral("tool"));
    QCOMPARE(tool.value("tool_call_id").toString(), QStringLiteral("call_1"));
    QCOMPARE(tool.value("content").toString(), QStringLiteral("loaded: data-report"));
    // tool schemas: the allowlist, with the enum of names
    const QJsonArray tools = h.server->requests().at(0).json().value("tools").toArray();
    QStringList names;
    for (const QJsonValue &t : tools)
        names << t.toObject().value("function").toObject().value("name").toString();
    QCOMPARE(names, (QStringList { "skill_load", "skill_select_docs", "skill_list_docs", "skill_run" }));
    QCOMPARE(tools.first()
                 .toObject()["function"]
                 .toObject()["parameters"]
                 .toObject()["properties"]
                 .toObject()["skill"]
                 .toObject()["enum"]
                 .toArray(),
        (QJsonArray { "alpha", "data-report", "pdf-tools" }));
    // state keys
    const StateMap &st = h.loop().session().state;
    QCOMPARE(st.value("temp:skill:loaded_by_agent:skills-assistant/data-report"), QStringLiteral("1"));
    QCOMPARE(st.value("temp:skill:loaded_order_by_agent:skills-assistant"), QStringLiteral(R"(["data-report"])"));
    QVERIFY(!st.contains("temp:skill:docs_by_agent:skills-assistant/data-report"));
    // the record knows why the skill is there
    const RequestRecord &r1 = h.loop().session().requests.at(1);
    QCOMPARE(r1.loaded.size(), 1);
    QCOMPARE(r1.loaded.first().reason, QStringLiteral("skill_load call_1"));
    QCOMPARE(r1.loaded.first().placement, QStringLiteral("system"));
    QCOMPARE(r1.loaded.first().stateKey, QStringLiteral("temp:skill:loaded_by_agent:skills-assistant/data-report"));
}

void TestAgentLoop::toolResultMaterialisation()
{
    Profile p = shippedProfile("trpc-go");
    p.materialisation = Materialisation::ToolResults;
    AgentHarness h(p);
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"data-report","docs":["usage.txt"]})" } }));
    h.server->enqueue(answer("ok"));
    QVERIFY2(h.turn("report"), qPrintable(h.lastError));
    QCOMPARE(h.content(1, 0), h.content(0, 0)); // system message stable
    QCOMPARE(h.content(1, 3),
        QStringLiteral("\n[Loaded] data-report\n\nBuild a report.\nRun \"scripts/report.py\".\n\n"
                       "Docs loaded: usage.txt\n[Doc] usage.txt\n\nUSAGE NOTES\n"));
    // the stored transcript keeps the stub
    const TranscriptEvent &stored = h.loop().session().events.at(2);
    QCOMPARE(stored.kind, TranscriptEvent::Kind::ToolResult);
    QCOMPARE(stored.text, QStringLiteral("loaded: data-report"));
    const RequestRecord &r1 = h.loop().session().requests.at(1);
    QCOMPARE(r1.loaded.first().placement, QStringLiteral("tool_result call_1"));
    QVERIFY(r1.sharedPrefixTokens > 0);
    // the shared prefix reaches past the first user message (the system message did not change)
    QVERIFY(r1.sharedPrefixBytes > h.server->requests().at(0).body.indexOf("\"report\""));
}

void TestAgentLoop::loadedContextFallback()
{
    Profile p = shippedProfile("trpc-go");
    p.materialisation = Materialisation::ToolResults;
    AgentHarness h(p);
    h.config.maxHistoryMessages = 1; // history suppression drops the skill_load result
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(answer("ok"));
    QVERIFY2(h.turn("use alpha"), qPrintable(h.lastError));
    const QJsonArray m = h.messages(1);
    QCOMPARE(m.size(), 2);
    QCOMPARE(m.at(1).toObject().value("role").toString(), QStringLiteral("system"));
    QCOMPARE(m.at(1).toObject().value("content").toString(),
        QStringLiteral("Loaded skill context:\n\n[Loaded] alpha\n\nAlpha body\nDocs loaded: none"));
    QCOMPARE(h.loop().session().requests.at(1).loaded.first().placement, QStringLiteral("fallback system message"));
}

void TestAgentLoop::deepseekInlineAndReminder()
{
    AgentHarness h(shippedProfile("deepseek"));
    h.server->enqueue(calls({ { "skill", R"({"name":"pdf-tools"})" } }));
    h.server->enqueue(answer("merged"));
    QVERIFY2(h.turn("merge pdfs"), qPrintable(h.lastError));
    const QJsonArray m0 = h.messages(0);
    QCOMPARE(m0.size(), 3);
    QCOMPARE(m0.at(1).toObject().value("role").toString(), QStringLiteral("user"));
    QVERIFY(m0.at(1).toObject().value("content").toString().startsWith("<system-reminder>\n"));
    QCOMPARE(h.content(0, 2), QStringLiteral("merge pdfs"));
    QCOMPARE(h.content(1, 4),
        QStringLiteral("<skill_content name=\"pdf-tools\">\n<skill_resources>\nBase directory for this "
                       "skill: /skills/pdf-tools\nResolve relative paths mentioned by this skill "
                       "against the base directory before using them. Load referenced resources "
                       "only as needed.\n</skill_resources>\n\n<skill_instructions>\nPDF "
                       "body\n</skill_instructions>\n</skill_content>"));
    const QJsonArray tools = h.server->requests().at(0).json().value("tools").toArray();
    QCOMPARE(tools.size(), 1);
    QVERIFY(!tools.first()
                 .toObject()["function"]
                 .toObject()["parameters"]
                 .toObject()["properties"]
                 .toObject()["name"]
                 .toObject()
                 .contains("enum"));
    QCOMPARE(h.loop().session().requests.at(1).loaded.first().placement, QStringLiteral("inline tool result call_1"));
}

void TestAgentLoop::minimalUnknownSkill()
{
    AgentHarness h(shippedProfile("minimal"));
    h.server->enqueue(calls({ { "load_skill", R"({"name":"nope"})" } }));
    h.server->enqueue(calls({ { "load_skill", R"({"name":"alpha"})" } }));
    h.server->enqueue(answer("done"));
    QVERIFY2(h.turn("go"), qPrintable(h.lastError));
    QCOMPARE(h.content(1, 3),
        QStringLiteral("Error: Unknown skill 'nope'. Available skills: alpha, data-report, pdf-tools"));
    QCOMPARE(h.content(2, 5), QStringLiteral("<skill name=\"alpha\">\nAlpha body\n</skill>"));
    QVERIFY(h.content(0, 0).startsWith("You are a coding agent.\n"));
    QVERIFY(h.loop().session().events.at(2).isError);
}

void TestAgentLoop::pythonToolsSelected()
{
    AgentHarness h(shippedProfile("trpc-python"));
    h.server->enqueue(calls({ { "skill_load", R"({"skill_name":"data-report"})" } }));
    h.server->enqueue(calls({ { "skill_list_tools", R"({"skill_name":"data-report"})" }, { "skill_list", "{}" } }));
    h.server->enqueue(answer("ok"));
    QVERIFY2(h.turn("report"), qPrintable(h.lastError));
    QCOMPARE(h.content(1, 3), QStringLiteral("skill 'data-report' loaded"));
    QVERIFY(h.content(1, 0).endsWith("Docs loaded: none\nTools selected: make_chart"));
    QCOMPARE(h.content(2, 5), QStringLiteral(R"(["make_chart"])"));
    QCOMPARE(h.content(2, 6), QStringLiteral(R"(["alpha","data-report","pdf-tools"])"));
    QCOMPARE(h.loop().session().state.value("temp:skill:tools:data-report"), QStringLiteral(R"(["make_chart"])"));
    QCOMPARE(
        h.loop().session().state.value("temp:skill:loaded_by_agent:skill_run_agent/data-report"), QStringLiteral("1"));
}

void TestAgentLoop::selectDocsAddReplaceClear()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"data-report"})" } }));
    h.server->enqueue(calls({ { "skill_select_docs", R"({"skill":"data-report","docs":["usage.txt"]})" } }));
    h.server->enqueue(
        calls({ { "skill_select_docs", R"({"skill":"data-report","docs":["docs/format.md"],"mode":"add"})" } }));
    h.server->enqueue(
        calls({ { "skill_select_docs", R"({"skill":"data-report","docs":["docs/format.md"],"mode":"replace"})" } }));
    h.server->enqueue(calls({ { "skill_select_docs", R"({"skill":"data-report","mode":"clear"})" } }));
    h.server->enqueue(calls({ { "skill_select_docs", R"({"skill":"data-report","docs":["missing.md"]})" } }));
    h.server->enqueue(answer("ok"));
    QVERIFY2(h.turn("report"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 7);
    QCOMPARE(h.content(2, 5),
        QStringLiteral(
            R"({"skill":"data-report","selected_docs":["usage.txt"],"include_all_docs":false,"mode":"replace"})"));
    QVERIFY(h.content(2, 0).endsWith("Docs loaded: usage.txt\n[Doc] usage.txt\n\nUSAGE NOTES\n"));
    QCOMPARE(h.content(3, 7),
        QStringLiteral(
            R"({"skill":"data-report","selected_docs":["usage.txt","docs/format.md"],"include_all_docs":false,"mode":"add"})"));
    QVERIFY(h.content(3, 0).endsWith("Docs loaded: usage.txt, docs/format.md\n[Doc] usage.txt\n\nUSAGE NOTES\n\n[Doc] "
                                     "docs/format.md\n\nFORMAT RULES\n"));
    QVERIFY(h.content(4, 0).endsWith("Docs loaded: docs/format.md\n[Doc] docs/format.md\n\nFORMAT RULES\n"));
    QCOMPARE(h.content(5, 11),
        QStringLiteral(R"({"skill":"data-report","selected_docs":[],"include_all_docs":false,"mode":"clear"})"));
    QVERIFY(h.content(5, 0).endsWith("Docs loaded: none"));
    QCOMPARE(h.content(6, 13), QStringLiteral("unknown doc: missing.md"));
    QCOMPARE(
        h.loop().session().state.value("temp:skill:docs_by_agent:skills-assistant/data-report"), QStringLiteral("[]"));
    // segments: loaded skill and docs are annotated in the record
    const RequestRecord &r3 = h.loop().session().requests.at(3);
    QStringList docSegs;
    for (const RequestSegment &s : r3.segments) {
        if (s.kind == SegmentKind::Doc)
            docSegs << s.doc;
    }
    QCOMPARE(docSegs, (QStringList { "usage.txt", "docs/format.md" }));
}

void TestAgentLoop::unknownToolAndBadJson()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(calls({ { "web_search", R"({"q":"x"})" }, { "skill_load", R"({"skill": "data)" },
        { "skill_load", R"({"skill":"nope"})" }, { "skill_load", "{}" } }));
    h.server->enqueue(answer("sorry"));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    QCOMPARE(h.content(1, 3), QStringLiteral("unknown tool: web_search"));
    QVERIFY2(h.content(1, 4).startsWith("invalid arguments for skill_load: "), qPrintable(h.content(1, 4)));
    QCOMPARE(h.content(1, 5), QStringLiteral("unknown skill: nope"));
    QCOMPARE(h.content(1, 6), QStringLiteral("skill is required"));
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("sorry"));
    QVERIFY(loadedSkills(h.loop().session().state, "skills-assistant").isEmpty());
}

void TestAgentLoop::recordMatchesWireBytes()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"data-report","include_all_docs":true})" } }, "Loading…"));
    h.server->enqueue(answer("done"));
    QVERIFY2(h.turn("report ünïcode \"quoted\"\ttab"), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    QCOMPARE(s.requests.size(), 2);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(s.requests.at(i).body, h.server->requests().at(i).body);
        QVERIFY(!s.requests.at(i).body.contains(h.apiKey.toUtf8()));
        // every segment's byte range holds its JSON-escaped text
        for (const RequestSegment &seg : s.requests.at(i).segments) {
            QVERIFY(seg.byteStart >= 0 && seg.byteStart + seg.byteLength <= s.requests.at(i).body.size());
            if (seg.kind == SegmentKind::ToolSchema)
                QVERIFY(s.requests.at(i).body.mid(seg.byteStart, seg.byteLength).startsWith("{\"type\":\"function\""));
        }
    }
    const RequestRecord &r1 = s.requests.at(1);
    QCOMPARE(r1.usage.promptTokens, 100); // from the fake server's usage chunk
    QVERIFY(!r1.usage.estimated);
    int sum = 0;
    bool sawDoc = false;
    for (const RequestSegment &seg : r1.segments) {
        sum += seg.tokens;
        sawDoc |= seg.kind == SegmentKind::Doc && seg.doc == "docs/format.md";
        if (seg.kind == SegmentKind::LoadedSkill) {
            const QByteArray escaped = jsonStringLiteral(RequestBuilder::loadedBlock(
                h.config.profile, *h.config.skills->find("data-report"), DocSelection { true, true, {} }, {}));
            QVERIFY(escaped.mid(1, escaped.size() - 2).startsWith(r1.body.mid(seg.byteStart, seg.byteLength)));
        }
    }
    QVERIFY(sawDoc);
    QCOMPARE(r1.tokens, sum);
    QVERIFY(r1.sharedPrefixTokens > 0);
    QCOMPARE(s.requests.at(0).sharedPrefixTokens, -1);
}

void TestAgentLoop::providerSwapKeepsTheSession()
{
    using namespace sw::test;
    AgentHarness h(shippedProfile(QStringLiteral("trpc-go")));
    h.server->enqueue(answer(QStringLiteral("first answer")));
    QVERIFY2(h.turn(QStringLiteral("hello")), qPrintable(h.lastError));

    // A second endpoint with another key, as after the base URL and key changed in Preferences.
    FakeModelServer other;
    QVERIFY(other.listen());
    other.enqueue(FakeResponse::stream(sseAnswer(QStringLiteral("second answer"), {}, 5)));
    ProviderConfig pc;
    pc.baseUrl = other.baseUrl();
    pc.model = QStringLiteral("fake-model");
    pc.apiKey = QStringLiteral("sk-other-abcdefghijklmnopqrstuvwxyz");
    pc.inactivityTimeoutMs = 5000;
    OpenAiChatProvider replacement(pc);

    // Refused while a turn runs.
    h.server->enqueue(FakeResponse::stream(sseAnswer(QStringLiteral("unused"), {}, 5)));
    QString error;
    QVERIFY(h.loop().sendUserMessage(QStringLiteral("running"), {}, &error));
    QVERIFY(h.loop().isRunning());
    QVERIFY(!h.loop().setProvider(&replacement, pc.model, { pc.apiKey }));
    QTRY_VERIFY(!h.loop().isRunning());
    QCOMPARE(h.loop().provider(), h.provider.get());

    QVERIFY(h.loop().setProvider(&replacement, pc.model, { pc.apiKey }));
    QCOMPARE(h.loop().provider(), &replacement);
    QVERIFY2(h.turn(QStringLiteral("again, keys %1 %2").arg(h.apiKey, pc.apiKey)), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 2); // nothing more to the old endpoint
    QCOMPARE(other.requests().size(), 1);
    const QByteArray body = other.requests().first().body;
    QVERIFY(body.contains("hello") && body.contains("first answer") && body.contains("running"));
    QCOMPARE(other.requests().first().headers.value("authorization"), "Bearer " + pc.apiKey.toUtf8());
    QVERIFY(h.loop().session().events.size() > 4);
    // Both keys are redacted from a saved session, even where the user pasted them into a message.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("session.jsonl"));
    QVERIFY2(h.loop().saveSession(file, &error), qPrintable(error));
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray text = saved.readAll();
    QVERIFY(!text.contains(h.apiKey.toUtf8()));
    QVERIFY(!text.contains(pc.apiKey.toUtf8()));
    QVERIFY(text.contains("again, keys"));
}

// Issue 22: "request size" counts segment texts; the shared prefix once counted the raw JSON (keys, punctuation) and
// came out larger than the request (1,260 shared of 1,085). Both on one basis now, in every wire format.
void TestAgentLoop::sharedPrefixNeverExceedsTheRequest_data()
{
    QTest::addColumn<int>("api");
    QTest::newRow("chat-completions") << int(WireApi::ChatCompletions);
    QTest::newRow("anthropic-messages") << int(WireApi::AnthropicMessages);
    QTest::newRow("openai-responses") << int(WireApi::OpenAiResponses);
}

void TestAgentLoop::sharedPrefixNeverExceedsTheRequest()
{
    QFETCH(int, api);
    // Many short history messages: JSON keys and punctuation weigh as much as the texts.
    AgentHarness h(shippedProfile("trpc-go"), testSkills(), WireApi(api));
    h.server->setResponder([api](const RecordedRequest &, int) {
        const QString text = QStringLiteral("ok");
        if (WireApi(api) == WireApi::ChatCompletions)
            return answer(text);
        return FakeResponse::stream(
            WireApi(api) == WireApi::AnthropicMessages ? anthropicAnswer(text) : responsesAnswer(text));
    });
    for (int i = 0; i < 6; ++i)
        QVERIFY2(h.turn(QStringLiteral("m%1").arg(i)), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    QCOMPARE(s.requests.size(), 6);
    bool counter = false;
    for (const RequestRecord &r : s.requests.mid(1)) {
        QVERIFY2(r.sharedPrefixTokens <= r.tokens,
            qPrintable(QStringLiteral("request %1: %2 shared of %3")
                           .arg(r.index + 1)
                           .arg(r.sharedPrefixTokens)
                           .arg(r.tokens)));
        QVERIFY(r.sharedPrefixTokens > 0);
        // The segments wholly inside the shared bytes count in full; what they add up to is a lower bound.
        int whole = 0;
        for (const RequestSegment &seg : r.segments)
            whole += seg.byteStart + seg.byteLength <= r.sharedPrefixBytes ? seg.tokens : 0;
        QVERIFY(r.sharedPrefixTokens >= whole);
        // Counted on the segments' basis, not as the raw JSON bytes (keys and punctuation) of the prefix.
        QCOMPARE(
            r.sharedPrefixTokens, segmentTokensBefore(r.body, r.segments, r.sharedPrefixBytes, defaultTokenCounter()));
        counter = counter
            || defaultTokenCounter()(QByteArrayView(r.body).first(r.sharedPrefixBytes)) != r.sharedPrefixTokens;
        int perSegment = 0;
        for (int t : r.sharedTokensPerSegment())
            perSegment += t;
        QCOMPARE(perSegment, r.sharedPrefixTokens);
    }
    QVERIFY2(counter, "the raw JSON prefix should count differently from its segments");
}

// Issue 22: a replay's scripted answers never continue a model's session, nor a model a replay's.
void TestAgentLoop::replayAndModelNeverShareASession()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(answer("from the model"));
    QVERIFY2(h.turn("hello"), qPrintable(h.lastError));
    const Session modelSession = h.loop().session();
    QVERIFY(!modelSession.replay);

    Scenario scenario;
    scenario.title = QStringLiteral("demo");
    scenario.steps << ScenarioStep();
    scenario.steps.last().text = QStringLiteral("scripted");
    ScriptedProvider replay(scenario);
    QVERIFY(!h.loop().setProvider(&replay, QStringLiteral("replay"), {})); // the model's session stays the model's
    QCOMPARE(h.loop().provider(), h.provider.get());

    AgentConfig config = h.config;
    AgentLoop replayLoop(config, &replay);
    QVERIFY(!replayLoop.setSession(modelSession)); // nor is it opened into a replay
    QVERIFY(replayLoop.session().events.isEmpty());
    QVERIFY(replayLoop.sendUserMessage(QStringLiteral("hi")));
    QTRY_VERIFY(!replayLoop.isRunning());
    QVERIFY(!h.loop().setSession(replayLoop.session())); // and a replay's never continues against the model
    QVERIFY(h.loop().setSession(modelSession));
}

// Issue 22: the session names its provider (not the model) and every endpoint it sent to, in order.
void TestAgentLoop::sessionNamesProviderAndEveryEndpoint()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(answer("one"));
    QVERIFY2(h.turn("hello"), qPrintable(h.lastError));
    FakeModelServer other;
    QVERIFY(other.listen());
    other.enqueue(answer("two"));
    ProviderConfig pc;
    pc.presetId = QStringLiteral("ollama");
    pc.baseUrl = other.baseUrl();
    pc.model = QStringLiteral("other-model");
    OpenAiChatProvider replacement(pc);
    QVERIFY(h.loop().setProvider(&replacement, pc.model, {}));
    QVERIFY2(h.turn("again"), qPrintable(h.lastError));
    const Session &s = h.loop().session();
    QCOMPARE(s.endpoints,
        (QStringList { h.server->baseUrl() + QStringLiteral("/chat/completions"),
            other.baseUrl() + QStringLiteral("/chat/completions") }));
    QCOMPARE(s.providerName, QStringLiteral("Ollama"));
    QVERIFY(!s.providerName.contains(pc.model));
    QCOMPARE(s.models(), (QStringList { QStringLiteral("fake-model"), QStringLiteral("other-model") }));
    QString error;
    const auto back = Session::fromJsonLines(s.toJsonLines(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->endpoints, s.endpoints);
    const QString header = sessionToMarkdown(*back).section(QLatin1Char('\n'), 2, 2);
    QVERIFY2(header.contains(QStringLiteral("models fake-model → other-model")), qPrintable(header));
    QVERIFY2(header.contains(h.server->baseUrl()) && header.contains(other.baseUrl()), qPrintable(header));
    QVERIFY2(header.contains(QStringLiteral("provider Ollama")), qPrintable(header));
}

QTEST_GUILESS_MAIN(TestAgentLoop)
#include "tst_agent_loop.moc"
