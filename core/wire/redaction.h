#pragma once
// Redaction: what keeps API keys out of logs, transcripts, saved sessions, captures and exports.
#include <QByteArray>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>

namespace sw {

inline constexpr QLatin1StringView kRedacted("[REDACTED]");

// Replaces every occurrence of each non-empty secret, plus `Bearer <token>`, `sk-...`-shaped tokens and Google API
// keys (`AIza...`), with [REDACTED].
QString redactSecrets(QString text, const QStringList &secrets = {});
QByteArray redactSecrets(const QByteArray &bytes, const QStringList &secrets = {});

} // namespace sw
