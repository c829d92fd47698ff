// Tests of the Trigger Lab's outputs: the JSON validates against the documented shape (skill-creator's run_eval.py
// fields first, then the workbench's), JUnit XML has one test case per query and variant with failures and errors
// apart, the text lines follow the CLI contract, and the HTML report is self-contained with its charts.
#include "eval/descriptionoptimiser.h"
#include "eval/evaloutput.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace sw;

namespace {

EvalRun runOf(int variant, int c, int r, RunOutcome outcome, const QStringList &loaded = {}, const QString &error = {})
{
    EvalRun run;
    run.variant = variant;
    run.caseIndex = c;
    run.run = r;
    run.outcome = outcome;
    run.loaded = loaded;
    run.error = error;
    run.attempts = outcome == RunOutcome::Error ? 4 : 1;
    run.usage.promptTokens = 100;
    run.usage.completionTokens = 5;
    return run;
}

// Two variants, three queries: a pass, a fail with a competing skill, and one whose runs all failed.
EvalResults sample()
{
    EvalResults r;
    r.setup.skill = "data-report";
    r.setup.profile = "trpc-go";
    r.setup.provider = "fake (http://127.0.0.1)";
    r.setup.model = "m";
    r.setup.runsPerQuery = 2;
    r.setup.triggerRule = "skill_load(skill = name)";
    r.set.kind = EvalSetKind::PerSkill;
    r.set.cases = { EvalCase { "chart <this>", true, {}, "n", {}, {} },
        EvalCase { "mean of 1 2 3", false, {}, {}, {}, {} }, EvalCase { "broken", true, {}, {}, {}, {} } };
    r.variants = { { "saved", {} }, { "B", "Better & clearer." } };
    r.plan();
    r.startedAt = QDateTime::fromString("2026-01-02T03:04:05Z", Qt::ISODate);
    r.wallMs = 1234;
    auto set = [&](int v, int c, int run, const EvalRun &e) { r.runs[r.runIndex(v, c, run)] = e; };
    for (int v = 0; v < 2; ++v) {
        set(v, 0, 0, runOf(v, 0, 0, RunOutcome::Triggered, { "data-report" }));
        set(v, 0, 1,
            runOf(v, 0, 1, v == 0 ? RunOutcome::NotTriggered : RunOutcome::Triggered,
                v == 0 ? QStringList() : QStringList { "data-report" }));
        set(v, 1, 0, runOf(v, 1, 0, RunOutcome::Triggered, { "data-report" }));
        set(v, 1, 1, runOf(v, 1, 1, RunOutcome::NotTriggered, { "python-math" }));
        set(v, 2, 0, runOf(v, 2, 0, RunOutcome::Error, {}, "HTTP 500: boom"));
        set(v, 2, 1, runOf(v, 2, 1, RunOutcome::Error, {}, "HTTP 500: boom"));
    }
    return r;
}

// The documented shape (docs/triggerlab.md): field -> JSON type.
void checkShape(const QJsonObject &o, const QList<QPair<QString, QJsonValue::Type>> &fields, const QString &where)
{
    for (const auto &[name, type] : fields) {
        QVERIFY2(o.contains(name), qPrintable(where + ": missing " + name));
        QVERIFY2(o.value(name).type() == type || (type == QJsonValue::Double && o.value(name).isNull()),
            qPrintable(QStringLiteral("%1.%2 has the wrong type").arg(where, name)));
    }
}

} // namespace

class TestEvalOutput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jsonHasTheDocumentedShape();
    void jsonMatchesSkillCreatorFields();
    void junitHasOneCasePerQuery();
    void textFollowsTheContract();
    void htmlIsSelfContained();
};

void TestEvalOutput::jsonHasTheDocumentedShape()
{
    const QJsonObject o = evalResultsToJson(sample());
    checkShape(o,
        { { "skill_name", QJsonValue::String }, { "description", QJsonValue::String }, { "results", QJsonValue::Array },
            { "summary", QJsonValue::Object }, { "format", QJsonValue::String }, { "set_kind", QJsonValue::String },
            { "setup", QJsonValue::Object }, { "variants", QJsonValue::Array }, { "skills", QJsonValue::Array },
            { "confusion", QJsonValue::Object }, { "tokens", QJsonValue::Object }, { "started_at", QJsonValue::String },
            { "wall_ms", QJsonValue::Double }, { "complete", QJsonValue::Bool }, { "cancelled", QJsonValue::Bool } },
        "top");
    QCOMPARE(o.value("format").toString(), QStringLiteral("skill-workbench-trigger-eval/1"));
    QVERIFY(o.value("aborted").isNull());
    checkShape(o.value("setup").toObject(),
        { { "profile", QJsonValue::String }, { "provider", QJsonValue::String }, { "replay", QJsonValue::Bool },
            { "model", QJsonValue::String }, { "temperature", QJsonValue::Double },
            { "runs_per_query", QJsonValue::Double }, { "threshold", QJsonValue::Double },
            { "workers", QJsonValue::Double }, { "full", QJsonValue::Bool }, { "cache", QJsonValue::Bool },
            { "trigger_rule", QJsonValue::String } },
        "setup");
    const QJsonObject summary = o.value("summary").toObject();
    checkShape(summary,
        { { "total", QJsonValue::Double }, { "passed", QJsonValue::Double }, { "failed", QJsonValue::Double },
            { "undecided", QJsonValue::Double }, { "errors", QJsonValue::Double }, { "refusals", QJsonValue::Double },
            { "accuracy", QJsonValue::Object }, { "recall", QJsonValue::Object },
            { "false_trigger_rate", QJsonValue::Object } },
        "summary");
    checkShape(summary.value("recall").toObject(),
        { { "rate", QJsonValue::Double }, { "successes", QJsonValue::Double }, { "trials", QJsonValue::Double },
            { "low", QJsonValue::Double }, { "high", QJsonValue::Double } },
        "summary.recall");
    for (const QJsonValue v : o.value("results").toArray()) {
        const QJsonObject q = v.toObject();
        checkShape(q,
            { { "query", QJsonValue::String }, { "should_trigger", QJsonValue::Bool },
                { "trigger_rate", QJsonValue::Double }, { "triggers", QJsonValue::Double },
                { "runs", QJsonValue::Double }, { "pass", QJsonValue::Bool }, { "decided", QJsonValue::Bool },
                { "errors", QJsonValue::Double }, { "refusals", QJsonValue::Double }, { "not_run", QJsonValue::Double },
                { "interval", QJsonValue::Array }, { "loaded_instead", QJsonValue::Object },
                { "run_details", QJsonValue::Array }, { "tokens", QJsonValue::Object } },
            "results[]");
        for (const QJsonValue d : q.value("run_details").toArray())
            checkShape(d.toObject(),
                { { "run", QJsonValue::Double }, { "outcome", QJsonValue::String }, { "loaded", QJsonValue::Array },
                    { "attempts", QJsonValue::Double }, { "cached", QJsonValue::Bool },
                    { "duration_ms", QJsonValue::Double } },
                "run_details[]");
    }
    const QJsonArray variants = o.value("variants").toArray();
    QCOMPARE(variants.size(), 2);
    checkShape(variants.at(1).toObject(),
        { { "label", QJsonValue::String }, { "description", QJsonValue::String }, { "results", QJsonValue::Array },
            { "summary", QJsonValue::Object }, { "skills", QJsonValue::Array }, { "confusion", QJsonValue::Object },
            { "tokens", QJsonValue::Object } },
        "variants[]");
    checkShape(o.value("skills").toArray().first().toObject(),
        { { "skill", QJsonValue::String }, { "precision", QJsonValue::Double }, { "recall", QJsonValue::Double },
            { "f1", QJsonValue::Double }, { "true_positives", QJsonValue::Double },
            { "false_positives", QJsonValue::Double }, { "false_negatives", QJsonValue::Double } },
        "skills[]");
    // A JSON parser reads it back unchanged.
    const QByteArray bytes = QJsonDocument(o).toJson();
    QCOMPARE(QJsonDocument::fromJson(bytes).object(), o);
}

void TestEvalOutput::jsonMatchesSkillCreatorFields()
{
    const QJsonObject o = evalResultsToJson(sample());
    QCOMPARE(o.value("skill_name").toString(), QStringLiteral("data-report"));
    QCOMPARE(o.value("description").toString(), QString()); // variant 0 = as saved
    const QJsonArray results = o.value("results").toArray();
    QCOMPARE(results.size(), 3);
    const QJsonObject first = results.at(0).toObject();
    QCOMPARE(first.value("trigger_rate").toDouble(), 0.5);
    QCOMPARE(first.value("triggers").toInt(), 1);
    QCOMPARE(first.value("runs").toInt(), 2);
    QCOMPARE(first.value("pass").toBool(), true);
    const QJsonObject second = results.at(1).toObject();
    QCOMPARE(second.value("pass").toBool(), false); // should not, 1/2 >= 0.5
    QCOMPARE(second.value("loaded_instead").toObject().value("python-math").toInt(), 1);
    const QJsonObject broken = results.at(2).toObject();
    QCOMPARE(broken.value("runs").toInt(), 0);
    QCOMPARE(broken.value("errors").toInt(), 2);
    QCOMPARE(broken.value("pass").toBool(), false);
    QCOMPARE(broken.value("decided").toBool(), false);
    const QJsonObject summary = o.value("summary").toObject();
    QCOMPARE(summary.value("total").toInt(), 3);
    QCOMPARE(summary.value("passed").toInt(), 1);
    QCOMPARE(summary.value("failed").toInt(), 1); // the errored query is undecided, not failed
    QCOMPARE(summary.value("undecided").toInt(), 1);
    QCOMPARE(o.value("variants").toArray().at(1).toObject().value("summary").toObject().value("passed").toInt(), 1);
}

void TestEvalOutput::junitHasOneCasePerQuery()
{
    const QByteArray xml = evalResultsToJUnit(sample());
    QXmlStreamReader reader(xml);
    int suites = 0;
    int cases = 0;
    int failures = 0;
    int errors = 0;
    QString firstSuiteTests;
    while (!reader.atEnd()) {
        reader.readNext();
        if (!reader.isStartElement())
            continue;
        if (reader.name() == QLatin1String("testsuite")) {
            if (suites++ == 0)
                firstSuiteTests = reader.attributes().value("tests").toString();
        } else if (reader.name() == QLatin1String("testcase")) {
            ++cases;
        } else if (reader.name() == QLatin1String("failure")) {
            ++failures;
            QVERIFY(reader.attributes().value("message").toString().startsWith("rate=1/2 expected=no-trigger"));
        } else if (reader.name() == QLatin1String("error")) {
            ++errors;
        }
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    QCOMPARE(suites, 2);
    QCOMPARE(cases, 6);
    QCOMPARE(failures, 2);
    QCOMPARE(errors, 2);
    QCOMPARE(firstSuiteTests, QStringLiteral("3"));
    QVERIFY(xml.contains("name=\"chart &lt;this&gt;\""));
}

void TestEvalOutput::textFollowsTheContract()
{
    const EvalResults r = sample();
    QCOMPARE(evalQueryLine(r, 0, 0), QStringLiteral("PASS rate=1/2 expected=trigger: chart <this>"));
    QCOMPARE(evalQueryLine(r, 0, 1),
        QStringLiteral("FAIL rate=1/2 expected=no-trigger: mean of 1 2 3  [loaded instead: python-math x1]"));
    QCOMPARE(evalQueryLine(r, 0, 2), QStringLiteral("ERROR rate=0/0 expected=trigger: broken  [2 error(s)]"));
    const QString text = evalResultsToText(r);
    QVERIFY(text.contains("== variant B: Better & clearer."));
    QVERIFY(text.contains(QRegularExpression("data-report\\s+0\\.50\\s+0\\.50\\s+0\\.50\\s+1\\s+1\\s+1")));
    QVERIFY(text.contains(QRegularExpression("data-report\\s+0\\.67\\s+1\\.00\\s+0\\.80\\s+2\\s+1\\s+0")));
    QVERIFY(text.contains("totals: 1/3 queries passed, 1 failed, 1 undecided"));
    QVERIFY(text.contains("wall time 1.2 s"));
    EvalResults routing = r;
    routing.set.kind = EvalSetKind::Routing;
    routing.set.cases[0].expectedSkill = "data-report";
    routing.set.cases[1].expectedSkill.clear();
    QVERIFY(evalQueryLine(routing, 0, 0).contains("expected=data-report"));
    QVERIFY(evalQueryLine(routing, 0, 1).contains("expected=none"));
}

void TestEvalOutput::htmlIsSelfContained()
{
    OptimiserIteration it;
    it.index = 0;
    it.description = "Start <desc>";
    it.trainPassed = 2;
    it.trainTotal = 3;
    it.heldOutPassed = 1;
    it.heldOutTotal = 2;
    it.best = true;
    EvalResults r = sample();
    r.setup.replay = true;
    const QString html = evalResultsToHtml(r, { it });
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QVERIFY(!html.contains("<script"));
    QVERIFY(!html.contains("src="));
    QVERIFY(!html.contains("http://") || html.contains("fake (http://127.0.0.1)")); // only the provider's name
    QVERIFY(html.contains("<svg"));
    QVERIFY(html.contains("aria-label=\"confusion matrix\""));
    QVERIFY(html.contains("aria-label=\"Run accuracy\""));
    QVERIFY(html.contains("aria-label=\"optimiser iterations\""));
    QVERIFY(html.contains("Replay: the answers come from a scenario file"));
    QVERIFY(html.contains("chart &lt;this&gt;"));
    QVERIFY(html.contains("Start &lt;desc&gt;"));
    QVERIFY(!html.contains("<desc>"));
}

QTEST_GUILESS_MAIN(TestEvalOutput)
#include "tst_eval_output.moc"
