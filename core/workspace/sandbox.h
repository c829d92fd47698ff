#pragma once
// The bubblewrap sandbox: whether `bwrap` works on this machine, and the argument list that runs a shell
// command with no network, a read-only system and skill source, a fresh /tmp, only the workspace writable,
// and process/memory limits applied by a small wrapper shell.
#include "workspace/runtypes.h"

#include <QString>
#include <QStringList>

namespace sw {

struct SandboxSpec
{
    QString workspaceRoot; // bound writable
    QStringList readOnlyPaths; // e.g. the skill source folder (visible read-only, also under /tmp)
    QString cwd;
    QStringList shell; // e.g. {"/bin/bash", "-c"}
    QString command;
    ProcessLimits limits;
};

// Path of bwrap if it exists and a trivial sandbox starts (probed once per process, blocking: call off the
// GUI thread the first time). Empty when unavailable.
QString sandboxProgram();
// Reason the sandbox is unavailable (empty when available).
QString sandboxUnavailableReason();
// Arguments for bwrap (without the program itself).
QStringList sandboxArguments(const SandboxSpec &spec);
// The limits wrapper used by both executors: `ulimit ...; exec <shell> "$1"`, as
// {"/bin/bash","-c",script,"sw-run",cmd}.
QStringList limitedShellArguments(const QStringList &shell, const QString &command, const ProcessLimits &limits);

} // namespace sw
