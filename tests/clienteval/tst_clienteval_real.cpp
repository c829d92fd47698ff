// The Trigger Lab through the real pinned clients (scripts/setup-clients.sh installs them into .deps/clients): each
// query x run starts Claude Code, Codex, opencode or Gemini CLI headless in an isolated home, through a capture
// endpoint, against a scripted loopback model with known outcomes per query: a skill load, a plain answer, a 429 the
// client retries, another skill loaded instead. Checked: rates and pass/fail, "loaded instead", errors apart from
// misses, the confusion matrix of a routing set, the response cache (a re-run sends nothing upstream), cancel (partial
// results kept, homes removed), isolation (a skill of the same name in the user's real home does not shadow the one
// under test), and `eval --client` on the command line (its JSON and exit code). Without a client: a failure under CI
// (the test command's setup installs them), a skip otherwise.
#include "calibration/scriptedmodel.h"
#include "clienteval/clientevalrunner.h"
#include "eval/triggereval.h"
#include "requireclient.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

const QString kAlphaDescription = QStringLiteral("Alpha reports: use when the user asks for an alpha report.");
const QString kBetaDescription = QStringLiteral("Beta charts: use when the user asks for a beta chart.");

void writeSkill(const QString &root, const QString &name, const QString &description)
{
    sw::test::writeSkill(
        root + QLatin1Char('/') + name, name, description, QStringLiteral("# %1\n\nDo the %1 thing.\n").arg(name));
}

// The known outcomes: markers in the query say what the model does.
ScriptedAction script(const ScriptedCall &call)
{
    if (call.query.contains(QLatin1String("[down]")))
        return ScriptedAction::error(500, -1, QStringLiteral("the model is down (scripted)"));
    if (call.query.contains(QLatin1String("[busy]")) && call.seenBefore == 0)
        return ScriptedAction::error(429, 0, QStringLiteral("rate limited (scripted)"));
    if (call.query.contains(QLatin1String("[alpha]")) || call.query.contains(QLatin1String("[busy]")))
        return ScriptedAction::load(QStringLiteral("alpha-skill"));
    if (call.query.contains(QLatin1String("[beta]")))
        return ScriptedAction::load(QStringLiteral("beta-skill"));
    return ScriptedAction::answer(QStringLiteral("A plain answer."));
}

EvalSet perSkillSet()
{
    EvalSet set;
    set.kind = EvalSetKind::PerSkill;
    set.skill = QStringLiteral("alpha-skill");
    const QList<QPair<QString, bool>> cases { { QStringLiteral("Write the alpha report [alpha]"), true },
        { QStringLiteral("What time is it? [plain]"), false },
        { QStringLiteral("Alpha report please, quickly [busy]"), true },
        { QStringLiteral("Make the alpha report as a chart [beta]"), true } };
    for (const auto &c : cases) {
        EvalCase e;
        e.query = c.first;
        e.shouldTrigger = c.second;
        set.cases << e;
    }
    return set;
}

int upstreamModelCalls(const ScriptedModelEndpoint &upstream)
{
    return upstream.modelCalls();
}

} // namespace

class TestClientEvalReal : public QObject
{
    Q_OBJECT
    // Under the build folder; any folder works, the temporary one too (clienthome.cpp gives Codex its own TMPDIR).
    QTemporaryDir m_dir { QDir::currentPath() + QStringLiteral("/clienteval-runs-XXXXXX") };
    QString m_root;
    SkillSnapshotPtr m_skills;

    // The loopback upstream with the known outcomes per query (`script`).
    static bool listenScripted(ScriptedModelEndpoint &upstream, QString *error)
    {
        upstream.setAnswerer(std::make_shared<ScriptedClientModel>(script));
        return upstream.listen(error);
    }

    ClientEvalOptions options(const ClientInstall &install, const ScriptedModelEndpoint &upstream, const QString &cache)
    {
        ClientEvalOptions o;
        o.install = install;
        o.upstream = QUrl(agentClientBaseUrl(install.client, upstream.root()));
        o.upstreamKey = "sk-upstream-real";
        o.skills = m_skills;
        o.homeRoot = m_dir.filePath(QStringLiteral("homes"));
        o.timeoutMs = 120000;
        if (!cache.isEmpty())
            o.cache = std::make_shared<ClientResponseCache>(cache);
        return o;
    }

    EvalResults run(const ClientEvalOptions &o, const EvalSet &set, const QString &skill, int runs,
        std::function<void(TriggerEval &)> during = {})
    {
        TriggerEvalConfig config;
        config.skills = m_skills;
        config.set = set;
        config.skill = skill;
        config.runsPerQuery = runs;
        config.workers = 2;
        config.runners = std::make_shared<ClientEvalFactory>(o);
        TriggerEval eval(config, {});
        QSignalSpy finished(&eval, &TriggerEval::finished);
        QString error;
        if (!eval.start(&error))
            qFatal("the eval did not start: %s", qPrintable(error));
        if (during)
            during(eval);
        if (finished.isEmpty() && !finished.wait(400000))
            qFatal("the eval did not end");
        return eval.results();
    }

    static QString describe(const EvalResults &r)
    {
        QString out;
        for (const EvalRun &run : r.runs)
            out += QStringLiteral("case %1 run %2: %3 [%4] %5 %6\n")
                       .arg(run.caseIndex)
                       .arg(run.run)
                       .arg(runOutcomeName(run.outcome), run.loaded.join(QLatin1Char(',')), run.error,
                           run.clientStderr.left(300));
        // What each run sent and got, for a run that did not do what the script says.
        for (const EvalRun &run : r.runs)
            for (const RequestRecord &req : run.requests) {
                QStringList calls;
                for (const ToolCall &c : req.response.toolCalls)
                    calls << c.name + QLatin1Char(' ') + c.arguments;
                out += QStringLiteral("  case %1 request: %2 bytes, tools %3, answered %4: %5 %6\n")
                           .arg(run.caseIndex)
                           .arg(req.body.size())
                           .arg(req.body.contains("\"tools\"") ? 1 : 0)
                           .arg(req.finished ? 1 : 0)
                           .arg(req.response.text.left(60), calls.join(QLatin1Char(';')).left(200));
            }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.filePath(QStringLiteral("skills"));
        writeSkill(m_root, QStringLiteral("alpha-skill"), kAlphaDescription);
        writeSkill(m_root, QStringLiteral("beta-skill"), kBetaDescription);
        m_skills = SkillSnapshot::fromRoots({ m_root });
        QCOMPARE(m_skills->skills().size(), 2);
        // The user's real home holds a skill of the same name: no run may see it.
        writeSkill(m_dir.filePath(QStringLiteral("real-home/.claude/skills")), QStringLiteral("alpha-skill"),
            QStringLiteral("SHADOW COPY from the real home"));
        writeSkill(m_dir.filePath(QStringLiteral("real-home/.agents/skills")), QStringLiteral("alpha-skill"),
            QStringLiteral("SHADOW COPY from the real home"));
        writeSkill(m_dir.filePath(QStringLiteral("real-home/.gemini/skills")), QStringLiteral("alpha-skill"),
            QStringLiteral("SHADOW COPY from the real home"));
        qputenv("HOME", m_dir.filePath(QStringLiteral("real-home")).toUtf8());
    }

    void claudeCodeOutcomesCacheAndIsolation()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::ClaudeCode)
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(listenScripted(upstream, &error), qPrintable(error));
        const QString cache = m_dir.filePath(QStringLiteral("cache-claude"));
        const ClientEvalOptions o = options(install, upstream, cache);
        const EvalResults r = run(o, perSkillSet(), QStringLiteral("alpha-skill"), 2);
        const QString what = describe(r);
        QCOMPARE(r.setup.profile, QStringLiteral("claude-code ") + install.version);
        QVERIFY2(r.unfinishedReason().isEmpty(), qPrintable(r.unfinishedReason() + QLatin1Char('\n') + what));
        QCOMPARE(r.query(0, 0).rate(), 1.0);
        QVERIFY(r.query(0, 0).pass);
        QCOMPARE(r.query(0, 1).rate(), 0.0);
        QVERIFY(r.query(0, 1).pass);
        // The 429 was retried by Claude Code itself: not a miss, not an error.
        QVERIFY2(r.query(0, 2).pass, qPrintable(what));
        QCOMPARE(r.query(0, 2).errors, 0);
        // Another skill loaded instead.
        QVERIFY(!r.query(0, 3).pass);
        QCOMPARE(r.query(0, 3).loadedInstead.value(QStringLiteral("beta-skill")), 2);
        // Isolation: the listing carried the skill under test, never the real home's copy.
        const EvalRun &first = r.runs.at(r.runIndex(0, 0, 0));
        QVERIFY(!first.requests.isEmpty());
        QVERIFY(first.clientStartMs > 0 && first.clientStartMs < first.durationMs);
        QVERIFY(first.requests.first().body.contains(kAlphaDescription.toUtf8().left(30)));
        for (const EvalRun &run : r.runs)
            for (const RequestRecord &req : run.requests)
                QVERIFY(!req.body.contains("SHADOW COPY"));
        // Every home was removed.
        QTRY_VERIFY(QDir(o.homeRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());

        // The same set again: answered from the cache, nothing sent upstream, the same results.
        const int calls = upstreamModelCalls(upstream);
        QVERIFY(calls >= 9); // 8 runs, one 429
        const EvalResults again = run(o, perSkillSet(), QStringLiteral("alpha-skill"), 2);
        QCOMPARE(upstreamModelCalls(upstream), calls);
        for (const EvalRun &runAgain : again.runs) {
            QVERIFY2(runAgain.cached, qPrintable(describe(again)));
            QCOMPARE(runAgain.loaded, r.runs.at(r.runIndex(0, runAgain.caseIndex, runAgain.run)).loaded);
        }
        // A description variant is written into the installed copy: the request carries it.
        ClientEvalOptions noCache = o;
        noCache.cache.reset();
        EvalSet one = perSkillSet();
        one.cases = { one.cases.first() };
        TriggerEvalConfig config;
        config.skills = m_skills;
        config.set = one;
        config.skill = QStringLiteral("alpha-skill");
        config.runsPerQuery = 1;
        config.variants = { EvalVariant { QStringLiteral("B"), QStringLiteral("Variant B text for alpha reports.") } };
        config.runners = std::make_shared<ClientEvalFactory>(noCache);
        TriggerEval eval(config, {});
        QSignalSpy finished(&eval, &TriggerEval::finished);
        QVERIFY(eval.start(&error));
        QVERIFY(finished.wait(200000));
        const EvalRun &variantRun = eval.results().runs.first();
        QVERIFY2(variantRun.outcome == RunOutcome::Triggered, qPrintable(describe(eval.results())));
        QVERIFY(variantRun.requests.first().body.contains("Variant B text for alpha reports."));
    }

    void claudeCodeProviderErrorIsAnErrorNotAMiss()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::ClaudeCode)
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(listenScripted(upstream, &error), qPrintable(error));
        EvalSet set = perSkillSet();
        set.cases = { set.cases.first() };
        set.cases.first().query = QStringLiteral("Write the alpha report [down]");
        const EvalResults r = run(options(install, upstream, {}), set, QStringLiteral("alpha-skill"), 1);
        const EvalRun &run = r.runs.first();
        // Claude Code retried the 500 by itself, then gave up: an error with its stderr, never a miss.
        QVERIFY2(run.outcome == RunOutcome::Error, qPrintable(describe(r)));
        QVERIFY2(run.error.contains(QLatin1String("HTTP 500")), qPrintable(run.error));
        QCOMPARE(r.query(0, 0).runs, 0);
        QCOMPARE(r.query(0, 0).errors, 1);
        QVERIFY(upstream.modelCalls() >= 2); // the client's own retry
        QVERIFY(!r.unfinishedReason().isEmpty());
    }

    void claudeCodeClientHomeTemplate()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::ClaudeCode)
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(listenScripted(upstream, &error), qPrintable(error));
        // --client-home: the user's own set-up (here a memory file) is copied into each run's home; the template is
        // left as it was.
        const QString templateHome = m_dir.filePath(QStringLiteral("template-home"));
        sw::test::writeFile(
            templateHome + QStringLiteral("/.claude/CLAUDE.md"), "Always mention TEMPLATE-MEMORY-7Q.\n");
        ClientEvalOptions o = options(install, upstream, {});
        o.homeTemplate = templateHome;
        EvalSet set = perSkillSet();
        set.cases = { set.cases.first() };
        const EvalResults r = run(o, set, QStringLiteral("alpha-skill"), 1);
        const EvalRun &first = r.runs.first();
        QVERIFY2(first.outcome == RunOutcome::Triggered, qPrintable(describe(r)));
        QVERIFY(first.requests.first().body.contains("TEMPLATE-MEMORY-7Q"));
        QCOMPARE(QDir(templateHome).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList { QStringLiteral(".claude") });
        QCOMPARE(QDir(templateHome + QStringLiteral("/.claude")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
            QStringList { QStringLiteral("CLAUDE.md") });
    }

    void claudeCodeFullRun()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::ClaudeCode)
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(listenScripted(upstream, &error), qPrintable(error));
        EvalSet set = perSkillSet();
        set.cases = { set.cases.first() };
        TriggerEvalConfig config;
        config.skills = m_skills;
        config.set = set;
        config.skill = QStringLiteral("alpha-skill");
        config.runsPerQuery = 1;
        config.full = true;
        config.runners = std::make_shared<ClientEvalFactory>(options(install, upstream, {}));
        TriggerEval eval(config, {});
        QSignalSpy finished(&eval, &TriggerEval::finished);
        QVERIFY(eval.start(&error));
        QVERIFY(finished.wait(200000));
        const EvalRun &run = eval.results().runs.first();
        QVERIFY2(run.outcome == RunOutcome::Triggered, qPrintable(describe(eval.results())));
        // The whole run: Claude Code ran the Skill call and sent the skill's body back to the model.
        QVERIFY(run.requests.size() >= 2);
        QVERIFY(run.requests.last().body.contains("Do the alpha-skill thing."));
    }

    void claudeCodeCancelKeepsPartialResults()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::ClaudeCode)
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(listenScripted(upstream, &error), qPrintable(error));
        const ClientEvalOptions o = options(install, upstream, {});
        const EvalResults r = run(o, perSkillSet(), QStringLiteral("alpha-skill"), 3, [](TriggerEval &eval) {
            QSignalSpy one(&eval, &TriggerEval::runFinished);
            QVERIFY(one.wait(200000));
            eval.cancel();
        });
        QVERIFY(r.cancelled);
        int answered = 0;
        int cancelled = 0;
        for (const EvalRun &run : r.runs) {
            answered += run.answered();
            cancelled += run.outcome == RunOutcome::Cancelled || run.outcome == RunOutcome::NotRun;
        }
        QVERIFY(answered >= 1);
        QVERIFY(cancelled >= 1);
        // The cancelled clients were ended and their homes removed.
        QTRY_VERIFY_WITH_TIMEOUT(QDir(o.homeRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty(), 10000);
    }

    void codexRoutingConfusion()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::Codex)
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(listenScripted(upstream, &error), qPrintable(error));
        EvalSet set;
        set.kind = EvalSetKind::Routing;
        const QList<QPair<QString, QString>> cases { { QStringLiteral("An alpha report [alpha]"),
                                                         QStringLiteral("alpha-skill") },
            { QStringLiteral("A beta chart [beta]"), QStringLiteral("beta-skill") },
            { QStringLiteral("Hello there [plain]"), QString() } };
        for (const auto &c : cases) {
            EvalCase e;
            e.query = c.first;
            e.expectedSkill = c.second;
            e.shouldTrigger = !c.second.isEmpty();
            set.cases << e;
        }
        const ClientEvalOptions o = options(install, upstream, m_dir.filePath(QStringLiteral("cache-codex")));
        const EvalResults r = run(o, set, {}, 1);
        const QString what = describe(r);
        QVERIFY2(r.unfinishedReason().isEmpty(), qPrintable(r.unfinishedReason() + QLatin1Char('\n') + what));
        const ConfusionMatrix m = r.summary(0).confusion;
        const qsizetype alpha = m.labels.indexOf(QStringLiteral("alpha-skill"));
        const qsizetype beta = m.labels.indexOf(QStringLiteral("beta-skill"));
        const qsizetype none = m.labels.indexOf(QStringLiteral("none"));
        QVERIFY(alpha >= 0 && beta >= 0 && none >= 0);
        QVERIFY2(m.at(alpha, alpha) == 1, qPrintable(what));
        QVERIFY2(m.at(beta, beta) == 1, qPrintable(what));
        QVERIFY2(m.at(none, none) == 1, qPrintable(what));
        QVERIFY2(r.summary(0).passed == 3, qPrintable(what));
        // Codex's per-run ids, paths and dates are normalised: a re-run is answered from the cache.
        const int calls = upstreamModelCalls(upstream);
        const EvalResults again = run(o, set, {}, 1);
        QCOMPARE(upstreamModelCalls(upstream), calls);
        QCOMPARE(again.summary(0).passed, 3);
        QCOMPARE(again.summary(0).cached, 3);
    }

    void opencodeLoadsAndPlainAnswers()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::Opencode)
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(listenScripted(upstream, &error), qPrintable(error));
        EvalSet set = perSkillSet();
        set.cases = { set.cases.at(0), set.cases.at(1), set.cases.at(3) };
        const ClientEvalOptions o = options(install, upstream, m_dir.filePath(QStringLiteral("cache-opencode")));
        const EvalResults r = run(o, set, QStringLiteral("alpha-skill"), 1);
        const QString what = describe(r);
        QVERIFY2(r.unfinishedReason().isEmpty(), qPrintable(r.unfinishedReason() + QLatin1Char('\n') + what));
        QCOMPARE(r.runs.at(r.runIndex(0, 0, 0)).outcome, RunOutcome::Triggered);
        QCOMPARE(r.runs.at(r.runIndex(0, 1, 0)).outcome, RunOutcome::NotTriggered);
        QCOMPARE(r.runs.at(r.runIndex(0, 2, 0)).loaded, QStringList { QStringLiteral("beta-skill") });
        const int calls = upstreamModelCalls(upstream);
        const EvalResults again = run(o, set, QStringLiteral("alpha-skill"), 1);
        QCOMPARE(upstreamModelCalls(upstream), calls);
        QCOMPARE(again.summary(0).cached, 3);
    }

    void geminiCliLoadsRetriesAndCache()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::GeminiCli)
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(listenScripted(upstream, &error), qPrintable(error));
        const ClientEvalOptions o = options(install, upstream, m_dir.filePath(QStringLiteral("cache-gemini")));
        const EvalResults r = run(o, perSkillSet(), QStringLiteral("alpha-skill"), 1);
        const QString what = describe(r);
        QCOMPARE(r.setup.profile, QStringLiteral("gemini-cli ") + install.version);
        QVERIFY2(r.unfinishedReason().isEmpty(), qPrintable(r.unfinishedReason() + QLatin1Char('\n') + what));
        // Gemini CLI's activate_skill call is the load; a plain answer is not.
        QCOMPARE(r.runs.at(r.runIndex(0, 0, 0)).outcome, RunOutcome::Triggered);
        QCOMPARE(r.runs.at(r.runIndex(0, 1, 0)).outcome, RunOutcome::NotTriggered);
        // The 429 was retried by Gemini CLI itself: what the retry answered counts.
        QVERIFY2(r.query(0, 2).pass, qPrintable(what));
        QCOMPARE(r.query(0, 2).errors, 0);
        QCOMPARE(r.runs.at(r.runIndex(0, 3, 0)).loaded, QStringList { QStringLiteral("beta-skill") });
        // The requests are read as Gemini: the listing in systemInstruction carries the skill under test, not the
        // real home's copy.
        const EvalRun &first = r.runs.at(r.runIndex(0, 0, 0));
        QVERIFY(!first.requests.isEmpty());
        QCOMPARE(first.requests.first().api, WireApi::Gemini);
        QVERIFY(first.requests.first().catalogSkills.contains(QStringLiteral("alpha-skill")));
        for (const EvalRun &run : r.runs)
            for (const RequestRecord &req : run.requests)
                QVERIFY(!req.body.contains("SHADOW COPY"));
        // Its session context (date, temporary folder, folder listing) is normalised: a re-run is all cached.
        const int calls = upstreamModelCalls(upstream);
        const EvalResults again = run(o, perSkillSet(), QStringLiteral("alpha-skill"), 1);
        QCOMPARE(upstreamModelCalls(upstream), calls);
        QVERIFY2(again.summary(0).cached == 4, qPrintable(describe(again)));
        QCOMPARE(again.summary(0).passed, r.summary(0).passed);
    }

    void commandLine()
    {
        SW_REQUIRE_CLIENT(install, AgentClient::ClaudeCode)
        ScriptedModelEndpoint upstream;
        QString error;
        QVERIFY2(listenScripted(upstream, &error), qPrintable(error));
        const QString setFile = m_dir.filePath(QStringLiteral("set.json"));
        sw::test::writeFile(setFile,
            R"([{"query":"Write the alpha report [alpha]","should_trigger":true},
                {"query":"What time is it? [plain]","should_trigger":false}])");
        auto eval = [&](const QStringList &extra, QJsonObject *json) {
            QProcess cli;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("SW_EVAL_CACHE_DIR"), m_dir.filePath(QStringLiteral("cli-cache")));
            env.insert(QStringLiteral("UPSTREAM_KEY"), QStringLiteral("sk-upstream-real"));
            cli.setProcessEnvironment(env);
            QSignalSpy done(&cli, &QProcess::finished);
            cli.start(QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli"),
                QStringList { QStringLiteral("eval"), QStringLiteral("--root"), m_root, QStringLiteral("--set"),
                    setFile, QStringLiteral("--skill"), QStringLiteral("alpha-skill"), QStringLiteral("--client"),
                    QStringLiteral("claude-code"), QStringLiteral("--client-bin"), install.program,
                    QStringLiteral("--client-homes"), m_dir.filePath(QStringLiteral("cli-homes")),
                    QStringLiteral("--runs"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("json") }
                    + extra);
            // The upstream serves on this thread: wait with the event loop running.
            if (!done.wait(300000))
                qFatal("eval --client did not end");
            *json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
            if (cli.exitCode() != 0)
                qWarning("%s", cli.readAllStandardError().constData());
            return cli.exitCode();
        };
        QJsonObject json;
        QCOMPARE(eval({ QStringLiteral("--base-url"), upstream.root(), QStringLiteral("--model"),
                          QStringLiteral("claude-sonnet-4-5"), QStringLiteral("--api-key-env"),
                          QStringLiteral("UPSTREAM_KEY") },
                     &json),
            0);
        const QJsonArray results = json.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 2);
        QCOMPARE(results.at(0).toObject().value(QStringLiteral("trigger_rate")).toDouble(), 1.0);
        QCOMPARE(results.at(1).toObject().value(QStringLiteral("trigger_rate")).toDouble(), 0.0);
        QVERIFY(QJsonDocument(json).toJson().contains("claude-code " + install.version.toUtf8()));
        QVERIFY(!QJsonDocument(json).toJson().contains("sk-upstream-real"));
        QVERIFY(QJsonDocument(json).toJson().contains("\"client_start_ms\""));
        // The offline demo's scripted model: no upstream at all, the skill sharing the query's words is loaded.
        const int before = upstream.modelCalls();
        QCOMPARE(eval({ QStringLiteral("--scripted-model") }, &json), 0);
        QCOMPARE(upstream.modelCalls(), before);
        QVERIFY(QJsonDocument(json).toJson().contains("scripted model"));
    }
};

QTEST_MAIN(TestClientEvalReal)
#include "tst_clienteval_real.moc"
