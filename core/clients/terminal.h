#pragma once
// Opening a client in a terminal window (the Capture page's "Open in Terminal"): the terminal emulator this machine
// has, and the command that runs a client's interactive session inside it with the client's environment and working
// folder.
#include "clients/clienthome.h"

#include <optional>

namespace sw {

// $TERMINAL when it names a program, else the first of x-terminal-emulator, gnome-terminal, konsole, xfce4-terminal,
// xterm on the PATH; "" when there is none.
QString findTerminal();

// `command` inside a terminal window: the terminal's program and arguments (gnome-terminal takes the command after
// `--`, the others after `-e`), with `command`'s environment and working folder. nullopt + *error (user-facing) when
// no terminal emulator is found.
std::optional<ClientCommand> inTerminal(const ClientCommand &command, QString *error);

} // namespace sw
