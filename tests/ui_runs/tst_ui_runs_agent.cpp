// Model-initiated runs in the Runs panel: a scripted model calls skill_run from the Debug page's chat, and the
// Runs panel records the run as model-initiated (call id, session), streams its console live and shows it
// finished ok with its stdout. Also: the panel is found in the Debug page's window without being set, following
// a dispatcher twice records a run once, and a run whose job is stopped and deleted by the agent ends "stopped".
#include "chat/chatpanel.h"
#include "runs/runconsole.h"
#include "runs/runsmodel.h"
#include "runs/runspanel.h"
#include "shell/debugpage.h"
#include "testfiles.h"

#include "agent/agentloop.h"
#include "agent/skillsnapshot.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::ui;
using sw::test::writeFile;

namespace {

// A scenario whose model calls skill_run on echo-skill with `command`, then answers.
QByteArray scenarioJson(const QString &command)
{
    const QJsonObject call { { QStringLiteral("id"), QStringLiteral("call_run_1") },
        { QStringLiteral("name"), QStringLiteral("skill_run") },
        { QStringLiteral("arguments"),
            QJsonObject {
                { QStringLiteral("skill"), QStringLiteral("echo-skill") }, { QStringLiteral("command"), command } } } };
    const QJsonObject scenario { { QStringLiteral("format"), QStringLiteral("skill-workbench-scenario/1") },
        { QStringLiteral("title"), QStringLiteral("Model run") },
        { QStringLiteral("profile"), QStringLiteral("trpc-go") },
        { QStringLiteral("user_messages"), QJsonArray { QStringLiteral("Run the echo skill.") } },
        { QStringLiteral("steps"),
            QJsonArray { QJsonObject { { QStringLiteral("text"), QStringLiteral("Running it.") },
                             { QStringLiteral("tool_calls"), QJsonArray { call } } },
                QJsonObject { { QStringLiteral("text"), QStringLiteral("Done.") } } } } };
    return QJsonDocument(scenario).toJson();
}

// A Debug page and a Runs panel side by side in one window; `connect` hands the panel to the page.
struct DebugWithRuns
{
    explicit DebugWithRuns(bool connect)
    {
        auto *layout = new QHBoxLayout(&window);
        layout->addWidget(page);
        layout->addWidget(panel);
        if (connect)
            page->setRunsPanel(panel);
    }
    QWidget window;
    DebugPage *page = new DebugPage(&window);
    RunsPanel *panel = new RunsPanel(&window);
};

} // namespace

class TestUiRunsAgent : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void modelRunAppearsInRunsPanel();
    void panelFoundInWindowAndFollowedOnce();
    void stoppedAgentRunEndsStopped();

private:
    // A Debug page whose chat replays a scenario running `command`; returns the scenario path.
    QString prepare(DebugPage &page, const QString &name, const QString &command);

    QTemporaryDir m_tmp;
    SkillSnapshotPtr m_skills;
};

void TestUiRunsAgent::initTestCase()
{
    qRegisterMetaType<RunResult>();
    QVERIFY(m_tmp.isValid());
    writeFile(m_tmp.filePath(QStringLiteral("skills/echo-skill/SKILL.md")),
        "---\nname: echo-skill\ndescription: Echoes what it is told.\n---\n\n```bash\necho hi\n```\n");
    QStringList problems;
    m_skills = SkillSnapshot::fromRoots({ m_tmp.filePath(QStringLiteral("skills")) }, &problems);
    QVERIFY2(m_skills && m_skills->find(QStringLiteral("echo-skill")), qPrintable(problems.join(u'\n')));
}

QString TestUiRunsAgent::prepare(DebugPage &page, const QString &name, const QString &command)
{
    const QString dir = m_tmp.filePath(QStringLiteral("scenarios-") + name);
    const QString path = dir + QStringLiteral("/model-run.json");
    writeFile(path, scenarioJson(command));
    page.chat()->setSkills(m_skills);
    page.chat()->setWorkRoot(m_tmp.filePath(QStringLiteral("work")));
    page.chat()->setScenarioDirectory(dir);
    if (!page.chat()->selectScenario(path))
        return {};
    return path;
}

void TestUiRunsAgent::modelRunAppearsInRunsPanel()
{
    DebugWithRuns fixture(true);
    QWidget &window = fixture.window;
    DebugPage *page = fixture.page;
    RunsPanel *panel = fixture.panel;
    QCOMPARE(page->runsPanel(), panel);
    QAbstractItemModelTester tester(panel->runsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    window.resize(1400, 800);
    window.show();

    // Prints a line, waits until the test has seen it in the console, then prints more: proves live streaming.
    // (The gate is in the workspace: a sandboxed run has its own /tmp.)
    QVERIFY(!prepare(*page, QStringLiteral("live"),
        QStringLiteral("echo first-line; echo to-stderr >&2; while [ ! -e \"$WORKSPACE_DIR/gate\" ]; do sleep 0.02; "
                       "done; echo \"second-line $SKILL_NAME\""))
                 .isEmpty());
    QString error;
    QVERIFY2(page->chat()->sendMessage(QStringLiteral("Run the echo skill."), &error), qPrintable(error));
    sw::AgentLoop *loop = page->chat()->loop();
    QVERIFY(loop);

    QTRY_COMPARE_WITH_TIMEOUT(panel->runsModel()->rowCount(), 1, 20000);
    RunsModel *model = panel->runsModel();
    const QModelIndex row = model->index(0, RunsModel::OriginColumn);
    QCOMPARE(model->data(row).toString(), QStringLiteral("model"));
    QCOMPARE(model->data(row, RunsModel::ModelInitiatedRole).toBool(), true);
    QCOMPARE(model->data(row, RunsModel::CallIdRole).toString(), QStringLiteral("call_run_1"));
    QVERIFY(!loop->dispatcher()->sessionId().isEmpty());
    QCOMPARE(model->data(row, RunsModel::SessionRole).toString(), loop->dispatcher()->sessionId());
    QVERIFY(model->data(row, Qt::ToolTipRole).toString().contains(QStringLiteral("call_run_1")));
    QCOMPARE(model->data(model->index(0, RunsModel::SkillColumn)).toString(), QStringLiteral("echo-skill"));
    QCOMPARE(panel->selectedRun(), 0);

    // Live: the first line is in the panel's console while the command still runs.
    QTRY_VERIFY_WITH_TIMEOUT(panel->console()->plainText().contains(QStringLiteral("first-line")), 20000);
    QCOMPARE(model->statusAt(0), RunStatus::Running);
    QVERIFY(!panel->console()->plainText().contains(QStringLiteral("second-line")));
    QVERIFY(!loop->dispatcher()->workspaceRoot().isEmpty());
    writeFile(loop->dispatcher()->workspaceRoot() + QStringLiteral("/gate"), "go");

    QTRY_COMPARE_WITH_TIMEOUT(model->statusAt(0), RunStatus::Ok, 20000);
    QCOMPARE(model->data(model->index(0, RunsModel::StatusColumn)).toString(), QStringLiteral("ok"));
    QCOMPARE(model->data(model->index(0, RunsModel::ExitCodeColumn)).toInt(), 0);
    const RunResult result = model->resultAt(0);
    QCOMPARE(result.stdoutText, QStringLiteral("first-line\nsecond-line echo-skill\n"));
    QCOMPARE(result.stderrText, QStringLiteral("to-stderr\n"));
    QVERIFY(result.workspace.startsWith(m_tmp.filePath(QStringLiteral("work"))));
    QCOMPARE(model->logAt(0)->text(RunLog::Channel::Stdout), QByteArray("first-line\nsecond-line echo-skill\n"));
    QTRY_VERIFY(panel->console()->plainText().contains(QStringLiteral("second-line echo-skill")));
    QVERIFY(panel->console()->plainText().contains(QStringLiteral("to-stderr")));

    // The agent got the same result and finished its turn; the job it owned is gone, the row stays.
    QTRY_VERIFY_WITH_TIMEOUT(!loop->isRunning(), 20000);
    QTRY_VERIFY(!model->jobAt(0));
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->statusAt(0), RunStatus::Ok);
}

void TestUiRunsAgent::panelFoundInWindowAndFollowedOnce()
{
    DebugWithRuns fixture(false); // the panel is never passed to the page: found in the window
    DebugPage *page = fixture.page;
    RunsPanel *panel = fixture.panel;
    QVERIFY(!prepare(*page, QStringLiteral("found"), QStringLiteral("echo found")).isEmpty());
    QString error;
    QVERIFY2(page->chat()->sendMessage(QStringLiteral("Run the echo skill."), &error), qPrintable(error));
    QCOMPARE(page->runsPanel(), panel);
    panel->followDispatcher(page->chat()->loop()->dispatcher()); // again: still one row per run
    QTRY_COMPARE_WITH_TIMEOUT(panel->runsModel()->statusAt(0), RunStatus::Ok, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!page->chat()->loop()->isRunning(), 20000);
    QCOMPARE(panel->runsModel()->rowCount(), 1);
    QCOMPARE(panel->runsModel()->resultAt(0).stdoutText, QStringLiteral("found\n"));
}

void TestUiRunsAgent::stoppedAgentRunEndsStopped()
{
    DebugWithRuns fixture(true);
    DebugPage *page = fixture.page;
    RunsPanel *panel = fixture.panel;
    QVERIFY(!prepare(*page, QStringLiteral("stop"), QStringLiteral("echo waiting; sleep 60")).isEmpty());
    QString error;
    QVERIFY2(page->chat()->sendMessage(QStringLiteral("Run the echo skill."), &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(panel->runsModel()->rowCount(), 1, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->console()->plainText().contains(QStringLiteral("waiting")), 20000);
    QCOMPARE(panel->runsModel()->statusAt(0), RunStatus::Running);

    // The agent's Stop deletes its job without a finished(): the row must not stay "running" forever.
    page->chat()->stop();
    QTRY_COMPARE_WITH_TIMEOUT(panel->runsModel()->statusAt(0), RunStatus::Stopped, 20000);
    QVERIFY(panel->runsModel()->resultAt(0).stopped);
    QVERIFY(panel->runsModel()->logAt(0)->text(RunLog::Channel::Info).contains("stopped"));
}

QTEST_MAIN(TestUiRunsAgent)
#include "tst_ui_runs_agent.moc"
