// Finding agent clients and their versions.
#include "clientinstall.h"
#include "clientversioncache.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

namespace sw {

namespace {
QString installedUnder(const QString &root, AgentClient client)
{
    return root + QLatin1Char('/') + agentClientId(client) + QStringLiteral("/node_modules/.bin/")
        + agentClientProgram(client);
}

bool isExecutableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

QProcessEnvironment versionEnvironment(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("CODEX_HOME"), home + QStringLiteral("/.codex"));
    env.insert(QStringLiteral("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"), QStringLiteral("1"));
    env.insert(QStringLiteral("OPENCODE_DISABLE_AUTOUPDATE"), QStringLiteral("1"));
    env.insert(QStringLiteral("OPENCODE_DISABLE_MODELS_FETCH"), QStringLiteral("1"));
    return env;
}

ClientInstall notFound(AgentClient client, const QString &explicitProgram)
{
    ClientInstall install;
    install.client = client;
    install.error = explicitProgram.isEmpty()
        ? QStringLiteral("%1 (%2) was not found on PATH; install it with `npm install -g %3` or choose its program")
              .arg(agentClientName(client), agentClientProgram(client), agentClientPackage(client))
        : QStringLiteral("%1 is not an executable file").arg(explicitProgram);
    return install;
}

void finishVersion(ClientInstall &install, QProcess &process, bool timedOut)
{
    const QByteArray out = process.readAllStandardOutput() + '\n' + process.readAllStandardError();
    install.version = parseClientVersion(out);
    if (timedOut)
        install.error = QStringLiteral("%1 --version did not answer in time").arg(install.program);
    else if (install.version.isEmpty())
        install.error = QStringLiteral("%1 --version printed no version").arg(install.program);
    else
        storeClientVersion(install.program, install.version);
}
} // namespace

QStringList clientProgramCandidates(AgentClient client, const QString &explicitProgram)
{
    if (!explicitProgram.isEmpty())
        return { QFileInfo(explicitProgram).absoluteFilePath() };
    QStringList out;
    const QString onPath = QStandardPaths::findExecutable(agentClientProgram(client));
    if (!onPath.isEmpty())
        out << onPath;
    const QString env = qEnvironmentVariable("SW_CLIENTS_DIR");
    if (!env.isEmpty())
        out << installedUnder(env, client);
    out << installedUnder(QStringLiteral(SW_CLIENTS_TREE), client);
    return out;
}

QString findClientProgram(AgentClient client, const QString &explicitProgram)
{
    for (const QString &candidate : clientProgramCandidates(client, explicitProgram)) {
        if (isExecutableFile(candidate))
            return candidate;
    }
    return {};
}

QString parseClientVersion(const QByteArray &output)
{
    static const QRegularExpression version(QStringLiteral("\\b(\\d+\\.\\d+\\.\\d+(?:[-+][0-9A-Za-z.-]+)?)\\b"));
    const QRegularExpressionMatch m = version.match(QString::fromUtf8(output));
    return m.hasMatch() ? m.captured(1) : QString();
}

ClientDetector::ClientDetector(QObject *parent)
    : QObject(parent)
{ }

ClientDetector::~ClientDetector()
{
    // A version still being read (opencode takes seconds) is ended, not left to QProcess's destructor and its warning.
    for (QProcess *process : findChildren<QProcess *>()) {
        process->disconnect(this);
        if (process->state() != QProcess::NotRunning) {
            process->kill();
            process->waitForFinished(1000);
        }
    }
    if (!m_scratchHome.isEmpty())
        QDir(m_scratchHome).removeRecursively();
}

void ClientDetector::detect(const QList<AgentClient> &clients, const QMap<AgentClient, QString> &explicitPrograms)
{
    if (m_scratchHome.isEmpty()) {
        QTemporaryDir scratch(QDir::tempPath() + QStringLiteral("/skill-workbench-clients-XXXXXX"));
        scratch.setAutoRemove(false);
        m_scratchHome = scratch.path();
    }
    QList<ClientInstall> immediate;
    for (AgentClient client : clients) {
        const QString explicitProgram = explicitPrograms.value(client);
        ClientInstall install = notFound(client, explicitProgram);
        install.program = findClientProgram(client, explicitProgram);
        if (!install.isFound()) {
            immediate << install;
            continue;
        }
        install.error.clear();
        install.version = cachedClientVersion(install.program);
        if (!install.version.isEmpty()) {
            immediate << install;
            continue;
        }
        ++m_pending;
        auto *process = new QProcess(this);
        process->setProcessEnvironment(versionEnvironment(m_scratchHome));
        process->setWorkingDirectory(m_scratchHome);
        auto *timer = new QTimer(process);
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, process, [process] {
            process->setProperty("sw_timed_out", true);
            process->kill();
        });
        connect(process, &QProcess::finished, this, [this, process, install] { versionRead(process, install); });
        connect(process, &QProcess::errorOccurred, this, [this, process, install](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                versionRead(process, install);
        });
        process->start(install.program, { QStringLiteral("--version") });
        process->closeWriteChannel();
        timer->start(30000);
    }
    // Reported after the caller connected and returned, like the asynchronous ones.
    QTimer::singleShot(0, this, [this, immediate] {
        for (const ClientInstall &install : immediate)
            Q_EMIT detected(install);
        if (m_pending == 0)
            Q_EMIT finished();
    });
}

void ClientDetector::versionRead(QProcess *process, ClientInstall install)
{
    if (process->property("sw_done").toBool())
        return;
    process->setProperty("sw_done", true);
    const bool timedOut = process->property("sw_timed_out").toBool();
    if (process->error() == QProcess::FailedToStart)
        install.error = QStringLiteral("%1 could not be started: %2").arg(install.program, process->errorString());
    else
        finishVersion(install, *process, timedOut);
    process->deleteLater();
    --m_pending;
    Q_EMIT detected(install);
    if (m_pending == 0)
        Q_EMIT finished();
}

ClientInstall detectClient(AgentClient client, const QString &explicitProgram, int timeoutMs)
{
    ClientInstall install = notFound(client, explicitProgram);
    install.program = findClientProgram(client, explicitProgram);
    if (!install.isFound())
        return install;
    install.error.clear();
    install.version = cachedClientVersion(install.program);
    if (!install.version.isEmpty())
        return install;
    QTemporaryDir scratch;
    QProcess process;
    process.setProcessEnvironment(versionEnvironment(scratch.path()));
    process.setWorkingDirectory(scratch.path());
    process.start(install.program, { QStringLiteral("--version") });
    process.closeWriteChannel();
    if (!process.waitForStarted(timeoutMs)) {
        install.error = QStringLiteral("%1 could not be started: %2").arg(install.program, process.errorString());
        return install;
    }
    const bool done = process.waitForFinished(timeoutMs);
    if (!done) {
        process.kill();
        process.waitForFinished(5000);
    }
    finishVersion(install, process, !done);
    return install;
}

} // namespace sw
