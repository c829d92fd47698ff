// The real pinned clients (scripts/setup-clients.sh installs them into .deps/clients) run headless through
// core/clients against the loopback scripted model: each client exits 0 with the model's answer; its request lists
// the skill under test with the variant's description written into the isolated copy and none of the skills of the
// user's real home (isolation); and each client's own skill-loading call makes it send the skill's body next.
// Without a client: a failure under CI (the test command's setup installs them), a skip otherwise.
#include "clientmodel.h"
#include "requireclient.h"

#include "clients/agentclient.h"
#include "clients/clienthome.h"
#include "clients/clientinstall.h"
#include "clients/clientrun.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {
void write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray modelBodies(const FakeModelServer &server)
{
    QByteArray all;
    for (const RecordedRequest &r : server.requests()) {
        if (isModelCall(r))
            all += r.body + '\n';
    }
    return all;
}
} // namespace

class TestClientsReal : public QObject
{
    Q_OBJECT
    // Under the build folder; any folder works, the temporary one too (clienthome.cpp gives Codex its own TMPDIR).
    QTemporaryDir m_dir { QDir::currentPath() + QStringLiteral("/client-runs-XXXXXX") };

    ClientRunResult run(const ClientRunSpec &spec)
    {
        QString error;
        if (!prepareClientHome(spec, &error))
            qFatal("prepareClientHome: %s", qPrintable(error));
        ClientRun run;
        QSignalSpy finished(&run, &ClientRun::finished);
        run.start(clientCommand(spec), 120000);
        if (!finished.wait(130000))
            qFatal("the client run did not end");
        return finished.first().first().value<ClientRunResult>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<ClientRunResult>();
        QVERIFY(m_dir.isValid());
        write(m_dir.filePath("skills/alpha/SKILL.md"),
            "---\nname: alpha\ndescription: The saved description of alpha.\n---\n# Alpha\n\nALPHA-BODY-MARKER: follow "
            "these steps.\n");
        // The user's real home holds a skill of its own: no isolated run may see it.
        for (AgentClient c : allAgentClients())
            write(m_dir.filePath("real-home/" + agentClientSkillsFolder(c) + "/shadow-skill/SKILL.md"),
                "---\nname: shadow-skill\ndescription: SHADOW-MARKER from the user's real home.\n---\nShadow\n");
        qputenv("HOME", m_dir.filePath("real-home").toUtf8());
    }

    void answersWithTheSkillUnderTest_data()
    {
        QTest::addColumn<AgentClient>("client");
        for (AgentClient c : allAgentClients())
            QTest::newRow(qPrintable(agentClientId(c))) << c;
    }

    void answersWithTheSkillUnderTest()
    {
        QFETCH(AgentClient, client);
        SW_REQUIRE_CLIENT(install, client)
        FakeModelServer server;
        QVERIFY(server.listen());
        server.setResponder(scriptedModel({ ModelStep { QStringLiteral("PLAIN-ANSWER-42"), {}, {} } }));
        ClientRunSpec spec;
        spec.client = client;
        spec.program = install.program;
        spec.home = m_dir.filePath("homes/plain-" + agentClientId(client));
        spec.endpointRoot = server.baseUrl().chopped(3); // without /v1
        spec.skills = { ClientSkill {
            m_dir.filePath("skills/alpha"), {}, QStringLiteral("VARIANT-B-MARKER use alpha for zebras.") } };
        spec.prompt = QStringLiteral("Say hello.");
        const ClientRunResult r = run(spec);
        QVERIFY2(r.succeeded(),
            qPrintable(QStringLiteral("%1 exit %2 (%3): %4")
                           .arg(ClientRunResult::endName(r.end))
                           .arg(r.exitCode)
                           .arg(r.error, QString::fromUtf8(r.standardError.right(2000)))));
        QVERIFY2(r.standardOutput.contains("PLAIN-ANSWER-42"), r.standardOutput.right(2000).constData());
        const QByteArray bodies = modelBodies(server);
        QVERIFY(!bodies.isEmpty());
        QVERIFY(bodies.contains("alpha"));
        QVERIFY(bodies.contains("VARIANT-B-MARKER"));
        QVERIFY(!bodies.contains("The saved description of alpha"));
        QVERIFY(!bodies.contains("SHADOW-MARKER"));
        QVERIFY(!bodies.contains("shadow-skill"));
    }

    void loadsTheSkillWithItsOwnAction_data() { answersWithTheSkillUnderTest_data(); }

    void loadsTheSkillWithItsOwnAction()
    {
        QFETCH(AgentClient, client);
        SW_REQUIRE_CLIENT(install, client)
        FakeModelServer server;
        QVERIFY(server.listen());
        ClientRunSpec spec;
        spec.client = client;
        spec.program = install.program;
        spec.home = QDir::cleanPath(m_dir.filePath("homes/load-" + agentClientId(client)));
        // Codex reads SKILL.md with its shell tool, which once failed in a home under the temporary folder: run it
        // there, where a user who keeps the project under /tmp would.
        QTemporaryDir inTemp;
        if (client == AgentClient::Codex)
            spec.home = QDir::cleanPath(inTemp.filePath(QStringLiteral("home")));
        spec.endpointRoot = server.baseUrl().chopped(3);
        spec.skills = { ClientSkill { m_dir.filePath("skills/alpha"), {}, {} } };
        spec.prompt = QStringLiteral("Tell me about zebra widgets.");
        server.setResponder(scriptedModel({ skillLoadStep(client, QStringLiteral("alpha"), spec.home),
            ModelStep { QStringLiteral("DONE-AFTER-LOAD"), {}, {} } }));
        const ClientRunResult r = run(spec);
        QVERIFY2(r.succeeded(), qPrintable(QString::fromUtf8(r.standardError.right(2000))));
        QList<QByteArray> model;
        for (const RecordedRequest &req : server.requests()) {
            if (isModelCall(req))
                model << req.body;
        }
        QVERIFY2(model.size() >= 2, qPrintable(QString::number(model.size())));
        QVERIFY(!model.first().contains("ALPHA-BODY-MARKER")); // only the listing before the load
        QVERIFY(model.last().contains("ALPHA-BODY-MARKER")); // the body after the client's own load
        QVERIFY(r.standardOutput.contains("DONE-AFTER-LOAD"));
    }
};

QTEST_GUILESS_MAIN(TestClientsReal)
#include "tst_clients_real.moc"
