// ScriptedProvider: turns one scenario step into a sequence of timed emissions.
#include "scriptedprovider.h"

#include <QCryptographicHash>

namespace sw {

namespace {
QStringList chunks(const QString &text, int size)
{
    if (text.isEmpty())
        return {};
    if (size <= 0)
        return { text };
    QStringList out;
    qsizetype i = 0;
    while (i < text.size()) {
        qsizetype n = qMin<qsizetype>(size, text.size() - i);
        if (i + n < text.size() && text.at(i + n - 1).isHighSurrogate())
            ++n; // never split a surrogate pair
        out << text.mid(i, n);
        i += n;
    }
    return out;
}
} // namespace

ScriptedProvider::ScriptedProvider(const Scenario &scenario, QObject *parent)
    : ChatProvider(parent)
    , m_scenario(scenario)
    , m_api(scenario.api)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ScriptedProvider::runNext);
}

QString ScriptedProvider::displayNameOf(const Scenario &scenario)
{
    return QStringLiteral("Replay: %1").arg(scenario.title.isEmpty() ? scenario.filePath : scenario.title);
}

void ScriptedProvider::failWith(const ProviderError &error, int delayMs)
{
    m_actions << [this, error] {
        m_busy = false;
        Q_EMIT failed(error);
    };
    m_timer.start(delayMs);
}

void ScriptedProvider::start(const ChatRequest &request)
{
    m_requests << request.body;
    m_actions.clear();
    m_busy = true;
    if (!m_scenario.evalAnswers.isEmpty()) {
        const QString query = lastUserMessage(request.body).trimmed();
        for (const ScenarioEvalAnswer &answer : std::as_const(m_scenario.evalAnswers)) {
            if (!answer.query.isEmpty() && answer.query.trimmed() != query)
                continue;
            if (!answer.requestContains.isEmpty() && !request.body.contains(answer.requestContains.toUtf8()))
                continue;
            const QByteArray digest = QCryptographicHash::hash(request.body, QCryptographicHash::Sha256);
            const int n = (*m_counts)[digest]++;
            play(answer.runs.at(n % answer.runs.size()), QStringLiteral("replay-eval-%1").arg(m_requests.size()));
            return;
        }
        if (m_scenario.steps.isEmpty()) {
            failWith(ProviderError::make(ProviderError::Kind::Configuration,
                         QStringLiteral("the scenario has no eval answer for the query \"%1\"").arg(query.left(80))),
                0);
            return;
        }
    }
    if (m_next >= m_scenario.steps.size()) {
        failWith(ProviderError::make(ProviderError::Kind::Configuration,
                     QStringLiteral("the scenario has no step left for request %1 (it has %2 steps)")
                         .arg(m_requests.size())
                         .arg(m_scenario.steps.size())),
            0);
        return;
    }
    const ScenarioStep step = m_scenario.steps.at(m_next++);
    play(step, QStringLiteral("replay-%1").arg(m_next));
}

void ScriptedProvider::play(const ScenarioStep &given, const QString &id)
{
    ScenarioStep step = given;
    if (m_instant) {
        step.delayMs = 0;
        step.chunkChars = 0;
    }
    if (step.error) {
        failWith(*step.error, step.delayMs);
        return;
    }
    m_response = ChatResponse();
    m_response.id = id;
    m_response.model = modelName();
    for (const QString &c : chunks(step.reasoning, step.chunkChars)) {
        m_actions << [this, c] {
            m_response.reasoning += c;
            Q_EMIT reasoningDelta(c);
        };
    }
    for (const QString &c : chunks(step.text, step.chunkChars)) {
        m_actions << [this, c] {
            m_response.text += c;
            m_response.textIsNull = false;
            Q_EMIT textDelta(c);
        };
    }
    for (int i = 0; i < step.toolCalls.size(); ++i) {
        const ToolCall call = step.toolCalls.at(i);
        m_actions << [this, i, call] {
            m_response.toolCalls << ToolCall { call.id, call.name, QString() };
            Q_EMIT toolCallDelta(i, call.id, call.name, QString());
        };
        for (const QString &c : chunks(call.arguments, step.chunkChars)) {
            m_actions << [this, i, c] {
                m_response.toolCalls[i].arguments += c;
                Q_EMIT toolCallDelta(i, QString(), QString(), c);
            };
        }
    }
    const std::optional<ChatUsage> usage = step.usage;
    const bool hasCalls = !step.toolCalls.isEmpty();
    const QString finish = !step.finishReason.isEmpty() ? step.finishReason
        : hasCalls                                      ? QStringLiteral("tool_calls")
                                                        : QStringLiteral("stop");
    m_actions << [this, usage, finish] {
        m_response.finishReason = finish;
        if (usage) {
            m_response.usage = *usage;
            Q_EMIT usageReceived(*usage);
        }
        m_busy = false;
        Q_EMIT finished(m_response);
    };
    m_delayMs = step.delayMs;
    m_timer.start(0); // the first emission is asynchronous too
}

void ScriptedProvider::runNext()
{
    if (m_actions.isEmpty())
        return;
    const std::function<void()> action = m_actions.takeFirst();
    if (!m_actions.isEmpty())
        m_timer.start(m_delayMs);
    action();
}

void ScriptedProvider::cancel()
{
    if (!m_busy)
        return;
    m_timer.stop();
    m_actions.clear();
    m_busy = false;
    ProviderError e;
    e.kind = ProviderError::Kind::Cancelled;
    e.message = QStringLiteral("request cancelled");
    QMetaObject::invokeMethod(
        this, [this, e] { Q_EMIT failed(e); }, Qt::QueuedConnection);
}

} // namespace sw
