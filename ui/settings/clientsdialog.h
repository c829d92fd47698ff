#pragma once
// ClientsDialog (Preferences ▸ Clients…): the real agent clients on this machine (Claude Code, Codex, opencode, Gemini
// CLI) with their versions and programs, found in the background (a chosen program, else PATH, else the test setup's
// install). For the selected client: Choose Program… / Use PATH (kept in Settings, used by the Trigger Lab and the
// Capture page), Calibrate (`probe`: runs the client headless on the workbench's probe skills against a scripted
// loopback model and stores the calibration in the data folder) and Verify (the prediction against that calibration:
// verdicts and lines agreeing, each difference explained). Nothing blocks the window: detection runs through signals,
// the probe on a thread of its own and the verification on the thread pool; closing the dialog ends a probe that is
// running.
#include "calibration/calibrationprobe.h"
#include "calibration/calibrationverify.h"
#include "clients/clientinstall.h"

#include <QDialog>
#include <QHash>
#include <QPointer>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QThread;

namespace sw::ui {

class Settings;

class ClientsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ClientsDialog(Settings *settings, QWidget *parent = nullptr);
    ~ClientsDialog() override;

    QTableWidget *table() const { return m_table; }
    QPlainTextEdit *report() const { return m_report; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *calibrateButton() const { return m_calibrate; }
    QPushButton *verifyButton() const { return m_verify; }
    bool selectClient(sw::AgentClient client);
    sw::ClientInstall install(sw::AgentClient client) const { return m_installs.value(int(client)); }
    bool isBusy() const { return m_probe != nullptr; } // a calibration runs (on its own thread)
    // The calibration file Calibrate writes and Verify reads for the client's detected version.
    QString calibrationPath(sw::AgentClient client) const;

    void calibrate();
    void verify();

Q_SIGNALS:
    void detected(); // every client's detection reported
    void calibrated(bool ok);
    void verified();

private:
    void detect(const QList<sw::AgentClient> &clients);
    void showInstall(const sw::ClientInstall &install);
    void updateButtons();
    void chooseProgram();
    void useDefault();
    void probeFinished(const sw::ProbeResult &result, bool thenVerify);
    void showVerification(sw::AgentClient client);
    void showAgreement(sw::AgentClient client, const sw::Calibration &calibration,
        const sw::CalibrationAgreement &agreement, const QString &report);
    std::optional<sw::AgentClient> selected() const;

    Settings *m_settings;
    QTableWidget *m_table;
    QPushButton *m_choose;
    QPushButton *m_useDefault;
    QPushButton *m_calibrate;
    QPushButton *m_verify;
    QLabel *m_status;
    QPlainTextEdit *m_report;
    QHash<int, sw::ClientInstall> m_installs;
    QPointer<sw::CalibrationProbe> m_probe; // lives on m_probeThread while a calibration runs
    QThread *m_probeThread = nullptr;
    bool m_verifying = false;
    int m_pending = 0;
};

} // namespace sw::ui
