#pragma once
// The Trigger Lab through a real client (docs/triggerlab.md): each query x run starts the installed client headless
// (ClientRun) in an isolated home that holds exactly the skills under test (a variant's description written into the
// installed copy) and none of the user's, pointed at a capture endpoint of its own that forwards to the upstream
// with the real key (the client holds a dummy one), or answers from the response cache, or from a scripted model.
// What the client did is read from the captured traffic with the capture's decoding: its skill-loading action in the
// first model response (the default; the client is then ended) or anywhere in the run (`full`). A client that could
// not start, timed out, crashed, exited non-zero or got no model answer is an error with its stderr kept, never a
// miss; a 429 the client retried by itself is not one either. Nothing blocks: ClientRun and the endpoint signal.
#include "capture/capturedecoder.h"
#include "capture/captureendpoint.h"
#include "clienteval/clientcache.h"
#include "clienteval/clientscript.h"
#include "clients/clientinstall.h"
#include "clients/clientrun.h"
#include "eval/evalrunner.h"
#include "wire/wireapi.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QUrl>

#include <memory>
#include <optional>

namespace sw {

struct ClientEvalOptions
{
    ClientInstall install; // the client found (program and version)
    QUrl upstream; // the provider the endpoint forwards to (Codex, opencode: ending in /v1); empty with `script`
    QByteArray upstreamKey; // the real key, given to the upstream by the endpoint only
    ClientScript script; // set: a scripted model answers inside the endpoint (no upstream, no key)
    QString model; // "" = the client's default
    int contextWindow = 0; // passed to clients that accept one
    SkillSnapshotPtr skills; // installed into each run's home (the visible skills of the roots)
    QString homeRoot; // where the run homes go ("" = defaultClientHomeRoot())
    QString homeTemplate; // --client-home: copied into each run's home before the skills are installed
    int timeoutMs = 300000; // per client run
    int clientRetries = 2; // the client's own retries of a failed model call (a 429 is retried, not a miss)
    std::shared_ptr<ClientResponseCache> cache; // null: no cache
    bool readCache = true;
    bool keepHomes = false;
};

class ClientEvalRunner : public EvalRunner
{
    Q_OBJECT
public:
    ClientEvalRunner(std::shared_ptr<const ClientEvalOptions> options, QObject *parent = nullptr);
    ~ClientEvalRunner() override;
    void start(const EvalRunJob &job) override;
    void cancel() override;

private:
    void onExchange(const CaptureExchange &exchange);
    void onClientFinished(const ClientRunResult &result);
    void judgeClientEnd();
    void conclude(const QString &error, const QByteArray &standardError);
    void cleanUp();
    QString skillFor(const SkillLoad &load) const;

    std::shared_ptr<const ClientEvalOptions> m_options;
    EvalRunJob m_job;
    QString m_home;
    QPointer<CaptureEndpoint> m_endpoint;
    QPointer<ClientRun> m_client;
    std::shared_ptr<CachingAnswerer> m_answerer;
    std::unique_ptr<CaptureDecoder> m_decoder;
    QList<DecodedExchange> m_decoded;
    QHash<QString, QString> m_nameByFolder;
    QElapsedTimer m_clock;
    QElapsedTimer m_clientStarted; // since the client process was started
    qint64 m_clientStartMs = -1; // to the client's first request
    QList<int> m_answeredWithTools; // numbers of the exchanges reported answered, with tools offered
    std::optional<ClientRunResult> m_clientResult; // the client ended; its run waits for the endpoint's last report
    int m_firstResponse = 0; // the exchange number of the first answered model call with tools; 0: none yet
    bool m_active = false;
};

class ClientEvalFactory : public EvalRunnerFactory
{
public:
    explicit ClientEvalFactory(ClientEvalOptions options);
    bool prepare(QString *error) override;
    EvalRunner *create(QObject *parent) override;
    QString agentName() const override;
    QString providerName() const override;
    QString triggerRule() const override;
    QString model() const override;

private:
    std::shared_ptr<ClientEvalOptions> m_options;
};

// What counts as a client's skill load, for reports: "Claude Code's Skill call", ...
QString clientTriggerRule(AgentClient client);
// The wire format a client's model calls use, hence its upstream's: Claude Code Anthropic Messages, Codex OpenAI
// Responses, opencode Chat Completions (its openai-compatible provider), Gemini CLI Gemini.
WireApi clientWireApi(AgentClient client);

} // namespace sw
