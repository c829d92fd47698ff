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
    void retriedDropShowsTwoAttempts();
    void keptAliveCloseIsRetriedAsARecordedAttempt();
    void liveStateWhileStreaming();
    void declaredSkillNeedsAProfileThatSendsIt();
    void partialAnswersAreKept();
    void stopDuringARunEndsItsCall();
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

// A connection dropped before any answer byte is retried; the record keeps both transport attempts, in order, and
// a saved session keeps them (the key never: the Authorization value is not stored).
void TestAgentLifecycle::retriedDropShowsTwoAttempts()
{
    AgentHarness h(shippedProfile("trpc-go"));
    FakeResponse drop = FakeResponse::stream({});
    drop.end = FakeResponse::End::Drop;
    h.server->enqueue(drop);
    h.server->enqueue(FakeResponse::json(503, R"({"error":{"message":"overloaded"}})", { { "Retry-After", "1" } }));
    h.server->enqueue(answer("at last"));
    QVERIFY2(h.turn("hi"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 3);
    const RequestRecord &r = h.loop().session().requests.first();
    QCOMPARE(r.attempts, 3);
    QCOMPARE(r.transport.size(), 3);
    QCOMPARE(r.transport.at(0).number, 1);
    QCOMPARE(r.transport.at(0).end, TransportAttempt::End::ConnectionError);
    QCOMPARE(r.transport.at(1).number, 2);
    QCOMPARE(r.transport.at(1).end, TransportAttempt::End::HttpError);
    QCOMPARE(r.transport.at(1).status, 503);
    QCOMPARE(r.transport.at(1).retryAfterSeconds, 1);
    QCOMPARE(r.transport.at(1).responseBody, QByteArray(R"({"error":{"message":"overloaded"}})"));
    QCOMPARE(r.transport.at(2).number, 3);
    QCOMPARE(r.transport.at(2).end, TransportAttempt::End::Complete);
    QCOMPARE(r.transport.at(2).status, 200);
    for (const TransportAttempt &a : r.transport)
        QCOMPARE(a.url, h.server->baseUrl() + QStringLiteral("/chat/completions"));

    QTemporaryDir dir;
    const QString path = dir.filePath("session.jsonl");
    QString error;
    QVERIFY2(h.loop().saveSession(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(!f.readAll().contains(h.apiKey.toUtf8()));
    const auto loaded = Session::load(path, &error);
    QVERIFY2(loaded, qPrintable(error));
    const QList<TransportAttempt> &back = loaded->requests.first().transport;
    QCOMPARE(back.size(), 3);
    QCOMPARE(back.at(1).status, 503);
    QCOMPARE(back.at(2).responseBody, r.transport.at(2).responseBody);
    QCOMPARE(back.at(2).requestHeaders, r.transport.at(2).requestHeaders);
}

// Issue 22: the server closes a kept-alive connection without answering turn 2's request. Every POST the server
// receives is an attempt the record shows: the close (attempt 1) and the loop's own retry (attempt 2), with a
// notice in the chat; Qt sends nothing by itself.
void TestAgentLifecycle::keptAliveCloseIsRetriedAsARecordedAttempt()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->setResponder([](const RecordedRequest &, int index) {
        if (index == 1)
            return FakeResponse::hangup();
        FakeResponse r = answer(QStringLiteral("fine"));
        r.keepAlive = true;
        return r;
    });
    QVERIFY2(h.turn("one"), qPrintable(h.lastError));
    QVERIFY2(h.turn("two"), qPrintable(h.lastError));
    const QList<RecordedRequest> &posts = h.server->requests();
    int transported = 0;
    for (const RequestRecord &r : h.loop().session().requests)
        transported += int(r.transport.size());
    QCOMPARE(posts.size(), 3);
    QCOMPARE(transported, 3);
    const RequestRecord &second = h.loop().session().requests.at(1);
    QCOMPARE(second.attempts, 2);
    QCOMPARE(second.transport.size(), 2);
    QCOMPARE(second.transport.at(0).end, TransportAttempt::End::ConnectionError);
    QCOMPARE(second.transport.at(1).end, TransportAttempt::End::Complete);
    bool notice = false;
    for (const TranscriptEvent &e : h.loop().session().events)
        notice = notice || (e.kind == TranscriptEvent::Kind::Notice && e.text.contains("closed before any response"));
    QVERIFY(notice);
}

// Issue 22: while an answer streams, the loop says so: headers received (status, reason, time to them), bytes so far.
void TestAgentLifecycle::liveStateWhileStreaming()
{
    AgentHarness h(shippedProfile("trpc-go"));
    FakeResponse stall = FakeResponse::stream({ sseText("par"), sseText("tial") });
    stall.end = FakeResponse::End::Stall;
    stall.headers = { { "X-Request-Id", "live-1" } };
    h.server->enqueue(stall);
    QSignalSpy progress(&h.loop(), &AgentLoop::requestProgress);
    QSignalSpy text(&h.loop(), &AgentLoop::textDelta);
    QVERIFY(h.loop().sendUserMessage("hi"));
    QCOMPARE(h.loop().live().index, 0);
    QCOMPARE(h.loop().live().phase, LiveRequest::Phase::Waiting);
    QTRY_COMPARE(h.loop().live().phase, LiveRequest::Phase::Receiving);
    QTRY_VERIFY(text.size() >= 2);
    const LiveRequest &live = h.loop().live();
    QCOMPARE(live.response.status, 200);
    QCOMPARE(live.response.reason, QByteArray("OK"));
    QCOMPARE(live.response.responseHeader("x-request-id"), QByteArray("live-1"));
    QVERIFY(live.response.waitMs >= 0);
    QTRY_COMPARE(live.bytes, qint64(sseText("par").size() + sseText("tial").size()));
    QVERIFY(!progress.isEmpty());
    QVERIFY(h.loop().session().requests.first().transport.isEmpty()); // the attempt has not ended
    h.loop().stop();
    QCOMPARE(h.loop().live().index, -1);
    QCOMPARE(h.loop().live().phase, LiveRequest::Phase::None);
}

// Issue 22: a profile that materialises a skill only where its tool's result goes (Claude Code) would mark a declared
// skill loaded and never send it: the declaration is refused with the reason, nothing is sent or recorded.
void TestAgentLifecycle::declaredSkillNeedsAProfileThatSendsIt()
{
    AgentHarness h(shippedProfile("claude-code"));
    QVERIFY(!h.turn("review", AgentLoop::parseDeclarations({ "alpha" })));
    QVERIFY2(h.lastError.contains(QStringLiteral("never sent")), qPrintable(h.lastError));
    QVERIFY(h.server->requests().isEmpty());
    QVERIFY(h.loop().session().events.isEmpty());
    QVERIFY(!AgentLoop::declarationProblem(shippedProfile("claude-code")).isEmpty());
    QVERIFY(!AgentLoop::declarationProblem(shippedProfile("codex")).isEmpty());
    QVERIFY(AgentLoop::declarationProblem(shippedProfile("trpc-go")).isEmpty());
}

// What arrived before a dropped connection, a malformed chunk or Stop stays in the transcript (an incomplete
// assistant event before the notice), in the record, in the saved session, and the raw bytes in the attempt.
void TestAgentLifecycle::partialAnswersAreKept()
{
    AgentHarness h(shippedProfile("trpc-go"));
    FakeResponse drop = FakeResponse::stream({ sseText("par"), sseText("tial") });
    drop.end = FakeResponse::End::Drop;
    h.server->enqueue(drop);
    h.server->enqueue(FakeResponse::stream({ sseText("half "), sseData("{not json}"), sseDone() }));
    FakeResponse stall = FakeResponse::stream({ sseText("thinking") });
    stall.end = FakeResponse::End::Stall;
    h.server->enqueue(stall);

    const auto checkPartial = [&h](int request, const QString &text) {
        const QList<TranscriptEvent> &events = h.loop().session().events;
        const TranscriptEvent &partial = events.at(events.size() - 2);
        QCOMPARE(partial.kind, TranscriptEvent::Kind::Assistant);
        QCOMPARE(partial.text, text);
        QVERIFY(partial.incomplete);
        QCOMPARE(partial.requestIndex, request);
        QCOMPARE(events.last().kind, TranscriptEvent::Kind::Notice);
        const RequestRecord &r = h.loop().session().requests.at(request);
        QVERIFY(r.failed);
        QCOMPARE(r.response.text, text);
    };
    QVERIFY(!h.turn("one"));
    checkPartial(0, QStringLiteral("partial"));
    QCOMPARE(h.loop().session().requests.at(0).transport.last().responseBody, sseText("par") + sseText("tial"));
    QCOMPARE(h.loop().session().requests.at(0).transport.last().end, TransportAttempt::End::ConnectionError);

    QVERIFY(!h.turn("two"));
    checkPartial(1, QStringLiteral("half "));
    QCOMPARE(h.loop().session().requests.at(1).transport.last().end, TransportAttempt::End::Malformed);
    QVERIFY(h.loop().session().requests.at(1).transport.last().responseBody.contains("{not json}"));

    QSignalSpy text(&h.loop(), &AgentLoop::textDelta);
    QVERIFY(h.loop().sendUserMessage("three"));
    QVERIFY(text.wait(5000));
    h.loop().stop();
    checkPartial(2, QStringLiteral("thinking"));
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("stopped by the user"));
    QTRY_COMPARE(h.loop().session().requests.at(2).transport.size(), 1);
    QCOMPARE(h.loop().session().requests.at(2).transport.first().end, TransportAttempt::End::Cancelled);
    QCOMPARE(h.loop().session().requests.at(2).transport.first().responseBody, sseText("thinking"));

    QTemporaryDir dir;
    QString error;
    QVERIFY2(h.loop().saveSession(dir.filePath("s.jsonl"), &error), qPrintable(error));
    const auto loaded = Session::load(dir.filePath("s.jsonl"), &error);
    QVERIFY2(loaded, qPrintable(error));
    int incomplete = 0;
    for (const TranscriptEvent &e : loaded->events)
        incomplete += e.incomplete ? 1 : 0;
    QCOMPARE(incomplete, 3);
    QCOMPARE(loaded->requests.at(1).response.text, QStringLiteral("half "));
}

// Stop while the model's skill_run runs: the command is killed and its call gets a result (so the chat card ends
// and the next request's history has a tool message for every call).
void TestAgentLifecycle::stopDuringARunEndsItsCall()
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
    h.server->enqueue(calls({ { "skill_run", R"({"skill":"alpha","command":"echo started; sleep 30"})" },
        { "skill_load", R"({"skill":"alpha"})" } }));
    QSignalSpy output(&h.loop(), &AgentLoop::runOutput);
    QSignalSpy finished(&h.loop(), &AgentLoop::toolFinished);
    QVERIFY(h.loop().sendUserMessage("run it"));
    QVERIFY(output.wait(10000));
    h.loop().stop();
    QVERIFY(!h.loop().isRunning());
    QCOMPARE(finished.size(), 2);
    const QList<TranscriptEvent> &events = h.loop().session().events;
    const TranscriptEvent &killed = events.at(events.size() - 3);
    const TranscriptEvent &skipped = events.at(events.size() - 2);
    QCOMPARE(killed.kind, TranscriptEvent::Kind::ToolResult);
    QCOMPARE(killed.toolName, QStringLiteral("skill_run"));
    QVERIFY(killed.cancelled && killed.isError);
    QCOMPARE(killed.text, QStringLiteral("stopped by the user before the tool finished"));
    QCOMPARE(skipped.toolName, QStringLiteral("skill_load"));
    QVERIFY(skipped.cancelled);
    QCOMPARE(skipped.text, QStringLiteral("not run: stopped by the user"));
    QCOMPARE(events.last().text, QStringLiteral("stopped by the user"));
    // The next turn's history answers both calls, in order.
    h.server->enqueue(answer("ok"));
    QVERIFY2(h.turn("next"), qPrintable(h.lastError));
    const QJsonArray messages = h.messages(1);
    QStringList roles;
    for (const QJsonValue &m : messages)
        roles << m.toObject().value("role").toString();
    QCOMPARE(roles, (QStringList { "system", "user", "assistant", "tool", "tool", "user" }));
    QCOMPARE(messages.at(3).toObject().value("content").toString(),
        QStringLiteral("stopped by the user before the tool finished"));
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
    // Issue 22: the chat's card (the tool result's duration) and the Runs table (the run's) show one figure.
    for (const TranscriptEvent &e : h.loop().session().events)
        if (e.kind == TranscriptEvent::Kind::ToolResult)
            QCOMPARE(e.durationMs, qint64(result.value("duration_ms").toInteger()));
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
