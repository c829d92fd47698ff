#pragma once
// ScriptedProvider: replays a Scenario's steps as model responses (one step per request, in order), streaming
// text in chunks with optional delays driven by a QTimer. It is labelled a replay everywhere. Trigger Lab runs are
// answered by the scenario's eval answers, chosen by the request (its query and bytes), not by order.
#include "agent/scenario.h"
#include "provider/chatprovider.h"

#include <QTimer>

#include <QHash>

#include <functional>
#include <memory>

namespace sw {

class ScriptedProvider : public ChatProvider
{
    Q_OBJECT
public:
    explicit ScriptedProvider(const Scenario &scenario, QObject *parent = nullptr);
    // Eval answers (Scenario::evalAnswers) count how often the same request bytes were answered; providers that share
    // one count (the slots of one Trigger Lab run) give run n of a query the n-th answer whichever slot sends it.
    using RequestCounts = std::shared_ptr<QHash<QByteArray, int>>;
    void shareRequestCounts(RequestCounts counts) { m_counts = std::move(counts); }

    void start(const ChatRequest &request) override;
    void cancel() override;
    bool isBusy() const override { return m_busy; }
    bool isReplay() const override { return true; }
    QString displayName() const override { return displayNameOf(m_scenario); }
    // "Replay: <title>": the provider name a replay's session saves (untranslated; an older file is matched by it).
    static QString displayNameOf(const Scenario &scenario);
    QString modelName() const override { return QStringLiteral("replay"); }
    // The scenario's format, unless replayed in another one (setWireApi, e.g. `chat --scenario F --api ...`).
    WireApi wireApi() const override { return m_api; }
    void setWireApi(WireApi api) { m_api = api; }

    const Scenario &scenario() const { return m_scenario; }
    int nextStep() const { return m_next; }
    // Continues the script at `step` (an opened session that already replayed the steps before it).
    void setNextStep(int step) { m_next = qBound(0, step, int(m_scenario.steps.size())); }
    int stepsLeft() const { return int(m_scenario.steps.size()) - m_next; }
    QList<QByteArray> receivedRequests() const { return m_requests; }
    // Answers at once: each response in one piece, without the scenario's streaming delays (a rehearsal, a test).
    void setInstant(bool instant) { m_instant = instant; }
    bool isInstant() const { return m_instant; }

private:
    void runNext();
    void play(const ScenarioStep &step, const QString &id);
    void failWith(const ProviderError &error, int delayMs);

    Scenario m_scenario;
    int m_next = 0;
    bool m_busy = false;
    int m_delayMs = 0;
    bool m_instant = false;
    QTimer m_timer;
    QList<std::function<void()>> m_actions; // the emissions of the current step, in order
    ChatResponse m_response;
    QList<QByteArray> m_requests;
    WireApi m_api = WireApi::ChatCompletions;
    RequestCounts m_counts = std::make_shared<QHash<QByteArray, int>>();
};

} // namespace sw
