// Tests of the SKILL.md readings: strict YAML (ordered entries, positions, encodings, broken files) and the
// lenient tRPC-Agent-Go reading, plus the declared `Tools:` section.
#include "skill/frontmatteryaml.h"
#include "skill/skilldocument.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sw;
using Kind = FrontmatterValue::Kind;

class TestSkillDocument : public QObject
{
    Q_OBJECT
private slots:
    void orderedEntriesWithPositions();
    void scalarStylesAndTypes();
    void nestedValues();
    void duplicateKeys();
    void byteOrderMark();
    void crlfLineBreaks();
    void missingOpeningFence();
    void missingClosingFence();
    void frontmatterNotAMapping();
    void emptyFrontmatter();
    void invalidYamlKeepsYamlCppPosition();
    void emptyFile();
    void invalidUtf8();
    void bytesYamlForbidsAreRefusedAtTheirPlace();
    void hugeBodyParses();
    void hugeFrontmatterRefusedQuickly();
    void aliasBombRefused();
    void lenientKeepsQuotesAndReadsColons();
    void lenientDefaultsNameAndDescription();
    void lenientBlockScalar();
    void lenientNeedsExactFences();
    void declaredToolsSection();
    void readFromFolder();
    void simplePathAgreesWithYamlCpp_data();
    void simplePathAgreesWithYamlCpp();
};

void TestSkillDocument::orderedEntriesWithPositions()
{
    const QByteArray raw = "---\nname: pdf-tools\ndescription: Fill PDF forms.\nlicense: MIT\n---\n# PDF\n\nUse it.\n";
    const SkillDocument doc = parseSkillDocument(raw, QStringLiteral("/skills/pdf-tools/SKILL.md"));
    QCOMPARE(doc.raw, raw);
    QCOMPARE(doc.folderName, QStringLiteral("pdf-tools"));
    QVERIFY(doc.startsWithFrontmatter);
    QVERIFY(doc.frontmatterClosed);
    QVERIFY(doc.frontmatterIsMapping);
    QVERIFY(!doc.yamlError);
    QCOMPARE(doc.frontmatterStart, (SourcePosition { 1, 1 }));
    QCOMPARE(doc.frontmatterEnd, (SourcePosition { 5, 1 }));
    QCOMPARE(doc.frontmatter.size(), 3);
    QCOMPARE(doc.frontmatter[0].key, QStringLiteral("name"));
    QCOMPARE(doc.frontmatter[0].keyPosition, (SourcePosition { 2, 1 }));
    QCOMPARE(doc.frontmatter[0].value.text, QStringLiteral("pdf-tools"));
    QCOMPARE(doc.frontmatter[0].value.position, (SourcePosition { 2, 7 }));
    QCOMPARE(doc.frontmatter[1].key, QStringLiteral("description"));
    QCOMPARE(doc.frontmatter[1].value.position, (SourcePosition { 3, 14 }));
    QCOMPARE(doc.frontmatter[2].key, QStringLiteral("license"));
    QCOMPARE(doc.frontmatter[2].keyPosition, (SourcePosition { 4, 1 }));
    QCOMPARE(doc.name(), QStringLiteral("pdf-tools"));
    QCOMPARE(doc.description(), QStringLiteral("Fill PDF forms."));
    QCOMPARE(doc.stringValue(QStringLiteral("missing")), QString());
    QCOMPARE(doc.body, QStringLiteral("# PDF\n\nUse it.\n"));
    QCOMPARE(doc.bodyFirstLine, 6);
    QCOMPARE(doc.bodyOffset, 66);
    QCOMPARE(doc.lenient.body, doc.body);
    QCOMPARE(doc.lineCount, 8);
    QCOMPARE(doc.frontmatterText, QStringLiteral("name: pdf-tools\ndescription: Fill PDF forms.\nlicense: MIT\n"));
}

void TestSkillDocument::scalarStylesAndTypes()
{
    const QByteArray raw = "---\nname: \"quoted\"\nsingle: 'it''s'\ncount: 12\nflag: yes\nratio: 1.5e3\nhex: 0x1F\n"
                           "nothing:\ntilde: ~\ntagged: !!str 7\nliteral: |\n  line one\n  line two\nfolded: >-\n"
                           "  a\n  b\n---\n";
    const SkillDocument doc = parseSkillDocument(raw);
    QVERIFY(doc.frontmatterIsMapping);
    auto value = [&](const char *key) { return doc.entry(QString::fromLatin1(key))->value; };
    QVERIFY(value("name").quoted);
    QVERIFY(!value("name").plainNonString);
    QCOMPARE(value("single").text, QStringLiteral("it's"));
    QVERIFY(value("single").quoted);
    QVERIFY(value("count").plainNonString);
    QCOMPARE(value("count").text, QStringLiteral("12"));
    QVERIFY(value("flag").plainNonString);
    QVERIFY(value("ratio").plainNonString);
    QVERIFY(value("hex").plainNonString);
    QCOMPARE(value("nothing").kind, Kind::Null);
    QCOMPARE(value("nothing").text, QString());
    QCOMPARE(value("nothing").position, (SourcePosition { 8, 1 }));
    QCOMPARE(value("tilde").kind, Kind::Null);
    QCOMPARE(value("tilde").text, QStringLiteral("~"));
    QCOMPARE(value("tagged").tag, QStringLiteral("tag:yaml.org,2002:str"));
    QVERIFY(!value("tagged").plainNonString);
    QVERIFY(value("literal").blockScalar);
    QCOMPARE(value("literal").text, QStringLiteral("line one\nline two\n"));
    QCOMPARE(value("literal").position, (SourcePosition { 11, 10 }));
    QVERIFY(value("folded").blockScalar);
    QCOMPARE(value("folded").text, QStringLiteral("a b"));
    QCOMPARE(doc.stringValue(QStringLiteral("count")), QStringLiteral("12"));
}

void TestSkillDocument::nestedValues()
{
    const QByteArray raw = "---\nmetadata:\n  author: me\n  tags: [a, b]\nallowed-tools:\n  - Read\n  - Bash\n"
                           "ref: &x hello\nalias: *x\n---\n";
    const SkillDocument doc = parseSkillDocument(raw);
    const FrontmatterValue &metadata = doc.entry(QStringLiteral("metadata"))->value;
    QCOMPARE(metadata.kind, Kind::Map);
    QVERIFY(!metadata.flowStyle);
    QCOMPARE(metadata.entries.size(), 2);
    QCOMPARE(metadata.entries[0].key, QStringLiteral("author"));
    QCOMPARE(metadata.entries[0].keyPosition, (SourcePosition { 3, 3 }));
    QCOMPARE(metadata.entries[0].value.text, QStringLiteral("me"));
    QCOMPARE(metadata.entries[1].value.kind, Kind::Sequence);
    QVERIFY(metadata.entries[1].value.flowStyle);
    QCOMPARE(metadata.entries[1].value.items.size(), 2);
    QCOMPARE(metadata.entries[1].value.items[1].text, QStringLiteral("b"));
    QCOMPARE(metadata.entries[1].value.items[1].position, (SourcePosition { 4, 13 }));
    QCOMPARE(metadata.text, QStringLiteral("author: me\ntags:\n  - a\n  - b"));
    const FrontmatterValue &tools = doc.entry(QStringLiteral("allowed-tools"))->value;
    QCOMPARE(tools.kind, Kind::Sequence);
    QCOMPARE(tools.items.size(), 2);
    QCOMPARE(tools.items[0].position, (SourcePosition { 6, 5 }));
    QCOMPARE(doc.stringValue(QStringLiteral("metadata")), QString());
    QVERIFY(doc.entry(QStringLiteral("ref"))->value.anchored);
    QCOMPARE(doc.entry(QStringLiteral("alias"))->value.text, QStringLiteral("hello"));
    QVERIFY(doc.entry(QStringLiteral("alias"))->value.anchored);
    QCOMPARE(doc.entry(QStringLiteral("alias"))->value.position, (SourcePosition { 9, 8 }));
}

void TestSkillDocument::duplicateKeys()
{
    const SkillDocument doc = parseSkillDocument("---\nname: a\ndescription: d\nname: b\n---\n");
    QCOMPARE(doc.frontmatter.size(), 3);
    QCOMPARE(doc.duplicateKeys, QStringList { QStringLiteral("name") });
    QCOMPARE(doc.name(), QStringLiteral("a")); // strict lookups see the first occurrence
    QCOMPARE(doc.frontmatter[2].keyPosition, (SourcePosition { 4, 1 }));
    QCOMPARE(doc.lenient.name, QStringLiteral("b")); // Go's map keeps the last
}

void TestSkillDocument::byteOrderMark()
{
    const SkillDocument doc = parseSkillDocument("\xEF\xBB\xBF---\nname: bom\n---\nbody\n");
    QVERIFY(doc.hadBom);
    QVERIFY(doc.startsWithFrontmatter);
    QCOMPARE(doc.name(), QStringLiteral("bom"));
    QCOMPARE(doc.frontmatter[0].value.position, (SourcePosition { 2, 7 }));
    QCOMPARE(doc.body, QStringLiteral("body\n"));
    QVERIFY(!doc.lenient.hasFrontmatter); // Go does not strip the BOM
    QVERIFY(doc.lenient.body.startsWith(QStringLiteral("---\nname: bom")));
}

void TestSkillDocument::crlfLineBreaks()
{
    const SkillDocument doc = parseSkillDocument("---\r\nname: crlf\r\ndescription: d\r\n---\r\nline 1\r\nline 2\r\n");
    QVERIFY(doc.usesCrlf);
    QVERIFY(doc.frontmatterClosed);
    QCOMPARE(doc.name(), QStringLiteral("crlf"));
    QCOMPARE(doc.entry(QStringLiteral("description"))->value.position, (SourcePosition { 3, 14 }));
    QCOMPARE(doc.body, QStringLiteral("line 1\nline 2\n"));
    QCOMPARE(doc.bodyFirstLine, 5);
    QCOMPARE(doc.bodyOffset, -1);
    QCOMPARE(doc.lineCount, 6);
    QVERIFY(doc.lenient.hasFrontmatter);
    QCOMPARE(doc.lenient.name, QStringLiteral("crlf"));
}

void TestSkillDocument::missingOpeningFence()
{
    const SkillDocument doc = parseSkillDocument("name: x\n---\nbody\n", {}, QStringLiteral("x"));
    QVERIFY(!doc.startsWithFrontmatter);
    QVERIFY(!doc.frontmatterClosed);
    QVERIFY(doc.frontmatter.isEmpty());
    QCOMPARE(doc.body, QStringLiteral("name: x\n---\nbody\n"));
    QCOMPARE(doc.bodyFirstLine, 1);
}

void TestSkillDocument::missingClosingFence()
{
    const SkillDocument doc = parseSkillDocument("---\nname: x\ndescription: y\n");
    QVERIFY(doc.startsWithFrontmatter);
    QVERIFY(!doc.frontmatterClosed);
    QVERIFY(!doc.frontmatterIsMapping);
    QVERIFY(doc.frontmatter.isEmpty());
    QCOMPARE(doc.body, QStringLiteral("---\nname: x\ndescription: y\n"));
    QVERIFY(!doc.lenient.hasFrontmatter);
}

void TestSkillDocument::frontmatterNotAMapping()
{
    const SkillDocument list = parseSkillDocument("---\n- a\n- b\n---\n");
    QVERIFY(list.frontmatterClosed);
    QVERIFY(!list.yamlError);
    QVERIFY(!list.frontmatterIsMapping);
    QVERIFY(list.frontmatter.isEmpty());
    const SkillDocument scalar = parseSkillDocument("---\njust text\n---\n");
    QVERIFY(!scalar.frontmatterIsMapping);
    QVERIFY(!scalar.yamlError);
}

void TestSkillDocument::emptyFrontmatter()
{
    const SkillDocument doc = parseSkillDocument("---\n---\nbody\n");
    QVERIFY(doc.frontmatterClosed);
    QCOMPARE(doc.frontmatterEnd, (SourcePosition { 2, 1 }));
    QVERIFY(!doc.frontmatterIsMapping);
    QVERIFY(!doc.yamlError);
    QCOMPARE(doc.body, QStringLiteral("body\n"));
    QVERIFY(!doc.lenient.hasFrontmatter); // Go looks for "\n---\n" after the opening line
}

void TestSkillDocument::invalidYamlKeepsYamlCppPosition()
{
    // The verdict and the position come from libfyaml (yaml-cpp reads the tree of valid documents).
    const SkillDocument doc = parseSkillDocument("---\nname: x\ndescription: Use when: testing\n---\nbody\n");
    QVERIFY(doc.frontmatterClosed);
    QVERIFY(doc.yamlError.has_value());
    QCOMPARE(doc.yamlError->message, QStringLiteral("invalid nested block mapping on the same line"));
    QCOMPARE(doc.yamlError->position, (SourcePosition { 3, 22 }));
    QVERIFY(!doc.frontmatterIsMapping);
    QCOMPARE(doc.body, QStringLiteral("body\n"));

    // libfyaml builds the first document and reports the text after it: that error counts (PyYAML: "expected
    // '<document start>'"; found by the differential fuzzer).
    const SkillDocument after = parseSkillDocument("---\n  description: the\ncompatibility:the\n---\n");
    QVERIFY(after.yamlError.has_value());
    QCOMPARE(after.yamlError->message, QStringLiteral("missing document start"));
    QCOMPARE(after.yamlError->position.line, 3);

    const SkillDocument flow = parseSkillDocument("---\nname: [a\n---\n");
    QVERIFY(flow.yamlError.has_value());
    QCOMPARE(flow.yamlError->position.line, 3); // libfyaml: where the list should have closed

    // yaml-cpp 0.7 accepts these; every consumer's parser refuses them.
    for (const char *raw : { "---\nname: x\ndescription: \"Use it\nlicense: MIT\n---\n",
             "---\nname: x\ndescription: Use it\nmore text\n---\n" }) {
        const SkillDocument broken = parseSkillDocument(raw);
        QVERIFY2(broken.yamlError.has_value(), raw);
        QVERIFY(!broken.frontmatterIsMapping);
    }
}

void TestSkillDocument::emptyFile()
{
    const SkillDocument doc = parseSkillDocument(QByteArray(), {}, QStringLiteral("empty"));
    QVERIFY(!doc.startsWithFrontmatter);
    QCOMPARE(doc.body, QString());
    QCOMPARE(doc.lineCount, 0);
    QCOMPARE(doc.lenient.name, QStringLiteral("empty"));
    QVERIFY(doc.lenient.nameDefaulted);
}

void TestSkillDocument::invalidUtf8()
{
    const SkillDocument doc = parseSkillDocument("---\nname: bad\ndescription: caf\xE9\n---\n\xFF\xFE body\n");
    QVERIFY(!doc.validUtf8);
    QCOMPARE(doc.name(), QStringLiteral("bad"));
    QVERIFY(doc.body.endsWith(QStringLiteral(" body\n")));
    QVERIFY(parseSkillDocument("---\nname: caf\xC3\xA9\n---\n").validUtf8);
    QVERIFY(!parseSkillDocument("\xED\xA0\x80").validUtf8); // UTF-16 surrogate encoded in UTF-8
    QVERIFY(!parseSkillDocument("\xC0\xAF").validUtf8); // overlong
}

// A NUL or bytes that are not UTF-8 in frontmatter that is not a plain `key: value` list: a YAML error at the byte,
// never a call into libfyaml, which loops without end on them in a `%` directive line (fuzz_skill).
void TestSkillDocument::bytesYamlForbidsAreRefusedAtTheirPlace()
{
    const SkillDocument utf8 = parseSkillDocument(QByteArray("---\n%ame:  true\xFF\xFF\nname: x\n---\nbody\n"));
    QVERIFY(utf8.yamlError.has_value());
    QCOMPARE(utf8.yamlError->message, QStringLiteral("the text is not valid UTF-8, which YAML requires"));
    QCOMPARE(utf8.yamlError->position, (SourcePosition { 2, 12 }));
    QCOMPARE(utf8.body, QStringLiteral("body\n"));

    const SkillDocument nul = parseSkillDocument(QByteArray("---\nname: x\n%a\0b \xFF\n---\n", 23));
    QVERIFY(nul.yamlError.has_value());
    QCOMPARE(nul.yamlError->message, QStringLiteral("the text contains a NUL character, which YAML does not allow"));
    QCOMPARE(nul.yamlError->position, (SourcePosition { 3, 3 }));

    // Valid UTF-8 in the same shape still reaches libfyaml, whose verdict stands: a reserved directive is ignored.
    const SkillDocument directive = parseSkillDocument(QByteArray("---\n%ame:  true caf\xC3\xA9\nname: x\n---\n"));
    QVERIFY(!directive.yamlError.has_value());
    QCOMPARE(directive.name(), QStringLiteral("x"));
}

void TestSkillDocument::hugeBodyParses()
{
    QByteArray raw = "---\nname: big\ndescription: d\n---\n";
    const QByteArray line = QByteArray("lorem ipsum dolor sit amet ").repeated(40) + '\n';
    raw += line.repeated(50 * 1024 * 1024 / line.size());
    const SkillDocument doc = parseSkillDocument(raw);
    QVERIFY(doc.frontmatterIsMapping);
    QCOMPARE(doc.name(), QStringLiteral("big"));
    QCOMPARE(doc.body.size(), raw.size() - 33);
    QCOMPARE(doc.lineCount, 4 + int(50 * 1024 * 1024 / line.size()));
}

void TestSkillDocument::hugeFrontmatterRefusedQuickly()
{
    QByteArray raw = "---\nname: big\n";
    raw += QByteArray("key: some value here\n").repeated(3 * 1024 * 1024 / 21);
    raw += "---\nbody\n";
    const SkillDocument doc = parseSkillDocument(raw);
    QVERIFY(doc.yamlError.has_value());
    QVERIFY(doc.yamlError->message.startsWith(QStringLiteral("frontmatter is larger than 1048576 bytes")));
    QCOMPARE(doc.yamlError->position, (SourcePosition { 2, 1 }));
    QCOMPARE(doc.body, QStringLiteral("body\n"));
    QCOMPARE(doc.lenient.name, QStringLiteral("big"));
}

void TestSkillDocument::aliasBombRefused()
{
    QByteArray raw = "---\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int i = 1; i < 9; ++i)
        raw += QStringLiteral("a%1: &a%1 [*a%2, *a%2, *a%2, *a%2, *a%2, *a%2, *a%2, *a%2, *a%2, *a%2]\n")
                   .arg(i)
                   .arg(i - 1)
                   .toUtf8();
    raw += "---\n";
    const SkillDocument doc = parseSkillDocument(raw);
    QVERIFY(doc.yamlError.has_value());
    QCOMPARE(doc.yamlError->message, QStringLiteral("frontmatter expands to more than 200000 YAML nodes"));
}

void TestSkillDocument::lenientKeepsQuotesAndReadsColons()
{
    const SkillDocument doc = parseSkillDocument(
        "---\nname: \"quoted-name\"\ndescription: Use when: testing # not a comment\n# a comment line\n---\nbody\n", {},
        QStringLiteral("folder"));
    QVERIFY(doc.yamlError.has_value()); // strict YAML rejects the colon
    QVERIFY(doc.lenient.hasFrontmatter);
    QCOMPARE(doc.lenient.name, QStringLiteral("\"quoted-name\""));
    QVERIFY(!doc.lenient.nameDefaulted);
    QCOMPARE(doc.lenient.description, QStringLiteral("Use when: testing # not a comment"));
    QCOMPARE(doc.lenient.fields.size(), 2);
    QCOMPARE(doc.lenient.fieldLines, (QList<int> { 2, 3 }));
    QCOMPARE(doc.lenient.fieldLine(QStringLiteral("description")), 3);
    QCOMPARE(doc.lenient.fieldLine(QStringLiteral("license")), 0);
    QCOMPARE(doc.lenient.body, QStringLiteral("body\n"));
    QCOMPARE(doc.lenient.bodyFirstLine, 6);
    QCOMPARE(doc.lenient.field(QStringLiteral("name")), std::optional<QString>(QStringLiteral("\"quoted-name\"")));
    QCOMPARE(doc.lenient.field(QStringLiteral("license")), std::optional<QString>());
}

void TestSkillDocument::lenientDefaultsNameAndDescription()
{
    const SkillDocument doc = parseSkillDocument("---\nname:   \nlicense: MIT\n---\n", {}, QStringLiteral("my-folder"));
    QCOMPARE(doc.lenient.name, QStringLiteral("my-folder"));
    QVERIFY(doc.lenient.nameDefaulted);
    QCOMPARE(doc.lenient.description, QString());
    const SkillDocument none = parseSkillDocument("# just markdown\n", {}, QStringLiteral("plain"));
    QVERIFY(!none.lenient.hasFrontmatter);
    QCOMPARE(none.lenient.name, QStringLiteral("plain"));
    QCOMPARE(none.lenient.body, QStringLiteral("# just markdown\n"));
}

void TestSkillDocument::lenientBlockScalar()
{
    const SkillDocument doc = parseSkillDocument(
        "---\nname: blocky\ndescription: >-\n  Folded text\n  continues: here\nlicense: MIT\n---\n");
    QCOMPARE(doc.lenient.description, QStringLiteral("Folded text continues: here"));
    QCOMPARE(doc.lenient.field(QStringLiteral("license")), std::optional<QString>(QStringLiteral("MIT")));
    QCOMPARE(doc.lenient.fields.size(), 3);
    QCOMPARE(doc.lenient.fieldLines, (QList<int> { 2, 3, 6 }));
}

void TestSkillDocument::lenientNeedsExactFences()
{
    // Strict reading accepts trailing blanks on the fence; Go needs exactly "---\n".
    const SkillDocument doc = parseSkillDocument("--- \nname: x\n---\n", {}, QStringLiteral("f"));
    QVERIFY(doc.frontmatterClosed);
    QCOMPARE(doc.name(), QStringLiteral("x"));
    QVERIFY(!doc.lenient.hasFrontmatter);
    QCOMPARE(doc.lenient.name, QStringLiteral("f"));
}

void TestSkillDocument::declaredToolsSection()
{
    const QString body = QStringLiteral("# Skill\n\nTools:\n- get_weather\n# - disabled_tool\n  - search_docs  \n"
                                        "-\n\nOverview\nMore text\n- not_a_tool\n");
    QCOMPARE(declaredTools(body), (QStringList { QStringLiteral("get_weather"), QStringLiteral("search_docs") }));
    QCOMPARE(declaredTools(QStringLiteral("TOOLS:\n- a\nNext: section\n- b\n")), QStringList { QStringLiteral("a") });
    QCOMPARE(declaredTools(QStringLiteral("no section\n- a\n")), QStringList());
}

void TestSkillDocument::readFromFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QDir(dir.path()).mkdir(QStringLiteral("demo"));
    QFile file(dir.filePath(QStringLiteral("demo/SKILL.md")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("---\nname: demo\ndescription: d\n---\n");
    file.close();
    QString error;
    const auto doc = readSkillDocument(dir.filePath(QStringLiteral("demo")), &error);
    QVERIFY(doc.has_value());
    QCOMPARE(doc->filePath, QFileInfo(file).absoluteFilePath());
    QCOMPARE(doc->folderName, QStringLiteral("demo"));
    QCOMPARE(doc->name(), QStringLiteral("demo"));
    QVERIFY(!readSkillDocument(dir.filePath(QStringLiteral("nope")), &error));
    QCOMPARE(error, QStringLiteral("Path does not exist: %1").arg(dir.filePath(QStringLiteral("nope"))));
    QVERIFY(!readSkillDocument(dir.path(), &error));
    QCOMPARE(error, QStringLiteral("Missing required file: SKILL.md"));
}

void TestSkillDocument::simplePathAgreesWithYamlCpp_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<bool>("simple"); // expected to be inside the fast path's subset
    QTest::newRow("flat") << QByteArray("name: pdf\ndescription: Fill forms. Use when: never mind\n") << false;
    QTest::newRow("plain") << QByteArray("name: pdf\ndescription: Fill forms, merge PDFs (C#, it's fine)\n") << true;
    QTest::newRow("types") << QByteArray("a: 12\nb: yes\nc: 1.5e3\nd: 0x1F\ne: null\nf:\ng: NULL\nh: 2024-01-01\n")
                           << true;
    QTest::newRow("quoted") << QByteArray("name: \"pdf\"\nx: 'single'\ny: \"with 'inner' quotes: fine\"\n") << true;
    QTest::newRow("nested") << QByteArray("metadata:\n  author: me\n  version: \"1.0\"\n\nlicense: MIT\n") << true;
    QTest::newRow("nested empty") << QByteArray("metadata:\n    a:\n    b: c\nz: 1\n") << true;
    QTest::newRow("trailing spaces") << QByteArray("name: pdf   \ndescription:    spaced out  \n") << true;
    QTest::newRow("unicode") << QByteArray("name: 技能\ndescription: Über café — naïve 😀\n") << true;
    QTest::newRow("url") << QByteArray("homepage: https://example.com/a?b=c\ntools: Bash(git:*) Read\n") << true;
    QTest::newRow("comment") << QByteArray("name: pdf # trailing\n") << false;
    QTest::newRow("block") << QByteArray("description: |\n  text\n") << false;
    QTest::newRow("list") << QByteArray("allowed-tools:\n  - Read\n") << false;
    QTest::newRow("flow") << QByteArray("tags: [a, b]\n") << false;
    QTest::newRow("escape") << QByteArray("d: \"a\\tb\"\n") << false;
    QTest::newRow("continuation") << QByteArray("d: first\n  second\n") << false;
    QTest::newRow("deep") << QByteArray("m:\n  a:\n    b: c\n") << false;
    QTest::newRow("tilde") << QByteArray("a: ~\n") << false;
    QTest::newRow("tab") << QByteArray("a: b\tc\n") << false;
    QTest::newRow("blank only") << QByteArray("\n  \n") << false;
    QTest::newRow("dash key") << QByteArray("allowed-tools: Read Write\nx_y: z\n") << true;
}

void TestSkillDocument::simplePathAgreesWithYamlCpp()
{
    QFETCH(QByteArray, yaml);
    QFETCH(bool, simple);
    const std::string text = yaml.toStdString();
    const std::optional<detail::YamlReading> fast = detail::readSimpleYaml(text, 2);
    QCOMPARE(fast.has_value(), simple);
    if (!fast)
        return;
    const detail::YamlReading reference = detail::readYamlWithYamlCpp(text, 2);
    QVERIFY(!reference.error);
    QVERIFY(reference.hasDocument);
    FrontmatterValue fastRoot = fast->root;
    FrontmatterValue referenceRoot = reference.root;
    for (FrontmatterEntry &e : referenceRoot.entries)
        e.value.text = e.value.kind == Kind::Map ? QString() : e.value.text; // container text is filled later
    referenceRoot.position = fastRoot.position;
    QVERIFY(detail::sameValue(fastRoot, referenceRoot));
    QCOMPARE(detail::emitYaml(fastRoot), detail::emitYamlWithYamlCpp(fastRoot));
}

QTEST_GUILESS_MAIN(TestSkillDocument)
#include "tst_skilldocument.moc"
