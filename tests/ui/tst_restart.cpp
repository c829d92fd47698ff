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
    void laterChangesNothing()
    {
        StubbornWidget window;
        window.refuse = false;
        window.show();
        Recorder recorder;
        recorder.answer = false;
        QCOMPARE(offerRestart(&window, QStringLiteral("why"), recorder.hooks()), RestartOutcome::Later);
        QCOMPARE(recorder.asked, 1);
        QCOMPARE(recorder.reason, QStringLiteral("why"));
        QVERIFY(window.isVisible());
        QVERIFY(recorder.program.isEmpty());
        QCOMPARE(recorder.quits, 0);
    }

    void aRefusedCloseCancelsTheRestart()
    {
        StubbornWidget window; // e.g. the user pressed Cancel on "Save changes?"
        window.show();
        Recorder recorder;
        QCOMPARE(offerRestart(&window, QStringLiteral("why"), recorder.hooks()), RestartOutcome::Cancelled);
        QVERIFY(window.isVisible());
        QVERIFY(recorder.program.isEmpty());
        QCOMPARE(recorder.quits, 0);
    }

    void restartRelaunchesTheSameProgramAndQuits()
    {
        StubbornWidget window;
        window.refuse = false;
        window.show();
        Recorder recorder;
        QCOMPARE(offerRestart(&window, QStringLiteral("why"), recorder.hooks()), RestartOutcome::Restarted);
        QVERIFY(!window.isVisible());
        QCOMPARE(recorder.program, QCoreApplication::applicationFilePath());
        QCOMPARE(recorder.arguments, QCoreApplication::arguments().mid(1));
        QCOMPARE(recorder.quits, 1);
    }

    void aFailedLaunchShowsTheWindowAgainAndSaysSo()
    {
        StubbornWidget window;
        window.refuse = false;
        window.show();
        Recorder recorder;
        recorder.launchWorks = false;
        QCOMPARE(offerRestart(&window, QStringLiteral("why"), recorder.hooks()), RestartOutcome::LaunchFailed);
        QVERIFY(window.isVisible());
        QCOMPARE(recorder.reports, 1);
        QCOMPARE(recorder.quits, 0);
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
