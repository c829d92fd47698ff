// skill-workbench: the desktop application. Parses the command line (--root PATH, repeatable; --theme;
// --language; --settings FILE), loads the translation, applies the theme and shows the main window.
#include "editor/editorarea.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "theme/icons.h"
#include "theme/theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

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
    const QCommandLineOption mode(
        QStringLiteral("mode"), QStringLiteral("Start in welcome, author, debug or runs."), QStringLiteral("MODE"));
    parser.addOptions({ root, theme, language, settingsFile, mode });
    parser.addPositionalArgument(
        QStringLiteral("files"), QStringLiteral("Files to open."), QStringLiteral("[files...]"));
    parser.process(app);

    auto *settings = parser.isSet(settingsFile) ? new sw::ui::Settings(parser.value(settingsFile), &app)
                                                : &sw::ui::Settings::instance();
    if (parser.isSet(theme)) {
        const QString value = parser.value(theme);
        settings->setTheme(value == QLatin1String("dark") ? sw::ui::ThemeChoice::Dark
                : value == QLatin1String("light")         ? sw::ui::ThemeChoice::Light
                                                          : sw::ui::ThemeChoice::System);
    }
    if (parser.isSet(language))
        settings->setLanguage(parser.value(language));

    const QString languageName = settings->language().isEmpty() ? QLocale::system().name() : settings->language();
    QTranslator qtTranslator;
    QTranslator appTranslator;
    if (!languageName.startsWith(QLatin1String("en"))) {
        if (qtTranslator.load(
                QLatin1String("qtbase_") + languageName, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QApplication::installTranslator(&qtTranslator);
        if (appTranslator.load(QStringLiteral(":/i18n/skillworkbench_%1.qm").arg(languageName)))
            QApplication::installTranslator(&appTranslator);
    }
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
    window.setRoots(roots);
    if (parser.isSet(mode)) {
        const QStringList modes
            = { QStringLiteral("welcome"), QStringLiteral("author"), QStringLiteral("debug"), QStringLiteral("runs") };
        window.setMode(sw::ui::Mode(qMax(0, int(modes.indexOf(parser.value(mode).toLower())))));
    }
    window.show();
    window.restoreSession();
    for (const QString &file : parser.positionalArguments())
        window.editorArea()->openFile(file);
    return app.exec();
}
