// The visibility matrix: every verdict for every consumer on a real repository on disk, the reasons and fixes,
// budgets at several context windows, shadowing per consumer, and the incremental computation equal to a full one
// after editing a skill or its agents/openai.yaml.
#include "catalog/catalogrenderer.h"
#include "catalog/skillsource.h"
#include "visibility/visibilitycompute.h"
#include "visibility/visibilityengine.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(content);
}

QByteArray skill(const QByteArray &name, const QByteArray &description, const QByteArray &extra = {})
{
    return "---\nname: " + name + "\ndescription: " + description + "\n" + extra + "---\n# " + name + "\n\nBody.\n";
}

class Repo
{
public:
    Repo()
    {
        first = dir.filePath("first");
        second = dir.filePath("second");
        write(first + "/good/SKILL.md", skill("good", "Does good things. Use when asked for good things."));
        write(first + "/long-desc/SKILL.md", skill("long-desc", QByteArray(1030, 'l')));
        write(first + "/manual/SKILL.md", skill("manual", "Deploys.", "disable-model-invocation: true\n"));
        write(first + "/rusty/SKILL.md", skill("rusty", "Rust rules.", "paths:\n  - \"**/*.rs\"\n"));
        write(first + "/quiet/SKILL.md", skill("quiet", "Quiet skill."));
        write(first + "/quiet/agents/openai.yaml", "policy:\n  allow_implicit_invocation: false\n");
        write(first + "/bad-yaml/SKILL.md", "---\nname: bad-yaml\ndescription: Use when: things break\n---\nBody\n");
        write(first + "/when/SKILL.md",
            skill("when", QByteArray(1000, 'd'), "when_to_use: " + QByteArray(600, 'w') + "\n"));
        write(first + "/dup/SKILL.md", skill("dup", "First copy."));
        write(second + "/dup/SKILL.md", skill("dup", "Second copy."));
        write(first + "/nodesc/SKILL.md", "---\nname: nodesc\n---\nJust a body.\n");
    }
    SkillIndexPtr scan() const
    {
        ScanOptions o;
        o.collectFolders = true;
        return scanRoots({ { first, "user", RootScope::Custom }, { second, "user", RootScope::Custom } }, o);
    }
    QTemporaryDir dir;
    QString first;
    QString second;
};

const ConsumerVerdict &at(const VisibilityMatrix &m, const QString &folder, Consumer c)
{
    const int row = m.indexOf(folder);
    if (row < 0)
        qFatal("no row for %s", qPrintable(folder));
    return m.skills.at(row).of(c);
}

QString v(const VisibilityMatrix &m, const QString &folder, Consumer c)
{
    return verdictId(at(m, folder, c).verdict);
}

} // namespace

class VisibilityTest : public QObject
{
    Q_OBJECT
private slots:
    void namesAndIds();
    void everyVerdict();
    void reasonsAndFixes();
    void budgetsAtSeveralWindows();
    void shadowingPerConsumer();
    void geminiCliListsEverySkillInFull();
    void geminiCliReadsYamlThenLines();
    void geminiCliRefusals();
    void geminiCliNames();
    void geminiCliLaterSourceWins();
    void geminiCliHasNoPolicyFields();
    void incrementalEqualsFull();
    void openAiYamlEditIsSeen();
    void emptyAndCancelled();
    void engineComputesOffTheGuiThreadAndCoalesces();
};

void VisibilityTest::namesAndIds()
{
    QStringList ids;
    for (Consumer c : allConsumers())
        ids << consumerId(c);
    QCOMPARE(ids,
        QStringList({ "skills-ref", "claude-upload", "claude-code", "codex", "opencode", "gemini-cli", "trpc-go",
            "trpc-python", "deepseek", "minimal" }));
    QCOMPARE(consumerDialect(Consumer::Opencode), QString("opencode"));
    QCOMPARE(consumerDialect(Consumer::GeminiCli), QString("gemini-cli"));
    QCOMPARE(consumerClient(Consumer::GeminiCli), QString("gemini-cli"));
    QCOMPARE(consumerTitle(Consumer::GeminiCli), QString("Gemini CLI"));
    QCOMPARE(kConsumerCount, 10);
    QCOMPARE(consumerClient(Consumer::ClaudeCode), QString("claude-code"));
    QCOMPARE(consumerClient(Consumer::Deepseek), QString());
    for (Consumer c : allConsumers())
        QCOMPARE(consumerFromId(consumerId(c)), std::optional<Consumer>(c));
    QStringList verdicts;
    for (int i = 0; i < 8; ++i)
        verdicts << verdictId(Verdict(i));
    QCOMPARE(verdicts,
        QStringList({ "full", "shortened", "name-only", "omitted", "hidden", "unparsed", "rejected", "shadowed" }));
    QCOMPARE(verdictFromId("name-only"), std::optional<Verdict>(Verdict::NameOnly));
    QVERIFY(!consumerFromId("cursor"));
}

void VisibilityTest::everyVerdict()
{
    Repo repo;
    const VisibilityResult r = computeVisibility(repo.scan(), {});
    const VisibilityMatrix &m = *r.matrix;
    QCOMPARE(m.skills.size(), qsizetype(10));
    QCOMPARE(r.readSkills, 10);
    const QString good = repo.first + "/good";
    for (Consumer c : allConsumers())
        QCOMPARE(v(m, good, c), QString("full"));

    const QString longDesc = repo.first + "/long-desc";
    QCOMPARE(v(m, longDesc, Consumer::SkillsRef), QString("rejected"));
    QCOMPARE(v(m, longDesc, Consumer::ClaudeUpload), QString("rejected"));
    QCOMPARE(v(m, longDesc, Consumer::Codex), QString("shortened")); // 0.169.0 cuts it when loaded
    QCOMPARE(at(m, longDesc, Consumer::Codex).reason, Reason::ShortenedLoadCap);
    QCOMPARE(at(m, longDesc, Consumer::Codex).shortenedBy, 1030 - 1021);
    QCOMPARE(v(m, longDesc, Consumer::Opencode), QString("full"));
    QCOMPARE(v(m, longDesc, Consumer::ClaudeCode), QString("full"));
    QCOMPARE(v(m, longDesc, Consumer::Deepseek), QString("shortened"));
    QCOMPARE(at(m, longDesc, Consumer::Deepseek).shortenedBy, 1030 - 497);
    QCOMPARE(v(m, longDesc, Consumer::TrpcGo), QString("full"));

    const QString manual = repo.first + "/manual";
    QCOMPARE(v(m, manual, Consumer::ClaudeCode), QString("hidden"));
    QCOMPARE(v(m, manual, Consumer::Codex), QString("full")); // Codex ignores the field
    QCOMPARE(v(m, manual, Consumer::SkillsRef), QString("rejected")); // not a spec field
    QCOMPARE(v(m, manual, Consumer::ClaudeUpload), QString("rejected"));
    QCOMPARE(v(m, repo.first + "/rusty", Consumer::ClaudeCode), QString("hidden"));
    QCOMPARE(v(m, repo.first + "/quiet", Consumer::Codex), QString("hidden"));
    QCOMPARE(v(m, repo.first + "/quiet", Consumer::ClaudeCode), QString("full"));

    const QString bad = repo.first + "/bad-yaml";
    for (Consumer c : { Consumer::SkillsRef, Consumer::ClaudeUpload, Consumer::Deepseek, Consumer::Minimal })
        QCOMPARE(v(m, bad, c), QString("unparsed"));
    QCOMPARE(v(m, bad, Consumer::TrpcGo), QString("full")); // Go reads `key: value` lines
    QCOMPARE(v(m, bad, Consumer::TrpcPython), QString("name-only")); // listed under the folder name
    // The real clients repair `description: Use when: ...` and list it.
    QCOMPARE(v(m, bad, Consumer::ClaudeCode), QString("full"));
    QCOMPARE(at(m, bad, Consumer::ClaudeCode).reason, Reason::Listed);
    QCOMPARE(v(m, bad, Consumer::Codex), QString("full"));
    QCOMPARE(v(m, bad, Consumer::Opencode), QString("full"));

    const QString when = repo.first + "/when";
    QCOMPARE(v(m, when, Consumer::ClaudeCode), QString("shortened"));
    QCOMPARE(at(m, when, Consumer::ClaudeCode).shortenedBy, 1603 - 1535);

    QCOMPARE(v(m, repo.second + "/dup", Consumer::TrpcGo), QString("shadowed"));
    QCOMPARE(v(m, repo.first + "/dup", Consumer::TrpcGo), QString("full"));
    QCOMPARE(v(m, repo.first + "/nodesc", Consumer::Codex), QString("rejected"));
    QCOMPARE(v(m, repo.first + "/nodesc", Consumer::ClaudeCode), QString("full")); // lists the body's first line

    // The summaries count every row once per consumer.
    for (const ConsumerSummary &s : m.summaries) {
        int total = 0;
        for (int n : s.counts)
            total += n;
        QCOMPARE(total, 10);
    }
    // Each client's own window for its default model: Claude Code 1,000,000 x 3 x 1%, Codex 2% of 272,000.
    QCOMPARE(m.summaries.at(int(Consumer::ClaudeCode)).unit, QString("characters"));
    QCOMPARE(m.summaries.at(int(Consumer::ClaudeCode)).budget, qint64(30000));
    QCOMPARE(m.summaries.at(int(Consumer::Codex)).unit, QString("tokens"));
    QCOMPARE(m.summaries.at(int(Consumer::Codex)).budget, qint64(5440));
    QCOMPARE(m.summaries.at(int(Consumer::Codex)).counts.at(int(Verdict::Hidden)), 1);
    QCOMPARE(
        m.summaries.at(int(Consumer::ClaudeCode)).rules.describe(), QString("claude-code 2.1.328 (built-in rules)"));
    QCOMPARE(m.summaries.at(int(Consumer::Codex)).rules.describe(), QString("codex 0.169.0 (built-in rules)"));
    QCOMPARE(m.summaries.at(int(Consumer::Opencode)).rules.describe(), QString("opencode 1.18.33 (built-in rules)"));
    QVERIFY(m.summaries.at(int(Consumer::Deepseek)).rules.client.isEmpty());
    QVERIFY(m.toJsonText({ Consumer::ClaudeCode }).contains("\"rules\": \"claude-code 2.1.328 (built-in rules)\""));
    QVERIFY(!m.toJsonText({ Consumer::Minimal }).contains("\"rules\""));

    // rows are by name, then path
    QCOMPARE(m.skills.first().name, QString("bad-yaml"));
    QCOMPARE(m.skills.at(1).path, repo.first + "/dup/SKILL.md");
    QCOMPARE(m.skills.at(2).path, repo.second + "/dup/SKILL.md");
}

void VisibilityTest::reasonsAndFixes()
{
    Repo repo;
    const VisibilityMatrix m = *computeVisibility(repo.scan(), {}).matrix;
    const ConsumerVerdict manual = at(m, repo.first + "/manual", Consumer::ClaudeCode);
    QCOMPARE(describeReason(manual),
        QString("disable-model-invocation: true keeps it out of the model's listing (the user can run it)"));
    QCOMPARE(describeFix(manual), QString("Remove disable-model-invocation: true to let Claude choose the skill"));
    const ConsumerVerdict quiet = at(m, repo.first + "/quiet", Consumer::Codex);
    QCOMPARE(
        describeFix(quiet), QString("Set policy.allow_implicit_invocation: true in agents/openai.yaml, or remove it"));
    const ConsumerVerdict when = at(m, repo.first + "/when", Consumer::ClaudeCode);
    QCOMPARE(describeReason(when),
        QString("description and when_to_use are cut to 1,536 characters in the listing: 68 not shown"));
    QCOMPARE(describeFix(when), QString("Shorten description and when_to_use to 1,536 characters together"));
    const ConsumerVerdict dup = at(m, repo.second + "/dup", Consumer::Minimal);
    QCOMPARE(describeReason(dup),
        QString("a skill of the same name wins: %1/dup/SKILL.md (first root wins)").arg(repo.first));
    const ConsumerVerdict rejected = at(m, repo.first + "/nodesc", Consumer::Codex);
    QCOMPARE(describeReason(rejected), QString("Codex does not load this skill: missing field `description`"));
    QCOMPARE(describeFix(rejected), QString("Add description: saying what the skill does and when to use it"));
    const ConsumerVerdict bad = at(m, repo.first + "/bad-yaml", Consumer::SkillsRef);
    QVERIFY(describeReason(bad).contains("(line 3, column "));
    QCOMPARE(describeReason(at(m, repo.first + "/nodesc", Consumer::ClaudeCode)),
        QString("listed in full, but with the body's first line as its description (no description)"));
    QCOMPARE(describeReason(at(m, repo.first + "/nodesc", Consumer::Opencode)),
        QString("no description: loaded, but listed only with one (the model can load it by name)"));
    QCOMPARE(describeReason(at(m, repo.first + "/long-desc", Consumer::Codex)),
        QString("the description is over 1,024 characters: cut when the skill is loaded, 9 not shown"));
    const ConsumerVerdict unreadable = at(m, repo.first + "/bad-yaml", Consumer::TrpcPython);
    QVERIFY(describeReason(unreadable).startsWith("yaml.safe_load cannot read the frontmatter ("));
    QVERIFY(describeFix(at(m, repo.first + "/good", Consumer::Codex)).isEmpty());
}

void VisibilityTest::budgetsAtSeveralWindows()
{
    Repo repo;
    const SkillIndexPtr index = repo.scan();
    VisibilitySettings s;
    s.contextWindowTokens = 1000; // Claude Code 30 characters: names only; Codex 20 tokens: one bare line at most
    VisibilityMatrix m = *computeVisibility(index, s).matrix;
    QCOMPARE(v(m, repo.first + "/good", Consumer::ClaudeCode), QString("name-only"));
    QCOMPARE(describeReason(at(m, repo.first + "/good", Consumer::ClaudeCode)),
        QString("listed by name only: the listing overflows its budget of 30 characters"));
    QCOMPARE(m.summaries.at(int(Consumer::Codex)).counts.at(int(Verdict::Omitted)) > 0, true);
    QCOMPARE(describeReason(at(m, repo.first + "/good", Consumer::Codex)).left(46),
        QString("left out of the list: even bare lines exceed t"));
    // An older Claude model: 200,000 x 4 x 1%.
    s.contextWindowTokens = 0;
    s.claudeModel = QStringLiteral("claude-sonnet-4-5");
    m = *computeVisibility(index, s).matrix;
    QCOMPARE(m.summaries.at(int(Consumer::ClaudeCode)).budget, qint64(8000));
    s.claudeModel.clear();
    // A window where Codex shortens (the bare lines fit, the full ones do not).
    s.contextWindowTokens = 10000; // Codex 200 tokens, its own four skills included
    m = *computeVisibility(index, s).matrix;
    const ConsumerSummary codex = m.summaries.at(int(Consumer::Codex));
    QVERIFY2(codex.counts.at(int(Verdict::Shortened)) + codex.counts.at(int(Verdict::NameOnly))
                + codex.counts.at(int(Verdict::Omitted))
            > 0,
        "a 200-token budget cannot hold every line in full");
    QVERIFY(codex.used <= codex.budget);
    // trpc-go's max overview: the rest name-only
    s = {};
    s.trpcMaxOverview = 1;
    m = *computeVisibility(index, s).matrix;
    QCOMPARE(m.summaries.at(int(Consumer::TrpcGo)).counts.at(int(Verdict::NameOnly)), 8); // 9 listed, 1 in full
    // deepseek's description cap
    s = {};
    s.deepseekMaxDescription = 10;
    m = *computeVisibility(index, s).matrix;
    QCOMPARE(v(m, repo.first + "/good", Consumer::Deepseek), QString("shortened"));
}

void VisibilityTest::shadowingPerConsumer()
{
    QTemporaryDir dir;
    const QString project = dir.filePath("proj/.claude/skills");
    const QString personal = dir.filePath("home/.claude/skills");
    write(project + "/same/SKILL.md", skill("same", "Project copy."));
    write(personal + "/same/SKILL.md", skill("same", "Personal copy."));
    const SkillIndexPtr index = scanRoots({ { project, "Claude Code (project)", RootScope::Project },
        { personal, "Claude Code (personal)", RootScope::Personal } });
    const VisibilityMatrix m = *computeVisibility(index, {}).matrix;
    // Claude Code: personal beats project; tRPC: the first root wins; Codex keeps both.
    QCOMPARE(v(m, project + "/same", Consumer::ClaudeCode), QString("shadowed"));
    QCOMPARE(v(m, personal + "/same", Consumer::ClaudeCode), QString("full"));
    QCOMPARE(at(m, project + "/same", Consumer::ClaudeCode).other, personal + "/same/SKILL.md");
    QCOMPARE(v(m, project + "/same", Consumer::TrpcGo), QString("full"));
    QCOMPARE(v(m, personal + "/same", Consumer::TrpcGo), QString("shadowed"));
    QCOMPARE(v(m, project + "/same", Consumer::Codex), QString("full"));
    QCOMPARE(v(m, personal + "/same", Consumer::Codex), QString("full"));
    QCOMPARE(v(m, personal + "/same", Consumer::SkillsRef), QString("full"));
    // opencode: the last skill read under a name wins, which one that is varies from run to run (the policy says so).
    QCOMPARE(v(m, project + "/same", Consumer::Opencode), QString("shadowed"));
    QCOMPARE(v(m, personal + "/same", Consumer::Opencode), QString("full"));
    QCOMPARE(at(m, project + "/same", Consumer::Opencode).policy,
        QString("opencode: the last one read wins, and its reading order varies from run to run"));
    // Claude Code keys skills by folder: one name in two folders is two skills.
    write(personal + "/another-folder/SKILL.md", skill("same", "Same name, another folder."));
    const VisibilityMatrix two
        = *computeVisibility(scanRoots({ { personal, "personal", RootScope::Personal } }), {}).matrix;
    QCOMPARE(v(two, personal + "/same", Consumer::ClaudeCode), QString("full"));
    QCOMPARE(v(two, personal + "/another-folder", Consumer::ClaudeCode), QString("full"));
    QCOMPARE(v(two, personal + "/same", Consumer::TrpcGo), QString("shadowed")); // the lexically first wins
    // Claude Code ranks the roots as the index's claude policy does: a root the user added before a bundled one.
    const QString bundled = dir.filePath("bundled");
    const QString custom = dir.filePath("custom");
    write(bundled + "/same/SKILL.md", skill("same", "Bundled copy."));
    write(custom + "/same/SKILL.md", skill("same", "Custom copy."));
    const VisibilityMatrix ranked = *computeVisibility(
        scanRoots({ { bundled, "bundled", RootScope::Bundled }, { custom, "custom", RootScope::Custom } }), {})
                                         .matrix;
    QCOMPARE(v(ranked, bundled + "/same", Consumer::ClaudeCode), QString("shadowed"));
    QCOMPARE(v(ranked, custom + "/same", Consumer::ClaudeCode), QString("full"));
}

namespace {
// One root of skills (folder -> SKILL.md) and its matrix.
VisibilityMatrix matrixOf(
    const QString &root, const QList<std::pair<QString, QByteArray>> &skills, const VisibilitySettings &settings = {})
{
    for (const auto &[folder, text] : skills)
        write(root + "/" + folder + "/SKILL.md", text);
    return *computeVisibility(scanRoots({ { root, "user", RootScope::Personal } }), settings).matrix;
}

// The gemini-cli listing of a matrix's listed skills, as the dialect renders it.
QString geminiListing(const QString &root)
{
    const LoadedSkills loaded = loadSkillsFromRoots({ root }, SkillContent::CatalogOnly, true);
    return renderCatalog(QStringLiteral("gemini-cli"), catalogSkillsOf(loaded.skills));
}
} // namespace

void VisibilityTest::geminiCliListsEverySkillInFull()
{
    // No budget: 160 skills, one with a 2,000-character description, all full even for a tiny window.
    QTemporaryDir dir;
    QList<std::pair<QString, QByteArray>> skills;
    for (int i = 1; i <= 160; ++i) {
        const QByteArray n = "sk-" + QByteArray::number(i).rightJustified(3, '0');
        skills << std::pair { QString::fromLatin1(n), skill(n, "Skill " + n + " " + QByteArray(300, 'x')) };
    }
    skills << std::pair { QStringLiteral("long"), skill("long", QByteArray(2000, 'l')) };
    VisibilitySettings tiny;
    tiny.contextWindowTokens = 1000;
    const VisibilityMatrix m = matrixOf(dir.filePath("s"), skills, tiny);
    const ConsumerSummary &summary = m.summaries.at(int(Consumer::GeminiCli));
    QCOMPARE(summary.counts.at(int(Verdict::Full)), 161);
    QCOMPARE(summary.budget, qint64(-1));
    QCOMPARE(summary.rules.describe(), QString("gemini-cli 0.61.0 (built-in rules)"));
    QCOMPARE(at(m, dir.filePath("s/long"), Consumer::GeminiCli).reason, Reason::Listed);
    QVERIFY(geminiListing(dir.filePath("s")).contains("<description>" + QString(2000, 'l') + "</description>"));
}

void VisibilityTest::geminiCliReadsYamlThenLines()
{
    QTemporaryDir dir;
    const QString root = dir.filePath("s");
    const VisibilityMatrix m = matrixOf(root,
        { { "colon", "---\nname: colon\ndescription: Use when: YAML breaks\n  and this line continues\n---\nB\n" },
            { "unclosed", "---\nname: unclosed\ndescription: [unclosed\n---\nB\n" },
            { "number", "---\nname: number\ndescription: 123\n---\nB\n" },
            { "null", "---\nname: null-desc\ndescription:\n---\nB\n" },
            { "empty", "---\nname: empty\ndescription: \"\"\n---\nB\n" },
            { "folded", "---\nname: folded\ndescription: >\n  First line\n  second.\n\n  New paragraph.\n---\nB\n" },
            { "nested", "---\nname: nested\nmetadata:\n  description: Nested only.\n---\nB\n" },
            { "crlf", "---\r\nname: crlf\r\ndescription: CRLF.\r\n---\r\nB\r\n" } });
    for (const char *folder : { "colon", "unclosed", "number", "null", "empty", "folded", "nested", "crlf" })
        QCOMPARE(v(m, root + "/" + folder, Consumer::GeminiCli), QString("full"));
    const QString listing = geminiListing(root);
    // The line reader: the value as written, indented lines joined with spaces.
    QVERIFY(listing.contains("<name>colon</name>\n    <description>Use when: YAML breaks and this line "
                             "continues</description>"));
    QVERIFY(listing.contains("<name>unclosed</name>\n    <description>[unclosed</description>"));
    QVERIFY(listing.contains("<name>number</name>\n    <description>123</description>")); // not a string in YAML
    QVERIFY(listing.contains("<name>null-desc</name>\n    <description></description>"));
    QVERIFY(listing.contains("<name>nested</name>\n    <description>Nested only.</description>"));
    // YAML's string as it is: empty, or folded with its newlines.
    QVERIFY(listing.contains("<name>empty</name>\n    <description></description>"));
    QVERIFY(
        listing.contains("<name>folded</name>\n    <description>First line second.\nNew paragraph.\n</description>"));
    QVERIFY(listing.contains("<name>crlf</name>\n    <description>CRLF.</description>"));
}

void VisibilityTest::geminiCliRefusals()
{
    QTemporaryDir dir;
    const QString root = dir.filePath("s");
    const VisibilityMatrix m = matrixOf(root,
        { { "noname", "---\ndescription: No name.\n---\nB\n" }, { "nodesc", "---\nname: nodesc\n---\nB\n" },
            { "nofm", "# No frontmatter\n\nBody.\n" },
            { "bom", "\xEF\xBB\xBF---\nname: bom\ndescription: After a byte-order mark.\n---\nB\n" },
            { "broken", "---\nname: [broken\n---\nB\n" } });
    const ConsumerVerdict noname = at(m, root + "/noname", Consumer::GeminiCli);
    QCOMPARE(noname.verdict, Verdict::Rejected);
    QCOMPARE(describeReason(noname),
        QString("Gemini CLI does not load this skill: no name (it needs name and description as strings)"));
    QCOMPARE(describeFix(noname), QString("Add name: and description: to the frontmatter"));
    const ConsumerVerdict nodesc = at(m, root + "/nodesc", Consumer::GeminiCli);
    QCOMPARE(nodesc.verdict, Verdict::Rejected);
    QCOMPARE(describeReason(nodesc),
        QString("Gemini CLI does not load this skill: no description (it needs name and description as strings)"));
    QCOMPARE(describeFix(nodesc), QString("Add description: saying what the skill does and when to use it"));
    for (const char *folder : { "nofm", "bom" }) {
        const ConsumerVerdict none = at(m, root + "/" + folder, Consumer::GeminiCli);
        QCOMPARE(none.verdict, Verdict::Unparsed);
        QCOMPARE(describeReason(none),
            QString("Gemini CLI finds no frontmatter (a first line `---` and a later line starting with `---`)"));
    }
    // js-yaml refuses it and the line reader finds a name but no description.
    const ConsumerVerdict broken = at(m, root + "/broken", Consumer::GeminiCli);
    QCOMPARE(broken.verdict, Verdict::Unparsed);
    QVERIFY2(describeReason(broken).startsWith("js-yaml 4 (Gemini CLI): "), qPrintable(describeReason(broken)));
    QVERIFY2(describeReason(broken).endsWith("; its line reader then finds no description"),
        qPrintable(describeReason(broken)));
    QVERIFY(!geminiListing(root).contains("<name>"));
}

void VisibilityTest::geminiCliNames()
{
    QTemporaryDir dir;
    const QString root = dir.filePath("s");
    const VisibilityMatrix m = matrixOf(root,
        { { "folder", skill("frontmatter-name", "Its folder has another name.") },
            { "odd", skill("'a:b/c<d>e*f?g|h\"i\\j'", "Characters it replaces.") },
            { "plain", skill("a-b-c-d-e-f-g-h-i-j", "The replaced name, written out.") } });
    const QString listing = geminiListing(root);
    QVERIFY(listing.contains("<name>frontmatter-name</name>"));
    QVERIFY(!listing.contains("<name>folder</name>"));
    // `: \ / < > * ? " |` become `-`: the two names meet, and the one read later (a lower path) wins.
    QCOMPARE(v(m, root + "/folder", Consumer::GeminiCli), QString("full"));
    QCOMPARE(v(m, root + "/odd", Consumer::GeminiCli), QString("full"));
    QCOMPARE(v(m, root + "/plain", Consumer::GeminiCli), QString("shadowed"));
    QCOMPARE(at(m, root + "/plain", Consumer::GeminiCli).other, root + "/odd/SKILL.md");
    QCOMPARE(listing.count("<name>a-b-c-d-e-f-g-h-i-j</name>"), 1);
    QVERIFY(listing.contains("<description>Characters it replaces.</description>"));
}

void VisibilityTest::geminiCliLaterSourceWins()
{
    QTemporaryDir dir;
    const QString project = dir.filePath("proj/.agents/skills");
    const QString personal = dir.filePath("home/.gemini/skills");
    write(project + "/same/SKILL.md", skill("same", "Project copy."));
    write(personal + "/same/SKILL.md", skill("same", "Personal copy."));
    write(personal + "/c-twin/SKILL.md", skill("twin", "Read first (the higher path)."));
    write(personal + "/b-mid/SKILL.md", skill("mid", "Between the twins."));
    write(personal + "/a-twin/SKILL.md", skill("twin", "Read later (the lower path)."));
    // The project root first in the repository: Gemini CLI still reads the user's folders before the workspace's.
    const SkillIndexPtr index
        = scanRoots({ { project, "project", RootScope::Project }, { personal, "personal", RootScope::Personal } });
    const VisibilityMatrix m = *computeVisibility(index, {}).matrix;
    QCOMPARE(v(m, project + "/same", Consumer::GeminiCli), QString("full"));
    const ConsumerVerdict shadowed = at(m, personal + "/same", Consumer::GeminiCli);
    QCOMPARE(shadowed.verdict, Verdict::Shadowed);
    QCOMPARE(shadowed.other, project + "/same/SKILL.md");
    // One root: descending paths, so a-twin is read after c-twin and replaces it.
    QCOMPARE(v(m, personal + "/a-twin", Consumer::GeminiCli), QString("full"));
    QCOMPARE(v(m, personal + "/c-twin", Consumer::GeminiCli), QString("shadowed"));
    QCOMPARE(at(m, personal + "/c-twin", Consumer::GeminiCli).other, personal + "/a-twin/SKILL.md");
    // ... usually: inside one folder the client's walk decides, and the policy says so (not so across folders).
    QCOMPARE(at(m, personal + "/c-twin", Consumer::GeminiCli).policy,
        QString("Gemini CLI: in one folder the order of its walk decides, usually the lower path wins"));
    QCOMPARE(shadowed.policy, QString("Gemini CLI: the last one read wins (user roots, then project roots)"));
    // The listing agrees: the winner in the place of the first one read (c-twin's, before mid).
    const LoadedSkills loaded = loadSkillsFromRoots({ personal }, SkillContent::CatalogOnly, true);
    const QString listing = renderCatalog(QStringLiteral("gemini-cli"), catalogSkillsOf(loaded.skills));
    QCOMPARE(listing.count("<name>twin</name>"), 1);
    QVERIFY(listing.indexOf("<name>same</name>") < listing.indexOf("Read later (the lower path)."));
    QVERIFY(listing.indexOf("Read later (the lower path).") < listing.indexOf("<name>mid</name>"));
    QVERIFY(!listing.contains("Read first"));
}

void VisibilityTest::geminiCliHasNoPolicyFields()
{
    QTemporaryDir dir;
    const QString root = dir.filePath("s");
    write(root + "/quiet/agents/openai.yaml", "policy:\n  allow_implicit_invocation: false\n");
    const VisibilityMatrix m = matrixOf(root,
        { { "manual", skill("manual", "Deploys.", "disable-model-invocation: true\n") },
            { "rusty", skill("rusty", "Rust rules.", "paths:\n  - \"**/*.rs\"\n") },
            { "quiet", skill("quiet", "Quiet skill.") } });
    for (const char *folder : { "manual", "rusty", "quiet" })
        QCOMPARE(v(m, root + "/" + folder, Consumer::GeminiCli), QString("full"));
    QCOMPARE(v(m, root + "/manual", Consumer::ClaudeCode), QString("hidden"));
}

void VisibilityTest::incrementalEqualsFull()
{
    Repo repo;
    const SkillIndexPtr before = repo.scan();
    const VisibilityResult first = computeVisibility(before, {});
    // Edit one skill: it becomes hidden from Claude Code, and its description grows for deepseek.
    write(repo.first + "/good/SKILL.md", skill("good", QByteArray(600, 'g'), "disable-model-invocation: true\n"));
    ScanOptions o;
    o.collectFolders = true;
    const SkillIndexPtr after = rescanChanged(before,
        { { repo.first, "user", RootScope::Custom }, { repo.second, "user", RootScope::Custom } },
        { repo.first + "/good/SKILL.md" }, o);
    const VisibilityResult incremental = computeVisibility(after, {}, first.cache);
    QCOMPARE(incremental.readSkills, 1);
    const VisibilityResult full = computeVisibility(after, {});
    QCOMPARE(full.readSkills, 10);
    QVERIFY(*incremental.matrix == *full.matrix);
    QCOMPARE(v(*incremental.matrix, repo.first + "/good", Consumer::ClaudeCode), QString("hidden"));
    QCOMPARE(v(*incremental.matrix, repo.first + "/good", Consumer::Deepseek), QString("shortened"));
    // Nothing changed: nothing read, same matrix.
    const VisibilityResult again = computeVisibility(after, {}, incremental.cache);
    QCOMPARE(again.readSkills, 0);
    QVERIFY(*again.matrix == *full.matrix);
    // Other settings reuse the facts and still equal a fresh computation.
    VisibilitySettings small;
    small.contextWindowTokens = 5000;
    const VisibilityResult resized = computeVisibility(after, small, again.cache);
    QCOMPARE(resized.readSkills, 0);
    QVERIFY(*resized.matrix == *computeVisibility(after, small).matrix);
    // Removing a skill drops its row.
    QDir(repo.first + "/rusty").removeRecursively();
    const SkillIndexPtr removed = rescanChanged(after,
        { { repo.first, "user", RootScope::Custom }, { repo.second, "user", RootScope::Custom } },
        { repo.first + "/rusty" }, o);
    const VisibilityResult dropped = computeVisibility(removed, {}, again.cache);
    QCOMPARE(dropped.matrix->skills.size(), qsizetype(9));
    QCOMPARE(dropped.readSkills, 0);
    QVERIFY(*dropped.matrix == *computeVisibility(removed, {}).matrix);
}

void VisibilityTest::openAiYamlEditIsSeen()
{
    Repo repo;
    const SkillIndexPtr index = repo.scan();
    const VisibilityResult first = computeVisibility(index, {});
    QCOMPARE(v(*first.matrix, repo.first + "/quiet", Consumer::Codex), QString("hidden"));
    // The SKILL.md is untouched (same parsed document); only the policy file changes, with another size.
    write(repo.first + "/quiet/agents/openai.yaml", "policy:\n  allow_implicit_invocation: true\n");
    const VisibilityResult second = computeVisibility(index, {}, first.cache);
    QCOMPARE(second.readSkills, 1);
    QCOMPARE(v(*second.matrix, repo.first + "/quiet", Consumer::Codex), QString("full"));
    QVERIFY(*second.matrix == *computeVisibility(index, {}).matrix);
}

void VisibilityTest::emptyAndCancelled()
{
    const VisibilityResult empty = computeVisibility(std::make_shared<const SkillIndex>(), {});
    QVERIFY(empty.matrix->skills.isEmpty());
    QCOMPARE(empty.matrix->summaries.size(), qsizetype(kConsumerCount));
    Repo repo;
    std::atomic_bool stop { true };
    const VisibilityResult cancelled = computeVisibility(repo.scan(), {}, {}, &stop);
    QVERIFY(cancelled.cancelled);
    QVERIFY(!cancelled.matrix);
}

void VisibilityTest::engineComputesOffTheGuiThreadAndCoalesces()
{
    Repo repo;
    const SkillIndexPtr first = repo.scan();
    VisibilityEngine engine;
    QVERIFY(engine.matrix()->skills.isEmpty());
    QSignalSpy changed(&engine, &VisibilityEngine::matrixChanged);
    QSignalSpy computing(&engine, &VisibilityEngine::computingChanged);
    engine.setSnapshot(first);
    QVERIFY(engine.isComputing()); // the call returned at once: the work is on the background pool
    QVERIFY(changed.wait(20000));
    QVERIFY(!engine.isComputing());
    QCOMPARE(computing.first().first().toBool(), true);
    QCOMPARE(computing.last().first().toBool(), false);
    QVERIFY(*engine.matrix() == *computeVisibility(first, {}).matrix);
    QCOMPARE(engine.lastReadSkills(), 10);

    // Two inputs in a row: one computation runs, the second input is taken up after it; only the newest matrix is
    // shown, and it equals a fresh computation of the newest inputs.
    changed.clear();
    write(repo.first + "/good/SKILL.md", skill("good", "Changed.", "disable-model-invocation: true\n"));
    ScanOptions o;
    o.collectFolders = true;
    const SkillIndexPtr second = rescanChanged(first,
        { { repo.first, "user", RootScope::Custom }, { repo.second, "user", RootScope::Custom } },
        { repo.first + "/good/SKILL.md" }, o);
    VisibilitySettings small;
    small.contextWindowTokens = 3000;
    engine.setSnapshot(second);
    engine.setSettings(small);
    QTRY_VERIFY_WITH_TIMEOUT(!engine.isComputing() && !changed.isEmpty(), 20000);
    QCOMPARE(changed.size(), 1);
    QVERIFY(*engine.matrix() == *computeVisibility(second, small).matrix);
    QCOMPARE(engine.lastReadSkills(), 0); // the edit was read by the first of the two runs
    QCOMPARE(v(*engine.matrix(), repo.first + "/good", Consumer::ClaudeCode), QString("hidden"));
    // The same settings again: nothing to do.
    changed.clear();
    engine.setSettings(small);
    QVERIFY(!engine.isComputing());
}

QTEST_GUILESS_MAIN(VisibilityTest)
#include "tst_visibility.moc"
