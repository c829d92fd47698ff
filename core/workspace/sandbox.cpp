// The bubblewrap sandbox: availability probe and argument list; the ulimit wrapper shared by both executors.
#include "workspace/sandbox.h"

#include <QMutex>
#include <QMutexLocker>
#include <QProcess>
#include <QStandardPaths>

namespace sw {

namespace {
struct Probe
{
    bool done = false;
    QString program;
    QString reason;
};

Probe &probe()
{
    static Probe p;
    static QMutex mutex;
    QMutexLocker lock(&mutex);
    if (p.done)
        return p;
    p.done = true;
    const QString bwrap = QStandardPaths::findExecutable(QStringLiteral("bwrap"));
    if (bwrap.isEmpty()) {
        p.reason = QStringLiteral("bubblewrap (bwrap) is not installed");
        return p;
    }
    QProcess process;
    process.start(bwrap,
        { QStringLiteral("--unshare-net"), QStringLiteral("--unshare-pid"), QStringLiteral("--ro-bind"),
            QStringLiteral("/"), QStringLiteral("/"), QStringLiteral("--dev"), QStringLiteral("/dev"),
            QStringLiteral("--proc"), QStringLiteral("/proc"), QStringLiteral("--tmpfs"), QStringLiteral("/tmp"),
            QStringLiteral("/bin/true") });
    if (!process.waitForFinished(5000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        process.kill();
        process.waitForFinished(1000);
        const QString detail = QString::fromUtf8(process.readAllStandardError()).trimmed();
        p.reason = QStringLiteral("bubblewrap cannot create a sandbox here%1")
                       .arg(detail.isEmpty() ? QString() : QStringLiteral(": ") + detail);
        return p;
    }
    p.program = bwrap;
    return p;
}
} // namespace

QString sandboxProgram()
{
    return probe().program;
}

QString sandboxUnavailableReason()
{
    return probe().reason;
}

QStringList limitedShellArguments(const QStringList &shell, const QString &command, const ProcessLimits &limits)
{
    QString script;
    if (limits.maxProcesses > 0)
        script += QStringLiteral("ulimit -u %1 2>/dev/null; ").arg(limits.maxProcesses);
    if (limits.maxMemoryMiB > 0)
        script += QStringLiteral("ulimit -v %1 2>/dev/null; ").arg(limits.maxMemoryMiB * 1024);
    QString quoted;
    for (const QString &part : shell)
        quoted += QStringLiteral("'") + QString(part).replace(u'\'', QStringLiteral("'\\''")) + QStringLiteral("' ");
    script += QStringLiteral("exec ") + quoted + QStringLiteral("\"$1\"");
    return { QStringLiteral("/bin/bash"), QStringLiteral("-c"), script, QStringLiteral("sw-run"), command };
}

QStringList sandboxArguments(const SandboxSpec &spec)
{
    QStringList args
        = { QStringLiteral("--die-with-parent"), QStringLiteral("--unshare-net"), QStringLiteral("--unshare-pid"),
              QStringLiteral("--unshare-ipc"), QStringLiteral("--unshare-uts"), QStringLiteral("--ro-bind"),
              QStringLiteral("/"), QStringLiteral("/"), QStringLiteral("--dev"), QStringLiteral("/dev"),
              QStringLiteral("--proc"), QStringLiteral("/proc"), QStringLiteral("--tmpfs"), QStringLiteral("/tmp") };
    // Later mounts win: the read-only sources and the writable workspace are bound after the fresh /tmp so
    // that they stay visible when they live under /tmp themselves.
    for (const QString &path : spec.readOnlyPaths)
        args << QStringLiteral("--ro-bind") << path << path;
    args << QStringLiteral("--bind") << spec.workspaceRoot << spec.workspaceRoot;
    args << QStringLiteral("--chdir") << spec.cwd;
    args << QStringLiteral("--");
    args << limitedShellArguments(spec.shell, spec.command, spec.limits);
    return args;
}

} // namespace sw
