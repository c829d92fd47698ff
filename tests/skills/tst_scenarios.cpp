// The bundled demo scenarios (resources/scenarios/*.json): each parses with engineer F's scenario reader, follows
// the format of TEAM.md, calls only the tools of its profile with PROTOCOL.md 4's exact parameter names, refers
// only to bundled skills, docs and declared tools, and every skill_run it scripts succeeds in a real workspace.
#include "bundledskills.h"

#include "agent/agentloop.h"
#include "agent/profile.h"
#include "agent/scenario.h"
#include "agent/scriptedprovider.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace sw;
using namespace sw::test;

namespace {

struct Param
{
    QString name;
    QJsonValue::Type type;
    bool required = false;
};
using ToolSchema = QList<Param>;

// PROTOCOL.md 4: the tools each profile offers and their parameters.
QMap<QString, QMap<QString, ToolSchema>> protocolTools()
{
    const auto S = QJsonValue::String;
    const auto A = QJsonValue::Array;
    const auto B = QJsonValue::Bool;
    const auto O = QJsonValue::Object;
    const auto D = QJsonValue::Double;
    const ToolSchema run { { QStringLiteral("skill"), S, true }, { QStringLiteral("command"), S, true },
        { QStringLiteral("cwd"), S }, { QStringLiteral("env"), O }, { QStringLiteral("stdin"), S },
        { QStringLiteral("output_files"), A }, { QStringLiteral("timeout"), D } };
    auto docsTools = [&](const QString &p) {
        return QMap<QString, ToolSchema> {
            { QStringLiteral("skill_load"),
                { { p, S, true }, { QStringLiteral("docs"), A }, { QStringLiteral("include_all_docs"), B } } },
            { QStringLiteral("skill_select_docs"),
                { { p, S, true }, { QStringLiteral("docs"), A }, { QStringLiteral("include_all_docs"), B },
                    { QStringLiteral("mode"), S } } },
            { QStringLiteral("skill_list_docs"), { { p, S, true } } },
            { QStringLiteral("skill_run"), run },
        };
    };
    QMap<QString, QMap<QString, ToolSchema>> profiles;
    profiles[QStringLiteral("trpc-go")] = docsTools(QStringLiteral("skill"));
    profiles[QStringLiteral("trpc-go")][QStringLiteral("workspace_exec")]
        = { { QStringLiteral("command"), S, true }, { QStringLiteral("cwd"), S }, { QStringLiteral("env"), O },
              { QStringLiteral("stdin"), S }, { QStringLiteral("timeout"), D } };
    profiles[QStringLiteral("trpc-python")] = docsTools(QStringLiteral("skill_name"));
    profiles[QStringLiteral("trpc-python")][QStringLiteral("skill_list")] = {};
    profiles[QStringLiteral("trpc-python")][QStringLiteral("skill_list_tools")]
        = { { QStringLiteral("skill_name"), S, true } };
    profiles[QStringLiteral("trpc-python")][QStringLiteral("skill_select_tools")]
        = { { QStringLiteral("skill_name"), S, true }, { QStringLiteral("tools"), A },
              { QStringLiteral("include_all_tools"), B }, { QStringLiteral("mode"), S } };
    profiles[QStringLiteral("deepseek")][QStringLiteral("skill")] = { { QStringLiteral("name"), S, true } };
    profiles[QStringLiteral("minimal")][QStringLiteral("load_skill")] = { { QStringLiteral("name"), S, true } };
    profiles[QStringLiteral("claude-code")][QStringLiteral("Skill")]
        = { { QStringLiteral("skill"), S, true }, { QStringLiteral("args"), S } };
    profiles[QStringLiteral("claude-code")][QStringLiteral("Bash")] = { { QStringLiteral("command"), S, true } };
    profiles[QStringLiteral("codex")][QStringLiteral("shell")] = { { QStringLiteral("command"), A, true },
        { QStringLiteral("workdir"), S }, { QStringLiteral("timeout_ms"), D } };
    profiles[QStringLiteral("gemini-cli")][QStringLiteral("activate_skill")] = { { QStringLiteral("name"), S, true } };
    profiles[QStringLiteral("gemini-cli")][QStringLiteral("run_shell_command")]
        = { { QStringLiteral("command"), S, true } };
    return profiles;
}

// A finished replay of one scenario through engineer F's agent loop (as `skill-workbench-cli chat --scenario` runs
// it): profile from the scenario with its materialisation and load mode, bundled skills, a real workspace.
struct Replay
{
    bool ok = false;
    QString error;
    Session session;
    int stepsLeft = -1;
    int turnsFinished = 0;
};

Replay replay(const QString &file, const QString &workRoot)
{
    Replay r;
    auto scenario = loadScenario(scenariosRoot() + QLatin1Char('/') + file, &r.error);
    if (!scenario)
        return r;
    for (ScenarioStep &step : scenario->steps) { // the pace is for people; the test only needs the order
        step.delayMs = 0;
        step.chunkChars = 0;
    }
    auto profile = findProfile(scenario->profile, &r.error);
    if (!profile)
        return r;
    if (const auto m = materialisationFromName(scenario->materialisation);
        m && profile->materialisation != Materialisation::ToolResultInline)
        profile->materialisation = *m;
    if (const auto mode = loadModeFromName(scenario->loadMode))
        profile->loadMode = *mode;
    AgentConfig config;
    config.profile = *profile;
    QStringList problems;
    config.skills = SkillSnapshot::fromRoots({ bundledSkillsRoot() }, &problems);
    config.model = QStringLiteral("replay");
    config.workRoot = workRoot;
    ScriptedProvider provider(*scenario);
    AgentLoop loop(config, &provider);
    QSignalSpy turns(&loop, &AgentLoop::turnFinished);
    QSignalSpy failures(&loop, &AgentLoop::failed);
    for (const QString &message : scenario->userMessages) {
        const qsizetype before = turns.size();
        if (!loop.sendUserMessage(message, {}, &r.error))
            return r;
        if (!QTest::qWaitFor([&] { return turns.size() > before || !failures.isEmpty(); }, 120000)) {
            r.error = QStringLiteral("turn did not finish");
            return r;
        }
        if (!failures.isEmpty()) {
            r.error = failures.first().first().toString();
            return r;
        }
    }
    r.session = loop.session();
    r.stepsLeft = provider.stepsLeft();
    r.turnsFinished = int(turns.size());
    r.ok = true;
    return r;
}

qint64 sharedPrefixTokens(const Session &session)
{
    qint64 sum = 0;
    for (const RequestRecord &request : session.requests)
        sum += qMax(0, request.sharedPrefixTokens);
    return sum;
}

const QStringList kSkillParameters { QStringLiteral("skill"), QStringLiteral("skill_name"), QStringLiteral("name") };

QStringList scenarioFiles()
{
    return QDir(scenariosRoot()).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
}

QJsonObject readObject(const QString &path)
{
    return QJsonDocument::fromJson(readText(path).toUtf8()).object();
}

QString bodyOf(const QString &skill)
{
    QString frontmatter, body;
    splitSkillMd(
        readText(bundledSkillsRoot() + QLatin1Char('/') + skill + QStringLiteral("/SKILL.md")), &frontmatter, &body);
    return body;
}

} // namespace

class TestScenarios : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void coverage();
    void structure_data();
    void structure();
    void toolCalls_data();
    void toolCalls();
    void matchesShippedProfiles_data();
    void matchesShippedProfiles();
    void scriptedRunsSucceed_data();
    void scriptedRunsSucceed();
    void replaysToCompletion_data();
    void replaysToCompletion();
    void toolResultsKeepLongerPrefix();

private:
    // Each scenario is replayed once and shared by the tests that look at the result.
    const Replay &replayed(const QString &file)
    {
        if (!m_replays.contains(file))
            m_replays.insert(file, replay(file, m_workRoot.path()));
        return m_replays[file];
    }
    QTemporaryDir m_workRoot;
    QMap<QString, Replay> m_replays;
};

// One scenario per demo the issue asks for: tRPC-Go with both materialisations, tRPC-Python, deepseek, minimal,
// Claude Code, Codex and Gemini CLI.
void TestScenarios::coverage()
{
    QSet<QString> variants;
    for (const QString &file : scenarioFiles()) {
        const QJsonObject o = readObject(scenariosRoot() + QLatin1Char('/') + file);
        variants << o.value(QStringLiteral("profile")).toString() + QLatin1Char('/')
                + o.value(QStringLiteral("materialisation")).toString();
    }
    const QSet<QString> expected { QStringLiteral("trpc-go/system"), QStringLiteral("trpc-go/tool_results"),
        QStringLiteral("trpc-python/"), QStringLiteral("deepseek/"), QStringLiteral("minimal/"),
        QStringLiteral("claude-code/"), QStringLiteral("codex/"), QStringLiteral("gemini-cli/") };
    QCOMPARE(variants, expected);
}

void TestScenarios::structure_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : scenarioFiles())
        QTest::newRow(qPrintable(file)) << file;
    QVERIFY(!scenarioFiles().isEmpty());
}

void TestScenarios::structure()
{
    QFETCH(QString, file);
    const QString path = scenariosRoot() + QLatin1Char('/') + file;
    QString error;
    const auto scenario = loadScenario(path, &error); // engineer F's reader, as the scripted provider uses it
    QVERIFY2(scenario.has_value(), qPrintable(error));

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(readText(path).toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    const QJsonObject o = doc.object();
    const QSet<QString> knownKeys { QStringLiteral("format"), QStringLiteral("title"), QStringLiteral("description"),
        QStringLiteral("profile"), QStringLiteral("materialisation"), QStringLiteral("load_mode"),
        QStringLiteral("user_messages"), QStringLiteral("steps"), QStringLiteral("translations"), QStringLiteral("api"),
        QStringLiteral("order") };
    for (const QString &key : o.keys())
        QVERIFY2(knownKeys.contains(key), qPrintable(key));
    // translations: {"zh_CN": {"title": ..., "description": ...}} and nothing else per language.
    const QJsonObject translations = o.value(QStringLiteral("translations")).toObject();
    for (auto it = translations.begin(); it != translations.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        QVERIFY2(!entry.value(QStringLiteral("title")).toString().isEmpty(), qPrintable(it.key()));
        QVERIFY2(!entry.value(QStringLiteral("description")).toString().isEmpty(), qPrintable(it.key()));
        for (const QString &key : entry.keys())
            QVERIFY2(key == QLatin1String("title") || key == QLatin1String("description"), qPrintable(key));
    }
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("skill-workbench-scenario/1"));
    QVERIFY(!o.value(QStringLiteral("title")).toString().isEmpty());
    QVERIFY(o.value(QStringLiteral("description")).toString().size() > 80);
    QVERIFY(protocolTools().contains(scenario->profile));
    if (o.contains(QStringLiteral("load_mode")))
        QVERIFY(QStringList({ QStringLiteral("once"), QStringLiteral("turn"), QStringLiteral("session") })
                    .contains(scenario->loadMode));

    QVERIFY(!scenario->userMessages.isEmpty());
    for (const QString &message : scenario->userMessages)
        QVERIFY(message.size() > 20);
    // Steps are consumed in order; a step without tool calls ends the current user turn.
    int turnEnds = 0;
    const QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), scenario->steps.size());
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject step = steps.at(i).toObject();
        const ScenarioStep &parsed = scenario->steps.at(i);
        // Streams like a model: a chunk size and a pace on every step.
        QVERIFY2(parsed.chunkChars >= 4 && parsed.chunkChars <= 40, qPrintable(QString::number(i)));
        QVERIFY2(parsed.delayMs >= 5 && parsed.delayMs <= 60, qPrintable(QString::number(i)));
        QVERIFY2(!step.contains(QStringLiteral("usage")) || step.value(QStringLiteral("usage")).isObject(), "usage");
        if (parsed.toolCalls.isEmpty()) {
            ++turnEnds;
            QVERIFY2(parsed.text.size() > 100, "a turn ends with a real answer");
        } else {
            QVERIFY2(!parsed.text.isEmpty() || !parsed.reasoning.isEmpty(), "the model says why it calls a tool");
        }
    }
    QCOMPARE(turnEnds, scenario->userMessages.size());
    QVERIFY(scenario->steps.last().toolCalls.isEmpty());
}

void TestScenarios::toolCalls_data()
{
    structure_data();
}

// Every call: a tool of the profile, its exact parameter names and types, required ones present, unique ids;
// skills, docs and declared tools that exist in skills/.
void TestScenarios::toolCalls()
{
    QFETCH(QString, file);
    const QJsonObject o = readObject(scenariosRoot() + QLatin1Char('/') + file);
    const QString profile = o.value(QStringLiteral("profile")).toString();
    const QMap<QString, ToolSchema> tools = protocolTools().value(profile);
    const QStringList skills = bundledSkillNames();
    QSet<QString> ids;
    int calls = 0;
    for (const QJsonValue &stepValue : o.value(QStringLiteral("steps")).toArray()) {
        for (const QJsonValue &callValue : stepValue.toObject().value(QStringLiteral("tool_calls")).toArray()) {
            ++calls;
            const QJsonObject call = callValue.toObject();
            const QString id = call.value(QStringLiteral("id")).toString();
            const QString name = call.value(QStringLiteral("name")).toString();
            QVERIFY2(!id.isEmpty() && !ids.contains(id), qPrintable(id));
            ids << id;
            QVERIFY2(tools.contains(name), qPrintable(profile + QStringLiteral(" has no tool ") + name));
            QVERIFY(call.value(QStringLiteral("arguments")).isObject());
            const QJsonObject args = call.value(QStringLiteral("arguments")).toObject();
            const ToolSchema schema = tools.value(name);
            QSet<QString> allowed;
            for (const Param &p : schema) {
                allowed << p.name;
                if (p.required)
                    QVERIFY2(args.contains(p.name), qPrintable(name + QStringLiteral(" needs ") + p.name));
                if (args.contains(p.name))
                    QVERIFY2(args.value(p.name).type() == p.type, qPrintable(name + QLatin1Char('.') + p.name));
            }
            for (const QString &key : args.keys())
                QVERIFY2(allowed.contains(key), qPrintable(name + QStringLiteral(" has no parameter ") + key));

            QString skill;
            for (const QString &key : kSkillParameters) {
                if (args.contains(key))
                    skill = args.value(key).toString();
            }
            if (!skill.isEmpty())
                QVERIFY2(skills.contains(skill), qPrintable(QStringLiteral("not a bundled skill: ") + skill));
            const QString folder = bundledSkillsRoot() + QLatin1Char('/') + skill;
            for (const QJsonValue &docValue : args.value(QStringLiteral("docs")).toArray())
                QVERIFY2(goDocsOf(folder).contains(docValue.toString()), qPrintable(docValue.toString()));
            if (args.contains(QStringLiteral("mode")))
                QVERIFY(QStringList({ QStringLiteral("add"), QStringLiteral("replace"), QStringLiteral("clear") })
                            .contains(args.value(QStringLiteral("mode")).toString()));
            for (const QJsonValue &tool : args.value(QStringLiteral("tools")).toArray())
                QVERIFY2(declaredToolsOf(bodyOf(skill)).contains(tool.toString()), qPrintable(tool.toString()));
            if (name == QLatin1String("skill_run")) {
                QVERIFY(!args.value(QStringLiteral("output_files")).toArray().isEmpty());
                // The script the command runs is part of the skill.
                const QString script = args.value(QStringLiteral("command")).toString().section(QLatin1Char(' '), 1, 1);
                QVERIFY2(QFileInfo::exists(folder + QLatin1Char('/') + script), qPrintable(script));
            }
        }
    }
    QVERIFY(calls >= 1);
}

void TestScenarios::matchesShippedProfiles_data()
{
    structure_data();
}

// Against engineer F's shipped profile files: each scenario's tools are active tools of its profile and carry
// the skill in the parameter that profile names.
void TestScenarios::matchesShippedProfiles()
{
    QFETCH(QString, file);
    const QJsonObject o = readObject(scenariosRoot() + QLatin1Char('/') + file);
    QString error;
    const auto profile = findProfile(o.value(QStringLiteral("profile")).toString(), &error);
    QVERIFY2(profile, qPrintable(error));
    for (const QJsonValue &stepValue : o.value(QStringLiteral("steps")).toArray()) {
        for (const QJsonValue &callValue : stepValue.toObject().value(QStringLiteral("tool_calls")).toArray()) {
            const QJsonObject call = callValue.toObject();
            const ProfileTool *tool = profile->tool(call.value(QStringLiteral("name")).toString());
            QVERIFY2(tool, qPrintable(call.value(QStringLiteral("name")).toString()));
            if (!tool->skillParameter.isEmpty())
                QVERIFY2(call.value(QStringLiteral("arguments")).toObject().contains(tool->skillParameter),
                    qPrintable(tool->name + QStringLiteral(" carries the skill in ") + tool->skillParameter));
        }
    }
}

void TestScenarios::scriptedRunsSucceed_data()
{
    structure_data();
}

// The skill_run calls a scenario scripts really work: run in order in one workspace, exit 0, and each
// output_files pattern collects at least one valid file.
void TestScenarios::scriptedRunsSucceed()
{
    QFETCH(QString, file);
    const QJsonObject o = readObject(scenariosRoot() + QLatin1Char('/') + file);
    QTemporaryDir workRoot;
    QVERIFY(workRoot.isValid());
    QString error;
    const auto workspace = Workspace::create(workRoot.path(), QStringLiteral("scenario"), &error);
    QVERIFY2(workspace.has_value(), qPrintable(error));
    int runs = 0;
    QString produced; // every run's stdout and inlined output files
    for (const QJsonValue &stepValue : o.value(QStringLiteral("steps")).toArray()) {
        for (const QJsonValue &callValue : stepValue.toObject().value(QStringLiteral("tool_calls")).toArray()) {
            const QJsonObject call = callValue.toObject();
            if (call.value(QStringLiteral("name")).toString() != QLatin1String("skill_run"))
                continue;
            ++runs;
            const QJsonObject args = call.value(QStringLiteral("arguments")).toObject();
            QStringList globs;
            for (const QJsonValue &glob : args.value(QStringLiteral("output_files")).toArray())
                globs << glob.toString();
            const QString command = args.value(QStringLiteral("command")).toString();
            const RunResult result
                = runSkillCommand(*workspace, args.value(QStringLiteral("skill")).toString(), command, globs);
            QVERIFY2(result.ok(), qPrintable(command + QStringLiteral("\n") + result.error + result.stderrText));
            for (const QString &glob : globs) {
                const QString pattern = glob.endsWith(QLatin1Char('*')) ? glob.chopped(1) : glob;
                bool matched = false;
                for (const OutputFile &out : result.outputFiles)
                    matched = matched || out.name.startsWith(pattern);
                QVERIFY2(matched, qPrintable(glob));
            }
            produced += result.stdoutText;
            for (const OutputFile &out : result.outputFiles) {
                const QString problem = checkOutputFile(workspace->root() + QLatin1Char('/') + out.name);
                QVERIFY2(problem.isEmpty(), qPrintable(out.name + QStringLiteral(": ") + problem));
                produced += QLatin1Char('\n') + out.content;
            }
        }
    }
    if (runs == 0)
        QSKIP("this scenario runs no scripts (its profile has no skill_run tool)");

    // The scripted answers quote what the scripts really produce: every figure with decimals or thousands
    // separators, every percentage and temperature in an answer equals, at the answer's precision, a number in the
    // runs' stdout or files.
    QList<double> producedNumbers;
    const QRegularExpression number(QStringLiteral("-?\\d+(?:\\.\\d+)?"));
    for (auto it = number.globalMatch(QString(produced).remove(QLatin1Char(','))); it.hasNext();)
        producedNumbers << it.next().captured().toDouble();
    const QRegularExpression figure(
        QStringLiteral("-?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|-?\\d+\\.\\d+|\\d+(?=%)|-?\\d+(?= ?°C)"));
    int figures = 0;
    for (const QJsonValue &stepValue : o.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject step = stepValue.toObject();
        if (step.contains(QStringLiteral("tool_calls")))
            continue;
        for (auto it = figure.globalMatch(step.value(QStringLiteral("text")).toString()); it.hasNext();) {
            const QString text = it.next().captured();
            const QString plain = QString(text).remove(QLatin1Char(','));
            const int decimals
                = plain.contains(QLatin1Char('.')) ? int(plain.size() - plain.indexOf(QLatin1Char('.')) - 1) : 0;
            const double scale = std::pow(10.0, decimals);
            const qint64 wanted = qRound64(plain.toDouble() * scale);
            bool found = false;
            for (double value : producedNumbers)
                found = found || qRound64(value * scale) == wanted;
            QVERIFY2(found, qPrintable(QStringLiteral("answer quotes %1, which no run produced").arg(text)));
            ++figures;
        }
    }
    QVERIFY(figures >= 5);
}

void TestScenarios::replaysToCompletion_data()
{
    structure_data();
}

// Each scenario replays to the end through the agent loop: every turn finishes, every step is consumed, one
// request per step, and no tool call fails (unknown tool, bad arguments, unknown skill or doc, failed run).
void TestScenarios::replaysToCompletion()
{
    QFETCH(QString, file);
    QVERIFY(m_workRoot.isValid());
    const Replay &r = replayed(file);
    QVERIFY2(r.ok, qPrintable(r.error));
    const QJsonObject o = readObject(scenariosRoot() + QLatin1Char('/') + file);
    const int steps = int(o.value(QStringLiteral("steps")).toArray().size());
    QCOMPARE(r.turnsFinished, int(o.value(QStringLiteral("user_messages")).toArray().size()));
    QCOMPARE(r.stepsLeft, 0);
    QCOMPARE(int(r.session.requests.size()), steps);
    for (const RequestRecord &request : r.session.requests)
        QVERIFY(request.finished && !request.failed);
    int toolResults = 0;
    for (const TranscriptEvent &event : r.session.events) {
        if (event.kind != TranscriptEvent::Kind::ToolResult)
            continue;
        ++toolResults;
        QVERIFY2(!event.isError, qPrintable(event.toolName + QStringLiteral(": ") + event.text));
    }
    QVERIFY(toolResults >= 1);
    if (file == QLatin1String("claude-code-skill-tool.json")) {
        // The Skill call loads the skill; its instructions follow the stub as a user message in the next request.
        QCOMPARE(r.session.state.value(QStringLiteral("temp:skill:loaded_by_agent:claude-code/skill-author")),
            QStringLiteral("1"));
        QCOMPARE(r.session.requests.at(1).loaded.value(0).placement, QStringLiteral("user message after call_1"));
    }
    if (file == QLatin1String("codex-shell-read.json")) {
        // Reading SKILL.md through the shell is the load; reading a reference doc is not another one.
        QCOMPARE(
            r.session.state.value(QStringLiteral("temp:skill:loaded_by_agent:codex/doc-heavy")), QStringLiteral("1"));
        QCOMPARE(r.session.requests.at(1).loaded.value(0).reason, QStringLiteral("shell call_1"));
        const auto read = std::find_if(r.session.events.cbegin(), r.session.events.cend(),
            [](const TranscriptEvent &e) { return e.kind == TranscriptEvent::Kind::ToolResult; });
        QVERIFY(read != r.session.events.cend());
        QVERIFY(read->text.startsWith(QStringLiteral("Exit code: 0\nOutput:\n---\nname: doc-heavy\n")));
        QVERIFY(read->text.contains(QStringLiteral("# HTTP API guidelines")));
    }
    if (file == QLatin1String("gemini-cli-activate-skill.json")) {
        // Recorded in the Gemini format: the activation's result is the <activated_skill> block with the folder tree.
        QCOMPARE(r.session.requests.first().api, WireApi::Gemini);
        QVERIFY(r.session.requests.at(1).body.contains(R"({"functionResponse":{"id":"activate_skill_0")"));
        QCOMPARE(
            r.session.requests.at(1).loaded.value(0).placement, QStringLiteral("inline tool result activate_skill_0"));
        const auto result = std::find_if(r.session.events.cbegin(), r.session.events.cend(),
            [](const TranscriptEvent &e) { return e.kind == TranscriptEvent::Kind::ToolResult; });
        QVERIFY(result->text.startsWith(QStringLiteral("<activated_skill name=\"skill-author\">\n  <instructions>\n")));
        QVERIFY2(result->text.contains(QStringLiteral("├───SKILL.md\n├───evals/\n")), qPrintable(result->text));
        QVERIFY(result->text.contains(QStringLiteral("├───references/\n│   ├───descriptions.md\n")));
        QVERIFY(result->text.contains(QStringLiteral("└───scripts/\n    ├───check_skill.py\n    └───new_skill.py\n")));
    }
    if (file == QLatin1String("trpc-python-tool-selection.json")) {
        QCOMPARE(r.session.state.value(QStringLiteral("temp:skill:tools:weather-tools")),
            QStringLiteral("[\"get_current_weather\",\"get_weather_forecast\"]"));
    }
}

// The stakeholder picture of docs/demo.md: the same conversation shares more of each request with the previous
// one (what a prompt cache can reuse) when loaded skills go into tool results rather than the system message.
void TestScenarios::toolResultsKeepLongerPrefix()
{
    QVERIFY(m_workRoot.isValid());
    const Replay &system = replayed(QStringLiteral("trpc-go-system.json"));
    QVERIFY2(system.ok, qPrintable(system.error));
    const Replay &toolResults = replayed(QStringLiteral("trpc-go-tool-results.json"));
    QVERIFY2(toolResults.ok, qPrintable(toolResults.error));
    QCOMPARE(system.session.requests.size(), toolResults.session.requests.size());
    const qint64 systemShared = sharedPrefixTokens(system.session);
    const qint64 toolShared = sharedPrefixTokens(toolResults.session);
    qInfo("shared prefix tokens over %d requests: system %lld, tool results %lld", int(system.session.requests.size()),
        systemShared, toolShared);
    QVERIFY(toolShared > systemShared);
}

QTEST_GUILESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
