// Tests of `skill-workbench-cli run` against the built binary: streaming, exit codes, JSON, timeout, usage.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestWorkspaceCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void textModeStreamsAndPropagatesExitCode();
    void jsonModePrintsResultObject();
    void timeoutExitsWith124();
    void usageErrorsExitWith2_data();
    void usageErrorsExitWith2();

private:
    struct Output
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Output cli(const QStringList &args);
    QTemporaryDir m_tmp;
};

TestWorkspaceCli::Output TestWorkspaceCli::cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli"), QStringList { QStringLiteral("run") } + args);
    if (!p.waitForFinished(60000))
        return {};
    return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
}

void TestWorkspaceCli::textModeStreamsAndPropagatesExitCode()
{
    const Output o = cli({ QStringLiteral("--root"), QStringLiteral(SW_TEST_DATA_DIR), QStringLiteral("--skill"),
        QStringLiteral("demo-skill"), QStringLiteral("--command"), QStringLiteral("bash scripts/report.sh cli; exit 7"),
        QStringLiteral("--executor"), QStringLiteral("local"), QStringLiteral("--env"), QStringLiteral("A=1"),
        QStringLiteral("--workspace"), m_tmp.path() });
    QCOMPARE(o.exitCode, 7);
    QCOMPARE(o.out, QByteArray("wrote report\n"));
    QVERIFY(o.err.startsWith("note: done\n"));
    QVERIFY(o.err.contains("[local] exit 7"));
    QVERIFY(o.err.contains("out/report.txt  text/plain  15 bytes"));
}

void TestWorkspaceCli::jsonModePrintsResultObject()
{
    const Output o = cli({ QStringLiteral("--root"), QStringLiteral(SW_TEST_DATA_DIR), QStringLiteral("--skill"),
        QStringLiteral("demo-skill"), QStringLiteral("--command"), QStringLiteral("bash scripts/report.sh \"$A\""),
        QStringLiteral("--env"), QStringLiteral("A=json"), QStringLiteral("--output"),
        QStringLiteral("$OUTPUT_DIR/*.txt"), QStringLiteral("--format"), QStringLiteral("json"),
        QStringLiteral("--workspace"), m_tmp.path() });
    QCOMPARE(o.exitCode, 0);
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(o.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json.value(QStringLiteral("stdout")).toString(), QStringLiteral("wrote report\n"));
    QCOMPARE(json.value(QStringLiteral("exit_code")).toInt(), 0);
    const QJsonArray files = json.value(QStringLiteral("output_files")).toArray();
    QCOMPARE(files.size(), 1);
    QCOMPARE(files.first().toObject().value(QStringLiteral("content")).toString(), QStringLiteral("report for json\n"));
    QVERIFY(json.value(QStringLiteral("workspace")).toString().startsWith(m_tmp.path() + QStringLiteral("/ws_cli_")));
    QVERIFY(!json.value(QStringLiteral("executor")).toString().isEmpty());
}

void TestWorkspaceCli::timeoutExitsWith124()
{
    const Output o = cli({ QStringLiteral("--root"), QStringLiteral(SW_TEST_DATA_DIR), QStringLiteral("--skill"),
        QStringLiteral("demo-skill"), QStringLiteral("--command"), QStringLiteral("sleep 30"),
        QStringLiteral("--timeout"), QStringLiteral("1"), QStringLiteral("--executor"), QStringLiteral("local"),
        QStringLiteral("--workspace"), m_tmp.path() });
    QCOMPARE(o.exitCode, 124);
    QVERIFY(o.err.contains("(timed out)"));
}

void TestWorkspaceCli::usageErrorsExitWith2_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    const QString root = QStringLiteral(SW_TEST_DATA_DIR);
    QTest::newRow("no skill") << QStringList { QStringLiteral("--root"), root, QStringLiteral("--command"),
        QStringLiteral("true") }
                              << QByteArray("required");
    QTest::newRow("unknown skill") << QStringList { QStringLiteral("--root"), root, QStringLiteral("--skill"),
        QStringLiteral("nope"), QStringLiteral("--command"), QStringLiteral("true") }
                                   << QByteArray("unknown skill: nope (the roots hold: demo-skill");
    QTest::newRow("bad executor") << QStringList { QStringLiteral("--root"), root, QStringLiteral("--skill"),
        QStringLiteral("demo-skill"), QStringLiteral("--command"), QStringLiteral("true"), QStringLiteral("--executor"),
        QStringLiteral("docker") } << QByteArray("--executor");
    QTest::newRow("bad timeout") << QStringList { QStringLiteral("--root"), root, QStringLiteral("--skill"),
        QStringLiteral("demo-skill"), QStringLiteral("--command"), QStringLiteral("true"), QStringLiteral("--timeout"),
        QStringLiteral("soon") } << QByteArray("--timeout");
    QTest::newRow("bad env") << QStringList { QStringLiteral("--root"), root, QStringLiteral("--skill"),
        QStringLiteral("demo-skill"), QStringLiteral("--command"), QStringLiteral("true"), QStringLiteral("--env"),
        QStringLiteral("NOEQUALS") }
                             << QByteArray("K=V");
}

void TestWorkspaceCli::usageErrorsExitWith2()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Output o = cli(args);
    QCOMPARE(o.exitCode, 2);
    QVERIFY2(o.err.contains(message), o.err.constData());
    QVERIFY(o.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestWorkspaceCli)
#include "tst_workspace_cli.moc"
