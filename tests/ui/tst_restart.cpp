// The restart offer after a language change: ask, close through the window's own prompts, relaunch the same
// program with the same arguments, quit; and each way it can stop short (Later, a refused close, a failed launch).
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/preferencesdialog.h"
#include "shell/restart.h"
#include "shell/windowactions.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sw::ui;

namespace {

class StubbornWidget : public QWidget
{
public:
    bool refuse = true;

protected:
    void closeEvent(QCloseEvent *event) override
    {
        if (refuse)
            event->ignore();
        else
            event->accept();
    }
};

struct Recorder
{
    int asked = 0, quits = 0, reports = 0;
    QString reason, program;
    QStringList arguments;
    bool answer = true, launchWorks = true;

    RestartHooks hooks()
    {
        RestartHooks hooks;
        hooks.ask = [this](QWidget *, const QString &why) {
            ++asked;
            reason = why;
            return answer;
        };
        hooks.launch = [this](const QString &file, const QStringList &args) {
            program = file;
            arguments = args;
            return launchWorks;
        };
        hooks.quit = [this] { ++quits; };
        hooks.report = [this](QWidget *, const QString &) { ++reports; };
        return hooks;
    }
};

} // namespace

class TestRestart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void outcomes_data()
    {
        QTest::addColumn<bool>("answer"); // Restart Now?
        QTest::addColumn<bool>("refuseClose"); // e.g. Cancel on "Save changes?"
        QTest::addColumn<bool>("launchWorks");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<bool>("visibleAfter");
        QTest::addColumn<bool>("launched");
        QTest::addColumn<int>("quits");
        QTest::addColumn<int>("reports");
        QTest::newRow("later changes nothing")
            << false << false << true << int(RestartOutcome::Later) << true << false << 0 << 0;
        QTest::newRow("a refused close cancels")
            << true << true << true << int(RestartOutcome::Cancelled) << true << false << 0 << 0;
        QTest::newRow("restart relaunches and quits")
            << true << false << true << int(RestartOutcome::Restarted) << false << true << 1 << 0;
        QTest::newRow("a failed launch shows the window again")
            << true << false << false << int(RestartOutcome::LaunchFailed) << true << true << 0 << 1;
    }
    void outcomes()
    {
        QFETCH(bool, answer);
        QFETCH(bool, refuseClose);
        QFETCH(bool, launchWorks);
        StubbornWidget window;
        window.refuse = refuseClose;
        window.show();
        Recorder recorder;
        recorder.answer = answer;
        recorder.launchWorks = launchWorks;
        QTEST(int(offerRestart(&window, QStringLiteral("why"), recorder.hooks())), "outcome");
        QCOMPARE(recorder.asked, 1);
        QCOMPARE(recorder.reason, QStringLiteral("why"));
        QTEST(window.isVisible(), "visibleAfter");
        QTEST(!recorder.program.isEmpty(), "launched");
        if (!recorder.program.isEmpty()) { // the same program with the same arguments
            QCOMPARE(recorder.program, QCoreApplication::applicationFilePath());
            QCOMPARE(recorder.arguments, QCoreApplication::arguments().mid(1));
        }
        QTEST(recorder.quits, "quits");
        QTEST(recorder.reports, "reports");
    }

    void changingTheLanguageInPreferencesOffersARestart()
    {
        QTemporaryDir dir;
        qputenv("SW_RECOVERY_DIR", (dir.path() + QStringLiteral("/recovery")).toUtf8());
        Settings settings(dir.path() + QStringLiteral("/settings.ini"));
        settings.setLanguage(QStringLiteral("en"));
        MainWindow window(&settings);
        window.show();
        Recorder recorder;
        window.actions()->restartHooks = recorder.hooks();

        // OK without touching the language: no offer.
        QTimer::singleShot(0, this, [] { pressOk(QString()); });
        window.actions()->preferences->trigger();
        QCOMPARE(recorder.asked, 0);

        // A new language: the offer comes, and "Restart Now" closes the window and relaunches.
        QTimer::singleShot(0, this, [] { pressOk(QStringLiteral("zh_CN")); });
        window.actions()->preferences->trigger();
        QCOMPARE(settings.language(), QStringLiteral("zh_CN"));
        QCOMPARE(recorder.asked, 1);
        QVERIFY(!recorder.reason.isEmpty());
        QCOMPARE(recorder.program, QCoreApplication::applicationFilePath());
        QCOMPARE(recorder.quits, 1);
        QVERIFY(!window.isVisible());
    }

private:
    // In the modal Preferences dialog: optionally pick a language, then press OK.
    static void pressOk(const QString &language)
    {
        auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        if (!language.isEmpty()) {
            auto *choice = dialog->findChild<QComboBox *>(QStringLiteral("languageChoice"));
            QVERIFY(choice);
            choice->setCurrentIndex(choice->findData(language));
        }
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    }
};

QTEST_MAIN(TestRestart)
#include "tst_restart.moc"
