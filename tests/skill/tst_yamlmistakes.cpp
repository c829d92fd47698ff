// Tests of the YAML problems in the author's terms: for realistic mistakes, the message, the line the author must
// change and the fixes offered; every fix is applied and the file re-validated (spec, claude and trpc rules): the
// problem is gone and no other one appears. A fix that cannot work is not offered.
#include "skill/diagnostictext.h"
#include "skill/validator.h"

#include <QtTest>

using namespace sw;

namespace {

QList<Diagnostic> check(const QByteArray &raw)
{
    const SkillDocument doc = parseSkillDocument(raw, QStringLiteral("/skills/demo/SKILL.md"), QStringLiteral("demo"));
    return validateSkill(doc, {}, RuleSets(RuleSet::Spec) | RuleSet::Claude | RuleSet::Trpc);
}

QStringList render(const QList<Diagnostic> &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out << QStringLiteral("%1 %2:%3 %4").arg(d.rule).arg(d.line).arg(d.column).arg(d.message);
    return out;
}

const Diagnostic *yamlProblem(const QList<Diagnostic> &diagnostics)
{
    for (const Diagnostic &d : diagnostics)
        if (d.rule == QLatin1String("spec/yaml-invalid"))
            return &d;
    return nullptr;
}

} // namespace

class TestYamlMistakes : public QObject
{
    Q_OBJECT
private slots:
    void explainsAndFixes_data();
    void explainsAndFixes();
    void crlfFixesKeepLineBreaks();
    void noFixWhenNoneWorks();
    void messagesHaveTemplates();
};

void TestYamlMistakes::explainsAndFixes_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QString>("messageId");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QStringList>("fixes"); // label ids, in the order offered
    const QByteArray head = "---\nname: demo\n";
    QTest::newRow("tab in the indentation")
        << head + "description: Does the demo. Use when demoing.\nmetadata:\n\tauthor: me\n\tversion: \"1\"\n---\n"
        << "yaml/tab-indentation" << 5 << 1 << QStringList { "yaml/fix.tabs-to-spaces" };
    QTest::newRow("unquoted colon in the description")
        << head + "description: Turns tables into charts. Use when: the user shares a table.\n---\n"
        << "yaml/unquoted-colon" << 3 << 48
        << QStringList { "yaml/fix.rewrite-without-colon", "yaml/fix.block-scalar" };
    QTest::newRow("unquoted colon in another field")
        << head + "description: Does the demo. Use when demoing.\ncompatibility: Needs: python3\n---\n"
        << "yaml/unquoted-colon" << 4 << 21 << QStringList { "yaml/fix.rewrite-without-colon", "yaml/fix.quote-value" };
    QTest::newRow("missing closing quote in the description")
        << head + "description: \"Does the demo. Use when demoing.\nlicense: MIT\n---\n"
        << "yaml/unclosed-quote" << 3 << 14 << QStringList { "yaml/fix.remove-quote" };
    QTest::newRow("missing closing quote in another field")
        << head + "description: Does the demo. Use when demoing.\nlicense: 'MIT\n---\n"
        << "yaml/unclosed-quote" << 4 << 10 << QStringList { "yaml/fix.close-quote" };
    QTest::newRow("text after the closing quote")
        << head + "description: \"Does the demo.\" Use when demoing.\n---\n"
        << "yaml/text-after-quote" << 3 << 31 << QStringList { "yaml/fix.remove-quotes" };
    QTest::newRow("a line that is not key: value")
        << head + "description: Does the demo.\nUse when demoing.\n---\n"
        << "yaml/not-key-value" << 4 << 1 << QStringList { "yaml/fix.join-line", "yaml/fix.comment-out" };
    QTest::newRow("a key indented under a complete value")
        << head + "  description: Does the demo. Use when demoing.\n---\n"
        << "yaml/overindented" << 3 << 1 << QStringList { "yaml/fix.dedent" };
}

void TestYamlMistakes::explainsAndFixes()
{
    QFETCH(QByteArray, raw);
    QFETCH(QString, messageId);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QStringList, fixes);
    const QList<Diagnostic> before = check(raw);
    const Diagnostic *problem = yamlProblem(before);
    QVERIFY2(problem, qPrintable(render(before).join(u'\n')));
    QCOMPARE(problem->messageText.id, messageId);
    QCOMPARE(problem->line, line);
    QCOMPARE(problem->column, column);
    QVERIFY(problem->message.startsWith(QLatin1String("Invalid YAML in frontmatter: ")));
    QVERIFY(!problem->fixHint.isEmpty());
    QStringList offered;
    for (const DiagnosticFix &fix : problem->fixes)
        offered << fix.labelText.id;
    QCOMPARE(offered, fixes);
    for (const DiagnosticFix &fix : problem->fixes) {
        QVERIFY(!fix.label.isEmpty());
        const QByteArray fixed = applyTextEdits(raw, fix.edits);
        QVERIFY(fixed != raw);
        const QList<Diagnostic> after = check(fixed);
        QVERIFY2(after.isEmpty(),
            qPrintable(fix.label + QStringLiteral(":\n") + QString::fromUtf8(fixed) + render(after).join(u'\n')));
    }
}

void TestYamlMistakes::crlfFixesKeepLineBreaks()
{
    const QByteArray raw
        = "---\r\nname: demo\r\ndescription: Turns tables into charts. Use when: asked.\r\n---\r\nbody\r\n";
    const QList<Diagnostic> diagnostics = check(raw);
    const Diagnostic *problem = yamlProblem(diagnostics);
    QVERIFY(problem);
    QCOMPARE(problem->fixes.size(), 2);
    for (const DiagnosticFix &fix : problem->fixes) {
        const QByteArray fixed = applyTextEdits(raw, fix.edits);
        QCOMPARE(fixed.count("\r\n"), fixed.count('\n'));
        QVERIFY2(check(fixed).isEmpty(), fixed.constData());
    }
    const QByteArray block = applyTextEdits(raw, problem->fixes[1].edits);
    QVERIFY(block.contains("description: >-\r\n  Turns tables into charts. Use when: asked.\r\n"));
}

void TestYamlMistakes::noFixWhenNoneWorks()
{
    // An unclosed flow list: explained in the parser's words, at its line, with no fix to offer.
    const QList<Diagnostic> diagnostics = check("---\nname: [demo\ndescription: x\n---\n");
    const Diagnostic *problem = yamlProblem(diagnostics);
    QVERIFY(problem);
    QCOMPARE(problem->messageText.id, QStringLiteral("yaml/other"));
    QVERIFY(problem->fixes.isEmpty());
    QVERIFY(problem->line >= 2);
}

void TestYamlMistakes::messagesHaveTemplates()
{
    // Every text id the validator uses has an English template (englishText returns the id itself otherwise).
    const QList<Diagnostic> diagnostics = check("---\nname: Demo_X\nname: y\ndescription: <b>\nextra: 1\n---\n");
    QVERIFY(!diagnostics.isEmpty());
    for (const Diagnostic &d : diagnostics) {
        QVERIFY2(englishText(d.messageText) != d.messageText.id, qPrintable(d.messageText.id));
        QCOMPARE(d.message.isEmpty(), false);
    }
}

QTEST_GUILESS_MAIN(TestYamlMistakes)
#include "tst_yamlmistakes.moc"
