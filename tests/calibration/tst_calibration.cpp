// The calibration without a client: requests shaped like Claude Code's (the listing in a system-role message) and
// Codex's (<skills_instructions> in a developer message) as the scripted endpoint would record them, carrying the
// probe skills written into a home, are turned into a calibration: client, version, model and window, placement,
// exact wrapper, entry formats, built-ins, the skill tool, per probe the observed verdict beside the predicted one,
// and the budget counts of an overflow run. The requests are written here (docs/clients.md's structure, none of the
// clients' sentences). Also: the JSON file round trip, the verification's differences, the probe skill set, and the
// scripted model answering over loopback.
#include "calibration/calibration.h"
#include "calibration/calibrationextract.h"
#include "calibration/calibrationreport.h"
#include "calibration/calibrationverify.h"
#include "calibration/probeskills.h"
#include "calibration/scriptedmodel.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

QByteArray jsonBytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

CaptureExchange recorded(int number, const QByteArray &target, const QByteArray &body, const HttpHeaders &headers)
{
    CaptureExchange e;
    e.number = number;
    e.method = "POST";
    e.target = target;
    e.requestHeaders = headers;
    e.requestBody = body;
    e.status = 200;
    e.state = CaptureExchange::State::Finished;
    return e;
}

QString descriptionOf(const QList<ProbeSkill> &skills, const QString &probe)
{
    for (const ProbeSkill &s : skills)
        if (s.probe == probe)
            return s.description;
    return {};
}

QJsonObject anthropicBody(const QString &system)
{
    return { { "model", "claude-opus-5-5" }, { "max_tokens", 100 }, { "stream", true },
        { "system", QJsonArray { QJsonObject { { "type", "text" }, { "text", "Identity." } } } },
        { "messages",
            QJsonArray {
                QJsonObject { { "role", "user" },
                    { "content", QJsonArray { QJsonObject { { "type", "text" }, { "text", "Say hello." } } } } },
                QJsonObject { { "role", "system" },
                    { "content", QJsonArray { QJsonObject { { "type", "text" }, { "text", system } } } } } } },
        { "tools",
            QJsonArray { QJsonObject { { "name", "Skill" },
                { "input_schema",
                    QJsonObject { { "type", "object" },
                        { "properties", QJsonObject { { "skill", QJsonObject { { "type", "string" } } } } },
                        { "required", QJsonArray { "skill" } } } } } } } };
}

const HttpHeaders kClaudeHeaders { { "User-Agent", "claude-cli/2.1.328 (external, sdk-cli)" },
    { "anthropic-beta", "mid-conversation-tool-changes-2026-07-01" }, { "x-api-key", "[REDACTED]" } };

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString writeSkills(const QString &home, const QString &folder, const QList<ProbeSkill> &skills)
    {
        const QString root = QDir(m_dir.path()).filePath(home + QLatin1Char('/') + folder);
        QString error;
        if (!writeProbeSkills(root, skills, &error))
            qFatal("%s", qPrintable(error));
        return root;
    }

    // Claude Code's shape: the entries after a line ending in ':' that names the Skill tool, one per line.
    CalibrationInput claudeInput()
    {
        const QList<ProbeSkill> plain = plainProbeSkills();
        const QString plainRoot = writeSkills(QStringLiteral("claude-plain"), QStringLiteral(".claude/skills"), plain);
        const QString longText = descriptionOf(plain, QStringLiteral("long"));
        const QString entries
            = QStringLiteral("- probe-long: %1\u2026\n- probe-multi-line: Calibration probe M, line one. "
                             "Line two of probe M.\n- probe-non-ascii: %2\n- probe-renamed-folder "
                             "(probe-renamed): %3\n- probe-short: %4\n- probe-yaml-colon: %5\n"
                             "- own-builtin: The client's own skill.\n- own-other")
                  .arg(longText.left(1535), descriptionOf(plain, QStringLiteral("non-ascii")),
                      descriptionOf(plain, QStringLiteral("renamed")), descriptionOf(plain, QStringLiteral("short")),
                      descriptionOf(plain, QStringLiteral("yaml-colon")));
        const QString system
            = QStringLiteral("# Environment\nFacts.\n\nSkills for the Skill tool:\n\n%1\n\nA date line.").arg(entries);

        const QList<ProbeSkill> overflow = overflowProbeSkills(12);
        const QString overflowRoot
            = writeSkills(QStringLiteral("claude-overflow"), QStringLiteral(".claude/skills"), overflow);
        QStringList lines;
        for (const ProbeSkill &s : overflow.mid(1)) // the fillers sort first
            lines << (s.probe <= QLatin1String("fill-006") ? QStringLiteral("- %1: %2").arg(s.folder, s.description)
                                                           : QStringLiteral("- %1").arg(s.folder));
        lines << QStringLiteral("- probe-short: %1").arg(overflow.first().description);
        const QString overflowSystem
            = QStringLiteral("Skills for the Skill tool:\n\n%1\n- own-builtin: The client's own skill.")
                  .arg(lines.join(QLatin1Char('\n')));

        CalibrationInput input;
        input.client = AgentClient::ClaudeCode;
        input.program = QStringLiteral("/usr/bin/claude");
        input.createdAt = QStringLiteral("2026-12-02T00:00:00Z");
        input.runs << CalibrationRunCapture { QStringLiteral("plain"), plain, plainRoot,
            { recorded(1, "/v1/messages?beta=true", jsonBytes(anthropicBody(system)), kClaudeHeaders) }, 1500, 0 };
        input.runs << CalibrationRunCapture { QStringLiteral("overflow"), overflow, overflowRoot,
            { recorded(1, "/v1/messages?beta=true", jsonBytes(anthropicBody(overflowSystem)), kClaudeHeaders) }, 1600,
            0 };
        return input;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void probeSkillSet()
    {
        const QList<ProbeSkill> plain = plainProbeSkills();
        QStringList ids;
        for (const ProbeSkill &s : plain) {
            ids << s.probe;
            QVERIFY(s.skillMd.startsWith("---\nname: " + s.name.toUtf8() + "\ndescription: "));
        }
        QCOMPARE(ids, QStringList({ "short", "long", "yaml-colon", "renamed", "multi-line", "non-ascii" }));
        QCOMPARE(descriptionOf(plain, QStringLiteral("long")).size(), 1600); // over 1,024 and 1,536
        QVERIFY(plain.at(2).skillMd.contains("description: Calibration probe Y. Use when: a plain")); // unquoted
        QCOMPARE(plain.at(3).folder, QStringLiteral("probe-renamed-folder"));
        QCOMPARE(plain.at(3).name, QStringLiteral("probe-renamed"));
        const QList<ProbeSkill> overflow = overflowProbeSkills(3);
        QCOMPARE(overflow.size(), 4);
        QCOMPARE(overflow.at(1).folder, QStringLiteral("probe-fill-001"));
        QCOMPARE(overflow.at(1).description.size(), 500);
        // About one and a half budgets of fillers (docs/clients.md's formulas).
        QCOMPARE(overflowFillerCount(AgentClient::ClaudeCode, 0), 108); // 1,000,000 x 4 x 1% x 1.5 / 560
        QCOMPARE(overflowFillerCount(AgentClient::Codex, 0), 59); // 272,000 x 2% x 4 x 1.5 / 560
        QCOMPARE(overflowFillerCount(AgentClient::Codex, 100000), 22);
        QCOMPARE(overflowFillerCount(AgentClient::Opencode, 0), 40);
        // The rules run of --verify: each rule once; a skill's other files are written beside its SKILL.md.
        const QList<ProbeSkill> rules = rulesProbeSkills(AgentClient::Codex);
        QStringList ruleIds;
        for (const ProbeSkill &s : rules)
            ruleIds << s.probe;
        for (const char *id : { "rule-long-1100", "rule-folded", "rule-unclosed", "rule-renamed", "rule-when-to-use",
                 "rule-short-description", "rule-empty", "rule-no-description", "rule-model-invocation",
                 "rule-implicit", "rule-no-frontmatter", "rule-bom", "rule-crlf", "rule-same-name-a" })
            QVERIFY2(ruleIds.contains(QLatin1String(id)), id);
        QCOMPARE(ruleIds.removeDuplicates(), 0);
        for (const AgentClient client : { AgentClient::Opencode, AgentClient::GeminiCli }) { // either copy is kept
            for (const ProbeSkill &s : rulesProbeSkills(client))
                QVERIFY(!s.probe.startsWith(QLatin1String("rule-same-name")));
        }
        QString error;
        QVERIFY2(writeProbeSkills(m_dir.filePath(QStringLiteral("rules")), rules, &error), qPrintable(error));
        QFile policy(m_dir.filePath(QStringLiteral("rules/probe-rule-implicit/agents/openai.yaml")));
        QVERIFY(policy.open(QIODevice::ReadOnly));
        QVERIFY(policy.readAll().contains("allow_implicit_invocation: false"));
    }

    void entryTemplates_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("expected");
        QTest::newRow("claude") << "- probe-short: Short."
                                << "Short."
                                << "probe-short"
                                << "probe-short"
                                << ""
                                << "- {name}: {description}";
        QTest::newRow("claude renamed") << "- probe-renamed-folder (probe-renamed): R."
                                        << "R."
                                        << "probe-renamed-folder"
                                        << "probe-renamed"
                                        << ""
                                        << "- {folder} ({name}): {description}";
        QTest::newRow("codex") << "- probe-short: Short. (file: r0/probe-short/SKILL.md)"
                               << "Short."
                               << "probe-short"
                               << "probe-short"
                               << "/h/.agents/skills/probe-short/SKILL.md"
                               << "- {name}: {description} (file: {root}/{name}/SKILL.md)";
        QTest::newRow("xml") << "<skill>\n    <name>probe-short</name>\n    <description>Short.</description>\n    "
                                "<location>/h/s/probe-short/SKILL.md</location>\n  </skill>"
                             << "Short."
                             << "probe-short"
                             << "probe-short"
                             << "/h/s/probe-short/SKILL.md"
                             << "<skill>\n    <name>{name}</name>\n    <description>{description}</description>\n    "
                                "<location>{location}</location>\n  </skill>";
        QTest::newRow("name only") << "- probe-fill-007"
                                   << ""
                                   << "probe-fill-007"
                                   << "probe-fill-007"
                                   << ""
                                   << "- {name}";
    }

    void entryTemplates()
    {
        QFETCH(QString, line);
        QFETCH(QString, text);
        QFETCH(QString, folder);
        QFETCH(QString, name);
        QFETCH(QString, location);
        QFETCH(QString, expected);
        QCOMPARE(entryTemplate(line, text, folder, name, location), expected);
    }

    void claudeCodeCalibration()
    {
        const CalibrationInput input = claudeInput();
        const Calibration c = extractCalibration(input);
        QCOMPARE(c.clientId, QStringLiteral("claude-code"));
        QCOMPARE(c.clientVersion, QStringLiteral("2.1.328")); // from the User-Agent when --version gave none
        QCOMPARE(c.userAgent, QStringLiteral("claude-cli/2.1.328 (external, sdk-cli)"));
        QCOMPARE(c.model, QStringLiteral("claude-opus-5-5"));
        QCOMPARE(c.contextWindow, 1000000);
        QCOMPARE(c.contextWindowSource, QStringLiteral("client"));
        QCOMPARE(c.wireApi, QStringLiteral("anthropic-messages"));
        QCOMPARE(c.requestPath, QStringLiteral("/v1/messages"));
        QVERIFY(c.listingFound);
        QCOMPARE(c.listingDecoder, QStringLiteral("claude-code"));
        QCOMPARE(c.placement, QStringLiteral("system-message"));
        QCOMPARE(c.where, QStringLiteral("messages[1].content[0].text"));
        QCOMPARE(c.wrapperBefore, QStringLiteral("Skills for the Skill tool:\n\n"));
        QCOMPARE(c.wrapperAfter, QString()); // the paragraph ends with the last entry
        QCOMPARE(c.entrySeparator, QStringLiteral("\n"));
        QCOMPARE(c.entryFormat, QStringLiteral("- {name}: {description}"));
        QCOMPARE(c.renamedEntryFormat, QStringLiteral("- {folder} ({name}): {description}"));
        QCOMPARE(c.nameOnlyFormat, QStringLiteral("- {name}"));
        QCOMPARE(c.builtins.size(), 2);
        QCOMPARE(c.builtins.at(0).name, QStringLiteral("own-builtin"));
        QCOMPARE(c.builtins.at(0).text, QStringLiteral("The client's own skill."));
        QCOMPARE(c.builtins.at(0).line, QStringLiteral("- own-builtin: The client's own skill."));
        QCOMPARE(c.builtins.at(1).name, QStringLiteral("own-other"));
        QCOMPARE(c.skillToolName, QStringLiteral("Skill"));
        QCOMPARE(c.skillToolKind, QStringLiteral("skill-tool"));
        QVERIFY(c.skillToolSchema.value("properties").toObject().contains("skill"));

        const CalibrationProbeSkill *longProbe = c.probe(QStringLiteral("long"));
        QVERIFY(longProbe);
        QCOMPARE(longProbe->observed, QStringLiteral("shortened"));
        QCOMPARE(longProbe->observedShortenedBy, 1600 - 1535);
        QCOMPARE(longProbe->descriptionLength, 1600);
        QVERIFY(!longProbe->predicted.isEmpty()); // the matrix models Claude Code
        QCOMPARE(c.probe(QStringLiteral("yaml-colon"))->observed, QStringLiteral("full"));
        QCOMPARE(c.probe(QStringLiteral("renamed"))->line,
            QStringLiteral("- probe-renamed-folder (probe-renamed): Calibration probe R: its name differs from its "
                           "folder."));
        QCOMPARE(c.probe(QStringLiteral("multi-line"))->observed, QStringLiteral("full"));
        QCOMPARE(c.probe(QStringLiteral("short"))->predicted, QStringLiteral("full"));
        QVERIFY(!c.probe(QStringLiteral("short"))->predictedLine.isEmpty());

        // The overflow run: 6 fillers and the short probe with their text, 6 by name only.
        QVERIFY(c.overflowRun);
        QCOMPARE(c.overflowSkills, 13);
        QCOMPARE(c.overflowFull, 7);
        QCOMPARE(c.overflowNameOnly, 6);
        QCOMPARE(c.overflowShortened, 0);
        QCOMPARE(c.overflowAbsent, 0);
        QVERIFY(c.overflowListingChars > 6 * 500);
        QCOMPARE(c.runs.size(), 2);
        QCOMPARE(c.runs.at(0).requests, 1);
        QCOMPARE(c.runs.at(0).listingRequest, 1);
        QCOMPARE(c.runs.at(1).skills, 13);
    }

    // Older models (docs/clients.md: claude-sonnet-4-5 ...): the listing is a <system-reminder> block of the first
    // user message; the wrapper holds the tags.
    void claudeCodeReminderWrapper()
    {
        const QList<ProbeSkill> plain = plainProbeSkills();
        const QString root = writeSkills(QStringLiteral("claude-reminder"), QStringLiteral(".claude/skills"), plain);
        const QString listing = QStringLiteral("<system-reminder>\nSkills for the Skill tool:\n\n- probe-short: %1\n"
                                               "- own-builtin\n</system-reminder>")
                                    .arg(descriptionOf(plain, QStringLiteral("short")));
        QJsonObject body = anthropicBody(QString());
        body.insert("model", "claude-sonnet-4-5");
        body.insert("messages",
            QJsonArray { QJsonObject { { "role", "user" },
                { "content",
                    QJsonArray {
                        QJsonObject { { "type", "text" }, { "text", "<system-reminder>\nEnv.\n</system-reminder>" } },
                        QJsonObject { { "type", "text" }, { "text", listing } },
                        QJsonObject { { "type", "text" }, { "text", "Say hello." } } } } } });
        HttpHeaders headers = kClaudeHeaders;
        headers.removeAt(1); // no mid-conversation beta
        CalibrationInput input;
        input.client = AgentClient::ClaudeCode;
        input.runs << CalibrationRunCapture { QStringLiteral("plain"), plain, root,
            { recorded(1, "/v1/messages?beta=true", jsonBytes(body), headers) }, 1500, 0 };
        const Calibration c = extractCalibration(input);
        QCOMPARE(c.contextWindow, 200000);
        QCOMPARE(c.placement, QStringLiteral("system-reminder"));
        QCOMPARE(c.where, QStringLiteral("messages[0].content[1].text"));
        QCOMPARE(c.wrapperBefore, QStringLiteral("<system-reminder>\nSkills for the Skill tool:\n\n"));
        QCOMPARE(c.wrapperAfter, QStringLiteral("\n</system-reminder>"));
        QCOMPARE(c.nameOnlyFormat, QString()); // the client's own name-only entry is no probe's
        QCOMPARE(c.builtins.size(), 1);
        QCOMPARE(c.probe(QStringLiteral("short"))->observed, QStringLiteral("full"));
        QCOMPARE(c.probe(QStringLiteral("long"))->observed, QStringLiteral("absent"));
    }

    // opencode: <available_skills> XML at the end of the system message, right after its <env> block.
    void opencodeXmlWrapper()
    {
        const QList<ProbeSkill> plain = plainProbeSkills();
        const QString root = writeSkills(QStringLiteral("opencode"), QStringLiteral(".config/opencode/skills"), plain);
        const QString location = QDir(root).canonicalPath() + QStringLiteral("/probe-short/SKILL.md");
        const QString system
            = QStringLiteral("Model line.\n<env>\n  Working directory: /w\n</env>\nSentence one.\nSentence two.\n"
                             "<available_skills>\n  <skill>\n    <name>probe-short</name>\n    <description>%1"
                             "</description>\n    <location>%2</location>\n  </skill>\n  <skill>\n    "
                             "<name>own</name>\n    <description>Own.</description>\n    <location>&lt;built-in&gt;"
                             "</location>\n  </skill>\n</available_skills>")
                  .arg(descriptionOf(plain, QStringLiteral("short")), location);
        const QJsonObject body {
            { "model", "m" }, { "stream", true },
            { "messages",
                QJsonArray { QJsonObject { { "role", "system" }, { "content", system } },
                    QJsonObject { { "role", "user" }, { "content", "Say hello." } } } },
            { "tools",
                QJsonArray { QJsonObject { { "type", "function" },
                    { "function",
                        QJsonObject { { "name", "skill" },
                            { "parameters",
                                QJsonObject { { "type", "object" },
                                    { "properties",
                                        QJsonObject { { "name", QJsonObject { { "type", "string" } } } } } } } } } } } }
        };
        CalibrationInput input;
        input.client = AgentClient::Opencode;
        input.version = QStringLiteral("1.18.33");
        input.runs << CalibrationRunCapture { QStringLiteral("plain"), plain, root,
            { recorded(1, "/v1/chat/completions", jsonBytes(body), { { "User-Agent", "opencode/1.18.33" } }) }, 9000,
            0 };
        const Calibration c = extractCalibration(input);
        QCOMPARE(c.wireApi, QStringLiteral("chat-completions"));
        QCOMPARE(c.listingDecoder, QStringLiteral("xml"));
        QCOMPARE(c.placement, QStringLiteral("system-message"));
        QCOMPARE(c.wrapperBefore, QStringLiteral("Sentence one.\nSentence two.\n<available_skills>\n  "));
        QCOMPARE(c.wrapperAfter, QStringLiteral("\n</available_skills>"));
        QCOMPARE(c.entrySeparator, QStringLiteral("\n  "));
        QCOMPARE(c.entryFormat,
            QStringLiteral("<skill>\n    <name>{name}</name>\n    <description>{description}</description>\n    "
                           "<location>{location}</location>\n  </skill>"));
        QCOMPARE(c.builtins.size(), 1);
        QCOMPARE(c.builtins.first().name, QStringLiteral("own"));
        QCOMPARE(c.skillToolName, QStringLiteral("skill"));
        // The matrix's opencode consumer and its dialect predict the probe: in full, line for line (the dialect's
        // indentation is the separator's).
        QCOMPARE(c.probe(QStringLiteral("short"))->predicted, QStringLiteral("full"));
        QCOMPARE(c.probe(QStringLiteral("short"))->predictedLine, c.probe(QStringLiteral("short"))->line);
    }

    void codexCalibration()
    {
        const QList<ProbeSkill> plain = plainProbeSkills();
        const QString root = writeSkills(QStringLiteral("codex-plain"), QStringLiteral(".agents/skills"), plain);
        const QString longText = descriptionOf(plain, QStringLiteral("long"));
        const QString block
            = QStringLiteral(
                "<skills_instructions>\n## Skills\nIntro.\n### Skill roots\n- `r0` = `%1`\n- `r1` = `/h/.codex/skills/"
                ".system`\n### Available skills\n- imagegen: Own skill. (file: r1/imagegen/SKILL.md)\n"
                "- probe-long: %2... (file: r0/probe-long/SKILL.md)\n"
                "- probe-renamed: Calibration probe R: its name differs from its folder. (file: "
                "r0/probe-renamed-folder/SKILL.md)\n"
                "- probe-short: %3 (file: r0/probe-short/SKILL.md)\n</skills_instructions>")
                  .arg(QDir(root).canonicalPath(), longText.left(1021), descriptionOf(plain, QStringLiteral("short")));
        const QJsonArray inputItems {
            QJsonObject { { "type", "message" }, { "role", "developer" },
                { "content", QJsonArray { QJsonObject { { "type", "input_text" }, { "text", "Base." } } } } },
            QJsonObject { { "type", "message" }, { "role", "developer" },
                { "content",
                    QJsonArray { QJsonObject { { "type", "input_text" }, { "text", block } },
                        QJsonObject { { "type", "input_text" }, { "text", "<permissions instructions>x" } } } } },
            QJsonObject { { "type", "message" }, { "role", "user" },
                { "content", QJsonArray { QJsonObject { { "type", "input_text" }, { "text", "Say hello." } } } } }
        };
        const QJsonObject execSchema { { "type", "object" },
            { "properties", QJsonObject { { "cmd", QJsonObject { { "type", "string" } } } } } };
        const QJsonObject body { { "model", "gpt-5" }, { "input", inputItems },
            { "tools",
                QJsonArray { QJsonObject {
                    { "type", "function" }, { "name", "exec_command" }, { "parameters", execSchema } } } } };
        CalibrationInput input;
        input.client = AgentClient::Codex;
        input.version = QStringLiteral("0.169.0");
        input.contextWindowOption = 100000;
        input.runs << CalibrationRunCapture { QStringLiteral("plain"), plain, root,
            { recorded(1, "/v1/responses", jsonBytes(body),
                { { "originator", "codex_exec" }, { "user-agent", "codex_exec/0.169.0 (Linux)" } }) },
            1500, 0 };
        const Calibration c = extractCalibration(input);
        QCOMPARE(c.clientVersion, QStringLiteral("0.169.0"));
        QCOMPARE(c.contextWindow, 100000);
        QCOMPARE(c.contextWindowSource, QStringLiteral("option"));
        QCOMPARE(c.wireApi, QStringLiteral("openai-responses"));
        QCOMPARE(c.placement, QStringLiteral("developer-message"));
        QCOMPARE(c.where, QStringLiteral("input[1].content[0].text"));
        QVERIFY(c.wrapperBefore.startsWith(QStringLiteral("<skills_instructions>\n## Skills\n")));
        QVERIFY(c.wrapperBefore.endsWith(QStringLiteral("### Available skills\n")));
        QCOMPARE(c.wrapperAfter, QStringLiteral("\n</skills_instructions>"));
        QCOMPARE(c.entryFormat, QStringLiteral("- {name}: {description} (file: {root}/{name}/SKILL.md)"));
        QCOMPARE(c.renamedEntryFormat, QStringLiteral("- {name}: {description} (file: {root}/{folder}/SKILL.md)"));
        QCOMPARE(c.builtins.size(), 1);
        QCOMPARE(c.builtins.first().name, QStringLiteral("imagegen"));
        QCOMPARE(c.builtins.first().location, QStringLiteral("/h/.codex/skills/.system/imagegen/SKILL.md"));
        QCOMPARE(c.skillToolName, QStringLiteral("exec_command"));
        QCOMPARE(c.skillToolKind, QStringLiteral("shell"));
        QCOMPARE(c.probe(QStringLiteral("long"))->observed, QStringLiteral("shortened"));
        QCOMPARE(c.probe(QStringLiteral("long"))->observedShortenedBy, 1600 - 1021);
        QCOMPARE(c.probe(QStringLiteral("yaml-colon"))->observed, QStringLiteral("absent")); // not in this listing
        QVERIFY(!c.overflowRun);
    }

    void jsonRoundTrip()
    {
        const Calibration c = extractCalibration(claudeInput());
        const QString path = m_dir.filePath(QStringLiteral("out/claude.json"));
        QString error;
        QVERIFY2(saveCalibration(c, path, &error), qPrintable(error));
        Calibration back;
        QVERIFY2(loadCalibration(path, &back, &error), qPrintable(error));
        QCOMPARE(back.toJson(), c.toJson());
        QCOMPARE(back.formatVersion, Calibration::kFormatVersion);
        QCOMPARE(back.probes.size(), c.probes.size());
        QCOMPARE(back.builtins.size(), 2);

        QJsonObject other = c.toJson();
        other.insert("format", "something-else");
        QVERIFY(!Calibration::fromJson(other, &back, &error));
        QVERIFY(error.contains(QStringLiteral("not a calibration")));
        other = c.toJson();
        other.insert("formatVersion", Calibration::kFormatVersion + 1);
        QVERIFY(!Calibration::fromJson(other, &back, &error));
        QVERIFY(error.contains(QStringLiteral("not supported")));

        QVERIFY(defaultCalibrationPath(QStringLiteral("codex"), QStringLiteral("0.169.0"))
                    .endsWith(QStringLiteral("/skill-workbench/calibrations/codex-0.169.0.json")));
        QVERIFY(defaultCalibrationPath(QStringLiteral("codex"), {}).endsWith(QStringLiteral("codex-unknown.json")));
    }

    void verifyListsEachDifference()
    {
        Calibration c;
        c.clientName = QStringLiteral("Codex");
        CalibrationProbeSkill agree { QStringLiteral("short"), QStringLiteral("plain"), QStringLiteral("probe-short"),
            QStringLiteral("probe-short"), 10, QStringLiteral("full"), 0, QStringLiteral("- probe-short: S."),
            QStringLiteral("S."), QStringLiteral("full"), 0, {}, QStringLiteral("- probe-short: S.") };
        CalibrationProbeSkill cut = agree;
        cut.probe = QStringLiteral("long");
        cut.folder = QStringLiteral("probe-long");
        cut.observed = QStringLiteral("shortened");
        cut.observedShortenedBy = 579;
        cut.predicted = QStringLiteral("absent");
        cut.predictedReason = QStringLiteral("refused: over 1,024 characters");
        CalibrationProbeSkill line = agree;
        line.probe = QStringLiteral("renamed");
        line.predictedLine = QStringLiteral("- probe-short: S. (file: /abs/SKILL.md)");
        CalibrationProbeSkill unmodelled = agree;
        unmodelled.predicted.clear();
        c.probes = { agree, cut, line, unmodelled };
        const CalibrationAgreement a = verifyCalibration(c);
        QVERIFY(a.hasPrediction);
        QCOMPARE(a.verdictsCompared, 3);
        QCOMPARE(a.verdictsAgree, 2);
        QCOMPARE(a.linesCompared, 2);
        QCOMPARE(a.linesAgree, 1);
        QCOMPARE(a.differences.size(), 2);
        QCOMPARE(a.differences.at(0).kind, QStringLiteral("verdict"));
        QCOMPARE(a.differences.at(0).observed, QStringLiteral("shortened by 579"));
        QCOMPARE(a.differences.at(0).predicted, QStringLiteral("absent"));
        QCOMPARE(a.differences.at(1).kind, QStringLiteral("line"));
        const QString text = calibrationReportText(c, QStringLiteral("/x.json"), &a);
        QVERIFY(text.contains(QStringLiteral("verify: verdicts 2/3, lines 1/2")));
        QVERIFY(text.contains(QStringLiteral("observed shortened by 579")));
        QVERIFY(text.contains(QStringLiteral("refused: over 1,024 characters")));
        const QJsonObject json = calibrationReportJson(c, {}, &a);
        QCOMPARE(json.value("verify").toObject().value("differences").toArray().size(), 2);
    }

    void scriptedModelAnswersEachFormat_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("last");
        QTest::addColumn<QByteArray>("contentType");
        const QByteArray sse("text/event-stream");
        QTest::newRow("anthropic") << QByteArray("/v1/messages?beta=true") << QByteArray("message_stop") << sse;
        QTest::newRow("responses") << QByteArray("/v1/responses") << QByteArray("response.completed") << sse;
        QTest::newRow("chat") << QByteArray("/v1/chat/completions") << QByteArray("data: [DONE]") << sse;
        // Gemini: the usage comes with the last chunk; generateContent answers one JSON object.
        QTest::newRow("gemini stream") << QByteArray("/v1beta/models/m:streamGenerateContent?alt=sse")
                                       << QByteArray("\"totalTokenCount\":105}}") << sse;
        QTest::newRow("gemini") << QByteArray("/v1beta/models/m:generateContent")
                                << QByteArray("\"totalTokenCount\":105}}") << QByteArray("application/json");
    }

    void scriptedModelAnswersEachFormat()
    {
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, last);
        QFETCH(QByteArray, contentType);
        ScriptedModelEndpoint endpoint;
        QString error;
        QVERIFY2(endpoint.listen(&error), qPrintable(error));
        QVERIFY(endpoint.root().startsWith(QStringLiteral("http://127.0.0.1:")));
        QNetworkAccessManager manager;
        QNetworkRequest request(QUrl(endpoint.root() + QString::fromLatin1(path)));
        request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
        request.setRawHeader("x-api-key", "sk-secret-value-1234");
        QNetworkReply *reply = manager.post(request, QByteArray(R"({"model":"m","stream":true})"));
        QSignalSpy done(reply, &QNetworkReply::finished);
        QVERIFY(done.wait(10000));
        const QByteArray answer = reply->readAll();
        reply->deleteLater();
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        QVERIFY(answer.contains("Calibration done."));
        QVERIFY(answer.trimmed().endsWith(last) || answer.contains("event: " + last));
        QCOMPARE(reply->header(QNetworkRequest::ContentTypeHeader).toByteArray(), contentType);
        QCOMPARE(endpoint.modelCalls(), 1);
        QCOMPARE(endpoint.exchanges().size(), 1);
        const CaptureExchange &e = endpoint.exchanges().first();
        QCOMPARE(e.requestBody, QByteArray(R"({"model":"m","stream":true})"));
        QCOMPARE(e.requestHeader("x-api-key"), QByteArray("[REDACTED]")); // the key is never kept
        // A side call gets a small 200 and is no model call.
        QNetworkReply *models = manager.get(QNetworkRequest(QUrl(endpoint.root() + QStringLiteral("/v1/models"))));
        QSignalSpy modelsDone(models, &QNetworkReply::finished);
        QVERIFY(modelsDone.wait(10000));
        QVERIFY(models->readAll().contains("\"data\""));
        models->deleteLater();
        QCOMPARE(endpoint.modelCalls(), 1);
        QCOMPARE(endpoint.exchanges().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
