// Tests of the validator: every rule of the spec, claude, trpc and advice sets, asserting the exact rule id,
// position and message (and fix hints where the rule has a mechanical one).
#include "skill/skilldiscovery.h"
#include "skill/validator.h"
#include "testfiles.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sw;
using sw::test::writeFile;

namespace {

QStringList render(const QList<Diagnostic> &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out << QStringLiteral("%1 %2 %3:%4 %5")
                   .arg(d.rule, severityName(d.severity))
                   .arg(d.line)
                   .arg(d.column)
                   .arg(d.message);
    return out;
}

QList<Diagnostic> check(const QByteArray &raw, RuleSets rules, const QString &folder = QStringLiteral("demo"),
    const ValidationContext &context = {})
{
    const SkillDocument doc = parseSkillDocument(raw, QStringLiteral("/skills/%1/SKILL.md").arg(folder), folder);
    return validateSkill(doc, {}, rules, context);
}

const QByteArray kValid = "---\nname: demo\ndescription: Does the demo. Use when demoing.\n---\n# Demo\n";
const QString kAllowed
    = QStringLiteral("['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name']");

} // namespace

class TestValidator : public QObject
{
    Q_OBJECT
private slots:
    void validSkillHasNoDiagnostics();
    void specParseProblems_data();
    void specParseProblems();
    void specStrictYamlSubset();
    void specFields();
    void specNameRules_data();
    void specNameRules();
    void specDescriptionAndCompatibility();
    void specMetadataAndAllowedTools();
    void specFixHints();
    void claudeAlongsideSpec();
    void claudeStandalone();
    void trpcRules();
    void trpcCollisionAndPython();
    void adviceLengthAndTokens();
    void adviceFolderRules();
    void adviceOneNotePerFolderAndCaseSlips();
    void validateSkillAtReadsFolders();
    void ruleSetParsing();
    void discovery();
};

void TestValidator::validSkillHasNoDiagnostics()
{
    QCOMPARE(render(check(kValid, allRuleSets())), QStringList());
}

void TestValidator::specParseProblems_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no frontmatter") << QByteArray(
        "# Title\n") << "spec/frontmatter-start error 1:1 SKILL.md must start with YAML frontmatter (---)";
    QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF---\nname: demo\ndescription: d\n---\n")
                         << "spec/frontmatter-start error 1:1 SKILL.md must start with YAML frontmatter (---)";
    QTest::newRow("empty file") << QByteArray()
                                << "spec/frontmatter-start error 1:1 SKILL.md must start with YAML frontmatter (---)";
    QTest::newRow("unclosed") << QByteArray(
        "---\nname: demo\n") << "spec/frontmatter-unclosed error 1:1 SKILL.md frontmatter not properly closed with ---";
    QTest::newRow("invalid yaml")
        << QByteArray("---\nname: demo\ndescription: Use when: x\n---\n")
        << "spec/yaml-invalid error 3:22 Invalid YAML in frontmatter: the value of 'description' has an "
           "unquoted ': ', which YAML reads as the start of another key";
    QTest::newRow("list") << QByteArray("---\n- a\n---\n")
                          << "spec/frontmatter-not-mapping error 2:1 SKILL.md frontmatter must be a YAML mapping";
    QTest::newRow("empty frontmatter") << QByteArray(
        "---\n---\n") << "spec/frontmatter-not-mapping error 2:1 SKILL.md frontmatter must be a YAML mapping";
    QTest::newRow("invalid utf-8") << QByteArray("---\nname: d\xFF\n---\n")
                                   << "spec/encoding error 1:1 SKILL.md is not valid UTF-8";
}

void TestValidator::specParseProblems()
{
    QFETCH(QByteArray, raw);
    QFETCH(QString, expected);
    QCOMPARE(render(check(raw, RuleSet::Spec)), QStringList { expected });
}

void TestValidator::specStrictYamlSubset()
{
    // A repeated key is invalid YAML: an error that stops the checks, as in skills-ref.
    const QByteArray duplicate = "---\nname: demo\ndescription: d\nname: again\n---\n";
    QCOMPARE(render(check(duplicate, RuleSet::Spec)),
        QStringList { "spec/yaml-duplicate-key error 4:1 Invalid YAML in frontmatter: duplicate key 'name'" });
    // Flow style, anchors and tags are valid YAML and the specification allows them: warnings that only skills-ref
    // (strictyaml) refuses the file; the skill stays valid under `spec`.
    const QByteArray raw = "---\nname: demo\ndescription: d\nmetadata: {a: b}\nallowed-tools: [Read]\nlicense: &l MIT\n"
                           "compatibility: !!str x\n---\n";
    const QList<Diagnostic> diagnostics = check(raw, RuleSet::Spec);
    QCOMPARE(render(diagnostics),
        (QStringList {
            "spec/yaml-flow-style warning 4:11 skills-ref refuses this file: strictyaml does not allow flow mappings "
            "({...}), although they are valid YAML and the specification allows them",
            "spec/yaml-flow-style warning 5:16 skills-ref refuses this file: strictyaml does not allow flow sequences "
            "([...]), although they are valid YAML and the specification allows them",
            "spec/yaml-anchor warning 6:10 skills-ref refuses this file: strictyaml does not allow anchors (&) and "
            "aliases (*), although they are valid YAML",
            "spec/yaml-tag warning 7:16 skills-ref refuses this file: strictyaml does not allow explicit tags "
            "(tag:yaml.org,2002:str), although they are valid YAML",
            "spec/allowed-tools-not-string warning 5:16 Field 'allowed-tools' should be a space-separated string",
        }));
    QVERIFY(!hasErrors(diagnostics));
}

void TestValidator::specFields()
{
    QCOMPARE(render(check("---\ndescription: d\nversion: 1\nauthor: me\n---\n", RuleSet::Spec)),
        (QStringList {
            "spec/unexpected-fields error 3:1 Unexpected fields in frontmatter: author, version. Only " + kAllowed
                + " are allowed.",
            "spec/name-missing error 1:1 Missing required field in frontmatter: name",
        }));
    QCOMPARE(render(check("---\nname: demo\n---\n", RuleSet::Spec)),
        QStringList { "spec/description-missing error 1:1 Missing required field in frontmatter: description" });
    QCOMPARE(render(check("---\nname:\ndescription: '  '\n---\n", RuleSet::Spec)),
        (QStringList { "spec/name-empty error 2:1 Field 'name' must be a non-empty string",
            "spec/description-empty error 3:14 Field 'description' must be a non-empty string" }));
    QCOMPARE(render(check("---\nname:\n  - a\ndescription: d\n---\n", RuleSet::Spec)),
        QStringList { "spec/name-empty error 3:3 Field 'name' must be a non-empty string" });
    // skills-ref sees every scalar as a string: `name: 123` is a valid name for folder 123.
    QCOMPARE(
        render(check("---\nname: 123\ndescription: yes\n---\n", RuleSet::Spec, QStringLiteral("123"))), QStringList());
}

void TestValidator::specNameRules_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QStringList>("expected");
    const QString p = QStringLiteral("2:7 ");
    QTest::newRow("uppercase") << "Demo"
                               << "Demo"
                               << QStringList { "spec/name-lowercase error " + p
                                      + "Skill name 'Demo' must be lowercase" };
    QTest::newRow("edge hyphen") << "-demo"
                                 << "-demo"
                                 << QStringList { "spec/name-hyphen-edge error " + p
                                        + "Skill name cannot start or end with a hyphen" };
    QTest::newRow("double hyphen") << "de--mo"
                                   << "de--mo"
                                   << QStringList { "spec/name-consecutive-hyphens error " + p
                                          + "Skill name cannot contain consecutive hyphens" };
    QTest::newRow("underscore")
        << "de_mo"
        << "de_mo"
        << QStringList { "spec/name-invalid-characters error " + p
               + "Skill name 'de_mo' contains invalid characters. Only letters, digits, and hyphens are allowed." };
    QTest::newRow("folder") << "demo"
                            << "other"
                            << QStringList { "spec/name-folder-mismatch error " + p
                                   + "Directory name 'other' must match skill name 'demo'" };
    QTest::newRow("too long") << QString(65, u'a') << QString(65, u'a')
                              << QStringList { "spec/name-too-long error " + p + "Skill name '" + QString(65, u'a')
                                     + "' exceeds 64 character limit (65 chars)" };
    QTest::newRow("unicode letters pass") << QStringLiteral("技能") << QStringLiteral("技能") << QStringList();
    QTest::newRow("nfkc") << QStringLiteral("ｄｅｍｏ") << QStringLiteral("demo") << QStringList();
    QTest::newRow("several") << "My_Skill-"
                             << "x"
                             << QStringList { "spec/name-lowercase error " + p
                                        + "Skill name 'My_Skill-' must be lowercase",
                                    "spec/name-hyphen-edge error " + p + "Skill name cannot start or end with a hyphen",
                                    "spec/name-invalid-characters error " + p
                                        + "Skill name 'My_Skill-' contains invalid characters. Only letters, digits, "
                                          "and hyphens are allowed.",
                                    "spec/name-folder-mismatch error " + p
                                        + "Directory name 'x' must match skill name 'My_Skill-'" };
}

void TestValidator::specNameRules()
{
    QFETCH(QString, name);
    QFETCH(QString, folder);
    QFETCH(QStringList, expected);
    const QByteArray raw = "---\nname: " + name.toUtf8() + "\ndescription: d\n---\n";
    QCOMPARE(render(check(raw, RuleSet::Spec, folder)), expected);
}

void TestValidator::specDescriptionAndCompatibility()
{
    const QByteArray longText(1025, 'x');
    QCOMPARE(render(check(
                 "---\nname: demo\ndescription: " + longText + "\ncompatibility: " + QByteArray(501, 'c') + "\n---\n",
                 RuleSet::Spec)),
        (QStringList { "spec/description-too-long error 3:14 Description exceeds 1024 character limit (1025 chars)",
            "spec/compatibility-too-long error 4:16 Compatibility exceeds 500 character limit (501 chars)" }));
    QCOMPARE(render(check("---\nname: demo\ndescription: d\ncompatibility:\n  a: b\n---\n", RuleSet::Spec)),
        QStringList { "spec/compatibility-type error 5:3 Field 'compatibility' must be a string" });
    QCOMPARE(render(check("---\nname: demo\ndescription: d\ncompatibility: ''\n---\n", RuleSet::Spec)),
        QStringList {
            "spec/compatibility-empty error 4:16 Field 'compatibility' must be 1-500 characters when present" });
    // Code points, not UTF-16 units: 1024 emoji are within the limit.
    QByteArray emoji;
    for (int i = 0; i < 1024; ++i)
        emoji += "\xF0\x9F\x98\x80";
    QCOMPARE(render(check("---\nname: demo\ndescription: " + emoji + "\n---\n", RuleSet::Spec)), QStringList());
}

void TestValidator::specMetadataAndAllowedTools()
{
    QCOMPARE(render(check("---\nname: demo\ndescription: d\nmetadata: hello\n---\n", RuleSet::Spec)),
        QStringList {
            "spec/metadata-not-map error 4:11 Field 'metadata' must be a mapping of string keys to string values" });
    QCOMPARE(render(check(
                 "---\nname: demo\ndescription: d\nmetadata:\n  tags:\n    - a\n  version: 1\n---\n", RuleSet::Spec)),
        QStringList { "spec/metadata-value-not-string error 6:5 Metadata value 'tags' must be a string" });
    const QList<Diagnostic> tools
        = check("---\nname: demo\ndescription: d\nallowed-tools:\n  - Read\n  - Bash(git:*)\n---\n", RuleSet::Spec);
    QCOMPARE(render(tools),
        QStringList {
            "spec/allowed-tools-not-string warning 5:3 Field 'allowed-tools' should be a space-separated string" });
    QCOMPARE(tools[0].fixHint, QStringLiteral("Use allowed-tools: Read Bash(git:*)"));
    QVERIFY(!hasErrors(tools));
}

void TestValidator::specFixHints()
{
    const QList<Diagnostic> d
        = check("---\nname: My Skill\ndescription: d\n---\n", RuleSet::Spec, QStringLiteral("my-skill"));
    QCOMPARE(d.size(), 3);
    // Every hint of an invalid name suggests the one valid kebab-case name, and its quick fix writes it; the folder
    // is never to be renamed to the invalid name.
    QCOMPARE(d[0].fixHint, QStringLiteral("Use 'my-skill'"));
    QCOMPARE(d[1].fixHint, QStringLiteral("Use 'my-skill'"));
    QCOMPARE(d[2].fixHint, QStringLiteral("Set name: my-skill"));
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(d[i].fixes.size(), 1);
        QCOMPARE(d[i].fixes[0].label, QStringLiteral("Rename the skill to 'my-skill'"));
        QCOMPARE(applyTextEdits("---\nname: My Skill\ndescription: d\n---\n", d[i].fixes[0].edits),
            QByteArray("---\nname: my-skill\ndescription: d\n---\n"));
    }
    QVERIFY(d[2].fixes.isEmpty());
    const QList<Diagnostic> underscore
        = check("---\nname: \"Bad_Name\"  # x\ndescription: d\n---\n", RuleSet::Spec, QStringLiteral("bad-name"));
    QCOMPARE(underscore.size(), 3); // lower case, invalid characters, folder
    QCOMPARE(underscore[0].fixHint, QStringLiteral("Use 'bad-name'"));
    QCOMPARE(underscore[1].fixes.size(), 1);
    QCOMPARE(applyTextEdits("---\nname: \"Bad_Name\"  # x\ndescription: d\n---\n", underscore[1].fixes[0].edits),
        QByteArray("---\nname: bad-name  # x\ndescription: d\n---\n"));
    // A valid name differing from its folder keeps both ways out.
    const QList<Diagnostic> other = check("---\nname: my-skill\ndescription: d\n---\n", RuleSet::Spec, "other");
    QCOMPARE(other[0].fixHint, QStringLiteral("Rename the folder to 'my-skill' or set name: other"));
    QCOMPARE(d[0].file, QStringLiteral("/skills/my-skill/SKILL.md"));
    // An unquoted ": " is fixed by the folded block (tRPC-Agent-Go keeps quotes, so quoting is no advice).
    const QList<Diagnostic> colon
        = check("---\nname: demo\ndescription: Charts. Use when: asked.\n---\n", RuleSet::Spec);
    QCOMPARE(colon.size(), 1);
    QVERIFY2(colon[0].fixHint.contains(QStringLiteral(">-")), qPrintable(colon[0].fixHint));
    QVERIFY2(!colon[0].fixHint.contains(QStringLiteral("quote")), qPrintable(colon[0].fixHint));
    const QList<Diagnostic> bom = check("\xEF\xBB\xBF---\nname: demo\n---\n", RuleSet::Spec);
    QCOMPARE(bom[0].fixHint, QStringLiteral("Remove the UTF-8 byte order mark before the opening ---"));
}

void TestValidator::claudeAlongsideSpec()
{
    const RuleSets both = RuleSets(RuleSet::Spec) | RuleSet::Claude;
    QCOMPARE(render(check(
                 "---\nname: claude-技能\ndescription: Wraps <b>tags</b>\n---\n", both, QStringLiteral("claude-技能"))),
        (QStringList {
            "claude-upload/name-kebab-case error 2:7 Name 'claude-技能' should be kebab-case (lowercase letters, "
            "digits, and "
            "hyphens only)",
            "claude-upload/name-reserved-word error 2:7 Name 'claude-技能' cannot contain the reserved words "
            "\"anthropic\" or "
            "\"claude\"",
            "claude-upload/description-angle-brackets error 3:14 Description cannot contain angle brackets (< or >)",
        }));
    QCOMPARE(render(check("---\nname: 123\ndescription: true\n---\n", both, QStringLiteral("123"))),
        (QStringList { "claude-upload/name-type error 2:7 Name must be a string, got int",
            "claude-upload/description-type error 3:14 Description must be a string, got bool" }));
    QCOMPARE(render(check(kValid, RuleSet::Claude)), QStringList());
    // The spec set already explains a broken frontmatter; claude adds nothing.
    QCOMPARE(render(check("# none\n", both)).size(), 1);
}

void TestValidator::claudeStandalone()
{
    QCOMPARE(render(check("# none\n", RuleSet::Claude)),
        QStringList { "claude-upload/frontmatter-missing error 1:1 No YAML frontmatter found" });
    QCOMPARE(render(check("---\nname: x\n", RuleSet::Claude)),
        QStringList { "claude-upload/frontmatter-format error 1:1 Invalid frontmatter format" });
    QCOMPARE(render(check("---\n- a\n---\n", RuleSet::Claude)),
        QStringList { "claude-upload/frontmatter-not-dict error 2:1 Frontmatter must be a YAML dictionary" });
    QCOMPARE(render(check("---\nname: demo\ndescription: d\nversion: 2\n---\n", RuleSet::Claude)),
        QStringList {
            "claude-upload/unexpected-keys error 4:1 Unexpected key(s) in SKILL.md frontmatter: version. Allowed "
            "properties are: allowed-tools, compatibility, description, license, metadata, name" });
    QCOMPARE(render(check("---\ndescription: d\n---\n", RuleSet::Claude)),
        QStringList { "claude-upload/name-missing error 1:1 Missing 'name' in frontmatter" });
    QCOMPARE(render(check("---\nname: demo\n---\n", RuleSet::Claude)),
        QStringList { "claude-upload/description-missing error 1:1 Missing 'description' in frontmatter" });
    QCOMPARE(render(check("---\nname:\ndescription: d\ncompatibility: ''\n---\n", RuleSet::Claude)),
        (QStringList { "claude-upload/name-type error 2:1 Name must be a string, got NoneType",
            "claude-upload/compatibility-empty error 4:16 Compatibility cannot be empty" }));
    QCOMPARE(render(check("---\nname: a--b-\ndescription: " + QByteArray(1025, 'd') + "\n---\n", RuleSet::Claude)),
        (QStringList { "claude-upload/name-hyphens error 2:7 Name 'a--b-' cannot start/end with hyphen or contain "
                       "consecutive hyphens",
            "claude-upload/description-too-long error 3:14 Description is too long (1025 characters). Maximum is 1024 "
            "characters." }));
}

void TestValidator::trpcRules()
{
    QCOMPARE(render(check(kValid, RuleSet::Trpc)), QStringList());
    QCOMPARE(render(check("---\nname: \"demo\"\ndescription: 'Quoted text'\n---\n", RuleSet::Trpc)),
        (QStringList { "trpc/quotes-kept warning 2:1 tRPC-Agent-Go keeps the quotes: it reads the name as \"demo\"",
            "trpc/quotes-kept warning 3:1 tRPC-Agent-Go keeps the quotes: the description it lists starts with '" }));
    QCOMPARE(render(check("---\nlicense: MIT\n---\n", RuleSet::Trpc)),
        (QStringList { "trpc/name-defaulted info 1:1 tRPC-Agent-Go names this skill 'demo' after its folder: the "
                       "frontmatter has no name",
            "trpc/description-missing warning 1:1 tRPC-Agent-Go lists this skill with an empty description (\"- demo: "
            "\")" }));
    QCOMPARE(render(check("\xEF\xBB\xBF---\nname: demo\ndescription: d\n---\n", RuleSet::Trpc)),
        QStringList { "trpc/no-frontmatter warning 1:1 tRPC-Agent-Go finds no frontmatter: it names the skill 'demo' "
                      "after its folder, gives it an empty description and sends the whole file as the body" });
    QCOMPARE(check("--- \nname: demo\ndescription: d\n---\n", RuleSet::Trpc)[0].fixHint,
        QStringLiteral("Make the first line exactly --- (no trailing spaces)"));
    QCOMPARE(
        render(check("---\nname: demo # the name\ndescription: First line\n  continues here\n---\n", RuleSet::Trpc)),
        (QStringList {
            "trpc/name-differs warning 2:1 tRPC-Agent-Go reads the name as 'demo # the name', strict YAML as 'demo'",
            "trpc/description-differs warning 3:1 tRPC-Agent-Go reads the description as 'First line', strict YAML "
            "as 'First line continues here'" }));
}

void TestValidator::trpcCollisionAndPython()
{
    ValidationContext context;
    context.collidingRoots = QStringList { QStringLiteral("/a/skills"), QStringLiteral("/b/skills") };
    QCOMPARE(render(check(kValid, RuleSet::Trpc, QStringLiteral("demo"), context)),
        QStringList { "trpc/name-collision warning 2:1 Another skill named 'demo' exists in /a/skills, /b/skills; "
                      "tRPC-Agent keeps the first one found (earlier root first)" });
    QCOMPARE(render(check("---\nlicense: MIT\nname: 'demo'\ndescription: Use when: x\n---\n", RuleSet::Trpc)).first(),
        QStringLiteral("trpc/quotes-kept warning 3:1 tRPC-Agent-Go keeps the quotes: it reads the name as 'demo'"));
    QCOMPARE(render(check("---\nname: demo\ndescription: Use when: testing\n---\n", RuleSet::Trpc)),
        QStringList {
            "trpc/python-yaml-invalid warning 3:22 tRPC-Agent-Python cannot parse this frontmatter as YAML: it "
            "names the skill 'demo' after its folder with no description; tRPC-Agent-Go reads it line by "
            "line as name 'demo', description 'Use when: testing'" });
}

void TestValidator::adviceLengthAndTokens()
{
    QByteArray raw = "---\nname: demo\ndescription: d\n---\n";
    raw += QByteArray("word word word word\n").repeated(1100);
    QCOMPARE(render(check(raw, RuleSet::Advice)),
        (QStringList { "advice/skill-md-too-long warning 501:1 SKILL.md has 1104 lines; keep it under 500 and move "
                       "details into reference files",
            "advice/body-too-many-tokens warning 5:1 The body is about 5500 tokens (estimated at 4 characters per "
            "token); keep it under 5,000 and move details into reference files" }));
    ValidationContext exact;
    exact.countTokens = [](const QString &text) { return int(text.count(QLatin1String("word"))); };
    QCOMPARE(render(check(raw, RuleSet::Advice, QStringLiteral("demo"), exact)),
        QStringList { "advice/skill-md-too-long warning 501:1 SKILL.md has 1104 lines; keep it under 500 and move "
                      "details into reference files" });
    exact.countTokens = [](const QString &) { return -1; }; // no exact count available: the estimate, labelled
    QCOMPARE(render(check(raw, RuleSet::Advice, QStringLiteral("demo"), exact)).size(), 2);
    QVERIFY(render(check(raw, RuleSet::Advice, QStringLiteral("demo"), exact))[1].contains(QLatin1String("estimated")));
    exact.countTokens = [](const QString &) { return 6000; };
    QCOMPARE(render(check(kValid, RuleSet::Advice, QStringLiteral("demo"), exact)),
        QStringList { "advice/body-too-many-tokens warning 5:1 The body is 6000 tokens; keep it under 5,000 and move "
                      "details into reference files" });
}

void TestValidator::adviceFolderRules()
{
    QTemporaryDir tmp;
    const QString root = tmp.filePath(QStringLiteral("demo"));
    writeFile(root + QStringLiteral("/SKILL.md"),
        "---\nname: demo\ndescription: d\nlicense: LICENSE.txt\n---\n# Demo\n\nRead [forms](references/forms.md) and "
        "[gone](references/gone.md).\nRun `python scripts/fill.py` then `scripts/missing.sh`.\nWrite "
        "out/report.csv.\n");
    writeFile(root + QStringLiteral("/LICENSE.txt"), "MIT");
    writeFile(root + QStringLiteral("/references/forms.md"), "# Forms\n\nSee long.md.\n");
    writeFile(root + QStringLiteral("/references/long.md"), QByteArray("line\n").repeated(301));
    writeFile(root + QStringLiteral("/references/toc.md"), "## Contents\n" + QByteArray("line\n").repeated(400));
    writeFile(root + QStringLiteral("/scripts/fill.py"), "print(1)\n");
    writeFile(root + QStringLiteral("/assets/unused.png"), QByteArray("\x89PNG\0", 5));
    const SkillValidation v = validateSkillAt(root, RuleSet::Advice);
    QVERIFY(v.isValid());
    QCOMPARE(render(v.diagnostics),
        (QStringList {
            "advice/missing-file warning 8:46 'references/gone.md' is referenced but does not exist in the skill "
            "folder",
            "advice/missing-file warning 9:36 'scripts/missing.sh' is referenced but does not exist in the skill "
            "folder",
            "advice/unreferenced-file info 0:0 'assets/unused.png' is not referenced from SKILL.md or any other "
            "Markdown file of the skill",
            "advice/unreferenced-file info 0:0 'references/toc.md' is not referenced from SKILL.md or any other "
            "Markdown file of the skill",
            "advice/reference-without-toc info 1:1 'references/long.md' has 301 lines but no table of contents",
        }));
    const QString canonicalRoot = QFileInfo(root).absoluteFilePath();
    QCOMPARE(v.diagnostics[0].file, canonicalRoot + QStringLiteral("/SKILL.md"));
    QCOMPARE(v.diagnostics[2].file, canonicalRoot + QStringLiteral("/assets/unused.png"));
    QCOMPARE(v.diagnostics[4].file, canonicalRoot + QStringLiteral("/references/long.md"));
}

void TestValidator::adviceOneNotePerFolderAndCaseSlips()
{
    QTemporaryDir tmp;
    const QString root = tmp.filePath(QStringLiteral("demo"));
    const QByteArray skillMd
        = "---\nname: demo\ndescription: d\n---\n# Demo\n\nFill in [the forms](FORMS.md), then run "
          "scripts/run.py.\n";
    writeFile(root + QStringLiteral("/SKILL.md"), skillMd);
    writeFile(root + QStringLiteral("/forms.md"), "# Forms\n");
    writeFile(root + QStringLiteral("/scripts/run.py"), "print(1)\n");
    for (int i = 0; i < 53; ++i)
        writeFile(root + QStringLiteral("/schemas/s%1.json").arg(i, 2, 10, QLatin1Char('0')), "{}\n");
    writeFile(root + QStringLiteral("/notes/only.txt"), "x\n");
    const SkillValidation v = validateSkillAt(root, RuleSet::Advice);
    QCOMPARE(render(v.diagnostics),
        (QStringList {
            "advice/link-case-mismatch warning 7:21 'FORMS.md' is referenced but the file is named 'forms.md': the "
            "case "
            "differs, so it is not found on case-sensitive file systems (Linux, most agents' sandboxes)",
            "advice/unreferenced-file info 0:0 'notes/only.txt' is not referenced from SKILL.md or any other Markdown "
            "file of the skill",
            "advice/unreferenced-folder info 0:0 53 files in 'schemas/' are not referenced from SKILL.md or any other "
            "Markdown file of the skill (s00.json, s01.json, s02.json, ...)",
        }));
    QCOMPARE(v.diagnostics[2].file, QFileInfo(root).absoluteFilePath() + QStringLiteral("/schemas"));
    // The case fix rewrites the link; validated again, the slip is gone and nothing else appears.
    QCOMPARE(v.diagnostics[0].fixes.size(), 1);
    const QByteArray fixed = applyTextEdits(skillMd, v.diagnostics[0].fixes[0].edits);
    QVERIFY(fixed.contains("[the forms](forms.md)"));
    writeFile(root + QStringLiteral("/SKILL.md"), fixed);
    const SkillValidation after = validateSkillAt(root, RuleSet::Advice);
    QCOMPARE(after.diagnostics.size(), 2);
    QCOMPARE(after.diagnostics[0].rule, QStringLiteral("advice/unreferenced-file"));
    QCOMPARE(after.diagnostics[1].rule, QStringLiteral("advice/unreferenced-folder"));
}

void TestValidator::validateSkillAtReadsFolders()
{
    QTemporaryDir tmp;
    QDir(tmp.path()).mkdir(QStringLiteral("empty"));
    const SkillValidation missing = validateSkillAt(tmp.filePath(QStringLiteral("empty")), allRuleSets());
    QVERIFY(!missing.ioError);
    QCOMPARE(
        render(missing.diagnostics), QStringList { "spec/skill-md-missing error 0:0 Missing required file: SKILL.md" });
    const SkillValidation nowhere = validateSkillAt(tmp.filePath(QStringLiteral("nope")), allRuleSets());
    QVERIFY(nowhere.ioError);
    QCOMPARE(nowhere.diagnostics[0].rule, QStringLiteral("io/read-failed"));
    QCOMPARE(nowhere.diagnostics[0].message,
        QStringLiteral("Path does not exist: %1").arg(tmp.filePath(QStringLiteral("nope"))));
    writeFile(tmp.filePath(QStringLiteral("Bad/SKILL.md")), "---\nname: Bad\ndescription: d\n---\n");
    const SkillValidation bad = validateSkillAt(tmp.filePath(QStringLiteral("Bad/SKILL.md")), RuleSet::Spec);
    QCOMPARE(bad.name, QStringLiteral("Bad"));
    QVERIFY(!bad.isValid());
    QCOMPARE(bad.skillMdPath, QFileInfo(tmp.filePath(QStringLiteral("Bad/SKILL.md"))).absoluteFilePath());
}

void TestValidator::ruleSetParsing()
{
    QCOMPARE(parseRuleSets(QStringLiteral("spec")), std::optional<RuleSets>(RuleSet::Spec));
    QCOMPARE(parseRuleSets(QStringLiteral("spec,claude")),
        std::optional<RuleSets>(RuleSets(RuleSet::Spec) | RuleSet::Claude));
    QCOMPARE(parseRuleSets(QStringLiteral("all")), std::optional<RuleSets>(allRuleSets()));
    QCOMPARE(parseRuleSets(QStringLiteral("bogus")), std::optional<RuleSets>());
    QCOMPARE(parseRuleSets(QString()), std::optional<RuleSets>());
}

void TestValidator::discovery()
{
    QTemporaryDir tmp;
    writeFile(tmp.filePath(QStringLiteral("b/SKILL.md")), kValid);
    writeFile(tmp.filePath(QStringLiteral("a/one/SKILL.md")), kValid);
    writeFile(tmp.filePath(QStringLiteral("a/one/nested/SKILL.md")), kValid);
    writeFile(tmp.filePath(QStringLiteral(".git/x/SKILL.md")), kValid);
    writeFile(tmp.filePath(QStringLiteral("c/readme.md")), "x");
    const QString root = QFileInfo(tmp.path()).absoluteFilePath();
    QCOMPARE(findSkillFolders(tmp.path()), (QStringList { root + "/a/one", root + "/a/one/nested", root + "/b" }));
    QCOMPARE(findSkillFolders(tmp.filePath(QStringLiteral("b"))), QStringList { root + "/b" });
    QCOMPARE(findSkillFolders(tmp.filePath(QStringLiteral("b/SKILL.md"))), QStringList { root + "/b" });
    QCOMPARE(findSkillFolders(tmp.filePath(QStringLiteral("c"))), QStringList());
    QCOMPARE(findSkillFolders(tmp.filePath(QStringLiteral("missing"))), QStringList());

    writeFile(tmp.filePath(QStringLiteral("a/one/references/guide.md")), "# Guide\n");
    writeFile(tmp.filePath(QStringLiteral("a/one/node_modules/pkg/x.js")), "x");
    writeFile(tmp.filePath(QStringLiteral("a/one/node_modules/pkg/SKILL.md")), kValid);
    const QList<DiscoveredSkill> skills = discoverSkills(tmp.path());
    QCOMPARE(skills.size(), 3);
    QCOMPARE(skills[0].folder, root + "/a/one");
    QCOMPARE(skills[0].files,
        (QStringList { "SKILL.md", "nested/SKILL.md", "node_modules/pkg/SKILL.md", "node_modules/pkg/x.js",
            "references/guide.md" }));
    QCOMPARE(skills[1].files, QStringList { "SKILL.md" });
    QStringList inventoried;
    for (const SkillFile &f : inventorySkillFolder(skills[0].folder).files)
        inventoried << f.relativePath;
    QCOMPARE(inventoried, skills[0].files); // the same list the inventory would read
    const QList<DiscoveredSkill> single = discoverSkills(tmp.filePath(QStringLiteral("a/one/SKILL.md")));
    QCOMPARE(single.size(), 1);
    QCOMPARE(single[0].files, skills[0].files);
    const QList<SkillValidation> results = validateSkills(skills, allRuleSets());
    QCOMPARE(results.size(), 3);
    // Same diagnostics as validating the folder alone, plus the collision with the other two "demo" skills.
    QList<Diagnostic> withoutCollision = results[0].diagnostics;
    const auto at = std::find_if(withoutCollision.cbegin(), withoutCollision.cend(),
        [](const Diagnostic &d) { return d.rule == QLatin1String("trpc/name-collision"); });
    QVERIFY(at != withoutCollision.cend());
    const Diagnostic collision = withoutCollision.takeAt(at - withoutCollision.cbegin());
    QCOMPARE(collision.rule, QStringLiteral("trpc/name-collision"));
    QCOMPARE(collision.message,
        QStringLiteral("Another skill named 'demo' exists in %1, %2; tRPC-Agent keeps the first one found (earlier "
                       "root first)")
            .arg(root + "/a/one/nested", root + "/b"));
    QCOMPARE(withoutCollision, validateSkillAt(skills[0].folder, allRuleSets()).diagnostics);
}

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
