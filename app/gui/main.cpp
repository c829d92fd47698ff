// skill-workbench: the desktop application. Parses the command line first (commandline.h: --root PATH, repeatable;
// --theme; --language; --mode; --settings FILE; --self-test; --help and --version need no display), then loads the
// translation, applies the theme and shows the main window.
// With no roots configured (first start) it opens the bundled skills.
#include "calibration/calibrationrules.h"
#include "commandline.h"
#include "common/datapaths.h"
#include "editor/editorarea.h"
#include "library/skilllibrary.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"
#include "theme/icons.h"
#include "theme/theme.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <utility>

namespace {
// Records when the window first paints (the self-test reports it: scripts/bench-first-start.sh reads it).
class FirstPaint : public QObject
{
public:
    explicit FirstPaint(const QElapsedTimer &clock)
        : m_clock(clock)
    { }
    qint64 ms = -1;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && ms < 0) {
            ms = m_clock.elapsed();
            watched->removeEventFilter(this);
        }
        return false;
    }

private:
    const QElapsedTimer &m_clock;
};
} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // The command line is read before QApplication exists: --help, --version and usage errors need no display.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const sw::app::GuiCommandLine commandLine
        = sw::app::parseGuiCommandLine(arguments, QStringLiteral(PROJECT_VERSION_STRING));
    if (commandLine.exitNow) {
        std::fputs(commandLine.output.toLocal8Bit().constData(), commandLine.toStderr ? stderr : stdout);
        return commandLine.exitCode;
    }
    if (!sw::app::displayAvailable(commandLine)) {
        std::fputs(sw::app::noDisplayMessage().toLocal8Bit().constData(), stderr);
        return 1;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("skill-workbench"));
    QApplication::setApplicationDisplayName(QStringLiteral("Skill Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    QApplication::setOrganizationName(QStringLiteral("skill-workbench"));
    QApplication::setDesktopFileName(QStringLiteral("skill-workbench"));

    // The self-test never touches the user's settings.
    QTemporaryDir selfTestDir;
    const bool selfTesting = commandLine.selfTest;
    const QString settingsPath = !commandLine.settingsFile.isEmpty() ? commandLine.settingsFile
        : selfTesting ? selfTestDir.filePath(QStringLiteral("settings.ini"))
                      : QString();
    auto *settings = settingsPath.isEmpty() ? &sw::ui::Settings::instance() : new sw::ui::Settings(settingsPath, &app);
    if (!commandLine.theme.isEmpty()) {
        const QString &value = commandLine.theme;
        settings->setTheme(value == QLatin1String("dark") ? sw::ui::ThemeChoice::Dark
                : value == QLatin1String("light")         ? sw::ui::ThemeChoice::Light
                                                          : sw::ui::ThemeChoice::System);
    }
    if (!commandLine.language.isEmpty())
        settings->setLanguage(commandLine.language);

    sw::ui::installTranslations(settings->language()); // English too: its plural forms ("1 skill", "2 skills")
    sw::ui::applyTheme(settings->theme());
    QApplication::setWindowIcon(sw::ui::applicationIcon());

    // The calibrations stored for the user's clients (Preferences ▸ Clients, `probe`): the predictions and the client
    // profiles follow them (docs/calibration.md).
    sw::useCalibratedRules(sw::storedCalibrations());
    sw::ui::MainWindow window(settings);
    QStringList roots = settings->roots();
    if (!commandLine.roots.isEmpty()) {
        roots.clear();
        for (const QString &location : commandLine.roots)
            roots << (location.contains(QLatin1String("://"))
                    ? location
                    : QDir::cleanPath(QFileInfo(location).absoluteFilePath()));
    }
    const QString bundled = sw::dataDirectory(sw::DataKind::Skills);
    if (roots.isEmpty() && !bundled.isEmpty())
        roots << bundled; // first start: the bundled skills
    window.setRoots(roots);
    if (!commandLine.mode.isEmpty()) {
        const QStringList modes = sw::app::guiModeNames();
        window.setMode(sw::ui::Mode(qMax(0, int(modes.indexOf(commandLine.mode)))));
    }
    FirstPaint firstPaint(sinceStart);
    if (selfTesting)
        window.installEventFilter(&firstPaint);
    window.show();
    if (selfTesting) {
        // Done when the first snapshot after the scan arrives (or after two minutes).
        auto reported = std::make_shared<bool>(false);
        auto report = [&window, &firstPaint, roots, reported](bool timedOut) {
            if (std::exchange(*reported, true))
                return;
            const sw::SkillIndexPtr snapshot = window.library()->snapshot();
            const int skills = snapshot ? snapshot->visibleCount() : 0;
            std::printf("self-test: %d skills in %d roots%s\n", skills, int(roots.size()),
                timedOut ? " (timed out waiting for the scan)" : "");
            for (const QString &location : roots)
                std::printf("  root: %s\n", qPrintable(QDir::toNativeSeparators(location)));
            std::printf("  data: %s\n", qPrintable(QDir::toNativeSeparators(sw::dataDirectory(sw::DataKind::Skills))));
            std::printf("  first paint: %lld ms after start\n", static_cast<long long>(firstPaint.ms));
            std::fflush(stdout);
            QCoreApplication::exit(skills > 0 && !timedOut ? 0 : 1);
        };
        // A snapshot of earlier roots may arrive first; the repository starts the queued scan right after
        // emitting it, so look once the signal has returned.
        QObject::connect(window.library(), &sw::ui::SkillLibrary::snapshotChanged, &window, [&window, report] {
            QTimer::singleShot(0, &window, [&window, report] {
                if (!window.library()->isScanning())
                    report(false);
            });
        });
        QTimer::singleShot(120'000, &window, [report] { report(true); });
        return app.exec();
    }
    window.restoreSession();
    for (const QString &file : commandLine.files)
        window.editorArea()->openFile(file);
    return app.exec();
}
