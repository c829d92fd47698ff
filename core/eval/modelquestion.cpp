// ModelQuestion: build, send, retry, answer.
#include "modelquestion.h"

namespace sw {

ModelQuestion::ModelQuestion(ChatProvider *provider, const QString &model, const RetryPolicy &retry, QObject *parent)
    : QObject(parent)
    , m_provider(provider)
    , m_model(model)
    , m_retry(retry)
{
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &ModelQuestion::send);
    if (provider) {
        connect(provider, &ChatProvider::finished, this, &ModelQuestion::onFinished);
        connect(provider, &ChatProvider::failed, this, &ModelQuestion::onFailed);
    }
}

RequestRecord ModelQuestion::buildRequest(
    const QString &systemPrompt, const QString &userMessage, const QString &model, WireApi api)
{
    Profile profile;
    profile.name = QStringLiteral("model-question");
    profile.systemPrompt = systemPrompt;
    profile.catalogPlacement = CatalogPlacement::None;
    Session session;
    session.turn = 0;
    TranscriptEvent user;
    user.kind = TranscriptEvent::Kind::User;
    user.text = userMessage;
    session.append(user);
    BuildOptions options;
    options.model = model;
    options.api = api;
    bool exact = true;
    RequestBuilder builder(defaultTokenCounter(&exact), exact);
    return builder.build(profile, session, SkillSnapshot(), options);
}

void ModelQuestion::ask(const QString &systemPrompt, const QString &userMessage)
{
    if (m_busy || !m_provider) {
        const QString message
            = m_provider ? QStringLiteral("a question is already running") : QStringLiteral("no model provider");
        QMetaObject::invokeMethod(
            this, [this, message] { Q_EMIT failed(message); }, Qt::QueuedConnection);
        return;
    }
    m_record = buildRequest(systemPrompt, userMessage, m_model, m_provider->wireApi());
    m_record.attempts = 0;
    m_busy = true;
    send();
}

void ModelQuestion::send()
{
    if (!m_busy || !m_provider)
        return;
    ++m_record.attempts;
    m_provider->start({ m_record.body, true, m_record.api, m_record.model });
}

void ModelQuestion::cancel()
{
    if (!m_busy)
        return;
    m_busy = false;
    m_retryTimer.stop();
    if (m_provider && m_provider->isBusy())
        m_provider->cancel();
}

void ModelQuestion::onFinished(const ChatResponse &response)
{
    if (!m_busy)
        return;
    m_busy = false;
    m_record.finished = true;
    m_record.response = response;
    m_record.usage = response.usage;
    Q_EMIT answered(response.text);
}

void ModelQuestion::onFailed(const ProviderError &error)
{
    if (!m_busy)
        return;
    if (error.kind != ProviderError::Kind::Cancelled && error.isRetryable()
        && m_record.attempts <= m_retry.maxRetries) {
        const qint64 delayMs = error.retryAfterSeconds >= 0
            ? qint64(error.retryAfterSeconds) * 1000
            : qMin<qint64>(qint64(m_retry.baseDelayMs) << (m_record.attempts - 1), m_retry.maxDelayMs);
        m_retryTimer.start(int(double(delayMs) * m_retry.timeScale));
        return;
    }
    m_busy = false;
    m_record.failed = true;
    m_record.error = error;
    Q_EMIT failed(error.describe());
}

} // namespace sw
