#pragma once
// ChatPanel: the agent chat and the one current session of the window. Provider picker (bundled scenario replays,
// labelled "Replay", and the OpenAI-compatible presets), model, profile, "declare skills" for the next turn, the
// conversation (ChatView over ChatMessagesModel), the composer, Send / Stop / Regenerate / Play scenario / New
// session. It owns the AgentLoop and its provider, and is the only maker of either in the window: starting a
// scenario (from Welcome or the Debug page), a changed picker, New / Open session all replace them here and emit
// loopChanged(), which the Requests table, the State tab, the Runs panel, Save and the status bar follow. So every
// request the window sends is one the Requests table shows.
#include "agent/agentloop.h"
#include "agent/scenario.h"
#include "session/sessionexport.h"
#include "settings/providerstatus.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QToolButton;

namespace sw {
class SkillIndex;
}

namespace sw::ui {

class ChatComposer;
class GatedProvider;
class SessionCatalog;
class ProviderKeys;
class Settings;
class ChatMessagesModel;
class ChatView;

class ChatPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChatPanel(QWidget *parent = nullptr);
    ~ChatPanel() override;

    // The skills the agent sees. setSkillIndex: the Library's repository snapshot (SkillSnapshot::fromIndex, read
    // off the GUI thread): what a chat with a model sees, so it loads the skills the window shows. Replays keep the
    // bundled skills their scripts were written for. setSkills: the same skills for every provider (tests).
    // Default: the bundled skills. Each takes effect with the next session; a running one keeps its skills.
    void setSkills(sw::SkillSnapshotPtr skills);
    void setSkillIndex(const std::shared_ptr<const sw::SkillIndex> &index);
    // What the next session with the current provider sees (and the catalog figure counts).
    sw::SkillSnapshotPtr activeSkills();
    // Where session workspaces are created (skill_run). Default: sw::defaultWorkRoot(), in the user's cache folder.
    void setWorkRoot(const QString &workRoot);
    QString workRoot() const { return m_workRoot; }
    // Provider overrides (base URL, key variable) and the last selection (provider, model, profile: restored here)
    // come from `settings`. nullptr = presets only.
    void setSettings(Settings *settings);
    // The API keys (shared with Preferences). Default: the panel's own.
    void setProviderKeys(ProviderKeys *keys);
    ProviderKeys *providerKeys() const { return m_keys; }
    // Folder of scenario files listed as replays. Default: sw::dataDirectory(Scenarios).
    void setScenarioDirectory(const QString &directory);

    // Picker selection (each starts a new session when it changes something; with unsaved turns it asks first, like
    // the user changing the picker, and returns false when the user keeps the session).
    bool selectScenario(const QString &path); // a replay; also selects the scenario's profile
    bool selectPreset(const QString &presetId);
    bool selectProfile(const QString &name);
    void setModelName(const QString &model);

    // Starts scenario `path` from its first turn as the current session: asks Save / Discard / Cancel when the
    // current session has unsaved turns (false on Cancel: nothing changes), selects the replay and its profile in
    // the pickers and makes the session's loop (loopChanged()). StepThrough holds every request at a GatedProvider
    // (gate()) for the demo's step-through; Chat replays at the scenario's own pace, turn by turn as the user
    // sends (Play scenario sends them all).
    enum class ScenarioStart { Chat, StepThrough };
    bool startScenario(const QString &path, ScenarioStart how = ScenarioStart::Chat, QString *error = nullptr);
    GatedProvider *gate() const; // the step-through gate of the current replay, or null
    const sw::Scenario &scenario() const { return m_scenario; } // the selected replay (empty for a preset)

    bool isReplay() const;
    QString presetId() const; // the selected preset, "" for a replay
    // What the current session's provider is and where its key comes from (status bar, Welcome, Preferences).
    ProviderStatus providerStatus() const { return m_providerStatus; }
    // What the selected profile's catalog costs in every request (the status bar in the Debug layout).
    SessionCatalog *sessionCatalog() const { return m_catalog; }

    // Sessions (JSON Lines, see Session). The non-interactive forms return false + *error (user-facing).
    // Open restores the session's provider (its preset or its replay, never the other kind), model, wire format and
    // profile, asking where one of them cannot be had. Save while a turn runs stops the turn first (the partial answer
    // is kept, marked incomplete), then saves.
    bool openSession(const QString &path, QString *error = nullptr);
    bool saveSession(const QString &path, QString *error = nullptr);
    bool exportSession(const QString &path, sw::SessionExportFormat format, QString *error = nullptr);
    QString sessionPath() const { return m_sessionPath; } // "" until saved or opened
    bool isSessionModified() const { return m_modified; } // unsaved turns
    // Edit-and-resend: replaces the user message at transcript event `userEvent` with `text`, dropping everything
    // after it, and runs that turn again.
    bool editAndResend(int userEvent, const QString &text, QString *error = nullptr);
    // Puts the user message of chat row `row` into the composer; the next Send replaces it (Esc cancels).
    void beginEdit(int row);
    void cancelEdit();
    int editingEvent() const { return m_editEvent; } // -1 when not editing
    sw::AgentLoop *loop() const { return m_loop; }
    ChatMessagesModel *messagesModel() const { return m_messages; }
    ChatView *view() const { return m_view; }
    ChatComposer *composer() const { return m_composer; }
    QString statusText() const; // the line under the conversation

public Q_SLOTS:
    // Sends a user turn (creating the session on first use). false + *error when it could not start.
    bool sendMessage(const QString &text, QString *error = nullptr);
    void sendComposer();
    // Sends the selected scenario's remaining user messages, one turn after another; when every turn was sent it
    // starts the scenario again (asking first when the session has unsaved turns).
    void playScenario();
    void stop();
    // Drops the last user turn (its answer, requests and state changes) and sends it again.
    void regenerate();
    void newSession();
    // Interactive versions for menus: they ask before dropping unsaved turns and show file dialogs and errors.
    void requestNewSession();
    void requestOpenSession();
    bool requestSaveSession(); // Save: to sessionPath(), else as Save As
    bool requestSaveSessionAs();
    void requestExport(sw::SessionExportFormat format);
    // Unsaved turns: asks Save / Discard / Cancel; true when it is fine to drop the session.
    bool maybeSaveSession();

Q_SIGNALS:
    void loopChanged(sw::AgentLoop *loop); // nullptr when the session was discarded
    void busyChanged(bool busy);
    void errorOccurred(const QString &message);
    void sessionFileChanged(const QString &path, bool modified); // window title / actions
    void providerStatusChanged(const sw::ui::ProviderStatus &status);
    void skillsChanged(); // activeSkills() is another snapshot (the Library rescanned, the provider changed)

private:
    bool ensureLoop(QString *error);
    // Opening a session: selects its provider (preset or replay), model and profile in the pickers without asking
    // about a session (the caller dealt with it), asking only where the session's own cannot be had (its preset
    // unknown, its wire format changed, its profile not installed). false + err when it cannot or the user cancels.
    bool selectSessionProvider(const sw::Session &session, QString &err);
    // A turn runs: asks whether to stop it for `action` (New Session, Open Session). true when it is stopped.
    bool stopRunningTurnFor(const QString &action);
    // An OpenAI-compatible provider for a preset, resolved by presetStatus() (settings' base URL and key variable,
    // the key from ProviderKeys); appends the key to *secrets. Null with err set when something is missing.
    std::unique_ptr<sw::ChatProvider> makePresetProvider(
        const QString &presetId, const QString &model, QStringList *secrets, QString &err) const;
    bool applyProviderSettings(QString *error); // when m_providerStale: swap the loop's provider, keep the session
    void discardLoop();
    void fillProviders();
    void fillProfiles();
    void fillDeclarations();
    int scenarioRow(const QString &path); // the picker row of a scenario file, added when it is not listed
    void onProviderChanged();
    // The user changed a picker: asks about unsaved turns first; Cancel restores the accepted value.
    bool confirmPickerChange();
    void onProviderPicked();
    void onProfilePicked();
    void onModelEdited();
    void onRunning(bool running);
    void onTurnFinished();
    void onTurnFailed(const QString &message);
    void onHoldingChanged(bool holding);
    void updateBanner();
    void updateProviderStatus();
    void updateCatalog(); // the selected profile's catalog over the session's skills (and the Declare button)
    void updateButtons();
    void prefillComposer();
    void restoreSelection();
    QList<sw::SkillLoadRequest> takeDeclarations();
    int sentUserTurns() const;
    void setModified(bool modified);
    void updateEditBanner();
    QStringList sessionSecrets() const;

    void refreshSkills(); // the declarations menu and the catalog figure follow activeSkills()

    sw::SkillSnapshotPtr m_skills; // set by setSkills(), else the bundled skills (read on first use)
    bool m_skillsFixed = false; // setSkills() was called: the Library's skills do not replace them
    sw::SkillSnapshotPtr m_librarySkills; // of setSkillIndex()
    sw::SkillSnapshotPtr m_shownSkills; // what the declarations menu and the catalog figure were made from
    int m_skillsGeneration = 0; // the newest setSkillIndex() read; older reads are dropped
    QPointer<Settings> m_settings;
    ProviderKeys *m_keys;
    bool m_providerStale = false; // the current preset's settings changed since the provider was made
    QString m_workRoot;
    QString m_scenarioDir;
    std::unique_ptr<sw::ChatProvider> m_provider;
    QPointer<GatedProvider> m_gate;
    bool m_stepThrough = false; // the next replay loop is gated
    QPointer<sw::AgentLoop> m_loop;
    sw::Scenario m_scenario; // of the selected replay
    QString m_prefilled; // composer text put there from the scenario (replaced when the scenario changes)
    QString m_lastSent; // the last message sent from the composer (put back when its turn fails before an answer)
    bool m_playing = false;
    QString m_sessionPath;
    bool m_modified = false;
    int m_editEvent = -1;
    // The picker values the current session belongs to (what Cancel restores).
    QString m_acceptedProvider;
    QString m_acceptedProfile;
    QString m_acceptedModel;
    bool m_askingPicker = false;
    bool m_restoring = false;
    ProviderStatus m_providerStatus;
    SessionCatalog *m_catalog = nullptr;

    ChatMessagesModel *m_messages;
    ChatView *m_view;
    ChatComposer *m_composer;
    QComboBox *m_providerBox;
    QLineEdit *m_modelEdit;
    QComboBox *m_profileBox;
    QPushButton *m_declareButton; // a push button with a menu: its arrow has room of its own
    QMenu *m_declareMenu;
    QLabel *m_banner;
    QLabel *m_status;
    QPushButton *m_sendButton;
    QPushButton *m_stopButton;
    QPushButton *m_regenerateButton;
    QPushButton *m_playButton;
    QPushButton *m_newButton;
    QPushButton *m_cancelEditButton;
};

} // namespace sw::ui
