#pragma once
// ConnectionProbe: the "test connection" check of a provider: GET the models list of its wire format ({base}/models;
// Anthropic {base}/v1/models) with the format's key headers and the configured ones, reporting whether the endpoint
// answers, the models it lists, or the server's error message.
#include "provider/openaiprovider.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

class QNetworkAccessManager;
class QNetworkReply;

namespace sw {

class ConnectionProbe : public QObject
{
    Q_OBJECT
public:
    explicit ConnectionProbe(const ProviderConfig &config, QObject *parent = nullptr);
    ~ConnectionProbe() override;
    QUrl modelsUrl() const;
    void start(); // finished() follows exactly once

Q_SIGNALS:
    void finished(bool ok, const QString &message, const QStringList &models);

private:
    void onFinished();

    ProviderConfig m_config;
    QNetworkAccessManager *m_nam;
    QPointer<QNetworkReply> m_reply;
    QTimer m_timeout;
    bool m_timedOut = false;
};

} // namespace sw
