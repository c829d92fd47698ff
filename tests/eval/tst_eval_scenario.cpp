// Tests of the offline Trigger Lab: scenario eval answers (chosen by query and request bytes, mixed outcomes across
// runs counted over every provider of a run, errors and refusals replayed), the last user message of each wire format,
// and the bundled demo scenario: the terse description under-triggers, the saved one does not (intervals apart), and
// the routing set shows python-math competing with data-report. No model, no network.
#include "agent/scriptedprovider.h"
#include "common/datapaths.h"
#include "eval/triggereval.h"
#include "eval/triggerlabscenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace sw;

namespace {

QByteArray chatBody(const QString &query, const QString &system = QStringLiteral("sys"))
{
    const QJsonObject o { { "model", "m" },
        { "messages",
            QJsonArray { QJsonObject { { "role", "system" }, { "content", system } },
                QJsonObject { { "role", "user" }, { "content", query } } } } };
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

ChatResponse answerOf(ScriptedProvider &p, const QByteArray &body, ProviderError *error = nullptr)
{
    QSignalSpy done(&p, &ChatProvider::finished);
    QSignalSpy failed(&p, &ChatProvider::failed);
    p.start({ body, true });
    if (!QTest::qWaitFor([&] { return done.size() + failed.size() > 0; }, 5000))
        qFatal("no answer");
    if (!failed.isEmpty()) {
        if (error)
            *error = failed.first().first().value<ProviderError>();
        return {};
    }
    return done.first().first().value<ChatResponse>();
}

std::optional<Scenario> scenario(const QByteArray &json)
{
    QString error;
    auto s = parseScenario(json, &error);
    if (!s)
        qWarning("%s", qPrintable(error));
    return s;
}

int triggers(const EvalResults &r, int variant)
{
    return r.summary(variant).positiveTriggers;
}

} // namespace

class TestEvalScenario : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void evalAnswersParse();
    void answersByQueryAndRequest();
    void mixedOutcomesAcrossProviders();
    void lastUserMessageOfEachWireFormat();
    void bundledDemoShowsTheStory();
    void bundledRoutingDemo();
};

void TestEvalScenario::evalAnswersParse()
{
    QString error;
    QVERIFY(!parseScenario(R"({"format":"skill-workbench-scenario/1","eval_answers":[{"query":"q"}]})", &error));
    QCOMPARE(error, QStringLiteral("eval_answers[0]: needs \"runs\" or \"loads\""));
    QVERIFY(!parseScenario(
        R"({"format":"skill-workbench-scenario/1","eval_answers":[{"query":"q","loads":[3]}]})", &error));
    QCOMPARE(error, QStringLiteral("eval_answers[0].loads[0]: must be a skill name or null"));
    QVERIFY(!parseScenario(R"({"format":"skill-workbench-scenario/1"})", &error));
    QVERIFY(error.contains("at least one step (or eval answers)"));
    const auto s
        = scenario(R"({"format":"skill-workbench-scenario/1","eval_load_tool":{"name":"load_skill","parameter":"name"},
        "eval_answers":[{"query":"q","loads":["a",null]},{"request_contains":"X","runs":[{"text":"t","finish_reason":"content_filter"}]}]})");
    QVERIFY(s);
    QCOMPARE(s->evalAnswers.size(), 2);
    QCOMPARE(s->evalAnswers.at(0).runs.size(), 2);
    QCOMPARE(s->evalAnswers.at(0).runs.at(0).toolCalls.first().name, QStringLiteral("load_skill"));
    QCOMPARE(s->evalAnswers.at(0).runs.at(0).toolCalls.first().arguments, QStringLiteral("{\"name\":\"a\"}"));
    QVERIFY(s->evalAnswers.at(0).runs.at(1).toolCalls.isEmpty());
    QCOMPARE(s->evalAnswers.at(1).runs.first().finishReason, QStringLiteral("content_filter"));
}

void TestEvalScenario::answersByQueryAndRequest()
{
    const auto s = scenario(R"({"format":"skill-workbench-scenario/1","eval_answers":[
        {"query":"chart","request_contains":"TERSE","loads":[null]},
        {"query":"chart","loads":["data-report"]},
        {"query":"limit","runs":[{"error":{"status":429,"message":"slow","retry_after":2}}]},
        {"query":"filtered","runs":[{"text":"no","finish_reason":"content_filter"}]}]})");
    QVERIFY(s);
    ScriptedProvider p(*s);
    QVERIFY(p.isReplay());
    QCOMPARE(answerOf(p, chatBody("chart")).toolCalls.size(), 1);
    QCOMPARE(answerOf(p, chatBody("chart", "catalog: TERSE")).toolCalls.size(), 0);
    ProviderError error;
    answerOf(p, chatBody("limit"), &error);
    QCOMPARE(error.httpStatus, 429);
    QCOMPARE(error.retryAfterSeconds, 2);
    QCOMPARE(answerOf(p, chatBody("filtered")).finishReason, QStringLiteral("content_filter"));
    answerOf(p, chatBody("unknown query"), &error);
    QCOMPARE(error.kind, ProviderError::Kind::Configuration);
    QCOMPARE(error.message, QStringLiteral("the scenario has no eval answer for the query \"unknown query\""));
}

void TestEvalScenario::mixedOutcomesAcrossProviders()
{
    const auto s
        = scenario(R"({"format":"skill-workbench-scenario/1","eval_answers":[{"query":"q","loads":["a",null,"b"]}]})");
    QVERIFY(s);
    auto counts = std::make_shared<QHash<QByteArray, int>>();
    ScriptedProvider one(*s);
    ScriptedProvider two(*s);
    one.shareRequestCounts(counts);
    two.shareRequestCounts(counts);
    const QByteArray body = chatBody("q");
    QCOMPARE(answerOf(one, body).toolCalls.value(0).arguments, QStringLiteral("{\"skill\":\"a\"}"));
    QVERIFY(answerOf(two, body).toolCalls.isEmpty()); // run 2, whichever provider sends it
    QCOMPARE(answerOf(one, body).toolCalls.value(0).arguments, QStringLiteral("{\"skill\":\"b\"}"));
    QCOMPARE(answerOf(two, body).toolCalls.value(0).arguments, QStringLiteral("{\"skill\":\"a\"}")); // wraps around
    // Other bytes (another variant) count on their own.
    QCOMPARE(answerOf(one, chatBody("q", "other catalog")).toolCalls.value(0).arguments,
        QStringLiteral("{\"skill\":\"a\"}"));
}

void TestEvalScenario::lastUserMessageOfEachWireFormat()
{
    QCOMPARE(lastUserMessage(chatBody("hello")), QStringLiteral("hello"));
    QCOMPARE(lastUserMessage(R"({"messages":[{"role":"user","content":[{"type":"text","text":"anthropic"}]},
        {"role":"assistant","content":"x"}]})"),
        QStringLiteral("anthropic"));
    QCOMPARE(lastUserMessage(R"({"input":[{"role":"user","content":[{"type":"input_text","text":"responses"}]}]})"),
        QStringLiteral("responses"));
    QCOMPARE(lastUserMessage("not json"), QString());
}

void TestEvalScenario::bundledDemoShowsTheStory()
{
    const QStringList bundled = bundledTriggerLabScenarios();
    QVERIFY(!bundled.isEmpty());
    QString error;
    const auto lab = loadTriggerLabScenario(bundled.first(), &error);
    QVERIFY2(lab, qPrintable(error));
    QVERIFY(lab->scenario.title.startsWith("Trigger Lab"));
    QVERIFY(lab->set && lab->routingSet);
    QCOMPARE(lab->skill, QStringLiteral("data-report"));
    QCOMPARE(lab->variants.size(), 2);

    TriggerEvalConfig config;
    QVERIFY(findProfile(lab->scenario.profile, &error));
    config.profile = *findProfile(lab->scenario.profile, &error);
    config.skills = SkillSnapshot::fromRoots({ dataDirectory(DataKind::Skills) });
    config.set = *lab->set;
    config.skill = lab->skill;
    config.variants = lab->variants;
    config.runsPerQuery = lab->runsPerQuery;
    config.workers = 4;
    config.model = "replay";
    auto counts = std::make_shared<QHash<QByteArray, int>>();
    const Scenario replay = lab->scenario;
    TriggerEval eval(config, [replay, counts](QObject *parent) -> ChatProvider * {
        auto *p = new ScriptedProvider(replay, parent);
        p->shareRequestCounts(counts);
        return p;
    });
    QSignalSpy done(&eval, &TriggerEval::finished);
    QVERIFY2(eval.start(&error), qPrintable(error));
    QVERIFY(done.wait(30000));
    const EvalResults &r = eval.results();
    QVERIFY(r.complete());
    QVERIFY(r.setup.replay);
    // A: "Report tool." loads data-report for few of the 18 should-trigger runs; B (saved) for most.
    QCOMPARE(triggers(r, 0), 5);
    QCOMPARE(triggers(r, 1), 16);
    QVERIFY(r.summary(0).recall.high < r.summary(1).recall.low); // the difference is real
    QVERIFY(r.summary(0).failed >= 4);
    QCOMPARE(r.summary(1).failed, 0);
    // The competing skill shows as "loaded instead" on the statistics near miss.
    int statistics = -1;
    for (int c = 0; c < r.set.cases.size(); ++c)
        if (r.set.cases.at(c).query.startsWith("Compute the mean"))
            statistics = c;
    QVERIFY(statistics >= 0);
    QCOMPARE(r.query(1, statistics).loadedInstead.value("python-math"), 2);
    QVERIFY(r.query(1, statistics).pass);
}

void TestEvalScenario::bundledRoutingDemo()
{
    QString error;
    const auto lab = loadTriggerLabScenario(bundledTriggerLabScenarios().first(), &error);
    QVERIFY(lab);
    TriggerEvalConfig config;
    config.profile = *findProfile(lab->scenario.profile, &error);
    config.skills = SkillSnapshot::fromRoots({ dataDirectory(DataKind::Skills) });
    config.set = *lab->routingSet;
    config.runsPerQuery = 3;
    config.model = "replay";
    auto counts = std::make_shared<QHash<QByteArray, int>>();
    const Scenario replay = lab->scenario;
    TriggerEval eval(config, [replay, counts](QObject *parent) -> ChatProvider * {
        auto *p = new ScriptedProvider(replay, parent);
        p->shareRequestCounts(counts);
        return p;
    });
    QSignalSpy done(&eval, &TriggerEval::finished);
    QVERIFY2(eval.start(&error), qPrintable(error));
    QVERIFY(done.wait(30000));
    const EvalResults &r = eval.results();
    QVERIFY(r.complete());
    const ConfusionMatrix m = r.summary(0).confusion;
    const qsizetype math = m.labels.indexOf("python-math");
    const qsizetype report = m.labels.indexOf("data-report");
    QVERIFY(math >= 0 && report >= 0);
    QCOMPARE(m.at(math, report), 3); // python-math expected, data-report loaded: the one competing skill
    QCOMPARE(m.at(report, math), 0);
    int offDiagonalSkills = 0;
    for (qsizetype i = 0; i < m.labels.size(); ++i)
        for (qsizetype j = 0; j < m.labels.size(); ++j)
            if (i != j && m.at(i, j) > 0 && m.labels.at(j) != QLatin1String("none"))
                offDiagonalSkills += (i == math && j == report) ? 0 : 1;
    QCOMPARE(offDiagonalSkills, 0);
}

QTEST_GUILESS_MAIN(TestEvalScenario)
#include "tst_eval_scenario.moc"
