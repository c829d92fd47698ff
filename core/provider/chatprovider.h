#pragma once
// ChatProvider: the asynchronous model interface the agent loop talks to. One request at a time:
// start() -> deltas (text, reasoning, tool calls, usage) -> exactly one of finished() or failed().
#include "wire/chattypes.h"
#include "wire/transportattempt.h"

#include <QObject>

namespace sw {

class ChatProvider : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~ChatProvider() override = default;

    virtual void start(const ChatRequest &request) = 0;
    // Stops the running request; failed() follows with ProviderError::Kind::Cancelled. No-op when idle.
    virtual void cancel() = 0;
    virtual bool isBusy() const = 0;
    // A replay of recorded/scripted answers (the UI labels it "replay", never "model").
    virtual bool isReplay() const { return false; }
    virtual QString displayName() const = 0;
    virtual QString modelName() const = 0;
    // Who answers, without the model ("OpenAI", "DeepSeek", "custom endpoint", "Replay: <title>"): what a session's
    // header names as its provider. Default: displayName().
    virtual QString providerName() const { return displayName(); }
    // Where requests go (the endpoint URL without user info), "" for a replay.
    virtual QString endpointUrl() const { return {}; }
    // The wire format requests to this provider are encoded in (a replay: the format it was recorded in).
    virtual WireApi wireApi() const { return WireApi::ChatCompletions; }

Q_SIGNALS:
    void textDelta(const QString &text);
    void reasoningDelta(const QString &text);
    // First delta of a call carries id and name; later ones only argument fragments.
    void toolCallDelta(int index, const QString &id, const QString &name, const QString &argumentsFragment);
    void usageReceived(const sw::ChatUsage &usage);
    void finished(const sw::ChatResponse &response);
    void failed(const sw::ProviderError &error);
    // The transport of the attempt that just ended (one per start(), emitted before its finished() or failed(),
    // also when cancelled): URL, headers, status, the raw bytes received, timing. Replays emit none.
    void attemptFinished(const sw::TransportAttempt &attempt);
    // While an attempt runs: its status line and headers arrived (attempt.status, .reason, .responseHeaders, .waitMs
    // set; the rest as sent), then the bytes of the answer received so far. Replays emit none.
    void responseStarted(const sw::TransportAttempt &attempt);
    void bytesReceived(qint64 total);
    // The request is held before it is sent (true), e.g. a presenter's step-through waiting for F9, and released.
    void holding(bool held);
};

} // namespace sw
