// End-to-end tests of the agent's lifecycles against the fake server: once/turn/session across two user turns,
// max-loaded eviction, caller-declared loads, legacy key migration, 429 + Retry-After then success, dropped
// connection, malformed chunk, cancellation, the step limit, skill_run in a workspace, saved sessions without
// the API key.
#include "agentharness.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace sw;
using namespace sw::test;

namespace {
bool hasLoaded(const QString &content, const QString &skill)
{
    return content.contains(QStringLiteral("\n[Loaded] ") + skill + QStringLiteral("\n"));
}
} // namespace

class TestAgentLifecycle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loadModesAcrossTurns_data();
    void loadModesAcrossTurns();
    void onceClearsAfterCarryingRequest();
    void maxLoadedEviction();
    void declaredLoads();
    void invalidDeclarationSendsNothing();
    void legacyKeysMigrated();
    void rateLimitThenSuccess();
    void droppedConnectionFailsTurn();
    void malformedChunkFailsTurn();
    void cancellation();
    void stepLimit();
    void skillRunInWorkspace();
    void savedSessionHasNoApiKey();
};

void TestAgentLifecycle::loadModesAcrossTurns_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<bool>("secondTurnCarriesBody");
    QTest::newRow("turn") << "turn" << false;
    QTest::newRow("session") << "session" << true;
    QTest::newRow("once") << "once" << false;
}

void TestAgentLifecycle::loadModesAcrossTurns()
{
    QFETCH(QString, mode);
    QFETCH(bool, secondTurnCarriesBody);
    Profile p = shippedProfile("trpc-go");
    p.loadMode = *loadModeFromName(mode);
    AgentHarness h(p);
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(answer("first"));
    h.server->enqueue(answer("second"));
    QVERIFY2(h.turn("one"), qPrintable(h.lastError));
    QVERIFY(hasLoaded(h.content(1, 0), "alpha"));
    QVERIFY2(h.turn("two"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 3);
    QCOMPARE(hasLoaded(h.content(2, 0), "alpha"), secondTurnCarriesBody);
    const bool stillLoaded = loadedSkills(h.loop().session().state, "skills-assistant").contains("alpha");
    QCOMPARE(stillLoaded, secondTurnCarriesBody);
    if (mode == "turn") {
        bool sawReset = false;
        for (const TranscriptEvent &e : h.loop().session().events)
            sawReset |= e.kind == TranscriptEvent::Kind::StateDelta && e.reason == "turn reset" && e.turn == 1;
        QVERIFY(sawReset);
    }
}

void TestAgentLifecycle::onceClearsAfterCarryingRequest()
{
    Profile p = shippedProfile("trpc-go");
    p.loadMode = LoadMode::Once;
    AgentHarness h(p);
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(calls({ { "skill_list_docs", R"({"skill":"alpha"})" } }));
    h.server->enqueue(answer("done"));
    QVERIFY2(h.turn("go"), qPrintable(h.lastError));
    QVERIFY(hasLoaded(h.content(1, 0), "alpha"));
    QVERIFY(!hasLoaded(h.content(2, 0), "alpha")); // offloaded after the request that carried it
    QCOMPARE(h.loop().session().requests.at(1).clearedAfter, QStringLiteral("alpha"));
    QCOMPARE(h.content(2, 5), QStringLiteral("[]"));
}

void TestAgentLifecycle::maxLoadedEviction()
{
    Profile p = shippedProfile("trpc-go");
    p.maxLoadedSkills = 2;
    AgentHarness h(p);
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"pdf-tools"})" } }));
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(calls({ { "skill_select_docs", R"({"skill":"pdf-tools","docs":[]})" } })); // touches pdf-tools
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"data-report"})" } }));
    h.server->enqueue(answer("done"));
    QVERIFY2(h.turn("go"), qPrintable(h.lastError));
    const QString last = h.content(4, 0);
    QVERIFY(hasLoaded(last, "data-report"));
    QVERIFY(hasLoaded(last, "pdf-tools"));
    QVERIFY(!hasLoaded(last, "alpha")); // least recently touched
    const StateMap &st = h.loop().session().state;
    QCOMPARE(loadedSkills(st, "skills-assistant"), (QStringList { "data-report", "pdf-tools" }));
    QCOMPARE(st.value(skillkeys::orderKey("skills-assistant")), QStringLiteral(R"(["pdf-tools","data-report"])"));
    bool sawEviction = false;
    for (const TranscriptEvent &e : h.loop().session().events)
        sawEviction |= e.reason == QStringLiteral("eviction (max 2 loaded): alpha");
    QVERIFY(sawEviction);
}

void TestAgentLifecycle::declaredLoads()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(answer("ok"));
    QVERIFY2(h.turn("review", AgentLoop::parseDeclarations({ "data-report:usage.txt", "data-report:usage.txt" })),
        qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 1);
    QVERIFY(h.content(0, 0).endsWith("Docs loaded: usage.txt\n[Doc] usage.txt\n\nUSAGE NOTES\n"));
    // no fabricated tool call or result
    for (const TranscriptEvent &e : h.loop().session().events) {
        QVERIFY(e.kind != TranscriptEvent::Kind::ToolResult);
        QVERIFY(e.toolCalls.isEmpty());
    }
    QCOMPARE(h.loop().session().requests.at(0).loaded.first().reason, QStringLiteral("declared"));
}

void TestAgentLifecycle::invalidDeclarationSendsNothing()
{
    AgentHarness h(shippedProfile("trpc-go"));
    QVERIFY(
        !h.turn("x", AgentLoop::parseDeclarations({ "alpha", "nope", "data-report:missing.md", "pdf-tools:*,a.md" })));
    QCOMPARE(h.lastError,
        QStringLiteral("declared skill 'nope' is not available; declared skill 'data-report' has no doc "
                       "'missing.md'; declared skill 'pdf-tools': all docs (*) cannot be combined "
                       "with a doc list"));
    QVERIFY(h.server->requests().isEmpty());
    QVERIFY(h.loop().session().events.isEmpty());
    QVERIFY(h.loop().session().state.isEmpty());
    QString error;
    QVERIFY(
        !AgentLoop::validateDeclarations(AgentLoop::parseDeclarations({ "alpha", "alpha:*" }), *testSkills(), &error));
    QCOMPARE(error, QStringLiteral("conflicting declarations for skill 'alpha'"));
}

void TestAgentLifecycle::legacyKeysMigrated()
{
    Profile p = shippedProfile("trpc-go");
    p.loadMode = LoadMode::Session;
    AgentHarness h(p);
    Session s;
    s.state.insert("temp:skill:loaded:alpha", "1");
    s.state.insert("temp:skill:docs:alpha", "*");
    h.loop().setSession(s);
    h.server->enqueue(answer("ok"));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    const StateMap &st = h.loop().session().state;
    QVERIFY(!st.contains("temp:skill:loaded:alpha"));
    QCOMPARE(st.value("temp:skill:loaded_by_agent:skills-assistant/alpha"), QStringLiteral("1"));
    QCOMPARE(st.value("temp:skill:docs_by_agent:skills-assistant/alpha"), QStringLiteral("*"));
    QVERIFY(hasLoaded(h.content(0, 0), "alpha"));
}

void TestAgentLifecycle::rateLimitThenSuccess()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(FakeResponse::json(
        429, R"({"error":{"message":"slow down","type":"rate_limit_error"}})", { { "Retry-After", "2" } }));
    h.server->enqueue(FakeResponse::json(503, R"({"error":{"message":"overloaded"}})"));
    h.server->enqueue(answer("finally"));
    QSignalSpy scheduled(&h.loop(), &AgentLoop::retryScheduled);
    QSignalSpy countdown(&h.loop(), &AgentLoop::retryCountdown);
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 3);
    QCOMPARE(h.server->requests().at(0).body, h.server->requests().at(2).body);
    QCOMPARE(scheduled.size(), 2);
    QCOMPARE(scheduled.at(0).at(0).toInt(), 1);
    QCOMPARE(scheduled.at(0).at(1).toInt(), 2); // Retry-After honoured
    QCOMPARE(scheduled.at(1).at(1).toInt(), 2); // backoff: 1 s * 2^(2-1)
    QCOMPARE(countdown.size(), 4);
    QCOMPARE(countdown.at(0).first().toInt(), 1);
    QCOMPARE(countdown.at(1).first().toInt(), 0);
    const RequestRecord &r = h.loop().session().requests.first();
    QCOMPARE(r.attempts, 3);
    QVERIFY(r.finished);
    QCOMPARE(h.loop().session().requests.size(), 1);
}

void TestAgentLifecycle::droppedConnectionFailsTurn()
{
    AgentHarness h(shippedProfile("trpc-go"));
    FakeResponse r = FakeResponse::stream({ sseText("par"), sseText("tial") });
    r.end = FakeResponse::End::Drop;
    h.server->enqueue(r);
    QVERIFY(!h.turn("hi"));
    QVERIFY2(h.lastError.startsWith("the connection closed before the stream finished"), qPrintable(h.lastError));
    QVERIFY(h.loop().session().requests.first().failed);
    QCOMPARE(h.loop().session().events.last().kind, TranscriptEvent::Kind::Notice);
    QVERIFY(!h.loop().isRunning());
}

void TestAgentLifecycle::malformedChunkFailsTurn()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(FakeResponse::stream({ sseText("a"), sseData("{not json}"), sseDone() }));
    QVERIFY(!h.turn("hi"));
    QVERIFY2(h.lastError.startsWith("malformed stream chunk 2"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 1); // protocol errors are not retried
}

void TestAgentLifecycle::cancellation()
{
    AgentHarness h(shippedProfile("trpc-go"));
    FakeResponse stall = FakeResponse::stream({ sseText("thinking") });
    stall.end = FakeResponse::End::Stall;
    h.server->enqueue(stall);
    QSignalSpy text(&h.loop(), &AgentLoop::textDelta);
    QSignalSpy stopped(&h.loop(), &AgentLoop::stopped);
    QVERIFY(h.loop().sendUserMessage("hi"));
    QVERIFY(text.wait(5000));
    h.loop().stop();
    QCOMPARE(stopped.size(), 1);
    QVERIFY(!h.loop().isRunning());
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("stopped by the user"));
    QVERIFY(h.loop().session().requests.first().failed);
    // the loop is usable again
    h.server->enqueue(answer("again"));
    QVERIFY2(h.turn("next"), qPrintable(h.lastError));
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("again"));
}

void TestAgentLifecycle::stepLimit()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.config.maxSteps = 2;
    h.server->enqueue(calls({ { "skill_list_docs", R"({"skill":"alpha"})" } }));
    h.server->enqueue(calls({ { "skill_list_docs", R"({"skill":"alpha"})" } }));
    QVERIFY(!h.turn("loop forever"));
    QCOMPARE(h.lastError, QStringLiteral("stopped after 2 model requests in this turn (max steps)"));
    QCOMPARE(h.server->requests().size(), 2);
}

void TestAgentLifecycle::skillRunInWorkspace()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString skills = dir.filePath("skills");
    QVERIFY(QDir().mkpath(skills + "/alpha"));
    QFile md(skills + "/alpha/SKILL.md");
    QVERIFY(md.open(QIODevice::WriteOnly));
    md.write("---\nname: alpha\ndescription: First skill.\n---\nAlpha body\n");
    md.close();
    AgentHarness h(shippedProfile("trpc-go"), testSkills(skills));
    h.config.workRoot = dir.filePath("work");
    h.config.executor = ExecutorChoice::Local;
    h.server->enqueue(calls({ { "skill_run", R"({"skill":"alpha","command":"echo hello-from-run"})" } }));
    h.server->enqueue(answer("ran"));
    QSignalSpy started(&h.loop(), &AgentLoop::runStarted);
    QSignalSpy output(&h.loop(), &AgentLoop::runOutput);
    QVERIFY2(h.turn("run it"), qPrintable(h.lastError));
    QCOMPARE(started.size(), 1);
    QVERIFY(started.first().at(3).toString().startsWith(dir.filePath("work") + "/ws_"));
    QByteArray out;
    for (const auto &args : output)
        out += args.at(1).toByteArray();
    QCOMPARE(out, QByteArray("hello-from-run\n"));
    const QJsonObject result = QJsonDocument::fromJson(h.content(1, 3).toUtf8()).object();
    QCOMPARE(result.value("stdout").toString(), QStringLiteral("hello-from-run\n"));
    QCOMPARE(result.value("exit_code").toInt(), 0);
}

void TestAgentLifecycle::savedSessionHasNoApiKey()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(calls({ { "skill_load", R"({"skill":"alpha"})" } }));
    h.server->enqueue(answer("noted"));
    QVERIFY2(h.turn("my key is " + h.apiKey + " and Bearer abc.def"), qPrintable(h.lastError));
    QTemporaryDir dir;
    const QString path = dir.filePath("session.jsonl");
    QString error;
    QVERIFY2(h.loop().saveSession(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray saved = f.readAll();
    QVERIFY(!saved.contains(h.apiKey.toUtf8()));
    QVERIFY(!saved.contains("abc.def"));
    QVERIFY(saved.contains("my key is [REDACTED] and Bearer [REDACTED]"));
    const auto loaded = Session::load(path, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->events.size(), h.loop().session().events.size());
    QCOMPARE(loaded->requests.size(), 2);
    QCOMPARE(loaded->state, h.loop().session().state);
    QCOMPARE(loaded->requests.at(1).segments.size(), h.loop().session().requests.at(1).segments.size());
    QCOMPARE(loaded->events.at(2).text, QStringLiteral("loaded: alpha"));
    QCOMPARE(loaded->events.at(1).toolCalls.first().name, QStringLiteral("skill_load"));
}

QTEST_GUILESS_MAIN(TestAgentLifecycle)
#include "tst_agent_lifecycle.moc"
