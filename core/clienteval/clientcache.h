#pragma once
// The real-client Trigger Lab's response cache (docs/triggerlab.md): a model call's answer (status, headers and the
// exact body bytes) on disk, keyed by the client, the path and the request body with the parts each client varies
// per run normalised away (session and request ids, dates and times, the run's own home and port, its version), the
// repetition of the query and the call's place in the run. A re-run of an unchanged set then sends nothing upstream
// and gets the same answers. Only complete 2xx answers are kept. CachingAnswerer puts it in the capture endpoint
// (one per run, so it knows the run's repetition and home).
#include "capture/captureexchange.h"
#include "capture/localanswer.h"
#include "clients/agentclient.h"

#include <QHash>
#include <QMutex>
#include <QStringList>

#include <memory>

namespace sw {

// `body` with every volatile part replaced by a fixed token. A JSON body first loses the fields the model never sees
// (client_metadata, metadata, prompt_cache_key, user, safety_identifier) and is written with sorted keys (Codex varies
// its metadata's key order per run). Then: the given strings (the run's home, its endpoint's
// address), UUIDs, long hex ids, prefixed ids (msg_, call_, toolu_, resp_, ses_, fc_), ISO and written dates, clock
// times, Unix times in milliseconds, and the client's version suffix (cc_version=X.Y.Z.abc).
// SkillOrder::Unordered also sorts what a client lists in an order of its own making per run: the entries of an
// <available_skills> block, an "(Available: 'a', 'b')" list and every JSON "enum" of strings. Gemini CLI finds its
// skills, built-in ones included, with node-glob's asynchronous walk and lists them in the order found, which changed
// between two runs of the same set under load (docs/clients.md, section 4).
enum class SkillOrder { AsSent, Unordered };
QByteArray normalisedClientBody(
    const QByteArray &body, const QStringList &volatileStrings, SkillOrder order = SkillOrder::AsSent);

class ClientResponseCache
{
public:
    explicit ClientResponseCache(const QString &directory = defaultDirectory());
    // $SW_EVAL_CACHE_DIR/clients, else <user cache folder>/skill-workbench/eval-responses/clients.
    static QString defaultDirectory();
    static QByteArray key(
        AgentClient client, QByteArrayView path, const QByteArray &normalisedBody, int repetition, int occurrence);

    QString directory() const { return m_directory; }
    std::optional<LocalAnswer> find(const QByteArray &key) const;
    bool store(const QByteArray &key, const CaptureExchange &exchange, QString *error = nullptr) const;
    int entryCount() const;

private:
    QString pathFor(const QByteArray &key) const;
    QString m_directory;
};

// One run's answerer: the cache first (when reading it), then `inner` (a scripted model), else the upstream. Keys are
// remembered per request number so the run can store what the upstream answered (store()).
class CachingAnswerer : public LocalAnswerer
{
public:
    // `firstResponseOnly`: the run is judged on the client's first model response, so the calls that can only come
    // after it (one carrying a tool's result) and the client's side calls (no tools offered) are answered here with a
    // short closing text: nothing after the verdict reaches the upstream, costs anything, or makes a re-run differ.
    CachingAnswerer(std::shared_ptr<ClientResponseCache> cache, AgentClient client, int repetition,
        QStringList volatileStrings, bool readCache, std::shared_ptr<LocalAnswerer> inner,
        bool firstResponseOnly = false);
    std::optional<LocalAnswer> answer(const HttpRequest &request) override;
    bool answersEverything() const override { return m_inner && m_inner->answersEverything(); }
    // Keeps a forwarded model call's complete 2xx answer (exchanges answered locally are not stored again).
    // `answerWhole`: the record holds the answer to its end although the exchange did not end cleanly (the client
    // closed the stream once it had read the final event).
    void store(const CaptureExchange &exchange, bool answerWhole = false);
    int cachedAnswers() const;

private:
    std::shared_ptr<ClientResponseCache> m_cache;
    AgentClient m_client;
    int m_repetition = 0;
    QStringList m_volatile;
    bool m_read = true;
    std::shared_ptr<LocalAnswerer> m_inner;
    bool m_firstResponseOnly = false;
    mutable QMutex m_mutex;
    int m_requests = 0; // requests seen: the next one's number is m_requests + 1
    // Normalised body hash -> answered calls so far: a retry of a call that failed keeps the failed one's place, so a
    // re-run finds the answer whether or not the 429 comes again.
    QHash<QByteArray, int> m_occurrences;
    QHash<int, QPair<QByteArray, QByteArray>> m_keys; // request number -> (cache key, body hash), model calls only
    int m_cached = 0;
};

} // namespace sw
