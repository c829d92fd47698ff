// ConnectionProbe: one GET of the models list.
#include "connectionprobe.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>

namespace sw {

ConnectionProbe::ConnectionProbe(const ProviderConfig &config, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_nam(new QNetworkAccessManager(this))
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        if (m_reply) {
            m_timedOut = true;
            m_reply->abort();
        }
    });
}

ConnectionProbe::~ConnectionProbe()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
}

QUrl ConnectionProbe::modelsUrl() const
{
    return wireFormat(m_config.api).modelsEndpoint(m_config.baseUrl);
}

void ConnectionProbe::start()
{
    const QUrl url = modelsUrl();
    if (!url.isValid() || url.host().isEmpty()) {
        const QString message = QStringLiteral("invalid base URL '%1'").arg(m_config.baseUrl);
        QMetaObject::invokeMethod(
            this, [this, message] { Q_EMIT finished(false, message, {}); }, Qt::QueuedConnection);
        return;
    }
    QNetworkRequest req(url);
    req.setRawHeader("Accept", "application/json");
    for (const auto &h : wireFormat(m_config.api).headers(m_config.apiKey))
        req.setRawHeader(h.first, h.second);
    for (const auto &h : m_config.headers)
        req.setRawHeader(h.first, h.second);
    m_timedOut = false;
    m_reply = m_nam->get(req);
    connect(m_reply, &QNetworkReply::finished, this, &ConnectionProbe::onFinished);
    m_timeout.start(qMin(m_config.inactivityTimeoutMs, 15000));
}

void ConnectionProbe::onFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply)
        return;
    m_reply = nullptr;
    reply->deleteLater();
    m_timeout.stop();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->readAll();
    if (m_timedOut) {
        Q_EMIT finished(false,
            QStringLiteral("%1 did not answer within %2 s")
                .arg(modelsUrl().host())
                .arg(qMin(m_config.inactivityTimeoutMs, 15000) / 1000),
            {});
        return;
    }
    if (status == 0) {
        Q_EMIT finished(
            false, QStringLiteral("%1: %2").arg(modelsUrl().toString(QUrl::RemoveUserInfo), reply->errorString()), {});
        return;
    }
    if (status < 200 || status >= 300) {
        Q_EMIT finished(false, wireFormat(m_config.api).errorFromBody(status, body).describe(), {});
        return;
    }
    const QStringList models = wireFormat(m_config.api).modelsFromBody(body);
    const QString host = m_config.api == WireApi::ChatCompletions
        ? modelsUrl().host()
        : QStringLiteral("%1 (%2)").arg(modelsUrl().host(), wireApiTitle(m_config.api));
    QString message = QStringLiteral("connected to %1: %2 models").arg(host).arg(models.size());
    if (!m_config.model.isEmpty() && !models.isEmpty() && !models.contains(m_config.model))
        message += QStringLiteral(" (model '%1' is not among them)").arg(m_config.model);
    Q_EMIT finished(true, message, models);
}

} // namespace sw
