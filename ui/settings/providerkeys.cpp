// ProviderKeys: keychain reads, keys typed for this session, and which key a request uses.
#include "providerkeys.h"

#include "provider/secrets.h"

namespace sw::ui {

QString keyOriginText(const ResolvedKey &key)
{
    switch (key.origin) {
    case KeyOrigin::Session:
        return ProviderKeys::tr("this session only (typed in Preferences, not stored)");
    case KeyOrigin::Keychain:
        return ProviderKeys::tr("OS keychain");
    case KeyOrigin::Environment:
        return ProviderKeys::tr("environment variable %1").arg(key.variable);
    case KeyOrigin::None:
        break;
    }
    return ProviderKeys::tr("none");
}

ProviderKeys::ProviderKeys(QObject *parent)
    : QObject(parent)
{ }

void ProviderKeys::readKeychain(const QString &presetId, bool again)
{
    if (presetId.isEmpty() || (m_read.contains(presetId) && !again))
        return;
    m_read.insert(presetId);
    auto *job = new sw::KeychainSecret(this);
    connect(job, &sw::KeychainSecret::done, this,
        [this, job, presetId](bool ok, const QString &secret, const QString &message) {
            job->deleteLater();
            if (!ok && sw::KeychainSecret::isUnavailable(message))
                m_keychainUnavailable = true;
            setKeychainKey(presetId, ok ? secret : QString());
        });
    job->read(presetId);
}

void ProviderKeys::setKeychainKey(const QString &presetId, const QString &key)
{
    m_read.insert(presetId);
    if (m_keychain.value(presetId) == key)
        return;
    if (key.isEmpty())
        m_keychain.remove(presetId);
    else
        m_keychain.insert(presetId, key);
    Q_EMIT keyChanged(presetId);
}

void ProviderKeys::setSessionKey(const QString &presetId, const QString &key)
{
    const QString trimmed = key.trimmed();
    if (m_session.value(presetId) == trimmed)
        return;
    if (trimmed.isEmpty())
        m_session.remove(presetId);
    else
        m_session.insert(presetId, trimmed);
    Q_EMIT keyChanged(presetId);
}

ResolvedKey ProviderKeys::resolve(const QString &presetId, const QString &variable) const
{
    ResolvedKey out;
    out.variable = variable;
    if (const QString key = m_session.value(presetId); !key.isEmpty()) {
        out.key = key;
        out.origin = KeyOrigin::Session;
    } else if (const QString stored = m_keychain.value(presetId); !stored.isEmpty()) {
        out.key = stored;
        out.origin = KeyOrigin::Keychain;
    } else if (const QString env = variable.isEmpty() ? QString() : sw::apiKeyFromEnvironment(variable);
               !env.isEmpty()) {
        out.key = env;
        out.origin = KeyOrigin::Environment;
    }
    return out;
}

} // namespace sw::ui
