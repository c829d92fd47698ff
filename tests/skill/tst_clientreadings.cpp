// How Claude Code 2.1.328, Codex 0.169.0 and opencode 1.18.33 read a SKILL.md (core/skill/clientreadings.h): each
// case is a file whose reading was captured from the real client (docs/dialects.md, "How each client reads SKILL.md").
#include "skill/clientreadings.h"

#include <QTest>

using namespace sw;

namespace {
SkillDocument doc(const QByteArray &text, const QString &folder = QStringLiteral("folder"))
{
    return parseSkillDocument(text, {}, folder);
}

QByteArray skill(const QByteArray &frontmatter, const QByteArray &body = "\nBODY first line\n")
{
    return "---\n" + frontmatter + "---\n" + body;
}
} // namespace

class ClientReadingsTest : public QObject
{
    Q_OBJECT

private slots:
    void claudeRepairsAndKeepsEverySkill_data();
    void claudeRepairsAndKeepsEverySkill();
    void claudeFields();
    void claudeFirstLine();
    void codexRepairs_data();
    void codexRepairs();
    void codexRefusals();
    void opencodeReadings_data();
    void opencodeReadings();
};

void ClientReadingsTest::claudeRepairsAndKeepsEverySkill_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("ignored"); // the frontmatter is dropped
    QTest::addColumn<QString>("description"); // "" = none: the body stands in
    QTest::newRow("valid") << skill("name: a\ndescription: Plain.\n") << false << "Plain.";
    QTest::newRow("colon in a value") << skill("description: Use when: x happens\n") << false << "Use when: x happens";
    QTest::newRow("unclosed list") << skill("description: [unclosed\n") << false << "[unclosed";
    QTest::newRow("tab after a repaired value")
        << skill("description: a\tb: c\n") << false << "a\tb: c"; // the listing makes the tab a space
    QTest::newRow("number") << skill("description: 0x10\n") << false << "16";
    QTest::newRow("float") << skill("description: 1e3\n") << false << "1000";
    QTest::newRow("infinity") << skill("description: .inf\n") << false << "Infinity";
    QTest::newRow("boolean") << skill("description: true\n") << false << "true";
    QTest::newRow("yes is a string") << skill("description: yes\n") << false << "yes";
    QTest::newRow("sexagesimal is a string") << skill("description: 1:30\n") << false << "1:30";
    QTest::newRow("list") << skill("description: [a, b]\n") << false << "";
    QTest::newRow("null") << skill("description: ~\n") << false << "";
    QTest::newRow("empty") << skill("description: \"\"\n") << false << "";
    QTest::newRow("beyond repair") << skill("description: \"open\n  next: [\n") << true << "";
    QTest::newRow("no frontmatter") << QByteArray("# Title\n\nText.\n") << false << "";
}

void ClientReadingsTest::claudeRepairsAndKeepsEverySkill()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, ignored);
    QFETCH(QString, description);
    const ClaudeCodeReading r = readAsClaudeCode(doc(text));
    QCOMPARE(r.frontmatterIgnored, ignored);
    QCOMPARE(r.description.value_or(QString()), description);
}

void ClientReadingsTest::claudeFields()
{
    // A dropped frontmatter takes its fields with it: disable-model-invocation no longer hides the skill.
    ClaudeCodeReading r
        = readAsClaudeCode(doc(skill("description: \"open\n  next: [\ndisable-model-invocation: true\n")));
    QVERIFY(r.frontmatterIgnored);
    QVERIFY(!r.disableModelInvocation);
    r = readAsClaudeCode(doc(skill("description: d\ndisable-model-invocation: 'On'\n")));
    QVERIFY(r.disableModelInvocation);
    r = readAsClaudeCode(doc(skill("description: d\ndisable-model-invocation: 1\n")));
    QVERIFY(r.disableModelInvocation);
    r = readAsClaudeCode(doc(skill("description: d\ndisable-model-invocation: 'no'\n")));
    QVERIFY(!r.disableModelInvocation);
    r = readAsClaudeCode(doc(skill("name: 123\ndescription: d\nwhen_to_use: Later.\npaths: \"src/**, **\"\n")));
    QCOMPARE(r.name, std::optional<QString>("123"));
    QCOMPARE(r.whenToUse, std::optional<QString>("Later."));
    QCOMPARE(r.paths, QStringList({ "src", "**" })); // "src/**" counts as "src"; one pattern besides "**" suffices
    QVERIFY(readAsClaudeCode(doc(skill("description: d\npaths: \"**\"\n"))).paths.isEmpty());
    QVERIFY(!readAsClaudeCode(doc(skill("name: " + QByteArray(257, 'n') + "\ndescription: d\n"))).name);
    // The frontmatter ends at the next "---", even inside a line.
    r = readAsClaudeCode(doc("---\nname: a\ndescription: see---there\n---\nBody\n"));
    QCOMPARE(r.description, std::optional<QString>("see"));
}

void ClientReadingsTest::claudeFirstLine()
{
    QCOMPARE(claudeCodeFirstLine("\n\n  ## Heading  \nmore", 100, "...", "Skill"), QString("Heading"));
    QCOMPARE(claudeCodeFirstLine("#nospace\n", 100, "...", "Skill"), QString("#nospace"));
    QCOMPARE(claudeCodeFirstLine(QString(101, 'x'), 100, "...", "Skill"), QString(97, 'x') + "...");
    QCOMPARE(claudeCodeFirstLine(" \n\t\n", 100, "...", "Skill"), QString("Skill"));
    QCOMPARE(readAsClaudeCode(doc("# No frontmatter\n\nBODY\n")).body, QString("# No frontmatter\n\nBODY\n"));
}

void ClientReadingsTest::codexRepairs_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("loaded");
    QTest::addColumn<QString>("description");
    QTest::newRow("colon in a value") << skill("description: Use when: x happens\n") << true << "Use when: x happens";
    QTest::newRow("unclosed list") << skill("description: [unclosed\n") << true << "[unclosed";
    QTest::newRow("a map is quoted") << skill("description: {a: b}\n") << true << "{a: b}";
    QTest::newRow("a valid list stays a list") << skill("description: [a, b]\n") << false << "";
    QTest::newRow("comment kept out") << skill("description: Use when: x # note\n") << true << "Use when: x";
    QTest::newRow("scalars as written") << skill("description: 0x10\n") << true << "0x10";
    QTest::newRow("a boolean as written") << skill("description: true\n") << true << "true";
    QTest::newRow("null") << skill("description: null\n") << false << "";
    QTest::newRow("folded") << skill("description: >\n  one\n  two\n\n  three\n") << true << "one two three";
}

void ClientReadingsTest::codexRepairs()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, loaded);
    QFETCH(QString, description);
    const CodexReading r = readAsCodex(doc(text), QStringLiteral("folder"));
    QCOMPARE(r.loaded, loaded);
    if (loaded)
        QCOMPARE(r.description, description);
}

void ClientReadingsTest::codexRefusals()
{
    CodexReading r = readAsCodex(doc("# No frontmatter\n"), QStringLiteral("f"));
    QVERIFY(!r.loaded);
    QVERIFY(r.yamlRefused);
    QCOMPARE(r.refusal, QString("missing YAML frontmatter delimited by ---"));
    r = readAsCodex(doc("\xEF\xBB\xBF---\nname: a\ndescription: d\n---\n"), QStringLiteral("f"));
    QVERIFY(!r.loaded); // a BOM: the first line is not ---
    r = readAsCodex(doc(skill("name: a\n")), QStringLiteral("f"));
    QVERIFY(!r.loaded);
    QVERIFY(!r.yamlRefused);
    QCOMPARE(r.refusal, QString("missing field `description`"));
    r = readAsCodex(doc(skill("name: " + QByteArray(65, 'n') + "\ndescription: d\n")), QStringLiteral("f"));
    QCOMPARE(r.refusal, QString("invalid name: exceeds maximum length of 64 characters"));
    r = readAsCodex(doc(skill("description: d\n")), QStringLiteral("my folder"));
    QVERIFY(r.loaded);
    QCOMPARE(r.name, QString("my folder")); // no name: the folder's
    r = readAsCodex(doc(skill("name: 123\ndescription: d\n")), QStringLiteral("f"));
    QCOMPARE(r.name, QString("123"));
    r = readAsCodex(doc(skill("description: \"open\n  next: [\n")), QStringLiteral("f"));
    QVERIFY(r.yamlRefused);
    QVERIFY(r.refusal.startsWith("invalid YAML: "));
}

void ClientReadingsTest::opencodeReadings_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("loaded");
    QTest::addColumn<bool>("listed");
    QTest::addColumn<QString>("description");
    QTest::newRow("plain") << skill("name: a\ndescription: Plain.\n") << true << true << "Plain.";
    QTest::newRow("colon in a value") << skill("name: a\ndescription: Use when: x\n") << true << true << "Use when: x";
    QTest::newRow("unclosed list") << skill("name: a\ndescription: [unclosed\n") << false << false << "";
    QTest::newRow("no description") << skill("name: a\n") << true << false << "";
    QTest::newRow("empty description") << skill("name: a\ndescription: \"\"\n") << true << true << "";
    QTest::newRow("null description") << skill("name: a\ndescription:\n") << false << false << "";
    QTest::newRow("yes is a string") << skill("name: a\ndescription: yes\n") << true << true << "yes";
    QTest::newRow("0o17 is a string") << skill("name: a\ndescription: 0o17\n") << true << true << "0o17";
    QTest::newRow("a number is not") << skill("name: a\ndescription: 42\n") << false << false << "";
    QTest::newRow("a boolean is not") << skill("name: a\ndescription: true\n") << false << false << "";
    QTest::newRow("a date is not") << skill("name: a\ndescription: 2024-01-01\n") << false << false << "";
    QTest::newRow("no name") << skill("description: d\n") << false << false << "";
    QTest::newRow("a number as name") << skill("name: 123\ndescription: d\n") << false << false << "";
    QTest::newRow("no frontmatter") << QByteArray("# Title\n") << false << false << "";
    QTest::newRow("folded keeps its newlines")
        << skill("name: a\ndescription: >\n  one\n  two\n\n  three\n") << true << true << "one two\nthree\n";
}

void ClientReadingsTest::opencodeReadings()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, loaded);
    QFETCH(bool, listed);
    QFETCH(QString, description);
    const OpencodeReading r = readAsOpencode(doc(text));
    QCOMPARE(r.loaded, loaded);
    QCOMPARE(r.loaded && r.description.has_value(), listed);
    if (listed)
        QCOMPARE(*r.description, description);
}

QTEST_GUILESS_MAIN(ClientReadingsTest)
#include "tst_clientreadings.moc"
