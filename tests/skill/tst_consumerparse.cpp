// Tests of the per-consumer parse verdicts (core/skill/consumerparse.h): which consumers refuse which
// frontmatter, with the parser's message and line. The differential test (tst_yamldifferential) checks the
// same verdicts against the real parsers.
#include "skill/consumerparse.h"

#include <QtTest>

using namespace sw;

class TestConsumerParse : public QObject
{
    Q_OBJECT
private slots:
    void idsAreTheMatrixColumns();
    void validFrontmatterIsAcceptedByAll();
    void verdicts_data();
    void verdicts();
};

void TestConsumerParse::idsAreTheMatrixColumns()
{
    QCOMPARE(consumerIds(),
        (QStringList {
            "skills-ref", "claude-upload", "claude-code", "codex", "trpc-go", "trpc-python", "deepseek", "minimal" }));
    QVERIFY(!consumerParse(QStringLiteral("nobody"), QByteArray("---\nname: a\n---\n")));
}

void TestConsumerParse::validFrontmatterIsAcceptedByAll()
{
    const QByteArray raw = "---\nname: demo\ndescription: Does the demo.\nmetadata:\n  a: b\n---\nbody\n";
    for (const QString &id : consumerIds()) {
        const std::optional<ConsumerParse> parse = consumerParse(id, raw);
        QVERIFY(parse);
        QVERIFY2(parse->accepted, qPrintable(id + u' ' + parse->message));
        QVERIFY(!parse->parser.isEmpty());
    }
}

void TestConsumerParse::verdicts_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QStringList>("refusing"); // consumers whose parser refuses it
    QTest::addColumn<int>("line"); // line skills-ref (strictyaml) reports, when it refuses
    const QStringList yamlReaders
        = { "skills-ref", "claude-upload", "claude-code", "codex", "trpc-python", "deepseek", "minimal" };
    QTest::newRow("unquoted colon") << QByteArray("---\nname: demo\ndescription: Use when: x\n---\n") << yamlReaders
                                    << 3;
    QTest::newRow("flow mapping: only strictyaml refuses")
        << QByteArray("---\nname: demo\ndescription: x\nmetadata: {a: b}\n---\n") << QStringList { "skills-ref" } << 4;
    QTest::newRow("repeated key") << QByteArray("---\nname: demo\ndescription: x\nname: other\n---\n")
                                  << QStringList { "skills-ref", "claude-code", "codex", "deepseek" } << 4;
    QTest::newRow("tab after the colon: YAML 1.2 allows it, PyYAML and libyaml do not")
        << QByteArray("---\nname: demo\ndescription:\tx\n---\n")
        << QStringList { "skills-ref", "claude-upload", "codex", "trpc-python", "minimal" } << 3;
    QTest::newRow("no frontmatter") << QByteArray("# just a body\n")
                                    << QStringList { "skills-ref", "claude-upload", "codex", "deepseek" } << 1;
}

void TestConsumerParse::verdicts()
{
    QFETCH(QByteArray, raw);
    QFETCH(QStringList, refusing);
    QFETCH(int, line);
    const SkillDocument doc = parseSkillDocument(raw);
    QStringList refused;
    for (const QString &id : consumerIds()) {
        const ConsumerParse parse = *consumerParse(id, doc);
        if (!parse.accepted) {
            refused << id;
            QVERIFY2(!parse.message.isEmpty(), qPrintable(id));
            QVERIFY2(parse.line > 0, qPrintable(id));
        }
    }
    QCOMPARE(refused, refusing);
    QCOMPARE(consumerParse(QStringLiteral("skills-ref"), doc)->line, line);
}

QTEST_GUILESS_MAIN(TestConsumerParse)
#include "tst_consumerparse.moc"
