// Tests of `skill-workbench-cli validate`: runs the built binary on the fixtures in data/cli and checks the
// JSON shape, the compiler-style text lines and the exit codes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestValidateCli : public QObject
{
    Q_OBJECT
private slots:
    void jsonShapeAndExitCodes();
    void textLines();
    void validSkillExitsZero();
    void usageAndIoErrors();
    void help();
    void exactTokenCounts();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Run run(const QStringList &args)
    {
        QProcess p;
        p.setWorkingDirectory(QStringLiteral(SW_TEST_DATA_DIR "/cli"));
        p.start(QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli"),
            QStringList { QStringLiteral("validate") } + args);
        if (!p.waitForFinished(60000))
            return {};
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError() };
    }
};

void TestValidateCli::jsonShapeAndExitCodes()
{
    const Run r = run({ QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--rules"),
        QStringLiteral("spec"), QStringLiteral(".") });
    QCOMPARE(r.exitCode, 1);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    const QJsonArray skills = doc.array();
    QCOMPARE(skills.size(), 3);
    QStringList paths;
    for (const QJsonValue &v : skills)
        paths << v.toObject().value(QStringLiteral("path")).toString();
    QCOMPARE(paths, (QStringList { "Bad_Skill", "good-skill", "nested/deeper/quoted-skill" }));
    // --root PATH, as the other commands take their roots, is the same PATH.
    const Run asRoot = run({ QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--rules"),
        QStringLiteral("spec"), QStringLiteral("--root"), QStringLiteral(".") });
    QCOMPARE(asRoot.exitCode, 1);
    QCOMPARE(asRoot.out, r.out);

    const QJsonObject bad = skills[0].toObject();
    QCOMPARE(bad.value(QStringLiteral("name")).toString(), QStringLiteral("Bad_Skill"));
    QCOMPARE(bad.value(QStringLiteral("valid")).toBool(), false);
    const QJsonArray diags = bad.value(QStringLiteral("diagnostics")).toArray();
    QCOMPARE(diags.size(), 3);
    const QJsonObject first = diags[0].toObject();
    QCOMPARE(first.value(QStringLiteral("rule")).toString(), QStringLiteral("spec/unexpected-fields"));
    QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(first.value(QStringLiteral("line")).toInt(), 4);
    QCOMPARE(first.value(QStringLiteral("column")).toInt(), 1);
    QCOMPARE(first.value(QStringLiteral("message")).toString(),
        QStringLiteral("Unexpected fields in frontmatter: version. Only ['allowed-tools', 'compatibility', "
                       "'description', 'license', 'metadata', 'name'] are allowed."));
    QCOMPARE(diags[1].toObject().value(QStringLiteral("rule")).toString(), QStringLiteral("spec/name-lowercase"));
    QCOMPARE(
        diags[2].toObject().value(QStringLiteral("rule")).toString(), QStringLiteral("spec/name-invalid-characters"));

    const QJsonObject good = skills[1].toObject();
    QCOMPARE(good.value(QStringLiteral("valid")).toBool(), true);
    QCOMPARE(good.value(QStringLiteral("name")).toString(), QStringLiteral("good-skill"));
    QCOMPARE(good.value(QStringLiteral("diagnostics")).toArray().size(), 0);

    const QJsonObject quoted = skills[2].toObject();
    QCOMPARE(quoted.value(QStringLiteral("valid")).toBool(), false);
    QCOMPARE(
        quoted.value(QStringLiteral("diagnostics")).toArray()[0].toObject().value(QStringLiteral("rule")).toString(),
        QStringLiteral("spec/yaml-invalid"));
}

void TestValidateCli::textLines()
{
    const Run r = run({ QStringLiteral("--rules"), QStringLiteral("claude"), QStringLiteral("Bad_Skill") });
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QString::fromUtf8(r.out),
        QStringLiteral("Bad_Skill/SKILL.md:4:1: error: Unexpected key(s) in SKILL.md frontmatter: version. Allowed "
                       "properties are: allowed-tools, compatibility, description, license, metadata, name "
                       "[claude-upload/unexpected-keys]\n"));
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("1 skill checked: 1 error, 0 warnings\n"));

    const Run all = run({ QStringLiteral("--rules"), QStringLiteral("all"), QStringLiteral("nested") });
    QCOMPARE(all.exitCode, 1);
    const QStringList lines = QString::fromUtf8(all.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(),
        QStringLiteral("nested/deeper/quoted-skill/SKILL.md:3:22: error: Invalid YAML in frontmatter: the value of "
                       "'description' has an unquoted ': ', which YAML reads as the start of another key "
                       "[spec/yaml-invalid]"));
    QVERIFY(lines.contains(QStringLiteral("nested/deeper/quoted-skill/SKILL.md:2:1: warning: tRPC-Agent-Go keeps the "
                                          "quotes: it reads the name as \"quoted-skill\" [trpc/quotes-kept]")));
}

void TestValidateCli::validSkillExitsZero()
{
    QCOMPARE(run({ QStringLiteral("good-skill") }).exitCode, 0);
    QCOMPARE(
        run({ QStringLiteral("good-skill/SKILL.md"), QStringLiteral("--rules"), QStringLiteral("all") }).exitCode, 0);
    const Run noSkill = run({ QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("notaskill") });
    QCOMPARE(noSkill.exitCode, 1);
    const QJsonArray skills = QJsonDocument::fromJson(noSkill.out).array();
    QCOMPARE(skills.size(), 1);
    QCOMPARE(skills[0]
                 .toObject()
                 .value(QStringLiteral("diagnostics"))
                 .toArray()[0]
                 .toObject()
                 .value(QStringLiteral("message"))
                 .toString(),
        QStringLiteral("Missing required file: SKILL.md"));
}

void TestValidateCli::usageAndIoErrors()
{
    const Run missing = run({ QStringLiteral("does-not-exist"), QStringLiteral("good-skill") });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("does-not-exist: no such file or folder"));
    QCOMPARE(run({ QStringLiteral("--rules"), QStringLiteral("bogus"), QStringLiteral("good-skill") }).exitCode, 2);
    QCOMPARE(run({ QStringLiteral("--format"), QStringLiteral("xml"), QStringLiteral("good-skill") }).exitCode, 2);
    QCOMPARE(run({}).exitCode, 2);
    QCOMPARE(run({ QStringLiteral("--no-such-option") }).exitCode, 2);
    QCOMPARE(run({ QStringLiteral("good-skill/guide.md") }).exitCode, 2);
}

void TestValidateCli::help()
{
    const Run r = run({ QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: skill-workbench-cli validate [options] PATH...\n"));
    QVERIFY(r.out.contains("sarif"));
    QVERIFY(r.out.contains("claude-code"));
}

void TestValidateCli::exactTokenCounts()
{
    if (!QFile::exists(QStringLiteral(SW_SOURCE_DIR "/.deps/gpt-tokenizer/package/data/o200k_base.tiktoken")))
        QSKIP("o200k_base rank data is not installed: counts would be estimates");
    QTemporaryDir tmp;
    QDir(tmp.path()).mkdir(QStringLiteral("long-skill"));
    QFile file(tmp.filePath(QStringLiteral("long-skill/SKILL.md")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("---\nname: long-skill\ndescription: d\n---\n" + QByteArray("hello world ").repeated(3000));
    file.close();
    QProcess p;
    p.start(QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli"),
        { QStringLiteral("validate"), QStringLiteral("--rules"), QStringLiteral("advice"), QStringLiteral("--format"),
            QStringLiteral("json"), tmp.filePath(QStringLiteral("long-skill")) });
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonArray diags = QJsonDocument::fromJson(p.readAllStandardOutput())
                                 .array()[0]
                                 .toObject()
                                 .value(QStringLiteral("diagnostics"))
                                 .toArray();
    QCOMPARE(diags.size(), 1);
    // "hello", " world", " hello", ... are one o200k_base token each, plus the final " ": 6,001, counted exactly.
    QCOMPARE(diags[0].toObject().value(QStringLiteral("message")).toString(),
        QStringLiteral("The body is 6001 tokens; keep it under 5,000 and move details into reference files"));
}

QTEST_GUILESS_MAIN(TestValidateCli)
#include "tst_validatecli.moc"
