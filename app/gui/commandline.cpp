// GuiCommandLine: QCommandLineParser over argv, with Qt's own GUI options accepted (and left to QApplication).
#include "commandline.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace sw::app {

namespace {

const QString kProgram = QStringLiteral("skill-workbench");

// Options QGuiApplication/QApplication consume themselves (Qt 6 documentation of QGuiApplication and
// QApplication). They are accepted here, hidden from --help, so that `-platform offscreen` or `-style fusion` are
// not usage errors.
const char *const kQtOptionsWithValue[]
    = { "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "qwindowicon", "qwindowtitle",
          "session", "display", "geometry", "style", "stylesheet", "name", "title", "qmljsdebugger" };
const char *const kQtFlags[] = { "reverse", "widgetcount", "nograb", "dograb", "sync" };

GuiCommandLine exitWith(int code, const QString &text, bool toStderr)
{
    GuiCommandLine result;
    result.exitNow = true;
    result.exitCode = code;
    result.toStderr = toStderr;
    result.output = text;
    return result;
}

GuiCommandLine usageError(const QString &message)
{
    return exitWith(2, QStringLiteral("%1: %2\nTry '%1 --help'.\n").arg(kProgram, message), true);
}

// "a, b or c"
QString choiceList(const QStringList &choices)
{
    if (choices.size() < 2)
        return choices.join(QString());
    return QStringList(choices.mid(0, choices.size() - 1)).join(QStringLiteral(", ")) + QStringLiteral(" or ")
        + choices.last();
}

} // namespace

QStringList guiModeNames()
{
    return { QStringLiteral("welcome"), QStringLiteral("author"), QStringLiteral("debug"), QStringLiteral("runs"),
        QStringLiteral("triggerlab"), QStringLiteral("capture") };
}

GuiCommandLine parseGuiCommandLine(const QStringList &arguments, const QString &version)
{
    QCommandLineParser parser;
    // Qt's options are single-dash words (-platform, -style): read every single-dash word as one long option.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(QStringLiteral("Author, debug and demo Agent Skills."));
    const QCommandLineOption help(
        { QStringLiteral("h"), QStringLiteral("help") }, QStringLiteral("Print this help and exit."));
    const QCommandLineOption versionOption(
        { QStringLiteral("v"), QStringLiteral("version") }, QStringLiteral("Print the version and exit."));
    const QCommandLineOption root(QStringLiteral("root"),
        QStringLiteral("Open a skill root (folder or URL); repeatable."), QStringLiteral("PATH"));
    const QCommandLineOption theme(
        QStringLiteral("theme"), QStringLiteral("system, light or dark."), QStringLiteral("THEME"));
    const QCommandLineOption language(
        QStringLiteral("language"), QStringLiteral("en or zh_CN."), QStringLiteral("LANG"));
    const QCommandLineOption settingsFile(QStringLiteral("settings"),
        QStringLiteral("Use this INI file for settings instead of the user's."), QStringLiteral("FILE"));
    const QCommandLineOption mode(QStringLiteral("mode"),
        QStringLiteral("Start in welcome, author, debug, runs, triggerlab or capture."), QStringLiteral("MODE"));
    const QCommandLineOption selfTest(QStringLiteral("self-test"),
        QStringLiteral("Open the roots (default: the bundled skills) in the window, wait for the library scan, "
                       "print the number of skills found and exit: 0 when at least one skill was found. Uses "
                       "temporary settings unless --settings is given."));
    parser.addOptions({ help, versionOption, root, theme, language, settingsFile, mode, selfTest });
    for (const char *name : kQtOptionsWithValue) {
        QCommandLineOption option(QString::fromLatin1(name), QString(), QStringLiteral("VALUE"));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
    for (const char *name : kQtFlags) {
        QCommandLineOption option(QString::fromLatin1(name), QString());
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
    parser.addPositionalArgument(QStringLiteral("files"),
        QStringLiteral("Files to open; a folder opens as a skill root (as --root does)."),
        QStringLiteral("[files...]"));

    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        // Qt names the program by its argv[0] (a full path): name it as it is installed.
        text.replace(0, text.indexOf(u'\n'), QStringLiteral("Usage: %1 [options] [files...]").arg(kProgram));
        text += QStringLiteral("\nQt's own options (-platform NAME, -style NAME, ...) are accepted too.\n"
                               "Without a display, run it with QT_QPA_PLATFORM=offscreen.\n");
        return exitWith(0, text, false);
    }
    if (parser.isSet(versionOption))
        return exitWith(0, QStringLiteral("%1 %2\n").arg(kProgram, version), false);

    GuiCommandLine result;
    const auto checked = [&parser](const QCommandLineOption &option, const QStringList &choices, QString *value) {
        if (!parser.isSet(option))
            return true;
        const QString given = parser.value(option);
        for (const QString &choice : choices)
            if (given.compare(choice, Qt::CaseInsensitive) == 0) {
                *value = choice;
                return true;
            }
        return false;
    };
    const QStringList themes = { QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark") };
    const QStringList languages = { QStringLiteral("en"), QStringLiteral("zh_CN") };
    const QStringList modes = guiModeNames();
    if (!checked(theme, themes, &result.theme))
        return usageError(QStringLiteral("unknown theme '%1' (use %2)").arg(parser.value(theme), choiceList(themes)));
    if (!checked(language, languages, &result.language))
        return usageError(
            QStringLiteral("unknown language '%1' (use %2)").arg(parser.value(language), choiceList(languages)));
    if (!checked(mode, modes, &result.mode))
        return usageError(QStringLiteral("unknown mode '%1' (use %2)").arg(parser.value(mode), choiceList(modes)));
    for (const QString &location : parser.values(root)) {
        if (location.trimmed().isEmpty())
            return usageError(QStringLiteral("--root needs a folder or a URL"));
        result.roots << location;
    }
    if (parser.isSet(settingsFile)) {
        result.settingsFile = parser.value(settingsFile);
        if (result.settingsFile.isEmpty())
            return usageError(QStringLiteral("--settings needs a file name"));
    }
    result.selfTest = parser.isSet(selfTest);
    result.platformGiven = parser.isSet(QStringLiteral("platform"));
    // `skill-workbench ~/my-skills` opens the folder, as an editor opens one: a folder is a root, a file is a file.
    for (const QString &path : parser.positionalArguments()) {
        if (QFileInfo(path).isDir())
            result.roots << path;
        else
            result.files << path;
    }
    return result;
}

bool displayAvailable(const GuiCommandLine &commandLine)
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN) && !defined(Q_OS_ANDROID)
    return commandLine.platformGiven || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")
        || !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    Q_UNUSED(commandLine);
    return true;
#endif
}

QString noDisplayMessage()
{
    return QStringLiteral(
        "%1: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set).\n"
        "Start it in a desktop session, or headless with QT_QPA_PLATFORM=offscreen (for example with\n"
        "--self-test). The command-line tool skill-workbench-cli needs no display.\n")
        .arg(kProgram);
}

} // namespace sw::app
