// API key sources: the environment and the OS keychain.
#include "secrets.h"

#include <qt6keychain/keychain.h>

namespace sw {

QString apiKeyFromEnvironment(const QString &variable)
{
    if (variable.isEmpty())
        return {};
    return qEnvironmentVariable(variable.toLocal8Bit().constData()).trimmed();
}

KeychainSecret::KeychainSecret(QObject *parent)
    : QObject(parent)
{ }

bool KeychainSecret::isUnavailable(const QString &message)
{
    return message.startsWith(fallbackMessage());
}

QString KeychainSecret::fallbackMessage()
{
    return QStringLiteral("No OS keychain is available (no Secret Service such as GNOME Keyring or KWallet is "
                          "running), so the API key cannot be stored. Set it in an environment variable instead, "
                          "e.g. OPENAI_API_KEY, and choose that variable in the provider settings.");
}

namespace {
QString describe(QKeychain::Job *job)
{
    if (job->error() == QKeychain::NoBackendAvailable || job->error() == QKeychain::NotImplemented)
        return KeychainSecret::fallbackMessage();
    // Without a reachable Secret Service (no D-Bus session, nothing answering on it) the Linux backends give
    // OtherError ("Unknown error"): the same situation for the user.
    if (job->error() == QKeychain::OtherError)
        return KeychainSecret::fallbackMessage() + QStringLiteral(" (keychain: %1)").arg(job->errorString());
    if (job->error() == QKeychain::EntryNotFound)
        return QStringLiteral("no API key is stored in the keychain for this provider");
    return QStringLiteral("keychain: %1").arg(job->errorString());
}
} // namespace

void KeychainSecret::read(const QString &account)
{
    auto *job = new QKeychain::ReadPasswordJob(serviceName(), this);
    job->setAutoDelete(true);
    job->setKey(account);
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        if (job->error() == QKeychain::NoError)
            Q_EMIT done(true, job->textData(), QString());
        else
            Q_EMIT done(false, QString(), describe(job));
    });
    job->start();
}

void KeychainSecret::write(const QString &account, const QString &secret)
{
    auto *job = new QKeychain::WritePasswordJob(serviceName(), this);
    job->setAutoDelete(true);
    job->setKey(account);
    job->setTextData(secret);
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        Q_EMIT done(job->error() == QKeychain::NoError, QString(),
            job->error() == QKeychain::NoError ? QString() : describe(job));
    });
    job->start();
}

void KeychainSecret::remove(const QString &account)
{
    auto *job = new QKeychain::DeletePasswordJob(serviceName(), this);
    job->setAutoDelete(true);
    job->setKey(account);
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        Q_EMIT done(job->error() == QKeychain::NoError, QString(),
            job->error() == QKeychain::NoError ? QString() : describe(job));
    });
    job->start();
}

} // namespace sw
