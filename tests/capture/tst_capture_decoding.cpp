// Decoding captured requests: the client and version, the wire format, each client's listing wherever it sits (Claude
// Code's system-role message and <system-reminder>, Codex's <skills_instructions> with root aliases, the
// <available_skills> XML, an unknown agent's mentions of the open roots' skills), entries matched to the open roots or
// marked as the client's own, the observed verdicts (full, shortened by N, name-only, absent), the loads (a skill
// tool, a shell reading SKILL.md, a client's mention) and their results, observed against predicted. The requests are
// shaped like the clients' (docs/clients.md) but written here: no client's own sentences.
#include "capture/capturedecoder.h"
#include "capture/capturesegments.h"
#include "fakemodelserver.h"
#include "testfiles.h"
#include "wirestreams.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

CaptureExchange exchange(int number, const QByteArray &target, const QByteArray &body, const HttpHeaders &headers,
    const QList<QByteArray> &sse = {})
{
    CaptureExchange e;
    e.number = number;
    e.method = "POST";
    e.target = target;
    e.requestHeaders = headers;
    e.requestBody = body;
    e.status = 200;
    e.state = CaptureExchange::State::Finished;
    if (!sse.isEmpty()) {
        e.responseHeaders = { { "Content-Type", "text/event-stream" } };
        e.responseBody = sse.join();
    }
    return e;
}

} // namespace

class TestCaptureDecoding : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void judgesEntryTexts_data();
    void judgesEntryTexts();
    void detectsClients_data();
    void detectsClients();
    void readsEachFormat();
    void claudeCodeSystemMessage();
    void claudeCodeReminder();
    void claudeCodeLearnsItsMarker();
    void codexSkillsInstructions();
    void opencodeXml();
    void geminiCli();
    void copiesInAClientHome();
    void listingOfEachClient();
    void unknownAgentByNames();
    void knownClientsSideCallsListNothing();
    void noListingMeansAbsent();
    void segmentsCoverTheBody();

private:
    QString skillMd(const QString &folder) const { return QDir(m_root).filePath(folder + QStringLiteral("/SKILL.md")); }
    CaptureDecoder decoder() const;

    QTemporaryDir m_dir;
    QString m_root;
    SkillIndexPtr m_index;
};

void TestCaptureDecoding::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = QDir(m_dir.path()).canonicalPath() + QStringLiteral("/skills");
    auto write = [this](const QString &folder, const QByteArray &text) {
        QDir().mkpath(m_root + QLatin1Char('/') + folder);
        QFile f(skillMd(folder));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write(QStringLiteral("alpha"), "---\nname: alpha\ndescription: Alpha description.\n---\nAlpha body.\n");
    write(QStringLiteral("beta-folder"), "---\nname: beta\ndescription: Beta desc cut short here\n---\nBeta body.\n");
    write(QStringLiteral("gamma"), "---\nname: gamma\ndescription: Gamma has a description.\n---\nGamma body.\n");
    write(QStringLiteral("delta"), "---\nname: delta\ndescription: Delta is never listed.\n---\nDelta body.\n");
    write(QStringLiteral("colon"), "---\nname: colon\ndescription: Use when: strict YAML refuses this\n---\nBody.\n");
    m_index = scanRoots({ { m_root, QStringLiteral("test"), RootScope::Custom } });
    QCOMPARE(m_index->size(), 5);
}

CaptureDecoder TestCaptureDecoding::decoder() const
{
    CaptureDecoder d;
    d.setSkills(m_index);
    return d;
}

void TestCaptureDecoding::judgesEntryTexts_data()
{
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<int>("shortenedBy");
    QTest::newRow("full") << "Does things."
                          << "Does things."
                          << "full" << 0;
    QTest::newRow("full plus more") << "Does things."
                                    << "Does things. - When asked."
                                    << "full" << 0;
    QTest::newRow("whitespace") << "Line one\nline two."
                                << "Line one line two."
                                << "full" << 0;
    QTest::newRow("escaped") << "Use <b> & co"
                             << "Use &lt;b&gt; & co"
                             << "full" << 0;
    QTest::newRow("unicode ellipsis") << "abcdefghij" << QStringLiteral("abcd\u2026") << "shortened" << 6;
    QTest::newRow("ascii ellipsis") << "abcdefghij"
                                    << "abcdefg..."
                                    << "shortened" << 3;
    QTest::newRow("cut without mark") << "abcdefghij"
                                      << "abcde"
                                      << "shortened" << 5;
    // A cut just after a space shows the space (Codex 0.169.0: `the  (file:`; Claude Code: `the \u2026`).
    QTest::newRow("cut after a space") << "words that fill the listing"
                                       << "words that fill the "
                                       << "shortened" << 7;
    QTest::newRow("ellipsis after a space")
        << "words that fill the listing" << QStringLiteral("words that \u2026") << "shortened" << 16;
    QTest::newRow("name only") << "abcdefghij"
                               << ""
                               << "name-only" << 10;
}

void TestCaptureDecoding::judgesEntryTexts()
{
    QFETCH(QString, description);
    QFETCH(QString, text);
    QFETCH(QString, verdict);
    QFETCH(int, shortenedBy);
    CaptureSkill s;
    s.descriptions << normalisedListingText(description);
    const EntryJudgement j = judgeEntryText(text, s);
    QCOMPARE(j.verdict, verdict);
    QCOMPARE(j.shortenedBy, shortenedBy);
    QVERIFY(j.fromDescription);
    QVERIFY(!judgeEntryText(QStringLiteral("Something else entirely"), s).fromDescription);
}

void TestCaptureDecoding::detectsClients_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("client");
    QTest::addColumn<QString>("version");
    QTest::newRow("claude") << QByteArray("User-Agent") << QByteArray("claude-cli/2.1.328 (external, sdk-cli)")
                            << "claude-code"
                            << "2.1.328";
    QTest::newRow("codex") << QByteArray("user-agent")
                           << QByteArray("codex_exec/0.169.0 (Debian 12.0.0; x86_64) dumb (codex_exec; 0.169.0)")
                           << "codex"
                           << "0.169.0";
    QTest::newRow("codex originator") << QByteArray("originator") << QByteArray("codex_cli_rs") << "codex"
                                      << "";
    QTest::newRow("opencode") << QByteArray("User-Agent")
                              << QByteArray("opencode/1.18.33 ai-sdk/provider-utils/4.0.23 runtime/bun/1.3.14")
                              << "opencode"
                              << "1.18.33";
    QTest::newRow("gemini") << QByteArray("User-Agent")
                            << QByteArray("GeminiCLI-tui/0.61.0/gemini-2.5-pro (linux; x64; terminal)") << "gemini-cli"
                            << "0.61.0";
    QTest::newRow("other") << QByteArray("User-Agent") << QByteArray("python-requests/2.31") << "unknown"
                           << "";
}

void TestCaptureDecoding::detectsClients()
{
    QFETCH(QByteArray, header);
    QFETCH(QByteArray, value);
    QFETCH(QString, client);
    QFETCH(QString, version);
    const ClientIdentity id = identifyClient({ { header, value } }, RequestView());
    QCOMPARE(captureClientId(id.client), client);
    QCOMPARE(id.version, version);

    // No User-Agent: the request's shape.
    const RequestView claude = readRequest("/v1/messages",
        R"({"model":"m","max_tokens":1,"system":[{"type":"text","text":"x-anthropic-billing-header: cc_version=2.1.328.f3a; cc_entrypoint=sdk-cli;"}],"messages":[]})");
    QCOMPARE(identifyClient({}, claude).client, CaptureClient::ClaudeCode);
    QCOMPARE(identifyClient({}, claude).version, QStringLiteral("2.1.328"));
    const RequestView codex = readRequest("/v1/responses",
        R"({"model":"gpt-5","input":[{"type":"message","role":"developer","content":[{"type":"input_text","text":"<skills_instructions>\n</skills_instructions>"}]}]})");
    QCOMPARE(identifyClient({}, codex).client, CaptureClient::Codex);
}

void TestCaptureDecoding::readsEachFormat()
{
    const RequestView a = readRequest("/v1/messages?beta=true",
        R"({"model":"c","max_tokens":9,"system":"S","messages":[{"role":"user","content":"hi"},{"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Skill","input":{"skill":"alpha"}}]},{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":[{"type":"text","text":"done"}]}]}],"tools":[{"name":"Skill","input_schema":{"type":"object"}}]})");
    QCOMPARE(a.api, QStringLiteral("anthropic-messages"));
    QVERIFY(a.parsed);
    QCOMPARE(a.messages.size(), 4);
    QVERIFY(a.messages.first().instructions);
    QCOMPARE(a.toolCalls().size(), 1);
    QCOMPARE(a.toolCalls().first()->arguments, QStringLiteral(R"({"skill":"alpha"})"));
    QCOMPARE(a.toolResult(QStringLiteral("t1"))->text, QStringLiteral("done"));
    QCOMPARE(a.tools.first().name, QStringLiteral("Skill"));

    const RequestView r = readRequest("/v1/responses",
        R"({"model":"g","instructions":"I","input":[{"role":"user","content":"hi"},{"type":"function_call","name":"exec_command","arguments":"{\"cmd\":\"ls\"}","call_id":"c1"},{"type":"function_call_output","call_id":"c1","output":"x"}],"tools":[{"type":"function","name":"exec_command","parameters":{}},{"type":"namespace","name":"ns","tools":[{"type":"function","name":"inner"}]}]})");
    QCOMPARE(r.api, QStringLiteral("openai-responses"));
    QCOMPARE(r.messages.size(), 4);
    QCOMPARE(r.toolCalls().first()->toolName, QStringLiteral("exec_command"));
    QCOMPARE(r.toolResult(QStringLiteral("c1"))->text, QStringLiteral("x"));
    QCOMPARE(r.tools.size(), 2);
    QCOMPARE(r.tools.at(1).name, QStringLiteral("inner"));

    const RequestView c = readRequest("/v1/chat/completions",
        R"({"model":"m","messages":[{"role":"system","content":"S"},{"role":"assistant","content":null,"tool_calls":[{"id":"k","type":"function","function":{"name":"skill","arguments":"{\"name\":\"alpha\"}"}}]},{"role":"tool","tool_call_id":"k","content":"body"}],"tools":[{"type":"function","function":{"name":"skill","parameters":{}}}]})");
    QCOMPARE(c.api, QStringLiteral("chat-completions"));
    QCOMPARE(c.toolCalls().first()->toolName, QStringLiteral("skill"));
    QCOMPARE(c.toolResult(QStringLiteral("k"))->text, QStringLiteral("body"));

    // By shape when the path says nothing; not JSON: not parsed.
    QCOMPARE(readRequest("/proxy", R"({"input":"x"})").api, QStringLiteral("openai-responses"));
    QVERIFY(!readRequest("/v1/messages", "not json").parsed);
    QCOMPARE(readRequest("/unknown", "not json").api, QString());
}

void TestCaptureDecoding::claudeCodeSystemMessage()
{
    const QString system = QStringLiteral(
        "# Environment\nFacts about the machine.\n\nAgents for the Agent tool:\n- general-purpose: An agent.\n"
        "- helper: Another.\n\nTools listed:\n\n- Read: reads files\n\nSkills for the Skill tool:\n\n"
        "- alpha: Alpha description.\n- beta-folder (beta): Beta desc cut\u2026\n- gamma\n- colon: Use when: strict "
        "YAML refuses this\n- own-builtin: The client's own skill.\n- A line of its description.\n\nA date line.");
    const QJsonObject body { { "model", "claude-opus-5-5" }, { "max_tokens", 100 }, { "stream", true },
        { "system", QJsonArray { QJsonObject { { "type", "text" }, { "text", "Identity." } } } },
        { "messages",
            QJsonArray {
                QJsonObject { { "role", "user" },
                    { "content",
                        QJsonArray { QJsonObject { { "type", "text" }, { "text", "Tell me about alpha." } } } } },
                QJsonObject { { "role", "system" },
                    { "content", QJsonArray { QJsonObject { { "type", "text" }, { "text", system } } } } } } },
        { "tools", QJsonArray { QJsonObject { { "name", "Skill" }, { "input_schema", QJsonObject() } } } } };
    CaptureDecoder d = decoder();
    const QList<QByteArray> answer = anthropicAnswer({}, { { "Skill", R"({"skill":"alpha"})" } });
    const DecodedExchange first = d.decode(exchange(1, "/v1/messages?beta=true", json(body),
        { { "User-Agent", "claude-cli/2.1.328 (external, sdk-cli)" }, { "x-api-key", "[REDACTED]" } }, answer));
    QCOMPARE(first.client.client, CaptureClient::ClaudeCode);
    QCOMPARE(first.api, QStringLiteral("anthropic-messages"));
    QVERIFY(first.responseRead);
    QVERIFY(first.listing.has_value());
    const SkillListing &l = *first.listing;
    QCOMPARE(l.placement, QStringLiteral("system-message"));
    QCOMPARE(l.where, QStringLiteral("messages[1].content[0].text"));
    QCOMPARE(l.entries.size(), 5);
    QCOMPARE(l.entries.at(0).name, QStringLiteral("alpha"));
    QCOMPARE(l.entries.at(0).verdict, QStringLiteral("full"));
    QCOMPARE(l.entries.at(0).skillPath, skillMd(QStringLiteral("alpha")));
    QCOMPARE(l.entries.at(1).alias, QStringLiteral("beta"));
    QCOMPARE(l.entries.at(1).verdict, QStringLiteral("shortened"));
    QCOMPARE(l.entries.at(1).shortenedBy, 11);
    QCOMPARE(l.entries.at(2).verdict, QStringLiteral("name-only"));
    QCOMPARE(l.entries.at(3).verdict, QStringLiteral("full")); // listed although strict YAML refuses it
    QVERIFY(l.entries.at(4).builtin);
    QCOMPARE(l.entries.at(4).text, QStringLiteral("The client's own skill.\n- A line of its description."));

    // Observed beside predicted, one row per skill of the open roots.
    QCOMPARE(d.outcomes().size(), 5);
    QHash<QString, SkillOutcome> byName;
    for (const SkillOutcome &o : d.outcomes())
        byName.insert(o.name, o);
    QCOMPARE(byName.value("alpha").observed, QStringLiteral("full"));
    QCOMPARE(byName.value("beta").observed, QStringLiteral("shortened"));
    QCOMPARE(byName.value("beta").observedShortenedBy, 11);
    QCOMPARE(byName.value("gamma").observed, QStringLiteral("name-only"));
    QCOMPARE(byName.value("delta").observed, QStringLiteral("absent"));
    QVERIFY(byName.value("delta").observedReason.contains(QStringLiteral("request 1")));
    QVERIFY(byName.value("alpha").hasPrediction);
    QCOMPARE(byName.value("alpha").predicted, QStringLiteral("full"));
    QVERIFY(byName.value("alpha").agree());
    QVERIFY(!byName.value("gamma").agree()); // predicted in full, observed name-only: a difference
    QCOMPARE(d.contextWindow(), 1000000);

    // The answer called Skill: a load of request 1, its result in request 2.
    QCOMPARE(d.loads().size(), 1);
    QCOMPARE(d.loads().first().skill, QStringLiteral("alpha"));
    QCOMPARE(d.loads().first().how, QStringLiteral("tool:Skill"));
    QCOMPARE(d.loads().first().request, 1);
    QCOMPARE(d.loads().first().skillPath, skillMd(QStringLiteral("alpha")));
    QJsonObject next = body;
    QJsonArray messages = next.value("messages").toArray();
    messages << QJsonObject { { "role", "assistant" },
        { "content",
            QJsonArray { QJsonObject { { "type", "tool_use" }, { "id", "toolu_1" }, { "name", "Skill" },
                { "input", QJsonObject { { "skill", "alpha" } } } } } } };
    messages << QJsonObject { { "role", "user" },
        { "content",
            QJsonArray { QJsonObject { { "type", "tool_result" }, { "tool_use_id", "toolu_1" }, { "content", "ok" } },
                QJsonObject { { "type", "text" },
                    { "text", "Base directory for this skill: " + m_root + "/alpha\n\nAlpha body." } } } } };
    next.insert("messages", messages);
    const DecodedExchange second = d.decode(exchange(2, "/v1/messages?beta=true", json(next),
        { { "User-Agent", "claude-cli/2.1.328 (external, sdk-cli)" } }, anthropicAnswer(QStringLiteral("Done."))));
    QCOMPARE(d.loads().size(), 1); // the same call, not counted again
    QCOMPARE(d.loads().first().confirmedIn, 2);
    QCOMPARE(second.record.loaded.size(), 1);
    QCOMPARE(second.record.loaded.first().skill, QStringLiteral("alpha"));
    QCOMPARE(second.record.catalogSkills.size(), 5);
    QVERIFY(second.record.sharedPrefixBytes > 100);
}

void TestCaptureDecoding::claudeCodeReminder()
{
    const QString reminder = QStringLiteral("<system-reminder>\nSkills for the Skill tool:\n\n- alpha: Alpha "
                                            "description.\n- own: Own.\n</system-reminder>");
    const QJsonObject body { { "model", "claude-sonnet-4-5" }, { "max_tokens", 1 },
        { "messages",
            QJsonArray { QJsonObject { { "role", "user" },
                { "content",
                    QJsonArray {
                        QJsonObject { { "type", "text" }, { "text", "<system-reminder>\nOther.\n</system-reminder>" } },
                        QJsonObject { { "type", "text" }, { "text", reminder } },
                        QJsonObject { { "type", "text" }, { "text", "The prompt." } } } } } } } };
    CaptureDecoder d = decoder();
    const DecodedExchange e
        = d.decode(exchange(1, "/v1/messages", json(body), { { "User-Agent", "claude-cli/2.1.328" } }));
    QVERIFY(e.listing.has_value());
    QCOMPARE(e.listing->placement, QStringLiteral("system-reminder"));
    QCOMPARE(e.listing->where, QStringLiteral("messages[0].content[1].text"));
    QCOMPARE(e.listing->entries.size(), 2);
    QCOMPARE(d.contextWindow(), 200000); // an older model: Claude Code gives it 200,000 tokens
}

void TestCaptureDecoding::claudeCodeLearnsItsMarker()
{
    // The first listing names skills of the open roots; a later one names only the client's own: the line that
    // introduced the first tells which paragraph is the listing.
    auto body = [](const QString &entries) {
        return json(QJsonObject { { "model", "m" }, { "max_tokens", 1 },
            { "messages",
                QJsonArray { QJsonObject { { "role", "system" },
                    { "content", "Agents here:\n\n- general: x\n\nMy skills:\n\n" + entries + "\n\nEnd." } } } } });
    };
    CaptureDecoder d = decoder();
    const DecodedExchange a = d.decode(exchange(1, "/v1/messages", body(QStringLiteral("- alpha: Alpha description.")),
        { { "User-Agent", "claude-cli/2.1.328" } }));
    QCOMPARE(a.listing->entries.first().name, QStringLiteral("alpha"));
    const DecodedExchange b = d.decode(
        exchange(2, "/v1/messages", body(QStringLiteral("- own-one: x")), { { "User-Agent", "claude-cli/2.1.328" } }));
    QVERIFY(b.listing.has_value());
    QCOMPARE(b.listing->entries.first().name, QStringLiteral("own-one"));
    QVERIFY(b.listing->entries.first().builtin);
}

void TestCaptureDecoding::codexSkillsInstructions()
{
    const QString block = QStringLiteral(
        "<skills_instructions>\n## Skills\nIntro.\n### Skill roots\n- `r0` = `%1`\n- `r1` = "
        "`/home/u/.codex/skills/.system`\n"
        "### Available skills\n- alpha: Alpha description. (file: r0/alpha/SKILL.md)\n"
        "- beta: Beta desc cut sh (file: r0/beta-folder/SKILL.md)\n- gamma: (file: r0/gamma/SKILL.md)\n"
        "- colon: Use when: strict YAML refuses this (file: r0/colon/SKILL.md)\n"
        "- imagegen: Own skill. (file: r1/imagegen/SKILL.md)\n</skills_instructions>")
                              .arg(m_root);
    QJsonArray input {
        QJsonObject { { "type", "message" }, { "role", "developer" },
            { "content", QJsonArray { QJsonObject { { "type", "input_text" }, { "text", "Base." } } } } },
        QJsonObject { { "type", "message" }, { "role", "developer" },
            { "content", QJsonArray { QJsonObject { { "type", "input_text" }, { "text", block } } } } },
        QJsonObject { { "type", "message" }, { "role", "user" },
            { "content", QJsonArray { QJsonObject { { "type", "input_text" }, { "text", "Prompt." } } } } }
    };
    const HttpHeaders headers { { "originator", "codex_exec" }, { "user-agent", "codex_exec/0.169.0 (Linux)" } };
    CaptureDecoder d = decoder();
    const QString cmd = QStringLiteral(R"({"cmd":"cat %1/alpha/SKILL.md"})").arg(m_root);
    const DecodedExchange e
        = d.decode(exchange(1, "/v1/responses", json(QJsonObject { { "model", "gpt-5" }, { "input", input } }), headers,
            responsesAnswer({}, { { "exec_command", cmd } })));
    QVERIFY(e.listing.has_value());
    QCOMPARE(e.client.version, QStringLiteral("0.169.0"));
    QCOMPARE(e.listing->placement, QStringLiteral("developer-message"));
    QCOMPARE(e.listing->entries.size(), 5);
    QCOMPARE(e.listing->entries.at(0).clientPath, skillMd(QStringLiteral("alpha")));
    QCOMPARE(e.listing->entries.at(0).verdict, QStringLiteral("full"));
    QCOMPARE(e.listing->entries.at(1).skillPath, skillMd(QStringLiteral("beta-folder"))); // by the path, not the name
    QCOMPARE(e.listing->entries.at(1).verdict, QStringLiteral("shortened"));
    QCOMPARE(e.listing->entries.at(1).shortenedBy, 8);
    QCOMPARE(e.listing->entries.at(2).verdict, QStringLiteral("name-only"));
    QCOMPARE(e.listing->entries.at(3).verdict, QStringLiteral("full"));
    QVERIFY(e.listing->entries.at(4).builtin);
    QCOMPARE(e.listing->entries.at(4).clientPath, QStringLiteral("/home/u/.codex/skills/.system/imagegen/SKILL.md"));
    QCOMPARE(d.contextWindow(), 272000);
    QCOMPARE(d.loads().size(), 1);
    QCOMPARE(d.loads().first().how, QStringLiteral("shell:exec_command"));
    QCOMPARE(d.loads().first().skill, QStringLiteral("alpha"));

    // A later request reads another skill by its root alias, and mentions one with a <skill> message.
    input << QJsonObject { { "type", "function_call" }, { "name", "exec_command" }, { "call_id", "call_9" },
        { "arguments", R"({"cmd":"sed -n 1,80p r0/gamma/SKILL.md"})" } };
    input << QJsonObject { { "type", "function_call_output" }, { "call_id", "call_9" }, { "output", "gamma body" } };
    input << QJsonObject {
        { "type", "message" }, { "role", "user" },
        { "content",
            QJsonArray { QJsonObject { { "type", "input_text" },
                { "text", "<skill>\n<name>delta</name>\n<path>" + skillMd("delta") + "</path>\nbody\n</skill>" } } } }
    };
    d.decode(exchange(2, "/v1/responses", json(QJsonObject { { "model", "gpt-5" }, { "input", input } }), headers));
    QCOMPARE(d.loads().size(), 3);
    QCOMPARE(d.loads().at(1).skill, QStringLiteral("gamma"));
    QCOMPARE(d.loads().at(1).skillPath, skillMd(QStringLiteral("gamma")));
    QCOMPARE(d.loads().at(1).request, 2);
    QCOMPARE(d.loads().at(1).confirmedIn, 2);
    QCOMPARE(d.loads().at(2).how, QStringLiteral("mention"));
    QCOMPARE(d.loads().at(2).skill, QStringLiteral("delta"));
}

void TestCaptureDecoding::opencodeXml()
{
    const QString system
        = QStringLiteral("Instructions.\nNotes may come in <system-reminder> tags.\n<env>x</env>\nA "
                         "line.\nAnother.\n<available_skills>\n  <skill>\n    <name>alpha</name>\n"
                         "    <description>Alpha description.</description>\n    <location>%1</location>\n  </skill>\n"
                         "  <skill>\n    <name>beta</name>\n    <description>Beta desc cut short here</description>\n"
                         "    <location>%2</location>\n  </skill>\n  <skill>\n    <name>own</name>\n    "
                         "<description>Own.</description>\n"
                         "    <location>&lt;built-in&gt;</location>\n  </skill>\n</available_skills>")
              .arg(skillMd("alpha"), skillMd("beta-folder"));
    const QJsonObject body { { "model", "m" }, { "stream", true },
        { "messages",
            QJsonArray { QJsonObject { { "role", "system" }, { "content", system } },
                QJsonObject { { "role", "user" }, { "content", "Prompt." } } } },
        { "tools",
            QJsonArray {
                QJsonObject { { "type", "function" }, { "function", QJsonObject { { "name", "skill" } } } } } } };
    CaptureDecoder d = decoder();
    const DecodedExchange e = d.decode(exchange(1, "/v1/chat/completions", json(body),
        { { "User-Agent", "opencode/1.18.33 ai-sdk/provider-utils/4.0.23" } },
        sseAnswer({}, { { "skill", R"({"name":"beta"})" } })));
    QCOMPARE(e.client.client, CaptureClient::Opencode);
    QVERIFY(e.listing.has_value());
    QCOMPARE(e.listing->decoder, QStringLiteral("xml"));
    QCOMPARE(e.listing->placement, QStringLiteral("system-message"));
    QCOMPARE(e.listing->entries.size(), 3);
    QCOMPARE(e.listing->entries.at(1).verdict, QStringLiteral("full"));
    QVERIFY(e.listing->entries.at(2).builtin);
    QCOMPARE(d.loads().size(), 1);
    QCOMPARE(d.loads().first().how, QStringLiteral("tool:skill"));
    QCOMPARE(d.loads().first().skill, QStringLiteral("beta"));
    QCOMPARE(d.loads().first().skillPath, skillMd(QStringLiteral("beta-folder")));
    // The matrix's opencode consumer predicts each skill.
    for (const SkillOutcome &o : d.outcomes())
        QVERIFY(o.hasPrediction);
}

// A client run in a home the workbench prepared lists the copies there: with that folder a copy root, a copy's path is
// the open skill of its folder name; elsewhere, or outside a skills folder, or for a folder no open skill has, it is
// not. Set on the decoder after a listing was decoded, the listing is matched again.
void TestCaptureDecoding::copiesInAClientHome()
{
    const QString homes = QDir(m_dir.path()).canonicalPath() + QStringLiteral("/client-homes");
    const QString skills = homes + QStringLiteral("/capture-opencode-1/.config/opencode/skills");
    CaptureSkills byPath(m_index);
    QCOMPARE(byPath.byPath(skills + QStringLiteral("/alpha/SKILL.md")), nullptr);
    byPath.setCopyRoots({ homes });
    const CaptureSkill *alpha = byPath.byPath(skills + QStringLiteral("/alpha/SKILL.md"));
    QVERIFY(alpha);
    QCOMPARE(alpha->skillMdPath, skillMd(QStringLiteral("alpha")));
    QCOMPARE(byPath.byPath(skills + QStringLiteral("/beta-folder"))->name, QStringLiteral("beta"));
    QCOMPARE(byPath.byPath(skills + QStringLiteral("/nobody/SKILL.md")), nullptr);
    QCOMPARE(byPath.byPath(homes + QStringLiteral("/capture-opencode-1/alpha/SKILL.md")), nullptr);
    QCOMPARE(byPath.byPath(skills + QStringLiteral("/alpha/docs/SKILL.md")), nullptr);
    QCOMPARE(byPath.byPath(m_dir.path() + QStringLiteral("/elsewhere/skills/alpha/SKILL.md")), nullptr);
    QCOMPARE(byPath.byPath(skillMd(QStringLiteral("gamma")))->name, QStringLiteral("gamma")); // the open skill itself

    const QString system = QStringLiteral("<available_skills>\n  <skill>\n    <name>alpha</name>\n"
                                          "    <description>Alpha description.</description>\n"
                                          "    <location>%1/alpha/SKILL.md</location>\n  </skill>\n</available_skills>")
                               .arg(skills);
    const QJsonObject body { { "model", "m" }, { "stream", true },
        { "messages",
            QJsonArray { QJsonObject { { "role", "system" }, { "content", system } },
                QJsonObject { { "role", "user" }, { "content", "Prompt." } } } } };
    CaptureDecoder d = decoder();
    const DecodedExchange e = d.decode(exchange(1, "/v1/chat/completions", json(body),
        { { "User-Agent", "opencode/1.18.33 ai-sdk/provider-utils/4.0.23" } }, sseAnswer(QStringLiteral("Hi."))));
    QVERIFY(e.listing.has_value());
    QVERIFY(e.listing->entries.first().builtin); // a path that is none of the open skills: the client's own
    const auto observed = [&d](const QString &name) {
        for (const SkillOutcome &o : d.outcomes())
            if (o.name == name)
                return o.observed;
        return QString();
    };
    QCOMPARE(observed(QStringLiteral("alpha")), QStringLiteral("absent"));
    d.setCopyRoots({ homes });
    QCOMPARE(observed(QStringLiteral("alpha")), QStringLiteral("full"));
    d.setSkills(m_index); // the roots scanned again: the copy roots stay
    QCOMPARE(observed(QStringLiteral("alpha")), QStringLiteral("full"));
}

// Two clients through one capture: the first listing of each is a choice; the verdicts come from the first until
// another is selected (the CLI's contract: the first request that carries a listing).
void TestCaptureDecoding::listingOfEachClient()
{
    const auto claude = [](int number) {
        const QString system = QStringLiteral("Skills for the Skill tool:\n\n- alpha: Alpha description.\n- gamma\n");
        const QJsonObject body { { "model", "claude-opus-5-5" }, { "max_tokens", 100 }, { "stream", true },
            { "messages",
                QJsonArray { QJsonObject { { "role", "user" }, { "content", "Tell me about alpha." } },
                    QJsonObject { { "role", "system" }, { "content", system } } } },
            { "tools", QJsonArray { QJsonObject { { "name", "Skill" }, { "input_schema", QJsonObject() } } } } };
        return exchange(number, "/v1/messages?beta=true", json(body),
            { { "User-Agent", "claude-cli/2.1.328 (external, sdk-cli)" } }, anthropicAnswer(QStringLiteral("Hi.")));
    };
    const QString system = QStringLiteral("<available_skills>\n  <skill>\n    <name>gamma</name>\n"
                                          "    <description>Gamma has a description.</description>\n"
                                          "    <location>%1</location>\n  </skill>\n</available_skills>")
                               .arg(skillMd(QStringLiteral("gamma")));
    const QJsonObject opencode { { "model", "m" }, { "stream", true },
        { "messages",
            QJsonArray { QJsonObject { { "role", "system" }, { "content", system } },
                QJsonObject { { "role", "user" }, { "content", "Prompt." } } } } };
    const auto observed = [](const CaptureDecoder &d, const QString &name) {
        for (const SkillOutcome &o : d.outcomes())
            if (o.name == name)
                return o.observed;
        return QString();
    };

    CaptureDecoder d = decoder();
    d.decode(claude(1));
    d.decode(exchange(2, "/v1/chat/completions", json(opencode),
        { { "User-Agent", "opencode/1.18.33 ai-sdk/provider-utils/4.0.23" } }, sseAnswer(QStringLiteral("Hi."))));
    d.decode(claude(3)); // the same client again: no new choice
    QCOMPARE(d.listingChoices().size(), 2);
    QCOMPARE(d.listingChoices().at(0).request, 1);
    QCOMPARE(d.listingChoices().at(0).client.client, CaptureClient::ClaudeCode);
    QCOMPARE(d.listingChoices().at(1).request, 2);
    QCOMPARE(d.listingChoices().at(1).client.client, CaptureClient::Opencode);
    QCOMPARE(d.listingRequest(), 1);
    QCOMPARE(observed(d, QStringLiteral("gamma")), QStringLiteral("name-only"));
    QCOMPARE(observed(d, QStringLiteral("alpha")), QStringLiteral("full"));

    QVERIFY(d.selectListing(2));
    QCOMPARE(d.listingRequest(), 2);
    QCOMPARE(d.client().client, CaptureClient::Opencode);
    QCOMPARE(d.listing()->decoder, QStringLiteral("xml"));
    QCOMPARE(observed(d, QStringLiteral("gamma")), QStringLiteral("full"));
    QCOMPARE(observed(d, QStringLiteral("alpha")), QStringLiteral("absent"));
    QCOMPARE(d.contextWindow(), contextWindowFor(CaptureClient::Opencode, QStringLiteral("m"), QString()));

    QVERIFY(!d.selectListing(3)); // a request whose listing is no client's first
    QCOMPARE(d.listingRequest(), 2);
    QVERIFY(d.selectListing(1));
    QCOMPARE(observed(d, QStringLiteral("gamma")), QStringLiteral("name-only"));
    QCOMPARE(d.contextWindow(), 1000000);
}

void TestCaptureDecoding::geminiCli()
{
    // Shaped like Gemini CLI's (docs/clients.md section 4): the listing in systemInstruction, a session-context part
    // before the prompt, the declarations in one tools entry, the model in the path.
    const QString system = QStringLiteral("You are an agent.\n\n# Available Agent Skills\n\nA sentence.\n\n"
                                          "<available_skills>\n  <skill>\n    <name>own-builtin</name>\n"
                                          "    <description>Own.</description>\n    <location>/opt/x/builtin/own/"
                                          "SKILL.md</location>\n  </skill>\n  <skill>\n    <name>alpha</name>\n"
                                          "    <description>Alpha description.</description>\n    <location>%1"
                                          "</location>\n  </skill>\n</available_skills>\n\n# Hook Context")
                               .arg(skillMd("alpha"));
    const QJsonObject declarations { { "functionDeclarations",
        QJsonArray { QJsonObject { { "name", "activate_skill" }, { "description", "Activates." },
                         { "parametersJsonSchema", QJsonObject { { "type", "object" } } } },
            QJsonObject { { "name", "read_file" }, { "parametersJsonSchema", QJsonObject() } } } } };
    const QJsonObject user { { "role", "user" },
        { "parts",
            QJsonArray { QJsonObject { { "text", "<session_context>\nToday.\n</session_context>" } },
                QJsonObject { { "text", "Tell me about alpha." } } } } };
    QJsonObject body { { "contents", QJsonArray { user } },
        { "systemInstruction",
            QJsonObject { { "role", "user" }, { "parts", QJsonArray { QJsonObject { { "text", system } } } } } },
        { "tools", QJsonArray { declarations } }, { "generationConfig", QJsonObject { { "temperature", 1 } } } };
    const HttpHeaders headers { { "User-Agent", "GeminiCLI/0.61.0/gemini-2.5-pro (linux; x64; terminal)" } };
    CaptureDecoder d = decoder();
    // The answer calls activate_skill without an id, as the API does.
    const DecodedExchange first = d.decode(exchange(1, "/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse",
        json(body), headers, geminiAnswer({}, { { "activate_skill", R"({"name":"alpha"})" } })));
    QCOMPARE(first.api, QStringLiteral("gemini"));
    QCOMPARE(first.model, QStringLiteral("gemini-2.5-pro"));
    QCOMPARE(first.client.client, CaptureClient::GeminiCli);
    QCOMPARE(first.client.version, QStringLiteral("0.61.0"));
    QVERIFY(first.responseRead);
    QCOMPARE(first.response.usage.promptTokens, 30);
    QVERIFY(first.listing.has_value());
    QCOMPARE(first.listing->placement, QStringLiteral("system"));
    QCOMPARE(first.listing->where, QStringLiteral("systemInstruction.parts[0].text"));
    QCOMPARE(first.listing->entries.size(), 2);
    QVERIFY(first.listing->entries.at(0).builtin);
    QCOMPARE(first.listing->entries.at(1).skillPath, skillMd("alpha"));
    QCOMPARE(first.listing->entries.at(1).verdict, QStringLiteral("full"));
    QCOMPARE(d.loads().size(), 1);
    QCOMPARE(d.loads().first().how, QStringLiteral("tool:activate_skill"));

    // Gemini CLI sends the call back under an id of its own, with the skill's body as the function's response: the
    // same load, confirmed by the result.
    QJsonArray contents = body.value("contents").toArray();
    contents << QJsonObject { { "role", "model" },
        { "parts",
            QJsonArray {
                QJsonObject { { "functionCall",
                                  QJsonObject { { "id", "activate_skill_1764000000000_0" },
                                      { "name", "activate_skill" }, { "args", QJsonObject { { "name", "alpha" } } } } },
                    { "thoughtSignature", "skip_thought_signature_validator" } } } } };
    contents << QJsonObject { { "role", "user" },
        { "parts",
            QJsonArray { QJsonObject { { "functionResponse",
                QJsonObject { { "id", "activate_skill_1764000000000_0" }, { "name", "activate_skill" },
                    { "response",
                        QJsonObject { { "output", "<activated_skill>Alpha body.</activated_skill>" } } } } } } } } };
    body.insert("contents", contents);
    const QByteArray bytes = json(body);
    // A whole generateContent answer (not streamed) is read too.
    CaptureExchange e2 = exchange(2, "/v1beta/models/gemini-2.5-pro:generateContent", bytes, headers);
    e2.responseHeaders = { { "Content-Type", "application/json; charset=UTF-8" } };
    e2.responseBody = geminiBody(QStringLiteral("Alpha it is."));
    const DecodedExchange second = d.decode(e2);
    QVERIFY(second.responseRead);
    QCOMPARE(second.response.text, QStringLiteral("Alpha it is."));
    QCOMPARE(d.loads().size(), 1);
    QCOMPARE(d.loads().first().confirmedIn, 2);
    QCOMPARE(d.loads().first().callId, QStringLiteral("activate_skill_1764000000000_0"));

    // Segments: every byte once; the listing, each declaration and the loaded body apart.
    qsizetype at = 0;
    QStringList tools;
    QHash<SegmentKind, int> kinds;
    for (const RequestSegment &s : second.record.segments) {
        QCOMPARE(s.byteStart, at);
        at += s.byteLength;
        kinds[s.kind] += 1;
        if (s.kind == SegmentKind::ToolSchema)
            tools << s.label;
        if (s.kind == SegmentKind::LoadedSkill)
            QCOMPARE(s.skill, QStringLiteral("alpha"));
    }
    QCOMPARE(at, bytes.size());
    QCOMPARE(tools, (QStringList { QStringLiteral("tool activate_skill"), QStringLiteral("tool read_file") }));
    QCOMPARE(kinds.value(SegmentKind::Catalog), 1);
    QCOMPARE(kinds.value(SegmentKind::LoadedSkill), 1);
    QVERIFY(kinds.value(SegmentKind::SystemPrompt) >= 2); // around the listing
    QCOMPARE(second.record.api, WireApi::Gemini);
}

void TestCaptureDecoding::unknownAgentByNames()
{
    const QJsonObject body { { "model", "m" },
        { "messages",
            QJsonArray { QJsonObject { { "role", "system" },
                             { "content", "Skills you may load:\n* alpha — Alpha description.\n* `gamma`\n" } },
                QJsonObject { { "role", "user" }, { "content", "Use delta-like things" } } } },
        { "tools",
            QJsonArray {
                QJsonObject { { "type", "function" }, { "function", QJsonObject { { "name", "skill_load" } } } } } } };
    CaptureDecoder d = decoder();
    const DecodedExchange e = d.decode(exchange(1, "/v1/chat/completions", json(body),
        { { "User-Agent", "my-agent/1" } }, sseAnswer({}, { { "skill_load", R"({"skill":"gamma"})" } })));
    QCOMPARE(e.client.client, CaptureClient::Unknown);
    QVERIFY(e.listing.has_value());
    QCOMPARE(e.listing->decoder, QStringLiteral("names"));
    QCOMPARE(e.listing->entries.size(), 2);
    QCOMPARE(e.listing->entries.at(0).name, QStringLiteral("alpha"));
    QCOMPARE(e.listing->entries.at(0).verdict, QStringLiteral("full"));
    QCOMPARE(e.listing->entries.at(1).name, QStringLiteral("gamma"));
    QCOMPARE(e.listing->entries.at(1).verdict, QStringLiteral("name-only"));
    QCOMPARE(d.loads().first().how, QStringLiteral("tool:skill_load"));
    QCOMPARE(d.loads().first().skill, QStringLiteral("gamma"));
}

void TestCaptureDecoding::knownClientsSideCallsListNothing()
{
    // Gemini CLI's model router (a side call before each turn): its own system instruction, and the session context
    // with the workspace's file tree as a user message, where the skill folders show by name. No listing: the skills'
    // verdicts come from the model call after it, which lists them in its system instruction.
    const QString tree = QStringLiteral("<session_context>\nThis is the Gemini CLI.\n/home/u/\n\u2514\u2500\u2500\u2500"
                                        ".gemini/\n    \u2514\u2500\u2500\u2500skills/\n        \u251c\u2500\u2500"
                                        "\u2500alpha/\n        \u2514\u2500\u2500\u2500gamma/\n</session_context>");
    const QJsonObject router { { "contents",
                                   QJsonArray { QJsonObject { { "role", "user" },
                                       { "parts",
                                           QJsonArray { QJsonObject { { "text", tree } },
                                               QJsonObject { { "text", "Tell me about alpha." } } } } } } },
        { "systemInstruction",
            QJsonObject { { "parts", QJsonArray { QJsonObject { { "text", "You are a Task Routing AI." } } } } } },
        { "generationConfig", QJsonObject { { "responseMimeType", "application/json" } } } };
    const HttpHeaders headers { { "User-Agent", "GeminiCLI/0.61.0/gemini-2.5-pro (linux; x64; terminal)" } };
    CaptureDecoder d = decoder();
    const DecodedExchange side
        = d.decode(exchange(1, "/v1beta/models/gemini-2.5-flash-lite:generateContent", json(router), headers));
    QCOMPARE(side.client.client, CaptureClient::GeminiCli);
    QVERIFY2(!side.listing.has_value(), qPrintable(side.listing ? side.listing->decoder : QString()));
    for (const SkillOutcome &o : d.outcomes())
        QCOMPARE(o.observed, QStringLiteral("absent"));
    // The same texts from an agent nobody knows are all there is to go by: the names make its listing.
    const DecodedExchange unknown
        = d.decode(exchange(2, "/v1beta/models/m:generateContent", json(router), { { "User-Agent", "my-agent/1" } }));
    QVERIFY(unknown.listing.has_value());
    QCOMPARE(unknown.listing->decoder, QStringLiteral("names"));
    // Claude Code: a side call (a title for the conversation) quoting the prompt that names a skill lists nothing.
    const QJsonObject title { { "model", "claude-haiku-4-5" }, { "max_tokens", 32 },
        { "system", QJsonArray { QJsonObject { { "type", "text" }, { "text", "Write a short title." } } } },
        { "messages",
            QJsonArray { QJsonObject { { "role", "user" }, { "content", "Use alpha and gamma on my CSV." } } } } };
    CaptureDecoder claude = decoder();
    const DecodedExchange named = claude.decode(
        exchange(1, "/v1/messages", json(title), { { "User-Agent", "claude-cli/2.1.328 (external, sdk-cli)" } }));
    QCOMPARE(named.client.client, CaptureClient::ClaudeCode);
    QVERIFY(!named.listing.has_value());
}

void TestCaptureDecoding::noListingMeansAbsent()
{
    CaptureDecoder d = decoder();
    const DecodedExchange e = d.decode(exchange(1, "/v1/models", {}, { { "User-Agent", "claude-cli/2.1.328" } }));
    QVERIFY(!e.listing);
    QCOMPARE(e.api, QString());
    for (const SkillOutcome &o : d.outcomes()) {
        QCOMPARE(o.observed, QStringLiteral("absent"));
        QVERIFY(o.observedReason.contains(QStringLiteral("no request")));
        QVERIFY(!o.hasPrediction);
    }
}

void TestCaptureDecoding::segmentsCoverTheBody()
{
    const QString system = QStringLiteral("# Environment\nFacts \"quoted\" \u00e9.\n\nSkills here:\n\n- alpha: Alpha "
                                          "description.\n- gamma\n\nA date line.");
    const QJsonObject body { { "model", "claude-opus-5-5" }, { "max_tokens", 100 },
        { "system", QJsonArray { QJsonObject { { "type", "text" }, { "text", "Identity." } } } },
        { "messages",
            QJsonArray {
                QJsonObject { { "role", "user" },
                    { "content",
                        QJsonArray {
                            QJsonObject { { "type", "text" },
                                { "text",
                                    "<system-reminder>\nContents of /p/CLAUDE.md: be brief.\n</system-reminder>" } },
                            QJsonObject { { "type", "text" }, { "text", "Hi." } } } } },
                QJsonObject { { "role", "system" }, { "content", system } },
                QJsonObject { { "role", "assistant" },
                    { "content",
                        QJsonArray { QJsonObject { { "type", "tool_use" }, { "id", "t1" }, { "name", "Skill" },
                            { "input", QJsonObject { { "skill", "alpha" } } } } } } },
                QJsonObject { { "role", "user" },
                    { "content",
                        QJsonArray {
                            QJsonObject { { "type", "tool_result" }, { "tool_use_id", "t1" }, { "content", "ok" } },
                            QJsonObject { { "type", "text" }, { "text", "Alpha body." } } } } } } },
        { "tools",
            QJsonArray { QJsonObject { { "name", "Skill" }, { "input_schema", QJsonObject { { "type", "object" } } } },
                QJsonObject { { "name", "Read" }, { "input_schema", QJsonObject() } } } } };
    const QByteArray bytes = json(body);
    CaptureDecoder d = decoder();
    const DecodedExchange e = d.decode(exchange(1, "/v1/messages", bytes, { { "User-Agent", "claude-cli/2.1.328" } }));
    const QList<RequestSegment> &segments = e.record.segments;
    QVERIFY(!segments.isEmpty());
    qsizetype at = 0;
    int tokens = 0;
    QHash<SegmentKind, int> kinds;
    for (const RequestSegment &s : segments) {
        QCOMPARE(s.byteStart, at); // every byte once, in order
        at += s.byteLength;
        tokens += s.tokens;
        kinds[s.kind] += 1;
        if (s.kind == SegmentKind::Catalog)
            QCOMPARE(unescapedJsonString(QByteArrayView(bytes).sliced(s.byteStart, s.byteLength)),
                QStringLiteral("- alpha: Alpha description.\n- gamma"));
        if (s.kind == SegmentKind::ToolSchema)
            QVERIFY(s.label == QLatin1String("tool Skill") || s.label == QLatin1String("tool Read"));
        if (s.kind == SegmentKind::LoadedSkill)
            QCOMPARE(s.skill, QStringLiteral("alpha"));
    }
    QCOMPARE(at, bytes.size());
    QCOMPARE(e.record.tokens, tokens);
    QCOMPARE(kinds.value(SegmentKind::Catalog), 1);
    QCOMPARE(kinds.value(SegmentKind::ToolSchema), 2);
    QCOMPARE(kinds.value(SegmentKind::LoadedSkill), 1);
    QVERIFY(kinds.value(SegmentKind::SystemPrompt) >= 3); // system, the system message around the listing, CLAUDE.md
    QVERIFY(kinds.value(SegmentKind::History) >= 2);
    bool project = false;
    for (const RequestSegment &s : segments)
        project = project || s.label.contains(QStringLiteral("CLAUDE.md"));
    QVERIFY(project);

    // Not JSON: one envelope segment over the whole body.
    const DecodedExchange raw = d.decode(exchange(2, "/v1/messages", "not json", {}));
    QCOMPARE(raw.record.segments.size(), 1);
    QCOMPARE(raw.record.segments.first().byteLength, qsizetype(8));
}

QTEST_GUILESS_MAIN(TestCaptureDecoding)
#include "tst_capture_decoding.moc"
