// Fault injection on runs: the workspace folder removed while a command runs in it, a run started in a
// workspace that no longer exists, and a skill source folder that vanishes before staging. The job finishes
// exactly once with a result that says what went wrong; nothing crashes or hangs.
#include "workspace/runjob.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

QString makeSkill(const QString &parent)
{
    const QString folder = parent + QStringLiteral("/echo-skill");
    QDir().mkpath(folder + QStringLiteral("/scripts"));
    QFile f(folder + QStringLiteral("/SKILL.md"));
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write SKILL.md");
    f.write("---\nname: echo-skill\ndescription: Echoes.\n---\n\nRun scripts/run.sh.\n");
    return folder;
}

RunRequest request(const QString &skillFolder, const QString &command)
{
    RunRequest r;
    r.skillName = QStringLiteral("echo-skill");
    r.skillFolder = skillFolder;
    r.command = command;
    r.executor = ExecutorChoice::Local;
    r.timeoutSeconds = 60;
    return r;
}

} // namespace

class TestReliabilityWorkspace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<RunResult>(); }
    void workspaceRemovedDuringRun();
    void runInRemovedWorkspace();
    void skillSourceVanishes();
};

void TestReliabilityWorkspace::workspaceRemovedDuringRun()
{
    QTemporaryDir tmp;
    const QString skill = makeSkill(tmp.path());
    QString error;
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("work")), QStringLiteral("fault"), &error);
    QVERIFY2(ws, qPrintable(error));

    // The command announces itself, waits to be told (a file in /tmp outside the workspace), then writes output.
    const QString go = tmp.filePath(QStringLiteral("go"));
    RunJob job(*ws,
        request(skill,
            QStringLiteral(
                "echo started; while [ ! -e '%1' ]; do sleep 0.05; done; echo result > \"$OUTPUT_DIR/r.txt\"")
                .arg(go)));
    QSignalSpy finished(&job, &RunJob::finished);
    QSignalSpy out(&job, &RunJob::stdoutChunk);
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(!out.isEmpty(), 30000);

    QVERIFY(ws->remove()); // the whole workspace goes while the command runs in it
    QVERIFY(!QFileInfo::exists(ws->root()));
    QFile(go).open(QIODevice::WriteOnly);
    QVERIFY(finished.wait(30000));
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1); // exactly once
    const RunResult result = finished.first().first().value<RunResult>();
    qInfo("exit %d, error \"%s\", stderr \"%s\"", result.exitCode, qPrintable(result.error),
        qPrintable(result.stderrText.trimmed()));
    QVERIFY(!result.ok());
    QVERIFY(result.exitCode != 0);
    QVERIFY2(result.stderrText.contains(QStringLiteral("No such file or directory")), qPrintable(result.stderrText));
    QVERIFY(result.outputFiles.isEmpty());
    QVERIFY(result.stdoutText.startsWith(QStringLiteral("started")));
    QVERIFY(!QFileInfo::exists(ws->root())); // nothing recreated it half-way
}

void TestReliabilityWorkspace::runInRemovedWorkspace()
{
    QTemporaryDir tmp;
    const QString skill = makeSkill(tmp.path());
    QString error;
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("work")), QStringLiteral("fault"), &error);
    QVERIFY2(ws, qPrintable(error));
    QVERIFY(ws->remove());

    RunJob job(*ws, request(skill, QStringLiteral("echo hi")));
    QSignalSpy finished(&job, &RunJob::finished);
    job.start();
    QVERIFY(finished.wait(30000));
    const RunResult result = finished.first().first().value<RunResult>();
    qInfo("error \"%s\" exit %d stderr \"%s\"", qPrintable(result.error), result.exitCode,
        qPrintable(result.stderrText.trimmed()));
    // Finding (docs/reliability.md): the run recreates the removed workspace folder (runs/, skills/) without its
    // metadata.json and succeeds, instead of reporting that the workspace is gone.
    QEXPECT_FAIL("", "RunJob recreates a removed workspace instead of reporting it", Continue);
    QVERIFY(!result.ok());
    QEXPECT_FAIL("", "RunJob recreates a removed workspace instead of reporting it", Continue);
    QVERIFY(!QFileInfo::exists(ws->root()));
}

void TestReliabilityWorkspace::skillSourceVanishes()
{
    QTemporaryDir tmp;
    const QString skill = makeSkill(tmp.path());
    QString error;
    const auto ws = Workspace::create(tmp.filePath(QStringLiteral("work")), QStringLiteral("fault"), &error);
    QVERIFY2(ws, qPrintable(error));
    QVERIFY(QDir(skill).removeRecursively());

    const StageResult staged = ws->stageSkill(QStringLiteral("echo-skill"), skill);
    qInfo("stage: %s", qPrintable(staged.error));
    QVERIFY(!staged.ok);
    QVERIFY2(staged.error.contains(skill), qPrintable(staged.error));

    RunJob job(*ws, request(skill, QStringLiteral("echo hi")));
    QSignalSpy finished(&job, &RunJob::finished);
    job.start();
    QVERIFY(finished.wait(30000));
    const RunResult result = finished.first().first().value<RunResult>();
    QVERIFY(!result.ok());
    QVERIFY2(!result.error.isEmpty(), "staging failure must be reported in RunResult::error");
    QCOMPARE(result.exitCode, -1); // never started
}

QTEST_GUILESS_MAIN(TestReliabilityWorkspace)
#include "tst_reliability_workspace.moc"
