#pragma once
// CalibrationProbe: runs an installed real client headless on the workbench's probe skills and records a Calibration
// (docs/calibration.md). Two runs (three with the rules run of --verify), one after the other, each in a fresh isolated
// home (core/clients: no user skills, plugins or settings) against a ScriptedModelEndpoint (loopback, no key): the
// plain run (one probe per rule) and the overflow run (enough fillers to overflow the listing budget). Then
// extractCalibration on what the client sent. The homes are removed afterwards. Nothing blocks: the client runs through
// ClientRun's signals.
#include "calibration/calibration.h"
#include "calibration/calibrationextract.h"
#include "clients/clientinstall.h"

#include <QObject>
#include <QPointer>

namespace sw {

class ClientRun;
class ScriptedModelEndpoint;
struct ClientRunResult;

struct ProbeOptions
{
    ClientInstall install; // the client found (program and version)
    QString model; // "" = the client's default
    int contextWindow = 0; // passed to clients that accept one; 0 = the client's own
    QString homeRoot; // where the isolated homes go ("" = defaultClientHomeRoot())
    int timeoutMs = 120000; // per run
    bool overflowRun = true;
    bool rulesRun = false; // a third run on rulesProbeSkills() (probe --verify)
    bool keepHomes = false; // leave the homes for inspection
};

struct ProbeResult
{
    bool ok = false;
    QString error; // user-facing, when !ok (the client did not start, failed or timed out)
    Calibration calibration; // when ok
    CalibrationInput input; // what was recorded (for tests and saving)
};

class CalibrationProbe : public QObject
{
    Q_OBJECT
public:
    explicit CalibrationProbe(QObject *parent = nullptr);
    ~CalibrationProbe() override;

    void start(const ProbeOptions &options);
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void progress(const QString &message);
    void finished(const sw::ProbeResult &result);

private:
    void startRun();
    void runFinished(const ClientRunResult &result);
    void finish(bool ok, const QString &error);

    ProbeOptions m_options;
    CalibrationInput m_input;
    QList<CalibrationRunCapture> m_pending;
    QString m_home;
    QPointer<ScriptedModelEndpoint> m_endpoint;
    QPointer<ClientRun> m_run;
    bool m_running = false;
};

} // namespace sw

Q_DECLARE_METATYPE(sw::ProbeResult)
