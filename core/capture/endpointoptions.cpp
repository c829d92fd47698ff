// Upstream URLs of the capture endpoint.
#include "endpointoptions.h"

namespace sw {

namespace {

bool isLoopbackHost(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0
        || host.endsWith(QLatin1String(".localhost"), Qt::CaseInsensitive))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

// Whether a no_proxy list covers `host`: "*", the host itself, or a domain it is in (with or without the leading dot).
// An entry's port, if it names one, is not compared.
bool noProxyCovers(const QString &list, const QString &host)
{
    for (const QString &raw : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        QString entry = raw.trimmed().toLower();
        if (entry == QLatin1String("*"))
            return true;
        if (entry.startsWith(QLatin1Char('[')) && entry.contains(QLatin1Char(']')))
            entry = entry.mid(1, entry.indexOf(QLatin1Char(']')) - 1);
        else if (entry.count(QLatin1Char(':')) == 1)
            entry = entry.left(entry.indexOf(QLatin1Char(':')));
        while (entry.startsWith(QLatin1Char('.')))
            entry.remove(0, 1);
        if (entry.isEmpty())
            continue;
        if (host == entry || host.endsWith(QLatin1Char('.') + entry))
            return true;
    }
    return false;
}

} // namespace

UpstreamProxyChoice upstreamProxyFromEnvironment(const QUrl &upstream, const QProcessEnvironment &env)
{
    UpstreamProxyChoice choice;
    const QString host = upstream.host().toLower();
    if (host.isEmpty() || isLoopbackHost(host))
        return choice;
    const bool tls = upstream.scheme().compare(QLatin1String("https"), Qt::CaseInsensitive) == 0;
    const QStringList names = tls ? QStringList { QStringLiteral("https_proxy"), QStringLiteral("HTTPS_PROXY"),
        QStringLiteral("all_proxy"), QStringLiteral("ALL_PROXY") }
                                  : QStringList { QStringLiteral("http_proxy"), QStringLiteral("HTTP_PROXY"),
                                        QStringLiteral("all_proxy"), QStringLiteral("ALL_PROXY") };
    QString value;
    for (const QString &name : names) {
        value = env.value(name).trimmed();
        if (!value.isEmpty()) {
            choice.variable = name;
            break;
        }
    }
    if (value.isEmpty())
        return choice;
    if (noProxyCovers(env.value(QStringLiteral("no_proxy")), host)
        || noProxyCovers(env.value(QStringLiteral("NO_PROXY")), host)) {
        choice.variable.clear();
        return choice;
    }
    if (!value.contains(QLatin1String("://")))
        value.prepend(QLatin1String("http://"));
    const QUrl url(value);
    const QString scheme = url.scheme().toLower();
    QNetworkProxy::ProxyType type = QNetworkProxy::NoProxy;
    if (scheme == QLatin1String("http"))
        type = QNetworkProxy::HttpProxy;
    else if (scheme == QLatin1String("socks5") || scheme == QLatin1String("socks5h"))
        type = QNetworkProxy::Socks5Proxy;
    if (type == QNetworkProxy::NoProxy || !url.isValid() || url.host().isEmpty()) {
        choice.problem = QStringLiteral("%1=%2 is not used: only http:// and socks5:// proxies are supported")
                             .arg(choice.variable, url.toString(QUrl::RemovePassword));
        return choice;
    }
    choice.proxy = QNetworkProxy(type, url.host(), quint16(url.port(type == QNetworkProxy::HttpProxy ? 80 : 1080)),
        url.userName(QUrl::FullyDecoded), url.password(QUrl::FullyDecoded));
    return choice;
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
