// One real-client Trigger Lab run: the home, the endpoint, the client, and what its traffic shows.
#include "clienteval/clientevalrunner.h"

#include "calibration/scriptedanswers.h"
#include "clients/clienthome.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QUuid>

#include <algorithm>

namespace sw {

namespace {

constexpr qsizetype kStderrKept = 4096;
// Once the client has ended: how long an exchange it left running may still take before the endpoint cuts it.
constexpr int kEndpointGraceMs = 5000;

bool hasTools(const QByteArray &body)
{
    const QJsonValue tools = QJsonDocument::fromJson(body).object().value(QStringLiteral("tools"));
    return tools.isArray() && !tools.toArray().isEmpty();
}

QString tail(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes.right(kStderrKept)).trimmed();
}

} // namespace

QString clientTriggerRule(AgentClient client)
{
    switch (client) {
    case AgentClient::ClaudeCode:
        return QStringLiteral("Claude Code's Skill tool call naming the skill");
    case AgentClient::Codex:
        return QStringLiteral("Codex reading the skill's SKILL.md through its shell tool (exec_command), or a $name "
                              "mention it expands");
    case AgentClient::Opencode:
        return QStringLiteral("opencode's skill tool call naming the skill");
    case AgentClient::GeminiCli:
        return QStringLiteral("Gemini CLI's activate_skill call naming the skill");
    }
    return {};
}

WireApi clientWireApi(AgentClient client)
{
    switch (client) {
    case AgentClient::ClaudeCode:
        return WireApi::AnthropicMessages;
    case AgentClient::Codex:
        return WireApi::OpenAiResponses;
    case AgentClient::GeminiCli:
        return WireApi::Gemini;
    case AgentClient::Opencode:
        break;
    }
    return WireApi::ChatCompletions;
}

ClientEvalRunner::ClientEvalRunner(std::shared_ptr<const ClientEvalOptions> options, QObject *parent)
    : EvalRunner(parent)
    , m_options(std::move(options))
{ }

ClientEvalRunner::~ClientEvalRunner()
{
    m_active = false;
    cleanUp();
}

void ClientEvalRunner::start(const EvalRunJob &job)
{
    cleanUp();
    m_job = job;
    m_active = true;
    m_clock.start();
    m_decoded.clear();
    m_firstResponse = 0;
    m_answeredWithTools.clear();
    m_clientResult.reset();
    m_clientStartMs = -1;
    m_clientStarted.invalidate();
    m_decoder = std::make_unique<CaptureDecoder>();
    const ClientEvalOptions &o = *m_options;
    const QString root = o.homeRoot.isEmpty() ? defaultClientHomeRoot() : o.homeRoot;
    m_home = QDir(root).filePath(
        QStringLiteral("eval-%1-%2")
            .arg(agentClientId(o.install.client), QUuid::createUuid().toString(QUuid::Id128).left(12)));
    QString error;
    if (!QDir().mkpath(m_home)) {
        conclude(QStringLiteral("cannot create the client's home %1").arg(m_home), {});
        return;
    }
    if (!o.homeTemplate.isEmpty() && !copyClientFolder(o.homeTemplate, m_home, &error)) {
        conclude(error, {});
        return;
    }

    ClientRunSpec spec;
    spec.client = o.install.client;
    spec.program = o.install.program;
    spec.home = m_home;
    spec.model = o.model;
    spec.contextWindow = o.contextWindow;
    spec.maxRetries = o.clientRetries;
    spec.sessionId = QStringLiteral("00000000-0000-4000-8000-%1").arg(job.index + 1, 12, 10, QLatin1Char('0'));
    spec.prompt = job.query;
    m_nameByFolder.clear();
    if (o.skills) {
        for (const AgentSkill &s : o.skills->skills()) {
            if (s.folder.isEmpty())
                continue;
            const QString folder = QFileInfo(s.folder).fileName();
            m_nameByFolder.insert(folder, s.name);
            std::optional<QString> description;
            if (!job.skill.isEmpty() && s.name == job.skill && !job.description.isEmpty())
                description = job.description;
            spec.skills << ClientSkill { s.folder, folder, description };
        }
    }

    std::shared_ptr<LocalAnswerer> scripted;
    if (o.script)
        scripted = std::make_shared<ScriptedClientModel>(o.script);
    m_answerer = std::make_shared<CachingAnswerer>(o.cache, o.install.client, job.run,
        QStringList { m_home, QFileInfo(m_home).fileName() }, o.readCache, scripted, !job.full);
    CaptureEndpointOptions eo;
    eo.upstream = o.upstream;
    // A real provider is reached through the environment's proxy, as the client would reach it (the client itself
    // runs without proxy variables and talks to the endpoint on loopback).
    eo.upstreamProxy = upstreamProxyFromEnvironment(o.upstream, QProcessEnvironment::systemEnvironment()).proxy;
    eo.upstreamKey = o.upstreamKey;
    eo.answerer = m_answerer;
    m_endpoint = new CaptureEndpoint(this);
    connect(m_endpoint, &CaptureEndpoint::exchangeFinished, this, &ClientEvalRunner::onExchange);
    connect(m_endpoint, &CaptureEndpoint::exchangeStarted, this, [this] {
        if (m_clientStartMs < 0 && m_clientStarted.isValid())
            m_clientStartMs = m_clientStarted.elapsed();
    });
    if (!m_endpoint->start(eo, &error)) {
        conclude(QStringLiteral("the capture endpoint could not start: %1").arg(error), {});
        return;
    }
    spec.endpointRoot = m_endpoint->url().toString(QUrl::StripTrailingSlash);
    if (!prepareClientHome(spec, &error)) {
        conclude(error, {});
        return;
    }
    m_clientStarted.start();
    m_client = new ClientRun(this);
    connect(m_client, &ClientRun::finished, this, &ClientEvalRunner::onClientFinished);
    m_client->start(clientCommand(spec), o.timeoutMs);
}

void ClientEvalRunner::onExchange(const CaptureExchange &exchange)
{
    if (!m_active)
        return;
    m_decoded << m_decoder->decode(exchange);
    DecodedExchange &d = m_decoded.last();
    d.record.fromCache = exchange.answeredBy == QLatin1String("cache");
    // Answered: the whole answer reached the client, or the record holds it to its end (a client may close the stream
    // as soon as it has read the final event).
    const bool whole
        = exchange.end == TransportAttempt::End::Complete || (d.responseRead && !d.response.finishReason.isEmpty());
    if (m_answerer)
        m_answerer->store(exchange, whole);
    if (!d.api.isEmpty() && d.responseRead && exchange.status >= 200 && exchange.status < 300 && whole
        && hasTools(exchange.requestBody))
        m_answeredWithTools << exchange.number;
    if (!m_job.full && m_firstResponse == 0 && !m_answeredWithTools.isEmpty()) {
        // The first model response is in once every earlier exchange has been reported too: the endpoint reports an
        // exchange when its stream has ended, and a client can send its next request (answered here at once) before
        // the endpoint has seen the end of the answer that made it.
        const int first = *std::min_element(m_answeredWithTools.cbegin(), m_answeredWithTools.cend());
        QSet<int> reported;
        for (const DecodedExchange &e : std::as_const(m_decoded))
            reported << e.number;
        bool earlierInFlight = false;
        for (int n = 1; n < first; ++n)
            earlierInFlight = earlierInFlight || !reported.contains(n);
        if (!earlierInFlight) {
            m_firstResponse = first;
            conclude({}, {});
            return;
        }
    }
}

void ClientEvalRunner::onClientFinished(const ClientRunResult &result)
{
    if (!m_active)
        return;
    m_clientResult = result;
    // A client that exits right after its answer can end before the endpoint's thread reported that exchange, even
    // before it reported the exchange's start. So the endpoint stops: it reports every exchange it had seen, and cuts
    // one still running after a short grace (the client and its helpers are gone, so none should be). The run is
    // judged at synced(), which follows the last report. The wait belongs to this job's endpoint: cleanUp()
    // disconnects and deletes it, so nothing of it can reach the next job.
    connect(m_endpoint, &CaptureEndpoint::synced, this, &ClientEvalRunner::judgeClientEnd, Qt::SingleShotConnection);
    m_endpoint->stop(kEndpointGraceMs);
    m_endpoint->sync();
}

void ClientEvalRunner::judgeClientEnd()
{
    if (!m_active || !m_clientResult)
        return;
    const ClientRunResult result = *m_clientResult;
    m_clientResult.reset();
    const QString name = agentClientName(m_options->install.client);
    QString error;
    if (result.end == ClientRunResult::End::FailedToStart || result.end == ClientRunResult::End::TimedOut
        || result.end == ClientRunResult::End::Crashed)
        error = QStringLiteral("%1: %2").arg(name, result.error);
    else if (result.end == ClientRunResult::End::Exited && result.exitCode != 0)
        error = QStringLiteral("%1 exited with status %2").arg(name).arg(result.exitCode);
    if (error.isEmpty()) {
        bool answered = false;
        for (const DecodedExchange &d : std::as_const(m_decoded))
            answered = answered || (!d.api.isEmpty() && d.responseRead && d.status >= 200 && d.status < 300);
        if (!answered)
            error = QStringLiteral("%1 ended without a model answer").arg(name);
    }
    if (!error.isEmpty()) {
        // What the provider said, when it said no.
        int status = 0;
        for (const DecodedExchange &d : std::as_const(m_decoded))
            if (!d.api.isEmpty() && d.status >= 400)
                status = d.status; // the last refusal
        if (status > 0)
            error += QStringLiteral(" (the model call got HTTP %1)").arg(status);
    }
    conclude(error, result.standardError);
}

QString ClientEvalRunner::skillFor(const SkillLoad &load) const
{
    if (!load.skillPath.isEmpty()) {
        const QString folder = QFileInfo(QFileInfo(load.skillPath).path()).fileName();
        if (m_nameByFolder.contains(folder))
            return m_nameByFolder.value(folder);
    }
    return m_nameByFolder.value(load.skill, load.skill);
}

void ClientEvalRunner::conclude(const QString &error, const QByteArray &standardError)
{
    if (!m_active)
        return;
    m_active = false;
    EvalRun run;
    run.variant = m_job.variant;
    run.caseIndex = m_job.caseIndex;
    run.run = m_job.run;
    run.durationMs = m_clock.elapsed();
    run.clientStartMs = m_clientStartMs;
    int modelCalls = 0;
    ChatUsage total;
    total.promptTokens = 0;
    total.completionTokens = 0;
    for (const DecodedExchange &d : std::as_const(m_decoded)) {
        if (d.api.isEmpty())
            continue;
        ++modelCalls;
        run.requests << d.record;
        if (d.responseRead && d.response.usage.isValid()) {
            total.promptTokens += qMax(0, d.response.usage.promptTokens);
            total.completionTokens += qMax(0, d.response.usage.completionTokens);
        }
    }
    const int fromCache = m_answerer ? m_answerer->cachedAnswers() : 0;
    run.cached = modelCalls > 0 && fromCache >= modelCalls;
    run.attempts = modelCalls - fromCache;
    total.totalTokens = total.promptTokens + total.completionTokens;
    if (total.totalTokens > 0)
        run.usage = total;
    if (m_decoder) {
        for (const SkillLoad &load : m_decoder->loads()) {
            if (!m_job.full && m_firstResponse > 0 && load.request != m_firstResponse)
                continue;
            const QString skill = skillFor(load);
            if (!run.loaded.contains(skill))
                run.loaded << skill;
        }
    }
    if (!error.isEmpty()) {
        run.outcome = RunOutcome::Error;
        run.error = error;
        run.clientStderr = tail(standardError);
    } else {
        run.outcome = RunOutcome::NotTriggered; // TriggerEval decides from `loaded`
    }
    cleanUp();
    Q_EMIT finished(run);
}

void ClientEvalRunner::cancel()
{
    m_active = false;
    cleanUp();
}

void ClientEvalRunner::cleanUp()
{
    if (m_client) {
        m_client->disconnect(this);
        m_client->cancel();
        m_client->deleteLater();
        m_client = nullptr;
    }
    if (m_endpoint) {
        m_endpoint->disconnect(this);
        m_endpoint->stop(0);
        m_endpoint->deleteLater();
        m_endpoint = nullptr;
    }
    m_answerer.reset();
    if (!m_home.isEmpty() && !m_options->keepHomes)
        QDir(m_home).removeRecursively();
    m_home.clear();
}

ClientEvalFactory::ClientEvalFactory(ClientEvalOptions options)
    : m_options(std::make_shared<ClientEvalOptions>(std::move(options)))
{ }

bool ClientEvalFactory::prepare(QString *error)
{
    const ClientEvalOptions &o = *m_options;
    const QString name = agentClientName(o.install.client);
    if (!o.install.isFound()) {
        *error = o.install.error.isEmpty() ? QStringLiteral("%1 was not found on PATH").arg(name) : o.install.error;
        return false;
    }
    if (!o.script && o.upstream.isEmpty()) {
        *error = QStringLiteral("no upstream for %1's model calls: give --base-url").arg(name);
        return false;
    }
    if (!o.homeTemplate.isEmpty() && !QFileInfo(o.homeTemplate).isDir()) {
        *error = QStringLiteral("the client home %1 is not a folder").arg(o.homeTemplate);
        return false;
    }
    const QString root = o.homeRoot.isEmpty() ? defaultClientHomeRoot() : o.homeRoot;
    if (!QDir().mkpath(root)) {
        *error = QStringLiteral("cannot create the folder %1 for the client homes").arg(root);
        return false;
    }
    return true;
}

EvalRunner *ClientEvalFactory::create(QObject *parent)
{
    return new ClientEvalRunner(m_options, parent);
}

QString ClientEvalFactory::agentName() const
{
    const ClientInstall &i = m_options->install;
    return i.version.isEmpty() ? agentClientId(i.client)
                               : QStringLiteral("%1 %2").arg(agentClientId(i.client), i.version);
}

QString ClientEvalFactory::providerName() const
{
    if (m_options->script)
        return QStringLiteral("scripted model (no AI; offline)");
    return m_options->upstream.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
}

QString ClientEvalFactory::triggerRule() const
{
    return clientTriggerRule(m_options->install.client);
}

QString ClientEvalFactory::model() const
{
    return m_options->model;
}

} // namespace sw
