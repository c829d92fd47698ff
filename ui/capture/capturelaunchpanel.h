#pragma once
// CaptureLaunchPanel: runs a detected client (found on the PATH or a chosen program, core/clients ClientDetector)
// headless with a prompt through the running capture endpoint, either in an isolated home holding only the open
// roots' skills (core/clients prepareClientHome, prepared off the GUI thread) or in the user's own home. The run is a
// ClientRun: its own process group, a timeout, Cancel; its output is shown when it ends. Or its interactive session in
// a terminal window (core/clients terminal.h), which then runs on its own.
#include "clients/agentclient.h"
#include "clients/clientinstall.h"
#include "repository/skillindex.h"

#include <QMap>
#include <QUrl>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;

namespace sw {
class ClientRun;
struct ClientCommand;
struct ClientRunResult;
} // namespace sw

namespace sw::ui {

class Settings;

class CaptureLaunchPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CaptureLaunchPanel(QWidget *parent = nullptr);
    ~CaptureLaunchPanel() override;

    void setEndpoint(const QUrl &url); // empty: the endpoint is stopped (Launch disabled)
    void setSkillIndex(const sw::SkillIndexPtr &index); // the skills an isolated home gets
    // The programs chosen in Preferences ▸ Clients (and here, with Choose Program…) are kept in the settings.
    void setSettings(Settings *settings);
    // The key an isolated home's client sends (the upstream's, from the keychain); it travels in the environment
    // only (opencode's configuration names the variable).
    void setKeySource(std::function<QString()> key) { m_key = std::move(key); }
    // The upstream answers without a key (the scripted model): a client run from the user's own home gets a
    // placeholder key when its environment has none (captureconnect.h addPlaceholderKey), since without one it would
    // not start. With a real upstream the user's own credentials stay as they are.
    void setKeylessUpstream(bool keyless) { m_keyless = keyless; }
    // Looks for the clients (PATH, .deps/clients) again; done once on the first show.
    void detectClients();

    QComboBox *clientBox() const { return m_client; }
    QLineEdit *promptField() const { return m_prompt; }
    QPushButton *launchButton() const { return m_launch; }
    QPushButton *terminalButton() const { return m_terminal; }
    QRadioButton *isolatedButton() const { return m_isolated; }
    bool isRunning() const;
    void launch();
    // The client's interactive session in a terminal window (the same home and endpoint; the prompt, if any, as its
    // first message); the terminal runs on its own.
    void openInTerminal();
    void cancel();

Q_SIGNALS:
    void statusMessage(const QString &text);
    void runFinished(bool succeeded);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onDetected(const sw::ClientInstall &install);
    void chooseProgram();
    void start(bool interactive);
    void startCommand(const sw::ClientCommand &command);
    void startInTerminal(const sw::ClientCommand &command);
    void onFinished(const sw::ClientRunResult &result);
    void updateEnabled();
    std::optional<sw::AgentClient> currentClient() const;

    QComboBox *m_client;
    QPushButton *m_choose;
    QLineEdit *m_model;
    QLineEdit *m_prompt;
    QRadioButton *m_isolated;
    QRadioButton *m_own;
    QPushButton *m_launch;
    QPushButton *m_terminal;
    QPushButton *m_cancel;
    QLabel *m_state;
    QPlainTextEdit *m_output;
    sw::ClientDetector *m_detector;
    sw::ClientRun *m_run = nullptr;
    QMap<sw::AgentClient, sw::ClientInstall> m_installs;
    QMap<sw::AgentClient, QString> m_chosen;
    Settings *m_settings = nullptr;
    QUrl m_endpoint;
    sw::SkillIndexPtr m_index;
    std::function<QString()> m_key;
    bool m_keyless = false; // setKeylessUpstream
    bool m_detectedOnce = false;
    bool m_preparing = false;
};

} // namespace sw::ui
