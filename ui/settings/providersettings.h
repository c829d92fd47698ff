#pragma once
// ProviderSettings: the model provider part of the preferences. Per preset: base URL, the environment variable
// holding the key and the wire format (Chat Completions, Anthropic Messages, OpenAI Responses; all in Settings), the
// API key itself stored in the OS keychain (QtKeychain; never in settings), a clear notice with the
// environment-variable fallback when no keychain (Secret Service) is running, and "Test connection" (the format's
// models list through sw::ConnectionProbe) with its result. For every preset: the Anthropic prompt-cache policy
// (the profile's default, or another one, or off) and whether to ask Anthropic for Claude's own token counts.
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace sw {
class ConnectionProbe;
class KeychainSecret;
} // namespace sw

namespace sw::ui {

class Settings;

class ProviderSettings : public QWidget
{
    Q_OBJECT
public:
    explicit ProviderSettings(Settings *settings, QWidget *parent = nullptr);

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
    // The key a request would use: typed in the field, else the keychain's, else the environment variable's.
    QString effectiveApiKey() const;
    QString keySource() const; // user-facing: "keychain", "environment variable X", "typed, not stored", "none"

    // Writes base URL and key variable to Settings (never the key).
    void apply();
    void storeKey(); // typed key -> keychain (keychainFinished follows)
    void removeKey();
    void testConnection(); // connectionTested follows

    QString statusText() const;
    QString connectionText() const;
    bool keychainUnavailable() const { return m_keychainUnavailable; }

Q_SIGNALS:
    void keychainFinished(bool ok, const QString &message);
    void connectionTested(bool ok, const QString &message);

private:
    void onPresetChanged();
    void readKeychain();
    void updateStatus();
    void showKeychainProblem(const QString &message);

    Settings *m_settings;
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
    sw::KeychainSecret *m_keychain;
    QPointer<sw::ConnectionProbe> m_probe;
    QString m_keychainKey; // read from the keychain for the current preset (memory only)
    bool m_keychainUnavailable = false;
    int m_pendingRead = 0;
};

} // namespace sw::ui
