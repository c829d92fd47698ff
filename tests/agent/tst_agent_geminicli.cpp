// The gemini-cli profile (docs/agent.md "Gemini CLI"): its listing in the system instruction, activate_skill with the
// enum of every name (also past tRPC's 256), the <activated_skill> result with the skill's body and its folder's tree
// read from disk (files before folders, ignored folders not entered, the 200-entry limit), the load recognised as an
// inline result, its errors; end to end over the Gemini wire format against the loopback fake server.
#include "agent/skillfoldertree.h"
#include "agentharness.h"
#include "wirestreams.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace sw;
using namespace sw::test;

namespace {
void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(content);
}

QJsonArray contents(const AgentHarness &h, int request)
{
    return h.server->requests().at(request).json().value("contents").toArray();
}
} // namespace

class TestAgentGeminiCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void profileShape();
    void enumNamesEverySkill();
    void activationOverGemini();
    void errorsAreToolResults();
    void folderTreeShape();
    void folderTreeLimit();
};

void TestAgentGeminiCli::profileShape()
{
    const Profile p = shippedProfile(QStringLiteral("gemini-cli"));
    QCOMPARE(p.catalogDialect, QStringLiteral("gemini-cli"));
    QCOMPARE(p.catalogPlacement, CatalogPlacement::SystemMessage);
    QCOMPARE(p.materialisation, Materialisation::ToolResultInline);
    QCOMPARE(p.agentName, QStringLiteral("gemini-cli"));
    const ProfileTool *activate = p.tool(QStringLiteral("activate_skill"));
    QVERIFY(activate);
    QCOMPARE(activate->kind, ToolKind::InlineSkill);
    QCOMPARE(activate->skillParameter, QStringLiteral("name"));
    QVERIFY(p.texts.value(QStringLiteral("inline_result")).contains(QStringLiteral("{resources}")));
    QVERIFY(profileNames().contains(QStringLiteral("gemini-cli")));
}

void TestAgentGeminiCli::enumNamesEverySkill()
{
    QList<AgentSkill> many;
    for (int i = 0; i < 300; ++i) {
        AgentSkill s;
        s.name = QStringLiteral("skill-%1").arg(i, 3, 10, QLatin1Char('0'));
        s.description = QStringLiteral("d");
        many << s;
    }
    const SkillSnapshot skills(many);
    Session s;
    TranscriptEvent u;
    u.kind = TranscriptEvent::Kind::User;
    u.text = QStringLiteral("hi");
    s.append(u);
    BuildOptions o;
    o.api = WireApi::Gemini;
    o.model = QStringLiteral("m");
    const RequestRecord r = RequestBuilder().build(shippedProfile(QStringLiteral("gemini-cli")), s, skills, o);
    QCOMPARE(r.enumSkills.size(), 300); // Gemini CLI always sends the enum
    const QJsonObject tool = QJsonDocument::fromJson(r.body)
                                 .object()
                                 .value("tools")
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value("functionDeclarations")
                                 .toArray()
                                 .first()
                                 .toObject();
    QCOMPARE(tool.value("name").toString(), QStringLiteral("activate_skill"));
    QCOMPARE(tool.value("parametersJsonSchema")
                 .toObject()
                 .value("properties")
                 .toObject()
                 .value("name")
                 .toObject()
                 .value("enum")
                 .toArray()
                 .size(),
        300);
}

void TestAgentGeminiCli::activationOverGemini()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString folder = root.filePath(QStringLiteral("csv-cleaner"));
    write(folder + "/SKILL.md",
        "---\nname: csv-cleaner\ndescription: Cleans CSV exports. Use when a CSV looks garbled.\n---\n"
        "# CSV cleaner\n\nRun `python3 scripts/clean.py`.\n");
    write(folder + "/references/encodings.md", "notes");
    write(folder + "/scripts/clean.py", "print(1)\n");
    write(folder + "/node_modules/dep/index.js", "x");
    write(folder + "/README.txt", "r");
    write(root.filePath(QStringLiteral("other/SKILL.md")),
        "---\nname: other\ndescription: Other <things> & more.\n---\nB\n");
    const SkillSnapshotPtr skills = SkillSnapshot::fromRoots({ root.path() });
    QCOMPARE(skills->names(), (QStringList { "csv-cleaner", "other" }));

    AgentHarness h(shippedProfile(QStringLiteral("gemini-cli")), skills, WireApi::Gemini);
    h.server->enqueue(FakeResponse::stream(
        rechunk(geminiAnswer({}, { { "activate_skill", R"({"name":"csv-cleaner"})" } }), { 41, 3 })));
    h.server->enqueue(FakeResponse::stream(geminiAnswer(QStringLiteral("Cleaned."))));
    QVERIFY2(h.turn("my CSV is garbled"), qPrintable(h.lastError));
    QCOMPARE(h.server->requests().size(), 2);

    // Request 1: the listing in the system instruction, descending paths, nothing escaped.
    const QString system = h.server->requests()
                               .at(0)
                               .json()
                               .value("systemInstruction")
                               .toObject()
                               .value("parts")
                               .toArray()
                               .first()
                               .toObject()
                               .value("text")
                               .toString();
    QVERIFY(system.startsWith(h.config.profile.systemPrompt + QStringLiteral("\n\n# Available Agent Skills\n\n")));
    const qsizetype other = system.indexOf(QStringLiteral("<name>other</name>"));
    const qsizetype csv = system.indexOf(QStringLiteral("<name>csv-cleaner</name>"));
    QVERIFY(other > 0 && csv > other);
    QVERIFY(system.contains(QStringLiteral("<description>Other <things> & more.</description>")));
    QVERIFY(system.contains(QStringLiteral("<location>") + folder + QStringLiteral("/SKILL.md</location>")));
    QVERIFY(system.endsWith(QStringLiteral("</available_skills>")));

    // Request 2: the call and its functionResponse with the whole <activated_skill> block.
    const QJsonArray c = contents(h, 1);
    QCOMPARE(c.size(), 3);
    const QJsonObject call = c.at(1).toObject().value("parts").toArray().first().toObject();
    QCOMPARE(call.value("functionCall").toObject().value("name").toString(), QStringLiteral("activate_skill"));
    const QString output = c.at(2)
                               .toObject()
                               .value("parts")
                               .toArray()
                               .first()
                               .toObject()
                               .value("functionResponse")
                               .toObject()
                               .value("response")
                               .toObject()
                               .value("output")
                               .toString();
    const QString expected = QStringLiteral("<activated_skill name=\"csv-cleaner\">\n  <instructions>\n    ")
        + skills->find(QStringLiteral("csv-cleaner"))->body
        + QStringLiteral("\n  </instructions>\n\n  <available_resources>\n    ") + folder
        + QStringLiteral("/\n"
                         "├───README.txt\n"
                         "├───SKILL.md\n"
                         "├───node_modules/...\n"
                         "├───references/\n"
                         "│   └───encodings.md\n"
                         "└───scripts/\n"
                         "    └───clean.py\n"
                         "  </available_resources>\n</activated_skill>");
    QCOMPARE(output, expected);

    // The load is recognised: an inline tool result carrying the skill.
    const RequestRecord &second = h.loop().session().requests.at(1);
    QCOMPARE(second.loaded.size(), 1);
    QCOMPARE(second.loaded.first().skill, QStringLiteral("csv-cleaner"));
    QCOMPARE(second.loaded.first().placement, QStringLiteral("inline tool result activate_skill_0"));
    QCOMPARE(second.loaded.first().reason, QStringLiteral("activate_skill activate_skill_0"));
    bool loadedSegment = false;
    for (const RequestSegment &seg : second.segments)
        loadedSegment = loadedSegment || (seg.kind == SegmentKind::LoadedSkill && seg.skill == "csv-cleaner");
    QVERIFY(loadedSegment);
    QCOMPARE(h.loop().session().events.last().text, QStringLiteral("Cleaned."));
}

void TestAgentGeminiCli::errorsAreToolResults()
{
    AgentHarness h(shippedProfile(QStringLiteral("gemini-cli")), testSkills(), WireApi::Gemini);
    h.server->enqueue(FakeResponse::stream(geminiAnswer({}, { { "activate_skill", R"({"name":"nope"})" } })));
    h.server->enqueue(FakeResponse::stream(geminiAnswer({}, { { "activate_skill", "{}" } })));
    h.server->enqueue(FakeResponse::stream(geminiAnswer(QStringLiteral("Giving up."))));
    QVERIFY2(h.turn("go"), qPrintable(h.lastError));
    QStringList errors;
    for (const TranscriptEvent &e : h.loop().session().events) {
        if (e.kind == TranscriptEvent::Kind::ToolResult) {
            QVERIFY(e.isError);
            errors << e.text;
        }
    }
    QCOMPARE(errors,
        (QStringList { "Error: no skill named \"nope\". Skills: alpha, data-report, pdf-tools",
            "Error: a skill name is required" }));
    const QJsonObject response = contents(h, 1)
                                     .at(2)
                                     .toObject()
                                     .value("parts")
                                     .toArray()
                                     .first()
                                     .toObject()
                                     .value("functionResponse")
                                     .toObject()
                                     .value("response")
                                     .toObject();
    QCOMPARE(response.value("error").toString(), errors.first());
}

void TestAgentGeminiCli::folderTreeShape()
{
    QCOMPARE(folderTree(QStringLiteral("/s/x"), { "b.md", "A.md", "a.md", "sub/deep/z.txt", "sub/y.txt", "Sub2/q" }),
        QStringLiteral("/s/x/\n"
                       "├───a.md\n"
                       "├───A.md\n"
                       "├───b.md\n"
                       "├───sub/\n"
                       "│   ├───y.txt\n"
                       "│   └───deep/\n"
                       "│       └───z.txt\n"
                       "└───Sub2/\n"
                       "    └───q"));
    // An in-memory skill: SKILL.md and its docs stand in for the folder's files.
    const SkillSnapshotPtr skills = testSkills();
    const AgentSkill *report = skills->find(QStringLiteral("data-report"));
    QCOMPARE(skillFolderTree(*report),
        QStringLiteral("/skills/data-report/\n├───SKILL.md\n├───usage.txt\n└───docs/\n    └───format.md"));
}

void TestAgentGeminiCli::folderTreeLimit()
{
    QStringList files;
    for (int i = 0; i < 250; ++i)
        files << QStringLiteral("f%1.txt").arg(i, 3, 10, QLatin1Char('0'));
    files << QStringLiteral("zz/inner.txt");
    const QString tree = folderTree(QStringLiteral("/s"), files);
    const QStringList lines = tree.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 1 + 200 + 2); // the folder, 200 entries, a marker for the files and one for the folders
    QCOMPARE(lines.at(200), QStringLiteral("├───f199.txt"));
    QCOMPARE(lines.at(201), QStringLiteral("├───..."));
    QCOMPARE(lines.last(), QStringLiteral("└───..."));
    QVERIFY(!tree.contains(QStringLiteral("zz/")));
    FolderTreeOptions few;
    few.maxItems = 3;
    QCOMPARE(folderTree(QStringLiteral("/s"), { "a", "b/c", "d/e" }, few),
        QStringLiteral("/s/\n├───a\n├───b/\n└───d/")); // the sub-folders count, their files do not fit
}

QTEST_GUILESS_MAIN(TestAgentGeminiCli)
#include "tst_agent_geminicli.moc"
