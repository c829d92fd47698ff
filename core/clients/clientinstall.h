#pragma once
// Finding an installed agent client: the program (a path the user chose, else PATH, else the clients the test setup
// installs into the source tree's .deps/clients) and its version from `--version` (kept while the npm package is
// unchanged, clientversioncache.h), read asynchronously for the window and with a bounded wait for the command line and
// tests.
#include "clients/agentclient.h"

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

class QProcess;

namespace sw {

struct ClientInstall
{
    AgentClient client = AgentClient::ClaudeCode;
    QString program; // absolute path; empty when not found
    QString version; // "2.1.328"; empty when unknown
    QString error; // user-facing, when the program was not found or did not say its version
    bool isFound() const { return !program.isEmpty(); }
};

// Where to look, most specific first: `explicitProgram` (when given, the only candidate), the PATH, then
// $SW_CLIENTS_DIR/<id>/node_modules/.bin/<program> and the source tree's .deps/clients (the test setup's installs).
QStringList clientProgramCandidates(AgentClient client, const QString &explicitProgram = {});
// The first candidate that is an executable file, or "".
QString findClientProgram(AgentClient client, const QString &explicitProgram = {});
// The version in a client's `--version` output ("2.1.328 (Claude Code)", "codex-cli 0.169.0", "1.18.33"), or "".
QString parseClientVersion(const QByteArray &output);

// Runs `PROGRAM --version` (with a throwaway HOME, so nothing is written to the user's) for each client asked for
// and reports each result once. Never blocks the calling thread.
class ClientDetector : public QObject
{
    Q_OBJECT
public:
    explicit ClientDetector(QObject *parent = nullptr);
    ~ClientDetector() override;
    // `explicitPrograms`: a chosen binary per client (overrides the search).
    void detect(const QList<AgentClient> &clients, const QMap<AgentClient, QString> &explicitPrograms = {});
    bool isRunning() const { return m_pending > 0; }

Q_SIGNALS:
    void detected(const sw::ClientInstall &install);
    void finished();

private:
    void versionRead(QProcess *process, ClientInstall install);
    int m_pending = 0;
    QString m_scratchHome;
};

// The same for one client, waiting at most `timeoutMs` (command line and tests only, never the GUI thread).
ClientInstall detectClient(AgentClient client, const QString &explicitProgram = {}, int timeoutMs = 30000);

} // namespace sw
