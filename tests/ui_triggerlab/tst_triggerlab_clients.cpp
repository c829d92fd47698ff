// The Trigger Lab page with a real client (issue 26), offscreen: the installed Claude Code (scripts/setup-clients.sh)
// is found in the background and offered in the profile choice with its version; the real-client demo (the bundled
// routing set, Claude Code itself, the scripted model answering) runs to the end with the banner saying what answers,
// two workers, every run answered by Claude Code's own Skill call or a plain answer, the matrix filled; the requests
// Claude Code sent are in the Requests inspector. Without the client: a failure under CI, a skip otherwise.
#include "chat/sessioncatalog.h"
#include "common/datapaths.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "settings/settings.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/triggerlabpage.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::ui;

class TestTriggerLabClients : public QObject
{
    Q_OBJECT
    // Under the build folder; any folder works, the temporary one too (clienthome.cpp gives Codex its own TMPDIR).
    QTemporaryDir m_dir { QDir::currentPath() + QStringLiteral("/triggerlab-clients-XXXXXX") };

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toUtf8());
        qputenv("SW_EVAL_CACHE_DIR", m_dir.filePath(QStringLiteral("eval-cache")).toUtf8());
        qputenv("SW_RECOVERY_DIR", m_dir.filePath(QStringLiteral("recovery")).toUtf8());
    }

    void claudeCodeDemoRunsTheClientItself()
    {
        TriggerLabPage page;
        page.resize(1366, 700);
        page.setSkills(SkillSnapshot::fromRoots({ dataDirectory(DataKind::Skills) }));
        QSignalSpy found(&page, &TriggerLabPage::clientsChanged);
        page.show(); // the clients are looked for when the lab is first shown
        const bool detected = QTest::qWaitFor(
            [&] { return page.profileBox()->findData(QStringLiteral("client:claude-code")) >= 0; }, 60000);
        QVERIFY(!found.isEmpty() || !detected);
        if (!detected) {
            const char *why = "Claude Code is not installed (scripts/setup-clients.sh)";
            if (qEnvironmentVariableIsSet("CI"))
                QFAIL(why);
            QSKIP(why);
        }
        const QString entry
            = page.profileBox()->itemText(page.profileBox()->findData(QStringLiteral("client:claude-code")));
        QVERIFY2(entry.startsWith(QStringLiteral("Claude Code 2.")) && entry.endsWith(QStringLiteral("(real client)")),
            qPrintable(entry));
        const QString scenario = QDir(dataDirectory(DataKind::Scenarios))
                                     .filePath(QStringLiteral("triggerlab/data-report-trigger-lab.json"));
        QString error;
        QVERIFY2(page.loadScenario(scenario, true, &error), qPrintable(error));
        page.workersSpin()->setValue(4);
        QVERIFY(page.selectClient(QStringLiteral("claude-code")));
        QVERIFY(page.chosenClient().has_value());
        QCOMPARE(page.workersSpin()->value(), 2);
        // Back to an emulated profile, the workers the user had come back (they stayed at 2 for a replay); a number
        // the user chose while the client was chosen stays.
        const int emulated = page.profileBox()->findText(QStringLiteral("trpc-go"));
        QVERIFY(emulated >= 0);
        page.profileBox()->setCurrentIndex(emulated);
        QCOMPARE(page.workersSpin()->value(), 4);
        QVERIFY(page.selectClient(QStringLiteral("claude-code")));
        QCOMPARE(page.workersSpin()->value(), 2);
        page.workersSpin()->setValue(3);
        page.profileBox()->setCurrentIndex(emulated);
        QCOMPARE(page.workersSpin()->value(), 3);
        QVERIFY(page.selectClient(QStringLiteral("claude-code")));
        QCOMPARE(page.workersSpin()->value(), 2);
        // The catalog the status bar shows for the real client is the workbench's emulation of it.
        QTRY_COMPARE_WITH_TIMEOUT(page.catalog()->figure().profile, QStringLiteral("claude-code"), 20000);
        QVERIFY(page.catalog()->figure().valid && page.catalog()->figure().tokens > 0);
        page.runsSpin()->setValue(1);
        QVERIFY(page.replayBanner()->isVisibleTo(&page));
        QVERIFY2(page.replayBanner()->text().contains(QStringLiteral("scripted model")),
            qPrintable(page.replayBanner()->text()));

        QSignalSpy running(&page, &TriggerLabPage::runningChanged);
        QVERIFY2(page.run(&error), qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return !running.isEmpty() && !running.last().first().toBool(); }, 280000));
        const EvalResults &r = page.resultsModel()->results();
        QVERIFY(r.setup.profile.startsWith(QStringLiteral("claude-code 2.")));
        QVERIFY(r.setup.provider.contains(QStringLiteral("scripted model")));
        QVERIFY2(r.unfinishedReason().isEmpty(), qPrintable(r.unfinishedReason()));
        // The first query is a data-report request: Claude Code's own Skill call loaded it.
        QCOMPARE(r.runs.at(r.runIndex(0, 0, 0)).loaded, QStringList { QStringLiteral("data-report") });
        QVERIFY(r.summary(0).confusion.maximum() >= 1);
        // What Claude Code sent is in the Requests inspector.
        page.showRequests(0, 0, 0);
        QVERIFY(page.inspector()->requestsModel()->rowCount() >= 1);
        QVERIFY(page.inspector()->requestText().contains(QStringLiteral("Make me a chart of revenue by region")));
        QVERIFY(page.inspector()->responseText().contains(QStringLiteral("Skill")));
    }

    // The real client the user chose is offered again at the next start: selected once it is found again.
    void chosenClientKeptForTheNextStart()
    {
        Settings settings(m_dir.filePath(QStringLiteral("kept.ini")));
        {
            TriggerLabPage page;
            page.setSettings(&settings);
            page.show();
            if (!QTest::qWaitFor(
                    [&] { return page.profileBox()->findData(QStringLiteral("client:claude-code")) >= 0; }, 60000)) {
                if (qEnvironmentVariableIsSet("CI"))
                    QFAIL("Claude Code is not installed (scripts/setup-clients.sh)");
                QSKIP("Claude Code is not installed (scripts/setup-clients.sh)");
            }
            QComboBox *box = page.profileBox();
            box->setFocus();
            // Chosen as a user chooses it: the entry activated (a demo's own choice is not kept).
            box->setCurrentIndex(box->findData(QStringLiteral("client:claude-code")) - 1);
            QTest::keyClick(box, Qt::Key_Down);
            QCOMPARE(box->currentData().toString(), QStringLiteral("client:claude-code"));
        }
        QCOMPARE(settings.triggerLabProfile(), QStringLiteral("client:claude-code"));
        TriggerLabPage page;
        page.setSettings(&settings);
        page.show();
        QTRY_COMPARE_WITH_TIMEOUT(
            page.profileBox()->currentData().toString(), QStringLiteral("client:claude-code"), 60000);
        QVERIFY(page.chosenClient().has_value());
    }
};

QTEST_MAIN(TestTriggerLabClients)
#include "tst_triggerlab_clients.moc"
