// Upstream URLs of the capture endpoint.
#include "endpointoptions.h"

namespace sw {

QByteArray upstreamTargetFor(const QUrl &upstream, const QByteArray &target)
{
    const qsizetype q = target.indexOf('?');
    const QByteArray targetPath = q < 0 ? target : target.left(q);
    QByteArray base = upstream.path(QUrl::FullyEncoded).toUtf8();
    while (base.endsWith('/'))
        base.chop(1);
    // The longest run of whole path segments that ends the base and starts the target is counted once.
    qsizetype overlap = 0;
    for (qsizetype i = 0; i < base.size(); ++i) {
        if (base.at(i) != '/')
            continue;
        const QByteArray tail = base.mid(i);
        if (targetPath.startsWith(tail) && (targetPath.size() == tail.size() || targetPath.at(tail.size()) == '/')) {
            overlap = tail.size();
            break;
        }
    }
    QByteArray path = base + targetPath.mid(overlap);
    if (!path.startsWith('/'))
        path.prepend('/');
    if (q >= 0)
        path += target.mid(q);
    return path;
}

QUrl upstreamUrlFor(const QUrl &upstream, const QByteArray &target)
{
    return QUrl::fromEncoded(upstream.toEncoded(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment)
        + upstreamTargetFor(upstream, target));
}

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
