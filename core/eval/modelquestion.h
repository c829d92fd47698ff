#pragma once
// ModelQuestion: one question to the model outside a chat (the optimiser asking for a better description, the lab
// asking for near-miss queries): a system prompt and one user message, built by the RequestBuilder (so it follows the
// provider's wire format), sent through a ChatProvider, retried on 429 / 5xx / transport errors with backoff and
// Retry-After, answered with the text or an error.
#include "agent/agentloop.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace sw {

class ModelQuestion : public QObject
{
    Q_OBJECT
public:
    // `provider` is not owned and must be idle.
    ModelQuestion(ChatProvider *provider, const QString &model, const RetryPolicy &retry, QObject *parent = nullptr);

    void ask(const QString &systemPrompt, const QString &userMessage);
    void cancel();
    bool isBusy() const { return m_busy; }
    const RequestRecord &record() const { return m_record; } // the request as sent, with its response

    // The request body ask() would send.
    // Encoded in `api` (the provider's wire format).
    static RequestRecord buildRequest(const QString &systemPrompt, const QString &userMessage, const QString &model,
        WireApi api = WireApi::ChatCompletions);

Q_SIGNALS:
    void answered(const QString &text);
    void failed(const QString &message);

private:
    void send();
    void onFinished(const ChatResponse &response);
    void onFailed(const ProviderError &error);

    QPointer<ChatProvider> m_provider;
    QString m_model;
    RetryPolicy m_retry;
    RequestRecord m_record;
    QTimer m_retryTimer;
    bool m_busy = false;
};

} // namespace sw
