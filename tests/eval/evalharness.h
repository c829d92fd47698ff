#pragma once
// Test harness for Trigger Lab runs: in-memory skills, shipped profiles, and a loopback fake model server whose
// answer depends on the query (the last user message) and on how often that query was seen, so outcomes are known
// whatever order concurrent answers arrive in.
#include "agentharness.h"
#include "eval/triggereval.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

namespace sw::test {

inline QString lastUserText(const QByteArray &body)
{
    const QJsonArray messages = QJsonDocument::fromJson(body).object().value("messages").toArray();
    for (qsizetype i = messages.size() - 1; i >= 0; --i)
        if (messages.at(i).toObject().value("role").toString() == QLatin1String("user"))
            return messages.at(i).toObject().value("content").toString();
    return {};
}

inline FakeResponse loads(const QString &tool, const QString &parameter, const QString &skill, int delayMs = 0)
{
    FakeResponse r = FakeResponse::stream(
        sseAnswer(QString(), { { tool, QStringLiteral("{\"%1\":\"%2\"}").arg(parameter, skill) } }, 6, 120, 8));
    r.headDelayMs = delayMs;
    return r;
}

inline FakeResponse says(const QString &text, int delayMs = 0)
{
    FakeResponse r = FakeResponse::stream(sseAnswer(text, {}, 6, 120, 8));
    r.headDelayMs = delayMs;
    return r;
}

class EvalHarness
{
public:
    // answer(query, nth time this query is seen (0-based), request index)
    using Answer = std::function<FakeResponse(const QString &query, int nth, int index, const QByteArray &body)>;

    explicit EvalHarness(Answer answer)
        : m_answer(std::move(answer))
    {
        server = std::make_unique<FakeModelServer>();
        if (!server->listen())
            qFatal("cannot listen on 127.0.0.1");
        server->setResponder([this](const RecordedRequest &request, int index) {
            const QString query = lastUserText(request.body);
            const int nth = seen[query]++;
            return m_answer(query, nth, index, request.body);
        });
    }

    ProviderFactory factory(WireApi api = WireApi::ChatCompletions)
    {
        const QString url = server->baseUrl();
        return [url, api](QObject *parent) -> ChatProvider * {
            ProviderConfig pc;
            pc.baseUrl = url;
            pc.model = QStringLiteral("fake-model");
            pc.api = api;
            pc.inactivityTimeoutMs = 10000;
            return new OpenAiChatProvider(pc, parent);
        };
    }

    TriggerEvalConfig config(const Profile &profile, const EvalSet &set, const QString &skill = {})
    {
        TriggerEvalConfig c;
        c.profile = profile;
        c.skills = testSkills();
        c.set = set;
        c.skill = skill;
        c.model = QStringLiteral("fake-model");
        c.retry.timeScale = 0.001;
        return c;
    }

    // Runs to the end; false on a start error (in *error) or a timeout.
    bool run(TriggerEval &eval, QString *error = nullptr)
    {
        QSignalSpy done(&eval, &TriggerEval::finished);
        if (!eval.start(error))
            return false;
        return done.wait(20000);
    }

    std::unique_ptr<FakeModelServer> server;
    QHash<QString, int> seen;

private:
    Answer m_answer;
};

inline EvalSet perSkillSet(const QList<QPair<QString, bool>> &items)
{
    EvalSet set;
    set.kind = EvalSetKind::PerSkill;
    for (const auto &[query, should] : items) {
        EvalCase c;
        c.query = query;
        c.shouldTrigger = should;
        set.cases << c;
    }
    return set;
}

} // namespace sw::test
