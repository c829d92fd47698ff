#pragma once
// ResponseCache: model answers on disk, keyed by the exact request bytes, the model and which repetition of those
// bytes this is (run 1, 2, 3 of one query send the same bytes and each keeps its own answer), so re-running an
// unchanged eval set costs nothing and gives the same results. One JSON file per answer under the user cache folder
// ($SW_EVAL_CACHE_DIR overrides it), written atomically; only successful answers are kept.
// CachedChatProvider puts it in front of any ChatProvider.
#include "provider/chatprovider.h"

#include <QHash>
#include <QPointer>

#include <memory>
#include <optional>

namespace sw {

class ResponseCache
{
public:
    explicit ResponseCache(const QString &directory = defaultDirectory());
    // $SW_EVAL_CACHE_DIR, else <user cache folder>/skill-workbench/eval-responses.
    static QString defaultDirectory();
    // Lowercase hex sha256 over model, repetition and body.
    static QByteArray key(const QByteArray &body, const QString &model, int repetition);

    QString directory() const { return m_directory; }
    std::optional<ChatResponse> find(const QByteArray &key) const;
    bool store(
        const QByteArray &key, const QString &model, const ChatResponse &response, QString *error = nullptr) const;
    int entryCount() const;
    bool clear(QString *error = nullptr) const;

    // One entry written atomically (its folder made first); the JSON files under a cache folder.
    static bool writeEntry(const QString &path, const QJsonObject &entry, QString *error = nullptr);
    static int countEntries(const QString &directory);

    static QJsonObject responseToJson(const ChatResponse &response);
    static ChatResponse responseFromJson(const QJsonObject &o);

private:
    QString pathFor(const QByteArray &key) const;
    QString m_directory;
};

// Counts how often the same request bytes were sent in one eval run (shared by its providers). A request sent again
// for the same run (a retry after a 429 or a timeout) keeps the repetition that run was given, so a run's answer is
// keyed by the run, not by the attempt.
class RepetitionCounter
{
public:
    // 0 for the first run that sends these bytes, 1 for the second, ...; the same number again when `run` (>= 0) sends
    // them again. run < 0: every call is a new repetition.
    int next(const QByteArray &body, qint64 run = -1);

private:
    QHash<QByteArray, int> m_seen; // sha256 of the body -> runs seen
    QHash<QByteArray, int> m_assigned; // sha256 of the body + run -> its repetition
};

class CachedChatProvider : public ChatProvider
{
    Q_OBJECT
public:
    // `inner` is not owned. `cache` may be null (no caching). `readCache` false: always ask, then refresh the entry.
    CachedChatProvider(ChatProvider *inner, std::shared_ptr<ResponseCache> cache,
        std::shared_ptr<RepetitionCounter> repetitions, const QString &model, bool readCache,
        QObject *parent = nullptr);

    // The run the next start() requests belong to (-1: none): its retries keep their repetition, hence their key.
    void setRun(qint64 run) { m_run = run; }
    void start(const ChatRequest &request) override;
    void cancel() override;
    bool isBusy() const override { return m_servingCached || (m_inner && m_inner->isBusy()); }
    bool isReplay() const override { return m_inner && m_inner->isReplay(); }
    QString displayName() const override { return m_inner ? m_inner->displayName() : QString(); }
    QString modelName() const override { return m_inner ? m_inner->modelName() : QString(); }
    QString providerName() const override { return m_inner ? m_inner->providerName() : QString(); }
    QString endpointUrl() const override { return m_inner ? m_inner->endpointUrl() : QString(); }
    WireApi wireApi() const override { return m_inner ? m_inner->wireApi() : WireApi::ChatCompletions; }

    ChatProvider *inner() const { return m_inner; }
    bool lastFromCache() const { return m_lastFromCache; } // the last finished() came from the cache
    int lastRepetition() const { return m_repetition; }
    QString lastCacheError() const { return m_cacheError; } // a cache write that failed ("" = none)

private:
    void onInnerFinished(const ChatResponse &response);

    QPointer<ChatProvider> m_inner;
    std::shared_ptr<ResponseCache> m_cache;
    std::shared_ptr<RepetitionCounter> m_repetitions;
    QString m_model;
    bool m_readCache = true;
    bool m_servingCached = false;
    bool m_lastFromCache = false;
    int m_repetition = 0;
    qint64 m_run = -1;
    QByteArray m_key;
    QString m_cacheError;
    quint64 m_generation = 0; // invalidates a queued cached answer after cancel()
};

} // namespace sw
