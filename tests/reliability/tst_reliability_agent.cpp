// Fault injection on the model connection: a server that accepts the connection and never answers, one that
// sends the headers and then stalls mid-stream, and one that is not listening at all. The provider's inactivity
// timeout fires, the agent loop retries as configured, then ends the turn with a clear error and is ready for
// the next message (the UI's "recover" is exactly this state).
#include "agent/agentloop.h"
#include "agent/profile.h"
#include "agentharness.h"
#include "fakemodelserver.h"
#include "provider/openaiprovider.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace sw;
using sw::test::FakeModelServer;
using sw::test::FakeResponse;

namespace {

SkillSnapshotPtr oneSkill()
{
    AgentSkill s;
    s.name = QStringLiteral("alpha");
    s.description = QStringLiteral("First skill.");
    s.folder = QStringLiteral("/skills/alpha");
    s.location = s.folder + QStringLiteral("/SKILL.md");
    s.body = QStringLiteral("Alpha body");
    return std::make_shared<const SkillSnapshot>(QList<AgentSkill> { s });
}

struct Rig
{
    explicit Rig(const QString &baseUrl, int retries)
    {
        ProviderConfig pc;
        pc.baseUrl = baseUrl;
        pc.model = QStringLiteral("stalled-model");
        pc.inactivityTimeoutMs = 300;
        provider = std::make_unique<OpenAiChatProvider>(pc);
        AgentConfig config;
        config.profile = sw::test::shippedProfile(QStringLiteral("trpc-go"));
        config.skills = oneSkill();
        config.model = pc.model;
        config.retry.maxRetries = retries;
        config.retry.timeScale = 0.001;
        loop = std::make_unique<AgentLoop>(config, provider.get());
    }
    std::unique_ptr<OpenAiChatProvider> provider;
    std::unique_ptr<AgentLoop> loop;
};

} // namespace

class TestReliabilityAgent : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void silentServerTimesOut();
    void stallMidStreamTimesOut();
    void refusedConnectionFails();
};

void TestReliabilityAgent::silentServerTimesOut()
{
    // Accepts each connection, reads the request and never answers (not even a status line).
    FakeModelServer server;
    for (int i = 0; i < 3; ++i) // the first try, its retry, and the recovery message
        server.enqueue(FakeResponse::silence());
    QVERIFY(server.listen());
    Rig rig(server.baseUrl(), 1);
    QSignalSpy failed(rig.loop.get(), &AgentLoop::failed);
    QSignalSpy retries(rig.loop.get(), &AgentLoop::retryScheduled);
    QString error;
    QVERIFY2(rig.loop->sendUserMessage(QStringLiteral("hello"), {}, &error), qPrintable(error));
    QVERIFY(failed.wait(20000));
    const QString message = failed.first().first().toString();
    qInfo("stalled server: %s", qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("timeout")), qPrintable(message));
    QCOMPARE(retries.size(), 1); // retried once as configured, then gave up
    QCOMPARE(server.requests().size(), 2);
    QVERIFY(!rig.loop->isRunning());
    QCOMPARE(rig.loop->lastError(), message);
    QVERIFY(!rig.provider->isBusy());
    QVERIFY(rig.loop->session().requests.last().failed);
    // Recovered: the next message is accepted (and can be stopped cleanly).
    QSignalSpy stopped(rig.loop.get(), &AgentLoop::stopped);
    QVERIFY2(rig.loop->sendUserMessage(QStringLiteral("again"), {}, &error), qPrintable(error));
    QVERIFY(rig.loop->isRunning());
    rig.loop->stop();
    QTRY_COMPARE(stopped.size(), 1);
    QVERIFY(!rig.loop->isRunning());
}

void TestReliabilityAgent::stallMidStreamTimesOut()
{
    // Headers and one delta, then silence: the stream is incomplete and must not be taken as an answer.
    FakeModelServer server;
    FakeResponse stall = FakeResponse::stream({ sw::test::sseText(QStringLiteral("Hal")) });
    stall.end = FakeResponse::End::Stall;
    server.enqueue(stall);
    QVERIFY(server.listen());
    Rig rig(server.baseUrl(), 0);
    QSignalSpy failed(rig.loop.get(), &AgentLoop::failed);
    QSignalSpy done(rig.loop.get(), &AgentLoop::turnFinished);
    QVERIFY(rig.loop->sendUserMessage(QStringLiteral("hello")));
    QVERIFY(failed.wait(20000));
    const QString message = failed.first().first().toString();
    qInfo("stall mid-stream: %s", qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("timeout")), qPrintable(message));
    QCOMPARE(done.size(), 0);
    QVERIFY(!rig.loop->isRunning());
}

void TestReliabilityAgent::refusedConnectionFails()
{
    quint16 port = 0;
    {
        QTcpServer probe; // find a free port, then close it: nothing listens there
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        port = probe.serverPort();
    }
    Rig rig(QStringLiteral("http://127.0.0.1:%1/v1").arg(port), 2);
    QSignalSpy failed(rig.loop.get(), &AgentLoop::failed);
    QVERIFY(rig.loop->sendUserMessage(QStringLiteral("hello")));
    QVERIFY(failed.wait(20000));
    const QString message = failed.first().first().toString();
    qInfo("refused: %s", qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("127.0.0.1:%1").arg(port)), qPrintable(message));
    QVERIFY(!rig.loop->isRunning());
}

QTEST_GUILESS_MAIN(TestReliabilityAgent)
#include "tst_reliability_agent.moc"
