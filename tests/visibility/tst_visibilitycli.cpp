// The `visibility` command as the built binary: the JSON contract (one array, one object per skill with name, path
// and consumers [{consumer, verdict, reason, shortened_by?, fix?}]), --consumer and --context-window, the text form,
// and the exit codes (0 all full, 1 otherwise, 2 usage).
#include <QDir>
#include <QFile>
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

Result runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli"), QStringList { "visibility" } + args);
    Result r;
    if (!process.waitForFinished(60000))
        return r;
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}
} // namespace

class VisibilityCliTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonContract();
    void consumersAndExitCodes();
    void textForm();
    void usageErrors();

private:
    QTemporaryDir m_dir;
    QString m_root;
};

void VisibilityCliTest::initTestCase()
{
    m_root = m_dir.filePath("skills");
    write(m_root + "/alpha/SKILL.md", "---\nname: alpha\ndescription: Alpha does things. Use for alpha.\n---\nBody\n");
    write(m_root + "/manual/SKILL.md",
        "---\nname: manual\ndescription: Only by hand.\ndisable-model-invocation: true\n---\nBody\n");
    write(m_root + "/wordy/SKILL.md", "---\nname: wordy\ndescription: " + QByteArray(700, 'w') + "\n---\nBody\n");
}

// A root of Gemini CLI's own cases: a skill without a name, one it reads with its line reader, one without frontmatter.
QString geminiRoot(const QString &base)
{
    const QString root = base + "/gemini";
    write(root + "/fine/SKILL.md", "---\nname: fine\ndescription: Fine.\n---\nBody\n");
    write(root + "/lines/SKILL.md", "---\nname: lines\ndescription: Use when: YAML breaks\n---\nBody\n");
    write(root + "/nameless/SKILL.md", "---\ndescription: No name.\n---\nBody\n");
    write(root + "/plain/SKILL.md", "# No frontmatter\n");
    return root;
}

void VisibilityCliTest::jsonContract()
{
    const Result r = runCli({ "--root", m_root, "--format", "json" });
    QCOMPARE(r.exitCode, 1); // not every skill is full everywhere
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    const QJsonArray skills = doc.array();
    QCOMPARE(skills.size(), 3);
    const QJsonObject alpha = skills.at(0).toObject();
    QCOMPARE(alpha.keys(), QStringList({ "consumers", "name", "path" }));
    QCOMPARE(alpha["name"].toString(), QString("alpha"));
    QCOMPARE(alpha["path"].toString(), m_root + "/alpha/SKILL.md");
    const QJsonArray consumers = alpha["consumers"].toArray();
    QCOMPARE(consumers.size(), 10);
    QStringList ids;
    for (const QJsonValue c : consumers) {
        ids << c["consumer"].toString();
        QCOMPARE(c["verdict"].toString(), QString("full"));
        QCOMPARE(c["reason"].toString(), QString("listed in full"));
        QVERIFY(!c.toObject().contains("fix"));
        QVERIFY(!c.toObject().contains("shortened_by"));
    }
    QCOMPARE(ids,
        QStringList({ "skills-ref", "claude-upload", "claude-code", "codex", "opencode", "gemini-cli", "trpc-go",
            "trpc-python", "deepseek", "minimal" }));
    // The real clients' verdicts name the rules they follow.
    QCOMPARE(consumers.at(2)["rules"].toString(), QString("claude-code 2.1.328 (built-in rules)"));
    QCOMPARE(consumers.at(3)["rules"].toString(), QString("codex 0.169.0 (built-in rules)"));
    QCOMPARE(consumers.at(4)["rules"].toString(), QString("opencode 1.18.33 (built-in rules)"));
    QCOMPARE(consumers.at(5)["rules"].toString(), QString("gemini-cli 0.61.0 (built-in rules)"));
    QVERIFY(!consumers.at(6).toObject().contains("rules"));
    const QJsonArray manual = skills.at(1).toObject()["consumers"].toArray();
    QCOMPARE(manual.at(5)["consumer"].toString(), QString("gemini-cli"));
    QCOMPARE(manual.at(5)["verdict"].toString(), QString("full")); // no field hides a skill from Gemini CLI
    const QJsonObject claude = manual.at(2).toObject();
    QCOMPARE(claude["consumer"].toString(), QString("claude-code"));
    QCOMPARE(claude["verdict"].toString(), QString("hidden"));
    QCOMPARE(claude["fix"].toString(), QString("Remove disable-model-invocation: true to let Claude choose the skill"));
    const QJsonObject deepseek = skills.at(2).toObject()["consumers"].toArray().at(8).toObject();
    QCOMPARE(deepseek["verdict"].toString(), QString("shortened"));
    QCOMPARE(deepseek["shortened_by"].toInt(), 700 - 497);
    QCOMPARE(deepseek.keys(), QStringList({ "consumer", "fix", "reason", "shortened_by", "verdict" }));
    // keys in the documented order
    QVERIFY(r.out.startsWith("[\n  {\n    \"name\": \"alpha\",\n    \"path\": "));
    QVERIFY(r.out.contains("\"consumers\": [\n      {\"consumer\": \"skills-ref\", \"verdict\": \"full\", \"reason\": "
                           "\"listed in full\"}"));
    QVERIFY(
        r.out.contains("{\"consumer\": \"deepseek\", \"verdict\": \"shortened\", \"reason\": \"description cut to 500 "
                       "characters: 203 not shown\", \"shortened_by\": 203, \"fix\": \"Shorten the description to 500 "
                       "characters\"}"));
}

void VisibilityCliTest::consumersAndExitCodes()
{
    Result r = runCli({ "--root", m_root, "--format", "json", "--consumer", "codex", "--consumer", "trpc-go" });
    QCOMPARE(r.exitCode, 0); // every skill full for these two
    const QJsonArray skills = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(skills.at(0)["consumers"].toArray().size(), 2);
    QCOMPARE(skills.at(0)["consumers"].toArray().at(0)["consumer"].toString(), QString("codex"));
    r = runCli({ "--root", m_root, "--format", "json", "--consumer", "claude-code" });
    QCOMPARE(r.exitCode, 1); // manual is hidden
    // a context window so small that Codex omits skills
    r = runCli({ "--root", m_root, "--format", "json", "--consumer", "codex", "--context-window", "500" });
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains("\"omitted\""));
    r = runCli({ "--root", m_root + "/alpha", "--consumer", "skills-ref" });
    QCOMPARE(r.exitCode, 0);
    r = runCli({ "--root", m_root, "--consumer", "gemini-cli" });
    QCOMPARE(r.exitCode, 0); // no budget, no hiding field: the 700 characters are listed in full

    // Gemini CLI's refusals in the text form, with the rules it follows.
    r = runCli({ "--root", geminiRoot(m_dir.path()), "--consumer", "gemini-cli" });
    QCOMPARE(r.exitCode, 1);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(
        text.contains("lines  " + m_dir.path() + "/gemini/lines/SKILL.md\n  gemini-cli  full\n"), qPrintable(text));
    QVERIFY2(text.contains("  gemini-cli  rejected: Gemini CLI does not load this skill: no name (it needs name and "
                           "description as strings)\n"),
        qPrintable(text));
    QVERIFY(text.contains("  gemini-cli  unparsed: Gemini CLI finds no frontmatter"));
    QVERIFY2(text.contains("\ngemini-cli  2 full, 1 unparsed, 1 rejected; gemini-cli 0.61.0 (built-in rules)\n"),
        qPrintable(text));
}

void VisibilityCliTest::textForm()
{
    const Result r = runCli({ "--root", m_root, "--consumer", "claude-code", "--consumer", "deepseek" });
    QCOMPARE(r.exitCode, 1);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.startsWith("alpha  " + m_root + "/alpha/SKILL.md\n  claude-code  full\n  deepseek     full\n"));
    QVERIFY(text.contains("  claude-code  hidden: disable-model-invocation: true keeps it out of the model's listing"));
    QVERIFY(text.contains("               fix: Remove disable-model-invocation: true"));
    QVERIFY(text.contains("  deepseek     shortened by 203: description cut to 500 characters: 203 not shown\n"));
    QVERIFY(text.contains("\nclaude-code  2 full, 1 hidden; listing "));
    QVERIFY(text.contains(" of 30000 characters; claude-code 2.1.328 (built-in rules)\n"));
    // An older model: 200,000 tokens x 4 characters x 1%.
    const Result older
        = runCli({ "--root", m_root, "--consumer", "claude-code", "--claude-model", "claude-sonnet-4-5" });
    QVERIFY(QString::fromUtf8(older.out).contains(" of 8000 characters; claude-code 2.1.328 (built-in rules)\n"));
}

void VisibilityCliTest::usageErrors()
{
    Result r = runCli({ "--root", m_root, "--consumer", "cursor" });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("unknown consumer 'cursor'"));
    r = runCli({ "--root", m_root, "--context-window", "many" });
    QCOMPARE(r.exitCode, 2);
    r = runCli({ "--root", m_root, "--format", "xml" });
    QCOMPARE(r.exitCode, 2);
    r = runCli({ "--root", m_dir.filePath("missing") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("no such file or folder"));
    r = runCli({ "--help" });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith(
        "Usage: skill-workbench-cli visibility --root PATH... [--context-window N] [--consumer ID]... [--format "
        "text|json]\n"));
}

QTEST_GUILESS_MAIN(VisibilityCliTest)
#include "tst_visibilitycli.moc"
