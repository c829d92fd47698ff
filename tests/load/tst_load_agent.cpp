// Load on the agent loop with the scripted provider and the bundled skills: one model step asking for 200 tool
// calls (all complete, results recorded and sent back in call order), and 50 sessions produced by real loop
// runs, saved and reopened equal.
#include "agent/agentloop.h"
#include "agent/profile.h"
#include "agent/scenario.h"
#include "agent/scriptedprovider.h"
#include "agent/skillsnapshot.h"
#include "agentharness.h"
#include "loadmemory.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

SkillSnapshotPtr bundledSkills()
{
    QStringList problems;
    auto skills = SkillSnapshot::fromRoots({ QStringLiteral(SW_SOURCE_DIR "/skills") }, &problems);
    if (skills->skills().size() < 3)
        qFatal("bundled skills not found: %s", qPrintable(problems.join(u'\n')));
    return skills;
}

// A scenario whose first step asks for `calls` tool calls over the given skills (load / list docs alternating),
// then answers with text.
Scenario manyCalls(const QStringList &skills, int calls, const QString &answer)
{
    QJsonArray toolCalls;
    for (int i = 0; i < calls; ++i) {
        const QString skill = skills.at(i % skills.size());
        toolCalls.append(QJsonObject {
            { "id", QStringLiteral("call_%1").arg(i) },
            { "name", i % 2 ? QStringLiteral("skill_list_docs") : QStringLiteral("skill_load") },
            { "arguments", QJsonObject { { "skill", skill } } },
        });
    }
    const QJsonObject json {
        { "format", "skill-workbench-scenario/1" },
        { "title", "load" },
        { "profile", "trpc-go" },
        { "user_messages", QJsonArray { "go" } },
        { "steps",
            QJsonArray {
                QJsonObject { { "text", "" }, { "tool_calls", toolCalls } },
                QJsonObject { { "text", answer } },
            } },
    };
    QString error;
    const auto scenario = parseScenario(QJsonDocument(json).toJson(), &error);
    if (!scenario)
        qFatal("%s", qPrintable(error));
    return *scenario;
}

} // namespace

class TestLoadAgent : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void twoHundredToolCallsInOneStep();
    void fiftySessionsSavedAndReopened();
};

void TestLoadAgent::twoHundredToolCallsInOneStep()
{
    const SkillSnapshotPtr skills = bundledSkills();
    const int calls = 200;
    ScriptedProvider provider(manyCalls(skills->names(), calls, QStringLiteral("All done.")));
    AgentConfig config;
    config.profile = sw::test::shippedProfile(QStringLiteral("trpc-go"));
    config.skills = skills;
    config.model = QStringLiteral("replay");
    config.maxSteps = 4;
    AgentLoop loop(config, &provider);
    QSignalSpy done(&loop, &AgentLoop::turnFinished);
    QSignalSpy failed(&loop, &AgentLoop::failed);
    QSignalSpy started(&loop, &AgentLoop::toolStarted);
    QSignalSpy finished(&loop, &AgentLoop::toolFinished);
    QString error;
    QVERIFY2(loop.sendUserMessage(QStringLiteral("go"), {}, &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(done.size() + failed.size() > 0, 60000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));

    QCOMPARE(started.size(), calls);
    QCOMPARE(finished.size(), calls);
    // Results in call order, one per call, each with content.
    QStringList resultIds;
    int errors = 0;
    for (const TranscriptEvent &e : loop.session().events) {
        if (e.kind != TranscriptEvent::Kind::ToolResult)
            continue;
        resultIds << e.toolCallId;
        QVERIFY2(!e.text.isEmpty(), qPrintable(e.toolCallId));
        errors += e.isError ? 1 : 0;
    }
    QCOMPARE(resultIds.size(), calls);
    for (int i = 0; i < calls; ++i)
        QCOMPARE(resultIds.at(i), QStringLiteral("call_%1").arg(i));
    QCOMPARE(errors, 0);
    for (int i = 0; i < calls; ++i)
        QCOMPARE(finished.at(i).first().toString(), QStringLiteral("call_%1").arg(i));

    // The second request carries the 200 tool results back to the model in the same order.
    const QList<QByteArray> requests = provider.receivedRequests();
    QCOMPARE(requests.size(), 2);
    const QJsonArray messages = QJsonDocument::fromJson(requests.at(1)).object().value("messages").toArray();
    QStringList sentBack;
    for (const QJsonValue &m : messages) {
        if (m.toObject().value("role").toString() == QStringLiteral("tool"))
            sentBack << m.toObject().value("tool_call_id").toString();
    }
    QCOMPARE(sentBack, resultIds);
    QCOMPARE(loop.session().events.last().kind, TranscriptEvent::Kind::Assistant);
    QCOMPARE(loop.session().events.last().text, QStringLiteral("All done."));
    qInfo("200 tool calls in one step: %d results in order, %d requests, %lld session events, peak RSS %ld MiB",
        int(resultIds.size()), int(requests.size()), qint64(loop.session().events.size()), sw::test::peakRssMiB());
}

void TestLoadAgent::fiftySessionsSavedAndReopened()
{
    const SkillSnapshotPtr skills = bundledSkills();
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString secret = QStringLiteral("sk-load-0123456789abcdefghijklmn");
    qint64 totalBytes = 0;
    for (int n = 0; n < 50; ++n) {
        ScriptedProvider provider(manyCalls(skills->names(), 1 + n % 7, QStringLiteral("Answer %1 ✓").arg(n)));
        AgentConfig config;
        config.profile = sw::test::shippedProfile(QStringLiteral("trpc-go"));
        config.skills = skills;
        config.model = QStringLiteral("replay");
        config.secrets = { secret };
        AgentLoop loop(config, &provider);
        QSignalSpy done(&loop, &AgentLoop::turnFinished);
        QVERIFY(loop.sendUserMessage(QStringLiteral("session %1 uses %2").arg(n).arg(secret)));
        QVERIFY(done.wait(30000));

        const QString path = tmp.filePath(QStringLiteral("session-%1.jsonl").arg(n));
        QString error;
        QVERIFY2(loop.saveSession(path, &error), qPrintable(error));
        const auto reopened = Session::load(path, &error);
        QVERIFY2(reopened, qPrintable(error));
        const Session &original = loop.session();
        QCOMPARE(reopened->events.size(), original.events.size());
        QCOMPARE(reopened->requests.size(), original.requests.size());
        QCOMPARE(reopened->turn, original.turn);
        QCOMPARE(reopened->profileName, original.profileName);
        QCOMPARE(reopened->state, original.state);
        for (int i = 0; i < original.events.size(); ++i) {
            QCOMPARE(reopened->events.at(i).kind, original.events.at(i).kind);
            QCOMPARE(reopened->events.at(i).toolCalls, original.events.at(i).toolCalls);
            QCOMPARE(reopened->events.at(i).toolCallId, original.events.at(i).toolCallId);
        }
        // Equal as saved: writing the reopened session again gives the same bytes (secrets redacted in both).
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray bytes = saved.readAll();
        QCOMPARE(reopened->toJsonLines({ secret }), bytes);
        QVERIFY(!bytes.contains(secret.toUtf8()));
        totalBytes += bytes.size();
    }
    qInfo("50 sessions saved and reopened equal: %lld KiB on disk, peak RSS %ld MiB", totalBytes >> 10,
        sw::test::peakRssMiB());
}

QTEST_GUILESS_MAIN(TestLoadAgent)
#include "tst_load_agent.moc"
