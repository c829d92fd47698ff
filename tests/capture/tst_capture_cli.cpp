// `skill-workbench-cli capture` as its issue words the contract: usage errors (2), "listening on http://HOST:PORT"
// first on stderr, COMMAND run with the four base-URL variables and its exit status returned, without COMMAND a run
// until SIGTERM (0, or 3 when the upstream could not be reached), the JSON and text reports, -o writing a session (mode
// 0600, no key in it) that reopens, decodes again and exports (Markdown, HTML, HAR) like any other.
#include "capture/captureanalysis.h"
#include "capture/captureconnect.h"
#include "capture/capturedecoder.h"
#include "fakemodelserver.h"
#include "httptestclient.h"
#include "session/sessionexport.h"
#include "wirestreams.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {

const QByteArray kKey = "sk-capture-cli-test-key-0123456789";

// A client in a few lines of Python: one request to $ANTHROPIC_BASE_URL, the variables it was given, exit 7. Like the
// real clients, urllib sends it through http_proxy unless no_proxy names the host.
const char *kClient = R"PY(
import json, os, sys, urllib.request
for name in ("ANTHROPIC_BASE_URL", "OPENAI_BASE_URL", "GOOGLE_GEMINI_BASE_URL", "SW_CAPTURE_URL", "NO_PROXY",
             "no_proxy"):
    print(name + "=" + os.environ.get(name, ""))
body = json.dumps({"model": "m", "max_tokens": 5, "stream": True, "messages": [
    {"role": "system", "content": "Skills:\n\n- alpha: Alpha description.\n- own: Own.\n\nEnd."},
    {"role": "user", "content": "hi"}]}).encode()
req = urllib.request.Request(os.environ["ANTHROPIC_BASE_URL"] + "/v1/messages?beta=true", data=body, headers={
    "x-api-key": sys.argv[1], "User-Agent": "claude-cli/2.1.328 (external, sdk-cli)", "Content-Type": "application/json"})
print("answer=" + urllib.request.urlopen(req).read().decode()[:40].replace("\n", " "))
sys.exit(7)
)PY";

// A client for the scripted upstream: its key variables as it got them, then one request to $ANTHROPIC_BASE_URL with
// the prompt given and a Skill tool offered (the key it sends is the one in its environment), the answer, exit 7.
const char *kKeylessClient = R"PY(
import json, os, sys, urllib.request
for name in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GEMINI_API_KEY", "GEMINI_CLI_SYSTEM_SETTINGS_PATH"):
    print(name + "=" + os.environ.get(name, ""))
body = json.dumps({"model": "m", "max_tokens": 5, "stream": True, "tools": [{"name": "Skill"}], "messages": [
    {"role": "system", "content": "Skills:\n\n- alpha: Alpha description.\n\nEnd."},
    {"role": "user", "content": sys.argv[1]}]}).encode()
req = urllib.request.Request(os.environ["ANTHROPIC_BASE_URL"] + "/v1/messages", data=body, headers={
    "x-api-key": os.environ["ANTHROPIC_API_KEY"], "User-Agent": "claude-cli/2.1.328 (external, sdk-cli)",
    "Content-Type": "application/json"})
print("answer=" + urllib.request.urlopen(req).read().decode().replace("\n", " "))
sys.exit(7)
)PY";

} // namespace

class TestCaptureCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void usageErrors_data();
    void usageErrors();
    void commandRunsThroughTheEndpoint();
    void textReport();
    void runsUntilSigterm();
    void unreachableUpstreamExitsThree();
    void commandThatCannotRun();
    void proxyInTheEnvironmentIsBypassedForTheEndpoint();
    void upstreamThroughTheEnvironmentsProxy();
    void scriptedUpstreamNeedsNoProviderOrKey();

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Result run(const QStringList &args, int timeoutMs = 60000,
        const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
    QString m_cli;
    QTemporaryDir m_dir;
    QString m_root;
    QString m_script;
};

void TestCaptureCli::initTestCase()
{
    m_cli = QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli");
    QVERIFY2(QFile::exists(m_cli), qPrintable(m_cli));
    QVERIFY(m_dir.isValid());
    m_root = m_dir.filePath(QStringLiteral("skills"));
    QDir().mkpath(m_root + QStringLiteral("/alpha"));
    QDir().mkpath(m_root + QStringLiteral("/beta"));
    QFile a(m_root + QStringLiteral("/alpha/SKILL.md"));
    QVERIFY(a.open(QIODevice::WriteOnly));
    a.write("---\nname: alpha\ndescription: Alpha description.\n---\nBody.\n");
    QFile b(m_root + QStringLiteral("/beta/SKILL.md"));
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write("---\nname: beta\ndescription: Beta is not listed.\n---\nBody.\n");
    for (const char *name :
        { "http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY" })
        qunsetenv(name);
    m_script = m_dir.filePath(QStringLiteral("client.py"));
    QFile s(m_script);
    QVERIFY(s.open(QIODevice::WriteOnly));
    s.write(kClient);
}

TestCaptureCli::Result TestCaptureCli::run(const QStringList &args, int timeoutMs, const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    QSignalSpy finished(&p, &QProcess::finished);
    p.start(m_cli, QStringList { QStringLiteral("capture") } + args);
    if (!finished.wait(timeoutMs))
        p.kill();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

void TestCaptureCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no upstream") << QStringList {} << "--upstream URL is required (a provider's base URL, or scripted";
    QTest::newRow("bad scheme") << QStringList { "--upstream", "ftp://x" } << "http:// or https://";
    QTest::newRow("not a url") << QStringList { "--upstream", "scripts" } << "or 'scripted' for the offline";
    QTest::newRow("bad listen") << QStringList { "--upstream", "http://x", "--listen", "nowhere" } << "HOST:PORT";
    QTest::newRow("bad client") << QStringList { "--upstream", "http://x", "--client", "vim" } << "--client must be";
    QTest::newRow("bad format") << QStringList { "--upstream", "http://x", "--format", "xml" } << "--format";
    QTest::newRow("empty command") << QStringList { "--upstream", "http://x", "--" } << "followed by the command";
    QTest::newRow("stray argument") << QStringList { "--upstream", "http://x", "claude" } << "unexpected argument";
}

void TestCaptureCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = run(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
}

void TestCaptureCli::commandRunsThroughTheEndpoint()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::stream(anthropicAnswer(QStringLiteral("Hello from upstream"))));
    const QString saved = m_dir.filePath(QStringLiteral("capture.jsonl"));
    const Result r = run({ "--upstream", upstream.baseUrl(), "--root", m_root, "--format", "json", "-o", saved, "--",
        "python3", m_script, QString::fromLatin1(kKey) });
    QCOMPARE(r.exitCode, 7); // the command's status
    const QList<QByteArray> errLines = r.err.split('\n');
    QVERIFY2(errLines.first().startsWith("listening on http://127.0.0.1:"), r.err.constData());
    const QByteArray url = errLines.first().mid(13);
    // The command's output went to stderr: stdout is the one JSON object.
    QVERIFY2(r.err.contains("ANTHROPIC_BASE_URL=" + url + "\n"), r.err.constData());
    QVERIFY(r.err.contains("OPENAI_BASE_URL=" + url + "/v1\n"));
    QVERIFY(r.err.contains("GOOGLE_GEMINI_BASE_URL=" + url + "\n"));
    QVERIFY(r.err.contains("SW_CAPTURE_URL=" + url + "\n"));
    QVERIFY(r.err.contains("answer=event: message_start"));
    // No proxy in the environment (initTestCase): NO_PROXY is left alone.
    QVERIFY2(r.err.contains("\nNO_PROXY=\nno_proxy=\n"), r.err.constData());
    QJsonParseError parseError;
    const QJsonObject report = QJsonDocument::fromJson(r.out, &parseError).object();
    QVERIFY2(parseError.error == QJsonParseError::NoError, r.out.constData());

    QCOMPARE(upstream.requests().size(), 1);
    const QJsonArray requests = report.value("requests").toArray();
    QCOMPARE(requests.size(), 1);
    const QJsonObject q = requests.first().toObject();
    QCOMPARE(q.value("n").toInt(), 1);
    QCOMPARE(q.value("method").toString(), QStringLiteral("POST"));
    QCOMPARE(q.value("path").toString(), QStringLiteral("/v1/messages"));
    QCOMPARE(q.value("api").toString(), QStringLiteral("anthropic-messages"));
    QCOMPARE(q.value("client").toString(), QStringLiteral("claude-code"));
    QCOMPARE(q.value("client_version").toString(), QStringLiteral("2.1.328"));
    QCOMPARE(q.value("status").toInt(), 200);
    QCOMPARE(q.value("body_sha256").toString().toLatin1(),
        QCryptographicHash::hash(upstream.requests().first().body, QCryptographicHash::Sha256).toHex());
    const QJsonObject listing = q.value("listing").toObject();
    QCOMPARE(listing.value("placement").toString(), QStringLiteral("system-message"));
    const QJsonArray entries = listing.value("entries").toArray();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0).toObject().value("name").toString(), QStringLiteral("alpha"));
    QCOMPARE(entries.at(0).toObject().value("text").toString(), QStringLiteral("Alpha description."));
    QCOMPARE(entries.at(0).toObject().value("verdict").toString(), QStringLiteral("full"));
    QVERIFY(entries.at(0).toObject().value("skill_path").toString().endsWith(QLatin1String("/alpha/SKILL.md")));
    QVERIFY(!entries.at(0).toObject().value("builtin").toBool());
    QVERIFY(entries.at(1).toObject().value("builtin").toBool());
    QVERIFY(!entries.at(1).toObject().contains("skill_path"));
    const QJsonArray skills = report.value("skills").toArray();
    QCOMPARE(skills.size(), 2);
    QCOMPARE(skills.at(0).toObject().value("name").toString(), QStringLiteral("alpha"));
    QCOMPARE(skills.at(0).toObject().value("observed").toString(), QStringLiteral("full"));
    QCOMPARE(skills.at(0).toObject().value("predicted").toString(), QStringLiteral("full"));
    QVERIFY(skills.at(0).toObject().value("agree").toBool());
    QCOMPARE(skills.at(1).toObject().value("observed").toString(), QStringLiteral("absent"));
    QVERIFY(!skills.at(1).toObject().value("agree").toBool());
    QVERIFY(report.value("loads").toArray().isEmpty());

    // The session file: owner-only, no key, reopens and decodes again, exports like any other session.
    QCOMPARE(QFile(saved).permissions() & 0x0077, QFile::Permissions());
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(!bytes.contains(kKey));
    QVERIFY(upstream.requests().first().headers.value("x-api-key") == kKey); // it was forwarded
    QString error;
    const std::optional<Session> session = Session::load(saved, &error);
    QVERIFY2(session, qPrintable(error));
    QCOMPARE(session->profileName, QStringLiteral("capture"));
    QCOMPARE(session->requests.size(), 1);
    QCOMPARE(session->requests.first().body, upstream.requests().first().body);
    QCOMPARE(session->requests.first().catalogSkills, (QStringList { "alpha", "own" }));
    QVERIFY(session->requests.first().response.text.contains(QStringLiteral("Hello from upstream")));
    CaptureDecoder decoder;
    decoder.setSkills(scanRoots({ { m_root, QStringLiteral("t"), RootScope::Custom } }));
    const QList<CaptureExchange> again = CaptureAnalysis::exchangesFromSession(*session);
    QCOMPARE(again.size(), 1);
    const DecodedExchange d = decoder.decode(again.first());
    QCOMPARE(d.client.client, CaptureClient::ClaudeCode);
    QVERIFY(d.listing.has_value());
    QCOMPARE(d.listing->entries.first().verdict, QStringLiteral("full"));
    for (const auto &[suffix, format] : { std::pair { "md", SessionExportFormat::Markdown },
             std::pair { "html", SessionExportFormat::Html }, std::pair { "har", SessionExportFormat::Har } }) {
        const QString path = m_dir.filePath(QStringLiteral("capture.") + QLatin1String(suffix));
        QVERIFY2(exportSession(*session, path, format, {}, &error), qPrintable(error));
        QFile exported(path);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QVERIFY2(!exported.readAll().contains(kKey), suffix);
        QCOMPARE(exported.permissions() & 0x0077, QFile::Permissions());
    }
}

void TestCaptureCli::textReport()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::stream(anthropicAnswer({}, { { "Skill", R"({"skill":"alpha"})" } })));
    const Result r = run(
        { "--upstream", upstream.baseUrl(), "--root", m_root, "--", "python3", m_script, QString::fromLatin1(kKey) });
    QCOMPARE(r.exitCode, 7);
    QVERIFY2(r.out.contains("#1 POST /v1/messages 200 anthropic-messages claude-code 2.1.328"), r.out.constData());
    QVERIFY(r.out.contains("listing: system-message, 2 entries (1 of the open roots, 1 the client's own)"));
    QVERIFY(r.out.contains("Skills as Claude Code 2.1.328 listed them in request #1"));
    QVERIFY(r.out.contains("beta "));
    QVERIFY(r.out.contains("DIFFERS"));
    QVERIFY(r.out.contains("alpha  request #1  tool:Skill"));
}

void TestCaptureCli::runsUntilSigterm()
{
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::json(200, R"({"ok":true})"));
    QProcess p;
    QSignalSpy finished(&p, &QProcess::finished);
    p.start(m_cli, { "capture", "--upstream", upstream.baseUrl(), "--listen", "127.0.0.1:0", "--format", "json" });
    p.setReadChannel(QProcess::StandardError);
    QTRY_VERIFY_WITH_TIMEOUT(p.canReadLine(), 20000);
    const QByteArray line = p.readLine().trimmed();
    QVERIFY2(line.startsWith("listening on http://127.0.0.1:"), line.constData());
    const quint16 port = quint16(line.mid(line.lastIndexOf(':') + 1).toUInt());
    HttpTestClient client;
    QVERIFY(client.connectTo(port));
    client.send(httpRequest("POST", "/v1/chat/completions", R"({"model":"m","messages":[]})"));
    QVERIFY(client.waitForResponses(1));
    p.terminate(); // SIGTERM: a clean stop
    QVERIFY(finished.wait(20000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    const QJsonObject report = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    QCOMPARE(report.value("requests").toArray().size(), 1);
    QCOMPARE(report.value("requests").toArray().first().toObject().value("api").toString(),
        QStringLiteral("chat-completions"));
    QVERIFY(report.value("requests").toArray().first().toObject().value("listing").isNull());
}

void TestCaptureCli::unreachableUpstreamExitsThree()
{
    QTcpServer gone;
    QVERIFY(gone.listen(QHostAddress::LocalHost));
    const QString upstream = QStringLiteral("http://127.0.0.1:%1").arg(gone.serverPort());
    gone.close();
    QProcess p;
    QSignalSpy finished(&p, &QProcess::finished);
    p.start(m_cli, { "capture", "--upstream", upstream });
    p.setReadChannel(QProcess::StandardError);
    QTRY_VERIFY_WITH_TIMEOUT(p.canReadLine(), 20000);
    const QByteArray line = p.readLine().trimmed();
    HttpTestClient client;
    QVERIFY(client.connectTo(quint16(line.mid(line.lastIndexOf(':') + 1).toUInt())));
    client.send(httpRequest("POST", "/v1/messages", R"({})"));
    QVERIFY(client.waitForResponses(1));
    QCOMPARE(client.responses().first().status, 502);
    p.terminate();
    QVERIFY(finished.wait(20000));
    QCOMPARE(p.exitCode(), 3);
    QVERIFY(p.readAllStandardError().contains("could not be reached"));
}

void TestCaptureCli::commandThatCannotRun()
{
    const Result r = run({ "--upstream", "http://127.0.0.1:9", "--", "/nonexistent/agent-binary" });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("cannot run /nonexistent/agent-binary"), r.err.constData());
}

void TestCaptureCli::proxyInTheEnvironmentIsBypassedForTheEndpoint()
{
    // A user behind a proxy: http_proxy points at a port nothing listens on, NO_PROXY names an internal host. The
    // command must still reach the endpoint (a proxy cannot reach this machine's loopback), and the user's own
    // NO_PROXY entries stay.
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::stream(anthropicAnswer(QStringLiteral("Hello through no proxy"))));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("http_proxy"), QStringLiteral("http://127.0.0.1:9"));
    env.insert(QStringLiteral("HTTPS_PROXY"), QStringLiteral("http://127.0.0.1:9"));
    env.insert(QStringLiteral("NO_PROXY"), QStringLiteral("corp.example, .internal"));
    const Result r
        = run({ "--upstream", upstream.baseUrl(), "--", "python3", m_script, QString::fromLatin1(kKey) }, 60000, env);
    QCOMPARE(r.exitCode, 7);
    // Text format: the command's output shares stdout with the report.
    QVERIFY2(r.out.contains("answer=event: message_start"), r.out.constData());
    QVERIFY2(r.out.contains("\nNO_PROXY=corp.example,.internal,127.0.0.1\nno_proxy=corp.example,.internal,127.0.0.1\n"),
        r.out.constData());
    QCOMPARE(upstream.requests().size(), 1);
}

void TestCaptureCli::upstreamThroughTheEnvironmentsProxy()
{
    // A remote upstream (a name only the proxy knows) behind the user's proxy: the endpoint reaches it through that
    // proxy, as the client would have, while the client reaches the endpoint directly.
    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    upstream.enqueue(FakeResponse::stream(anthropicAnswer(QStringLiteral("Hello through the proxy"))));
    ConnectProxy proxy;
    proxy.routeTo = quint16(QUrl(upstream.baseUrl()).port());
    QVERIFY(proxy.listen());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("http_proxy"), QStringLiteral("http://127.0.0.1:%1").arg(proxy.port()));
    const Result r = run({ "--upstream", "http://models.example.invalid:8080", "--format", "json", "--", "python3",
                             m_script, QString::fromLatin1(kKey) },
        60000, env);
    QCOMPARE(r.exitCode, 7);
    QVERIFY2(r.err.contains("answer=event: message_start"), r.err.constData());
    QVERIFY2(r.err.contains("forwarding to http://models.example.invalid:8080 through the proxy 127.0.0.1:"
                 + QByteArray::number(proxy.port()) + " (http_proxy)\n"),
        r.err.constData());
    QCOMPARE(proxy.targets, QByteArrayList { "models.example.invalid:8080" });
    QCOMPARE(upstream.requests().size(), 1);
    QCOMPARE(upstream.requests().first().headers.value("host"), QByteArray("models.example.invalid:8080"));
}

void TestCaptureCli::scriptedUpstreamNeedsNoProviderOrKey()
{
    // `--upstream scripted`: no provider, no network, no key. The scripted model loads the skill of the --root folders
    // that shares two words with the prompt, through the tool the client offers; the command's missing key variables
    // get placeholders, a key it has stays.
    const QString script = m_dir.filePath(QStringLiteral("keyless.py"));
    QFile s(script);
    QVERIFY(s.open(QIODevice::WriteOnly));
    s.write(kKeylessClient);
    s.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "OPENAI_API_KEY", "GEMINI_API_KEY",
             "GEMINI_CLI_SYSTEM_SETTINGS_PATH" })
        env.remove(QString::fromLatin1(name));
    Result r = run({ "--upstream", "scripted", "--root", m_root, "--format", "json", "--", "python3", script,
                       "Please use the alpha description" },
        60000, env);
    QCOMPARE(r.exitCode, 7);
    const QList<QByteArray> errLines = r.err.split('\n');
    QVERIFY2(errLines.value(0).startsWith("listening on http://127.0.0.1:"), r.err.constData());
    QCOMPARE(errLines.value(1), QByteArray("answering with the workbench's scripted model: no AI, no network, no key"));
    QVERIFY2(r.err.contains("\nANTHROPIC_API_KEY=sk-skill-workbench-placeholder\n"), r.err.constData());
    QVERIFY(r.err.contains("\nOPENAI_API_KEY=sk-skill-workbench-placeholder\n"));
    QVERIFY(r.err.contains("\nGEMINI_API_KEY=sk-skill-workbench-placeholder\n"));
    QVERIFY(r.err.contains("\nGEMINI_CLI_SYSTEM_SETTINGS_PATH=\n")); // only for Gemini CLI itself
    QVERIFY2(r.err.contains(R"("name":"Skill")"), r.err.constData()); // the load, as the client received it
    QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QJsonArray requests = report.value("requests").toArray();
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests.first().toObject().value("status").toInt(), 200);
    QCOMPARE(requests.first().toObject().value("client").toString(), QStringLiteral("claude-code"));
    const QJsonArray loads = report.value("loads").toArray();
    QCOMPARE(loads.size(), 1);
    QCOMPARE(loads.first().toObject().value("skill").toString(), QStringLiteral("alpha"));
    QCOMPARE(loads.first().toObject().value("how").toString(), QStringLiteral("tool:Skill"));
    QCOMPARE(report.value("skills").toArray().first().toObject().value("observed").toString(), QStringLiteral("full"));

    // A prompt sharing no two words with a skill gets a plain answer; the user's own key goes to the command as it is.
    env.insert(QStringLiteral("ANTHROPIC_API_KEY"), QString::fromLatin1(kKey));
    const QString saved = m_dir.filePath(QStringLiteral("scripted.jsonl"));
    r = run({ "--upstream", "scripted", "--root", m_root, "-o", saved, "--", "python3", script, "What time is it" },
        60000, env);
    QCOMPARE(r.exitCode, 7);
    QVERIFY2(r.out.startsWith("ANTHROPIC_API_KEY=" + kKey + "\n"), r.out.constData()); // the first line
    QVERIFY(r.out.contains("No open skill shares two words or more with this request"));
    QVERIFY(!r.out.contains(R"("name":"Skill")"));
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains(kKey)); // forwarded to nobody, stored nowhere

    // A command named gemini (Gemini CLI) also gets its API-key sign-in selected through system settings, which it
    // reads only from a folder no one else may write to: else a warning, and the run goes on.
    const QString bin = m_dir.filePath(QStringLiteral("bin"));
    QVERIFY(QDir().mkpath(bin));
    const QString gemini = bin + QStringLiteral("/gemini");
    QVERIFY(QFile::copy(script, gemini));
    QVERIFY(QFile::setPermissions(gemini, QFile::permissions(gemini) | QFile::ExeOwner));
    QFile shebang(gemini);
    QVERIFY(shebang.open(QIODevice::ReadWrite));
    const QByteArray text = "#!/usr/bin/env python3\n" + shebang.readAll();
    QVERIFY(shebang.resize(0));
    shebang.write(text);
    shebang.close();
    const QString home = m_dir.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(home));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
    r = run({ "--upstream", "scripted", "--", gemini, "hello" }, 60000, env);
    QCOMPARE(r.exitCode, 7);
    if (const QString open = worldWritableAncestor(home); !open.isEmpty()) {
        QVERIFY2(r.err.contains("warning: Gemini CLI ignores settings below " + open.toUtf8()), r.err.constData());
        QVERIFY(r.out.contains("\nGEMINI_CLI_SYSTEM_SETTINGS_PATH=\n"));
    } else {
        const QByteArray out = r.out;
        const qsizetype at = out.indexOf("GEMINI_CLI_SYSTEM_SETTINGS_PATH=") + 32;
        const QString path = QString::fromUtf8(out.mid(at, out.indexOf('\n', at) - at));
        QVERIFY2(path.startsWith(home), out.constData());
        QFile settings(path);
        QVERIFY(settings.open(QIODevice::ReadOnly));
        QVERIFY(settings.readAll().contains("gemini-api-key"));
    }
    QVERIFY(r.out.contains("\nGEMINI_API_KEY=sk-skill-workbench-placeholder\n"));
}

QTEST_GUILESS_MAIN(TestCaptureCli)
#include "tst_capture_cli.moc"
