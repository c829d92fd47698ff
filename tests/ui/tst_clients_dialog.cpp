// Preferences ▸ Clients (issues 25 and 26), offscreen, with the pinned real clients (scripts/setup-clients.sh): every
// client is listed with the version its program reports; a program chosen with Choose Program… is used and kept in
// the settings (and Use PATH goes back); Calibrate runs Codex on the probe skills and stores the calibration for its
// version in the data folder; Verify shows how far the prediction agrees, with the report. Without Codex: a failure
// under CI, a skip otherwise. Gemini CLI calibrates the same way (its requests are read in the Gemini format).
#include "requireclient.h"
#include "testfiles.h"

#include "capture/capturelaunchpanel.h"
#include "settings/clientsdialog.h"
#include "settings/filedialogs.h"
#include "settings/settings.h"
#include "shell/preferencesdialog.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::ui;

class TestClientsDialog : public QObject
{
    Q_OBJECT
    // Under the build folder; any folder works, the temporary one too (clienthome.cpp gives Codex its own TMPDIR).
    QTemporaryDir m_dir { QDir::currentPath() + QStringLiteral("/clients-dialog-XXXXXX") };

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toUtf8());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    }

    void listsChoosesCalibratesAndVerifies()
    {
        SW_REQUIRE_CLIENT(codex, AgentClient::Codex)
        Settings settings(m_dir.filePath(QStringLiteral("settings.ini")));
        // Preferences has the way in.
        {
            PreferencesDialog preferences(&settings);
            QVERIFY(preferences.findChild<QPushButton *>(QStringLiteral("clientsButton")));
        }
        ClientsDialog dialog(&settings);
        dialog.show();
        QSignalSpy detected(&dialog, &ClientsDialog::detected);
        QVERIFY(detected.wait(60000));
        const int codexRow = int(allAgentClients().indexOf(AgentClient::Codex));
        QCOMPARE(dialog.table()->item(codexRow, 1)->text(), codex.version);
        QVERIFY(dialog.table()->item(codexRow, 2)->text().endsWith(QStringLiteral("codex")));

        // Choose Program…: a stand-in that says another version.
        const QString standIn = m_dir.filePath(QStringLiteral("bin/codex"));
        sw::test::writeFile(standIn, "#!/bin/sh\necho 'codex-cli 9.9.9'\n", sw::test::unixMode(0755));
        setFileDialogResponder([&](const FileDialogRequest &) { return QStringList { standIn }; });
        QVERIFY(dialog.selectClient(AgentClient::Codex));
        dialog.findChild<QPushButton *>(QStringLiteral("chooseProgram"))->click();
        QVERIFY(detected.wait(30000));
        QCOMPARE(dialog.table()->item(codexRow, 1)->text(), QStringLiteral("9.9.9"));
        QVERIFY(dialog.table()->item(codexRow, 2)->text().contains(QStringLiteral("(chosen)")));
        QCOMPARE(settings.clientProgram(QStringLiteral("codex")), standIn);
        setFileDialogResponder({});
        // The Capture page's Launch uses the chosen program too.
        {
            CaptureLaunchPanel launch;
            launch.setSettings(&settings);
            launch.detectClients();
            const int row = launch.clientBox()->findData(int(AgentClient::Codex));
            QTRY_COMPARE_WITH_TIMEOUT(launch.clientBox()->itemText(row), QStringLiteral("Codex 9.9.9"), 30000);
        }
        // Use PATH: back to the installed one.
        dialog.findChild<QPushButton *>(QStringLiteral("useDefault"))->click();
        QVERIFY(detected.wait(30000));
        QCOMPARE(dialog.table()->item(codexRow, 1)->text(), codex.version);
        QVERIFY(settings.clientProgram(QStringLiteral("codex")).isEmpty());

        // Verify without a calibration: calibrates first (the probe runs Codex twice), then verifies.
        QVERIFY(!QFileInfo::exists(dialog.calibrationPath(AgentClient::Codex)));
        QVERIFY(dialog.verifyButton()->isEnabled());
        QSignalSpy calibrated(&dialog, &ClientsDialog::calibrated);
        QSignalSpy verified(&dialog, &ClientsDialog::verified);
        dialog.verifyButton()->click();
        QVERIFY(dialog.isBusy());
        QVERIFY(!dialog.calibrateButton()->isEnabled());
        QVERIFY(calibrated.wait(150000));
        QVERIFY2(calibrated.first().first().toBool(), qPrintable(dialog.statusLabel()->text()));
        QVERIFY(QFileInfo::exists(dialog.calibrationPath(AgentClient::Codex)));
        QVERIFY(dialog.calibrationPath(AgentClient::Codex).startsWith(m_dir.filePath(QStringLiteral("data"))));
        QTRY_COMPARE_WITH_TIMEOUT(verified.size(), 1, 30000); // the verification runs off the GUI thread
        QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("verdicts")),
            qPrintable(dialog.statusLabel()->text()));
        QVERIFY(dialog.report()->toPlainText().contains(codex.version));
        QVERIFY(dialog.table()->item(codexRow, 3)->text() != QStringLiteral("none"));
        QVERIFY(dialog.calibrateButton()->isEnabled());
    }

    void geminiCliCalibrates()
    {
        SW_REQUIRE_CLIENT(gemini, AgentClient::GeminiCli)
        Settings settings(m_dir.filePath(QStringLiteral("settings-gemini.ini")));
        ClientsDialog dialog(&settings);
        dialog.show();
        QSignalSpy detected(&dialog, &ClientsDialog::detected);
        QVERIFY(detected.wait(60000));
        const int row = int(allAgentClients().indexOf(AgentClient::GeminiCli));
        QCOMPARE(dialog.table()->item(row, 1)->text(), gemini.version);
        QVERIFY(dialog.selectClient(AgentClient::GeminiCli));
        QVERIFY(dialog.calibrateButton()->isEnabled());
        QSignalSpy calibrated(&dialog, &ClientsDialog::calibrated);
        dialog.calibrateButton()->click();
        QVERIFY(calibrated.wait(150000));
        QVERIFY2(calibrated.first().first().toBool(), qPrintable(dialog.statusLabel()->text()));
        QVERIFY(QFileInfo::exists(dialog.calibrationPath(AgentClient::GeminiCli)));
        // Verify: the matrix's gemini-cli prediction against what Gemini CLI sent.
        QSignalSpy verified(&dialog, &ClientsDialog::verified);
        dialog.verifyButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(verified.size(), 1, 30000);
        QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("verdicts")),
            qPrintable(dialog.statusLabel()->text()));
        QVERIFY(dialog.report()->toPlainText().contains(QStringLiteral("activate_skill")));
    }

    void closingDuringACalibrationEndsIt()
    {
        SW_REQUIRE_CLIENT(codex, AgentClient::Codex)
        Settings settings(m_dir.filePath(QStringLiteral("settings2.ini")));
        const QString homes = m_dir.filePath(QStringLiteral("cache/skill-workbench/client-homes"));
        {
            ClientsDialog dialog(&settings);
            QSignalSpy detected(&dialog, &ClientsDialog::detected);
            QVERIFY(detected.wait(60000));
            QVERIFY(dialog.selectClient(AgentClient::Codex));
            QSignalSpy calibrated(&dialog, &ClientsDialog::calibrated);
            dialog.calibrateButton()->click();
            QVERIFY(dialog.isBusy());
            // Once the probe has made its home, the dialog goes away mid-run.
            QTRY_VERIFY_WITH_TIMEOUT(
                !QDir(homes).entryList({ QStringLiteral("calibration-*") }, QDir::Dirs).isEmpty(), 30000);
            QVERIFY(calibrated.isEmpty());
        }
        // The client was ended and the probe's home removed.
        QVERIFY(QDir(homes).entryList({ QStringLiteral("calibration-*") }, QDir::Dirs).isEmpty());
    }
};

QTEST_MAIN(TestClientsDialog)
#include "tst_clients_dialog.moc"
