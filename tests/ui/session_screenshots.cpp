// session_screenshots: the window as a user sees the current session, written as PNGs for checking the look (not a
// test): Welcome, Debug with a step-through replay paused, the same replay finished, presentation mode, and
// Preferences ▸ Model provider. Run under a display (or offscreen):
//   xvfb-run -a -s "-screen 0 1920x1080x24" build/tests/ui/session_screenshots OUT [--size 1366x768] [--language zh_CN]
//   [--dark]
#include "chat/chatpanel.h"
#include "common/datapaths.h"
#include "demo/democontroller.h"
#include "eventwait.h"
#include "settings/providersettings.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "shell/mainwindow.h"
#include "shell/preferencesdialog.h"
#include "theme/theme.h"

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QLocale>
#include <QTemporaryDir>
#include <QTranslator>

#include <cstdio>
#include <functional>

using namespace sw::ui;

namespace {
bool save(QWidget *widget, const QString &path)
{
    const bool ok = widget->grab().save(path);
    std::printf("%s %s\n", ok ? "wrote" : "FAILED", qPrintable(path));
    return ok;
}

// Runs the event loop until `done` (or `ms` pass).
bool waitFor(const std::function<bool()> &done, int ms = 60000)
{
    sw::test::runEventsUntil(done, ms);
    QApplication::processEvents();
    return done();
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    QString out = QDir::currentPath();
    QSize size(1366, 768);
    QString language = QStringLiteral("en");
    bool dark = false;
    for (int i = 0; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--size") && i + 1 < args.size()) {
            const QStringList wh = args.at(++i).split(QLatin1Char('x'));
            size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
        } else if (args.at(i) == QLatin1String("--language") && i + 1 < args.size()) {
            language = args.at(++i);
        } else if (args.at(i) == QLatin1String("--dark")) {
            dark = true;
        } else {
            out = args.at(i);
        }
    }
    QDir().mkpath(out);
    QTranslator translator;
    if (language != QLatin1String("en")
        && translator.load(QStringLiteral(":/i18n/skillworkbench_%1.qm").arg(language))) {
        QApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(language));
    }
    applyTheme(dark ? ThemeChoice::Dark : ThemeChoice::Light);
    QTemporaryDir dir;
    qputenv("SW_RECOVERY_DIR", dir.filePath(QStringLiteral("recovery")).toUtf8());
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    MainWindow window(&settings);
    window.setRoots({ sw::dataDirectory(sw::DataKind::Skills) });
    window.setGeometry(QRect(QPoint(0, 0), size));
    window.show();
    const QString tag = QStringLiteral("-%1x%2-%3%4")
                            .arg(size.width())
                            .arg(size.height())
                            .arg(language, dark ? QStringLiteral("-dark") : QString());
    bool ok = true;
    waitFor([&] { return false; }, 500);
    ok = save(&window, out + QStringLiteral("/session-welcome") + tag + QStringLiteral(".png")) && ok;

    ChatPanel *chat = window.debugPage()->chat();
    DemoController *demo = window.debugPage()->demo();
    chat->setWorkRoot(dir.filePath(QStringLiteral("work")));
    window.startDemo(
        QDir(sw::dataDirectory(sw::DataKind::Scenarios)).absoluteFilePath(QStringLiteral("trpc-go-system.json")));
    waitFor([&] { return demo->stepsCompleted() >= 1 && demo->isWaiting(); });
    demo->nextStep();
    waitFor([&] { return demo->stepsCompleted() >= 2 && demo->isWaiting(); });
    ok = save(&window, out + QStringLiteral("/session-debug-paused") + tag + QStringLiteral(".png")) && ok;
    demo->setPaceMs(0);
    demo->play();
    waitFor([&] { return demo->isFinished(); }, 120000);
    waitFor([&] { return false; }, 300);
    ok = save(&window, out + QStringLiteral("/session-debug-finished") + tag + QStringLiteral(".png")) && ok;

    window.setPresentationMode(true);
    waitFor([&] { return false; }, 300);
    ok = save(&window, out + QStringLiteral("/session-presentation") + tag + QStringLiteral(".png")) && ok;
    window.setPresentationMode(false);

    // Preferences on a custom endpoint without a key, as a machine without a Secret Service shows it.
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/skill-workbench-screenshot-bus");
    settings.setProviderBaseUrl(QStringLiteral("custom"), QStringLiteral("https://models.example.com/v1"));
    PreferencesDialog dialog(&settings, &window, chat->providerKeys(), QStringLiteral("custom"));
    dialog.show();
    dialog.providerSettings()->keyVariableEdit()->setText(QStringLiteral("EXAMPLE_API_KEY"));
    dialog.providerSettings()->keyEdit()->setText(QStringLiteral("sk-screenshot-0123456789"));
    dialog.providerSettings()->storeKey();
    waitFor([&] { return dialog.providerSettings()->keychainUnavailable(); }, 30000);
    waitFor([&] { return false; }, 300);
    ok = save(&dialog, out + QStringLiteral("/session-preferences") + tag + QStringLiteral(".png")) && ok;
    return ok ? 0 : 1;
}
