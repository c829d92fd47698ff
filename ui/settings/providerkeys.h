#pragma once
// ProviderKeys: the API keys of the window, in memory only (never in Settings, logs, sessions or exports). Per
// provider preset: the key read from the OS keychain, and a key typed in Preferences but not stored ("this session
// only", e.g. when no Secret Service runs); resolve() says which key a request uses and where it comes from. The
// chat and the Preferences dialog share one instance, so Test connection and the chat always send the same key.
#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

namespace sw::ui {

enum class KeyOrigin {
    None, // no key: requests go out without an Authorization header
    Session, // typed in Preferences, not stored: used until the window closes
    Keychain, // the OS keychain
    Environment, // an environment variable
};

struct ResolvedKey
{
    QString key;
    KeyOrigin origin = KeyOrigin::None;
    QString variable; // the environment variable consulted (Environment, or None when it was empty)
};

// "OS keychain", "environment variable X", "this session only (typed in Preferences, not stored)", "none".
QString keyOriginText(const ResolvedKey &key);

class ProviderKeys : public QObject
{
    Q_OBJECT
public:
    explicit ProviderKeys(QObject *parent = nullptr);

    // Reads the keychain entry of `presetId` (asynchronously, once per preset unless `again`); keyChanged() follows
    // when it is found. keychainUnavailable() tells when no keychain could be asked.
    void readKeychain(const QString &presetId, bool again = false);
    void setKeychainKey(const QString &presetId, const QString &key); // after storing or removing it ("")
    QString keychainKey(const QString &presetId) const { return m_keychain.value(presetId); }
    void setSessionKey(const QString &presetId, const QString &key); // "" forgets it
    QString sessionKey(const QString &presetId) const { return m_session.value(presetId); }
    bool keychainUnavailable() const { return m_keychainUnavailable; }

    // The key a request for `presetId` uses: this session's, else the keychain's, else the value of `variable`.
    ResolvedKey resolve(const QString &presetId, const QString &variable) const;

Q_SIGNALS:
    void keyChanged(const QString &presetId);

private:
    QHash<QString, QString> m_keychain;
    QHash<QString, QString> m_session;
    QSet<QString> m_read; // presets whose keychain entry was asked for
    bool m_keychainUnavailable = false;
};

} // namespace sw::ui
