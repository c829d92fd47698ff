// Catalog dialects: exact outputs (inline and golden files) for every built-in dialect, trpc-go prioritisation
// and max-overview, deepseek truncation, ordering and the re-send digest rule, codex budget, user dialects.
#include "catalog/catalogrenderer.h"
#include "catalog/catalogtext.h"
#include "catalog/codexdialect.h"
#include "catalog/deepseekcatalog.h"
#include "catalog/trpcgodialect.h"
#include "catalog/userdialect.h"
#include "catalogfixtures.h"

#include <QCryptographicHash>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using sw::testing::fixtureSkills;
using sw::testing::generatedSkills;
using sw::testing::matchesGolden;

namespace {
CatalogSkill skill(const char *name, const QString &description, const char *location = "/s/SKILL.md")
{
    return { QString::fromUtf8(name), description, QString::fromUtf8(location) };
}
} // namespace

class CatalogTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void dialectNames();
    void agentSkillsXmlExact();
    void minimalAndPythonExact();
    void trpcGoDefaultForm();
    void trpcGoGuidanceOptions();
    void trpcGoQueryTokens();
    void trpcGoPrioritisation_data();
    void trpcGoPrioritisation();
    void trpcGoMaxOverview();
    void trpcGoMergeIntoSystem();
    void deepseekNormalisationAndEscaping();
    void deepseekTruncationBoundary();
    void deepseekCodePointOrder();
    void deepseekDigestAndTracker();
    void codexExactAndBudget();
    void entriesAppearInCatalog_data();
    void entriesAppearInCatalog();
    void goldens_data();
    void goldens();
    void templateExpansion();
    void userDialectFiles();
    void userDialectErrors();
};

void CatalogTest::initTestCase()
{
    qputenv("CODEX_HOME", "/codex-home"); // Codex's own skills' root in its listings: the same on every machine
    // Keep the user's own dialect folder out of the test: only the shipped example is read.
    QStandardPaths::setTestModeEnabled(true);
    qunsetenv("SW_DIALECTS_DIR");
}

void CatalogTest::dialectNames()
{
    const QStringList names = catalogDialectNames();
    QCOMPARE(
        names.mid(0, 6), (QStringList { "agentskills-xml", "trpc-go", "trpc-python", "deepseek", "codex", "minimal" }));
    QVERIFY(names.contains("markdown-table")); // shipped example in resources/dialects
    QVERIFY(isCatalogDialect("deepseek"));
    QVERIFY(!isCatalogDialect("no-such-dialect"));
    QCOMPARE(renderCatalog("no-such-dialect", fixtureSkills()), QString());
}

void CatalogTest::agentSkillsXmlExact()
{
    const QList<CatalogSkill> skills { skill("b-skill", "Use <this> & \"that\" isn't", "/abs/b-skill/SKILL.md"),
        skill("a&b", "x", "/abs/a&b/SKILL.md") };
    const QString expected = "<available_skills>\n"
                             "<skill>\n<name>\nb-skill\n</name>\n<description>\n"
                             "Use &lt;this&gt; &amp; &quot;that&quot; isn&#x27;t\n</description>\n"
                             "<location>\n/abs/b-skill/SKILL.md\n</location>\n</skill>\n"
                             "<skill>\n<name>\na&amp;b\n</name>\n<description>\nx\n</description>\n"
                             "<location>\n/abs/a&b/SKILL.md\n</location>\n</skill>\n"
                             "</available_skills>";
    QCOMPARE(renderCatalog("agentskills-xml", skills), expected); // argument order kept, location not escaped
    QCOMPARE(renderCatalog("agentskills-xml", {}), QString("<available_skills>\n</available_skills>"));
}

void CatalogTest::minimalAndPythonExact()
{
    const QList<CatalogSkill> skills { skill("web-access", "所有联网操作必须通过此 skill 处理"),
        skill("example", "Example skill demonstrating the skill system") };
    QCOMPARE(renderCatalog("minimal", skills),
        QString("Skills available:\n  - example: Example skill demonstrating the skill system\n"
                "  - web-access: 所有联网操作必须通过此 skill 处理"));
    QCOMPARE(renderCatalog("minimal", {}), QString("Skills available:\n"));
    QCOMPARE(renderCatalog("trpc-python", skills),
        QString("Available skills:\n- example: Example skill demonstrating the skill system\n"
                "- web-access: 所有联网操作必须通过此 skill 处理\n"));
    QCOMPARE(renderCatalog("trpc-python", {}), QString());
}

void CatalogTest::trpcGoDefaultForm()
{
    const QList<CatalogSkill> skills { skill("zeta", "Last."), skill("alpha", "") };
    const QString routing = "The short lines below are routing summaries only. If one looks relevant, call skill_load "
                            "before relying on it or repeating domain-specific tool work.\n";
    const QString text = renderCatalog("trpc-go", skills);
    const QString guidance = TrpcGoWording::defaults().guidance;
    QCOMPARE(text, "Available skills:\n" + routing + "- alpha: \n- zeta: Last.\n" + guidance);
    QVERIFY(guidance.startsWith("\nTooling and workspace guidance:\n- "));
    QVERIFY(guidance.endsWith(".\n"));
    QCOMPARE(renderCatalog("trpc-go", {}), QString()); // no overview for an empty repository
}

void CatalogTest::trpcGoGuidanceOptions()
{
    const QList<CatalogSkill> skills { skill("alpha", "A.") };
    CatalogOptions options;
    options.guidance = QString();
    const QString bare = renderCatalog("trpc-go", skills, options);
    QVERIFY(bare.endsWith("- alpha: A.\n"));
    QVERIFY(!bare.contains("Tooling"));
    options.guidance = QStringLiteral("Custom:\n- one");
    QCOMPARE(renderCatalog("trpc-go", skills, options), bare + "\nCustom:\n- one\n");
    options.guidance = QStringLiteral("\nAlready framed\n");
    QCOMPARE(renderCatalog("trpc-go", skills, options), bare + "\nAlready framed\n");
}

void CatalogTest::trpcGoQueryTokens()
{
    const TrpcGoDialect dialect;
    QCOMPARE(dialect.queryTokens("The PDF's x-ray, über-fast 東京タワー! pdf AND 42 123"),
        (QStringList { "pdf", "ray", "über", "fast", "東京タワー", "123" }));
    QCOMPARE(dialect.queryTokens("Please use the tools for this"), QStringList { "tools" });
    QCOMPARE(dialect.queryTokens(QString()), QStringList());
}

void CatalogTest::trpcGoPrioritisation_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QString>("recommended");

    // Skills (name order): csv-clean, data-report, pdf-tools, report-mail.
    QTest::newRow("no message keeps name order")
        << QString() << QStringList { "csv-clean", "data-report", "pdf-tools", "report-mail" } << QString();
    // data: data-report name(3); report: data-report name(3) + report-mail name(3); => data-report 6, report-mail
    // 3+1(desc "report")
    QTest::newRow("top below 2x runner-up")
        << "Build a data report" << QStringList { "data-report", "report-mail", "csv-clean", "pdf-tools" } << QString();
    // pdf: pdf-tools name 3 + description 1 = 4; others 0 -> recommended
    QTest::newRow("clear winner") << "convert this PDF"
                                  << QStringList { "pdf-tools", "csv-clean", "data-report", "report-mail" }
                                  << "pdf-tools";
    // "files": description-only matches score 1 each: below 4, order by score, ties keep name order
    QTest::newRow("description only, stable")
        << "merge files" << QStringList { "csv-clean", "pdf-tools", "data-report", "report-mail" } << QString();
    // stopwords and short words only: no change
    QTest::newRow("stopwords only") << "can you do it for me"
                                    << QStringList { "csv-clean", "data-report", "pdf-tools", "report-mail" }
                                    << QString();
    // csv: csv-clean name 3 + desc 1 = 4; data-report desc 1 -> 4 >= 2*1
    QTest::newRow("winner with runner-up")
        << "CSV" << QStringList { "csv-clean", "data-report", "pdf-tools", "report-mail" } << "csv-clean";
}

void CatalogTest::trpcGoPrioritisation()
{
    QFETCH(QString, message);
    QFETCH(QStringList, order);
    QFETCH(QString, recommended);
    const QList<CatalogSkill> skills {
        skill("report-mail", "Mails a finished report."),
        skill("pdf-tools", "Reads PDF files and fills forms."),
        skill("data-report", "Charts from CSV data."),
        skill("csv-clean", "Cleans CSV files."),
    };
    CatalogOptions options;
    options.latestUserMessage = message;
    QStringList names;
    for (const CatalogSkill &s : orderCatalogSkills("trpc-go", skills, options))
        names << s.name;
    QCOMPARE(names, order);
    const QString text = renderCatalog("trpc-go", skills, options);
    QStringList lines;
    for (const QString &line : text.split('\n'))
        if (line.startsWith("- ") && line.contains(": ") && !line.contains("skill_load"))
            lines << line.mid(2, line.indexOf(':') - 2);
    QCOMPARE(lines.mid(0, 4), order);
    const QString line = "[Top recommended skill for this request: `" + recommended
        + "`. Load it with skill_load before acting on it.]\n";
    if (recommended.isEmpty()) {
        QVERIFY(!text.contains("[Top recommended"));
    } else {
        QVERIFY(text.contains(line));
        QVERIFY(text.indexOf(line) < text.indexOf("\n- "));
    }
}

void CatalogTest::trpcGoMaxOverview()
{
    QList<CatalogSkill> skills;
    for (const char *name : { "e-five", "a-one", "c-three", "b-two", "d-four" })
        skills << skill(name, "About " + QString::fromLatin1(name) + ".");
    CatalogOptions options;
    options.maxOverviewSkills = 2;
    options.guidance = QString();
    options.latestUserMessage = "the four thing";
    QCOMPARE(renderCatalog("trpc-go", skills, options),
        QString("Available skills: (showing 2 of 5; remaining names listed below)\n"
                "The short lines below are routing summaries only. If one looks relevant, call skill_load "
                "before relying on it or repeating domain-specific tool work.\n"
                "[Top recommended skill for this request: `d-four`. Load it with skill_load before acting on it.]\n"
                "- d-four: About d-four.\n- a-one: About a-one.\n"
                "[Additional skills (use skill_load by name to access): b-two, c-three, e-five]\n"));
    options.maxOverviewSkills = 5; // not more than the total: the plain form
    QVERIFY(renderCatalog("trpc-go", skills, options).startsWith("Available skills:\nThe short"));
    QVERIFY(matchesGolden(renderCatalog("trpc-go", generatedSkills(300), { QString(), 500, 20, std::nullopt, 0 }),
        "trpc-go-max20-of-300.txt"));
}

void CatalogTest::trpcGoMergeIntoSystem()
{
    QCOMPARE(mergeTrpcOverviewIntoSystem("You are helpful.", "Available skills:\n- a: b\n"),
        QString("You are helpful.\n\nAvailable skills:\n- a: b\n"));
    QCOMPARE(mergeTrpcOverviewIntoSystem(QString(), "Available skills:\n"), QString("Available skills:\n"));
    QCOMPARE(mergeTrpcOverviewIntoSystem("x Available skills: y", "Available skills:\n- a: b\n"),
        QString("x Available skills: y"));
}

void CatalogTest::deepseekNormalisationAndEscaping()
{
    const QList<CatalogSkill> skills {
        skill("b", QString::fromUtf8("\xEF\xBB\xBF  Tabs\tand\u3000wide\u00A0space\n\nA & <b> \"q\"  ")), skill("a", "")
    };
    const QString expected = "<system-reminder>\n"
                             "A skill is a reusable set of task-specific instructions. The following skills are "
                             "available in this session:\n"
                             "\n<available_skills>\n"
                             "- `a`: \n"
                             "- `b`: Tabs and wide space A &amp; &lt;b&gt; \"q\"\n"
                             "</available_skills>\n\n"
                             "If the user names a skill, or the task clearly matches a skill's description, call the "
                             "`skill` tool with the "
                             "exact skill name before taking task actions. Load all applicable skills, then follow "
                             "their full instructions. "
                             "This catalog contains summaries only; do not infer or follow a skill's instructions "
                             "until it has been loaded.\n"
                             "</system-reminder>";
    QCOMPARE(renderCatalog("deepseek", skills), expected);
    QCOMPARE(renderCatalog("deepseek", {}), QString());
    QString replacement = expected;
    replacement.replace(
        "A skill is a reusable set of task-specific instructions. The following skills are available in this session:",
        "The available skill catalog changed. This complete catalog replaces every earlier "
        "available-skills list in this session:");
    QCOMPARE(renderDeepseekCatalog(skills, {}, DeepseekCatalogForm::Replacement), replacement);
}

void CatalogTest::deepseekTruncationBoundary()
{
    // max 10: 10 units stay, 11 become 7 + "..."
    QCOMPARE(deepseekCatalogDescription("0123456789", 10), QString("0123456789"));
    QCOMPARE(deepseekCatalogDescription("0123456789A", 10), QString("0123456..."));
    // whitespace is collapsed before measuring
    QCOMPARE(deepseekCatalogDescription("  0123   456789  ", 10), QString("0123 45..."));
    // a surrogate pair straddling the cut is split as JavaScript's slice does
    const QString emoji = QString::fromUtf8("abcdef\xF0\x9F\x98\x80xyz"); // 6 + 2 + 3 = 11 units
    const QString cut = deepseekCatalogDescription(emoji, 10);
    QCOMPARE(cut.size(), 10);
    QVERIFY(cut.at(6).isHighSurrogate());
    QCOMPARE(cut.mid(7), QString("..."));
    // pair kept whole when it ends before the cut
    QCOMPARE(deepseekCatalogDescription(QString::fromUtf8("abcde\xF0\x9F\x98\x80xyzw"), 10),
        QString::fromUtf8("abcde\xF0\x9F\x98\x80..."));
    // the minimum is 3
    QCOMPARE(deepseekCatalogDescription("abcdef", 1), QString("..."));
    // default 500 through the options
    CatalogOptions options;
    const QString longText(600, QChar('x'));
    const QString entry = renderCatalogEntry("deepseek", skill("n", longText), options);
    QCOMPARE(entry, "- `n`: " + QString(497, QChar('x')) + "...\n");
    options.maxDescriptionLength = 600;
    QCOMPARE(renderCatalogEntry("deepseek", skill("n", longText), options), "- `n`: " + longText + "\n");
    // escaping happens after the cut: "&" at the boundary is not counted as "&amp;"
    QCOMPARE(renderCatalogEntry("deepseek", skill("n", "abcdef&"), { QString(), 7, 0, std::nullopt, 0 }),
        QString("- `n`: abcdef&amp;\n"));
}

void CatalogTest::deepseekCodePointOrder()
{
    // U+FF46 (fullwidth f) sorts before U+1D518 by code point, after it by UTF-16 unit.
    const QString fullwidth = QString::fromUtf8("\xEF\xBD\x86ull");
    const QString math = QString::fromUtf8("\xF0\x9D\x94\x98nicode");
    QList<CatalogSkill> skills { skill("b", "x"), { math, "x", "/m" }, skill("Z", "x"), { fullwidth, "x", "/f" },
        skill("a", "x") };
    QStringList names;
    for (const CatalogSkill &s : orderCatalogSkills("deepseek", skills))
        names << s.name;
    QCOMPARE(names, (QStringList { "Z", "a", "b", fullwidth, math }));
    QVERIFY(catalogtext::compareCodePoints(fullwidth, math) < 0);
    QVERIFY(fullwidth > math); // QString's own order is by UTF-16 unit
}

void CatalogTest::deepseekDigestAndTracker()
{
    const QList<CatalogSkill> one { skill("pdf", "Read  \"PDFs\"\n", "/a"), skill("csv", "Tab\there", "/b") };
    // Independent: the JSON text written out by hand, code-point order, descriptions normalised, unescaped.
    const QByteArray json = R"([["csv","Tab here"],["pdf","Read \"PDFs\""]])";
    QCOMPARE(deepseekCatalogDigest(one), QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex());
    QCOMPARE(catalogtext::jsonQuote(QString::fromUtf8("a\x01\xC3\xA9") + QChar(0xD800)),
        QByteArray("\"a\\u0001\xC3\xA9\\ud800\""));

    DeepseekCatalogTracker tracker;
    QCOMPARE(tracker.next({}).action, DeepseekCatalogTracker::Action::None); // nothing to publish yet
    const auto first = tracker.next(one);
    QCOMPARE(first.action, DeepseekCatalogTracker::Action::Initial);
    QCOMPARE(first.text, renderCatalog("deepseek", one));
    QCOMPARE(tracker.next(one).action, DeepseekCatalogTracker::Action::None);
    // a change that normalises to the same published entries (whitespace, location) is not re-sent
    QList<CatalogSkill> same = one;
    same[0].description = "  Read \"PDFs\"";
    same[1].location = "/elsewhere";
    QCOMPARE(tracker.next(same).action, DeepseekCatalogTracker::Action::None);
    QList<CatalogSkill> changed = one;
    changed << skill("docx", "Word files.");
    const auto second = tracker.next(changed);
    QCOMPARE(second.action, DeepseekCatalogTracker::Action::Replacement);
    QVERIFY(second.text.startsWith("<system-reminder>\nThe available skill catalog changed."));
    QVERIFY(second.text.contains("- `docx`: Word files.\n"));
    QCOMPARE(tracker.next(changed).action, DeepseekCatalogTracker::Action::None);
    const auto emptied = tracker.next({});
    QCOMPARE(emptied.action, DeepseekCatalogTracker::Action::Replacement);
    QVERIFY(emptied.text.contains("<available_skills>\n</available_skills>"));
    QVERIFY(matchesGolden(emptied.text, "deepseek-replacement-empty.txt"));
    QVERIFY(matchesGolden(second.text, "deepseek-replacement.txt"));
}

void CatalogTest::codexExactAndBudget()
{
    // The exact section; the budget branches are in tst_clientlistings.
    const QList<CatalogSkill> skills { skill("b-skill", "Second.", "/r/b-skill/SKILL.md"),
        skill("a-skill", "First.", "/r/a-skill/SKILL.md") };
    const CodexWording w = CodexWording::defaults();
    CatalogOptions own; // without Codex's own skills; skills without a root keep their absolute paths
    own.clientBuiltins = false;
    QCOMPARE(renderCatalog("codex", skills, own),
        "<skills_instructions>\n## Skills\n" + w.intro + "\n### Available skills\n"
            + "- a-skill: First. (file: /r/a-skill/SKILL.md)\n- b-skill: Second. (file: /r/b-skill/SKILL.md)\n"
            + "</skills_instructions>");
    own.model = QStringLiteral("gpt-5.5"); // a model whose instructions lack the how-to text
    QVERIFY(renderCatalog("codex", skills, own)
                .endsWith("### How to use skills\n" + w.howToUse + "\n</skills_instructions>"));
    own.model.clear();
    QCOMPARE(renderCatalog("codex", {}, own), QString());
    QVERIFY(renderCatalog("codex", {}).contains("(file: r0/skill-installer/SKILL.md)")); // Codex's own skills
}

void CatalogTest::entriesAppearInCatalog_data()
{
    QTest::addColumn<QString>("dialect");
    for (const QString &d : catalogDialectNames())
        QTest::newRow(qPrintable(d)) << d;
}

void CatalogTest::entriesAppearInCatalog()
{
    QFETCH(QString, dialect);
    const QList<CatalogSkill> skills = fixtureSkills();
    const QString text = renderCatalog(dialect, skills);
    QVERIFY(!text.isEmpty());
    for (const CatalogSkill &s : skills) {
        if (dialect == "codex" && !codexLoaderRefusal(s, *CodexRules::pinned()).isEmpty())
            continue; // Codex's loader refuses it (no description): not listed
        QString entry = renderCatalogEntry(dialect, s);
        QVERIFY2(!entry.isEmpty(), qPrintable(s.name));
        if (dialect == "minimal" || dialect == "markdown-table")
            entry.chop(1); // the last entry carries no separator
        QVERIFY2(text.contains(entry), qPrintable(dialect + ": " + entry));
    }
}

void CatalogTest::goldens_data()
{
    QTest::addColumn<QString>("dialect");
    QTest::addColumn<int>("count");
    for (const QString &d : catalogDialectNames()) {
        QTest::newRow(qPrintable(d + "-fixture")) << d << -1;
        QTest::newRow(qPrintable(d + "-empty")) << d << 0;
        QTest::newRow(qPrintable(d + "-300")) << d << 300;
    }
}

void CatalogTest::goldens()
{
    QFETCH(QString, dialect);
    QFETCH(int, count);
    const QList<CatalogSkill> skills = count < 0 ? fixtureSkills() : generatedSkills(count);
    const QString suffix = count < 0 ? QStringLiteral("fixture")
        : count == 0                 ? QStringLiteral("empty")
                                     : QString::number(count);
    CatalogOptions options;
    options.latestUserMessage = count < 0 ? QStringLiteral("Write a PDF report from CSV data") : QString();
    QVERIFY(matchesGolden(renderCatalog(dialect, skills, options), dialect + "-" + suffix + ".txt"));
    if (count == 300) {
        QStringList names;
        for (const CatalogSkill &s : orderCatalogSkills(dialect, skills, options))
            names << s.name;
        QCOMPARE(names.size(), 300);
        if (dialect == "gemini-cli") // descending path order, as Gemini CLI lists a skills folder
            QCOMPARE(names.first(), QString("skill-0299"));
        else if (dialect != "agentskills-xml") // to-prompt keeps argument order, every other dialect sorts
            QCOMPARE(names.first(), QString("skill-0000"));
    }
}

void CatalogTest::templateExpansion()
{
    const QHash<QString, QString> values { { "name", "n" }, { "count", "3" } };
    QCOMPARE(expandCatalogTemplate("{name}:{{name}}:{unknown}:{count}}}{", values), QString("n:{name}:{unknown}:3}{"));
}

void CatalogTest::userDialectFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const QString &name, const QByteArray &content) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    };
    write("angle.json", R"({"format": "skill-workbench-dialect/1", "name": "angle-list",
        "header": "<skills n=\"{count}\">\n", "entry": "<s i=\"{index}\" name=\"{name}\">{description}</s>",
        "separator": "\n", "footer": "\n</skills>", "escape": "xml", "normalizeWhitespace": true,
        "maxDescriptionLength": "option", "truncationMarker": "~", "sort": "codepoint"})");
    write("guidance.txt", "My exact framework guidance");
    write("go.json", R"({"format": "skill-workbench-dialect/1", "name": "trpc-go-mine", "base": "trpc-go",
        "guidanceFile": "guidance.txt", "recommendation": "[Best: {name}]", "stopwords": ["build"]})");
    write("codex.json", R"({"format": "skill-workbench-dialect/1", "name": "codex-mine", "base": "codex",
        "intro": "Intro.", "howToUse": "How."})");
    addUserDialectDirectory(dir.path());
    const QStringList names = catalogDialectNames();
    QVERIFY(names.contains("angle-list"));
    QVERIFY(names.contains("trpc-go-mine"));
    QVERIFY(names.contains("codex-mine"));

    CatalogOptions options;
    options.maxDescriptionLength = 7;
    QCOMPARE(renderCatalog("angle-list", { skill("b", "x <y>  z"), skill("a", "1234567X") }, options),
        QString(
            "<skills n=\"2\">\n<s i=\"1\" name=\"a\">123456~</s>\n<s i=\"2\" name=\"b\">x &lt;y&gt; z</s>\n</skills>"));
    QCOMPARE(renderCatalog("angle-list", {}), QString("<skills n=\"0\">\n\n</skills>"));

    options = {};
    options.latestUserMessage = "build the pdf";
    const QString go = renderCatalog("trpc-go-mine", { skill("pdf", "PDF."), skill("build", "Builds.") }, options);
    QVERIFY(go.contains("[Best: pdf]\n- pdf: PDF.\n- build: Builds.\n\nMy exact framework guidance\n"));
    CatalogOptions own;
    own.clientBuiltins = false;
    own.model = QStringLiteral("gpt-5.5");
    QVERIFY(renderCatalog("codex-mine", { skill("a", "A.") }, own)
                .startsWith("<skills_instructions>\n## Skills\nIntro.\n### Available skills\n"));
    QVERIFY(renderCatalog("codex-mine", { skill("a", "A.") }, own)
                .endsWith("### How to use skills\nHow.\n</skills_instructions>"));

    // loading one file by path
    write("single.json", R"({"format": "skill-workbench-dialect/1", "name": "single", "entry": "{name}"})");
    QString error;
    QCOMPARE(loadDialectFile(dir.filePath("single.json"), &error), QString("single"));
    QCOMPARE(renderCatalog("single", { skill("b", ""), skill("a", "") }), QString("a\nb"));
}

void CatalogTest::userDialectErrors()
{
    QTemporaryDir dir;
    auto check = [&](const QByteArray &content, const QString &expectedProblem) {
        const QString path = dir.filePath("bad.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        QString error;
        QCOMPARE(loadDialectFile(path, &error), QString());
        QCOMPARE(error, path + ": " + expectedProblem);
    };
    check(R"({"name": "x"})", "\"format\" must be \"skill-workbench-dialect/1\"");
    check(R"({"format": "skill-workbench-dialect/1"})", "\"name\" is required");
    check(R"({"format": "skill-workbench-dialect/1", "name": "deepseek"})",
        "\"name\" deepseek is a built-in dialect; choose another name");
    check(R"({"format": "skill-workbench-dialect/1", "name": "x", "escape": "url"})",
        "\"escape\" must be \"none\", \"html\" or \"xml\"");
    check(R"({"format": "skill-workbench-dialect/1", "name": "x", "entry": 3})", "\"entry\" must be a string");
    check(R"({"format": "skill-workbench-dialect/1", "name": "x", "base": "deepseek"})",
        "\"base\" must be \"trpc-go\", \"codex\", \"claude-code\", \"gemini-cli\" or \"opencode\" (or absent for a "
        "template dialect)");
    QString error;
    QCOMPARE(loadDialectFile(dir.filePath("missing.json"), &error), QString());
    QVERIFY(error.startsWith(dir.filePath("missing.json") + ": "));
}

QTEST_GUILESS_MAIN(CatalogTest)
#include "tst_catalog.moc"
