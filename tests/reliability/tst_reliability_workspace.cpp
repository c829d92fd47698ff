// Fault injection on runs: the workspace folder removed while a command runs in it (the run fails naming the
// missing workspace, nothing recreates it half-way), a run started in a workspace that no longer exists (it is
// recreated fresh at the same place, the skill staged again, and the result warns about it), and a skill source
// folder that vanishes before staging. The job finishes exactly once; nothing crashes or hangs.
#include "testfiles.h"
#include "workspace/runjob.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

// parent/echo-skill: its SKILL.md and an empty scripts/ folder.
QString makeSkill(const QString &parent)
{
    const QString folder = parent + QStringLiteral("/echo-skill");
    if (!QDir().mkpath(folder + QStringLiteral("/scripts")))
        qFatal("cannot create %s/scripts", qPrintable(folder));
    sw::test::writeSkill(
        folder, QStringLiteral("echo-skill"), QStringLiteral("Echoes."), QStringLiteral("\nRun scripts/run.sh.\n"));
    return folder;
}

// tmp/work, session "fault"; nullopt (with a warning naming the cause) when it cannot be made.
std::optional<Workspace> faultWorkspace(const QTemporaryDir &tmp)
{
    QString error;
    auto ws = Workspace::create(tmp.filePath(QStringLiteral("work")), QStringLiteral("fault"), &error);
    if (!ws)
        qWarning("cannot create the workspace: %s", qPrintable(error));
    return ws;
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
    void nextRunAfterRemovalDuringRun();
    void skillSourceVanishes();
};

void TestReliabilityWorkspace::workspaceRemovedDuringRun()
{
    QTemporaryDir tmp;
    const QString skill = makeSkill(tmp.path());
    const auto ws = faultWorkspace(tmp);
    QVERIFY(ws);

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
    // The error names the missing workspace.
    QVERIFY2(result.error.contains(ws->root()), qPrintable(result.error));
    QVERIFY2(result.error.contains(QStringLiteral("removed during the run")), qPrintable(result.error));
    QVERIFY(!QFileInfo::exists(ws->root())); // nothing recreated it half-way
}

void TestReliabilityWorkspace::nextRunAfterRemovalDuringRun()
{
    QTemporaryDir tmp;
    const QString skill = makeSkill(tmp.path());
    const auto ws = faultWorkspace(tmp);
    QVERIFY(ws);

    // First run: the workspace is removed while it runs.
    const QString go = tmp.filePath(QStringLiteral("go"));
    RunJob first(
        *ws, request(skill, QStringLiteral("echo started; while [ ! -e '%1' ]; do sleep 0.05; done; true").arg(go)));
    QSignalSpy firstFinished(&first, &RunJob::finished);
    QSignalSpy firstOut(&first, &RunJob::stdoutChunk);
    first.start();
    QTRY_VERIFY_WITH_TIMEOUT(!firstOut.isEmpty(), 30000);
    QVERIFY(ws->remove());
    QFile(go).open(QIODevice::WriteOnly);
    QVERIFY(firstFinished.wait(30000));
    const RunResult failed = firstFinished.first().first().value<RunResult>();
    QCOMPARE(failed.exitCode, 0); // the command itself did not notice
    QVERIFY(!failed.ok()); // but the run failed: its workspace is gone
    QVERIFY2(failed.error.contains(ws->root()), qPrintable(failed.error));

    // The next run in the same session works again, in a fresh workspace, and says so.
    RunJob second(
        *ws, request(skill, QStringLiteral("cat SKILL.md | head -2 | tail -1; echo x > \"$OUTPUT_DIR/x.txt\"")));
    QSignalSpy secondFinished(&second, &RunJob::finished);
    second.start();
    QVERIFY(secondFinished.wait(30000));
    const RunResult result = secondFinished.first().first().value<RunResult>();
    QVERIFY2(result.ok(), qPrintable(result.error + result.stderrText));
    QCOMPARE(result.stdoutText, QStringLiteral("name: echo-skill\n"));
    QCOMPARE(result.outputFiles.size(), 1);
    QCOMPARE(result.outputFiles.first().name, QStringLiteral("out/x.txt"));
    QCOMPARE(result.warnings.filter(QStringLiteral("recreated")).size(), 1);
    QVERIFY2(result.warnings.filter(QStringLiteral("recreated")).first().contains(ws->root()),
        qPrintable(result.warnings.join(u'\n')));
    QCOMPARE(result.toJson().value(QStringLiteral("warnings")).toArray().size(), result.warnings.size());

    // A third run: nothing to recreate, no warning.
    RunJob third(*ws, request(skill, QStringLiteral("true")));
    QSignalSpy thirdFinished(&third, &RunJob::finished);
    third.start();
    QVERIFY(thirdFinished.wait(30000));
    const RunResult quiet = thirdFinished.first().first().value<RunResult>();
    QVERIFY(quiet.ok());
    QVERIFY2(quiet.warnings.filter(QStringLiteral("recreated")).isEmpty(), qPrintable(quiet.warnings.join(u'\n')));
}

void TestReliabilityWorkspace::runInRemovedWorkspace()
{
    QTemporaryDir tmp;
    const QString skill = makeSkill(tmp.path());
    const auto ws = faultWorkspace(tmp);
    QVERIFY(ws);
    QVERIFY(ws->remove());

    RunJob job(*ws, request(skill, QStringLiteral("echo hi")));
    QSignalSpy finished(&job, &RunJob::finished);
    job.start();
    QVERIFY(finished.wait(30000));
    const RunResult result = finished.first().first().value<RunResult>();
    qInfo("error \"%s\" exit %d warnings \"%s\"", qPrintable(result.error), result.exitCode,
        qPrintable(result.warnings.join(u'|')));
    // The removed workspace is recreated fresh at the same place (layout, metadata.json, the skill staged again)
    // and the run works; the result warns that this happened, naming the workspace.
    QVERIFY2(result.ok(), qPrintable(result.error + result.stderrText));
    QCOMPARE(result.stdoutText, QStringLiteral("hi\n"));
    QCOMPARE(result.workspace, ws->root());
    const QStringList warnings = result.warnings.filter(QStringLiteral("recreated"));
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.first().contains(ws->root()), qPrintable(warnings.first()));
    QVERIFY(QFileInfo::exists(ws->metadataPath()));
    QVERIFY(QFileInfo::exists(ws->skillDir(QStringLiteral("echo-skill")) + QStringLiteral("/SKILL.md")));
    for (const QString &dir : { ws->inputsDir(), ws->outputDir(), ws->runsDir() })
        QVERIFY2(QFileInfo(dir).isDir(), qPrintable(dir));
    const QJsonObject meta = ws->metadata();
    QCOMPARE(meta.value(QStringLiteral("version")).toInt(), 1);
    QVERIFY(!meta.value(QStringLiteral("skills"))
                 .toObject()
                 .value(QStringLiteral("echo-skill"))
                 .toObject()
                 .value(QStringLiteral("digest"))
                 .toString()
                 .isEmpty());
}

void TestReliabilityWorkspace::skillSourceVanishes()
{
    QTemporaryDir tmp;
    const QString skill = makeSkill(tmp.path());
    const auto ws = faultWorkspace(tmp);
    QVERIFY(ws);
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
