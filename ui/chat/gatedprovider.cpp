// GatedProvider: holds requests until released, forwards everything the wrapped provider says.
#include "gatedprovider.h"

namespace sw::ui {

GatedProvider::GatedProvider(ChatProvider *inner, QObject *parent)
    : ChatProvider(parent)
    , m_inner(inner)
{
    inner->setParent(this);
    connect(inner, &ChatProvider::textDelta, this, &ChatProvider::textDelta);
    connect(inner, &ChatProvider::reasoningDelta, this, &ChatProvider::reasoningDelta);
    connect(inner, &ChatProvider::toolCallDelta, this, &ChatProvider::toolCallDelta);
    connect(inner, &ChatProvider::usageReceived, this, &ChatProvider::usageReceived);
    connect(inner, &ChatProvider::finished, this, &ChatProvider::finished);
    connect(inner, &ChatProvider::failed, this, &ChatProvider::failed);
    connect(inner, &ChatProvider::attemptFinished, this, &ChatProvider::attemptFinished);
    connect(inner, &ChatProvider::responseStarted, this, &ChatProvider::responseStarted);
    connect(inner, &ChatProvider::bytesReceived, this, &ChatProvider::bytesReceived);
    // The held time is the presenter's, not the model's: the loop leaves it out of the request's duration.
    connect(this, &GatedProvider::holdingChanged, this, &ChatProvider::holding);
}

void GatedProvider::start(const ChatRequest &request)
{
    m_held = request;
    m_holding = true;
    Q_EMIT holdingChanged(true);
    Q_EMIT requestHeld();
}

bool GatedProvider::release()
{
    if (!m_holding || !m_inner)
        return false;
    m_holding = false;
    Q_EMIT holdingChanged(false);
    m_inner->start(m_held);
    return true;
}

void GatedProvider::cancel()
{
    if (m_holding) {
        m_holding = false;
        Q_EMIT holdingChanged(false);
        Q_EMIT failed(ProviderError::make(ProviderError::Kind::Cancelled, tr("The replay was stopped.")));
        return;
    }
    if (m_inner)
        m_inner->cancel();
}

bool GatedProvider::isBusy() const
{
    return m_holding || (m_inner && m_inner->isBusy());
}

bool GatedProvider::isReplay() const
{
    return !m_inner || m_inner->isReplay();
}

QString GatedProvider::displayName() const
{
    return m_inner ? m_inner->displayName() : QString();
}

QString GatedProvider::providerName() const
{
    return m_inner ? m_inner->providerName() : QString();
}

sw::WireApi GatedProvider::wireApi() const
{
    return m_inner ? m_inner->wireApi() : sw::WireApi::ChatCompletions;
}

QString GatedProvider::modelName() const
{
    return m_inner ? m_inner->modelName() : QString();
}

} // namespace sw::ui
