#pragma once
// GuiCommandLine: the command line of skill-workbench, parsed before any QApplication exists, so that --help,
// --version and usage errors print and exit without a display (and without loading a platform plugin).
#include <QString>
#include <QStringList>

namespace sw::app {

struct GuiCommandLine
{
    // When exitNow is set, the program prints `output` (to stderr when toStderr) and exits with exitCode.
    bool exitNow = false;
    int exitCode = 0;
    bool toStderr = false;
    QString output;

    QStringList roots; // --root values and folders given as positional arguments, as given (made absolute later)
    QString theme; // "" (unset), system, light, dark
    QString language; // "" (unset), en, zh_CN
    QString settingsFile;
    QString mode; // "" (unset), or one of guiModeNames()
    bool selfTest = false;
    bool platformGiven = false; // -platform on the command line (Qt's own option)
    QStringList files; // positional arguments that are not folders
};

// The --mode names in the order of sw::ui::Mode: welcome, author, debug, runs, triggerlab, capture.
QStringList guiModeNames();

// `arguments` includes the program name first (argv as given). `version` is printed by --version.
GuiCommandLine parseGuiCommandLine(const QStringList &arguments, const QString &version);

// True when a Qt platform can be expected to start here: a display (X11 or Wayland), QT_QPA_PLATFORM or -platform.
// Only meaningful on Linux and other X11/Wayland systems; always true elsewhere.
bool displayAvailable(const GuiCommandLine &commandLine);
// The message printed when no display is available.
QString noDisplayMessage();

} // namespace sw::app
