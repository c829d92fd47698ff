// core/clients without a real client: ids and base URLs, the isolated home each client gets (skills where it reads
// them, a variant's description in the copy, its configuration pointing at the endpoint, nothing of the user's
// environment), the command line, and ClientRun with stand-in programs (exit codes, output cap, timeout and cancel
// ending the whole process group, a program that cannot start).
#include "clients/agentclient.h"
#include "clients/clienthome.h"
#include "clients/clientinstall.h"
#include "clients/clientrun.h"
#include "clients/clientversioncache.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace sw;

namespace {
QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &bytes, bool executable = false)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    if (executable)
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
}

ClientRunResult runToEnd(ClientRun &run, const ClientCommand &cmd, int timeoutMs)
{
    QSignalSpy spy(&run, &ClientRun::finished);
    run.start(cmd, timeoutMs);
    if (!spy.wait(30000))
        return {};
    return spy.first().first().value<ClientRunResult>();
}
} // namespace

class TestClients : public QObject
{
    Q_OBJECT
    QTemporaryDir m_cache;

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<ClientRunResult>();
        QVERIFY(m_cache.isValid());
        qputenv("XDG_CACHE_HOME", m_cache.path().toUtf8()); // the versions kept across runs go here
    }

    void idsAndBaseUrls()
    {
        for (AgentClient c : allAgentClients())
            QCOMPARE(agentClientFromId(agentClientId(c)), c);
        QVERIFY(!agentClientFromId(u"claude"));
        QCOMPARE(agentClientBaseUrl(AgentClient::ClaudeCode, "http://127.0.0.1:9/"), QString("http://127.0.0.1:9"));
        QCOMPARE(agentClientBaseUrl(AgentClient::Codex, "http://127.0.0.1:9"), QString("http://127.0.0.1:9/v1"));
        QCOMPARE(agentClientBaseUrl(AgentClient::Opencode, "http://127.0.0.1:9"), QString("http://127.0.0.1:9/v1"));
        QCOMPARE(agentClientBaseUrl(AgentClient::GeminiCli, "http://127.0.0.1:9"), QString("http://127.0.0.1:9"));
        QCOMPARE(agentClientPackage(AgentClient::Codex), QString("@openai/codex@0.169.0"));
    }

    void versionsAreRead()
    {
        QCOMPARE(parseClientVersion("2.1.328 (Claude Code)\n"), QString("2.1.328"));
        QCOMPARE(parseClientVersion("codex-cli 0.169.0\n"), QString("0.169.0"));
        QCOMPARE(parseClientVersion("1.18.33"), QString("1.18.33"));
        QCOMPARE(parseClientVersion("no version here"), QString());
    }

    void explicitProgramIsTheOnlyCandidate()
    {
        QTemporaryDir dir;
        const QString program = dir.filePath("my-claude");
        write(program, "#!/bin/sh\necho 9.8.7\n", true);
        QCOMPARE(clientProgramCandidates(AgentClient::ClaudeCode, program), QStringList { program });
        QCOMPARE(findClientProgram(AgentClient::ClaudeCode, program), program);
        QCOMPARE(findClientProgram(AgentClient::ClaudeCode, dir.filePath("missing")), QString());
        const ClientInstall install = detectClient(AgentClient::ClaudeCode, program);
        QCOMPARE(install.version, QString("9.8.7"));
        QVERIFY(install.error.isEmpty());
        const ClientInstall missing = detectClient(AgentClient::ClaudeCode, dir.filePath("missing"));
        QVERIFY(!missing.isFound());
        QVERIFY(missing.error.contains("not an executable"));
    }

    void detectorReportsEachClientOnce()
    {
        QTemporaryDir dir;
        const QString codex = dir.filePath("codex");
        write(codex, "#!/bin/sh\necho codex-cli 0.169.0\n", true);
        ClientDetector detector;
        QSignalSpy detected(&detector, &ClientDetector::detected);
        QSignalSpy finished(&detector, &ClientDetector::finished);
        detector.detect({ AgentClient::Codex, AgentClient::GeminiCli },
            { { AgentClient::Codex, codex }, { AgentClient::GeminiCli, dir.filePath("no-gemini") } });
        QVERIFY(finished.wait(30000));
        QCOMPARE(detected.size(), 2);
        QMap<AgentClient, ClientInstall> byClient;
        for (const auto &args : detected) {
            const auto install = args.first().value<ClientInstall>();
            byClient.insert(install.client, install);
        }
        QCOMPARE(byClient.value(AgentClient::Codex).version, QString("0.169.0"));
        QVERIFY(!byClient.value(AgentClient::GeminiCli).isFound());
        QCOMPARE(finished.size(), 1);
    }

    void versionsAreKeptWhileThePackageIsUnchanged()
    {
        QTemporaryDir dir;
        const QString counter = dir.filePath("runs");
        const QString package = dir.filePath("node_modules/fake-client");
        auto install = [&](const QByteArray &version) {
            write(package + "/package.json", "{\"name\": \"fake-client\", \"version\": \"" + version + "\"}\n");
            write(package + "/bin/client.sh",
                "#!/bin/sh\necho run >> '" + counter.toUtf8() + "'\necho 'fake-client " + version + "'\n", true);
        };
        install("1.2.3");
        QDir().mkpath(dir.filePath("node_modules/.bin"));
        const QString program = dir.filePath("node_modules/.bin/fake");
        QVERIFY(QFile::link("../fake-client/bin/client.sh", program));
        QCOMPARE(detectClient(AgentClient::Opencode, program).version, QString("1.2.3"));
        QCOMPARE(readAll(counter).count('\n'), 1);
        // Asked again, by the command line's wait and by the window's detector: no second run.
        QCOMPARE(detectClient(AgentClient::Opencode, program).version, QString("1.2.3"));
        ClientDetector detector;
        QSignalSpy detected(&detector, &ClientDetector::detected);
        QSignalSpy finished(&detector, &ClientDetector::finished);
        detector.detect({ AgentClient::Opencode }, { { AgentClient::Opencode, program } });
        QVERIFY(finished.wait(30000));
        QCOMPARE(detected.size(), 1);
        QCOMPARE(detected.first().first().value<ClientInstall>().version, QString("1.2.3"));
        QVERIFY(detected.first().first().value<ClientInstall>().error.isEmpty());
        QCOMPARE(readAll(counter).count('\n'), 1);
        // Kept for the next run too, readable by this user only, under the resolved program's path.
        const QFileInfo file(clientVersionCacheFile());
        QVERIFY(file.filePath().startsWith(m_cache.path()));
        QCOMPARE(file.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther), QFileDevice::Permissions());
        QVERIFY(readAll(file.filePath()).contains(QFileInfo(program).canonicalFilePath().toUtf8()));
        // An upgrade unpacks new files (npm gives them all one fixed modification time): asked again.
        install("2.0.0");
        QCOMPARE(detectClient(AgentClient::Opencode, program).version, QString("2.0.0"));
        QCOMPARE(readAll(counter).count('\n'), 2);
        QCOMPARE(detectClient(AgentClient::Opencode, program).version, QString("2.0.0"));
        QCOMPARE(readAll(counter).count('\n'), 2);
        // A program outside an npm package (a shim names one file whatever it runs) is asked every time.
        const QString shim = dir.filePath("shim");
        write(shim, "#!/bin/sh\necho run >> '" + counter.toUtf8() + "'\necho 3.0.0\n", true);
        QCOMPARE(detectClient(AgentClient::Opencode, shim).version, QString("3.0.0"));
        QCOMPARE(detectClient(AgentClient::Opencode, shim).version, QString("3.0.0"));
        QCOMPARE(readAll(counter).count('\n'), 4);
    }

    void descriptionIsReplacedInTheCopy_data()
    {
        QTest::addColumn<QByteArray>("original");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("plain")
            << QByteArray("---\nname: a\ndescription: old text\nlicense: MIT\n---\nBody\n")
            << QByteArray("---\nname: a\ndescription: \"new: \\\"x\\\"\\nline\"\nlicense: MIT\n---\nBody\n");
        QTest::newRow("folded")
            << QByteArray("---\nname: a\ndescription: >-\n  old\n  text\n\nmetadata:\n  k: v\n---\nB\n")
            << QByteArray("---\nname: a\ndescription: \"new: \\\"x\\\"\\nline\"\n\nmetadata:\n  k: v\n---\nB\n");
        QTest::newRow("missing") << QByteArray("---\nname: a\n---\nB\n")
                                 << QByteArray("---\nname: a\ndescription: \"new: \\\"x\\\"\\nline\"\n---\nB\n");
        QTest::newRow("no frontmatter") << QByteArray(
            "# Just a body\n") << QByteArray("---\ndescription: \"new: \\\"x\\\"\\nline\"\n---\n# Just a body\n");
    }

    void descriptionIsReplacedInTheCopy()
    {
        QFETCH(QByteArray, original);
        QFETCH(QByteArray, expected);
        QCOMPARE(withSkillDescription(original, QStringLiteral("new: \"x\"\nline")), expected);
    }

    void homesHoldOnlyTheSkillsUnderTestAndPointAtTheEndpoint()
    {
        QTemporaryDir dir;
        write(dir.filePath("src/alpha/SKILL.md"), "---\nname: alpha\ndescription: saved\n---\nAlpha body\n");
        write(dir.filePath("src/alpha/docs/guide.md"), "Guide\n");
        // A proxy in the caller's environment stays out of an isolated run: its endpoint is on loopback.
        qputenv("HTTPS_PROXY", "http://proxy.example:3128");
        qputenv("all_proxy", "socks5://proxy.example:1080");
        const auto unset = qScopeGuard([] {
            qunsetenv("HTTPS_PROXY");
            qunsetenv("all_proxy");
        });
        for (AgentClient client : allAgentClients()) {
            ClientRunSpec spec;
            spec.client = client;
            spec.program = "/bin/true";
            spec.home = dir.filePath("homes/" + agentClientId(client));
            spec.endpointRoot = "http://127.0.0.1:4321";
            spec.contextWindow = 100000;
            spec.skills = { ClientSkill { dir.filePath("src/alpha"), {}, QStringLiteral("variant B") } };
            spec.prompt = "hello there";
            QString error;
            QVERIFY2(prepareClientHome(spec, &error), qPrintable(error));
            const QString skill = spec.home + '/' + agentClientSkillsFolder(client) + "/alpha";
            QVERIFY(readAll(skill + "/SKILL.md").contains("description: \"variant B\""));
            QCOMPARE(readAll(skill + "/docs/guide.md"), QByteArray("Guide\n"));
            QVERIFY(readAll(dir.filePath("src/alpha/SKILL.md")).contains("description: saved")); // source untouched
            const ClientCommand cmd = clientCommand(spec);
            QCOMPARE(cmd.environment.value("HOME"), QDir::cleanPath(spec.home));
            QVERIFY(!cmd.environment.contains("HTTPS_PROXY"));
            QVERIFY(!cmd.environment.contains("all_proxy"));
            QVERIFY(cmd.workingDirectory.startsWith(spec.home));
            if (client == AgentClient::ClaudeCode) {
                QCOMPARE(cmd.environment.value("ANTHROPIC_BASE_URL"), QString("http://127.0.0.1:4321"));
                QCOMPARE(cmd.arguments.last(), QString("hello there"));
                QVERIFY(cmd.arguments.contains("dontAsk"));
            } else if (client == AgentClient::Opencode) {
                const QJsonObject config
                    = QJsonDocument::fromJson(readAll(spec.home + "/.config/opencode/opencode.json")).object();
                QCOMPARE(config["provider"]["workbench"]["options"]["baseURL"].toString(),
                    QString("http://127.0.0.1:4321/v1"));
                QCOMPARE(config["permission"]["*"].toString(), QString("deny"));
                QCOMPARE(cmd.standardInput, QByteArray("hello there"));
                QVERIFY(!cmd.arguments.contains("hello there"));
                // opencode's background npm install of its plugin package is skipped: node_modules exists and the
                // lock file lists the package.
                QVERIFY(QFileInfo(spec.home + "/.config/opencode/node_modules").isDir());
                const QJsonObject lock
                    = QJsonDocument::fromJson(readAll(spec.home + "/.config/opencode/package-lock.json")).object();
                QVERIFY(lock["packages"][""]["dependencies"].toObject().contains("@opencode-ai/plugin"));
            } else if (client == AgentClient::Codex) {
                // A home under the temporary folder works: Codex's own temporary folder is inside the home, so it
                // never holds CODEX_HOME (Codex then refuses to create the helpers its shell tool runs).
                QVERIFY(spec.home.startsWith(QDir::tempPath()));
                const QString tmp = cmd.environment.value("TMPDIR");
                QCOMPARE(tmp, QDir::cleanPath(spec.home) + "/.cache/tmp");
                QVERIFY(QFileInfo(tmp).isDir());
                QVERIFY(!cmd.environment.value("CODEX_HOME").startsWith(tmp + '/'));
            } else if (client == AgentClient::GeminiCli) {
                QCOMPARE(cmd.environment.value("GOOGLE_GEMINI_BASE_URL"), QString("http://127.0.0.1:4321"));
                QVERIFY(readAll(spec.home + "/.gemini/settings.json").contains("gemini-api-key"));
                QVERIFY(cmd.arguments.contains("activate_skill"));
            }
        }
        // Codex in a home elsewhere: its config points at /v1 and carries the context window.
        QTemporaryDir elsewhere(QDir::currentPath() + "/codex-home-XXXXXX");
        ClientRunSpec codex;
        codex.client = AgentClient::Codex;
        codex.program = "/bin/true";
        codex.home = elsewhere.path() + "/home";
        codex.endpointRoot = "http://127.0.0.1:4321";
        codex.contextWindow = 100000;
        QString error;
        QVERIFY2(prepareClientHome(codex, &error), qPrintable(error));
        const QByteArray toml = readAll(codex.home + "/.codex/config.toml");
        QVERIFY(toml.contains("base_url = \"http://127.0.0.1:4321/v1\""));
        QVERIFY(toml.contains("model_context_window = 100000"));
        QVERIFY(toml.contains("request_max_retries = 0"));
        QCOMPARE(clientCommand(codex).environment.value("CODEX_HOME"), QDir::cleanPath(codex.home) + "/.codex");
    }

    void theUsersEnvironmentDoesNotReachTheClient()
    {
        qputenv("ANTHROPIC_API_KEY", "sk-ant-users-real-key");
        qputenv("OPENAI_BASE_URL", "https://example.invalid/v1");
        qputenv("XDG_CONFIG_HOME", "/home/someone/.config");
        const QByteArray callersPwd = qgetenv("PWD");
        qputenv("PWD", "/home/someone/project");
        qputenv("OLDPWD", "/home/someone");
        ClientRunSpec spec;
        spec.home = QDir::currentPath() + "/env-home";
        spec.endpointRoot = "http://127.0.0.1:1";
        const ClientCommand cmd = clientCommand(spec);
        const QProcessEnvironment env = cmd.environment;
        QCOMPARE(env.value("PWD"), cmd.workingDirectory); // not the caller's folder
        QVERIFY(!env.contains("OLDPWD"));
        QCOMPARE(env.value("ANTHROPIC_API_KEY"), spec.apiKey);
        QVERIFY(!env.contains("OPENAI_BASE_URL"));
        QCOMPARE(env.value("XDG_CONFIG_HOME"), QDir::cleanPath(spec.home) + "/.config");
        QVERIFY(env.contains("PATH"));
        qunsetenv("ANTHROPIC_API_KEY");
        qunsetenv("OPENAI_BASE_URL");
        qunsetenv("XDG_CONFIG_HOME");
        qunsetenv("OLDPWD");
        qputenv("PWD", callersPwd);
    }

    void runReportsExitCodeAndOutput()
    {
        ClientRun run;
        ClientCommand cmd;
        cmd.program = "/bin/sh";
        cmd.arguments = { "-c", "read line; echo \"got $line\"; echo oops >&2; exit 3" };
        cmd.environment = QProcessEnvironment::systemEnvironment();
        cmd.workingDirectory = QDir::tempPath();
        cmd.standardInput = "the prompt\n";
        const ClientRunResult r = runToEnd(run, cmd, 20000);
        QCOMPARE(r.end, ClientRunResult::End::Exited);
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(r.standardOutput, QByteArray("got the prompt\n"));
        QCOMPARE(r.standardError, QByteArray("oops\n"));
        QVERIFY(!r.succeeded());
    }

    void outputIsCapped()
    {
        ClientRun run;
        ClientCommand cmd;
        cmd.program = "/bin/sh";
        cmd.arguments = { "-c", "head -c 3000000 /dev/zero" };
        cmd.environment = QProcessEnvironment::systemEnvironment();
        cmd.workingDirectory = QDir::tempPath();
        const ClientRunResult r = runToEnd(run, cmd, 20000);
        QVERIFY(r.succeeded());
        QCOMPARE(r.standardOutput.size(), ClientRun::kOutputCap);
        QVERIFY(r.outputTruncated);
    }

    // A timeout (and a cancel) ends the client and the helper it started in the background.
    void timeoutEndsTheWholeProcessGroup_data()
    {
        QTest::addColumn<bool>("cancel");
        QTest::newRow("timeout") << false;
        QTest::newRow("cancel") << true;
    }

    void timeoutEndsTheWholeProcessGroup()
    {
        QFETCH(bool, cancel);
        QTemporaryDir dir;
        const QString pidFile = dir.filePath("child.pid");
        ClientRun run;
        ClientCommand cmd;
        cmd.program = "/bin/sh";
        cmd.arguments = { "-c", QStringLiteral("sleep 600 & echo $! > %1; wait").arg(pidFile) };
        cmd.environment = QProcessEnvironment::systemEnvironment();
        cmd.workingDirectory = dir.path();
        QSignalSpy spy(&run, &ClientRun::finished);
        run.start(cmd, cancel ? 60000 : 300);
        QTRY_VERIFY(QFile::exists(pidFile) && !readAll(pidFile).trimmed().isEmpty());
        if (cancel)
            run.cancel();
        QVERIFY(spy.wait(30000));
        const auto r = spy.first().first().value<ClientRunResult>();
        QCOMPARE(r.end, cancel ? ClientRunResult::End::Cancelled : ClientRunResult::End::TimedOut);
        const pid_t child = readAll(pidFile).trimmed().toInt();
        QVERIFY(child > 0);
        QTRY_VERIFY(::kill(child, 0) != 0); // the background sleep is gone too
    }

    void programThatCannotStart()
    {
        ClientRun run;
        ClientCommand cmd;
        cmd.program = "/nonexistent/claude";
        cmd.environment = QProcessEnvironment::systemEnvironment();
        cmd.workingDirectory = QDir::tempPath();
        const ClientRunResult r = runToEnd(run, cmd, 20000);
        QCOMPARE(r.end, ClientRunResult::End::FailedToStart);
        QVERIFY(r.error.contains("/nonexistent/claude"));
    }
};

QTEST_GUILESS_MAIN(TestClients)
#include "tst_clients.moc"
