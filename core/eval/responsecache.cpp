// ResponseCache and CachedChatProvider.
#include "responsecache.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace sw {

ResponseCache::ResponseCache(const QString &directory)
    : m_directory(directory)
{ }

QString ResponseCache::defaultDirectory()
{
    QString env = qEnvironmentVariable("SW_EVAL_CACHE_DIR");
    if (!env.isEmpty())
        return env;
    QString base = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    if (base.isEmpty())
        base = QDir::tempPath();
    return base + QStringLiteral("/skill-workbench/eval-responses");
}

QByteArray ResponseCache::key(const QByteArray &body, const QString &model, int repetition)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(model.toUtf8());
    h.addData(QByteArrayView("\0", 1));
    h.addData(QByteArray::number(repetition));
    h.addData(QByteArrayView("\0", 1));
    h.addData(body);
    return h.result().toHex();
}

QString ResponseCache::pathFor(const QByteArray &key) const
{
    return QStringLiteral("%1/%2/%3.json").arg(m_directory, QString::fromLatin1(key.left(2)), QString::fromLatin1(key));
}

QJsonObject ResponseCache::responseToJson(const ChatResponse &r)
{
    QJsonArray calls;
    for (const ToolCall &c : r.toolCalls)
        calls << QJsonObject { { QStringLiteral("id"), c.id }, { QStringLiteral("name"), c.name },
            { QStringLiteral("arguments"), c.arguments } };
    QJsonObject o { { QStringLiteral("id"), r.id }, { QStringLiteral("model"), r.model },
        { QStringLiteral("text"), r.textIsNull ? QJsonValue() : QJsonValue(r.text) },
        { QStringLiteral("tool_calls"), calls }, { QStringLiteral("finish_reason"), r.finishReason },
        { QStringLiteral("usage"), r.usage.toJson() }, { QStringLiteral("raw"), QString::fromUtf8(r.rawBody) } };
    if (!r.reasoning.isEmpty())
        o.insert(QStringLiteral("reasoning"), r.reasoning);
    return o;
}

ChatResponse ResponseCache::responseFromJson(const QJsonObject &o)
{
    ChatResponse r;
    r.id = o.value(QStringLiteral("id")).toString();
    r.model = o.value(QStringLiteral("model")).toString();
    r.textIsNull = o.value(QStringLiteral("text")).isNull();
    r.text = o.value(QStringLiteral("text")).toString();
    r.reasoning = o.value(QStringLiteral("reasoning")).toString();
    for (const QJsonValue v : o.value(QStringLiteral("tool_calls")).toArray()) {
        const QJsonObject c = v.toObject();
        r.toolCalls << ToolCall { c.value(QStringLiteral("id")).toString(), c.value(QStringLiteral("name")).toString(),
            c.value(QStringLiteral("arguments")).toString() };
    }
    r.finishReason = o.value(QStringLiteral("finish_reason")).toString();
    r.usage = ChatUsage::fromJson(o.value(QStringLiteral("usage")).toObject());
    r.rawBody = o.value(QStringLiteral("raw")).toString().toUtf8();
    return r;
}

std::optional<ChatResponse> ResponseCache::find(const QByteArray &key) const
{
    QFile f(pathFor(key));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("skill-workbench-eval-response/1"))
        return std::nullopt; // unreadable or from another version: asked again
    return responseFromJson(o.value(QStringLiteral("response")).toObject());
}

bool ResponseCache::store(
    const QByteArray &key, const QString &model, const ChatResponse &response, QString *error) const
{
    const QJsonObject o { { QStringLiteral("format"), QStringLiteral("skill-workbench-eval-response/1") },
        { QStringLiteral("model"), model },
        { QStringLiteral("stored_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
        { QStringLiteral("response"), responseToJson(response) } };
    return writeEntry(pathFor(key), o, error);
}

bool ResponseCache::writeEntry(const QString &path, const QJsonObject &entry, QString *error)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = QStringLiteral("cannot create the response cache folder %1").arg(QFileInfo(path).absolutePath());
        return false;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(entry).toJson(QJsonDocument::Compact)) < 0
        || !f.commit()) {
        if (error)
            *error = QStringLiteral("cannot write the response cache entry %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

int ResponseCache::countEntries(const QString &directory)
{
    int n = 0;
    QDirIterator it(directory, { QStringLiteral("*.json") }, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        ++n;
    }
    return n;
}

int ResponseCache::entryCount() const
{
    return countEntries(m_directory);
}

bool ResponseCache::clear(QString *error) const
{
    QDir dir(m_directory);
    if (!dir.exists())
        return true;
    if (!dir.removeRecursively()) {
        if (error)
            *error = QStringLiteral("cannot remove %1").arg(m_directory);
        return false;
    }
    return true;
}

int RepetitionCounter::next(const QByteArray &body, qint64 run)
{
    const QByteArray digest = QCryptographicHash::hash(body, QCryptographicHash::Sha256);
    if (run >= 0) {
        const QByteArray runKey = digest + QByteArray::number(run);
        const auto it = m_assigned.constFind(runKey);
        if (it != m_assigned.constEnd())
            return *it;
        const int repetition = m_seen[digest]++;
        m_assigned.insert(runKey, repetition);
        return repetition;
    }
    int &n = m_seen[digest];
    return n++;
}

CachedChatProvider::CachedChatProvider(ChatProvider *inner, std::shared_ptr<ResponseCache> cache,
    std::shared_ptr<RepetitionCounter> repetitions, const QString &model, bool readCache, QObject *parent)
    : ChatProvider(parent)
    , m_inner(inner)
    , m_cache(std::move(cache))
    , m_repetitions(repetitions ? std::move(repetitions) : std::make_shared<RepetitionCounter>())
    , m_model(model)
    , m_readCache(readCache)
{
    if (!inner)
        return;
    connect(inner, &ChatProvider::textDelta, this, &ChatProvider::textDelta);
    connect(inner, &ChatProvider::reasoningDelta, this, &ChatProvider::reasoningDelta);
    connect(inner, &ChatProvider::toolCallDelta, this, &ChatProvider::toolCallDelta);
    connect(inner, &ChatProvider::usageReceived, this, &ChatProvider::usageReceived);
    connect(inner, &ChatProvider::finished, this, &CachedChatProvider::onInnerFinished);
    connect(inner, &ChatProvider::failed, this, &ChatProvider::failed);
    // What went over the network, for the inspector (a cached answer sends nothing and reports none).
    connect(inner, &ChatProvider::attemptFinished, this, &ChatProvider::attemptFinished);
    connect(inner, &ChatProvider::responseStarted, this, &ChatProvider::responseStarted);
    connect(inner, &ChatProvider::bytesReceived, this, &ChatProvider::bytesReceived);
    connect(inner, &ChatProvider::holding, this, &ChatProvider::holding);
}

void CachedChatProvider::start(const ChatRequest &request)
{
    m_lastFromCache = false;
    m_cacheError.clear();
    m_repetition = m_repetitions->next(request.body, m_run);
    m_key = m_cache ? ResponseCache::key(request.body, m_model, m_repetition) : QByteArray();
    if (m_cache && m_readCache) {
        if (std::optional<ChatResponse> hit = m_cache->find(m_key)) {
            m_servingCached = true;
            const quint64 generation = ++m_generation;
            QMetaObject::invokeMethod(
                this,
                [this, generation, response = *hit] {
                    if (generation != m_generation || !m_servingCached)
                        return;
                    m_servingCached = false;
                    m_lastFromCache = true;
                    if (response.usage.isValid())
                        Q_EMIT usageReceived(response.usage);
                    Q_EMIT finished(response);
                },
                Qt::QueuedConnection);
            return;
        }
    }
    if (!m_inner) {
        ProviderError e = ProviderError::make(ProviderError::Kind::Configuration, QStringLiteral("no model provider"));
        QMetaObject::invokeMethod(
            this, [this, e] { Q_EMIT failed(e); }, Qt::QueuedConnection);
        return;
    }
    m_inner->start(request);
}

void CachedChatProvider::cancel()
{
    if (m_servingCached) {
        m_servingCached = false;
        ++m_generation;
        const ProviderError e
            = ProviderError::make(ProviderError::Kind::Cancelled, QStringLiteral("request cancelled"));
        QMetaObject::invokeMethod(
            this, [this, e] { Q_EMIT failed(e); }, Qt::QueuedConnection);
        return;
    }
    if (m_inner)
        m_inner->cancel();
}

void CachedChatProvider::onInnerFinished(const ChatResponse &response)
{
    if (m_cache && !m_key.isEmpty()) {
        QString error;
        if (!m_cache->store(m_key, m_model, response, &error))
            m_cacheError = error;
    }
    Q_EMIT finished(response);
}

} // namespace sw
