// Token report: exact per-layer counts checked against the tokenizer directly, the chunked catalog counter
// against whole-text counts (property test), totals, savings, context budgets and the per-skill cache.
#include "catalog/tokenreport.h"
#include "catalogfixtures.h"

#include <QJsonArray>
#include <QLocale>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>

using namespace sw;

namespace {
QList<ReportSkill> reportSkills(int count)
{
    QList<ReportSkill> skills;
    const QList<CatalogSkill> catalog = sw::testing::generatedSkills(count);
    for (int i = 0; i < catalog.size(); ++i) {
        ReportSkill s;
        s.name = catalog[i].name;
        s.description = catalog[i].description;
        s.location = catalog[i].location;
        s.body = QStringLiteral("# %1\n\nStep one: read the input.\nStep two: run scripts/run.sh %2.\n")
                     .arg(s.name)
                     .arg(i);
        if (i % 2 == 0)
            s.docs.append(
                { QStringLiteral("references/guide.md"), QStringLiteral("Guide for %1. 说明文档。\n").arg(s.name) });
        if (i % 3 == 0)
            s.tools = QStringList { QStringLiteral("get_weather"), QStringLiteral("search_city_by_name") };
        skills << s;
    }
    return skills;
}

int count(const QString &text, Encoding encoding = Encoding::O200kBase)
{
    return Tokenizer::forEncoding(encoding)->count(text.toUtf8());
}
} // namespace

class TokenReportTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void knownCounts();
    void perSkillCountsMatchTokenizer_data();
    void perSkillCountsMatchTokenizer();
    void chunkedCounterIsExact_data();
    void chunkedCounterIsExact();
    void chunkedCounterOnCatalogs();
    void budgetsAndCuts();
    void cacheRecountsOnlyEditedSkill();
    void jsonAndText();
};

void TokenReportTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // no user dialects from the home folder
    qunsetenv("SW_DIALECTS_DIR");
    if (!Tokenizer::forEncoding(Encoding::O200kBase)->isExact()
        || !Tokenizer::forEncoding(Encoding::Cl100kBase)->isExact())
        QSKIP("BPE rank data not available: token counts would be estimates");
}

void TokenReportTest::knownCounts()
{
    ReportSkill s;
    s.name = QStringLiteral("hello");
    s.description = QStringLiteral("Says hello.");
    s.location = QStringLiteral("/s/hello/SKILL.md");
    s.body = QStringLiteral("hello world"); // 2 tokens in both encodings: "hello", " world"
    s.docs = { { QStringLiteral("a.md"), QStringLiteral("hello world hello world") } }; // 4
    TokenReportOptions options;
    options.dialect = QStringLiteral("minimal");
    for (const Encoding encoding : { Encoding::O200kBase, Encoding::Cl100kBase }) {
        options.encoding = encoding;
        const TokenReport r = buildTokenReport({ s }, options);
        QCOMPARE(r.skills.size(), 1);
        QCOMPARE(r.skills[0].bodyTokens, 2);
        QCOMPARE(r.skills[0].docsTokens, 4);
        QCOMPARE(r.skills[0].toolsTokens, 0);
        QCOMPARE(r.bodyTokens, 2);
        QCOMPARE(r.docTokens, 4);
        QCOMPARE(r.fullInjectionSkillMdTokens, 2);
        QCOMPARE(r.fullInjectionAllTokens, 6);
        // "Skills available:\n  - hello: Says hello." rendered and counted directly
        QCOMPARE(r.catalogTokens, count(QStringLiteral("Skills available:\n  - hello: Says hello."), encoding));
        QCOMPARE(r.savingAllPercent, 100.0 * (1.0 - r.catalogTokens / 6.0));
    }
}

void TokenReportTest::perSkillCountsMatchTokenizer_data()
{
    QTest::addColumn<QString>("dialect");
    QTest::addColumn<int>("encoding");
    for (const QString &d : catalogDialectNames()) {
        QTest::newRow(qPrintable(d + "/o200k")) << d << int(Encoding::O200kBase);
        QTest::newRow(qPrintable(d + "/cl100k")) << d << int(Encoding::Cl100kBase);
    }
}

void TokenReportTest::perSkillCountsMatchTokenizer()
{
    QFETCH(QString, dialect);
    QFETCH(int, encoding);
    TokenReportOptions options;
    options.dialect = dialect;
    options.encoding = Encoding(encoding);
    const QList<ReportSkill> skills = reportSkills(12);
    const TokenReport r = buildTokenReport(skills, options);
    QCOMPARE(r.skills.size(), 12);
    QList<CatalogSkill> catalog;
    qint64 bodies = 0, docs = 0, tools = 0;
    for (const ReportSkill &s : skills) {
        catalog << s.catalogSkill();
        const auto row
            = std::find_if(r.skills.cbegin(), r.skills.cend(), [&](const SkillTokens &t) { return t.name == s.name; });
        QVERIFY(row != r.skills.cend());
        QCOMPARE(row->entryTokens, count(renderCatalogEntry(dialect, s.catalogSkill()), options.encoding));
        QCOMPARE(row->bodyTokens, count(s.body, options.encoding));
        int docTotal = 0;
        for (int i = 0; i < s.docs.size(); ++i) {
            QCOMPARE(row->docs[i].path, s.docs[i].path);
            QCOMPARE(row->docs[i].tokens, count(s.docs[i].content, options.encoding));
            docTotal += row->docs[i].tokens;
        }
        QCOMPARE(row->docsTokens, docTotal);
        QCOMPARE(row->toolsTokens, s.tools.isEmpty() ? 0 : count(s.tools.join('\n'), options.encoding));
        bodies += row->bodyTokens;
        docs += row->docsTokens;
        tools += row->toolsTokens;
    }
    std::sort(
        catalog.begin(), catalog.end(), [](const CatalogSkill &a, const CatalogSkill &b) { return a.name < b.name; });
    QCOMPARE(r.catalogTokens, count(renderCatalog(dialect, catalog), options.encoding));
    QCOMPARE(r.bodyTokens, bodies);
    QCOMPARE(r.docTokens, docs);
    QCOMPARE(r.toolTokens, tools);
    QCOMPARE(r.fullInjectionAllTokens, bodies + docs);
    // rows follow the dialect's listing order
    QStringList expectedOrder, actualOrder;
    for (const CatalogSkill &s : orderCatalogSkills(dialect, catalog))
        expectedOrder << s.name;
    for (const SkillTokens &t : r.skills)
        actualOrder << t.name;
    QCOMPARE(actualOrder, expectedOrder);
}

void TokenReportTest::chunkedCounterIsExact_data()
{
    QTest::addColumn<int>("encoding");
    QTest::newRow("o200k") << int(Encoding::O200kBase);
    QTest::newRow("cl100k") << int(Encoding::Cl100kBase);
}

void TokenReportTest::chunkedCounterIsExact()
{
    QFETCH(int, encoding);
    const auto tokenizer = Tokenizer::forEncoding(Encoding(encoding));
    ChunkedTokenCounter counter(tokenizer);
    const QStringList alphabet { "a", "Z", "é", "1", "42", " ", "  ", "\n", "\n\n", "\r\n", "/", ".", ":", "'s", "'",
        "\t", "東京", "😀", "\u3000", "\u00A0", "\uFEFF", "-", "<", "&", "x/y", "\u0301" };
    QRandomGenerator random(20261129);
    for (int round = 0; round < 400; ++round) {
        QString text;
        const int pieces = int(random.bounded(1, 60));
        for (int i = 0; i < pieces; ++i)
            text += alphabet[int(random.bounded(alphabet.size()))];
        QCOMPARE(counter.count(text), tokenizer->count(text.toUtf8()));
    }
    // known crossing cases: punctuation followed by newline and slash, newline then space
    for (const QString &text :
        { QString(".\n/path\nx"), QString("a\n b\n\nc"), QString("x:\n\n/y\n- z"), QString("\n\nq") })
        QCOMPARE(counter.count(text), tokenizer->count(text.toUtf8()));
}

void TokenReportTest::chunkedCounterOnCatalogs()
{
    const auto tokenizer = Tokenizer::forEncoding(Encoding::O200kBase);
    ChunkedTokenCounter counter(tokenizer);
    for (const QString &d : catalogDialectNames()) {
        for (const QList<CatalogSkill> &skills : { sw::testing::fixtureSkills(), sw::testing::generatedSkills(300) }) {
            const QString text = renderCatalog(d, skills);
            QCOMPARE(counter.count(text), tokenizer->count(text.toUtf8()));
        }
    }
    // a second count of an unchanged catalog counts no chunk again; one edited line counts one chunk
    QList<CatalogSkill> skills = sw::testing::generatedSkills(300);
    counter.count(renderCatalog("trpc-go", skills));
    QCOMPARE(counter.countedChunksLastCall(), 0);
    skills[5].description = "Edited description.";
    const QString edited = renderCatalog("trpc-go", skills);
    QCOMPARE(counter.count(edited), tokenizer->count(edited.toUtf8()));
    QCOMPARE(counter.countedChunksLastCall(), 1);
}

void TokenReportTest::budgetsAndCuts()
{
    TokenReportOptions options;
    options.dialect = "minimal";
    const QList<ReportSkill> skills = reportSkills(40);
    options.contextWindowTokens = 1000000;
    TokenReport r = buildTokenReport(skills, options);
    QCOMPARE(r.budgets.size(), 2);
    QCOMPARE(r.budgets[0].client, QString("Claude Code"));
    QCOMPARE(r.budgets[0].budgetTokens, 10000);
    QCOMPARE(r.budgets[1].client, QString("Codex"));
    QCOMPARE(r.budgets[1].budgetTokens, 20000);
    QVERIFY(r.budgets[0].fits && r.budgets[1].fits);
    QCOMPARE(r.catalogSharePercent, 100.0 * r.catalogTokens / 1000000.0);

    QCOMPARE(r.budgets[0].unit, QString("characters"));
    QCOMPARE(r.budgets[0].budget, qint64(30000)); // 1% x 3 characters per token (Claude Code's default model)
    QCOMPARE(r.budgets[1].unit, QString("tokens"));
    QCOMPARE(r.budgets[1].budget, qint64(5440)); // Codex never budgets gpt-5 for more than its 272,000 tokens

    // Each client's own listing (the plans of docs/dialects.md): at 5,000 tokens Claude Code has 150 characters and
    // keeps only names (its own bundled skills alone are longer); Codex has 100 approximate tokens and shortens,
    // lists by name only or omits (its own four skills come first).
    options.contextWindowTokens = 5000;
    r = buildTokenReport(skills, options);
    QVERIFY(!r.budgets[0].fits);
    QCOMPARE(r.budgets[0].budget, qint64(150));
    QCOMPARE(r.budgets[0].nameOnly, 40);
    QCOMPARE(r.budgets[0].cut.size(), qsizetype(40));
    QVERIFY(r.budgets[0].used <= r.budgets[0].budget || r.budgets[0].nameOnly == 40);
    QVERIFY(!r.budgets[1].fits);
    QCOMPARE(r.budgets[1].budget, qint64(100));
    QVERIFY(r.budgets[1].used <= r.budgets[1].budget);
    QCOMPARE(r.budgets[1].shortened + r.budgets[1].nameOnly + r.budgets[1].omitted, int(r.budgets[1].cut.size()));
    // the cut skills are named in the client's listing order (sorted by name for both)
    QStringList sortedCut = r.budgets[1].cut;
    sortedCut.sort();
    QCOMPARE(r.budgets[1].cut, sortedCut);
    const QString text = r.toText();
    QVERIFY(text.contains("Claude Code (1% = 50 tokens; its listing uses "));
    QVERIFY(text.contains(" of 150 characters): 40 by name only: "));
}

void TokenReportTest::cacheRecountsOnlyEditedSkill()
{
    QList<ReportSkill> skills = reportSkills(100);
    TokenReportBuilder builder;
    builder.setSkills(skills);
    QCOMPARE(builder.countedSkills(), 100);
    QCOMPARE(builder.reusedSkills(), 0);
    const TokenReport first = builder.report();
    builder.setSkills(skills);
    QCOMPARE(builder.countedSkills(), 0);
    QCOMPARE(builder.reusedSkills(), 100);
    QCOMPARE(builder.report().toJson(), first.toJson());

    skills[42].body += QStringLiteral("\nA new step with more words in it.\n");
    skills[42].description = QStringLiteral("Edited: now a different description.");
    builder.setSkills(skills);
    QCOMPARE(builder.countedSkills(), 1);
    QCOMPARE(builder.reusedSkills(), 99);
    const TokenReport incremental = builder.report();
    QCOMPARE(incremental.toJson(), buildTokenReport(skills, {}).toJson());
    QVERIFY(incremental.bodyTokens > first.bodyTokens);

    // reverting the edit finds the old counts by content hash: nothing is counted
    QList<ReportSkill> reverted = reportSkills(100);
    builder.setSkills(reverted);
    QCOMPARE(builder.countedSkills(), 0);
    QCOMPARE(builder.reusedSkills(), 100);
    QCOMPARE(builder.report().toJson(), first.toJson());
    builder.setSkills(skills);
    QCOMPARE(builder.countedSkills(), 0);

    ReportSkill added = skills[0];
    added.name = QStringLiteral("zz-new");
    builder.updateSkill(added);
    QCOMPARE(builder.countedSkills(), 1);
    QCOMPARE(builder.skillCount(), 101);
    builder.updateSkill(added);
    QCOMPARE(builder.countedSkills(), 0);
    QVERIFY(builder.removeSkill(QStringLiteral("zz-new")));
    QVERIFY(!builder.removeSkill(QStringLiteral("zz-new")));
    QCOMPARE(builder.report().toJson(), incremental.toJson());

    // changing the encoding recounts everything
    TokenReportOptions options;
    options.encoding = Encoding::Cl100kBase;
    builder.setOptions(options);
    QCOMPARE(builder.countedSkills(), 100);
    QCOMPARE(builder.report().toJson(), buildTokenReport(skills, options).toJson());
}

void TokenReportTest::jsonAndText()
{
    TokenReportOptions options;
    options.dialect = "deepseek";
    options.contextWindowTokens = 1000000;
    const TokenReport r = buildTokenReport(reportSkills(3), options);
    const QJsonObject json = r.toJson();
    QCOMPARE(json["dialect"].toString(), QString("deepseek"));
    QCOMPARE(json["encoding"].toString(), QString("o200k_base"));
    QCOMPARE(json["exact"].toBool(), true);
    QCOMPARE(json["skills"].toArray().size(), 3);
    QCOMPARE(json["totals"]["catalog"].toInt(), r.catalogTokens);
    QCOMPARE(json["totals"]["full_injection_all"].toInteger(), r.fullInjectionAllTokens);
    QCOMPARE(json["context"]["budgets"].toArray().size(), 2);
    QCOMPARE(json["skills"][0]["docs"][0]["path"].toString(), QString("references/guide.md"));
    const QString text = r.toText();
    QVERIFY(text.startsWith("Token report: dialect deepseek, encoding o200k_base\nSkills: 3\n"));
    QVERIFY(text.contains(QStringLiteral("Layer 1  catalog (always paid)        %1 tokens").arg(r.catalogTokens)));
    QVERIFY(text.contains(QStringLiteral("Claude Code (1% = 10,000 tokens; its listing uses %1 of 30,000 characters): "
                                         "every skill in full\n")
                              .arg(QLocale(QLocale::English).toString(r.budgets[0].used))));
    QVERIFY(text.contains("Codex (2% = 20,000 tokens; its listing uses "));
    QVERIFY(text.contains("references/guide.md\n"));
}

QTEST_GUILESS_MAIN(TokenReportTest)
#include "tst_tokenreport.moc"
