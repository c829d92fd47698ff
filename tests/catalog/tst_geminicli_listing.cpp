// The Gemini CLI listing (docs/dialects.md `gemini-cli`, docs/clients.md section 4): exact bytes, nothing escaped or
// cut, no budget, the order per root in descending code-unit order of the SKILL.md path (the capture's order), the
// characters a name may not carry, nothing for an empty list, and a user dialect replacing the intro.
#include "catalog/catalogrenderer.h"
#include "catalog/geminiclidialect.h"

#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {
CatalogSkill skill(const QString &folder, const QString &description, int root = 0, const QString &name = {})
{
    CatalogSkill s;
    s.name = name.isEmpty() ? folder : name;
    s.description = description;
    s.location = QStringLiteral("/home/u/.gemini/skills/%1/SKILL.md").arg(folder);
    s.client.rootIndex = root;
    return s;
}

QStringList namesOf(const QList<CatalogSkill> &skills)
{
    QStringList out;
    for (const CatalogSkill &s : skills)
        out << s.name;
    return out;
}
} // namespace

class TestGeminiCliListing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exactBytes();
    void orderAsCaptured();
    void nothingEscapedOrCut();
    void namesWithForbiddenCharacters();
    void emptyListRendersNothing();
    void userDialectReplacesTheIntro();
    void itsOwnReadingAndEqualNames();
};

void TestGeminiCliListing::exactBytes()
{
    const QList<CatalogSkill> skills { skill("alpha", "First skill."), skill("beta", "Second & last.") };
    const QString intro = GeminiCliWording::defaults().intro;
    QCOMPARE(renderCatalog(QStringLiteral("gemini-cli"), skills),
        QStringLiteral("# Available Agent Skills\n\n") + intro
            + QStringLiteral("\n\n<available_skills>\n"
                             "  <skill>\n"
                             "    <name>beta</name>\n"
                             "    <description>Second & last.</description>\n"
                             "    <location>/home/u/.gemini/skills/beta/SKILL.md</location>\n"
                             "  </skill>\n"
                             "  <skill>\n"
                             "    <name>alpha</name>\n"
                             "    <description>First skill.</description>\n"
                             "    <location>/home/u/.gemini/skills/alpha/SKILL.md</location>\n"
                             "  </skill>\n"
                             "</available_skills>"));
    QVERIFY(intro.contains(QStringLiteral("`activate_skill`")));
    // One skill's contribution: its block and the newline that joins it to the next.
    QCOMPARE(renderCatalogEntry(QStringLiteral("gemini-cli"), skills.first()),
        QStringLiteral("  <skill>\n    <name>alpha</name>\n    <description>First skill.</description>\n"
                       "    <location>/home/u/.gemini/skills/alpha/SKILL.md</location>\n  </skill>\n"));
    QVERIFY(builtinCatalogDialectNames().contains(QStringLiteral("gemini-cli")));
}

void TestGeminiCliListing::orderAsCaptured()
{
    // The capture's folders (docs/clients.md section 4), given in name order.
    QList<CatalogSkill> skills;
    for (const char *f :
        { "Upper_Case", "bad-yaml", "empty-desc", "folder-a", "long-desc", "multi-line", "normal-skill" })
        skills << skill(QString::fromLatin1(f), QStringLiteral("d"));
    const GeminiCliDialect dialect;
    QCOMPARE(namesOf(dialect.order(skills, {})),
        (QStringList {
            "normal-skill", "multi-line", "long-desc", "folder-a", "empty-desc", "bad-yaml", "Upper_Case" }));
    // Roots keep their order; inside each, descending paths.
    const QList<CatalogSkill> roots { skill("a", "d", 1), skill("z", "d", 0), skill("b", "d", 1), skill("y", "d", 0) };
    QCOMPARE(namesOf(dialect.order(roots, {})), (QStringList { "z", "y", "b", "a" }));
    const ListingPlan plan = planCatalog(QStringLiteral("gemini-cli"), roots);
    QCOMPARE(plan.skills.size(), 4);
    QCOMPARE(plan.skills.first().input, 1);
    QCOMPARE(plan.budget, -1);
    for (const ListedSkill &s : plan.skills)
        QCOMPARE(s.fate, ListingFate::Full);
}

void TestGeminiCliListing::nothingEscapedOrCut()
{
    const QString longText = QStringLiteral("x").repeated(2000);
    const QString raw = QStringLiteral("<angle> & \"quotes\" 'single'\nsecond line of a folded description");
    const QString out = renderCatalog(QStringLiteral("gemini-cli"), { skill("long", longText), skill("raw", raw) });
    QVERIFY(out.contains(QStringLiteral("<description>") + longText + QStringLiteral("</description>")));
    QVERIFY(out.contains(QStringLiteral("<description>") + raw + QStringLiteral("</description>")));
    CatalogOptions tiny;
    tiny.contextWindowTokens = 100; // no budget: a window changes nothing
    QCOMPARE(renderCatalog(QStringLiteral("gemini-cli"), { skill("long", longText) }, tiny),
        renderCatalog(QStringLiteral("gemini-cli"), { skill("long", longText) }));
}

void TestGeminiCliListing::namesWithForbiddenCharacters()
{
    QCOMPARE(
        GeminiCliDialect::listedName(QStringLiteral("a:b\\c/d<e>f*g?h\"i|j")), QStringLiteral("a-b-c-d-e-f-g-h-i-j"));
    QCOMPARE(GeminiCliDialect::listedName(QStringLiteral("plain-name_2")), QStringLiteral("plain-name_2"));
    const QString out
        = renderCatalog(QStringLiteral("gemini-cli"), { skill("odd", "d", 0, QStringLiteral("plugin:odd")) });
    QVERIFY(out.contains(QStringLiteral("<name>plugin-odd</name>")));
}

void TestGeminiCliListing::emptyListRendersNothing()
{
    QCOMPARE(renderCatalog(QStringLiteral("gemini-cli"), {}), QString());
}

void TestGeminiCliListing::userDialectReplacesTheIntro()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile f(dir.filePath(QStringLiteral("gemini-exact.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "skill-workbench-dialect/1", "name": "gemini-exact", "base": "gemini-cli",
        "intro": "Exact intro from my copy of the client."})");
    f.close();
    QString error;
    QCOMPARE(loadDialectFile(f.fileName(), &error), QStringLiteral("gemini-exact"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString out = renderCatalog(QStringLiteral("gemini-exact"), { skill("alpha", "First.") });
    QVERIFY(out.startsWith(QStringLiteral("# Available Agent Skills\n\nExact intro from my copy of the client.\n\n"
                                          "<available_skills>\n  <skill>\n")));
}

void TestGeminiCliListing::itsOwnReadingAndEqualNames()
{
    // Gemini CLI's own reading of each skill (ClientFields): its name and description, or not listed at all.
    CatalogSkill read = skill("read", "strict description");
    read.client.geminiName = QStringLiteral("its-name");
    read.client.geminiDescription = QStringLiteral("line reader's description");
    CatalogSkill refused = skill("refused", "d");
    refused.client.geminiLoaded = false;
    QString out = renderCatalog(QStringLiteral("gemini-cli"), { read, refused });
    QVERIFY(out.contains(
        QStringLiteral("<name>its-name</name>\n    <description>line reader's description</description>")));
    QVERIFY(!out.contains(QStringLiteral("refused")));
    QCOMPARE(renderCatalog(QStringLiteral("gemini-cli"), { refused }), QString());

    // Equal names: the one read later replaces the entry in its place; the project's roots are read after the rest.
    CatalogSkill c = skill("c-twin", "read first"), b = skill("b-mid", "between"), a = skill("a-twin", "read later");
    c.name = a.name = QStringLiteral("twin");
    CatalogSkill project = skill("b-mid", "the project's", 0);
    project.client.geminiSource = 1;
    const QList<CatalogSkill> skills { a, b, c, project };
    out = renderCatalog(QStringLiteral("gemini-cli"), skills);
    QCOMPARE(out.count(QStringLiteral("<name>twin</name>")), 1);
    QVERIFY(!out.contains(QStringLiteral("read first")));
    QVERIFY(out.indexOf(QStringLiteral("read later")) < out.indexOf(QStringLiteral("<name>b-mid</name>")));
    QCOMPARE(out.count(QStringLiteral("<name>b-mid</name>")), 1);
    QVERIFY(out.contains(QStringLiteral("the project's")) && !out.contains(QStringLiteral("between")));
    const ListingPlan plan = planCatalog(QStringLiteral("gemini-cli"), skills);
    QCOMPARE(plan.skills.size(), 2);
    QCOMPARE(plan.skills.at(0).input, 0); // a-twin, in c-twin's place
    QCOMPARE(plan.skills.at(1).input, 3); // the project's b-mid, in the personal one's place
    QCOMPARE(plan.rules.describe(), QStringLiteral("gemini-cli 0.61.0 (built-in rules)"));
}

QTEST_GUILESS_MAIN(TestGeminiCliListing)
#include "tst_geminicli_listing.moc"
