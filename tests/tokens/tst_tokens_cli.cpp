// Tests of `skill-workbench-cli tokens`: text and JSON output, ids, stdin, encodings, estimates, exit codes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args, const QByteArray &input = {}, const QString &dataDir = {})
{
    QProcess process;
    if (!dataDir.isNull()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SW_TOKENIZER_DATA_DIR"), dataDir);
        process.setProcessEnvironment(env);
    }
    process.start(
        QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli"), QStringList { QStringLiteral("tokens") } + args);
    if (!process.waitForStarted())
        return {};
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        return {};
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError() };
}
} // namespace

class TokensCliTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void textCounts();
    void jsonCounts();
    void idsOutput();
    void stdinInput();
    void usageAndIoErrors();
    void estimatesWithoutRankData();

private:
    QTemporaryDir m_dir;
    QString m_hello; // "hello world" : o200k [24912, 2375], cl100k [15339, 1917]
    QString m_bom; // U+FEFF "hello world"
};

void TokensCliTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_hello = m_dir.filePath(QStringLiteral("hello.txt"));
    m_bom = m_dir.filePath(QStringLiteral("bom.txt"));
    for (const auto &[path, bytes] : { std::pair { m_hello, QByteArray("hello world") },
             std::pair { m_bom, QByteArray("\xef\xbb\xbfhello world") } }) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
}

void TokensCliTest::textCounts()
{
    Run run = runCli({ m_hello });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("2\t") + m_hello.toUtf8() + "\n");
    run = runCli({ m_hello, m_bom });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, "2\t" + m_hello.toUtf8() + "\n3\t" + m_bom.toUtf8() + "\n5\ttotal\n");
}

void TokensCliTest::jsonCounts()
{
    const Run run = runCli({ QStringLiteral("--encoding"), QStringLiteral("cl100k_base"), QStringLiteral("--format"),
        QStringLiteral("json"), m_hello, m_bom });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("encoding")).toString(), QStringLiteral("cl100k_base"));
    QCOMPARE(json.value(QStringLiteral("exact")).toBool(), true);
    QCOMPARE(json.value(QStringLiteral("total")).toInt(), 5);
    const QJsonArray files = json.value(QStringLiteral("files")).toArray();
    QCOMPARE(files.size(), 2);
    QCOMPARE(files[0].toObject().value(QStringLiteral("path")).toString(), m_hello);
    QCOMPARE(files[0].toObject().value(QStringLiteral("bytes")).toInt(), 11);
    QCOMPARE(files[0].toObject().value(QStringLiteral("tokens")).toInt(), 2);
    QCOMPARE(files[1].toObject().value(QStringLiteral("bytes")).toInt(), 14);
    QCOMPARE(files[1].toObject().value(QStringLiteral("tokens")).toInt(), 3);
    QVERIFY(!files[0].toObject().contains(QStringLiteral("ids")));
}

void TokensCliTest::idsOutput()
{
    Run run = runCli({ QStringLiteral("--ids"), m_hello });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("24912 2375\n"));
    run = runCli(
        { QStringLiteral("--ids"), QStringLiteral("--encoding"), QStringLiteral("cl100k_base"), m_hello, m_bom });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, m_hello.toUtf8() + ": 15339 1917\n" + m_bom.toUtf8() + ": 3305 15339 1917\n");
    run = runCli({ QStringLiteral("--ids"), QStringLiteral("--format"), QStringLiteral("json"), m_hello });
    const QJsonArray ids
        = QJsonDocument::fromJson(run.out).object()[QStringLiteral("files")][0][QStringLiteral("ids")].toArray();
    QCOMPARE(ids, QJsonArray({ 24912, 2375 }));
}

void TokensCliTest::stdinInput()
{
    const Run run = runCli(
        { QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-") }, "\xef\xbb\xbfhello world");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    const QJsonObject file = json[QStringLiteral("files")][0].toObject();
    QCOMPARE(file[QStringLiteral("path")].toString(), QStringLiteral("-"));
    QCOMPARE(file[QStringLiteral("bytes")].toInt(), 14);
    QCOMPARE(file[QStringLiteral("tokens")].toInt(), 3);
}

void TokensCliTest::usageAndIoErrors()
{
    QCOMPARE(runCli({}).exitCode, 2);
    QCOMPARE(runCli({ QStringLiteral("--encoding"), QStringLiteral("p50k_base"), m_hello }).exitCode, 2);
    QCOMPARE(runCli({ QStringLiteral("--format"), QStringLiteral("xml"), m_hello }).exitCode, 2);
    QCOMPARE(runCli({ QStringLiteral("--bogus"), m_hello }).exitCode, 2);
    const Run missing = runCli({ m_hello, m_dir.filePath(QStringLiteral("missing.txt")) });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("missing.txt"));
    QCOMPARE(runCli({ m_dir.path() }).exitCode, 2);
    const Run help = runCli({ QStringLiteral("--help") });
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.startsWith("Usage: skill-workbench-cli tokens"));
}

void TokensCliTest::estimatesWithoutRankData()
{
    QTemporaryDir empty;
    Run run = runCli({ m_hello }, {}, empty.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("\xe2\x89\x88"), run.out.constData()); // "≈"
    QVERIFY(run.err.contains("estimates"));
    run = runCli({ QStringLiteral("--format"), QStringLiteral("json"), m_hello }, {}, empty.path());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out).object()[QStringLiteral("exact")].toBool(true), false);
    QCOMPARE(runCli({ QStringLiteral("--ids"), m_hello }, {}, empty.path()).exitCode, 2);
}

QTEST_GUILESS_MAIN(TokensCliTest)
#include "tst_tokens_cli.moc"
