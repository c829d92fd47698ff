// Upstream URLs of the capture endpoint.
#include "endpointoptions.h"

namespace sw {

QString upstreamProblem(const QUrl &upstream)
{
    if (!upstream.isValid() || upstream.isRelative())
        return QStringLiteral("the upstream must be an http:// or https:// URL");
    const QString scheme = upstream.scheme().toLower();
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return QStringLiteral("the upstream must be an http:// or https:// URL, not %1://").arg(scheme);
    if (upstream.host().isEmpty())
        return QStringLiteral("the upstream URL has no host");
    if (upstream.hasQuery() || upstream.hasFragment())
        return QStringLiteral("the upstream URL must not have a query or fragment");
    return {};
}

bool parseListenAddress(const QString &value, QHostAddress *address, quint16 *port)
{
    const qsizetype colon = value.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    QString host = value.left(colon).trimmed();
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    if (host == QLatin1String("localhost"))
        host = QStringLiteral("127.0.0.1");
    bool ok = false;
    const uint p = value.mid(colon + 1).trimmed().toUInt(&ok);
    if (!ok || p > 65535 || !address->setAddress(host))
        return false;
    *port = quint16(p);
    return true;
}

} // namespace sw
