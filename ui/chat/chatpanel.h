#pragma once
// ChatPanel: the agent chat. Provider picker (bundled scenario replays, labelled "Replay", and the OpenAI-compatible
// presets), model, profile, "declare skills" for the next turn, the conversation (ChatView over
// ChatMessagesModel), the composer, Send / Stop / Regenerate / Play scenario / New session. It owns the AgentLoop
// and its provider; a new session (or a changed picker) replaces them and emits loopChanged() so the inspector and
// the state panel can follow.
#include "agent/agentloop.h"
#include "agent/sessionexport.h"

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

namespace sw::ui {

class ChatComposer;
class Settings;
class ChatMessagesModel;
class ChatView;

class ChatPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChatPanel(QWidget *parent = nullptr);
    ~ChatPanel() override;

    // The skills the agent sees (e.g. SkillSnapshot::fromIndex(repository snapshot)). Default: the bundled skills.
    // Takes effect with the next session.
    void setSkills(sw::SkillSnapshotPtr skills);
    // Where session workspaces are created (skill_run). Default: <temp>/skill-workbench-work.
    void setWorkRoot(const QString &workRoot);
    // Provider overrides (base URL, key variable) come from `settings`; API keys from the OS keychain, else the
    // environment variable. nullptr = presets only.
    void setSettings(Settings *settings);
    // Folder of scenario files listed as replays. Default: sw::dataDirectory(Scenarios).
    void setScenarioDirectory(const QString &directory);

    // Picker selection (each starts a new session when it changes something; with unsaved turns it asks first, like
    // the user changing the picker, and returns false when the user keeps the session).
    bool selectScenario(const QString &path); // a replay; also selects the scenario's profile
    bool selectPreset(const QString &presetId);
    bool selectProfile(const QString &name);
    void setModelName(const QString &model);

    bool isReplay() const;

    // Sessions (JSON Lines, see Session). The non-interactive forms return false + *error (user-facing).
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

public Q_SLOTS:
    // Sends a user turn (creating the session on first use). false + *error when it could not start.
    bool sendMessage(const QString &text, QString *error = nullptr);
    void sendComposer();
    // Sends the selected scenario's remaining user messages, one turn after another.
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

private:
    bool ensureLoop(QString *error);
    // An OpenAI-compatible provider for a preset with the settings' base URL and key variable and the keychain key;
    // appends the key to *secrets. Null with err set when something is missing.
    std::unique_ptr<sw::ChatProvider> makePresetProvider(
        const QString &presetId, const QString &model, QStringList *secrets, QString &err) const;
    bool applyProviderSettings(QString *error); // when m_providerStale: swap the loop's provider, keep the session
    void discardLoop();
    void fillProviders();
    void fillProfiles();
    void fillDeclarations();
    void onProviderChanged();
    // The user changed a picker: asks about unsaved turns first; Cancel restores the accepted value.
    bool confirmPickerChange();
    void onProviderPicked();
    void onProfilePicked();
    void onModelEdited();
    void onRunning(bool running);
    void onTurnFinished();
    void updateBanner();
    void prefillComposer();
    QList<sw::SkillLoadRequest> takeDeclarations();
    int sentUserTurns() const;
    void setModified(bool modified);
    void updateEditBanner();
    QStringList sessionSecrets() const;

    void readKeychainKey(const QString &presetId);

    sw::SkillSnapshotPtr m_skills;
    QPointer<Settings> m_settings;
    QHash<QString, QString> m_keychainKeys; // preset id -> key read from the OS keychain (memory only)
    bool m_providerStale = false; // the current preset's settings changed since the provider was made
    QString m_workRoot;
    QString m_scenarioDir;
    std::unique_ptr<sw::ChatProvider> m_provider;
    QPointer<sw::AgentLoop> m_loop;
    QStringList m_scenarioMessages; // of the selected scenario
    QString m_prefilled; // composer text put there from the scenario (replaced when the scenario changes)
    bool m_playing = false;
    QString m_sessionPath;
    bool m_modified = false;
    int m_editEvent = -1;
    // The picker values the current session belongs to (what Cancel restores).
    QString m_acceptedProvider;
    QString m_acceptedProfile;
    QString m_acceptedModel;
    bool m_askingPicker = false;

    ChatMessagesModel *m_messages;
    ChatView *m_view;
    ChatComposer *m_composer;
    QComboBox *m_providerBox;
    QLineEdit *m_modelEdit;
    QComboBox *m_profileBox;
    QToolButton *m_declareButton;
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
