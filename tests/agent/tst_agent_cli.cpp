// Tests of `skill-workbench-cli chat`: a scenario replay (JSON output, saved session), a run against the fake
// server (text output, API key from the environment, never saved), usage errors (exit 2) and model errors (exit 1).
#include "fakemodelserver.h"
#include "wirestreams.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw::test;

class TestAgentCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void scenarioReplayAsJson();
    void fakeServerAsText();
    void usageErrors();
    void modelErrorExitsOne();
    void jsonCountsFromOneAndPairsReusedIds();
    void chatOverEachWireFormat_data();
    void chatOverEachWireFormat();
    void reportProviderCounts();
    void clientProfileNamesItsRules();

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Result run(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
    Result runCommand(const QString &command, const QStringList &args,
        const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
    QString writeFile(const QString &relative, const QByteArray &content);

    QTemporaryDir m_dir;
    QString m_cli;
    QString m_root;
};

void TestAgentCli::initTestCase()
{
    m_cli = QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli");
    QVERIFY2(QFile::exists(m_cli), qPrintable(m_cli));
    QVERIFY(m_dir.isValid());
    m_root = m_dir.filePath("skills");
    writeFile("skills/alpha/SKILL.md", "---\nname: alpha\ndescription: First skill for tests.\n---\nAlpha body\n");
    writeFile("skills/alpha/guide.md", "GUIDE");
    writeFile("skills/beta/SKILL.md", "---\nname: beta\ndescription: Second skill.\n---\nBeta body\n");
}

QString TestAgentCli::writeFile(const QString &relative, const QByteArray &content)
{
    const QString path = m_dir.filePath(relative);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(content);
    return path;
}

TestAgentCli::Result TestAgentCli::run(const QStringList &args, const QProcessEnvironment &env)
{
    return runCommand("chat", args, env);
}

TestAgentCli::Result TestAgentCli::runCommand(
    const QString &command, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    QSignalSpy finished(&p, &QProcess::finished);
    p.start(m_cli, QStringList { command } + args);
    if (!finished.wait(20000))
        p.kill();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

void TestAgentCli::scenarioReplayAsJson()
{
    const QString scenario
        = writeFile("scenario.json", R"({"format":"skill-workbench-scenario/1","title":"t","profile":"trpc-go",
      "materialisation":"tool_results","user_messages":["load alpha please"],
      "steps":[{"text":"Loading.","tool_calls":[{"id":"call_1","name":"skill_load","arguments":{"skill":"alpha","docs":["guide.md"]}}],"chunk_chars":3},
               {"text":"Done.","usage":{"prompt_tokens":321,"completion_tokens":2,"cached_tokens":256}}]})");
    const QString saved = m_dir.filePath("replay.jsonl");
    const Result r = run({ "--root", m_root, "--scenario", scenario, "--format", "json", "--save", saved });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QVERIFY(doc.value("ok").toBool());
    QVERIFY(doc.value("replay").toBool());
    QCOMPARE(doc.value("profile").toString(), QStringLiteral("trpc-go"));
    const QJsonArray requests = doc.value("requests").toArray();
    QCOMPARE(requests.size(), 2);
    const QJsonObject r1 = requests.at(1).toObject();
    QCOMPARE(r1.value("loaded").toArray().first().toObject().value("placement").toString(),
        QStringLiteral("tool_result call_1"));
    QVERIFY(r1.value("shared_prefix_tokens").toInt() > 0);
    QCOMPARE(r1.value("usage").toObject().value("cached_tokens").toInt(), 256);
    QVERIFY(requests.at(0).toObject().value("usage").toObject().value("estimated").toBool());
    QStringList kinds;
    for (const QJsonValue &s : r1.value("segments").toArray())
        kinds << s.toObject().value("kind").toString();
    QVERIFY(kinds.contains("catalog"));
    QVERIFY(kinds.contains("loaded_skill"));
    QVERIFY(kinds.contains("doc"));
    QVERIFY(kinds.contains("tool_schema"));
    QCOMPARE(doc.value("events").toArray().last().toObject().value("text").toString(), QStringLiteral("Done."));
    QVERIFY(QFile::exists(saved));
}

void TestAgentCli::fakeServerAsText()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    server.enqueue(FakeResponse::stream(sseAnswer({}, { { "skill_load", R"({"skill":"beta"})" } })));
    server.enqueue(FakeResponse::stream(sseAnswer("All set.")));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("SW_TEST_API_KEY", "sk-cli-test-0123456789abcdef");
    const QString saved = m_dir.filePath("live.jsonl");
    const Result r = run({ "--root", m_root, "--profile", "trpc-go", "--base-url", server.baseUrl(), "--model", "fake",
                             "--api-key-env", "SW_TEST_API_KEY", "--api", "chat-completions", "--message", "use beta",
                             "--save", saved, "--header", "X-Trace: 7", "--export", m_dir.filePath("live.html") },
        env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("user> use beta"), r.out.constData());
    QVERIFY(r.out.contains("  -> skill_load {\"skill\":\"beta\"}  [call_1]"));
    QVERIFY(r.out.contains("  <- loaded: beta"));
    QVERIFY(r.out.contains("All set."));
    QVERIFY(r.out.contains("loaded: beta (system)"));
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(
        server.requests().first().headers.value("authorization"), QByteArray("Bearer sk-cli-test-0123456789abcdef"));
    QCOMPARE(server.requests().first().headers.value("x-trace"), QByteArray("7"));
    QFile f(saved);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray session = f.readAll();
    QVERIFY(session.contains("\"type\":\"session\""));
    QVERIFY(!session.contains("sk-cli-test-0123456789abcdef"));
    QVERIFY(!r.out.contains("sk-cli-test"));
    // --export: the HTML report, with the conversation and the chart, without the key.
    QFile report(m_dir.filePath("live.html"));
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QByteArray html = report.readAll();
    QVERIFY(html.contains("<svg"));
    QVERIFY(html.contains("All set."));
    QVERIFY(!html.contains("sk-cli-test"));
}

void TestAgentCli::usageErrors()
{
    QCOMPARE(run({ "--root", m_root, "--profile", "trpc-go", "--message", "x" }).exitCode, 2); // no provider
    QCOMPARE(run({ "--root", m_root, "--profile", "nope", "--base-url", "http://127.0.0.1:9/v1", "--model", "m",
                     "--message", "x" })
                 .exitCode,
        2);
    const Result bad = run({ "--root", m_root, "--profile", "trpc-go", "--base-url", "http://127.0.0.1:9/v1", "--model",
        "m", "--message", "x", "--declare", "alpha:missing.md" });
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("declared skill 'alpha' has no doc 'missing.md'"), bad.err.constData());
    const Result ext = run({ "--root", m_root, "--profile", "trpc-go", "--base-url", "http://127.0.0.1:9/v1", "--model",
        "m", "--message", "x", "--export", "out.txt" });
    QCOMPARE(ext.exitCode, 2);
    QVERIFY2(ext.err.contains("--export needs a .md, .html or .har"), ext.err.constData());
    const Result api = run({ "--root", m_root, "--profile", "trpc-go", "--base-url", "http://127.0.0.1:9/v1", "--model",
        "m", "--message", "x", "--api", "bogus" });
    QCOMPARE(api.exitCode, 2);
    QVERIFY2(api.err.contains(
                 "unknown --api 'bogus' (one of: chat-completions, anthropic-messages, openai-responses, gemini)"),
        api.err.constData());
    QCOMPARE(run({ "--help" }).exitCode, 0);
}

void TestAgentCli::modelErrorExitsOne()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    server.enqueue(FakeResponse::json(
        401, R"({"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}})"));
    const Result r = run({ "--root", m_root, "--profile", "minimal", "--base-url", server.baseUrl(), "--model", "m",
        "--message", "hi", "--format", "json" });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("HTTP 401: Incorrect API key provided (invalid_request_error)"), r.err.constData());
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value("ok").toBool(), false);
}

// A server that calls every tool `call_1` (every turn, and twice in one answer): the JSON pairs each result with
// its call by order, numbers requests, turns, steps and events from 1 as the window does, and --include-bodies
// adds the exact request bodies and response bytes with the API key redacted.
void TestAgentCli::jsonCountsFromOneAndPairsReusedIds()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    const auto reused = [](const QList<QPair<QString, QString>> &calls) {
        QList<QByteArray> pieces;
        for (int c = 0; c < calls.size(); ++c)
            pieces << sseToolCall(c, QStringLiteral("call_1"), calls.at(c).first, calls.at(c).second);
        pieces << sseChunk({}, QStringLiteral("tool_calls")) << sseDone();
        return FakeResponse::stream(pieces);
    };
    server.enqueue(reused({ { "skill_load", R"({"skill":"alpha"})" }, { "skill_list_docs", R"({"skill":"beta"})" } }));
    server.enqueue(FakeResponse::stream(sseAnswer("first done")));
    server.enqueue(reused({ { "skill_load", R"({"skill":"beta"})" } }));
    server.enqueue(FakeResponse::stream(sseAnswer("second done")));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString key = QStringLiteral("sk-cli-bodies-0123456789abcdef");
    env.insert("SW_TEST_API_KEY", key);
    const QStringList common { "--root", m_root, "--profile", "trpc-go", "--base-url", server.baseUrl(), "--model",
        "fake", "--api-key-env", "SW_TEST_API_KEY", "--message", "load alpha, my key is " + key, "--message",
        "now beta", "--format", "json" };
    Result r = run(common + QStringList { "--include-bodies" }, env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(!r.out.contains(key.toUtf8()));
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QVERIFY(doc.value("secrets_redacted").toInt() >= 4); // the message in the events and in three request bodies
    const QJsonArray events = doc.value("events").toArray();
    QStringList results; // "call event.call -> content"
    for (const QJsonValue &v : events) {
        const QJsonObject e = v.toObject();
        if (e.value("type").toString() != QLatin1String("tool_result"))
            continue;
        const QJsonObject answers = e.value("answers").toObject();
        const QJsonObject call = events.at(answers.value("event").toInt() - 1).toObject();
        QCOMPARE(call.value("event").toInt(), answers.value("event").toInt());
        const QJsonObject tc = call.value("tool_calls").toArray().at(answers.value("call").toInt() - 1).toObject();
        results << tc.value("name").toString() + " " + tc.value("arguments").toString() + " -> "
                + e.value("content").toString().left(13) + " (turn " + QString::number(e.value("turn").toInt()) + ")";
    }
    QCOMPARE(results,
        (QStringList { R"(skill_load {"skill":"alpha"} -> loaded: alpha (turn 1))",
            R"(skill_list_docs {"skill":"beta"} -> [] (turn 1))",
            R"(skill_load {"skill":"beta"} -> loaded: beta (turn 2))" }));
    QCOMPARE(events.first().toObject().value("event").toInt(), 1);
    QCOMPARE(events.first().toObject().value("turn").toInt(), 1);
    const QJsonArray requests = doc.value("requests").toArray();
    QCOMPARE(requests.size(), 4);
    QCOMPARE(requests.at(0).toObject().value("index").toInt(), 1);
    QCOMPARE(requests.at(0).toObject().value("step").toInt(), 1);
    QCOMPARE(requests.at(3).toObject().value("index").toInt(), 4);
    QCOMPARE(requests.at(3).toObject().value("turn").toInt(), 2);
    QCOMPARE(requests.at(3).toObject().value("step").toInt(), 2);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject req = requests.at(i).toObject();
        const QByteArray sent = server.requests().at(i).body;
        QCOMPARE(req.value("body").toString().toUtf8(), QString::fromUtf8(sent).replace(key, "[REDACTED]").toUtf8());
        QCOMPARE(req.value("body_bytes").toInt(), sent.size());
        const QJsonObject attempt = req.value("transport").toArray().first().toObject();
        QCOMPARE(attempt.value("status").toInt(), 200);
        QVERIFY(attempt.value("response_body").toString().contains("[DONE]"));
    }
    // Without the flag: no bodies, the sizes only.
    server.enqueue(reused({ { "skill_load", R"({"skill":"alpha"})" } }));
    server.enqueue(FakeResponse::stream(sseAnswer("ok")));
    r = run({ "--root", m_root, "--profile", "trpc-go", "--base-url", server.baseUrl(), "--model", "fake", "--message",
                "x", "--format", "json" },
        env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject plain = QJsonDocument::fromJson(r.out).object().value("requests").toArray().first().toObject();
    QVERIFY(!plain.contains("body"));
    QVERIFY(plain.value("body_bytes").toInt() > 0);
    QVERIFY(!plain.value("transport").toArray().first().toObject().contains("response_body"));
    QVERIFY(plain.value("transport").toArray().first().toObject().value("response_bytes").toInt() > 0);
}

void TestAgentCli::chatOverEachWireFormat_data()
{
    QTest::addColumn<QString>("api");
    QTest::addColumn<QByteArray>("path");
    QTest::newRow("anthropic") << "anthropic-messages" << QByteArray("/v1/messages");
    QTest::newRow("responses") << "openai-responses" << QByteArray("/v1/responses");
    QTest::newRow("gemini") << "gemini" << QByteArray("/v1/models/fake:streamGenerateContent?alt=sse");
}

void TestAgentCli::chatOverEachWireFormat()
{
    QFETCH(QString, api);
    QFETCH(QByteArray, path);
    FakeModelServer server;
    QVERIFY(server.listen());
    const QList<QPair<QString, QString>> load { { "skill_load", R"({"skill":"beta"})" } };
    const auto calls = [&] {
        if (api == "anthropic-messages")
            return anthropicAnswer({}, load);
        return api == "gemini" ? geminiAnswer({}, load) : responsesAnswer({}, load);
    };
    const auto done = [&] {
        if (api == "anthropic-messages")
            return anthropicAnswer("All set.");
        return api == "gemini" ? geminiAnswer("All set.") : responsesAnswer("All set.");
    };
    server.enqueue(FakeResponse::stream(rechunk(calls(), { 3, 7 })));
    server.enqueue(FakeResponse::stream(done()));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("SW_TEST_API_KEY", "sk-ant-cli-test-0123456789abcdef");
    const QString saved = m_dir.filePath(api + ".jsonl");
    const Result r = run(
        { "--root", m_root, "--profile", "trpc-go", "--base-url", server.baseUrl(), "--model", "fake", "--api-key-env",
            "SW_TEST_API_KEY", "--api", api, "--message", "use beta", "--save", saved, "--format", "json" },
        env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(server.requests().first().path, path);
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(doc.value("api").toString(), api);
    QCOMPARE(doc.value("requests").toArray().first().toObject().value("api").toString(), api);
    QCOMPARE(doc.value("events").toArray().last().toObject().value("text").toString(), QStringLiteral("All set."));
    // Issue 22: the provider is named without the model, beside every endpoint the requests went to.
    QCOMPARE(doc.value("provider").toString(), QStringLiteral("custom endpoint"));
    QCOMPARE(doc.value("endpoints").toArray(),
        QJsonArray { QString(server.baseUrl().chopped(3) + QString::fromUtf8(path)) });
    QFile f(saved);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray session = f.readAll();
    QVERIFY(session.contains(QByteArray("\"api\":\"") + api.toUtf8() + "\""));
    QVERIFY(!session.contains("sk-ant-cli-test"));
    QVERIFY(!r.out.contains("sk-ant-cli-test"));
    // --scenario with --api: the replay's requests are encoded in that format.
    const QString scenario = writeFile("wire-scenario.json",
        R"({"format":"skill-workbench-scenario/1","title":"t","profile":"minimal","user_messages":["hi"],"steps":[{"text":"Hello."}]})");
    const Result replay = run({ "--root", m_root, "--scenario", scenario, "--api", api, "--format", "json" });
    QVERIFY2(replay.exitCode == 0, replay.err.constData());
    QCOMPARE(QJsonDocument::fromJson(replay.out).object().value("api").toString(), api);
}

void TestAgentCli::reportProviderCounts()
{
    FakeModelServer server;
    QVERIFY(server.listen());
    for (int i = 0; i < 3; ++i) // the catalog and the two bodies
        server.enqueue(FakeResponse::json(200, R"({"input_tokens":42})"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("SW_TEST_ANTHROPIC_KEY", "sk-ant-report-0123456789abcdef");
    // Off by default: --api alone sends nothing and says how to ask.
    const Result plain = runCommand("report", { "--root", m_root, "--api", "anthropic-messages" }, env);
    QVERIFY2(plain.exitCode == 0, plain.err.constData());
    QVERIFY(plain.out.contains("Claude's tokenizer is not public"));
    QCOMPARE(server.requests().size(), 0);
    // Never without a key.
    QProcessEnvironment noKey = env;
    noKey.remove("ANTHROPIC_API_KEY");
    const Result keyless = runCommand("report",
        { "--root", m_root, "--api", "anthropic-messages", "--provider-counts", "--base-url", server.baseUrl() },
        noKey);
    QCOMPARE(keyless.exitCode, 2);
    QVERIFY2(keyless.err.contains("needs a key: environment variable ANTHROPIC_API_KEY is not set"),
        keyless.err.constData());
    QCOMPARE(server.requests().size(), 0);
    QCOMPARE(runCommand("report", { "--root", m_root, "--provider-counts" }, env).exitCode, 2); // not for o200k formats
    const Result r = runCommand("report",
        { "--root", m_root, "--api", "anthropic-messages", "--provider-counts", "--base-url", server.baseUrl(),
            "--model", "claude-test", "--api-key-env", "SW_TEST_ANTHROPIC_KEY", "--format", "json" },
        env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(server.requests().size(), 3);
    for (const RecordedRequest &req : server.requests()) {
        QCOMPARE(req.path, QByteArray("/v1/messages/count_tokens"));
        QCOMPARE(req.headers.value("x-api-key"), QByteArray("sk-ant-report-0123456789abcdef"));
        QCOMPARE(req.json().value("model").toString(), QStringLiteral("claude-test"));
        QVERIFY(!req.json().contains("max_tokens"));
    }
    const QJsonObject counts = QJsonDocument::fromJson(r.out).object().value("provider_counts").toObject();
    QCOMPARE(counts.value("catalog").toInt(), 42);
    QCOMPARE(counts.value("bodies").toObject().value("alpha").toInt(), 42);
    QCOMPARE(counts.value("bodies").toObject().value("beta").toInt(), 42);
    QVERIFY(counts.value("source").toString().contains("the provider's count"));
    QVERIFY(!r.out.contains("sk-ant-report"));
    QVERIFY2(!r.err.contains("already having an option"), r.err.constData());
    // --model alone is the client's model of a claude-code or codex catalog (it was refused as a provider-counts
    // option, the parser having dropped the catalog's own of the same name).
    const Result clientModel = runCommand("report",
        { "--root", m_root, "--dialect", "claude-code", "--model", "claude-haiku-4-5", "--format", "json" }, env);
    QVERIFY2(clientModel.exitCode == 0, clientModel.err.constData());
    QVERIFY2(!clientModel.err.contains("already having an option"), clientModel.err.constData());
    const Result defaultModel
        = runCommand("report", { "--root", m_root, "--dialect", "claude-code", "--format", "json" }, env);
    QVERIFY2(defaultModel.exitCode == 0, defaultModel.err.constData());
    QCOMPARE(server.requests().size(), 3); // nothing more was sent
    // Gemini: the report says its own tokenizer counts differently; provider counts are Anthropic's only.
    const Result gemini = runCommand("report", { "--root", m_root, "--api", "gemini" }, env);
    QVERIFY2(gemini.exitCode == 0, gemini.err.constData());
    QVERIFY(gemini.out.contains("Gemini counts with its own tokenizer"));
    const Result geminiCounts = runCommand("report", { "--root", m_root, "--api", "gemini", "--provider-counts" }, env);
    QCOMPARE(geminiCounts.exitCode, 2);
    QVERIFY2(geminiCounts.err.contains("Gemini's countTokens is not asked"), geminiCounts.err.constData());
}

void TestAgentCli::clientProfileNamesItsRules()
{
    // A client profile says which version's rules its listing follows: the pinned ones, or a calibration's.
    const QString scenario = QStringLiteral(SW_SOURCE_DIR "/resources/scenarios/claude-code-skill-tool.json");
    const Result pinned
        = run({ "--root", m_root, "--scenario", scenario, "--format", "json", "--calibration", "builtin" });
    QVERIFY2(pinned.exitCode == 0, pinned.err.constData());
    QCOMPARE(QJsonDocument::fromJson(pinned.out).object().value("client_rules").toString(),
        QStringLiteral("claude-code 2.1.328 (built-in rules)"));
    const QString calibration = writeFile("claude-cal.json",
        R"({"format":"skill-workbench-calibration","formatVersion":1,"client":{"id":"claude-code","version":"2.1.999"},
            "listing":{"found":true},"builtinSkills":[{"name":"dataviz","text":"Charts."}]})");
    const Result calibrated = run({ "--root", m_root, "--scenario", scenario, "--calibration", calibration });
    QVERIFY2(calibrated.exitCode == 0, calibrated.err.constData());
    QVERIFY2(calibrated.out.contains("# its listing follows claude-code 2.1.999 (calibration"),
        calibrated.out.left(600).constData());
    // The trpc-go profile follows no client.
    const QString trpc
        = writeFile("trpc.json", R"({"format":"skill-workbench-scenario/1","title":"t","profile":"trpc-go",
      "user_messages":["hi"],"steps":[{"text":"Hello."}]})");
    const Result none = run({ "--root", m_root, "--scenario", trpc, "--format", "json" });
    QVERIFY(!QJsonDocument::fromJson(none.out).object().contains("client_rules"));
}

QTEST_GUILESS_MAIN(TestAgentCli)
#include "tst_agent_cli.moc"
