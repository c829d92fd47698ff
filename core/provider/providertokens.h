#pragma once
// ProviderTokenCounter: Claude's own token counts (docs/wire-formats.md "Claude's token counts"). Claude's tokenizer
// is not public, so the exact o200k/cl100k figures are only an approximation for Claude; where the user turned it on
// and a key is configured, this asks Anthropic's POST {base}/v1/messages/count_tokens for a text (one user message:
// a skill body, a catalog) or a whole encoded Messages request. Counts are cached per model and text; the JSON, the
// hashing and the network run on a worker thread (never the GUI thread), at most two requests at a time, and the
// results come back as queued signals. The UI labels them as the provider's count.
#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QThread>

namespace sw {

class ProviderTokenCounter : public QObject
{
    Q_OBJECT
public:
    struct Config
    {
        QString baseUrl = QStringLiteral("https://api.anthropic.com");
        QString apiKey; // required: without a key nothing is ever sent
        QString model; // required by count_tokens
        QList<QPair<QByteArray, QByteArray>> headers; // extra headers (proxies)
        int timeoutMs = 30000;
    };

    explicit ProviderTokenCounter(const Config &config, QObject *parent = nullptr);
    ~ProviderTokenCounter() override;

    // "" when the config can be used, else why not ("no API key for Anthropic", "no model").
    static QString unusableReason(const Config &config);
    bool isUsable() const { return unusableReason(m_config).isEmpty(); }
    const Config &config() const { return m_config; }
    QThread *workerThread() { return &m_thread; }

    // The count of `text` sent as the content of one user message (it includes the few tokens of that framing).
    // counted() or failed() follows with the same id.
    void countText(const QString &id, const QString &text);
    // The count of a whole Messages request body (encoded by AnthropicMessagesFormat); max_tokens and stream are
    // dropped, as count_tokens takes the rest of a request as it is.
    void countRequest(const QString &id, const QByteArray &messagesBody);

Q_SIGNALS:
    // fromCache: the same model and text were counted before (no request was sent).
    void counted(const QString &id, int inputTokens, bool fromCache);
    void failed(const QString &id, const QString &message);

private:
    class Worker;
    Config m_config;
    QThread m_thread;
    Worker *m_worker = nullptr;
};

} // namespace sw
