#pragma once
// GatedProvider: wraps a provider (the scripted replay) and holds every request in start() until release() forwards
// it: how a replay steps through one model response at a time. The chat's session owns it (the chat makes the
// provider of its one current session); the demo's step-through controller only releases what it holds.
#include "provider/chatprovider.h"

#include <QPointer>

namespace sw::ui {

class GatedProvider : public ChatProvider
{
    Q_OBJECT
public:
    // Takes `inner` as a child (it is deleted with the gate).
    explicit GatedProvider(ChatProvider *inner, QObject *parent = nullptr);

    void start(const ChatRequest &request) override;
    void cancel() override;
    bool isBusy() const override;
    bool isReplay() const override;
    QString displayName() const override;
    QString modelName() const override;
    QString providerName() const override;
    sw::WireApi wireApi() const override;

    ChatProvider *inner() const { return m_inner; }
    bool isHolding() const { return m_holding; }
    // Forwards the held request to the wrapped provider; false when nothing is held.
    bool release();

Q_SIGNALS:
    void requestHeld();
    void holdingChanged(bool holding);

private:
    QPointer<ChatProvider> m_inner;
    ChatRequest m_held;
    bool m_holding = false;
};

} // namespace sw::ui
