#pragma once
// API keys: read from an environment variable or the OS keychain (QtKeychain, asynchronous). The redaction that keeps
// them out of logs, transcripts, saved sessions and exports is wire/redaction.h.
#include "wire/redaction.h"

#include <QObject>
#include <QString>
#include <QStringList>

namespace sw {

// The value of an environment variable (trimmed), empty when unset.
QString apiKeyFromEnvironment(const QString &variable);

// Reads / writes / deletes one secret in the OS keychain under service "skill-workbench", key = the provider
// preset id (or any account name). Exactly one `done` per call. When no secret service is running, `done`
// carries an empty secret and fallbackMessage() tells the user to use an environment variable instead.
class KeychainSecret : public QObject
{
    Q_OBJECT
public:
    explicit KeychainSecret(QObject *parent = nullptr);
    void read(const QString &account);
    void write(const QString &account, const QString &secret);
    void remove(const QString &account);

    static QString serviceName() { return QStringLiteral("skill-workbench"); }
    static QString fallbackMessage();
    // True when a `done` message says no keychain can be used (then: the environment variable).
    static bool isUnavailable(const QString &message);

Q_SIGNALS:
    // ok = the operation succeeded (for read: a secret was found); message is user-facing when !ok.
    void done(bool ok, const QString &secret, const QString &message);
};

} // namespace sw
