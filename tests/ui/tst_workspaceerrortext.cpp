// workspaceErrorText (ui/runs): core/workspace's messages (English, as the command line prints them) in the window's
// language, matched by their wording. Every pattern is a literal of core/workspace (a change of wording there fails
// here); messages of real failures are translated (an empty command, a work root that cannot be created, a timed-out
// run's warning as the Runs console shows it); a part that is itself a message of the table, or the file system's
// reason, is translated inside the outer one; unknown text comes back unchanged.
#include "markingtranslator.h"
#include "runs/runlog.h"
#include "runs/runsmodel.h"
#include "runs/workspaceerrortext.h"
#include "testfiles.h"
#include "workspace/runjob.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

class TestWorkspaceErrorText : public QObject
{
    Q_OBJECT
private slots:
    void patternsAreCoreMessages()
    {
        const QString sources = sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/workspace"),
            { QStringLiteral("runjob.cpp"), QStringLiteral("workspace.cpp"), QStringLiteral("staging.cpp"),
                QStringLiteral("sandbox.cpp"), QStringLiteral("outputcollector.cpp") });
        QVERIFY2(!sources.contains(QStringLiteral("<missing>")), "core/workspace's sources");
        const QStringList patterns = workspaceErrorPatterns();
        QVERIFY(patterns.size() >= 30);
        for (const QString &pattern : patterns)
            QVERIFY2(sources.contains(QLatin1Char('"') + pattern + QLatin1Char('"')), qPrintable(pattern));
    }

    void realFailuresAreTranslated()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("a-file")), "not a folder\n");
        QString cannotCreate;
        QVERIFY(!Workspace::create(dir.filePath(QStringLiteral("a-file/root")), QStringLiteral("s"), &cannotCreate));
        auto ws = Workspace::create(dir.filePath(QStringLiteral("root")), QStringLiteral("s"));
        QVERIFY(ws);
        RunRequest empty;
        empty.executor = ExecutorChoice::Local;
        RunJob emptyJob(*ws, empty);
        QSignalSpy emptyDone(&emptyJob, &RunJob::finished);
        emptyJob.start();
        QVERIFY(emptyDone.count() == 1 || emptyDone.wait(10000)); // a request refused may finish within start()
        const QString noCommand = emptyDone.first().first().value<RunResult>().error;

        MarkingTranslator marker("sw::ui::WorkspaceErrorText");
        QCoreApplication::installTranslator(&marker);
        for (const QString &message : { cannotCreate, noCommand }) {
            QVERIFY(!message.isEmpty());
            QVERIFY2(workspaceErrorText(message).startsWith(QStringLiteral("«")), qPrintable(message));
        }
        QCOMPARE(workspaceErrorText(noCommand), QStringLiteral("«") + noCommand);
        QCOMPARE(
            workspaceErrorText(QStringLiteral("the moon is in the way")), QStringLiteral("the moon is in the way"));
        QCoreApplication::removeTranslator(&marker);
        QCOMPARE(workspaceErrorText(noCommand), noCommand); // no translation: core's English
    }

    // A run that times out: the Runs console's warning line is translated, the number kept.
    void timedOutRunsWarningInTheConsole()
    {
        QTemporaryDir dir;
        auto ws = Workspace::create(dir.filePath(QStringLiteral("root")), QStringLiteral("s"));
        QVERIFY(ws);
        RunRequest r;
        r.executor = ExecutorChoice::Local;
        r.command = QStringLiteral("sleep 30");
        r.timeoutSeconds = 1;
        MarkingTranslator marker("sw::ui::WorkspaceErrorText");
        QCoreApplication::installTranslator(&marker);
        RunsModel model;
        RunJob job(*ws, r);
        job.setKillGraceMs(200);
        const int row = model.addJob(&job, RunsModel::manualOrigin());
        QSignalSpy finished(&model, &RunsModel::runFinished);
        job.start();
        QVERIFY(finished.wait(20000));
        QCoreApplication::removeTranslator(&marker);
        QVERIFY(model.resultAt(row).timedOut);
        const QString console = QString::fromUtf8(model.logAt(row)->text(RunLog::Channel::Info));
        QVERIFY2(console.contains(QStringLiteral("«timed out after 1 s")), qPrintable(console));
    }

    void partsThatAreMessagesTooAreTranslated()
    {
        MarkingTranslator marker("sw::ui::WorkspaceErrorText");
        MarkingTranslator reasons("sw::ui::SystemErrorText");
        QCoreApplication::installTranslator(&marker);
        QCoreApplication::installTranslator(&reasons);
        QCOMPARE(workspaceErrorText(QStringLiteral(
                     "sandbox unavailable (bubblewrap (bwrap) is not installed): ran with the local executor")),
            QStringLiteral("«sandbox unavailable (%1): ran with the local executor")
                .arg(QStringLiteral("«bubblewrap (bwrap) is not installed")));
        QCOMPARE(
            workspaceErrorText(QStringLiteral("the workspace /w s was removed and cannot be recreated: cannot write "
                                              "/w s/metadata.json: No space left on device")),
            QStringLiteral("«the workspace %1 was removed and cannot be recreated: %2")
                .arg(QStringLiteral("/w s"),
                    QStringLiteral("«cannot write %1: %2")
                        .arg(QStringLiteral("/w s/metadata.json"), QStringLiteral("«No space left on device"))));
        // bubblewrap's own words stay as they came.
        QCOMPARE(workspaceErrorText(
                     QStringLiteral("bubblewrap cannot create a sandbox here: setting up uid map: Permission denied")),
            QStringLiteral("«bubblewrap cannot create a sandbox here%1")
                .arg(QStringLiteral(": setting up uid map: Permission denied")));
        QCoreApplication::removeTranslator(&reasons);
        QCoreApplication::removeTranslator(&marker);
    }
};

QTEST_MAIN(TestWorkspaceErrorText)
#include "tst_workspaceerrortext.moc"
