#pragma once
// CapturePage: the window's Capture page (issue 24, docs/capture.md). The user starts and stops the recording
// endpoint (an upstream from the provider presets, its key from the keychain; a listening address that defaults to
// loopback), sees its URL and the exact lines that point each client at it, launches a detected client through it,
// watches the exchanges fill the Requests table live, and reads per skill what the client listed against what the
// workbench predicts, the client's own skills and the loads. A capture is a session: saved (mode 0600), reopened and
// exported (Markdown, HTML, HAR) like one. The endpoint serves on its own thread and the analysis decodes on a
// worker; the page only shows what they report, coalescing the skills panel's refreshes.
#include "repository/skillindex.h"
#include "session/sessionexport.h"

#include <QPointer>
#include <QUrl>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableView;
class QTimer;

namespace sw {
class CaptureAnalysis;
class CaptureEndpoint;
struct CaptureExchange;
} // namespace sw

namespace sw::ui {

class CaptureConnectPanel;
class CaptureLaunchPanel;
class CaptureRequestDetails;
class CaptureRequestsModel;
class CaptureSkillsPanel;
class ProviderKeys;
class Settings;

class CapturePage : public QWidget
{
    Q_OBJECT
public:
    enum Tab { ConnectTab, RequestsTab, SkillsTab };

    explicit CapturePage(QWidget *parent = nullptr);
    ~CapturePage() override;

    void setSettings(Settings *settings);
    void setProviderKeys(ProviderKeys *keys);
    // The open roots' skills: what the listing is matched against and what an isolated client home gets.
    void setSkillIndex(const sw::SkillIndexPtr &index);

    // Starts the endpoint with the chosen upstream and listening address; false + a message on the page when the
    // options are wrong or the port is taken.
    bool startEndpoint();
    void stopEndpoint();
    bool isRunning() const;
    QUrl endpointUrl() const;
    QString upstreamText() const;
    // One line for the status bar: the endpoint's state and where it forwards ("Capture: stopped · upstream
    // Anthropic", "Capture: http://127.0.0.1:41234 → Scripted model"); its tool tip in `toolTip`.
    QString upstreamSummary(QString *toolTip = nullptr) const;
    void setUpstreamText(const QString &url);
    // The Upstream choice "Scripted model": no provider; the workbench's script (core/clienteval keywordScript over
    // the open skills) answers every request inside the endpoint.
    bool isScripted() const;
    void setScripted();

    // Save: the capture as a session file (JSON Lines, mode 0600, the clients' keys redacted). Export: Markdown,
    // HTML or HAR by the file's suffix. Open: a saved capture, decoded again against the open roots.
    bool saveCapture(const QString &path, QString *error);
    bool exportCapture(const QString &path, QString *error);
    bool openCapture(const QString &path, QString *error);
    void clearCapture();
    // Before the capture is replaced or the window closes: when it holds exchanges that are not saved, asks to save
    // them (Save / Discard / Cancel); a running endpoint is stopped first (its running exchanges get the usual grace).
    // False when the user cancelled or the save failed: keep the capture.
    bool maybeSaveCapture();
    int unsavedExchanges() const { return m_unsaved; }

    QComboBox *presetBox() const { return m_preset; }
    QLineEdit *upstreamField() const { return m_upstream; }
    QLineEdit *listenField() const { return m_listen; }
    QPushButton *startButton() const { return m_start; }
    QLabel *urlLabel() const { return m_url; }
    QLabel *stateLabel() const { return m_state; }
    QTabWidget *tabs() const { return m_tabs; }
    CaptureConnectPanel *connectPanel() const { return m_connect; }
    CaptureLaunchPanel *launchPanel() const { return m_launch; }
    CaptureRequestsModel *requestsModel() const { return m_requests; }
    QTableView *requestsView() const { return m_requestsView; }
    CaptureRequestDetails *details() const { return m_details; }
    CaptureSkillsPanel *skillsPanel() const { return m_skills; }
    sw::CaptureEndpoint *endpoint() const { return m_endpoint; }
    sw::CaptureAnalysis *analysis() const { return m_analysis; }

Q_SIGNALS:
    void statusMessage(const QString &text);
    // The endpoint started or stopped, or its upstream changed: upstreamSummary() reads differently.
    void upstreamSummaryChanged();
    // A save or export on the worker ended (its result said on the page or in the status bar).
    void written();

private:
    void newAnalysis();
    void onPreset();
    void onExchangeStarted(const sw::CaptureExchange &exchange);
    void onExchangeFinished(const sw::CaptureExchange &exchange);
    void onDecoded(int row);
    void onStopped();
    void selectFirstIfNone(); // the first exchange, when there is one and nothing is selected
    void onSelection();
    void updateState();
    // Saves (no format) or exports the capture on a worker; the result is said when it is written.
    void writeInBackground(const QString &path, std::optional<sw::SessionExportFormat> format);
    void waitForWrite(); // until a save or export on the worker has ended (an event loop runs meanwhile)
    void chooseSave();
    void chooseExport();
    void chooseOpen();
    QString apiKey() const;
    void setMessage(const QString &text, bool problem);

    Settings *m_settings = nullptr;
    QPointer<ProviderKeys> m_keys;
    sw::SkillIndexPtr m_index;
    sw::CaptureEndpoint *m_endpoint;
    sw::CaptureAnalysis *m_analysis = nullptr;
    QComboBox *m_preset;
    QLineEdit *m_upstream;
    QLineEdit *m_listen;
    QPushButton *m_start;
    QLabel *m_url;
    QPushButton *m_save;
    QPushButton *m_export;
    QPushButton *m_open;
    QPushButton *m_clear;
    QLabel *m_state;
    QLabel *m_message;
    QTabWidget *m_tabs;
    CaptureConnectPanel *m_connect;
    CaptureLaunchPanel *m_launch;
    CaptureRequestsModel *m_requests;
    QTableView *m_requestsView;
    CaptureRequestDetails *m_details;
    CaptureSkillsPanel *m_skills;
    QTimer *m_skillsTimer; // coalesces skill-panel refreshes while many exchanges arrive
    QString m_unreachable; // the last upstream failure, shown until the next start
    bool m_writing = false; // a save or export runs on a worker
    QString m_writeError; // how the last one ended ("" = written)
    QUrl m_shownUrl; // the endpoint the client lines show
    bool m_urlShown = false;
    int m_unsaved = 0; // finished exchanges not in a saved file (Open and Save set it to 0)
    qsizetype m_followedChoices = 0; // the analysis's listing choices seen: a new client's listing is followed
};

} // namespace sw::ui
