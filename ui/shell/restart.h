#pragma once
// Restart offer: after a setting that only applies at startup changed (the language), ask "Restart now?" and, if
// yes, close the window the normal way (its prompts for unsaved files and sessions run and may cancel), start
// the same program with the same arguments, and quit.
#include <QStringList>

#include <functional>

class QWidget;

namespace sw::ui {

struct RestartHooks
{
    // Asks the user; true = restart now. Default: a message box with "Restart Now" and "Later".
    std::function<bool(QWidget *window, const QString &reason)> ask;
    // Starts the new process; true on success. Default: QProcess::startDetached.
    std::function<bool(const QString &program, const QStringList &arguments)> launch;
    // Ends this process once the window closed. Default: QCoreApplication::quit.
    std::function<void()> quit;
    // Tells the user the new process did not start. Default: a warning message box.
    std::function<void(QWidget *window, const QString &message)> report;
};

enum class RestartOutcome {
    Later, // the user chose to restart later
    Cancelled, // the window refused to close (e.g. Cancel on unsaved edits): nothing happened
    LaunchFailed, // the window closed but the new process did not start: the window is shown again
    Restarted, // a new process started and this one is quitting
};

RestartOutcome offerRestart(QWidget *window, const QString &reason, const RestartHooks &hooks = {});

} // namespace sw::ui
