// Tests of TriggerEval against the loopback fake model server: rates, thresholds and pass/fail with mixed outcomes
// across runs and answers arriving out of order; routing and the confusion matrix; errors, refusals and misses kept
// apart; Retry-After honoured and shared by every slot; cancel keeps partial results; the response cache; requests
// identical to a chat turn's first request for every shipped profile; --full runs the whole turn.
#include "evalharness.h"

#include "eval/evaloutput.h"
#include "eval/evalrequests.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QXmlStreamReader>

using namespace sw;
using namespace sw::test;

class TestEvalRun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ratesThresholdsAndPassFail();
    void routingConfusionMatrix();
    void descriptionVariantsSideBySide();
    void errorsAndRefusalsAreNotMisses();
    void retryAfterIsHonouredBySlots();
    void unreachableProviderAbortsTheRun();
    void cancelKeepsPartialResults();
    void cacheAnswersWithoutRequests();
    void cacheKeysARetriedRunByTheRun();
    void requestsAreTheChatTurnsFirstRequest_data();
    void requestsAreTheChatTurnsFirstRequest();
    void requestsSpeakTheProvidersWireFormat_data();
    void requestsSpeakTheProvidersWireFormat();
    void triggerRules();
    void fullModeRunsTheTurn();
    void badConfigurationSendsNothing();
};

void TestEvalRun::ratesThresholdsAndPassFail()
{
    // Per query: how many of its 3 runs load data-report; answers arrive out of order (delays by request index).
    const QHash<QString, int> loadsOf { { "always", 3 }, { "twice", 2 }, { "once", 1 }, { "never", 0 },
        { "other skill", 0 }, { "false alarm", 2 } };
    EvalHarness h([&](const QString &query, int nth, int index, const QByteArray &) {
        const int delay = (index * 37) % 60;
        if (query == QLatin1String("other skill"))
            return loads("skill_load", "skill", "pdf-tools", delay);
        if (nth < loadsOf.value(query))
            return loads("skill_load", "skill", "data-report", delay);
        return says(QStringLiteral("No skill needed."), delay);
    });
    const EvalSet set = perSkillSet({ { "always", true }, { "twice", true }, { "once", true }, { "never", false },
        { "other skill", false }, { "false alarm", false } });
    TriggerEvalConfig config = h.config(shippedProfile("trpc-go"), set, "data-report");
    config.workers = 4;
    TriggerEval eval(config, h.factory());
    QSignalSpy runs(&eval, &TriggerEval::runFinished);
    QVERIFY(h.run(eval));
    QCOMPARE(runs.size(), 18);
    QCOMPARE(h.server->requests().size(), 18);
    const EvalResults &r = eval.results();
    QVERIFY(r.complete());
    struct Expect
    {
        int triggers;
        bool pass;
    };
    const QList<Expect> expected { { 3, true }, { 2, true }, { 1, false }, { 0, true }, { 0, true }, { 2, false } };
    for (int c = 0; c < set.cases.size(); ++c) {
        const QueryResult q = r.query(0, c);
        QCOMPARE(q.runs, 3);
        QCOMPARE(q.triggers, expected.at(c).triggers);
        QCOMPARE(q.pass, expected.at(c).pass);
        QCOMPARE(q.errors, 0);
    }
    QCOMPARE(r.query(0, 4).loadedInstead.value("pdf-tools"), 3);
    const VariantSummary s = r.summary(0);
    QCOMPARE(s.total, 6);
    QCOMPARE(s.passed, 4);
    QCOMPARE(s.failed, 2);
    QCOMPARE(s.positiveRuns, 9);
    QCOMPARE(s.positiveTriggers, 6);
    QCOMPARE(s.negativeTriggers, 2);
    QCOMPARE(s.skills.size(), 1);
    QCOMPARE(s.skills.first().truePositives, 6);
    QCOMPARE(s.skills.first().falsePositives, 2);
    QCOMPARE(s.skills.first().falseNegatives, 3);
    QVERIFY(qAbs(s.skills.first().precision() - 0.75) < 1e-9);
    QVERIFY(qAbs(s.skills.first().recall() - 6.0 / 9) < 1e-9);
    QVERIFY(s.accuracy.low < 13.0 / 18 && s.accuracy.high > 13.0 / 18);
    QCOMPARE(s.promptTokens, 18 * 120);

    // The threshold moves the verdicts: at 0.3, "once" (1/3) passes and "false alarm" still fails.
    EvalHarness h2([&](const QString &query, int nth, int, const QByteArray &) {
        return nth < loadsOf.value(query) ? loads("skill_load", "skill", "data-report") : says("no");
    });
    config = h2.config(shippedProfile("trpc-go"), set, "data-report");
    config.threshold = 0.3;
    TriggerEval again(config, h2.factory());
    QVERIFY(h2.run(again));
    QVERIFY(again.results().query(0, 2).pass);
    QVERIFY(!again.results().query(0, 5).pass);
}

void TestEvalRun::routingConfusionMatrix()
{
    EvalHarness h([](const QString &query, int nth, int, const QByteArray &) {
        if (query == QLatin1String("make a chart"))
            return loads("skill_load", "skill", "data-report");
        if (query == QLatin1String("merge pdfs"))
            return nth == 0 ? loads("skill_load", "skill", "data-report") : loads("skill_load", "skill", "pdf-tools");
        return says("hello");
    });
    EvalSet set;
    set.kind = EvalSetKind::Routing;
    set.cases = { EvalCase { "make a chart", true, "data-report", {}, {}, {} },
        EvalCase { "merge pdfs", true, "pdf-tools", {}, {}, {} }, EvalCase { "say hi", false, {}, {}, {}, {} } };
    TriggerEval eval(h.config(shippedProfile("trpc-go"), set), h.factory());
    QVERIFY(h.run(eval));
    const EvalResults &r = eval.results();
    QCOMPARE(r.query(0, 1).triggers, 2);
    QCOMPARE(r.query(0, 1).loadedInstead.value("data-report"), 1);
    QVERIFY(r.query(0, 2).pass); // none expected, none loaded
    const VariantSummary s = r.summary(0);
    const ConfusionMatrix &m = s.confusion;
    QCOMPARE(m.labels, QStringList({ "data-report", "pdf-tools", "none" }));
    QCOMPARE(m.at(0, 0), 3);
    QCOMPARE(m.at(1, 0), 1); // pdf-tools expected, data-report loaded
    QCOMPARE(m.at(1, 1), 2);
    QCOMPARE(m.at(2, 2), 3);
    QCOMPARE(s.skills.size(), 2);
    QCOMPARE(s.skills.at(0).falsePositives, 1);
    QCOMPARE(s.skills.at(1).falseNegatives, 1);
}

void TestEvalRun::descriptionVariantsSideBySide()
{
    const QString better = QStringLiteral("Builds charts and reports from CSV. Use when the user wants a chart.");
    EvalHarness h([&](const QString &, int, int, const QByteArray &body) {
        return body.contains(better.toUtf8()) ? loads("skill_load", "skill", "data-report") : says("no");
    });
    const EvalSet set = perSkillSet({ { "chart this", true }, { "graph that", true } });
    TriggerEvalConfig config = h.config(shippedProfile("trpc-go"), set, "data-report");
    config.variants = { { "saved", {} }, { "B", better } };
    TriggerEval eval(config, h.factory());
    QVERIFY(h.run(eval));
    const EvalResults &r = eval.results();
    QCOMPARE(r.runs.size(), 12);
    QCOMPARE(r.summary(0).passed, 0);
    QCOMPARE(r.summary(1).passed, 2);
    QCOMPARE(r.summary(1).recall.high, 1.0);
    QVERIFY(r.summary(0).recall.high < r.summary(1).recall.low); // a real difference: the intervals do not overlap
    // The variant's description is in its requests, the saved one in the others.
    QVERIFY(eval.requestFor(1, 0).body.contains(better.toUtf8()));
    QVERIFY(!eval.requestFor(0, 0).body.contains(better.toUtf8()));

    // The outputs name the text that was evaluated, the saved description too (as run_eval.py does), not "".
    const QString saved = testSkills()->find("data-report")->description;
    QVERIFY(!saved.isEmpty());
    QVERIFY(eval.requestFor(0, 0).body.contains(
        QJsonDocument(QJsonArray { saved }).toJson(QJsonDocument::Compact).mid(2).chopped(2)));
    const QJsonObject json = evalResultsToJson(r);
    QCOMPARE(json.value("description").toString(), saved);
    QCOMPARE(json.value("variants").toArray().at(0).toObject().value("description").toString(), saved);
    QCOMPARE(json.value("variants").toArray().at(0).toObject().value("saved_description").toBool(), true);
    QCOMPARE(json.value("variants").toArray().at(1).toObject().value("description").toString(), better);
    QStringList properties;
    QXmlStreamReader xml(evalResultsToJUnit(r));
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("property")
            && xml.attributes().value("name") == QLatin1String("description"))
            properties << xml.attributes().value("value").toString();
    QCOMPARE(properties, QStringList({ saved, better }));
    QVERIFY(evalResultsToText(r).contains("(saved description): " + saved.left(40)));
    // Whether the two differ beyond chance is said, from their 95% intervals.
    QVERIFY2(evalResultsToText(r).contains("B vs saved: recall 100% [")
            && evalResultsToText(r).contains("the 95% intervals do not overlap, a real difference"),
        qPrintable(evalResultsToText(r)));
}

void TestEvalRun::errorsAndRefusalsAreNotMisses()
{
    EvalHarness h([](const QString &query, int, int, const QByteArray &) {
        if (query == QLatin1String("server breaks"))
            return FakeResponse::json(500, R"({"error":{"message":"boom","type":"server_error"}})");
        if (query == QLatin1String("bad request"))
            return FakeResponse::json(400, R"({"error":{"message":"context too long","type":"invalid_request"}})");
        if (query == QLatin1String("filtered")) {
            return FakeResponse::stream({ sseText("I can't"), sseChunk({}, "content_filter"), sseDone() });
        }
        return says("fine");
    });
    const EvalSet set = perSkillSet(
        { { "server breaks", true }, { "bad request", true }, { "filtered", true }, { "plain miss", true } });
    TriggerEvalConfig config = h.config(shippedProfile("trpc-go"), set, "data-report");
    config.runsPerQuery = 2;
    config.workers = 1;
    config.retry.maxRetries = 1;
    config.abortAfterErrors = 100;
    TriggerEval eval(config, h.factory());
    QVERIFY(h.run(eval));
    const EvalResults &r = eval.results();
    const QueryResult broken = r.query(0, 0);
    QCOMPARE(broken.errors, 2);
    QCOMPARE(broken.runs, 0);
    QVERIFY(!broken.decided());
    QVERIFY(!broken.pass);
    QCOMPARE(h.seen.value("server breaks"), 4); // 500 is retried once per run
    QCOMPARE(h.seen.value("bad request"), 2); // 400 is not retried
    QCOMPARE(r.runs.at(r.runIndex(0, 0, 0)).attempts, 2);
    QVERIFY(r.runs.at(r.runIndex(0, 0, 0)).error.contains("boom"));
    QCOMPARE(r.query(0, 2).refusals, 2);
    QCOMPARE(r.query(0, 2).runs, 0);
    QCOMPARE(r.query(0, 3).runs, 2); // an answer without a load is the only miss
    const VariantSummary s = r.summary(0);
    QCOMPARE(s.undecided, 3);
    QCOMPARE(s.failed, 1);
    QCOMPARE(s.errors, 4);
    QCOMPARE(s.refusals, 2);
    QCOMPARE(s.positiveRuns, 2);
    QVERIFY(r.complete()); // every run has its outcome; errors are outcomes
}

void TestEvalRun::retryAfterIsHonouredBySlots()
{
    // Request 0 gets 429 Retry-After: 3; the other slot answers slowly. No slot sends while the pause lasts.
    TriggerEval *running = nullptr;
    QList<bool> sentWhilePaused;
    EvalHarness h([&](const QString &, int, int index, const QByteArray &) {
        if (running && index >= 2)
            sentWhilePaused << running->isPaused();
        if (index == 0)
            return FakeResponse::json(
                429, R"({"error":{"message":"slow down","type":"rate_limit"}})", { { "Retry-After", "3" } });
        return loads("skill_load", "skill", "data-report", index == 1 ? 30 : 0);
    });
    TriggerEvalConfig config
        = h.config(shippedProfile("trpc-go"), perSkillSet({ { "a", true }, { "b", true } }), "data-report");
    config.workers = 2;
    config.runsPerQuery = 2;
    config.retry.timeScale = 0.05; // 3 s announced, 150 ms waited
    TriggerEval eval(config, h.factory());
    running = &eval;
    QSignalSpy paused(&eval, &TriggerEval::paused);
    QVERIFY(h.run(eval));
    QCOMPARE(paused.size(), 1);
    QCOMPARE(paused.first().at(0).toInt(), 3); // the server's Retry-After, not the 1 s backoff
    QVERIFY(paused.first().at(1).toString().contains("429"));
    QCOMPARE(h.server->requests().size(), 5);
    QCOMPARE(sentWhilePaused, QList<bool>({ false, false, false }));
    const EvalResults &r = eval.results();
    int retried = 0;
    for (const EvalRun &run : r.runs) {
        QCOMPARE(run.outcome, RunOutcome::Triggered);
        retried += run.attempts == 2;
        // Issue 22: every attempt is in the run's request for the inspector (the 429, then the 200), none hidden.
        QCOMPARE(run.requests.size(), 1);
        const QList<TransportAttempt> &transport = run.requests.first().transport;
        QCOMPARE(transport.size(), run.attempts);
        QCOMPARE(transport.last().status, 200);
        if (run.attempts == 2) {
            QCOMPARE(transport.first().status, 429);
            QCOMPARE(transport.first().retryAfterSeconds, 3);
            QCOMPARE(transport.at(1).number, 2);
        }
        QVERIFY(!run.requests.first().fromCache);
    }
    QCOMPARE(retried, 1); // the run that met the 429, sent again after the pause
    QCOMPARE(r.summary(0).passed, 2);
}

void TestEvalRun::unreachableProviderAbortsTheRun()
{
    TriggerEvalConfig config;
    config.profile = shippedProfile("trpc-go");
    config.skills = testSkills();
    config.set = perSkillSet({ { "a", true }, { "b", true }, { "c", true } });
    config.skill = "data-report";
    config.model = "m";
    config.retry.timeScale = 0.001;
    config.retry.maxRetries = 1;
    config.workers = 1;
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
    const QString url = QStringLiteral("http://127.0.0.1:%1/v1").arg(closed.serverPort());
    closed.close(); // nothing listens there now: connection refused
    TriggerEval eval(config, [url](QObject *parent) -> ChatProvider * {
        ProviderConfig pc;
        pc.baseUrl = url;
        pc.model = "m";
        return new OpenAiChatProvider(pc, parent);
    });
    QSignalSpy done(&eval, &TriggerEval::finished);
    QVERIFY(eval.start());
    QVERIFY(done.wait(20000));
    const EvalResults &r = eval.results();
    QVERIFY(r.abortReason.startsWith("provider unreachable"));
    QVERIFY(!r.complete());
    QCOMPARE(r.summary(0).errors, 3);
    QCOMPARE(r.summary(0).notRun, 6);
    QCOMPARE(r.summary(0).failed, 0); // nothing counted as a miss
}

void TestEvalRun::cancelKeepsPartialResults()
{
    EvalHarness h([](const QString &, int, int index, const QByteArray &) {
        return index < 2 ? loads("skill_load", "skill", "data-report") : FakeResponse::silence();
    });
    TriggerEvalConfig config = h.config(
        shippedProfile("trpc-go"), perSkillSet({ { "a", true }, { "b", true }, { "c", true } }), "data-report");
    config.workers = 2;
    TriggerEval eval(config, h.factory());
    QSignalSpy runs(&eval, &TriggerEval::runFinished);
    QSignalSpy done(&eval, &TriggerEval::finished);
    QVERIFY(eval.start());
    QVERIFY(QTest::qWaitFor([&] { return runs.size() == 2 && h.server->requests().size() == 4; }, 10000));
    eval.cancel();
    QCOMPARE(done.size(), 1);
    QVERIFY(!eval.isRunning());
    const EvalResults &r = eval.results();
    QVERIFY(r.cancelled);
    QVERIFY(!r.complete());
    QCOMPARE(r.runs.at(0).outcome, RunOutcome::Triggered);
    QCOMPARE(r.runs.at(1).outcome, RunOutcome::Triggered);
    QCOMPARE(r.runs.at(2).outcome, RunOutcome::Cancelled);
    QCOMPARE(r.runs.at(3).outcome, RunOutcome::Cancelled);
    QCOMPARE(r.runs.at(4).outcome, RunOutcome::NotRun);
    QCOMPARE(r.query(0, 0).runs, 2);
    QCOMPARE(r.query(0, 0).notRun, 1);
    QTest::qWait(50); // the cancelled replies arrive; nothing changes and nothing more is sent
    QCOMPARE(h.server->requests().size(), 4);
    QCOMPARE(runs.size(), 4);
    QCOMPARE(done.size(), 1);
}

void TestEvalRun::cacheAnswersWithoutRequests()
{
    QTemporaryDir dir;
    auto cache = std::make_shared<ResponseCache>(dir.filePath("cache"));
    EvalHarness h([](const QString &query, int nth, int, const QByteArray &) {
        if (query == QLatin1String("flaky"))
            return FakeResponse::json(500, R"({"error":{"message":"down"}})");
        return nth == 1 ? says("no") : loads("skill_load", "skill", "data-report");
    });
    TriggerEvalConfig config
        = h.config(shippedProfile("trpc-go"), perSkillSet({ { "mixed", true }, { "flaky", true } }), "data-report");
    config.cache = cache;
    config.retry.maxRetries = 0;
    config.abortAfterErrors = 100;
    TriggerEval first(config, h.factory());
    QVERIFY(h.run(first));
    QCOMPARE(h.server->requests().size(), 6);
    QCOMPARE(cache->entryCount(), 3); // the three answers of "mixed"; errors are not cached
    QCOMPARE(first.results().query(0, 0).triggers, 2);

    TriggerEval second(config, h.factory());
    QVERIFY(h.run(second));
    QCOMPARE(h.server->requests().size(), 9); // only "flaky" asked again
    const EvalResults &r = second.results();
    for (int run = 0; run < 3; ++run) {
        const EvalRun &a = r.runs.at(r.runIndex(0, 0, run));
        QVERIFY(a.cached);
        QCOMPARE(a.attempts, 0);
        QVERIFY(a.requests.first().fromCache); // the inspector marks it: nothing went over the network
        QVERIFY(a.requests.first().transport.isEmpty());
        QCOMPARE(a.outcome, first.results().runs.at(r.runIndex(0, 0, run)).outcome); // run by run, reproducible
    }
    QCOMPARE(r.summary(0).cached, 3);

    config.readCache = false; // bypassed: asked again
    TriggerEval third(config, h.factory());
    QVERIFY(h.run(third));
    QCOMPARE(h.server->requests().size(), 15);
    QVERIFY(!third.results().runs.at(0).cached);
}

void TestEvalRun::cacheKeysARetriedRunByTheRun()
{
    // The first request of each query meets a 429; its run is sent again. The answer is stored under the run's own
    // repetition, so the cache holds one entry per run and a cached re-run sends nothing.
    QTemporaryDir dir;
    auto cache = std::make_shared<ResponseCache>(dir.filePath("cache"));
    EvalHarness h([](const QString &, int nth, int, const QByteArray &) {
        if (nth == 0)
            return FakeResponse::json(429, R"({"error":{"message":"slow down"}})", { { "Retry-After", "0" } });
        return nth % 2 ? loads("skill_load", "skill", "data-report") : says("no");
    });
    TriggerEvalConfig config
        = h.config(shippedProfile("trpc-go"), perSkillSet({ { "a", true }, { "b", false } }), "data-report");
    config.cache = cache;
    config.workers = 1;
    TriggerEval first(config, h.factory());
    QVERIFY(h.run(first));
    QVERIFY(first.results().complete());
    QCOMPARE(h.server->requests().size(), 8); // 6 runs, 2 of them retried
    QCOMPARE(cache->entryCount(), 6); // one answer per run, not per attempt

    TriggerEval second(config, h.factory());
    QVERIFY(h.run(second));
    QCOMPARE(h.server->requests().size(), 8); // nothing sent again
    for (int i = 0; i < second.results().runs.size(); ++i) {
        QVERIFY(second.results().runs.at(i).cached);
        QCOMPARE(second.results().runs.at(i).outcome, first.results().runs.at(i).outcome);
    }
}

void TestEvalRun::requestsAreTheChatTurnsFirstRequest_data()
{
    QTest::addColumn<QString>("profile");
    const QStringList shipped = QDir(QStringLiteral(SW_SOURCE_DIR "/resources/profiles")).entryList({ "*.json" });
    QVERIFY(shipped.size() >= 4);
    for (const QString &file : shipped) // every shipped profile, the ones added later too
        QTest::newRow(qPrintable(file)) << QFileInfo(file).completeBaseName();
}

void TestEvalRun::requestsAreTheChatTurnsFirstRequest()
{
    QFETCH(QString, profile);
    const QString query = QStringLiteral("Make me a chart of revenue by region");
    AgentHarness chat(shippedProfile(profile));
    chat.server->enqueue(answer("ok"));
    QVERIFY(chat.turn(query));
    const QByteArray sent = chat.server->requests().first().body;
    BuildOptions options;
    options.model = chat.config.model;
    EvalRequestFactory factory(shippedProfile(profile), testSkills(), options);
    QCOMPARE(factory.build(query).body, sent);
}

void TestEvalRun::requestsSpeakTheProvidersWireFormat_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("api");
    for (const char *profile : { "claude-code", "codex", "trpc-go", "gemini-cli" })
        for (const char *api : { "anthropic-messages", "openai-responses", "chat-completions", "gemini" })
            QTest::newRow(qPrintable(QStringLiteral("%1 over %2").arg(profile, api))) << profile << api;
}

void TestEvalRun::requestsSpeakTheProvidersWireFormat()
{
    // What TriggerEval sends over a provider of another format is, byte for byte, what a chat turn of the same
    // profile sends over it (the format, its options and the profile's cache breakpoints), not Chat Completions.
    QFETCH(QString, profile);
    QFETCH(QString, api);
    const WireApi wire = *wireApiFromName(api);
    const QString query = QStringLiteral("Make me a chart of revenue by region");
    AgentHarness chat(shippedProfile(profile), testSkills(), wire);
    chat.server->enqueue(answer("ok")); // its format does not matter: only the request is compared
    chat.turn(query);
    QVERIFY(!chat.server->requests().isEmpty());
    const RecordedRequest sent = chat.server->requests().first();

    EvalHarness h([](const QString &, int, int, const QByteArray &) { return says(QStringLiteral("ok")); });
    TriggerEvalConfig config = h.config(shippedProfile(profile), perSkillSet({ { query, true } }), "data-report");
    config.runsPerQuery = 1;
    config.workers = 1;
    config.api = wire;
    TriggerEval eval(config, h.factory(wire));
    QStringList runErrors;
    connect(&eval, &TriggerEval::runFinished, this, [&runErrors](int, const EvalRun &run) { runErrors << run.error; });
    QString error;
    h.run(eval, &error); // answers in Chat Completions form may fail to decode; the request is what counts
    QVERIFY2(!h.server->requests().isEmpty(), qPrintable(error + runErrors.join(QLatin1Char(';'))));
    QCOMPARE(h.server->requests().first().path, sent.path);
    QCOMPARE(h.server->requests().first().body, sent.body);
}

void TestEvalRun::triggerRules()
{
    QString error;
    const SkillSnapshotPtr skills = testSkills();
    auto rule = TriggerRule::fromProfile(shippedProfile("minimal"), &error);
    QVERIFY2(rule, qPrintable(error));
    QCOMPARE(rule->loadedSkills({ { "c1", "load_skill", R"({"name":"alpha"})" } }, *skills), QStringList { "alpha" });
    rule = TriggerRule::fromProfile(shippedProfile("trpc-python"), &error);
    QVERIFY(rule);
    QCOMPARE(rule->loadedSkills({ { "c1", "skill_load", R"({"skill_name":"alpha"})" },
                                    { "c2", "skill_list_docs", R"({"skill_name":"pdf-tools"})" },
                                    { "c3", "skill_load", R"({"skill_name":"data-report"})" } },
                 *skills),
        QStringList({ "alpha", "data-report" }));
    QVERIFY(rule->loadedSkills({ { "c1", "skill_load", "not json" } }, *skills).isEmpty());

    // A rule read from the profile: a shell tool that reads SKILL.md (Codex style), and a Read of a path.
    Profile shell = shippedProfile("minimal");
    shell.trigger = QJsonDocument::fromJson(R"([{"tool":"shell","argument":"command","pattern":"{folder}/SKILL.md"},
        {"tool":"Read","argument":"file_path","pattern":"/{name}/SKILL.md","match":"suffix"}])")
                        .array();
    rule = TriggerRule::fromProfile(shell, &error);
    QVERIFY2(rule, qPrintable(error));
    QCOMPARE(rule->loadedSkills(
                 { { "c1", "shell", R"({"command":["bash","-lc","cat /skills/pdf-tools/SKILL.md"]})" } }, *skills),
        QStringList { "pdf-tools" });
    QVERIFY(rule->loadedSkills({ { "c1", "shell", R"({"command":"cat /skills/pdf-tools/README.md"})" } }, *skills)
                .isEmpty());
    QCOMPARE(rule->loadedSkills({ { "c1", "Read", R"({"file_path":"/x/alpha/SKILL.md"})" } }, *skills),
        QStringList { "alpha" });
    QVERIFY(rule->loadedSkills({ { "c1", "load_skill", R"({"name":"alpha"})" } }, *skills).isEmpty());

    shell.trigger = QJsonDocument::fromJson(R"([{"tool":"shell","argument":"command","pattern":"SKILL.md"}])").array();
    QVERIFY(!TriggerRule::fromProfile(shell, &error));
    QVERIFY(error.contains("{name}"));
    // Claude Code's Skill tool and Codex's shell reads, from the shipped profiles (no code for them here).
    rule = TriggerRule::fromProfile(shippedProfile("claude-code"), &error);
    QVERIFY2(rule, qPrintable(error));
    QCOMPARE(rule->loadedSkills({ { "c1", "Skill", R"({"skill":"pdf-tools","args":"merge"})" } }, *skills),
        QStringList { "pdf-tools" });
    QVERIFY(
        rule->loadedSkills({ { "c1", "Bash", R"({"command":"cat /skills/pdf-tools/SKILL.md"})" } }, *skills).isEmpty());
    // Gemini CLI's activate_skill {name}
    rule = TriggerRule::fromProfile(shippedProfile("gemini-cli"), &error);
    QVERIFY2(rule, qPrintable(error));
    QCOMPARE(rule->loadedSkills({ { "activate_skill_0", "activate_skill", R"({"name":"alpha"})" } }, *skills),
        QStringList { "alpha" });
    QVERIFY(
        rule->loadedSkills({ { "c1", "run_shell_command", R"({"command":"cat /skills/alpha/SKILL.md"})" } }, *skills)
            .isEmpty());
    rule = TriggerRule::fromProfile(shippedProfile("codex"), &error);
    QVERIFY2(rule, qPrintable(error));
    QCOMPARE(rule->loadedSkills(
                 { { "c1", "shell", R"({"command":["bash","-lc","sed -n '1,200p' /skills/data-report/SKILL.md"]})" } },
                 *skills),
        QStringList { "data-report" });
    QCOMPARE(rule->loadedSkills(
                 { { "c1", "shell", R"({"command":["cat","SKILL.md"],"workdir":"/skills/alpha"})" } }, *skills),
        QStringList { "alpha" });
    QVERIFY(rule->loadedSkills({ { "c1", "shell", R"({"command":["ls","/skills/alpha"]})" } }, *skills).isEmpty());
    QVERIFY(rule->describe().contains("reads a SKILL.md"));

    Profile none = shippedProfile("minimal");
    none.tools.clear();
    QVERIFY(!TriggerRule::fromProfile(none, &error));
    QVERIFY(error.contains("no skill-loading tool"));
}

void TestEvalRun::fullModeRunsTheTurn()
{
    // The model lists the docs first and loads the skill in its second response.
    auto answerer = [](const QString &, int, int, const QByteArray &body) {
        const int tools = int(QJsonDocument::fromJson(body).object().value("messages").toArray().size());
        if (tools <= 2)
            return loads("skill_list_docs", "skill", "data-report");
        if (tools <= 4)
            return loads("skill_load", "skill", "data-report");
        return says("Done.");
    };
    const EvalSet set = perSkillSet({ { "chart please", true } });
    EvalHarness first(answerer);
    TriggerEvalConfig config = first.config(shippedProfile("trpc-go"), set, "data-report");
    config.runsPerQuery = 1;
    TriggerEval quick(config, first.factory());
    QVERIFY(first.run(quick));
    QCOMPARE(quick.results().runs.first().outcome, RunOutcome::NotTriggered);
    QCOMPARE(first.server->requests().size(), 1);

    EvalHarness second(answerer);
    config = second.config(shippedProfile("trpc-go"), set, "data-report");
    config.runsPerQuery = 1;
    config.full = true;
    config.executor = ExecutorChoice::Local;
    TriggerEval full(config, second.factory());
    QVERIFY(second.run(full));
    const EvalRun &run = full.results().runs.first();
    QCOMPARE(run.outcome, RunOutcome::Triggered);
    QCOMPARE(second.server->requests().size(), 3);
    QCOMPARE(run.requests.size(), 3);
    QCOMPARE(run.loaded, QStringList { "data-report" });
    QCOMPARE(run.usage.promptTokens, 3 * 120);
}

void TestEvalRun::badConfigurationSendsNothing()
{
    EvalHarness h([](const QString &, int, int, const QByteArray &) { return says("x"); });
    QString error;
    TriggerEval unknown(h.config(shippedProfile("trpc-go"), perSkillSet({ { "a", true } }), "nope"), h.factory());
    QVERIFY(!unknown.start(&error));
    QVERIFY(error.contains("unknown skill \"nope\""));
    TriggerEvalConfig config = h.config(shippedProfile("trpc-go"), perSkillSet({ { "a", true } }), "alpha");
    config.variants = { { "long", QString(1025, QLatin1Char('x')) } };
    TriggerEval tooLong(config, h.factory());
    QVERIFY(!tooLong.start(&error));
    QVERIFY(error.contains("1025 characters"));
    QCOMPARE(h.server->requests().size(), 0);
}

QTEST_GUILESS_MAIN(TestEvalRun)
#include "tst_eval_run.moc"
