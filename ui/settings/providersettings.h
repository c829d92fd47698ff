#pragma once
// ProviderSettings: the model provider part of the preferences. Per preset: base URL, the environment variable
// holding the key and the wire format (Chat Completions, Anthropic Messages, OpenAI Responses; all in Settings), the
// API key itself stored in the OS keychain (QtKeychain; never in settings), a clear notice with the
// environment-variable fallback when no keychain (Secret Service) is running, and "Test connection" (the format's
// models list through sw::ConnectionProbe) with its result. Keys live in the shared ProviderKeys: a key
// typed here but not stored (no keychain) is used by the chat too, for this session only. For every preset: the
// Anthropic prompt-cache policy (the profile's default, or another one, or off) and whether to ask Anthropic for
// Claude's own token counts.
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace sw {
class ConnectionProbe;
} // namespace sw

namespace sw::ui {

class ProviderKeys;
class Settings;

class ProviderSettings : public QWidget
{
    Q_OBJECT
public:
    // `keys`: the window's keys (the chat's); null = a set of this widget's own.
    explicit ProviderSettings(Settings *settings, QWidget *parent = nullptr, ProviderKeys *keys = nullptr);

    bool selectPreset(const QString &presetId);
    QString presetId() const;
    QString baseUrl() const; // the field, or the preset's default when empty
    QString keyEnvironmentVariable() const;
    QString wireApi() const; // the chosen format's name ("chat-completions", ...)
    void setWireApi(const QString &api);
    QString cachePolicy() const; // "" = the profile's default
    void setCachePolicy(const QString &policy);
    bool providerTokenCounts() const;
    void setProviderTokenCounts(bool enabled);
    // The key a request would use: typed in the field, else this session's, the keychain's, the variable's.
    QString effectiveApiKey() const;
    QString keySource() const; // user-facing: "OS keychain", "environment variable X", "this session only", ...

    // Writes base URL and key variable to Settings (never the key); a key typed and not stored becomes this
    // session's key (ProviderKeys::setSessionKey), used by the chat until the window closes.
    void apply();
    void storeKey(); // typed key -> keychain (keychainFinished follows); without a keychain: this session only
    void removeKey(); // from the keychain and from this session
    void testConnection(); // connectionTested follows

    QString statusText() const;
    QString connectionText() const;
    bool keychainUnavailable() const { return m_keychainUnavailable; }
    QLineEdit *keyVariableEdit() const { return m_keyEnv; }
    QLineEdit *keyEdit() const { return m_key; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *noticeLabel() const { return m_fallback; }

Q_SIGNALS:
    void keychainFinished(bool ok, const QString &message);
    void connectionTested(bool ok, const QString &message);

private:
    void onPresetChanged();
    void readKeychain();
    void updateStatus();
    void showKeychainProblem(const QString &message);
    void updateNotice();
    void fitWindow();

    Settings *m_settings;
    ProviderKeys *m_keys;
    QComboBox *m_preset;
    QLineEdit *m_baseUrl;
    QLineEdit *m_keyEnv;
    QComboBox *m_api;
    QComboBox *m_cache;
    QCheckBox *m_counts;
    QLineEdit *m_key;
    QPushButton *m_store;
    QPushButton *m_remove;
    QPushButton *m_test;
    QLabel *m_status;
    QLabel *m_fallback;
    QLabel *m_result;
    QPointer<sw::ConnectionProbe> m_probe;
    QString m_keychainMessage; // the keychain's last failure ("" = none)
    bool m_keychainUnavailable = false;
    int m_pendingRead = 0;
};

} // namespace sw::ui
