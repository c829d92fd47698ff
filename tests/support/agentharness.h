#pragma once
// Test harness for the agent loop: in-memory skills, shipped profiles, a FakeModelServer-backed provider and
// helpers to script answers and read the recorded requests.
#include "agent/agentloop.h"
#include "fakemodelserver.h"
#include "provider/openaiprovider.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace sw::test {

inline SkillSnapshotPtr testSkills(const QString &folderRoot = QStringLiteral("/skills"))
{
    AgentSkill report;
    report.name = QStringLiteral("data-report");
    report.description = QStringLiteral("Build a data report from CSV files.");
    report.folder = folderRoot + QStringLiteral("/data-report");
    report.location = report.folder + QStringLiteral("/SKILL.md");
    report.body = QStringLiteral("Build a report.\nRun \"scripts/report.py\".\n");
    report.docs = { QStringLiteral("docs/format.md"), QStringLiteral("usage.txt") };
    report.docText = { { QStringLiteral("docs/format.md"), QStringLiteral("FORMAT RULES") },
        { QStringLiteral("usage.txt"), QStringLiteral("USAGE NOTES") } };
    report.tools = { QStringLiteral("make_chart") };
    AgentSkill pdf;
    pdf.name = QStringLiteral("pdf-tools");
    pdf.description = QStringLiteral("Split and merge PDF files.");
    pdf.folder = folderRoot + QStringLiteral("/pdf-tools");
    pdf.location = pdf.folder + QStringLiteral("/SKILL.md");
    pdf.body = QStringLiteral("PDF body");
    AgentSkill alpha;
    alpha.name = QStringLiteral("alpha");
    alpha.description = QStringLiteral("First skill.");
    alpha.folder = folderRoot + QStringLiteral("/alpha");
    alpha.location = alpha.folder + QStringLiteral("/SKILL.md");
    alpha.body = QStringLiteral("Alpha body");
    return std::make_shared<const SkillSnapshot>(QList<AgentSkill> { report, pdf, alpha });
}

inline Profile shippedProfile(const QString &name)
{
    QString error;
    const auto p = loadProfile(QStringLiteral(SW_SOURCE_DIR "/resources/profiles/%1.json").arg(name), &error);
    if (!p)
        qFatal("%s", qPrintable(error));
    return *p;
}

inline FakeResponse calls(const QList<QPair<QString, QString>> &toolCalls, const QString &text = {})
{
    return FakeResponse::stream(sseAnswer(text, toolCalls, 5));
}

// Tool calls that all carry the id `call_1`, as some OpenAI-compatible servers send in every turn.
inline FakeResponse callsReusingIds(const QList<QPair<QString, QString>> &toolCalls)
{
    QList<QByteArray> pieces;
    for (int c = 0; c < toolCalls.size(); ++c)
        pieces << sseToolCall(c, QStringLiteral("call_1"), toolCalls.at(c).first, toolCalls.at(c).second);
    pieces << sseChunk({}, QStringLiteral("tool_calls")) << sseUsage(100, 10) << sseDone();
    return FakeResponse::stream(pieces);
}

inline FakeResponse answer(const QString &text)
{
    return FakeResponse::stream(sseAnswer(text, {}, 5));
}

class AgentHarness
{
public:
    explicit AgentHarness(
        const Profile &profile, const SkillSnapshotPtr &skills = testSkills(), WireApi api = WireApi::ChatCompletions)
    {
        server = std::make_unique<FakeModelServer>();
        if (!server->listen())
            qFatal("cannot listen on 127.0.0.1");
        ProviderConfig pc;
        pc.baseUrl = server->baseUrl();
        pc.model = QStringLiteral("fake-model");
        pc.apiKey = apiKey;
        pc.api = api;
        pc.inactivityTimeoutMs = 5000;
        provider = std::make_unique<OpenAiChatProvider>(pc);
        config.profile = profile;
        config.skills = skills;
        config.model = pc.model;
        config.secrets = { apiKey };
        config.retry.timeScale = 0.001;
    }
    AgentLoop &loop()
    {
        if (!m_loop)
            m_loop = std::make_unique<AgentLoop>(config, provider.get());
        return *m_loop;
    }
    // Sends one user turn and waits for its end. Returns true when the turn finished normally.
    bool turn(const QString &text, const QList<SkillLoadRequest> &declared = {})
    {
        QSignalSpy done(&loop(), &AgentLoop::turnFinished);
        QSignalSpy failed(&loop(), &AgentLoop::failed);
        QString error;
        if (!loop().sendUserMessage(text, declared, &error)) {
            lastError = error;
            return false;
        }
        if (!QTest::qWaitFor([&] { return done.size() + failed.size() > 0; }, 10000)) {
            lastError = QStringLiteral("timeout");
            return false;
        }
        lastError = failed.isEmpty() ? QString() : failed.first().first().toString();
        return failed.isEmpty();
    }
    QJsonArray messages(int request) const { return server->requests().at(request).json().value("messages").toArray(); }
    QString content(int request, int message) const
    {
        return messages(request).at(message).toObject().value("content").toString();
    }

    const QString apiKey = QStringLiteral("sk-harness-0123456789abcdefghij");
    std::unique_ptr<FakeModelServer> server;
    std::unique_ptr<OpenAiChatProvider> provider;
    AgentConfig config;
    QString lastError;

private:
    std::unique_ptr<AgentLoop> m_loop;
};

} // namespace sw::test
