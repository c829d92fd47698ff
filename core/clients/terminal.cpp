// Finding a terminal emulator and running a command in it.
#include "clients/terminal.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace sw {

QString findTerminal()
{
    QString chosen = qEnvironmentVariable("TERMINAL").trimmed();
    if (!chosen.isEmpty()) {
        if (QFileInfo(chosen).isAbsolute() && QFileInfo(chosen).isExecutable())
            return chosen;
        if (QString found = QStandardPaths::findExecutable(chosen); !found.isEmpty())
            return found;
    }
    for (const char *name : { "x-terminal-emulator", "gnome-terminal", "konsole", "xfce4-terminal", "xterm" })
        if (QString found = QStandardPaths::findExecutable(QString::fromLatin1(name)); !found.isEmpty())
            return found;
    return {};
}

std::optional<ClientCommand> inTerminal(const ClientCommand &command, QString *error)
{
    const QString terminal = findTerminal();
    if (terminal.isEmpty()) {
        if (error)
            *error = QStringLiteral("no terminal emulator was found (x-terminal-emulator, gnome-terminal, konsole, "
                                    "xfce4-terminal or xterm on the PATH, or $TERMINAL): install one, or launch the "
                                    "client headless with a prompt");
        return std::nullopt;
    }
    ClientCommand t;
    t.program = terminal;
    t.environment = command.environment;
    t.workingDirectory = command.workingDirectory;
    t.arguments << (QFileInfo(terminal).fileName() == QLatin1String("gnome-terminal") ? QStringLiteral("--")
                                                                                      : QStringLiteral("-e"))
                << command.program << command.arguments;
    return t;
}

} // namespace sw
