// Tests of the per-consumer parse verdicts (core/skill/consumerparse.h): which consumers refuse which
// frontmatter, with the parser's message and line. The differential test (tst_yamldifferential) checks the
// same verdicts against the real parsers.
#include "skill/consumerparse.h"

#include <QtTest>

using namespace sw;

class TestConsumerParse : public QObject
{
    Q_OBJECT
private slots:
    void idsAreTheMatrixColumns();
    void validFrontmatterIsAcceptedByAll();
    void verdicts_data();
    void verdicts();
    void familyRules_data();
    void familyRules();
    void yaml12ConsumersKeepLibfyamlsRefusal();
    void construction_errors_come_after_scanner_errors();
};

void TestConsumerParse::idsAreTheMatrixColumns()
{
    QCOMPARE(consumerIds(),
        (QStringList { "skills-ref", "claude-upload", "claude-code", "codex", "trpc-go", "trpc-python", "deepseek",
            "minimal", "opencode" }));
    QVERIFY(!consumerParse(QStringLiteral("nobody"), QByteArray("---\nname: a\n---\n")));
}

void TestConsumerParse::validFrontmatterIsAcceptedByAll()
{
    const QByteArray raw = "---\nname: demo\ndescription: Does the demo.\nmetadata:\n  a: b\n---\nbody\n";
    for (const QString &id : consumerIds()) {
        const std::optional<ConsumerParse> parse = consumerParse(id, raw);
        QVERIFY(parse);
        QVERIFY2(parse->accepted, qPrintable(id + u' ' + parse->message));
        QVERIFY(!parse->parser.isEmpty());
    }
}

void TestConsumerParse::verdicts_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QStringList>("refusing"); // consumers whose parser refuses it
    QTest::addColumn<int>("line"); // line skills-ref (strictyaml) reports, when it refuses
    const QStringList yamlReaders
        = { "skills-ref", "claude-upload", "claude-code", "codex", "trpc-python", "deepseek", "minimal", "opencode" };
    QTest::newRow("unquoted colon") << QByteArray("---\nname: demo\ndescription: Use when: x\n---\n") << yamlReaders
                                    << 3;
    QTest::newRow("flow mapping: only strictyaml refuses")
        << QByteArray("---\nname: demo\ndescription: x\nmetadata: {a: b}\n---\n") << QStringList { "skills-ref" } << 4;
    QTest::newRow("repeated key") << QByteArray("---\nname: demo\ndescription: x\nname: other\n---\n")
                                  << QStringList { "skills-ref", "claude-code", "codex", "deepseek", "opencode" } << 4;
    QTest::newRow("tab after the colon: YAML 1.2 allows it, PyYAML and libyaml do not")
        << QByteArray("---\nname: demo\ndescription:\tx\n---\n")
        << QStringList { "skills-ref", "claude-upload", "codex", "trpc-python", "minimal" } << 3;
    QTest::newRow("no frontmatter") << QByteArray("# just a body\n")
                                    << QStringList { "skills-ref", "claude-upload", "codex", "deepseek" } << 1;
}

void TestConsumerParse::verdicts()
{
    QFETCH(QByteArray, raw);
    QFETCH(QStringList, refusing);
    QFETCH(int, line);
    const SkillDocument doc = parseSkillDocument(raw);
    QStringList refused;
    for (const QString &id : consumerIds()) {
        const ConsumerParse parse = *consumerParse(id, doc);
        if (!parse.accepted) {
            refused << id;
            QVERIFY2(!parse.message.isEmpty(), qPrintable(id));
            QVERIFY2(parse.line > 0, qPrintable(id));
        }
    }
    QCOMPARE(refused, refusing);
    QCOMPARE(consumerParse(QStringLiteral("skills-ref"), doc)->line, line);
}

// The YAML features one parser family refuses although YAML 1.2 allows them (core/skill/yamlfeatures.h): the
// family's own message and line, as the real parser reports them (checked against PyYAML 6 and strictyaml 1.6).
void TestConsumerParse::familyRules_data()
{
    QTest::addColumn<QByteArray>("frontmatter");
    QTest::addColumn<QString>("consumer");
    QTest::addColumn<QString>("message"); // empty: accepted
    QTest::addColumn<int>("line");
    const QString flow = QStringLiteral(
        "Found ugly disallowed JSONesque flow mapping (surround with ' and ' to make text appear literally)");
    const QString anchor = QStringLiteral(
        "Found confusing disallowed anchor token (surround with ' and ' to make text appear literally)");
    const QString tab = QStringLiteral("found character '\\t' that cannot start any token");
    QTest::newRow("strictyaml: a flow sequence deep inside")
        << QByteArray("name: demo\ndescription: x\nmetadata:\n  tags: [a, b]\n") << "skills-ref" << flow << 5;
    QTest::newRow("strictyaml: a flow mapping as a sequence item")
        << QByteArray("name: demo\ndescription: x\nmetadata:\n  list:\n    - {a: b}\n") << "skills-ref" << flow << 6;
    QTest::newRow("strictyaml: an anchor")
        << QByteArray("name: &n demo\ndescription: x\n") << "skills-ref" << anchor << 2;
    QTest::newRow("strictyaml: an anchor on a key")
        << QByteArray("name: demo\n&k description: x\n") << "skills-ref" << anchor << 3;
    QTest::newRow("strictyaml: a tag") << QByteArray("name: demo\ndescription: !!str x\n") << "skills-ref"
                                       << "Found disallowed tag tokens (do not specify types in markup)" << 3;
    QTest::newRow("strictyaml: a mapping as a key")
        << QByteArray("name: demo\ndescription: x\nmetadata:\n  ? a: b\n  : c\n") << "skills-ref"
        << "found unhashable key" << 5;
    QTest::newRow("PyYAML: a mapping as a key")
        << QByteArray("name: demo\ndescription: x\nmetadata:\n  ? a: b\n  : c\n") << "trpc-python"
        << "found unhashable key" << 5;
    QTest::newRow("PyYAML: a flow sequence as a key")
        << QByteArray("name: demo\ndescription: x\nmetadata:\n  ? [a, b]\n  : c\n") << "claude-upload"
        << "found unhashable key" << 5;
    QTest::newRow("PyYAML: an alias of a sequence as a key")
        << QByteArray("name: demo\ndescription: x\nmetadata:\n  l: &l [a]\n  *l : c\n") << "minimal"
        << "found unhashable key" << 6;
    QTest::newRow("PyYAML: a tag without constructor")
        << QByteArray("name: demo\ndescription: !foo x\n") << "trpc-python"
        << "could not determine a constructor for the tag '!foo'" << 3;
    QTest::newRow("PyYAML: an unknown !! tag")
        << QByteArray("name: demo\ndescription: !!text x\n") << "trpc-python"
        << "could not determine a constructor for the tag 'tag:yaml.org,2002:text'" << 3;
    QTest::newRow("PyYAML: a standard tag")
        << QByteArray("name: demo\ndescription: !!str 12\n") << "trpc-python" << QString() << 0;
    QTest::newRow("PyYAML: a repeated anchor") << QByteArray("name: &a demo\ndescription: &a x\n") << "claude-upload"
                                               << "found duplicate anchor 'a' (second occurrence)" << 3;
    QTest::newRow("PyYAML: an anchor name it does not scan")
        << QByteArray("name: &\xe6\x8a\x80 demo\ndescription: x\n") << "minimal"
        << QString::fromUtf8("expected alphabetic or numeric character, but found '\xe6\x8a\x80'") << 2;
    QTest::newRow("PyYAML: an empty key in block context")
        << QByteArray("name: demo\ndescription: x\nmetadata:\n  : x\n") << "trpc-python"
        << "expected <block end>, but found ':'" << 5;
    QTest::newRow("strictyaml: an empty key is YAML 1.2")
        << QByteArray("name: demo\ndescription: x\nmetadata:\n  : x\n") << "skills-ref" << QString() << 0;
    QTest::newRow("PyYAML: a flow scalar starting with ':'")
        << QByteArray("name: demo\ndescription: x\nmetadata: {a: :b}\n") << "trpc-python"
        << "expected the node content, but found ':'" << 4;
    QTest::newRow("PyYAML: a tab after a closing quote")
        << QByteArray("name: demo\ndescription: \"x\"\t\n") << "trpc-python" << tab << 3;
    QTest::newRow("PyYAML: a tab inside a quoted continuation line")
        << QByteArray("name: demo\ndescription: \"Use it\n  \twhen asked\"\n") << "trpc-python" << QString() << 0;
    QTest::newRow("PyYAML: a tab in block scalar content")
        << QByteArray("name: demo\ndescription: |\n  a\tb\n") << "trpc-python" << QString() << 0;
    QTest::newRow("PyYAML: a tab starting a block scalar's content line")
        << QByteArray("name: demo\ndescription: |\n  x\n  \ty\n") << "trpc-python" << QString() << 0;
    QTest::newRow("PyYAML: a tab after a flow entry")
        << QByteArray("name: demo\ndescription: x\nmetadata: [a,\tb]\n") << "trpc-python" << tab << 4;
    QTest::newRow("PyYAML: a tab in a comment")
        << QByteArray("name: demo # a\tb\ndescription: x\n") << "trpc-python" << QString() << 0;
    QTest::newRow("PyYAML: a tab before a comment")
        << QByteArray("name: demo\t# a\ndescription: x\n") << "trpc-python" << tab << 2;
    QTest::newRow("PyYAML: a tab before the syntax error libfyaml reports")
        << QByteArray("name: demo\ndescription:\tx\nlicense: \"unclosed\n") << "trpc-python" << tab << 3;
    QTest::newRow("PyYAML: a tab right after the last token libfyaml scans")
        << QByteArray("name: demo\ndescription:\tUse it\n  license: MIT\n") << "trpc-python" << tab << 3;
    QTest::newRow("PyYAML: a quote libfyaml finds unclosed, closed by a later line's quote")
        << QByteArray("name: demo\ndescription: \"Use it\nlicense: \"MIT\" now\n") << "trpc-python"
        << "expected <block end>, but found '<scalar>'" << 4;
    QTest::newRow("PyYAML: a line less indented than the indented first line")
        << QByteArray("  name: demo\ndescription: x\n") << "claude-upload"
        << "expected '<document start>', but found '<block mapping start>'" << 3;
    QTest::newRow("PyYAML: a list item after an indented mapping")
        << QByteArray("  name: demo\n  description: x\n- item\n") << "minimal"
        << "expected '<document start>', but found '<block sequence start>'" << 4;
    QTest::newRow("strictyaml: a line less indented than the indented first line")
        << QByteArray("  name: demo\ndescription: x\n") << "skills-ref"
        << "expected a single document in the stream, but found another document" << 3;
    QTest::newRow("PyYAML: an undefined alias")
        << QByteArray("name: demo\ndescription: x\nlicense: *x\n") << "trpc-python"
        << "found undefined alias 'x'" << 4;
    QTest::newRow("PyYAML: a plain scalar starting with a backtick")
        << QByteArray("name: demo\ndescription: `x` y\n") << "trpc-python"
        << "found character '`' that cannot start any token" << 3;
    QTest::newRow("strictyaml: a plain scalar starting with '%'")
        << QByteArray("name: demo\ndescription: x\nlicense: %d\n") << "skills-ref"
        << "found character '%' that cannot start any token" << 4;
    QTest::newRow("PyYAML: a first line that is no key, then a key")
        << QByteArray("license:MIT\n  and more\nname: demo\n") << "trpc-python"
        << "mapping values are not allowed here" << 4;
    QTest::newRow("strictyaml: a first line that is no key, then a key")
        << QByteArray("license:MIT\n  and more\nname: demo\n") << "skills-ref"
        << "mapping values are not allowed here" << 4;
    QTest::newRow("strictyaml: a flow mapping before the syntax error libfyaml reports")
        << QByteArray("name: demo\ndescription: x\nmetadata: {a: b}\nlicense: \"unclosed\n") << "skills-ref" << flow
        << 4;
    // Invalid YAML PyYAML's scanner lets through (core/skill/pyyamlleniency.h): those consumers load the file.
    QTest::newRow("PyYAML: a comment right after a closing quote")
        << QByteArray("name: demo\ndescription: \"x\"# note\n") << "trpc-python" << QString() << 0;
    QTest::newRow("strictyaml: a comment right after a closing quote")
        << QByteArray("name: demo\ndescription: \"x\"# note\n") << "skills-ref" << QString() << 0;
    QTest::newRow("PyYAML: a tab indenting a quoted continuation line")
        << QByteArray("name: demo\ndescription: \"Use it\n\twhen asked\"\n") << "claude-upload" << QString() << 0;
    QTest::newRow("strictyaml: a tab indenting a nested quoted continuation line")
        << QByteArray("name: demo\nmetadata:\n  note: \"x\n\t y\"\n") << "skills-ref" << QString() << 0;
    QTest::newRow("PyYAML: a tab indenting a plain continuation line stays refused")
        << QByteArray("name: demo\ndescription: x\n\tmore\n") << "trpc-python" << tab << 4;
    QTest::newRow("PyYAML: a comment less indented than a block scalar's space-only lines")
        << QByteArray("name: demo\ndescription: >\n \n  \n # note\nlicense: MIT\n") << "minimal" << QString() << 0;
    QTest::newRow("PyYAML: a lone '-' in a flow sequence")
        << QByteArray("name: demo\nmetadata: [-]\n") << "trpc-python" << QString() << 0;
    QTest::newRow("PyYAML: past the comment after a quote, the error on the next line")
        << QByteArray("name: demo\ndescription: \"x\"# a\n  more: 1\n") << "trpc-python"
        << "mapping values are not allowed here" << 4;
    QTest::newRow("PyYAML: an alias ending in ':' of a defined anchor, as a key")
        << QByteArray("name: &n demo\nmetadata:\n  *n: 1\n") << "trpc-python" << QString() << 0;
    QTest::newRow("PyYAML: an anchor ending in ':' beginning a key")
        << QByteArray("name: demo\n&k: x\n") << "minimal" << QString() << 0;
    // Valid YAML 1.2 PyYAML refuses: a name ending in ':', a tag taking the ',' after it in flow context.
    QTest::newRow("PyYAML: an anchor name ending in ':' after a key")
        << QByteArray("name: demo\ndescription: &d: x\n") << "trpc-python"
        << "mapping values are not allowed here" << 3;
    QTest::newRow("PyYAML: an anchor name ending in ':' beginning a key, then a second ': '")
        << QByteArray("name: demo\n&k: key: x\n") << "claude-upload"
        << "mapping values are not allowed here" << 3;
    QTest::newRow("PyYAML: a tag before ', ' and a second tag")
        << QByteArray("name: demo\nmetadata: {a: !!str, !!str : b}\n") << "trpc-python"
        << "expected ',' or '}', but got '<tag>'" << 3;
    QTest::newRow("PyYAML: a tag before ', ' and a key")
        << QByteArray("name: demo\nmetadata: {a: !!str, b: c}\n") << "trpc-python"
        << "expected ',' or '}', but got ':'" << 3;
    QTest::newRow("PyYAML: a tag before ', ' in a flow sequence")
        << QByteArray("name: demo\nmetadata: [!!str, b]\n") << "trpc-python"
        << "could not determine a constructor for the tag 'tag:yaml.org,2002:str,'" << 3;
    // Where PyYAML stops before libfyaml's error (core/skill/pyyamlstops.h).
    QTest::newRow("PyYAML: an unclosed flow sequence's entry going on to the next key")
        << QByteArray("name: demo\nallowed-tools: [Read Bash\ndescription: x\n") << "trpc-python"
        << "expected ',' or ']', but got ':'" << 4;
    QTest::newRow("PyYAML: '@' starting a value libfyaml reads on over the next line")
        << QByteArray("name: demo\ndescription: @user asks\n  more: x\n") << "trpc-python"
        << "found character '@' that cannot start any token" << 3;
    QTest::newRow("strictyaml: a backtick starting a value after a quoted line")
        << QByteArray("name: demo\nlicense: \"MIT\"\ndescription: `code` first\n  sub: x\n") << "skills-ref"
        << "found character '`' that cannot start any token" << 4;
    QTest::newRow("PyYAML: a quoted entry and a ':' on the next line in a flow sequence")
        << QByteArray("name: demo\nallowed-tools: [ \"Read\"\n  : x ]\n") << "trpc-python"
        << "expected ',' or ']', but got ':'" << 4;
    QTest::newRow("PyYAML: an anchor, then a sequence entry on its line")
        << QByteArray("name: demo\n&a - x\n") << "trpc-python"
        << "sequence entries are not allowed here" << 3;
    QTest::newRow("PyYAML: a quoted key over two lines")
        << QByteArray("name: demo\n\"description\n  x\": y\n") << "trpc-python"
        << "could not find expected ':'" << 4;
    QTest::newRow("strictyaml: a quoted key over two lines after '- '")
        << QByteArray("name: demo\nmetadata:\n  - \"a\n  b\": x\n") << "skills-ref"
        << "mapping values are not allowed here" << 5;
    QTest::newRow("PyYAML: a plain value over lines up to a ': '")
        << QByteArray("name: demo\ndescription:\n  Use it\n  when: asked\n") << "trpc-python"
        << "mapping values are not allowed here" << 5;
    QTest::newRow("PyYAML: block scalar content less indented than its space-only lines")
        << QByteArray("name: demo\ndescription: >\n \n  \n   \n Use it\n") << "minimal"
        << "expected <block end>, but found '<scalar>'" << 7;
    QTest::newRow("PyYAML: a non-ASCII character in a tag")
        << QByteArray("name: demo\ndescription: !f\xc3\xbcr x\n  more: y\n") << "trpc-python"
        << QString::fromUtf8("expected ' ', but found '\xc3\xbc'") << 3;
    // Valid YAML 1.2 yaml-cpp cannot build a tree of but libfyaml accepts: the YAML 1.2 readers accept it.
    QTest::newRow("yaml 2.x: a flow mapping's ':' on the line after its key")
        << QByteArray("name: demo\nmetadata: {\"a\"\n  : b}\n") << "deepseek" << QString() << 0;
    QTest::newRow("Claude Code: a line holding only a tab between entries")
        << QByteArray("name: demo\n\t\ndescription: x\n") << "claude-code" << QString() << 0;
    QTest::newRow("yaml 2.x: such a flow mapping with a repeated key")
        << QByteArray("name: demo\nmetadata: {\"a\"\n  : b, a: c}\n") << "deepseek"
        << "Map keys must be unique" << 4;
}

void TestConsumerParse::familyRules()
{
    QFETCH(QByteArray, frontmatter);
    QFETCH(QString, consumer);
    QFETCH(QString, message);
    QFETCH(int, line);
    const std::optional<ConsumerParse> parse = consumerParse(consumer, "---\n" + frontmatter + "---\nbody\n");
    QVERIFY(parse);
    QCOMPARE(parse->accepted, message.isEmpty());
    QCOMPARE(parse->message, message);
    QCOMPARE(parse->line, line);
}

void TestConsumerParse::yaml12ConsumersKeepLibfyamlsRefusal()
{
    // What PyYAML lets through stays invalid YAML for the YAML 1.2 readers (and the spec rule set).
    const QByteArray raw = "---\nname: demo\ndescription: \"x\"# note\n---\nbody\n";
    for (const QString &id : { QStringLiteral("claude-code"), QStringLiteral("deepseek") }) {
        const std::optional<ConsumerParse> parse = consumerParse(id, raw);
        QVERIFY(parse);
        QVERIFY2(!parse->accepted, qPrintable(id));
        QCOMPARE(parse->line, 3);
    }
    QVERIFY(parseSkillDocument(raw).yamlError);
}

void TestConsumerParse::construction_errors_come_after_scanner_errors()
{
    // PyYAML composes the whole text before it constructs: a later tab wins over an earlier unknown tag.
    const std::optional<ConsumerParse> parse
        = consumerParse(QStringLiteral("trpc-python"), QByteArray("---\nname: !foo demo\ndescription:\tx\n---\n"));
    QVERIFY(parse);
    QCOMPARE(parse->message, QStringLiteral("found character '\\t' that cannot start any token"));
    QCOMPARE(parse->line, 3);
}

QTEST_GUILESS_MAIN(TestConsumerParse)
#include "tst_consumerparse.moc"
