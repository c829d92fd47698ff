// The claude-code and codex rule sets: what each client accepts, ignores and misreads, with exact rule ids,
// positions, messages and fix hints; the claude-upload name (and its `claude` alias).
#include "skill/validator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace sw;

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

QList<Diagnostic> check(const QByteArray &raw, RuleSet set, const QString &path = QStringLiteral("/s/demo/SKILL.md"))
{
    const SkillDocument doc = parseSkillDocument(raw, path, QStringLiteral("demo"));
    return validateSkill(doc, {}, RuleSets(set));
}

QString hintOf(const QList<Diagnostic> &diagnostics, const QString &rule)
{
    for (const Diagnostic &d : diagnostics)
        if (d.rule == rule)
            return d.fixHint;
    return QStringLiteral("<no %1>").arg(rule);
}

const QByteArray kValid = "---\nname: demo\ndescription: Does the demo. Use when demoing.\n---\n# Demo\n";

} // namespace

class TestClientRules : public QObject
{
    Q_OBJECT
private slots:
    void ruleSetNames();
    void validSkillIsCleanForBoth();
    void claudeCodeAcceptsItsFields();
    void claudeCodeIgnoredAndMisspelled();
    void claudeCodeInvocationFields();
    void claudeCodeContextAgentTools();
    void claudeCodeListingCap();
    void codexLoaderRefusals();
    void codexTypesAreYaml12();
    void codexIgnoredFieldsAndOneLine();
    void codexOpenAiYaml();
};

void TestClientRules::ruleSetNames()
{
    QCOMPARE(parseRuleSets("claude-upload"), std::optional<RuleSets>(RuleSets(RuleSet::Claude)));
    QCOMPARE(parseRuleSets("claude"), std::optional<RuleSets>(RuleSets(RuleSet::Claude))); // the old name
    QCOMPARE(
        parseRuleSets("claude-code,codex"), std::optional<RuleSets>(RuleSets(RuleSet::ClaudeCode) | RuleSet::Codex));
    QVERIFY(parseRuleSets("all")->testFlag(RuleSet::Codex));
    QVERIFY(!parseRuleSets("claude-desktop"));
    QCOMPARE(sw::ruleSetNames(), QStringList({ "spec", "claude-upload", "claude-code", "codex", "trpc", "advice" }));
    // the upload rules carry the set's name
    QCOMPARE(render(check("---\nname: demo\ndescription: d\nversion: 2\n---\n", RuleSet::Claude))
                 .value(0)
                 .section(' ', 0, 0),
        QString("claude-upload/unexpected-keys"));
}

void TestClientRules::validSkillIsCleanForBoth()
{
    QCOMPARE(render(check(kValid, RuleSet::ClaudeCode)), QStringList());
    QCOMPARE(render(check(kValid, RuleSet::Codex)), QStringList());
}

void TestClientRules::claudeCodeAcceptsItsFields()
{
    const QByteArray raw = "---\nname: demo\ndescription: d\nwhen_to_use: Fridays\nargument-hint: '[file]'\n"
                           "arguments: a b\ndisable-model-invocation: false\nuser-invocable: true\n"
                           "allowed-tools: Read Grep\ndisallowed-tools:\n  - Write\nmodel: sonnet\neffort: high\n"
                           "context: fork\nagent: Explore\nhooks:\n  Stop: []\nshell: bash\nlicense: MIT\n"
                           "metadata:\n  a: b\ncompatibility: any\n---\n";
    QCOMPARE(render(check(raw, RuleSet::ClaudeCode)), QStringList());
}

void TestClientRules::claudeCodeIgnoredAndMisspelled()
{
    const QList<Diagnostic> d
        = check("---\nname: demo\ndescription: d\nversion: 1\nuser-invokable: false\nallowedTools: Read\n---\n",
            RuleSet::ClaudeCode);
    QCOMPARE(render(d),
        QStringList({ "claude-code/ignored-field info 4:1 Claude Code ignores the field 'version'",
            "claude-code/misspelled-field warning 5:1 Claude Code does not read 'user-invokable': the field it reads "
            "is "
            "'user-invocable'",
            "claude-code/misspelled-field warning 6:1 Claude Code does not read 'allowedTools': the field it reads is "
            "'allowed-tools'" }));
    QCOMPARE(hintOf(d, "claude-code/misspelled-field"), QString("Rename user-invokable to user-invocable"));
    QCOMPARE(
        hintOf(d, "claude-code/ignored-field"), QString("Move it under metadata: (a map of strings) or remove it"));
}

void TestClientRules::claudeCodeInvocationFields()
{
    QCOMPARE(
        render(check("---\nname: demo\ndescription: d\ndisable-model-invocation: true\n---\n", RuleSet::ClaudeCode)),
        QStringList({ "claude-code/model-invocation-disabled info 4:1 Claude Code leaves this skill out of the model's "
                      "listing: only the user can run it (/demo)" }));
    QCOMPARE(render(check("---\nname: demo\ndescription: d\nuser-invocable: false\n---\n", RuleSet::ClaudeCode)),
        QStringList({ "claude-code/user-invocation-disabled info 4:1 Claude Code hides this skill from the / menu; "
                      "Claude can still load it" }));
    QCOMPARE(
        render(check("---\nname: demo\ndescription: d\ndisable-model-invocation: true\nuser-invocable: false\n---\n",
            RuleSet::ClaudeCode)),
        QStringList({ "claude-code/not-invocable warning 4:1 Neither Claude nor the user can invoke this skill: "
                      "disable-model-invocation is true and user-invocable is false" }));
    const QList<Diagnostic> quoted
        = check("---\nname: demo\ndescription: d\ndisable-model-invocation: \"yes\"\n---\n", RuleSet::ClaudeCode);
    QCOMPARE(render(quoted),
        QStringList({ "claude-code/boolean-expected warning 4:27 'disable-model-invocation' should be true or false, "
                      "unquoted; Claude Code may not read 'yes' as a boolean" }));
    QCOMPARE(hintOf(quoted, "claude-code/boolean-expected"), QString("Write disable-model-invocation: true"));
    QCOMPARE(render(check("---\nname: demo\ndescription: d\npaths: \"**/*.rs\"\n---\n", RuleSet::ClaudeCode)),
        QStringList({ "claude-code/conditional-paths info 4:1 Claude Code lists this skill only after Claude reads or "
                      "edits a file matching 'paths'; until then the model does not see it" }));
}

void TestClientRules::claudeCodeContextAgentTools()
{
    QCOMPARE(render(check("---\nname: demo\ndescription: d\nagent: Explore\n---\n", RuleSet::ClaudeCode)),
        QStringList({ "claude-code/agent-without-fork warning 4:1 'agent' takes effect only with context: fork; Claude "
                      "Code ignores it here" }));
    QCOMPARE(render(check("---\nname: demo\ndescription: d\ncontext: isolated\n---\n", RuleSet::ClaudeCode)),
        QStringList({ "claude-code/context-value warning 4:10 Claude Code knows context: fork (run in a subagent); "
                      "'isolated' is ignored" }));
    QCOMPARE(render(check("---\nname: demo\ndescription: d\nallowed-tools:\n  Read: yes\n---\n", RuleSet::ClaudeCode)),
        QStringList({ "claude-code/tools-format warning 5:3 'allowed-tools' must be a space- or comma-separated string "
                      "or a list of tool names" }));
    QCOMPARE(render(check("---\nname: demo\ndescription: d\nmodel: [a, b]\n---\n", RuleSet::ClaudeCode)),
        QStringList({ "claude-code/string-expected warning 4:8 'model' must be a single string" }));
}

void TestClientRules::claudeCodeListingCap()
{
    const QByteArray raw = "---\nname: demo\ndescription: " + QByteArray(1500, 'd')
        + "\nwhen_to_use: " + QByteArray(100, 'w') + "\n---\n";
    QCOMPARE(render(check(raw, RuleSet::ClaudeCode)),
        QStringList({ "claude-code/listing-cap warning 3:1 Claude Code cuts description and when_to_use to 1,536 "
                      "characters in its listing: 68 of 1603 characters are not shown" }));
    QCOMPARE(render(check("---\nname: demo\n---\nBody.\n", RuleSet::ClaudeCode)),
        QStringList({ "claude-code/description-missing warning 1:1 No description: Claude Code lists the body's first "
                      "line instead (up to 100 characters), which rarely says when to use the skill" }));
}

void TestClientRules::codexLoaderRefusals()
{
    QCOMPARE(render(check("# no frontmatter\n", RuleSet::Codex)),
        QStringList({ "codex/frontmatter-missing error 1:1 Codex does not load this skill: missing YAML frontmatter "
                      "delimited by ---" }));
    QCOMPARE(render(check("---\n---\nbody\n", RuleSet::Codex)).value(0).section(' ', 0, 1),
        QString("codex/frontmatter-missing error"));
    QCOMPARE(render(check("---\nname: demo\n---\n", RuleSet::Codex)),
        QStringList({ "codex/description-missing error 1:1 Codex does not load this skill: missing field "
                      "`description`" }));
    // Codex 0.169.0 cuts a long description instead of refusing the skill.
    QCOMPARE(render(check("---\nname: demo\ndescription: " + QByteArray(1025, 'd') + "\n---\n", RuleSet::Codex)),
        QStringList({ "codex/description-too-long warning 3:1 Codex lists only the first 1,021 of the description's "
                      "1025 characters and \"...\" (it cuts descriptions over 1,024 when it loads the skill)" }));
    QCOMPARE(render(check("---\nname: " + QByteArray(65, 'n') + "\ndescription: d\n---\n", RuleSet::Codex)),
        QStringList({ "codex/name-too-long error 2:1 Codex does not load this skill: invalid name: exceeds maximum "
                      "length of 64 characters (65)" }));
    QCOMPARE(render(check("---\ndescription: d\n---\n", RuleSet::Codex)),
        QStringList({ "codex/name-defaulted info 1:1 Codex names this skill 'demo' after its folder: the frontmatter "
                      "has no name" }));
    // A broken flow value or a `: ` in a plain value: Codex quotes it and loads the skill.
    QCOMPARE(render(check("---\nname: demo\ndescription: [a\n---\n", RuleSet::Codex)).value(0).section(' ', 0, 1),
        QString("codex/yaml-repaired warning"));
    QVERIFY(!hasErrors(check("---\nname: demo\ndescription: Use when: x\n---\n", RuleSet::Codex)));
    QVERIFY(hasErrors(check("---\nname: demo\ndescription: \"open\n  next: [\n---\n", RuleSet::Codex)));
}

void TestClientRules::codexTypesAreYaml12()
{
    // serde_yaml gives any scalar to a string field as written (capture: `123`, `true`, `0x10` are listed); a list
    // or a map is refused.
    QCOMPARE(render(check("---\nname: 123\ndescription: d\n---\n", RuleSet::Codex)), QStringList());
    QCOMPARE(render(check("---\nname: demo\ndescription: true\n---\n", RuleSet::Codex)), QStringList());
    QCOMPARE(render(check("---\nname: demo\ndescription: yes\n---\n", RuleSet::Codex)), QStringList());
    QCOMPARE(render(check("---\nname: demo\ndescription: [a, b]\n---\n", RuleSet::Codex)),
        QStringList({ "codex/field-type error 3:14 Codex does not load this skill: invalid YAML: description: invalid "
                      "type: sequence, expected a string" }));
    QCOMPARE(render(check("---\nname: demo\ndescription: d\nmetadata: hello\n---\n", RuleSet::Codex)),
        QStringList({ "codex/field-type error 4:11 Codex does not load this skill: invalid YAML: metadata: invalid "
                      "type: string, expected a map" }));
    QCOMPARE(
        render(check("---\nname: demo\ndescription: d\nmetadata:\n  short-description: 12\n---\n", RuleSet::Codex)),
        QStringList());
    QCOMPARE(render(check("---\nname: demo\ndescription: d\nmetadata:\n  version: 2\n---\n", RuleSet::Codex)),
        QStringList()); // other metadata keys are not read
}

void TestClientRules::codexIgnoredFieldsAndOneLine()
{
    const QList<Diagnostic> d = check(
        "---\nname: demo\ndescription: |\n  Two\n  lines.\ndisable-model-invocation: true\n---\n", RuleSet::Codex);
    QCOMPARE(render(d),
        QStringList({ "codex/description-one-line info 3:1 Codex lists the description on one line: line breaks and "
                      "runs of spaces become one space",
            "codex/ignored-field info 6:1 Codex ignores the field 'disable-model-invocation'" }));
    QCOMPARE(hintOf(d, "codex/ignored-field"),
        QString("To keep Codex from choosing the skill on its own, add agents/openai.yaml with policy: "
                "allow_implicit_invocation: false"));
}

void TestClientRules::codexOpenAiYaml()
{
    QTemporaryDir dir;
    const QString skill = dir.filePath("demo");
    QDir().mkpath(skill + "/agents");
    const QString md = skill + "/SKILL.md";
    auto write = [&](const QByteArray &yaml) {
        QFile f(skill + "/agents/openai.yaml");
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(yaml);
    };
    write("policy:\n  allow_implicit_invocation: false\n");
    QList<Diagnostic> d = check(kValid, RuleSet::Codex, md);
    QCOMPARE(render(d),
        QStringList({ "codex/implicit-invocation-off info 2:30 Codex leaves this skill out of the model's list "
                      "(policy.allow_implicit_invocation: false); it runs only when the user names it ($demo)" }));
    QCOMPARE(d.value(0).file, skill + "/agents/openai.yaml");
    write("policy:\n  allow_implicit_invocation: no\n");
    QCOMPARE(render(check(kValid, RuleSet::Codex, md)),
        QStringList({ "codex/openai-yaml-invalid warning 2:30 Codex ignores agents/openai.yaml: 'no' is not a YAML 1.2 "
                      "boolean" }));
    write("policy: [\n");
    QCOMPARE(render(check(kValid, RuleSet::Codex, md)).value(0).section(' ', 0, 1),
        QString("codex/openai-yaml-invalid warning"));
    write("interface:\n  display_name: Demo\n");
    QCOMPARE(render(check(kValid, RuleSet::Codex, md)), QStringList());
}

QTEST_GUILESS_MAIN(TestClientRules)
#include "tst_clientrules.moc"
