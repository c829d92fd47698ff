// The claude-code and codex profiles end to end against the loopback model server: the exact request bytes
// (goldens in data/golden, SW_UPDATE_GOLDEN=1 rewrites them), the Skill tool with its follow-up user message and
// argument substitution, the Codex shell tool with its load recognition and reads of skill files, and the
// profile format that carries them.
#include "agent/requestbuilder.h"
#include "agent/shellload.h"
#include "agent/tooldispatcher.h"
#include "agentharness.h"
#include "wirestreams.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

using namespace sw;
using namespace sw::test;

namespace {

bool matchesGolden(const QByteArray &actual, const QString &file)
{
    const QString path = QStringLiteral(SW_TEST_DATA_DIR "/golden/") + file;
    if (qEnvironmentVariableIsSet("SW_UPDATE_GOLDEN")) {
        QDir().mkpath(QFileInfo(path).path());
        QFile out(path);
        return out.open(QIODevice::WriteOnly) && out.write(actual) == actual.size();
    }
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        qWarning("missing golden file %s", qPrintable(path));
        return false;
    }
    const QByteArray expected = in.readAll();
    if (expected != actual)
        qWarning("golden mismatch %s:\n--- expected\n%s\n--- actual\n%s", qPrintable(path), expected.constData(),
            actual.constData());
    return expected == actual;
}

// The test skills, with a manual-only skill and the SKILL.md text a client reads from disk.
SkillSnapshotPtr clientSkills()
{
    QList<AgentSkill> skills = testSkills()->skills();
    for (AgentSkill &s : skills)
        if (s.name == QLatin1String("pdf-tools")) {
            s.body = QStringLiteral("Merge $ARGUMENTS[0] into $ARGUMENTS[1].\nFiles: ${CLAUDE_SKILL_DIR}/scripts\n");
            s.source = QStringLiteral("---\nname: pdf-tools\ndescription: Split and merge PDF files.\n---\n") + s.body;
        }
    AgentSkill manual;
    manual.name = QStringLiteral("deploy");
    manual.description = QStringLiteral("Deploy the service.");
    manual.folder = QStringLiteral("/skills/deploy");
    manual.location = manual.folder + QStringLiteral("/SKILL.md");
    manual.body = QStringLiteral("Deploy body");
    manual.client.modelInvocable = false;
    skills << manual;
    return std::make_shared<const SkillSnapshot>(skills);
}

ToolCall call(const QString &name, const QString &arguments)
{
    ToolCall c;
    c.id = QStringLiteral("call_1");
    c.name = name;
    c.arguments = arguments;
    return c;
}

} // namespace

class TestAgentClients : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("CODEX_HOME", "/codex-home"); } // the same roots table on every machine
    void shippedProfilesParse();
    void profileFormatErrors();
    void claudeCodeSkillToolRequests();
    void claudeCodeListingPerModel();
    void opencodeListsInTheSystemMessage();
    void claudeCodeSkillToolErrors();
    void argumentSubstitution();
    void codexShellReadRequests();
    void codexShellCommandsAndScripts();
    void shellWords();
    void shellLoadDetection();
    void shellReadsFromTheSnapshot();
};

void TestAgentClients::shippedProfilesParse()
{
    const Profile claude = shippedProfile("claude-code");
    QCOMPARE(claude.catalogDialect, QString("claude-code"));
    QCOMPARE(claude.catalogPlacement, CatalogPlacement::ByModel);
    QCOMPARE(claude.materialisation, Materialisation::UserMessage);
    QCOMPARE(claude.catalogOptions.contextWindowTokens, 0); // the model's own window
    QCOMPARE(claude.catalogOptions.claudeBudgetFraction, 0.01);
    QCOMPARE(claude.catalogOptions.claudeMaxEntryCharacters, 1536);
    QCOMPARE(claude.tool("Skill")->kind, ToolKind::SkillTool);
    QCOMPARE(claude.loadDetection.kind, LoadDetection::Kind::None);

    const Profile codex = shippedProfile("codex");
    QCOMPARE(codex.catalogPlacement, CatalogPlacement::Message);
    QCOMPARE(codex.catalogRole, QString("developer"));
    QCOMPARE(codex.systemRole, QString("developer"));
    QCOMPARE(codex.tool("shell")->kind, ToolKind::Shell);
    QCOMPARE(codex.loadDetection.kind, LoadDetection::Kind::ShellRead);
    QCOMPARE(codex.loadDetection.readers.first(), QString("cat"));
    QCOMPARE(codex.loadDetection.scriptExtensions.size(), qsizetype(7));
    QVERIFY(profileNames().contains("claude-code"));
    QVERIFY(profileNames().contains("codex"));

    const Profile opencode = shippedProfile("opencode");
    QCOMPARE(opencode.catalogDialect, QString("opencode"));
    QCOMPARE(opencode.catalogPlacement, CatalogPlacement::SystemMessage);
    QCOMPARE(opencode.catalogSeparator, QString("\n"));
    QCOMPARE(opencode.tool("skill")->kind, ToolKind::InlineSkill);
}

void TestAgentClients::profileFormatErrors()
{
    const QByteArray head = R"({"format": "skill-workbench-profile/1", "name": "x", )";
    QString error;
    QVERIFY(!parseProfile(head + R"("catalog": {"placement": "message", "role": "assistant"}})", &error));
    QCOMPARE(error, QString("catalog.role must be \"system\", \"developer\" or \"user\""));
    QVERIFY(!parseProfile(head + R"("catalog": {"options": {"context_window": -1}}})", &error));
    QCOMPARE(error, QString("catalog.options.context_window must be a non-negative integer"));
    QVERIFY(!parseProfile(head + R"("catalog": {"options": {"budget_fraction": 2}}})", &error));
    QCOMPARE(error, QString("catalog.options.budget_fraction must be a number above 0 and at most 1"));
    QVERIFY(!parseProfile(head + R"("system_role": "user"})", &error));
    QCOMPARE(error, QString("system_role must be \"system\" or \"developer\""));
    QVERIFY(!parseProfile(head + R"("catalog": {"placement": "somewhere"}})", &error));
    QVERIFY(error.startsWith("catalog.placement must be"));
    QVERIFY(!parseProfile(head + R"("load_detection": {"kind": "magic"}})", &error));
    QCOMPARE(error, QString("load_detection.kind must be \"shell_read\" or \"none\""));
    const auto p = parseProfile(head + R"("catalog": {"placement": "message", "role": "developer"},
        "load_detection": {"kind": "shell_read", "readers": ["cat"]}, "materialisation": "user_message"})",
        &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->catalogRole, QString("developer"));
    QCOMPARE(p->loadDetection.readers, QStringList({ "cat" }));
    QCOMPARE(p->loadDetection.runners.first(), QString("python")); // the defaults for what is not given
}

void TestAgentClients::claudeCodeSkillToolRequests()
{
    AgentHarness h(shippedProfile("claude-code"), clientSkills());
    h.server->enqueue(calls({ { "Skill", R"({"skill":"pdf-tools","args":"a.pdf b.pdf"})" } }));
    h.server->enqueue(answer("merged"));
    QVERIFY2(h.turn("merge a.pdf into b.pdf"), qPrintable(h.lastError));
    // Request 1: system prompt, the user message, then (a current model: the harness's is unknown to Claude Code)
    // the listing as a system message of its own (the manual-only skill left out, Claude Code's own skills after
    // the user's), the Skill and Bash tools.
    const QJsonArray m0 = h.messages(0);
    QCOMPARE(m0.size(), 3);
    QCOMPARE(m0.at(1).toObject().value("role").toString(), QString("user"));
    QCOMPARE(m0.at(2).toObject().value("role").toString(), QString("system"));
    const QString listing = m0.at(2).toObject().value("content").toString();
    QVERIFY(!listing.startsWith("<system-reminder>"));
    QVERIFY(listing.contains("\n- pdf-tools: Split and merge PDF files.\n"));
    QVERIFY(listing.contains("\n- dataviz: [built-in skill dataviz of claude-code 2.1.328"));
    QVERIFY(!listing.contains("deploy"));
    QVERIFY(matchesGolden(h.server->requests().at(0).body, "claude-code-request-1.json"));
    // Request 2: the tool result is the stub; the skill's content follows as a user message with the arguments
    // substituted and the skill folder expanded.
    QCOMPARE(h.content(1, 4), QString("Launching skill: pdf-tools"));
    QCOMPARE(h.messages(1).at(5).toObject().value("role").toString(), QString("user"));
    QCOMPARE(h.content(1, 5),
        QString("Base directory for this skill: /skills/pdf-tools\n\nMerge a.pdf into b.pdf.\nFiles: "
                "/skills/pdf-tools/scripts\n"));
    QVERIFY(matchesGolden(h.server->requests().at(1).body, "claude-code-request-2.json"));
    const RequestRecord &rec = h.loop().session().requests.at(1);
    QCOMPARE(rec.loaded.size(), qsizetype(1));
    QCOMPARE(rec.loaded.first().placement, QString("user message after call_1"));
    QCOMPARE(rec.loaded.first().reason, QString("Skill call_1"));
    bool segment = false;
    for (const RequestSegment &s : rec.segments)
        segment = segment || (s.kind == SegmentKind::LoadedSkill && s.skill == "pdf-tools");
    QVERIFY(segment);
    // The transcript keeps the stub (materialisation happens in the request only).
    QCOMPARE(
        h.loop().session().events.at(h.loop().session().events.size() - 3).text, QString("Launching skill: pdf-tools"));
}

void TestAgentClients::claudeCodeListingPerModel()
{
    // An older model: the listing is a <system-reminder> before the first user message, budgeted 200,000 x 4 x 1%.
    AgentHarness older(shippedProfile("claude-code"), clientSkills());
    older.config.model = QStringLiteral("claude-sonnet-4-5");
    older.server->enqueue(answer("ok"));
    QVERIFY2(older.turn("hello"), qPrintable(older.lastError));
    const QJsonArray m = older.messages(0);
    QCOMPARE(m.size(), 3);
    QCOMPARE(m.at(1).toObject().value("role").toString(), QString("user"));
    QVERIFY(older.content(0, 1).startsWith("<system-reminder>\n"));
    QCOMPARE(older.content(0, 2), QString("hello"));

    // Anthropic Messages, a current model: a mid-conversation system message after the prompt, with its beta.
    AgentHarness current(shippedProfile("claude-code"), clientSkills(), WireApi::AnthropicMessages);
    current.server->enqueue(FakeResponse::stream(anthropicAnswer(QStringLiteral("ok"))));
    QVERIFY2(current.turn("hello"), qPrintable(current.lastError));
    const RecordedRequest &r = current.server->requests().at(0);
    const QJsonArray messages = r.json().value("messages").toArray();
    QCOMPARE(messages.size(), 2);
    QCOMPARE(messages.at(0).toObject().value("role").toString(), QString("user"));
    QCOMPARE(messages.at(1).toObject().value("role").toString(), QString("system"));
    QVERIFY(messages.at(1).toObject().value("content").toArray().at(0).toObject().value("text").toString().contains(
        "- pdf-tools: Split and merge PDF files."));
    QCOMPARE(r.headers.value("anthropic-beta"), QByteArray("mid-conversation-tool-changes-2026-07-01"));
    // The system prompt alone is the top-level system text.
    QVERIFY(!r.json().value("system").toArray().at(0).toObject().value("text").toString().contains("pdf-tools"));
}

void TestAgentClients::opencodeListsInTheSystemMessage()
{
    AgentHarness h(shippedProfile("opencode"), clientSkills());
    h.server->enqueue(calls({ { "skill", R"({"name":"alpha"})" } }));
    h.server->enqueue(answer("done"));
    QVERIFY2(h.turn("use alpha"), qPrintable(h.lastError));
    const QString system = h.content(0, 0);
    QVERIFY(system.contains("\n<available_skills>\n  <skill>\n    <name>alpha</name>\n"));
    QVERIFY(system.contains("<name>customize-opencode</name>"));
    QVERIFY(system.endsWith("</available_skills>"));
    QVERIFY(h.content(1, 3).startsWith("<skill_content name=\"alpha\">\n# Skill: alpha\n\nAlpha body"));
}

void TestAgentClients::claudeCodeSkillToolErrors()
{
    const Profile p = shippedProfile("claude-code");
    const SkillSnapshotPtr skills = clientSkills();
    ToolOutcome o = ToolDispatcher::execute(p, *skills, {}, call("Skill", R"({"skill":"nope"})"));
    QVERIFY(o.isError);
    QCOMPARE(o.content, QString("Unknown skill: nope"));
    o = ToolDispatcher::execute(p, *skills, {}, call("Skill", R"({"skill":"deploy"})"));
    QVERIFY(o.isError);
    QCOMPARE(o.content, QString("Error: skill deploy can only be invoked by the user (disable-model-invocation)"));
    QVERIFY(o.delta.isEmpty());
    o = ToolDispatcher::execute(p, *skills, {}, call("Skill", R"({"skill":"alpha"})"));
    QVERIFY(!o.isError);
    QCOMPARE(o.content, QString("Launching skill: alpha"));
    QCOMPARE(o.delta.first().key, QString("temp:skill:loaded_by_agent:claude-code/alpha"));
}

void TestAgentClients::argumentSubstitution()
{
    QCOMPARE(RequestBuilder::expandSkillArguments("Fix issue $ARGUMENTS.", "123"), QString("Fix issue 123."));
    QCOMPARE(RequestBuilder::expandSkillArguments("From $0 to $1; all: $ARGUMENTS", "a b"),
        QString("From a to b; all: a b"));
    QCOMPARE(
        RequestBuilder::expandSkillArguments("No placeholder.", "x y"), QString("No placeholder.\n\nARGUMENTS: x y"));
    QCOMPARE(RequestBuilder::expandSkillArguments("No placeholder.", QString()), QString("No placeholder."));
    QCOMPARE(RequestBuilder::expandSkillArguments("$ARGUMENTS[2]|", "a b"), QString("|"));
}

void TestAgentClients::codexShellReadRequests()
{
    AgentHarness h(shippedProfile("codex"), clientSkills());
    h.server->enqueue(calls({ { "shell", R"({"command":["bash","-lc","cat /skills/pdf-tools/SKILL.md"]})" } }));
    h.server->enqueue(answer("done"));
    QVERIFY2(h.turn("merge two pdfs"), qPrintable(h.lastError));
    // Request 1: the instructions and the skills section are developer messages, as Codex sends them.
    const QJsonArray m0 = h.messages(0);
    QCOMPARE(m0.size(), 3);
    QCOMPARE(m0.at(0).toObject().value("role").toString(), QString("developer"));
    QCOMPARE(m0.at(1).toObject().value("role").toString(), QString("developer"));
    QVERIFY(h.content(0, 1).startsWith("<skills_instructions>\n## Skills\n"));
    QVERIFY(h.content(0, 1).contains("- pdf-tools: Split and merge PDF files. (file: /skills/pdf-tools/SKILL.md)\n"));
    QVERIFY(h.content(0, 1).contains("- deploy: ")); // Codex does not read disable-model-invocation
    QCOMPARE(h.content(0, 2), QString("merge two pdfs"));
    QVERIFY(matchesGolden(h.server->requests().at(0).body, "codex-request-1.json"));
    // The read of SKILL.md is answered from the snapshot and recognised as the load.
    QCOMPARE(h.content(1, 4),
        QString("Exit code: 0\nOutput:\n---\nname: pdf-tools\ndescription: Split and merge PDF files.\n---\nMerge "
                "$ARGUMENTS[0] into $ARGUMENTS[1].\nFiles: ${CLAUDE_SKILL_DIR}/scripts\n"));
    QVERIFY(matchesGolden(h.server->requests().at(1).body, "codex-request-2.json"));
    const Session &s = h.loop().session();
    QCOMPARE(s.state.value("temp:skill:loaded_by_agent:codex/pdf-tools"), QString("1"));
    const RequestRecord &rec = s.requests.at(1);
    QCOMPARE(rec.loaded.size(), qsizetype(1));
    QCOMPARE(rec.loaded.first().placement, QString("shell tool result call_1"));
    QCOMPARE(rec.loaded.first().reason, QString("shell call_1"));
}

void TestAgentClients::codexShellCommandsAndScripts()
{
    const Profile p = shippedProfile("codex");
    const SkillSnapshotPtr skills = clientSkills();
    // Something other than a read needs the workspace: without one, the profile's error.
    ToolOutcome o = ToolDispatcher::execute(p, *skills, {}, call("shell", R"({"command":["ls","-la"]})"));
    QVERIFY(o.isError);
    QCOMPARE(o.content, QString("executor is not configured"));
    // A script of a skill counts as a load (and runs for real).
    std::optional<RunRequest> run;
    o = ToolDispatcher::execute(p, *skills, {},
        call("shell", R"({"command":["python3","/skills/data-report/scripts/report.py"],"timeout_ms":1500})"), &run);
    QVERIFY(run);
    QCOMPARE(run->command, QString("python3 /skills/data-report/scripts/report.py"));
    QCOMPARE(run->timeoutSeconds, 2);
    QCOMPARE(o.skill, QString("data-report"));
    QCOMPARE(o.delta.first().key, QString("temp:skill:loaded_by_agent:codex/data-report"));
    o = ToolDispatcher::execute(p, *skills, {}, call("shell", R"({"command":[]})"));
    QCOMPARE(o.content, QString("Error: command is required"));
    o = ToolDispatcher::execute(p, *skills, {}, call("shell", "{nope"));
    QVERIFY(o.content.startsWith("failed to parse function arguments: "));
}

void TestAgentClients::shellWords()
{
    QCOMPARE(splitShellWords("cat 'a b' \"c \\\"d\\\"\" e\\ f"),
        std::optional<QStringList>({ "cat", "a b", "c \"d\"", "e f" }));
    QCOMPARE(splitShellWords("cat 'open"), std::nullopt);
    ShellCommand c = parseShellCommand(QJsonValue(QJsonArray { "bash", "-lc", "sed -n '1,20p' SKILL.md" }));
    QCOMPARE(c.script, QString("sed -n '1,20p' SKILL.md"));
    QCOMPARE(c.words, QStringList({ "sed", "-n", "1,20p", "SKILL.md" }));
    QVERIFY(c.simple);
    c = parseShellCommand(QJsonValue(QJsonArray { "bash", "-lc", "cat SKILL.md | head" }));
    QVERIFY(!c.simple);
    c = parseShellCommand(QJsonValue(QStringLiteral("cat x")));
    QCOMPARE(c.argv, QStringList({ "bash", "-lc", "cat x" }));
    c = parseShellCommand(QJsonValue(QJsonArray { "cat", "my file.md" }));
    QCOMPARE(c.script, QString("cat 'my file.md'"));
}

void TestAgentClients::shellLoadDetection()
{
    const LoadDetection d = shippedProfile("codex").loadDetection;
    const SkillSnapshotPtr skills = clientSkills();
    auto detect = [&](const QStringList &words, const QString &workdir = {}) {
        const ShellLoad l = detectShellLoad(d, *skills, words, workdir);
        return l.kind == ShellLoad::Kind::None ? QString() : l.skill;
    };
    QCOMPARE(detect({ "cat", "/skills/alpha/SKILL.md" }), QString("alpha"));
    QCOMPARE(detect({ "/usr/bin/head", "-n", "40", "/skills/alpha/SKILL.md" }), QString("alpha")); // options skipped
    QCOMPARE(detect({ "sed", "-n", "1,40p", "/skills/alpha/SKILL.md" }), QString("alpha"));
    QCOMPARE(detect({ "cat", "SKILL.md" }, "/skills/alpha"), QString("alpha")); // relative to workdir
    QCOMPARE(detect({ "cat", "../alpha/./SKILL.md" }, "/skills/pdf-tools"), QString("alpha"));
    QCOMPARE(detect({ "cat", "/skills/alpha/notes.md" }), QString()); // another file is not the load
    QCOMPARE(detect({ "grep", "x", "/skills/alpha/SKILL.md" }), QString()); // not a reader
    QCOMPARE(detect({ "python3", "-u", "/skills/data-report/scripts/report.py" }), QString("data-report"));
    QCOMPARE(detect({ "bash", "scripts/run.sh" }, "/skills/pdf-tools"), QString("pdf-tools"));
    QCOMPARE(detect({ "python3", "/skills/data-report/report.py" }), QString()); // not under scripts/
    QCOMPARE(detect({ "node", "/skills/data-report/scripts/x.txt" }), QString()); // not a script extension
    LoadDetection off = d;
    off.kind = LoadDetection::Kind::None;
    QCOMPARE(detectShellLoad(off, *skills, { "cat", "/skills/alpha/SKILL.md" }, {}).kind, ShellLoad::Kind::None);
}

void TestAgentClients::shellReadsFromTheSnapshot()
{
    const SkillSnapshotPtr skills = clientSkills();
    auto read = [&](const QJsonArray &argv, const QString &workdir = {}) {
        return readSkillFiles(*skills, parseShellCommand(QJsonValue(argv)), workdir);
    };
    QCOMPARE(read({ "cat", "/skills/alpha/SKILL.md" }),
        std::optional<QString>("---\nname: alpha\ndescription: First skill.\n---\nAlpha body"));
    QCOMPARE(read({ "cat", "docs/format.md", "usage.txt" }, "/skills/data-report"),
        std::optional<QString>("FORMAT RULESUSAGE NOTES"));
    QCOMPARE(read({ "bash", "-lc", "head -n 2 /skills/pdf-tools/SKILL.md" }),
        std::optional<QString>("---\nname: pdf-tools\n"));
    QCOMPARE(read({ "bash", "-lc", "sed -n '5,6p' /skills/pdf-tools/SKILL.md" }),
        std::optional<QString>("Merge $ARGUMENTS[0] into $ARGUMENTS[1].\nFiles: ${CLAUDE_SKILL_DIR}/scripts\n"));
    QCOMPARE(read({ "cat", "/etc/passwd" }), std::nullopt); // not a skill file: it runs for real
    QCOMPARE(read({ "cat", "-n", "/skills/alpha/SKILL.md" }), std::nullopt);
    QCOMPARE(read({ "bash", "-lc", "cat /skills/alpha/SKILL.md > /tmp/x" }), std::nullopt);
    QCOMPARE(read({ "cat", "/skills/alpha/scripts/x.py" }), std::nullopt); // not in the snapshot
}

QTEST_GUILESS_MAIN(TestAgentClients)
#include "tst_agent_clients.moc"
