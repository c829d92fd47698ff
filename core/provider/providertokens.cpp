// ProviderTokenCounter: a worker thread with its own QNetworkAccessManager, a queue, and a cache by content hash.
#include "providertokens.h"

#include "provider/secrets.h"
#include "wire/anthropicmessages.h"
#include "wire/wirejson.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QQueue>
#include <QTimer>

namespace sw {

// Lives on the worker thread; reports back through queued calls on the counter (dropped if it is gone).
class ProviderTokenCounter::Worker : public QObject
{
public:
    Worker(const Config &config, ProviderTokenCounter *owner)
        : m_config(config)
        , m_owner(owner)
    { }

    void countText(const QString &id, const QString &text)
    {
        const QByteArray body = R"({"model":)" + jsonStringLiteral(m_config.model)
            + R"(,"messages":[{"role":"user","content":)" + jsonStringLiteral(text) + "}]}";
        enqueue(id, body);
    }

    void countRequest(const QString &id, const QByteArray &messagesBody)
    {
        QJsonParseError pe;
        QJsonObject o = QJsonDocument::fromJson(messagesBody, &pe).object();
        if (pe.error != QJsonParseError::NoError || o.isEmpty()) {
            failed(id, QStringLiteral("the request is not a JSON object (%1)").arg(pe.errorString()));
            return;
        }
        o.remove(QStringLiteral("max_tokens"));
        o.remove(QStringLiteral("stream"));
        o.insert(QStringLiteral("model"), m_config.model);
        enqueue(id, QJsonDocument(o).toJson(QJsonDocument::Compact));
    }

private:
    void counted(const QString &id, int inputTokens, bool fromCache)
    {
        ProviderTokenCounter *owner = m_owner;
        QMetaObject::invokeMethod(
            owner, [owner, id, inputTokens, fromCache] { Q_EMIT owner->counted(id, inputTokens, fromCache); },
            Qt::QueuedConnection);
    }
    void failed(const QString &id, const QString &message)
    {
        ProviderTokenCounter *owner = m_owner;
        QMetaObject::invokeMethod(
            owner, [owner, id, message] { Q_EMIT owner->failed(id, message); }, Qt::QueuedConnection);
    }

    struct Job
    {
        QString id;
        QByteArray body;
        QByteArray key;
        int attempt = 0;
    };

    void enqueue(const QString &id, const QByteArray &body)
    {
        const QByteArray key = QCryptographicHash::hash(body, QCryptographicHash::Sha256);
        if (const auto it = m_cache.constFind(key); it != m_cache.constEnd()) {
            counted(id, *it, true);
            return;
        }
        m_queue.enqueue(Job { id, body, key, 0 });
        pump();
    }

    void pump()
    {
        if (!m_nam)
            m_nam = new QNetworkAccessManager(this);
        while (m_inFlight < 2 && !m_queue.isEmpty() && !m_waiting)
            send(m_queue.dequeue());
    }

    void send(const Job &job)
    {
        QNetworkRequest req(AnthropicMessagesFormat::countTokensEndpoint(m_config.baseUrl));
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        for (const auto &h : wireFormat(WireApi::AnthropicMessages).headers(m_config.apiKey))
            req.setRawHeader(h.first, h.second);
        for (const auto &h : m_config.headers)
            req.setRawHeader(h.first, h.second);
        req.setTransferTimeout(m_config.timeoutMs);
        ++m_inFlight;
        QNetworkReply *reply = m_nam->post(req, job.body);
        connect(reply, &QNetworkReply::finished, this, [this, reply, job] { onFinished(reply, job); });
    }

    void onFinished(QNetworkReply *reply, Job job)
    {
        reply->deleteLater();
        --m_inFlight;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = reply->readAll();
        const QStringList secrets { m_config.apiKey };
        if (status == 429 && job.attempt == 0) {
            // The counting endpoint has its own rate limit: wait as told (or 2 s) once, then go on.
            const int wait = qMax(1, qMin(60, reply->rawHeader("retry-after").toInt()));
            ++job.attempt;
            m_queue.prepend(job);
            m_waiting = true;
            QTimer::singleShot(wait * 1000, this, [this] {
                m_waiting = false;
                pump();
            });
            return;
        }
        if (status == 0) {
            failed(job.id,
                redactSecrets(
                    QStringLiteral("%1: %2").arg(reply->url().toString(QUrl::RemoveUserInfo), reply->errorString()),
                    secrets));
        } else if (status < 200 || status >= 300) {
            failed(job.id,
                redactSecrets(wireFormat(WireApi::AnthropicMessages).errorFromBody(status, body).describe(), secrets));
        } else {
            const QJsonValue n = QJsonDocument::fromJson(body).object().value(QStringLiteral("input_tokens"));
            if (n.isDouble()) {
                m_cache.insert(job.key, n.toInt());
                counted(job.id, n.toInt(), false);
            } else {
                failed(
                    job.id, QStringLiteral("count_tokens answered without input_tokens: %1").arg(bytesPreview(body)));
            }
        }
        pump();
    }

    Config m_config;
    ProviderTokenCounter *m_owner;
    QPointer<QNetworkAccessManager> m_nam;
    QQueue<Job> m_queue;
    QHash<QByteArray, int> m_cache;
    int m_inFlight = 0;
    bool m_waiting = false;
};

ProviderTokenCounter::ProviderTokenCounter(const Config &config, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_worker(new Worker(config, this))
{
    m_thread.setObjectName(QStringLiteral("ProviderTokenCounter"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

ProviderTokenCounter::~ProviderTokenCounter()
{
    m_thread.quit();
    m_thread.wait();
}

QString ProviderTokenCounter::unusableReason(const Config &config)
{
    if (config.apiKey.isEmpty())
        return QStringLiteral("no API key for Anthropic: the provider's token counts need one");
    if (config.model.isEmpty())
        return QStringLiteral("no model: count_tokens counts for a model");
    if (!QUrl(config.baseUrl).isValid() || QUrl(config.baseUrl).host().isEmpty())
        return QStringLiteral("invalid base URL '%1'").arg(config.baseUrl);
    return {};
}

void ProviderTokenCounter::countText(const QString &id, const QString &text)
{
    if (const QString why = unusableReason(m_config); !why.isEmpty()) {
        QMetaObject::invokeMethod(
            this, [this, id, why] { Q_EMIT failed(id, why); }, Qt::QueuedConnection);
        return;
    }
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, id, text] { w->countText(id, text); }, Qt::QueuedConnection);
}

void ProviderTokenCounter::countRequest(const QString &id, const QByteArray &messagesBody)
{
    if (const QString why = unusableReason(m_config); !why.isEmpty()) {
        QMetaObject::invokeMethod(
            this, [this, id, why] { Q_EMIT failed(id, why); }, Qt::QueuedConnection);
        return;
    }
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, id, messagesBody] { w->countRequest(id, messagesBody); }, Qt::QueuedConnection);
}

} // namespace sw
