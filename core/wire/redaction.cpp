// Redaction of credentials in text.
#include "redaction.h"

#include <QRegularExpression>

namespace sw {

QString redactSecrets(QString text, const QStringList &secrets)
{
    for (const QString &s : secrets) {
        if (s.size() >= 4)
            text.replace(s, kRedacted);
    }
    static const QRegularExpression bearer(QStringLiteral("(Bearer\\s+)(?!\\[REDACTED\\])[A-Za-z0-9._~+/=-]+"));
    text.replace(bearer, QStringLiteral("\\1[REDACTED]"));
    static const QRegularExpression skToken(QStringLiteral("\\bsk-[A-Za-z0-9_-]{16,}"));
    text.replace(skToken, kRedacted);
    // Google API keys (Gemini): "AIza" and 35 more characters.
    static const QRegularExpression googleKey(QStringLiteral("\\bAIza[0-9A-Za-z_-]{35}"));
    text.replace(googleKey, kRedacted);
    return text;
}

QByteArray redactSecrets(const QByteArray &bytes, const QStringList &secrets)
{
    return redactSecrets(QString::fromUtf8(bytes), secrets).toUtf8();
}

} // namespace sw
