// Running the probe runs of a calibration.
#include "calibration/calibrationprobe.h"

#include "calibration/scriptedmodel.h"
#include "clients/clienthome.h"
#include "clients/clientrun.h"

#include <QDir>
#include <QTemporaryDir>
#include <QUuid>

namespace sw {

CalibrationProbe::CalibrationProbe(QObject *parent)
    : QObject(parent)
{ }

CalibrationProbe::~CalibrationProbe()
{
    if (m_run)
        m_run->disconnect(this);
    if (!m_options.keepHomes && !m_home.isEmpty())
        QDir(m_home).removeRecursively();
}

void CalibrationProbe::start(const ProbeOptions &options)
{
    if (m_running)
        return;
    m_options = options;
    m_running = true;
    m_input = CalibrationInput();
    m_input.client = options.install.client;
    m_input.version = options.install.version;
    m_input.program = options.install.program;
    m_input.modelOption = options.model;
    m_input.contextWindowOption = options.contextWindow;
    m_pending.clear();
    if (!options.install.isFound()) {
        finish(false,
            options.install.error.isEmpty()
                ? QStringLiteral("%1 was not found").arg(agentClientName(options.install.client))
                : options.install.error);
        return;
    }
    const QString root = options.homeRoot.isEmpty() ? defaultClientHomeRoot() : options.homeRoot;
    m_home = QDir(root).filePath(QStringLiteral("calibration-") + agentClientId(options.install.client)
        + QLatin1Char('-') + QUuid::createUuid().toString(QUuid::Id128).left(12));
    if (!QDir().mkpath(m_home)) {
        finish(false, QStringLiteral("cannot create the folder %1").arg(m_home));
        return;
    }
    CalibrationRunCapture plain;
    plain.id = QStringLiteral("plain");
    plain.skills = plainProbeSkills();
    m_pending << plain;
    if (options.overflowRun) {
        CalibrationRunCapture overflow;
        overflow.id = QStringLiteral("overflow");
        const int window = options.contextWindow > 0 && clientAcceptsContextWindow(options.install.client)
            ? options.contextWindow
            : 0;
        overflow.skills = overflowProbeSkills(overflowFillerCount(options.install.client, window));
        m_pending << overflow;
    }
    if (options.rulesRun) {
        CalibrationRunCapture rules;
        rules.id = QStringLiteral("rules");
        rules.skills = rulesProbeSkills(options.install.client);
        m_pending << rules;
    }
    startRun();
}

void CalibrationProbe::cancel()
{
    if (m_run)
        m_run->cancel();
}

void CalibrationProbe::startRun()
{
    CalibrationRunCapture &run = m_pending.first();
    Q_EMIT progress(QStringLiteral("%1: %2 run, %3 probe skills")
                        .arg(agentClientName(m_options.install.client), run.id)
                        .arg(run.skills.size()));
    const QString source = QDir(m_home).filePath(run.id + QStringLiteral("-skills"));
    QString error;
    if (!writeProbeSkills(source, run.skills, &error)) {
        finish(false, error);
        return;
    }
    if (m_endpoint)
        m_endpoint->deleteLater();
    m_endpoint = new ScriptedModelEndpoint(this);
    if (!m_endpoint->listen(&error)) {
        finish(false, error);
        return;
    }
    ClientRunSpec spec;
    spec.client = m_options.install.client;
    spec.program = m_options.install.program;
    spec.home = QDir(m_home).filePath(run.id + QStringLiteral("-home"));
    spec.endpointRoot = m_endpoint->root();
    spec.model = m_options.model;
    spec.contextWindow = clientAcceptsContextWindow(spec.client) ? m_options.contextWindow : 0;
    spec.sessionId = QStringLiteral("00000000-0000-4000-8000-000000000001");
    for (const ProbeSkill &p : std::as_const(run.skills))
        spec.skills << ClientSkill { QDir(source).filePath(p.folder), p.folder, std::nullopt };
    spec.prompt = QStringLiteral("Say hello.");
    if (!prepareClientHome(spec, &error)) {
        finish(false, error);
        return;
    }
    run.skillsFolder = QDir(spec.home).filePath(agentClientSkillsFolder(spec.client));
    if (m_run) {
        m_run->disconnect(this);
        m_run->deleteLater(); // it may be emitting finished() right now
    }
    m_run = new ClientRun(this);
    connect(m_run, &ClientRun::finished, this, &CalibrationProbe::runFinished);
    m_run->start(clientCommand(spec), m_options.timeoutMs);
}

void CalibrationProbe::runFinished(const ClientRunResult &result)
{
    CalibrationRunCapture run = m_pending.takeFirst();
    run.wallMs = result.wallMs;
    run.exitCode = result.exitCode;
    run.exchanges = m_endpoint ? m_endpoint->exchanges() : QList<CaptureExchange>();
    const int calls = m_endpoint ? m_endpoint->modelCalls() : 0;
    if (m_endpoint)
        m_endpoint->close();
    if (!result.succeeded() && calls == 0) {
        const QString why = result.end == ClientRunResult::End::Exited
            ? QStringLiteral("%1 exited with status %2: %3")
                  .arg(agentClientName(m_options.install.client))
                  .arg(result.exitCode)
                  .arg(QString::fromUtf8(result.standardError.right(600)).trimmed())
            : QStringLiteral("%1: %2").arg(agentClientName(m_options.install.client), result.error);
        finish(false, why);
        return;
    }
    m_input.runs << run;
    if (!m_pending.isEmpty()) {
        startRun();
        return;
    }
    finish(true, {});
}

void CalibrationProbe::finish(bool ok, const QString &error)
{
    ProbeResult r;
    r.ok = ok;
    r.error = error;
    r.input = m_input;
    if (ok) {
        Q_EMIT progress(QStringLiteral("decoding what the client sent"));
        r.calibration = extractCalibration(m_input);
    }
    if (!m_options.keepHomes && !m_home.isEmpty())
        QDir(m_home).removeRecursively();
    m_home.clear();
    m_running = false;
    Q_EMIT finished(r);
}

} // namespace sw
