// Running a client headless in its own process group.
#include "clientrun.h"

#include <QProcess>
#include <QTimer>

#include <csignal>
#include <unistd.h>

namespace sw {

QString ClientRunResult::endName(End end)
{
    switch (end) {
    case End::Exited:
        return QStringLiteral("exited");
    case End::Crashed:
        return QStringLiteral("crashed");
    case End::TimedOut:
        return QStringLiteral("timed_out");
    case End::Cancelled:
        return QStringLiteral("cancelled");
    case End::FailedToStart:
        return QStringLiteral("failed_to_start");
    }
    return {};
}

ClientRun::ClientRun(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        killGroup();
    });
}

ClientRun::~ClientRun()
{
    if (m_process && !m_done) {
        m_process->disconnect(this);
        killGroup();
        m_process->waitForFinished(2000); // the processes are killed: this only reaps them
    }
}

bool ClientRun::isRunning() const
{
    return !m_done;
}

qint64 ClientRun::processId() const
{
    return m_pid;
}

void ClientRun::start(const ClientCommand &command, int timeoutMs)
{
    if (m_process) {
        m_process->disconnect(this);
        killGroup();
        m_process->deleteLater();
    }
    m_result = ClientRunResult();
    m_done = false;
    m_timedOut = false;
    m_cancelled = false;
    m_pid = 0;
    auto *process = new QProcess(this);
    m_process = process;
    process->setProgram(command.program);
    process->setArguments(command.arguments);
    process->setProcessEnvironment(command.environment);
    process->setWorkingDirectory(command.workingDirectory);
    // Its own session and process group, so a timeout ends the client and every helper process it started.
    process->setChildProcessModifier([] { ::setsid(); });
    connect(process, &QProcess::readyReadStandardOutput, this, [this] { read(false); });
    connect(process, &QProcess::readyReadStandardError, this, [this] { read(true); });
    connect(process, &QProcess::started, this, [this, process, command] {
        m_pid = process->processId();
        if (!command.standardInput.isEmpty())
            process->write(command.standardInput);
        process->closeWriteChannel();
    });
    connect(process, &QProcess::finished, this, [this, process](int code, QProcess::ExitStatus status) {
        read(false);
        read(true);
        killGroup(); // helpers the client left behind
        m_pid = 0;
        if (m_cancelled)
            finish(ClientRunResult::End::Cancelled, QStringLiteral("cancelled"));
        else if (m_timedOut)
            finish(ClientRunResult::End::TimedOut,
                QStringLiteral("the client did not finish within %1 s and was stopped")
                    .arg(m_timer->interval() / 1000));
        else if (status == QProcess::CrashExit)
            finish(ClientRunResult::End::Crashed, QStringLiteral("the client crashed: %1").arg(process->errorString()));
        else {
            m_result.exitCode = code;
            finish(ClientRunResult::End::Exited);
        }
    });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            finish(ClientRunResult::End::FailedToStart,
                QStringLiteral("%1 could not be started: %2").arg(process->program(), process->errorString()));
    });
    m_clock.start();
    m_timer->start(timeoutMs);
    process->start();
}

void ClientRun::cancel()
{
    if (m_done)
        return;
    m_cancelled = true;
    killGroup();
}

void ClientRun::killGroup()
{
    if (m_pid > 0)
        ::kill(-pid_t(m_pid), SIGKILL);
    else if (m_process)
        m_process->kill();
}

void ClientRun::read(bool error)
{
    if (!m_process)
        return;
    const QByteArray bytes = error ? m_process->readAllStandardError() : m_process->readAllStandardOutput();
    QByteArray &into = error ? m_result.standardError : m_result.standardOutput;
    const qsizetype room = kOutputCap - into.size();
    if (bytes.size() > room)
        m_result.outputTruncated = true;
    if (room > 0)
        into += bytes.left(room);
}

void ClientRun::finish(ClientRunResult::End end, const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    m_timer->stop();
    m_result.end = end;
    m_result.error = error;
    m_result.wallMs = m_clock.elapsed();
    Q_EMIT finished(m_result);
}

} // namespace sw
