// RunJob: prepare (stage, run folder, env, executor) on a worker thread, spawn in a new session, stream,
// time out / stop by killing the process group, collect outputs on a worker thread, finish once.
#include "workspace/runjob.h"

#include "common/backgroundpool.h"

#include "workspace/outputcollector.h"
#include "workspace/sandbox.h"
#include "workspace/streamcapture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProcess>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <signal.h>
#include <unistd.h>

namespace sw {

namespace {
constexpr int kDefaultTimeoutSeconds = 300;

struct Prepared
{
    QString error;
    QString program;
    QStringList arguments;
    QProcessEnvironment environment;
    QString cwd;
    QString runDir;
    ExecutorKind executor = ExecutorKind::None;
    QStringList warnings;
};

bool isInside(const QString &path, const QString &root)
{
    const QString clean = QDir::cleanPath(path);
    return clean == root || clean.startsWith(root + u'/');
}

Prepared prepareRun(const Workspace &ws, const RunRequest &req)
{
    Prepared p;
    const bool skillRun = !req.skillName.isEmpty();
    if (req.command.trimmed().isEmpty()) {
        p.error = skillRun || req.skillFolder.isEmpty() ? QStringLiteral("skill and command are required")
                                                        : QStringLiteral("command is required");
        return p;
    }
    if (!ws.isValid()) {
        p.error = QStringLiteral("executor is not configured");
        return p;
    }
    if (!ws.exists()) {
        // Removed since the last run (by the user, a cleanup, another tool): start again from a fresh workspace
        // at the same place, and say so.
        QString error;
        if (!ws.recreate(&error)) {
            p.error = QStringLiteral("the workspace %1 was removed and cannot be recreated: %2").arg(ws.root(), error);
            return p;
        }
        p.warnings.append(
            QStringLiteral("the workspace %1 was removed since the last run: recreated it and staged the skill again")
                .arg(ws.root()));
    }
    QString skillDir;
    if (skillRun) {
        const StageResult staged = ws.stageSkill(req.skillName, req.skillFolder, req.stager, req.readOnlySource);
        if (!staged.ok) {
            p.error = staged.error;
            return p;
        }
        skillDir = staged.path;
    }
    if (!req.inputFiles.isEmpty()) {
        QString error;
        ws.stageInputs(req.inputFiles, &error);
        if (!error.isEmpty()) {
            p.error = error;
            return p;
        }
    }
    p.runDir = ws.createRunDir(&p.error);
    if (p.runDir.isEmpty())
        return p;

    // Working directory: relative to the skill's working copy (skill_run) or the workspace root.
    const QString base = skillRun ? skillDir : ws.root();
    p.cwd = base;
    if (!req.cwd.isEmpty()) {
        const QString candidate = QDir::cleanPath(QDir::isAbsolutePath(req.cwd) ? req.cwd : base + u'/' + req.cwd);
        bool allowed = isInside(candidate, ws.root());
        if (allowed && !skillRun) {
            allowed = false;
            for (const QString &top : { ws.skillsDir(), ws.workDir(), ws.outputDir(), ws.runsDir() })
                allowed = allowed || isInside(candidate, top);
        }
        if (allowed && QFileInfo::exists(candidate)) {
            const QString canonical = QFileInfo(candidate).canonicalFilePath();
            allowed = isInside(canonical, ws.root());
        }
        if (!allowed) {
            p.error = QStringLiteral("cwd must stay within the workspace");
            return p;
        }
        QDir().mkpath(candidate);
        p.cwd = candidate;
    }

    p.environment = QProcessEnvironment::systemEnvironment();
    p.environment.insert(QStringLiteral("PWD"), p.cwd); // the logical path, also through the out/work links
    p.environment.insert(QStringLiteral("WORKSPACE_DIR"), ws.root());
    p.environment.insert(QStringLiteral("SKILLS_DIR"), ws.skillsDir());
    p.environment.insert(QStringLiteral("WORK_DIR"), ws.workDir());
    p.environment.insert(QStringLiteral("OUTPUT_DIR"), ws.outputDir());
    p.environment.insert(QStringLiteral("RUN_DIR"), p.runDir);
    if (skillRun)
        p.environment.insert(QStringLiteral("SKILL_NAME"), req.skillName);
    for (auto it = req.env.cbegin(); it != req.env.cend(); ++it)
        p.environment.insert(it.key(), it.value());
    if (skillRun) {
        const QString path = p.environment.value(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        p.environment.insert(QStringLiteral("PATH"), skillDir + QStringLiteral("/.venv/bin:") + path);
    }

    const QStringList shell = skillRun ? QStringList { QStringLiteral("/bin/bash"), QStringLiteral("-c") }
                                       : QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-lc") };
    QString bwrap;
    if (req.executor != ExecutorChoice::Local) {
        bwrap = sandboxProgram();
        if (bwrap.isEmpty() && req.executor == ExecutorChoice::Sandbox) {
            p.error = QStringLiteral("the sandbox executor is unavailable: %1").arg(sandboxUnavailableReason());
            return p;
        }
        if (bwrap.isEmpty())
            p.warnings.append(QStringLiteral("sandbox unavailable (%1): ran with the local executor")
                                  .arg(sandboxUnavailableReason()));
    }
    if (!bwrap.isEmpty()) {
        SandboxSpec spec;
        spec.workspaceRoot = ws.root();
        if (skillRun) {
            const QString source = QFileInfo(req.skillFolder).canonicalFilePath();
            if (!source.isEmpty())
                spec.readOnlyPaths.append(source);
        }
        spec.cwd = p.cwd;
        spec.shell = shell;
        spec.command = req.command;
        spec.limits = req.processLimits;
        p.program = bwrap;
        p.arguments = sandboxArguments(spec);
        p.executor = ExecutorKind::Sandbox;
    } else {
        p.program = shell.first();
        p.arguments = { shell.last(), req.command };
        p.executor = ExecutorKind::Local;
    }
    return p;
}
} // namespace

struct RunJob::Private
{
    RunJob *q;
    Workspace workspace;
    RunRequest request;
    QProcess *process = nullptr;
    QTimer timeoutTimer;
    QTimer killTimer;
    QElapsedTimer clock;
    StreamCapture out;
    StreamCapture err;
    RunResult result;
    qint64 pid = 0;
    int killGraceMs = 1000;
    bool running = false;
    bool finishedFlag = false;
    bool stopRequested = false;

    Private(RunJob *job, const Workspace &ws, const RunRequest &req)
        : q(job)
        , workspace(ws)
        , request(req)
        , out(req.outputLimits.maxStreamBytes)
        , err(req.outputLimits.maxStreamBytes)
    {
        result.workspace = ws.root();
    }

    void signalGroup(int sig) const
    {
        if (pid > 0)
            ::kill(static_cast<pid_t>(-pid), sig);
    }

    void terminate()
    {
        signalGroup(SIGTERM);
        killTimer.start(killGraceMs);
    }

    void emitFinished()
    {
        running = false;
        finishedFlag = true;
        Q_EMIT q->finished(result);
    }

    void failEarly(const QString &error)
    {
        result.error = error;
        result.exitCode = -1;
        emitFinished();
    }

    void onPrepared(const Prepared &p)
    {
        result.executor = p.executor;
        result.runDir = p.runDir;
        result.warnings = p.warnings;
        if (!p.error.isEmpty()) {
            failEarly(p.error);
            return;
        }
        if (stopRequested) {
            result.stopped = true;
            failEarly(QStringLiteral("stopped before the command started"));
            return;
        }
        process = new QProcess(q);
        process->setProgram(p.program);
        process->setArguments(p.arguments);
        process->setProcessEnvironment(p.environment);
        process->setWorkingDirectory(p.cwd);
        process->setChildProcessModifier([] { ::setsid(); }); // own session and process group
        QObject::connect(process, &QProcess::readyReadStandardOutput, q, [this] { readStdout(); });
        QObject::connect(process, &QProcess::readyReadStandardError, q, [this] { readStderr(); });
        QObject::connect(process, &QProcess::finished, q,
            [this](int exitCode, QProcess::ExitStatus status) { onProcessFinished(exitCode, status); });
        QObject::connect(process, &QProcess::errorOccurred, q, [this](QProcess::ProcessError error) {
            if (error == QProcess::FailedToStart && !finishedFlag) {
                timeoutTimer.stop();
                failEarly(QStringLiteral("cannot start %1: %2").arg(process->program(), process->errorString()));
            }
        });
        const int timeout = request.timeoutSeconds > 0 ? request.timeoutSeconds : kDefaultTimeoutSeconds;
        timeoutTimer.setSingleShot(true);
        timeoutTimer.setTimerType(Qt::PreciseTimer);
        timeoutTimer.start(timeout * 1000);
        clock.start();
        QObject::connect(process, &QProcess::started, q, [this] {
            pid = process->processId();
            if (stopRequested)
                terminate();
            process->write(request.stdinData);
            process->closeWriteChannel();
            Q_EMIT q->started(result.executor);
        });
        process->start();
    }

    void readStdout()
    {
        const QByteArray chunk = process->readAllStandardOutput();
        if (chunk.isEmpty())
            return;
        out.append(chunk);
        Q_EMIT q->stdoutChunk(chunk);
    }

    void readStderr()
    {
        const QByteArray chunk = process->readAllStandardError();
        if (chunk.isEmpty())
            return;
        err.append(chunk);
        Q_EMIT q->stderrChunk(chunk);
    }

    void onProcessFinished(int exitCode, QProcess::ExitStatus status)
    {
        if (finishedFlag)
            return;
        result.durationMs = clock.elapsed();
        timeoutTimer.stop();
        killTimer.stop();
        readStdout();
        readStderr();
        signalGroup(SIGKILL); // no process of the run survives it
        result.exitCode = status == QProcess::NormalExit ? exitCode : -1;
        result.stdoutBytes = out.bytes();
        result.stderrBytes = err.bytes();
        result.stdoutText = QString::fromUtf8(result.stdoutBytes);
        result.stderrText = QString::fromUtf8(result.stderrBytes);
        result.stdoutTotalBytes = out.totalBytes();
        result.stderrTotalBytes = err.totalBytes();
        if (out.truncated())
            result.warnings.append(QStringLiteral("stdout truncated"));
        if (err.truncated())
            result.warnings.append(QStringLiteral("stderr truncated"));
        if (result.timedOut)
            result.warnings.append(
                QStringLiteral("timed out after %1 s")
                    .arg(request.timeoutSeconds > 0 ? request.timeoutSeconds : kDefaultTimeoutSeconds));

        if (!workspace.exists()) {
            // The workspace went away while the command ran: its outputs are gone, and it is not recreated here
            // (the next run does that, with a warning).
            result.error = QStringLiteral("the workspace %1 was removed during the run").arg(workspace.root());
            emitFinished();
            return;
        }

        auto *watcher = new QFutureWatcher<OutputCollection>(q);
        QObject::connect(watcher, &QFutureWatcher<OutputCollection>::finished, q, [this, watcher] {
            const OutputCollection collection = watcher->result();
            watcher->deleteLater();
            result.outputFiles = collection.files;
            result.limitsHit = collection.limitsHit;
            result.warnings.append(collection.warnings);
            emitFinished();
        });
        const Workspace ws = workspace;
        const QStringList globs = request.outputGlobs;
        const OutputLimits limits = request.outputLimits;
        watcher->setFuture(QtConcurrent::run(backgroundPool(), [ws, globs, limits] {
            OutputCollection c = collectOutputFiles(ws.root(), globs, limits);
            QStringList names;
            for (const OutputFile &f : std::as_const(c.files))
                names.append(f.name);
            ws.recordOutputs(names);
            return c;
        }));
    }
};

RunJob::RunJob(const Workspace &workspace, const RunRequest &request, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, workspace, request))
{
    d->timeoutTimer.setSingleShot(true);
    d->killTimer.setSingleShot(true);
    connect(&d->timeoutTimer, &QTimer::timeout, this, [this] {
        d->result.timedOut = true;
        d->terminate();
    });
    connect(&d->killTimer, &QTimer::timeout, this, [this] { d->signalGroup(SIGKILL); });
}

RunJob::~RunJob()
{
    if (d->process && d->process->state() != QProcess::NotRunning) {
        d->process->disconnect(this);
        d->signalGroup(SIGKILL); // QProcess's destructor reaps it
    }
}

const RunRequest &RunJob::request() const
{
    return d->request;
}
const Workspace &RunJob::workspace() const
{
    return d->workspace;
}
bool RunJob::isRunning() const
{
    return d->running;
}
bool RunJob::isFinished() const
{
    return d->finishedFlag;
}
ExecutorKind RunJob::executor() const
{
    return d->result.executor;
}
RunResult RunJob::result() const
{
    return d->result;
}
void RunJob::setKillGraceMs(int ms)
{
    d->killGraceMs = ms;
}

void RunJob::start()
{
    if (d->running || d->finishedFlag)
        return;
    d->running = true;
    auto *watcher = new QFutureWatcher<Prepared>(this);
    connect(watcher, &QFutureWatcher<Prepared>::finished, this, [this, watcher] {
        const Prepared prepared = watcher->result();
        watcher->deleteLater();
        d->onPrepared(prepared);
    });
    const Workspace ws = d->workspace;
    const RunRequest req = d->request;
    watcher->setFuture(QtConcurrent::run(backgroundPool(), [ws, req] { return prepareRun(ws, req); }));
}

void RunJob::stop()
{
    if (d->finishedFlag || d->result.stopped)
        return;
    d->result.stopped = true;
    d->stopRequested = true;
    if (d->process && d->process->state() != QProcess::NotRunning)
        d->terminate();
}

} // namespace sw
