// Tests of core/eval eval sets: the three forms, errors with line and column, checks against the skills, writing
// both forms (round trip), conversions and pasted lines.
#include "eval/evalset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

class TestEvalSet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void perSkillForm();
    void routingForm();
    void evalsJsonForm();
    void errorsCarryLineAndColumn_data();
    void errorsCarryLineAndColumn();
    void unknownSkillsAreReportedAtTheirValue();
    void perSkillSetNeedsAKnownSkill();
    void writesBothFormsAndReadsThemBack();
    void conversions();
    void pastedLines();
    void unreadableFile();
};

void TestEvalSet::perSkillForm()
{
    EvalSetError error;
    const auto set = parseEvalSet(R"([{"query": "chart my sales", "should_trigger": true},
 {"query": "what is 2+2", "should_trigger": false, "notes": "near miss"}])",
        QStringLiteral("set.json"), &error);
    QVERIFY2(set, qPrintable(error.describe()));
    QCOMPARE(set->kind, EvalSetKind::PerSkill);
    QCOMPARE(set->cases.size(), 2);
    QCOMPARE(set->cases.at(0).query, QStringLiteral("chart my sales"));
    QVERIFY(set->cases.at(0).shouldTrigger);
    QVERIFY(!set->cases.at(1).shouldTrigger);
    QCOMPARE(set->cases.at(1).notes, QStringLiteral("near miss"));
    QCOMPARE(set->cases.at(1).position.line, 2);
    QCOMPARE(set->cases.at(1).position.column, 2);
}

void TestEvalSet::routingForm()
{
    EvalSetError error;
    const auto set = parseEvalSet(R"([{"query": "chart", "skill": "data-report"}, {"query": "hi", "skill": null}])",
        QStringLiteral("routing.json"), &error);
    QVERIFY2(set, qPrintable(error.describe()));
    QCOMPARE(set->kind, EvalSetKind::Routing);
    QCOMPARE(set->cases.at(0).expectedSkill, QStringLiteral("data-report"));
    QVERIFY(set->cases.at(0).shouldTrigger);
    QVERIFY(set->cases.at(1).expectedSkill.isEmpty());
    QVERIFY(!set->cases.at(1).shouldTrigger);
}

void TestEvalSet::evalsJsonForm()
{
    EvalSetError error;
    const auto set = loadEvalSet(QStringLiteral(SW_SOURCE_DIR "/skills/python-math/evals/evals.json"), &error);
    QVERIFY2(set, qPrintable(error.describe()));
    QCOMPARE(set->kind, EvalSetKind::PerSkill);
    QCOMPARE(set->skill, QStringLiteral("python-math"));
    QVERIFY(set->cases.size() >= 3);
    for (const EvalCase &c : set->cases) {
        QVERIFY(c.shouldTrigger);
        QVERIFY(!c.query.isEmpty());
        QVERIFY(!c.notes.isEmpty()); // expected_output
    }
}

void TestEvalSet::errorsCarryLineAndColumn_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("malformed") << QByteArray("[\n  {\"query\": \"a\", \"should_trigger\": tru}\n]") << 2 << 36
                               << QStringLiteral("invalid JSON");
    QTest::newRow("missing query") << QByteArray(
        "[\n  {\"query\": \"a\", \"should_trigger\": true},\n  {\"should_trigger\": true}\n]")
                                   << 3 << 3 << QStringLiteral("item 2: \"query\" is missing");
    QTest::newRow("query type") << QByteArray("[{\"query\": 42, \"should_trigger\": true}]") << 1 << 12
                                << QStringLiteral("item 1: \"query\" must be a non-empty string (found a number)");
    QTest::newRow("trigger type") << QByteArray("[\n {\"query\": \"a\",\n  \"should_trigger\": \"yes\"}]") << 3 << 21
                                  << QStringLiteral("\"should_trigger\" must be true or false (found a string)");
    QTest::newRow("skill type") << QByteArray("[{\"query\": \"a\", \"skill\": 7}]") << 1 << 26
                                << QStringLiteral("\"skill\" must be a skill name or null (found a number)");
    QTest::newRow("mixed forms") << QByteArray(
        "[{\"query\": \"a\", \"skill\": null},\n{\"query\": \"b\", \"should_trigger\": true}]")
                                 << 2 << 1 << QStringLiteral("use one form for the whole set");
    QTest::newRow("no expectation") << QByteArray("[{\"query\": \"a\"}]") << 1 << 2
                                    << QStringLiteral("needs \"should_trigger\"");
    QTest::newRow("duplicate") << QByteArray(
        "[{\"query\": \"a\", \"skill\": null}, {\"query\": \"a\", \"skill\": null}]")
                               << 1 << 43 << QStringLiteral("the same query as item 1");
    QTest::newRow("empty") << QByteArray("[]") << 1 << 1 << QStringLiteral("the eval set is empty");
    QTest::newRow("not an array") << QByteArray("{\"query\": \"a\"}") << 1 << 1
                                  << QStringLiteral("an eval set is a JSON array");
    QTest::newRow("item not an object") << QByteArray("[\"just text\"]") << 1 << 2
                                        << QStringLiteral("item 1: must be an object");
    QTest::newRow("evals prompt") << QByteArray("{\"skill_name\": \"x\", \"evals\": [{\"id\": 1}]}") << 1 << 31
                                  << QStringLiteral("evals[0]: \"prompt\" is missing");
    QTest::newRow("utf8 column") << QByteArray("[{\"query\": \"数据\", \"should_trigger\": 1}]") << 1 << 36
                                 << QStringLiteral("must be true or false (found a number)");
}

void TestEvalSet::errorsCarryLineAndColumn()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    EvalSetError error;
    QVERIFY(!parseEvalSet(json, QStringLiteral("bad.json"), &error));
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
    QCOMPARE(error.position.line, line);
    QCOMPARE(error.position.column, column);
    QVERIFY(error.describe().startsWith(QStringLiteral("bad.json:%1:%2: ").arg(line).arg(column)));
}

void TestEvalSet::unknownSkillsAreReportedAtTheirValue()
{
    EvalSetError error;
    const auto set
        = parseEvalSet("[{\"query\": \"a\", \"skill\": \"alpha\"},\n {\"query\": \"b\", \"skill\": \"gamma\"}]",
            QStringLiteral("r.json"), &error);
    QVERIFY(set);
    QVERIFY(!checkEvalSet(*set, { QStringLiteral("alpha"), QStringLiteral("beta") }, QString(), &error));
    QCOMPARE(error.position.line, 2);
    QCOMPARE(error.position.column, 26);
    QCOMPARE(error.message, QStringLiteral("item 2: unknown skill \"gamma\" (the roots have: alpha, beta)"));
    QVERIFY(checkEvalSet(*set, { QStringLiteral("alpha"), QStringLiteral("gamma") }, QString(), &error));
}

void TestEvalSet::perSkillSetNeedsAKnownSkill()
{
    EvalSetError error;
    const auto set = parseEvalSet(R"([{"query": "a", "should_trigger": true}])", QString(), &error);
    QVERIFY(set);
    QVERIFY(!checkEvalSet(*set, { QStringLiteral("alpha") }, QString(), &error));
    QVERIFY(error.message.contains(QStringLiteral("--skill")));
    QVERIFY(!checkEvalSet(*set, { QStringLiteral("alpha") }, QStringLiteral("beta"), &error));
    QVERIFY(error.message.contains(QStringLiteral("unknown skill \"beta\"")));
    QVERIFY(checkEvalSet(*set, { QStringLiteral("alpha") }, QStringLiteral("alpha"), &error));
}

void TestEvalSet::writesBothFormsAndReadsThemBack()
{
    EvalSet set;
    set.kind = EvalSetKind::PerSkill;
    set.cases = { EvalCase { QStringLiteral("one \"quoted\""), true, {}, QStringLiteral("n1"), {}, {} },
        EvalCase { QStringLiteral("二"), false, {}, {}, {}, {} } };
    const QByteArray perSkill = evalSetToJson(set);
    const QJsonArray a = QJsonDocument::fromJson(perSkill).array();
    QCOMPARE(a.size(), 2);
    QCOMPARE(a.at(0).toObject().value("should_trigger").toBool(), true);
    QCOMPARE(a.at(0).toObject().value("notes").toString(), QStringLiteral("n1"));
    QVERIFY(!a.at(1).toObject().contains("notes"));
    auto back = parseEvalSet(perSkill, QString(), nullptr);
    QVERIFY(back);
    QCOMPARE(back->cases, set.cases);

    const EvalSet routing = set.asRouting(QStringLiteral("alpha"));
    const QByteArray routingJson = evalSetToJson(routing);
    QVERIFY(QJsonDocument::fromJson(routingJson).array().at(1).toObject().value("skill").isNull());
    back = parseEvalSet(routingJson, QString(), nullptr);
    QVERIFY(back);
    QCOMPARE(back->kind, EvalSetKind::Routing);
    QCOMPARE(back->cases.at(0).expectedSkill, QStringLiteral("alpha"));

    QTemporaryDir dir;
    QString error;
    QVERIFY(saveEvalSet(routing, dir.filePath("r.json"), &error));
    EvalSetError readError;
    QVERIFY(loadEvalSet(dir.filePath("r.json"), &readError));
}

void TestEvalSet::conversions()
{
    EvalSet routing;
    routing.kind = EvalSetKind::Routing;
    routing.cases = { EvalCase { QStringLiteral("a"), true, QStringLiteral("alpha"), {}, {}, {} },
        EvalCase { QStringLiteral("b"), true, QStringLiteral("beta"), {}, {}, {} },
        EvalCase { QStringLiteral("c"), false, {}, {}, {}, {} } };
    const EvalSet alpha = routing.asPerSkill(QStringLiteral("alpha"));
    QCOMPARE(alpha.kind, EvalSetKind::PerSkill);
    QCOMPARE(alpha.skill, QStringLiteral("alpha"));
    QVERIFY(alpha.cases.at(0).shouldTrigger);
    QVERIFY(!alpha.cases.at(1).shouldTrigger); // beta's query is a should-not for alpha
    QVERIFY(!alpha.cases.at(2).shouldTrigger);
}

void TestEvalSet::pastedLines()
{
    const QList<EvalCase> perSkill = casesFromLines(
        QStringLiteral("chart my sales\tyes\n\n  what is 2+2 | no \nplain line\nwith a | pipe in it\n"),
        EvalSetKind::PerSkill, true);
    QCOMPARE(perSkill.size(), 4);
    QCOMPARE(perSkill.at(0).query, QStringLiteral("chart my sales"));
    QVERIFY(perSkill.at(0).shouldTrigger);
    QCOMPARE(perSkill.at(1).query, QStringLiteral("what is 2+2"));
    QVERIFY(!perSkill.at(1).shouldTrigger);
    QVERIFY(perSkill.at(2).shouldTrigger); // the default
    QCOMPARE(perSkill.at(3).query, QStringLiteral("with a | pipe in it")); // "in it" is no expectation
    const QList<EvalCase> routing
        = casesFromLines(QStringLiteral("chart\tdata-report\nhello\tnone\nweather?"), EvalSetKind::Routing, true);
    QCOMPARE(routing.at(0).expectedSkill, QStringLiteral("data-report"));
    QVERIFY(routing.at(1).expectedSkill.isEmpty());
    QVERIFY(!routing.at(1).shouldTrigger);
    QVERIFY(routing.at(2).expectedSkill.isEmpty());
    // Routing lines pasted into a one-skill set: the skill name is the expectation, never part of the query.
    const QList<EvalCase> pasted = casesFromLines(QStringLiteral("chart this\tdata-report\nadd 2 and 2\tpython-math\n"
                                                                 "hello\tnone\n"),
        EvalSetKind::PerSkill, true, QStringLiteral("data-report"));
    QCOMPARE(pasted.size(), 3);
    QCOMPARE(pasted.at(0).query, QStringLiteral("chart this"));
    QVERIFY(pasted.at(0).shouldTrigger);
    QCOMPARE(pasted.at(1).query, QStringLiteral("add 2 and 2"));
    QVERIFY(!pasted.at(1).shouldTrigger);
    QCOMPARE(pasted.at(2).query, QStringLiteral("hello"));
    QVERIFY(!pasted.at(2).shouldTrigger);
}

void TestEvalSet::unreadableFile()
{
    EvalSetError error;
    QVERIFY(!loadEvalSet(QStringLiteral("/nonexistent/set.json"), &error));
    QVERIFY(error.describe().startsWith(QStringLiteral("/nonexistent/set.json: cannot read the eval set")));
}

QTEST_GUILESS_MAIN(TestEvalSet)
#include "tst_eval_set.moc"
