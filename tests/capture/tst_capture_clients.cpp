// The real pinned clients through `skill-workbench-cli capture` (label `clients`): Claude Code 2.1.328, Codex 0.169.0,
// opencode 1.18.33 and Gemini CLI 0.61.0 from .deps/clients (scripts/setup-clients.sh installs them; this test never
// does), each in a HOME of its own, against a scripted loopback upstream in its wire format that answers with the
// client's own skill-loading call, then with text. For each: the client exits 0, the upstream received byte-identical
// bodies (SHA-256), the observed verdicts and the load are right for a repository that exercises the verdicts the
// client can show, and the key is in no file written. A missing client fails when CI=true and is skipped otherwise.
#include "fakemodelserver.h"
#include "wirestreams.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw::test;

namespace {

const QByteArray kKey = "sk-capture-clients-test-key-7f3a9c0e51";

// Deterministic filler of exactly n characters ("p0001 p0002 ...").
QByteArray words(const QByteArray &prefix, int n)
{
    QByteArray out;
    for (int i = 1; out.size() < n; ++i)
        out += prefix + QByteArray::number(i).rightJustified(4, '0') + ' ';
    out.truncate(n);
    while (out.endsWith(' '))
        out.chop(1);
    while (out.size() < n)
        out += 'x';
    return out;
}

QByteArray skill(const QByteArray &name, const QByteArray &frontmatterRest, const QByteArray &body = "Body.")
{
    return "---\nname: " + name + "\n" + frontmatterRest + "---\n\n# " + name + "\n\n" + body + "\n";
}

QStringList toolNames(const QJsonObject &body)
{
    QStringList out;
    for (const QJsonValue &t : body.value("tools").toArray()) {
        const QJsonObject o = t.toObject();
        for (const QJsonValue &d : o.value("functionDeclarations").toArray()) // Gemini
            out << d.toObject().value("name").toString();
        if (!o.contains("functionDeclarations"))
            out << (o.contains("function") ? o.value("function").toObject().value("name").toString()
                                           : o.value("name").toString());
    }
    return out;
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject report;
};

} // namespace

class TestCaptureClients : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void claudeCode();
    void codex();
    void opencode();
    void geminiCli();

private:
    // The client's binary, or "" after QSKIP/QFAIL (check QTest::currentTestFailed / the return).
    QString clientBinary(const QString &folder, const QString &bin);
    QString writeSkills(const QString &dir, const QList<QPair<QByteArray, QByteArray>> &skills);
    Run capture(const QString &home, const QString &root, const QStringList &command, const QProcessEnvironment &env,
        const QString &upstream, int timeoutMs, const QByteArray &stdinText = {});
    void checkCommon(const Run &run, const FakeModelServer &upstream, const QString &home);
    static QHash<QString, QJsonObject> skillsByName(const QJsonObject &report);
    // The repository of the clients without a budget (opencode, Gemini CLI): full (nothing is cut), an empty
    // description listed empty (all of it: full), absent (no description); b-normal is the one the model loads.
    QString writeNoBudgetSkills(const QString &dir);
    // Its verdicts as observed, each equal to the matrix's prediction, and the one load by `how`.
    void checkNoBudgetRun(const Run &run, const FakeModelServer &upstream, const QString &how);
    QProcessEnvironment baseEnv(const QString &home) const;

    QString m_cli;
    QTemporaryDir m_dir { QStringLiteral(SW_BINARY_DIR "/capture-clients-XXXXXX") };
};

void TestCaptureClients::initTestCase()
{
    m_cli = QStringLiteral(SW_BINARY_DIR "/app/skill-workbench-cli");
    QVERIFY2(QFile::exists(m_cli), qPrintable(m_cli));
    QVERIFY(m_dir.isValid());
}

QString TestCaptureClients::clientBinary(const QString &folder, const QString &bin)
{
    const QString path = QStringLiteral(SW_SOURCE_DIR "/.deps/clients/%1/node_modules/.bin/%2").arg(folder, bin);
    if (QFileInfo(path).isExecutable())
        return path;
    const QString message = QStringLiteral("%1 is not installed (%2): run scripts/setup-clients.sh").arg(bin, path);
    if (qEnvironmentVariable("CI") == QLatin1String("true"))
        QTest::qFail(qPrintable(message), __FILE__, __LINE__);
    else
        QTest::qSkip(qPrintable(message), __FILE__, __LINE__);
    return {};
}

QString TestCaptureClients::writeSkills(const QString &dir, const QList<QPair<QByteArray, QByteArray>> &skills)
{
    for (const auto &s : skills) {
        QDir().mkpath(dir + QLatin1Char('/') + QString::fromUtf8(s.first));
        QFile f(dir + QLatin1Char('/') + QString::fromUtf8(s.first) + QStringLiteral("/SKILL.md"));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(f.fileName()));
        f.write(s.second);
    }
    return QDir(dir).canonicalPath();
}

QProcessEnvironment TestCaptureClients::baseEnv(const QString &home) const
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("TERM"), QStringLiteral("dumb"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // A user behind a proxy that cannot reach this machine's loopback (nothing listens on port 9): every client must
    // still reach the endpoint, which the capture command adds to NO_PROXY (all four failed without it).
    for (const char *v : { "HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "ALL_PROXY", "all_proxy" })
        env.insert(QString::fromLatin1(v), QStringLiteral("http://127.0.0.1:9"));
    return env;
}

Run TestCaptureClients::capture(const QString &home, const QString &root, const QStringList &command,
    const QProcessEnvironment &env, const QString &upstream, int timeoutMs, const QByteArray &stdinText)
{
    Run run;
    QProcess p;
    p.setProcessEnvironment(env);
    QDir().mkpath(home + QStringLiteral("/work"));
    p.setWorkingDirectory(home + QStringLiteral("/work"));
    QSignalSpy finished(&p, &QProcess::finished);
    p.start(m_cli,
        QStringList { QStringLiteral("capture"), QStringLiteral("--upstream"), upstream, QStringLiteral("--root"), root,
            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"),
            home + QStringLiteral("/capture.jsonl"), QStringLiteral("--") }
            + command);
    if (!stdinText.isNull())
        p.write(stdinText);
    p.closeWriteChannel();
    if (!finished.wait(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        run.err = p.readAllStandardError();
        qWarning("timed out after %d ms; stderr: %s", timeoutMs, run.err.right(3000).constData());
        return run;
    }
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    run.out = p.readAllStandardOutput();
    run.err = p.readAllStandardError();
    run.report = QJsonDocument::fromJson(run.out).object();
    return run;
}

void TestCaptureClients::checkCommon(const Run &run, const FakeModelServer &upstream, const QString &home)
{
    QVERIFY2(run.exitCode == 0, run.err.right(3000).constData());
    QVERIFY2(run.err.startsWith("listening on http://127.0.0.1:"), run.err.left(200).constData());
    const QJsonArray requests = run.report.value("requests").toArray();
    QVERIFY2(!requests.isEmpty(), run.out.left(2000).constData());
    // Every body reached the upstream byte for byte.
    QCOMPARE(requests.size(), upstream.requests().size());
    QStringList sent;
    QStringList received;
    for (const QJsonValue &r : requests)
        sent << r.toObject().value("body_sha256").toString();
    for (const RecordedRequest &r : upstream.requests())
        received << QString::fromLatin1(QCryptographicHash::hash(r.body, QCryptographicHash::Sha256).toHex());
    sent.sort();
    received.sort();
    QCOMPARE(sent, received);
    // The key is in no file written.
    QVERIFY(QFile::exists(home + QStringLiteral("/capture.jsonl")));
    QCOMPARE(QFile(home + QStringLiteral("/capture.jsonl")).permissions() & 0x0077, QFile::Permissions());
    for (QDirIterator it(home, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories); it.hasNext();) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        QVERIFY2(!f.readAll().contains(kKey), qPrintable(f.fileName()));
    }
    QVERIFY(!run.out.contains(kKey));
    QVERIFY(!run.err.contains(kKey));
}

QHash<QString, QJsonObject> TestCaptureClients::skillsByName(const QJsonObject &report)
{
    QHash<QString, QJsonObject> out;
    for (const QJsonValue &s : report.value("skills").toArray())
        out.insert(s.toObject().value("name").toString(), s.toObject());
    return out;
}

void TestCaptureClients::claudeCode()
{
    const QString claude = clientBinary(QStringLiteral("claude-code"), QStringLiteral("claude"));
    if (claude.isEmpty())
        return;
    const QString home = m_dir.filePath(QStringLiteral("claude"));
    // Every verdict: shortened (over the 1,536-character entry cap), full, name-only (twenty long descriptions
    // overflow the listing's budget), absent (disable-model-invocation), and a file strict YAML refuses.
    QList<QPair<QByteArray, QByteArray>> skills {
        { "a-long", skill("a-long", "description: " + words("L", 2000) + "\n") },
        { "b-normal",
            skill("b-normal", "description: Use when the user asks about zebra widgets.\n", "Reply with ZEBRA.") },
        { "d-hidden", skill("d-hidden", "description: Never shown.\ndisable-model-invocation: true\n") },
        { "e-colon", skill("e-colon", "description: Use when: x happens\n") },
    };
    for (int i = 1; i <= 20; ++i) {
        const QByteArray name = "c-" + QByteArray::number(i).rightJustified(2, '0');
        skills.append({ name, skill(name, "description: " + words("C" + QByteArray::number(i), 1400) + "\n") });
    }
    const QString root = writeSkills(home + QStringLiteral("/.claude/skills"), skills);

    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    bool loaded = false;
    upstream.setResponder([&loaded](const RecordedRequest &request, int) {
        if (!loaded && toolNames(request.json()).contains(QStringLiteral("Skill"))) {
            loaded = true;
            return FakeResponse::stream(anthropicAnswer({}, { { "Skill", R"({"skill":"b-normal"})" } }));
        }
        return FakeResponse::stream(anthropicAnswer(QStringLiteral("ZEBRA")));
    });
    QProcessEnvironment env = baseEnv(home);
    env.insert(QStringLiteral("ANTHROPIC_API_KEY"), QString::fromLatin1(kKey));
    env.insert(QStringLiteral("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"), QStringLiteral("1"));
    const Run run = capture(home, root,
        { claude, QStringLiteral("-p"), QStringLiteral("--tools"), QStringLiteral("Skill"),
            QStringLiteral("--permission-mode"), QStringLiteral("dontAsk"), QStringLiteral("--no-session-persistence"),
            QStringLiteral("--strict-mcp-config"), QStringLiteral("Tell me about zebra widgets.") },
        env, upstream.baseUrl(), 180000);
    checkCommon(run, upstream, home);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(upstream.requests().first().headers.value("x-api-key"), kKey); // forwarded

    const QJsonObject first = run.report.value("requests").toArray().first().toObject();
    QCOMPARE(first.value("client").toString(), QStringLiteral("claude-code"));
    QCOMPARE(first.value("client_version").toString(), QStringLiteral("2.1.328"));
    QCOMPARE(first.value("api").toString(), QStringLiteral("anthropic-messages"));
    const QJsonObject listing = first.value("listing").toObject();
    QCOMPARE(listing.value("placement").toString(), QStringLiteral("system-message"));
    int builtins = 0;
    for (const QJsonValue &e : listing.value("entries").toArray())
        builtins += e.toObject().value("builtin").toBool() ? 1 : 0;
    QVERIFY2(builtins >= 10, "Claude Code lists its own skills beside the user's");

    const QHash<QString, QJsonObject> s = skillsByName(run.report);
    QCOMPARE(s.size(), 24);
    QCOMPARE(s.value("a-long").value("observed").toString(), QStringLiteral("shortened"));
    QCOMPARE(s.value("b-normal").value("observed").toString(), QStringLiteral("full"));
    QVERIFY(s.value("b-normal").value("agree").toBool());
    QCOMPARE(s.value("d-hidden").value("observed").toString(), QStringLiteral("absent"));
    QCOMPARE(s.value("e-colon").value("observed").toString(), QStringLiteral("full"));
    int full = 0;
    int nameOnly = 0;
    for (int i = 1; i <= 20; ++i) {
        const QString o = s.value(QStringLiteral("c-%1").arg(i, 2, 10, QLatin1Char('0'))).value("observed").toString();
        full += o == QLatin1String("full") ? 1 : 0;
        nameOnly += o == QLatin1String("name-only") ? 1 : 0;
    }
    QVERIFY2(full > 0 && nameOnly > 0 && full + nameOnly == 20,
        qPrintable(QStringLiteral("%1 full, %2 name-only").arg(full).arg(nameOnly)));

    const QJsonArray loads = run.report.value("loads").toArray();
    QCOMPARE(loads.size(), 1);
    QCOMPARE(loads.first().toObject().value("skill").toString(), QStringLiteral("b-normal"));
    QCOMPARE(loads.first().toObject().value("how").toString(), QStringLiteral("tool:Skill"));
    QCOMPARE(loads.first().toObject().value("request").toInt(), 1);
    // The client ran the skill: its body went back to the model in the next request.
    QVERIFY(upstream.requests().size() >= 2);
    QVERIFY(upstream.requests().at(1).body.contains("Reply with ZEBRA."));
}

void TestCaptureClients::codex()
{
    const QString codex = clientBinary(QStringLiteral("codex"), QStringLiteral("codex"));
    if (codex.isEmpty())
        return;
    const QString home = m_dir.filePath(QStringLiteral("codex"));
    // full, shortened (a description over 1,024 characters is cut, where the workbench predicts a refusal), absent (no
    // description: Codex refuses the file), and a file strict YAML refuses.
    const QString root = writeSkills(home + QStringLiteral("/.agents/skills"),
        { { "a-long", skill("a-long", "description: " + words("L", 1200) + "\n") },
            { "b-normal",
                skill("b-normal", "description: Use when the user asks about zebra widgets.\n", "Reply with ZEBRA.") },
            { "d-nodesc", skill("d-nodesc", {}) },
            { "e-colon", skill("e-colon", "description: Use when: x happens\n") } });
    QDir().mkpath(home + QStringLiteral("/.codex"));
    QFile config(home + QStringLiteral("/.codex/config.toml"));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(
        "model_provider = \"x\"\nmodel = \"gpt-5\"\napproval_policy = \"never\"\n[analytics]\nenabled = false\n"
        "[model_providers.x]\nname = \"x\"\nbase_url = \"http://127.0.0.1:1/v1\"\nwire_api = \"responses\"\n"
        "env_key = \"X_KEY\"\nrequest_max_retries = 0\nstream_max_retries = 0\n");
    config.close();

    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    bool loaded = false;
    const QString read = QStringLiteral(R"({"cmd":"cat %1/b-normal/SKILL.md"})").arg(root);
    upstream.setResponder([&loaded, read](const RecordedRequest &request, int) {
        if (!loaded && toolNames(request.json()).contains(QStringLiteral("exec_command"))) {
            loaded = true;
            return FakeResponse::stream(responsesAnswer({}, { { "exec_command", read } }));
        }
        return FakeResponse::stream(responsesAnswer(QStringLiteral("ZEBRA")));
    });
    QProcessEnvironment env = baseEnv(home);
    env.insert(QStringLiteral("CODEX_HOME"), home + QStringLiteral("/.codex"));
    // Codex refuses its shell tool's helpers in a CODEX_HOME under the temporary folder (the build folder may be under
    // /tmp): a temporary folder inside the home never holds CODEX_HOME (docs/clients.md section 2).
    QDir().mkpath(home + QStringLiteral("/.cache/tmp"));
    env.insert(QStringLiteral("TMPDIR"), home + QStringLiteral("/.cache/tmp"));
    env.insert(QStringLiteral("X_KEY"), QString::fromLatin1(kKey));
    // The provider block's base_url comes from the endpoint's address ($SW_CAPTURE_URL), known once it listens.
    const Run run = capture(home, root,
        { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral("exec \"$0\" -c \"model_providers.x.base_url=\\\"$SW_CAPTURE_URL/v1\\\"\" exec "
                           "--skip-git-repo-check --sandbox read-only --ephemeral \"Tell me about zebra widgets.\" "
                           "</dev/null"),
            codex },
        env, upstream.baseUrl(), 180000);
    checkCommon(run, upstream, home);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(upstream.requests().first().headers.value("authorization"), "Bearer " + kKey);
    const QJsonObject first = run.report.value("requests").toArray().first().toObject();
    QCOMPARE(first.value("client").toString(), QStringLiteral("codex"));
    QCOMPARE(first.value("client_version").toString(), QStringLiteral("0.169.0"));
    QCOMPARE(first.value("listing").toObject().value("placement").toString(), QStringLiteral("developer-message"));

    const QHash<QString, QJsonObject> s = skillsByName(run.report);
    QCOMPARE(s.size(), 4);
    QCOMPARE(s.value("a-long").value("observed").toString(), QStringLiteral("shortened"));
    // Codex shortens a long description in its listing, and the prediction shortens it the same way (issue 25).
    QVERIFY(s.value("a-long").value("agree").toBool());
    QCOMPARE(s.value("b-normal").value("observed").toString(), QStringLiteral("full"));
    QVERIFY(s.value("b-normal").value("agree").toBool());
    QCOMPARE(s.value("d-nodesc").value("observed").toString(), QStringLiteral("absent"));
    QCOMPARE(s.value("e-colon").value("observed").toString(), QStringLiteral("full"));

    const QJsonArray loads = run.report.value("loads").toArray();
    QCOMPARE(loads.size(), 1);
    QCOMPARE(loads.first().toObject().value("skill").toString(), QStringLiteral("b-normal"));
    QCOMPARE(loads.first().toObject().value("how").toString(), QStringLiteral("shell:exec_command"));
    QVERIFY(upstream.requests().size() >= 2);
    QVERIFY(upstream.requests().at(1).body.contains("Reply with ZEBRA."));
}

QString TestCaptureClients::writeNoBudgetSkills(const QString &dir)
{
    return writeSkills(dir,
        { { "a-long", skill("a-long", "description: " + words("L", 2000) + "\n") },
            { "b-normal",
                skill("b-normal", "description: Use when the user asks about zebra widgets.\n", "Reply with ZEBRA.") },
            { "d-nodesc", skill("d-nodesc", {}) }, { "f-empty", skill("f-empty", "description: \"\"\n") } });
}

void TestCaptureClients::checkNoBudgetRun(const Run &run, const FakeModelServer &upstream, const QString &how)
{
    const QHash<QString, QJsonObject> s = skillsByName(run.report);
    QCOMPARE(s.size(), 4);
    const QList<QPair<QString, QString>> expected { { QStringLiteral("a-long"), QStringLiteral("full") },
        { QStringLiteral("b-normal"), QStringLiteral("full") },
        { QStringLiteral("d-nodesc"), QStringLiteral("absent") },
        { QStringLiteral("f-empty"), QStringLiteral("full") } };
    for (const auto &[name, observed] : expected) {
        QCOMPARE(s.value(name).value("observed").toString(), observed);
        QVERIFY2(s.value(name).value("agree").toBool(),
            qPrintable(name + QLatin1Char(' ') + s.value(name).value("predicted").toString()));
    }
    // The load, answered with the skill's body in the next request (a call sent back under an id the client gave it is
    // the same load, not a second one).
    const QJsonArray loads = run.report.value("loads").toArray();
    QVERIFY2(loads.size() == 1, QJsonDocument(loads).toJson().constData());
    QCOMPARE(loads.first().toObject().value("skill").toString(), QStringLiteral("b-normal"));
    QCOMPARE(loads.first().toObject().value("how").toString(), how);
    QVERIFY(upstream.requests().size() >= 2);
    QVERIFY(upstream.requests().at(1).body.contains("Reply with ZEBRA."));
}

void TestCaptureClients::opencode()
{
    const QString opencode = clientBinary(QStringLiteral("opencode"), QStringLiteral("opencode"));
    if (opencode.isEmpty())
        return;
    const QString home = m_dir.filePath(QStringLiteral("opencode"));
    const QString root = writeNoBudgetSkills(home + QStringLiteral("/.config/opencode/skills"));
    QFile config(home + QStringLiteral("/.config/opencode/opencode.json"));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(R"({"$schema": "https://opencode.ai/config.json",
 "provider": {"x": {"npm": "@ai-sdk/openai-compatible", "name": "x",
   "options": {"baseURL": "{env:SW_CAPTURE_URL}/v1", "apiKey": "{env:X_KEY}"},
   "models": {"m": {"name": "m", "limit": {"context": 200000, "output": 8192}}}}},
 "model": "x/m", "permission": {"*": "deny", "skill": "allow"}})");
    config.close();

    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    bool loaded = false;
    upstream.setResponder([&loaded](const RecordedRequest &request, int) {
        if (!loaded && toolNames(request.json()).contains(QStringLiteral("skill"))) {
            loaded = true;
            return FakeResponse::stream(sseAnswer({}, { { "skill", R"({"name":"b-normal"})" } }));
        }
        return FakeResponse::stream(sseAnswer(QStringLiteral("ZEBRA")));
    });
    QProcessEnvironment env = baseEnv(home);
    env.insert(QStringLiteral("X_KEY"), QString::fromLatin1(kKey));
    env.insert(QStringLiteral("OPENCODE_DISABLE_MODELS_FETCH"), QStringLiteral("1"));
    env.insert(QStringLiteral("OPENCODE_DISABLE_AUTOUPDATE"), QStringLiteral("1"));
    const Run run = capture(home, root,
        { opencode, QStringLiteral("run"), QStringLiteral("--pure"), QStringLiteral("--title"), QStringLiteral("t") },
        env, upstream.baseUrl(), 300000, "Tell me about zebra widgets.");
    checkCommon(run, upstream, home);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(upstream.requests().first().headers.value("authorization"), "Bearer " + kKey);
    const QJsonObject first = run.report.value("requests").toArray().first().toObject();
    QCOMPARE(first.value("client").toString(), QStringLiteral("opencode"));
    QCOMPARE(first.value("client_version").toString(), QStringLiteral("1.18.33"));
    QCOMPARE(first.value("listing").toObject().value("placement").toString(), QStringLiteral("system-message"));

    checkNoBudgetRun(run, upstream, QStringLiteral("tool:skill"));
}

void TestCaptureClients::geminiCli()
{
    const QString gemini = clientBinary(QStringLiteral("gemini-cli"), QStringLiteral("gemini"));
    if (gemini.isEmpty())
        return;
    const QString home = m_dir.filePath(QStringLiteral("gemini-cli"));
    const QString root = writeNoBudgetSkills(home + QStringLiteral("/.gemini/skills"));
    QDir().mkpath(home + QStringLiteral("/.gemini"));
    QFile settings(home + QStringLiteral("/.gemini/settings.json"));
    QVERIFY(settings.open(QIODevice::WriteOnly));
    settings.write(R"({"security": {"auth": {"selectedType": "gemini-api-key"}}, "general": {"maxAttempts": 1}})");
    settings.close();

    FakeModelServer upstream;
    QVERIFY(upstream.listen());
    bool loaded = false;
    upstream.setResponder([&loaded](const RecordedRequest &request, int) {
        if (!loaded && toolNames(request.json()).contains(QStringLiteral("activate_skill"))) {
            loaded = true;
            return FakeResponse::stream(geminiAnswer({}, { { "activate_skill", R"({"name":"b-normal"})" } }));
        }
        return FakeResponse::stream(geminiAnswer(QStringLiteral("ZEBRA")));
    });
    QProcessEnvironment env = baseEnv(home);
    env.insert(QStringLiteral("GEMINI_API_KEY"), QString::fromLatin1(kKey));
    env.insert(QStringLiteral("GEMINI_CLI_TRUST_WORKSPACE"), QStringLiteral("true"));
    const Run run = capture(home, root,
        { gemini, QStringLiteral("-m"), QStringLiteral("gemini-2.5-pro"), QStringLiteral("--allowed-tools"),
            QStringLiteral("activate_skill"), QStringLiteral("-p"), QStringLiteral("Tell me about zebra widgets.") },
        env, upstream.baseUrl(), 300000);
    checkCommon(run, upstream, home);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(upstream.requests().first().headers.value("x-goog-api-key"), kKey);
    const QJsonObject first = run.report.value("requests").toArray().first().toObject();
    QCOMPARE(first.value("api").toString(), QStringLiteral("gemini"));
    QCOMPARE(first.value("client").toString(), QStringLiteral("gemini-cli"));
    QCOMPARE(first.value("client_version").toString(), QStringLiteral("0.61.0"));
    const QJsonObject listing = first.value("listing").toObject();
    QCOMPARE(listing.value("placement").toString(), QStringLiteral("system")); // systemInstruction
    // Its own built-in skills are listed too, apart from the repository's.
    bool builtin = false;
    for (const QJsonValue &e : listing.value("entries").toArray())
        if (e.toObject().value("name").toString() == QLatin1String("skill-creator"))
            builtin = e.toObject().value("builtin").toBool();
    QVERIFY2(builtin, QJsonDocument(listing).toJson().left(3000).constData());

    checkNoBudgetRun(run, upstream, QStringLiteral("tool:activate_skill"));
}

QTEST_GUILESS_MAIN(TestCaptureClients)
#include "tst_capture_clients.moc"
