// The `catalog` and `report` commands run as the built binary on fixture roots: golden outputs per dialect
// (absolute paths written as $ROOTS), shadowing across roots, options, the JSON report and exit codes.
#include "catalog/catalogrenderer.h"
#include "catalogfixtures.h"
#include "tokens/tokenizer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
struct Result
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

const QString kRoots = QStringLiteral(SW_TEST_DATA_DIR "/roots");

Result runCli(const QStringList &args)
{
    QProcess process;
    // An empty data home: no user dialects from the home folder.
    static QTemporaryDir dataHome;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome.path());
    env.remove(QStringLiteral("SW_DIALECTS_DIR"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli"), args);
    Result r;
    if (!process.waitForFinished(60000))
        return r;
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

QStringList twoRoots()
{
    return { QStringLiteral("--root"), kRoots + "/first", QStringLiteral("--root"), kRoots + "/second" };
}

QString portable(const QByteArray &out)
{
    return QString::fromUtf8(out).replace(kRoots, QStringLiteral("$ROOTS"));
}
} // namespace

class CatalogCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void catalogPerDialect_data();
    void catalogPerDialect();
    void catalogOptions();
    void dialectFileAndList();
    void reportJson();
    void reportText();
    void errors();
};

void CatalogCliTest::initTestCase()
{
    qputenv("CODEX_HOME", "/codex-home"); // Codex's own skills' root in its listings: the same on every machine
    QVERIFY2(QFileInfo::exists(SW_BINARY_DIR "/app/skill-workbench-cli"), "build skill-workbench-cli first");
}

void CatalogCliTest::catalogPerDialect_data()
{
    QTest::addColumn<QString>("dialect");
    for (const QString &d : sw::builtinCatalogDialectNames())
        QTest::newRow(qPrintable(d)) << d;
}

void CatalogCliTest::catalogPerDialect()
{
    QFETCH(QString, dialect);
    const Result r = runCli(QStringList { "catalog", "--dialect", dialect } + twoRoots());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QByteArray());
    const QString text = portable(r.out);
    QVERIFY(sw::testing::matchesGolden(text, "cli-" + dialect + ".txt"));
    // Shadowing across roots (docs/dialects.md): Codex keys skills by path and lists both, opencode and Gemini CLI keep
    // the last one they read, Claude Code keys them by folder and keeps the first, tRPC-Agent and the others the first
    // root.
    const bool first = text.contains("Extracts text");
    const bool second = text.contains("A second pdf-tools");
    if (dialect == "codex")
        QVERIFY(first && second);
    else if (dialect == "opencode" || dialect == "gemini-cli")
        QVERIFY(!first && second);
    else
        QVERIFY(first && !second);
    QVERIFY(text.contains("zh-notes"));
}

void CatalogCliTest::catalogOptions()
{
    Result r = runCli(QStringList { "catalog", "--dialect", "trpc-go", "--message", "turn this CSV into a report",
                          "--max-overview", "1", "--no-guidance" }
        + twoRoots());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(sw::testing::matchesGolden(portable(r.out), "cli-trpc-go-message-max1.txt"));

    QTemporaryDir dir;
    QFile guidance(dir.filePath("guidance.txt"));
    QVERIFY(guidance.open(QIODevice::WriteOnly));
    guidance.write("Framework guidance from a file");
    guidance.close();
    r = runCli(QStringList { "catalog", "--dialect", "trpc-go", "--guidance-file", guidance.fileName() } + twoRoots());
    QVERIFY(r.out.endsWith("\n\nFramework guidance from a file\n"));

    r = runCli(QStringList { "catalog", "--dialect", "deepseek", "--max-desc", "20" } + twoRoots());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(sw::testing::matchesGolden(portable(r.out), "cli-deepseek-max20.txt"));
    r = runCli(QStringList { "catalog", "--dialect", "deepseek", "--replacement" } + twoRoots());
    QVERIFY(r.out.startsWith("<system-reminder>\nThe available skill catalog changed."));

    // 2% of 100 tokens = 2 approximate tokens (8 bytes): not one bare line fits.
    r = runCli(QStringList { "catalog", "--dialect", "codex", "--context-window", "100" } + twoRoots());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("### Available skills\n</skills_instructions>"));
    r = runCli(QStringList { "catalog", "--dialect", "codex", "--context-window", "1000000" } + twoRoots());
    QVERIFY(r.out.contains("- pdf-tools: "));
    QVERIFY(r.out.contains("- imagegen: ")); // Codex's own skills
    r = runCli(
        QStringList { "catalog", "--dialect", "codex", "--no-client-skills", "--model", "gpt-5.5" } + twoRoots());
    QVERIFY(!r.out.contains("- imagegen: "));
    QVERIFY(r.out.contains("\n### How to use skills\n"));
    // Claude Code: a model picks the window, the characters per token and where the listing goes.
    r = runCli(QStringList { "catalog", "--dialect", "claude-code", "--model", "claude-sonnet-4-5" } + twoRoots());
    QVERIFY(r.out.startsWith("<system-reminder>\n"));
    r = runCli(QStringList { "catalog", "--dialect", "claude-code" } + twoRoots());
    QVERIFY(!r.out.startsWith("<system-reminder>"));
}

void CatalogCliTest::dialectFileAndList()
{
    QTemporaryDir dir;
    QFile file(dir.filePath("names.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "skill-workbench-dialect/1", "name": "names-only", "header": "Skills: ",
                   "entry": "{name}", "separator": ", ", "footer": "."})");
    file.close();
    Result r = runCli(QStringList { "catalog", "--dialect-file", file.fileName() } + twoRoots());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("Skills: pdf-tools, report, zh-notes."));
    r = runCli({ "catalog", "--list-dialects" });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("agentskills-xml\ntrpc-go\ntrpc-python\ndeepseek\ncodex\nminimal\n"));
}

void CatalogCliTest::reportJson()
{
    const Result catalog = runCli(QStringList { "catalog", "--dialect", "minimal" } + twoRoots());
    const Result r = runCli(QStringList { "report", "--dialect", "minimal", "--format", "json", "--encoding",
                                "cl100k_base", "--context-window", "1000" }
        + twoRoots());
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(json["dialect"].toString(), QString("minimal"));
    QCOMPARE(json["encoding"].toString(), QString("cl100k_base"));
    const auto tokenizer = sw::Tokenizer::forEncoding(sw::Encoding::Cl100kBase);
    QCOMPARE(json["exact"].toBool(), tokenizer->isExact());
    QCOMPARE(json["totals"]["catalog"].toInt(), tokenizer->count(catalog.out));
    const QJsonArray skills = json["skills"].toArray();
    QCOMPARE(skills.size(), 3);
    QCOMPARE(skills[0]["name"].toString(), QString("pdf-tools"));
    const QJsonObject report = skills[1].toObject();
    QCOMPARE(report["name"].toString(), QString("report"));
    // tRPC-Go docs: *.md and *.txt except SKILL.md, sorted
    QCOMPARE(report["docs"].toArray().size(), 2);
    QCOMPARE(report["docs"][0]["path"].toString(), QString("notes.txt"));
    QCOMPARE(report["docs"][1]["path"].toString(), QString("references/a.md"));
    QCOMPARE(report["docs"][1]["tokens"].toInt(), tokenizer->count("Reference A: column names and units.\n"));
    QCOMPARE(report["tools"].toInt(), tokenizer->count("read_csv\ndraw_chart"));
    QCOMPARE(json["context"]["window_tokens"].toInt(), 1000);
    QCOMPARE(json["context"]["budgets"][0]["budget_tokens"].toInt(), 10);
    QCOMPARE(json["context"]["budgets"][0]["unit"].toString(), QString("characters"));
    QCOMPARE(json["context"]["budgets"][0]["budget"].toInt(), 30); // 1,000 x 3 x 1% (the default model)
    QCOMPARE(json["context"]["budgets"][0]["fits"].toBool(), false);
    QCOMPARE(json["context"]["budgets"][0]["name_only"].toInt(), 3);
    QCOMPARE(json["context"]["budgets"][1]["unit"].toString(), QString("tokens"));
    // The visibility part agrees with the budget above: Claude Code lists the three by name only at this window.
    const QJsonObject visibility = json["visibility"].toObject();
    QCOMPARE(visibility.size(), 10); // every consumer
    QCOMPARE(visibility["gemini-cli"]["full"].toInt(), 3); // no budget
    QCOMPARE(visibility["claude-code"]["name-only"].toInt(), 3);
    QCOMPARE(visibility["claude-code"]["full"].toInt(), 0);
    QVERIFY(visibility["skills-ref"].toObject().contains("unparsed"));
}

void CatalogCliTest::reportText()
{
    const Result r = runCli(QStringList { "report" } + twoRoots());
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.startsWith("Token report: dialect trpc-go, encoding o200k_base"));
    QVERIFY(text.contains("Skills: 3\n"));
    QVERIFY(text.contains("Context window 200,000 tokens"));
    QVERIFY(text.contains("\nreport "));
    QVERIFY2(text.contains("\nVisibility per consumer, each client at its own window"), qPrintable(text));
    QVERIFY(text.contains("\n  claude-code    3 full"));
    QVERIFY(text.contains("[claude-code 2.1.328 (built-in rules)]\n"));
}

void CatalogCliTest::errors()
{
    Result r = runCli({ "catalog", "--dialect", "no-such" });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("unknown dialect 'no-such'"));
    r = runCli({ "catalog", "--root", kRoots + "/first" });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--dialect is required"));
    r = runCli({ "catalog", "--dialect", "minimal", "--root", kRoots + "/missing" });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("no such file or folder"));
    r = runCli({ "report", "--encoding", "p50k" });
    QCOMPARE(r.exitCode, 2);
    r = runCli({ "report", "--format", "xml" });
    QCOMPARE(r.exitCode, 2);
    r = runCli({ "catalog", "--dialect", "deepseek", "--max-desc", "2" });
    QCOMPARE(r.exitCode, 2);
    r = runCli({ "catalog", "--help" });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--dialect"));
    r = runCli({ "report", "--help" });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--encoding"));
}

QTEST_GUILESS_MAIN(CatalogCliTest)
#include "tst_catalogcli.moc"
