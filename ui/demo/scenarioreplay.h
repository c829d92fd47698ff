#pragma once
// Scenario replay plumbing for the demo: prepareReplay() builds what the agent loop needs for a bundled scenario
// (profile with the scenario's materialisation and load mode, the bundled skills, a work root), exactly as the
// CLI's `chat --scenario` and tests/skills/tst_scenarios.cpp do; GatedProvider holds each model request until
// it is released, which is how the demo steps through a replay one response at a time.
#include "agent/agentloop.h"
#include "agent/chatprovider.h"
#include "agent/scenario.h"

#include <QPointer>

#include <optional>

namespace sw::ui {

struct PreparedReplay
{
    Scenario scenario;
    AgentConfig config;
};

// Reads `scenarioPath` and resolves its profile. `instant` drops the scenario's streaming pace (delays and
// chunking), for comparisons and tests. nullopt with an actionable *error when the file or profile is unusable.
std::optional<PreparedReplay> prepareReplay(
    const QString &scenarioPath, const QString &workRoot, bool instant, QString *error);

// Wraps a provider (the ScriptedProvider) and holds every request in start() until release() forwards it.
class GatedProvider : public ChatProvider
{
    Q_OBJECT
public:
    explicit GatedProvider(ChatProvider *inner, QObject *parent = nullptr);

    void start(const ChatRequest &request) override;
    void cancel() override;
    bool isBusy() const override;
    bool isReplay() const override;
    QString displayName() const override;
    QString modelName() const override;

    bool isHolding() const { return m_holding; }
    // Forwards the held request to the wrapped provider; false when nothing is held.
    bool release();

Q_SIGNALS:
    void requestHeld();

private:
    QPointer<ChatProvider> m_inner;
    ChatRequest m_held;
    bool m_holding = false;
};

} // namespace sw::ui
