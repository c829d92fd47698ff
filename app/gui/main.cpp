// skill-workbench: the desktop application. Parses the command line (--root PATH, repeatable; --theme;
// --language; --settings FILE; --self-test), loads the translation, applies the theme and shows the main window.
// With no roots configured (first start) it opens the bundled skills.
#include "common/datapaths.h"
#include "editor/editorarea.h"
#include "library/skilllibrary.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"
#include "theme/icons.h"
#include "theme/theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <utility>

#ifndef PROJECT_VERSION_STRING
#define PROJECT_VERSION_STRING "0.1.0" // app/CMakeLists.txt defines it for the CLI only
#endif

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("skill-workbench"));
    QApplication::setApplicationDisplayName(QStringLiteral("Skill Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    QApplication::setOrganizationName(QStringLiteral("skill-workbench"));
    QApplication::setDesktopFileName(QStringLiteral("skill-workbench"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Author, debug and demo Agent Skills."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption root(QStringLiteral("root"),
        QStringLiteral("Open a skill root (folder or URL); repeatable."), QStringLiteral("PATH"));
    const QCommandLineOption theme(
        QStringLiteral("theme"), QStringLiteral("system, light or dark."), QStringLiteral("THEME"));
    const QCommandLineOption language(
        QStringLiteral("language"), QStringLiteral("en or zh_CN."), QStringLiteral("LANG"));
    const QCommandLineOption settingsFile(QStringLiteral("settings"),
        QStringLiteral("Use this INI file for settings instead of the user's."), QStringLiteral("FILE"));
    const QCommandLineOption mode(QStringLiteral("mode"),
        QStringLiteral("Start in welcome, author, debug, runs or triggerlab."), QStringLiteral("MODE"));
    const QCommandLineOption selfTest(QStringLiteral("self-test"),
        QStringLiteral("Open the roots (default: the bundled skills) in the window, wait for the library scan, "
                       "print the number of skills found and exit: 0 when at least one skill was found. Uses "
                       "temporary settings unless --settings is given."));
    parser.addOptions({ root, theme, language, settingsFile, mode, selfTest });
    parser.addPositionalArgument(
        QStringLiteral("files"), QStringLiteral("Files to open."), QStringLiteral("[files...]"));
    parser.process(app);

    // The self-test never touches the user's settings.
    QTemporaryDir selfTestDir;
    const bool selfTesting = parser.isSet(selfTest);
    const QString settingsPath = parser.isSet(settingsFile) ? parser.value(settingsFile)
        : selfTesting                                       ? selfTestDir.filePath(QStringLiteral("settings.ini"))
                                                            : QString();
    auto *settings = settingsPath.isEmpty() ? &sw::ui::Settings::instance() : new sw::ui::Settings(settingsPath, &app);
    if (parser.isSet(theme)) {
        const QString value = parser.value(theme);
        settings->setTheme(value == QLatin1String("dark") ? sw::ui::ThemeChoice::Dark
                : value == QLatin1String("light")         ? sw::ui::ThemeChoice::Light
                                                          : sw::ui::ThemeChoice::System);
    }
    if (parser.isSet(language))
        settings->setLanguage(parser.value(language));

    sw::ui::installTranslations(settings->language()); // English too: its plural forms ("1 skill", "2 skills")
    sw::ui::applyTheme(settings->theme());
    QApplication::setWindowIcon(sw::ui::applicationIcon());

    sw::ui::MainWindow window(settings);
    QStringList roots = settings->roots();
    if (parser.isSet(root)) {
        roots.clear();
        for (const QString &location : parser.values(root))
            roots << (location.contains(QLatin1String("://"))
                    ? location
                    : QDir::cleanPath(QFileInfo(location).absoluteFilePath()));
    }
    const QString bundled = sw::dataDirectory(sw::DataKind::Skills);
    if (roots.isEmpty() && !bundled.isEmpty())
        roots << bundled; // first start: the bundled skills
    window.setRoots(roots);
    if (parser.isSet(mode)) {
        const QStringList modes = { QStringLiteral("welcome"), QStringLiteral("author"), QStringLiteral("debug"),
            QStringLiteral("runs"), QStringLiteral("triggerlab") };
        window.setMode(sw::ui::Mode(qMax(0, int(modes.indexOf(parser.value(mode).toLower())))));
    }
    window.show();
    if (selfTesting) {
        // Done when the first snapshot after the scan arrives (or after two minutes).
        auto reported = std::make_shared<bool>(false);
        auto report = [&window, roots, reported](bool timedOut) {
            if (std::exchange(*reported, true))
                return;
            const sw::SkillIndexPtr snapshot = window.library()->snapshot();
            const int skills = snapshot ? snapshot->visibleCount() : 0;
            std::printf("self-test: %d skills in %d roots%s\n", skills, int(roots.size()),
                timedOut ? " (timed out waiting for the scan)" : "");
            for (const QString &location : roots)
                std::printf("  root: %s\n", qPrintable(QDir::toNativeSeparators(location)));
            std::printf("  data: %s\n", qPrintable(QDir::toNativeSeparators(sw::dataDirectory(sw::DataKind::Skills))));
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
    for (const QString &file : parser.positionalArguments())
        window.editorArea()->openFile(file);
    return app.exec();
}
