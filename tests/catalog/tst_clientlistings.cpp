// The Claude Code, Codex and opencode listings: exact bytes, every budget branch at several context windows, the
// policy fields that keep a skill out, root aliases, the clients' own skills, each model's facts. The Codex budget
// cases restate, in our own code, the behaviour that openai/codex codex-rs/core-skills/src/render.rs's tests describe
// (commit 0899b7c4, the rules `legacy()` sets up); codexPinnedListing is what 0.169.0 does differently.
#include "catalog/catalogrenderer.h"
#include "catalog/catalogtext.h"
#include "catalog/claudecodedialect.h"
#include "catalog/clientfields.h"
#include "catalog/codexdialect.h"
#include "catalog/opencodedialect.h"

#include <QScopeGuard>
#include <QTest>

using namespace sw;

namespace {

enum Scope { System = 0, Admin = 1, Repo = 2, User = 3 };

CatalogSkill codexSkill(const QString &name, const QString &description, Scope scope = Repo, QString path = {})
{
    CatalogSkill s;
    s.name = name;
    s.description = description;
    s.location = path.isEmpty() ? QStringLiteral("/tmp/%1/SKILL.md").arg(name) : path;
    s.client.codexScope = scope;
    return s;
}

// Characters of a bare (description-free) Codex line with its newline.
qint64 bareChars(const CatalogSkill &s)
{
    return QStringLiteral("- %1: (file: %2)\n").arg(s.name, s.location).toUcs4().size();
}

qint64 fullChars(const CatalogSkill &s)
{
    return QStringLiteral("- %1: %2 (file: %3)\n").arg(s.name, s.description, s.location).toUcs4().size();
}

// The rules of openai/codex render.rs at 0899b7c4, which the budget tests below restate: no system skills, aliases
// only when they let more fit, the roots table charged, a window of 0 unknown.
CatalogOptions legacy()
{
    auto rules = std::make_shared<CodexRules>(*CodexRules::pinned());
    rules->alwaysAliasRoots = false;
    rules->chargeRootsTable = true;
    rules->introBytes = 0; // the table's cost measured on the workbench's wording, as the tests below restate it
    rules->introAliasesBytes = 0;
    rules->unknownModel.howToUseSection = true;
    CatalogOptions o;
    o.codexRules = rules;
    o.clientBuiltins = false;
    o.contextWindowTokens = -1;
    return o;
}

// A Codex budget of exactly `chars` characters: a user dialect is not needed, the fallback budget is a setting.
CodexDialect codexWithCharacters(qint64 chars)
{
    CodexWording w = CodexWording::defaults();
    w.fallbackCharacters = int(chars);
    return CodexDialect(QStringLiteral("codex-test"), w);
}

QList<ListingFate> fates(const ListingPlan &plan)
{
    QList<ListingFate> out;
    for (const ListedSkill &s : plan.skills)
        out << s.fate;
    return out;
}

CatalogSkill claudeSkill(const QString &name, const QString &description, const QString &whenToUse = {})
{
    CatalogSkill s;
    s.name = name;
    s.description = description;
    s.location = QStringLiteral("/p/.claude/skills/%1/SKILL.md").arg(name);
    s.client.whenToUse = whenToUse;
    return s;
}

// A Claude Code skill whose listed line `- name: text` is `lineChars` long.
CatalogSkill claudeLine(const QString &name, int lineChars)
{
    return claudeSkill(name, QString(lineChars - int(name.size()) - 4, QLatin1Char('d')));
}

} // namespace

class ClientListingsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("CODEX_HOME", "/codex-home"); } // the same roots table on every machine
    void codexBudgetFromContextWindow();
    void codexFullLinesWhenTheyFit();
    void codexShortensEquallyBeforeOmitting();
    void codexRedistributesUnusedShare();
    void codexTokenBudgetCountsBytes();
    void codexMinimumLinesKeepScopeOrder();
    void codexKeepsScanningAfterAnOversizedLine();
    void codexBranchesAtSeveralWindows_data();
    void codexBranchesAtSeveralWindows();
    void codexPolicyAndLoaderRefusals();
    void codexAliasesWhenTheyLetMoreFit();
    void codexAliasRoots();
    void claudeExactListing();
    void claudeFolderIsTheKey();
    void claudeTextIsCleaned();
    void claudeEntryCap();
    void claudeBudget();
    void claudeOverflowKeepsNames();
    void claudeOwnSkillsCount();
    void claudeWidthsAreColumns();
    void claudeOrderIgnoresCase();
    void claudeUsageOrder();
    void claudePolicyFields();
    void claudeBranchesAtSeveralWindows_data();
    void claudeBranchesAtSeveralWindows();
    void codexPinnedListing();
    void codexCutKeepsTrailingSpace_data();
    void codexCutKeepsTrailingSpace();
    void opencodeListing();
    void clientFieldsFromFrontmatter();
};

void ClientListingsTest::codexBudgetFromContextWindow()
{
    const CodexDialect codex;
    CatalogOptions o;
    o.contextWindowTokens = 200000;
    QCOMPARE(codex.budget(o).unit, CodexBudget::Unit::Tokens);
    QCOMPARE(codex.budget(o).limit, qint64(4000));
    o.contextWindowTokens = 99; // 2% rounds down to 1, and never below 1
    QCOMPARE(codex.budget(o).limit, qint64(1));
    o.contextWindowTokens = 272000;
    QCOMPARE(codex.budget(o).limit, qint64(5440));
    o.contextWindowTokens = 1000000; // model_context_window never raises the window past the model's maximum
    QCOMPARE(codex.budget(o).limit, qint64(5440)); // gpt-5: 272,000
    o.model = QStringLiteral("gpt-6-sol"); // 872,000 at most
    QCOMPARE(codex.budget(o).limit, qint64(17440));
    o.contextWindowTokens = 0; // the model's own window
    QCOMPARE(codex.budget(o).limit, qint64(5440));
    o.model.clear();
    QCOMPARE(codex.budget(o).limit, qint64(5440));
    o.contextWindowTokens = -1; // unknown window: 8,000 characters
    QCOMPARE(codex.budget(o).unit, CodexBudget::Unit::Characters);
    QCOMPARE(codex.budget(o).limit, qint64(8000));
}

void ClientListingsTest::codexFullLinesWhenTheyFit()
{
    const QList<CatalogSkill> skills { codexSkill("b-skill", "Second."), codexSkill("a-skill", "First.") };
    const CodexDialect budgeted = codexWithCharacters(fullChars(skills[0]) + fullChars(skills[1]));
    const CodexListing l = budgeted.listing(skills, legacy());
    QCOMPARE(l.lines,
        QStringList(
            { "- a-skill: First. (file: /tmp/a-skill/SKILL.md)", "- b-skill: Second. (file: /tmp/b-skill/SKILL.md)" }));
    QCOMPARE(fates(l.plan), QList<ListingFate>({ ListingFate::Full, ListingFate::Full }));
    QCOMPARE(l.plan.skills[0].input, 1); // a-skill was given second
    QCOMPARE(l.plan.used, l.plan.budget);
}

void ClientListingsTest::codexShortensEquallyBeforeOmitting()
{
    // Two six-character descriptions and six characters to share beyond the bare lines: each gets two (the first
    // character of a description also pays for the space before "(file:").
    const CatalogSkill alpha = codexSkill("alpha-skill", "abcdef");
    const CatalogSkill beta = codexSkill("beta-skill", "uvwxyz");
    const CodexListing l
        = codexWithCharacters(bareChars(alpha) + bareChars(beta) + 6).listing({ beta, alpha }, legacy());
    QCOMPARE(l.lines,
        QStringList({ "- alpha-skill: ab (file: /tmp/alpha-skill/SKILL.md)",
            "- beta-skill: uv (file: /tmp/beta-skill/SKILL.md)" }));
    QCOMPARE(l.truncatedDescriptionChars, 8);
    QCOMPARE(l.truncatedDescriptionCount, 2);
    QCOMPARE(l.omitted, 0);
    QCOMPARE(fates(l.plan), QList<ListingFate>({ ListingFate::Shortened, ListingFate::Shortened }));
    QCOMPARE(l.plan.skills[0].shortenedBy, 4);

    // ten-character descriptions, the same six to share: 16 characters cut over two skills
    const CatalogSkill a10 = codexSkill("alpha-skill", "abcdefghij");
    const CatalogSkill b10 = codexSkill("beta-skill", "uvwxyzabcd");
    const CodexListing ten = codexWithCharacters(bareChars(a10) + bareChars(b10) + 6).listing({ a10, b10 }, legacy());
    QCOMPARE(ten.truncatedDescriptionChars, 16);
    QCOMPARE(ten.truncatedDescriptionCount, 2);

    // a 250-character description beside an empty one, 49 to share: 48 characters shown, 202 cut
    const CatalogSkill longSkill = codexSkill("long-skill", QString(250, QLatin1Char('a')));
    CatalogSkill emptySkill = codexSkill("empty-skill", QString());
    const CodexDialect wide = codexWithCharacters(bareChars(longSkill) + bareChars(emptySkill) + 49);
    // (Codex's loader refuses a skill without a description, so only the long one is listed; the arithmetic of
    // the shared budget is the same.)
    const CodexListing one = wide.listing({ longSkill, emptySkill }, legacy());
    QCOMPARE(one.lines.size(), qsizetype(1));
    QCOMPARE(one.truncatedDescriptionChars, 250 - (int(bareChars(emptySkill)) + 49 - 1));
    const CodexListing alone = codexWithCharacters(bareChars(longSkill) + 49).listing({ longSkill }, legacy());
    QCOMPARE(alone.truncatedDescriptionChars, 202);
    QCOMPARE(alone.truncatedDescriptionCount, 1);
    QVERIFY(alone.lines[0].contains(QString(48, QLatin1Char('a')) + " (file:"));
}

void ClientListingsTest::codexRedistributesUnusedShare()
{
    // The short description takes one character and drops out; the long one gets the rest.
    const CatalogSkill shortSkill = codexSkill("short-skill", "x");
    const CatalogSkill longSkill = codexSkill("long-skill", "abcdefghi");
    const CodexListing l = codexWithCharacters(bareChars(shortSkill) + bareChars(longSkill) + 11)
                               .listing({ shortSkill, longSkill }, legacy());
    QCOMPARE(l.lines,
        QStringList({ "- long-skill: abcdefgh (file: /tmp/long-skill/SKILL.md)",
            "- short-skill: x (file: /tmp/short-skill/SKILL.md)" }));
    QCOMPARE(fates(l.plan), QList<ListingFate>({ ListingFate::Shortened, ListingFate::Full }));
    QCOMPARE(l.plan.skills[0].shortenedBy, 1);
}

void ClientListingsTest::codexTokenBudgetCountsBytes()
{
    // In tokens every line costs ceil(bytes / 4) with its newline; one token more than the bare line buys the
    // characters that keep the line within the next multiple of four bytes.
    const CatalogSkill longSkill = codexSkill("long-skill", QString(1000, QLatin1Char('a')));
    const QString bare = QStringLiteral("- long-skill: (file: /tmp/long-skill/SKILL.md)\n");
    const qint64 bareBytes = bare.toUtf8().size();
    const qint64 bareTokens = (bareBytes + 3) / 4;
    const CodexDialect codex;
    CatalogOptions o = legacy();
    o.contextWindowTokens = int((bareTokens + 1) * 50); // 2% = bare + 1 tokens
    const CodexListing l = codex.listing({ longSkill }, o);
    QCOMPARE(l.budget.limit, bareTokens + 1);
    const qint64 room = (bareTokens + 1) * 4 - bareBytes; // bytes before the line costs one more token
    QCOMPARE(qint64(l.lines[0].count(QLatin1Char('a'))), room - 1); // minus the space before "(file:"
    QCOMPARE(l.plan.used, bareTokens + 1);

    // multi-byte characters: "é" is two bytes
    const CatalogSkill accents = codexSkill("long-skill", QString(1000, QChar(0xE9)));
    const CodexListing la = codex.listing({ accents }, o);
    QCOMPARE(qint64(la.lines[0].count(QChar(0xE9))), (room - 1) / 2);
}

void ClientListingsTest::codexMinimumLinesKeepScopeOrder()
{
    const CatalogSkill system = codexSkill("system-skill", "desc", System);
    const CatalogSkill user = codexSkill("user-skill", "desc", User);
    const CatalogSkill repo = codexSkill("repo-skill", "desc", Repo);
    const CatalogSkill admin = codexSkill("admin-skill", "desc", Admin);
    const CodexListing l
        = codexWithCharacters(bareChars(system) + bareChars(admin)).listing({ system, user, repo, admin }, legacy());
    QCOMPARE(l.lines,
        QStringList({ "- system-skill: (file: /tmp/system-skill/SKILL.md)",
            "- admin-skill: (file: /tmp/admin-skill/SKILL.md)" }));
    QCOMPARE(l.omitted, 2);
    QCOMPARE(fates(l.plan),
        QList<ListingFate>(
            { ListingFate::NameOnly, ListingFate::NameOnly, ListingFate::Omitted, ListingFate::Omitted }));
    QCOMPARE(l.plan.skills[2].input, 2); // repo before user
}

void ClientListingsTest::codexKeepsScanningAfterAnOversizedLine()
{
    CatalogSkill oversized = codexSkill("oversized-system-skill", QStringLiteral("desc ").repeated(100), System);
    const CatalogSkill repo = codexSkill("repo-skill", "desc");
    const CodexListing l = codexWithCharacters(fullChars(repo)).listing({ oversized, repo }, legacy());
    QCOMPARE(l.lines, QStringList({ "- repo-skill: (file: /tmp/repo-skill/SKILL.md)" }));
    QCOMPARE(l.omitted, 1);
    QCOMPARE(fates(l.plan), QList<ListingFate>({ ListingFate::Omitted, ListingFate::NameOnly }));
}

void ClientListingsTest::codexBranchesAtSeveralWindows_data()
{
    QTest::addColumn<int>("window");
    QTest::addColumn<QString>("expected");
    // 40 skills, each line 65 bytes in full and 43 bare with its newline (17 and 11 approximate tokens): 680
    // tokens in full, 440 bare.
    QTest::newRow("1M: full") << 1000000 << "full";
    QTest::newRow("34k: full (680 of 680)") << 34000 << "full";
    QTest::newRow("30k: shortened (600)") << 30000 << "shortened";
    QTest::newRow("22k: bare lines (440)") << 22000 << "name-only";
    QTest::newRow("20k: omitted (400)") << 20000 << "omitted";
}

void ClientListingsTest::codexBranchesAtSeveralWindows()
{
    QFETCH(int, window);
    QFETCH(QString, expected);
    QList<CatalogSkill> skills;
    for (int i = 0; i < 40; ++i)
        skills << codexSkill(
            QStringLiteral("skill-%1").arg(i, 2, 10, QLatin1Char('0')), QStringLiteral("Twenty-one chars here"));
    QCOMPARE(QStringLiteral("- skill-00: Twenty-one chars here (file: /tmp/skill-00/SKILL.md)\n").toUtf8().size(), 65);
    CatalogOptions o = legacy();
    o.contextWindowTokens = window;
    const ListingPlan plan = planCatalog(QStringLiteral("codex"), skills, o);
    QCOMPARE(plan.unit, QString("tokens"));
    QStringList seen;
    for (const ListedSkill &s : plan.skills)
        if (!seen.contains(listingFateName(s.fate)))
            seen << listingFateName(s.fate);
    if (expected == "omitted")
        QCOMPARE(seen, QStringList({ "name-only", "omitted" }));
    else
        QCOMPARE(seen, QStringList({ expected }));
    QVERIFY(plan.used <= plan.budget);
}

void ClientListingsTest::codexPolicyAndLoaderRefusals()
{
    CatalogSkill hidden = codexSkill("hidden", "Kept out by agents/openai.yaml.");
    hidden.client.implicitInvocation = false;
    const CatalogSkill empty = codexSkill("empty", "   ");
    const CatalogSkill tooLong = codexSkill("too-long", QString(1025, QLatin1Char('x')));
    const CatalogSkill multiLine = codexSkill("multi", "one\n  two\tthree ");
    CatalogOptions o;
    o.clientBuiltins = false;
    const QString text = renderCatalog(QStringLiteral("codex"), { hidden, empty, tooLong, multiLine }, o);
    QVERIFY(!text.contains("- hidden:"));
    QVERIFY(!text.contains("- empty:"));
    // Codex 0.169.0 cuts a description over 1,024 characters to 1,021 and "..." when it loads the skill.
    QVERIFY(text.contains("- too-long: " + QString(1021, QLatin1Char('x')) + "... (file: /tmp/too-long/SKILL.md)\n"));
    QVERIFY(text.contains("- multi: one two three (file: /tmp/multi/SKILL.md)\n"));
    const ListingPlan plan = planCatalog(QStringLiteral("codex"), { tooLong }, o);
    QCOMPARE(plan.skills[0].fate, ListingFate::Shortened);
    QVERIFY(plan.skills[0].capped);
    QCOMPARE(plan.skills[0].shortenedBy, 1025 - 1021);
    QCOMPARE(codexLoaderRefusal(empty, *CodexRules::pinned()), QString("missing field `description`"));
    QCOMPARE(codexLoaderRefusal(tooLong, *CodexRules::pinned()), QString());
    QCOMPARE(codexLoaderRefusal(codexSkill(QString(65, QLatin1Char('n')), "d"), *CodexRules::pinned()),
        QString("invalid name: exceeds maximum length of 64 characters"));
    QCOMPARE(renderCatalog(QStringLiteral("codex"), { hidden }, o), QString()); // nothing listed: no section
}

void ClientListingsTest::codexAliasesWhenTheyLetMoreFit()
{
    const QString root = QStringLiteral(
        "/Users/xl/.codex/plugins/cache/openai-curated/example/hash1234567890/skills-with-a-very-long-shared-prefix");
    QList<CatalogSkill> skills;
    for (int i = 0; i < 12; ++i) {
        CatalogSkill s = codexSkill(QStringLiteral("shared-root-skill-%1").arg(i), QStringLiteral("desc"), User,
            root + QStringLiteral("/skill-%1/SKILL.md").arg(i));
        s.client.root = root;
        skills << s;
    }
    const CodexDialect probe = codexWithCharacters(1000000);
    const CodexListing aliased = probe.aliasedListing(skills, legacy());
    QCOMPARE(aliased.rootLines, QStringList({ "- `r0` = `" + root + "`" }));
    const qint64 table = CodexBudget().cost(probe.body(aliased.rootLines, {})) - CodexBudget().cost(probe.body({}, {}));
    qint64 aliasMinimum = table;
    qint64 absoluteMinimum = 0;
    for (int i = 0; i < 12; ++i) {
        aliasMinimum += QStringLiteral("- shared-root-skill-%1: (file: r0/skill-%1/SKILL.md)\n").arg(i).size();
        absoluteMinimum += bareChars(skills[i]);
    }
    QVERIFY(aliasMinimum < absoluteMinimum);
    const CodexListing l = codexWithCharacters(aliasMinimum).listing(skills, legacy());
    QCOMPARE(l.omitted, 0);
    QCOMPARE(l.lines.size(), qsizetype(12));
    QVERIFY(l.plan.aliased);
    QCOMPARE(l.rootLines, aliased.rootLines);
    QVERIFY(l.lines.join('\n').contains("r0/skill-0/SKILL.md"));
    QVERIFY(l.lines.join('\n').contains("r0/skill-11/SKILL.md"));
    const QString rendered = codexWithCharacters(aliasMinimum).render(skills, legacy());
    QVERIFY(rendered.contains("\n### Skill roots\n- `r0` = `" + root + "`\n### Available skills\n"));
    QVERIFY(rendered.contains(CodexWording::defaults().introAliases));
    QVERIFY(rendered.contains(CodexWording::defaults().howToUseAliases));

    // No pressure: absolute paths, no table.
    QVERIFY(codexWithCharacters(1000000).listing(skills, legacy()).rootLines.isEmpty());
}

void ClientListingsTest::codexAliasRoots()
{
    const QString market = QStringLiteral("/Users/xl/.codex/plugins/cache/openai-curated");
    auto inRoot = [](const QString &name, const QString &root, const QString &rel, int rootIndex) {
        CatalogSkill s = codexSkill(name, QStringLiteral("d"), User, root + QLatin1Char('/') + rel);
        s.client.root = root;
        s.client.rootIndex = rootIndex;
        return s;
    };
    const CodexDialect d = codexWithCharacters(1000000);
    // One skill in a plugin version: the marketplace folder is the alias root.
    const QString github = market + QStringLiteral("/github/hash123/skills");
    CodexListing l = d.aliasedListing({ inRoot("github:gh-fix-ci", github, "gh-fix-ci/SKILL.md", 0) }, legacy());
    QCOMPARE(l.rootLines, QStringList({ "- `r0` = `" + market + "`" }));
    QVERIFY(l.lines[0].endsWith("(file: r0/github/hash123/skills/gh-fix-ci/SKILL.md)"));
    // Two skills in one plugin version: the skill root itself.
    l = d.aliasedListing({ inRoot("github:gh-fix-ci", github, "gh-fix-ci/SKILL.md", 0),
                             inRoot("github:yeet", github, "yeet/SKILL.md", 0) },
        legacy());
    QCOMPARE(l.rootLines, QStringList({ "- `r0` = `" + github + "`" }));
    QVERIFY(l.lines.join('\n').contains("(file: r0/yeet/SKILL.md)"));
    // Two roots of one plugin version: each root its own alias, in root order.
    const QString extra = market + QStringLiteral("/github/hash123/extra-skills");
    l = d.aliasedListing({ inRoot("github:yeet", extra, "yeet/SKILL.md", 1),
                             inRoot("github:gh-fix-ci", github, "gh-fix-ci/SKILL.md", 0) },
        legacy());
    QCOMPARE(l.rootLines, QStringList({ "- `r0` = `" + github + "`", "- `r1` = `" + extra + "`" }));
    // Two plugins (or two versions of one), one skill each: one marketplace alias.
    const QString slack = market + QStringLiteral("/slack/hash456/skills");
    l = d.aliasedListing({ inRoot("github:gh-fix-ci", github, "gh-fix-ci/SKILL.md", 0),
                             inRoot("slack:daily-digest", slack, "daily-digest/SKILL.md", 1) },
        legacy());
    QCOMPARE(l.rootLines, QStringList({ "- `r0` = `" + market + "`" }));
    QVERIFY(l.lines.join('\n').contains("(file: r0/slack/hash456/skills/daily-digest/SKILL.md)"));
    // Skills without a root: no aliases.
    QVERIFY(d.aliasedListing({ codexSkill("a", "d") }, legacy()).lines.isEmpty());
}

// Options without Claude Code's own 13 skills (the tests of the budget arithmetic count only the skills given).
CatalogOptions claudeOnly()
{
    CatalogOptions o;
    o.clientBuiltins = false;
    return o;
}

void ClientListingsTest::claudeExactListing()
{
    const QString intro = ClaudeCodeWording::defaults().intro;
    const QString text = renderCatalog(QStringLiteral("claude-code"),
        { claudeSkill("pdf", "Fill PDF forms.", "When the user sends a PDF."),
            claudeSkill("commit", "Write commits.") },
        claudeOnly());
    // The default model (claude-opus-5-5): a paragraph of a system message, no reminder tags.
    QCOMPARE(text, intro + "\n\n- commit: Write commits.\n- pdf: Fill PDF forms. - When the user sends a PDF.");
    // An older model: a <system-reminder> block in the first user message.
    CatalogOptions older = claudeOnly();
    older.model = QStringLiteral("claude-sonnet-4-5");
    QCOMPARE(renderCatalog(QStringLiteral("claude-code"), { claudeSkill("commit", "Write commits.") }, older),
        "<system-reminder>\n" + intro + "\n\n- commit: Write commits.\n</system-reminder>");
    QCOMPARE(renderCatalog(QStringLiteral("claude-code"), {}, claudeOnly()), QString());
    // Without a description: the body's first line; a blank body: "Skill".
    CatalogSkill bare = claudeSkill("notes", QString());
    bare.client.bodyFirstLine = QStringLiteral("Keeps meeting notes.");
    QVERIFY(renderCatalog(QStringLiteral("claude-code"), { bare }, claudeOnly())
                .endsWith("\n- notes: Keeps meeting notes."));
    bare.client.bodyFirstLine = QString(150, QLatin1Char('b'));
    QVERIFY(renderCatalog(QStringLiteral("claude-code"), { bare }, claudeOnly())
                .endsWith("\n- notes: " + QString(97, QLatin1Char('b')) + "..."));
    bare.client.bodyFirstLine.clear();
    QVERIFY(renderCatalog(QStringLiteral("claude-code"), { bare }, claudeOnly()).endsWith("\n- notes: Skill"));
}

void ClientListingsTest::claudeFolderIsTheKey()
{
    // The folder names the entry; a differing frontmatter name is shown beside it when it is a plain name that
    // finds this skill.
    CatalogSkill renamed = claudeSkill("folder-a", "Renamed.");
    renamed.client.claudeName = QStringLiteral("other-name");
    CatalogSkill spaced = claudeSkill("spaced", "Spaced.");
    spaced.client.claudeName = QStringLiteral("Shown Name");
    CatalogSkill first = claudeSkill("dup-one", "First.");
    first.client.claudeName = QStringLiteral("dup-name");
    CatalogSkill second = claudeSkill("dup-two", "Second.");
    second.client.claudeName = QStringLiteral("dup-name");
    CatalogSkill taken = claudeSkill("taken", "Its name is another skill's folder.");
    taken.client.claudeName = QStringLiteral("dup-one");
    const QString text
        = renderCatalog(QStringLiteral("claude-code"), { renamed, spaced, first, second, taken }, claudeOnly());
    QVERIFY(text.contains("\n- folder-a (other-name): Renamed."));
    QVERIFY(text.contains("\n- spaced: Spaced."));
    QVERIFY(text.contains("\n- dup-one (dup-name): First."));
    QVERIFY(text.contains("\n- dup-two: Second."));
    QVERIFY(text.contains("\n- taken: Its name"));
    // A name-only line keeps the shown name.
    CatalogOptions tight = claudeOnly();
    tight.claudeCharBudget = 10;
    QVERIFY(renderCatalog(QStringLiteral("claude-code"), { renamed }, tight).endsWith("\n- folder-a (other-name)"));
}

void ClientListingsTest::claudeTextIsCleaned()
{
    const QString text = renderCatalog(QStringLiteral("claude-code"),
        { claudeSkill("x", "Uses <b>bold</b> & \"quotes\"\nnext\tline\r\n\x0b  end") }, claudeOnly());
    QVERIFY(text.endsWith("- x: Uses &lt;b&gt;bold&lt;/b&gt; & \"quotes\" next line   end"));
    QCOMPARE(catalogtext::claudeListingText(QString::fromUtf8("a\u200b\u200cb\u2028c")), QString("a b c"));
}

void ClientListingsTest::claudeEntryCap()
{
    int by = 0;
    const QString capped = ClaudeCodeDialect::cappedText(QString(5000, QLatin1Char('d')), 1536, &by);
    QCOMPARE(capped.size(), qsizetype(1536));
    QVERIFY(capped.endsWith(QChar(0x2026)));
    QCOMPARE(by, 5000 - 1535);
    QCOMPARE(ClaudeCodeDialect::cappedText(QString(1536, QLatin1Char('d')), 1536, &by).size(), qsizetype(1536));
    QCOMPARE(by, 0);
    // description and when_to_use count together
    const CatalogSkill s = claudeSkill("x", QString(1000, QLatin1Char('a')), QString(600, QLatin1Char('b')));
    QCOMPARE(ClaudeCodeDialect::listingText(s, *ClaudeCodeRules::pinned()).size(), qsizetype(1603));
    const ListingPlan plan = planCatalog(QStringLiteral("claude-code"), { s }, claudeOnly());
    QCOMPARE(plan.skills[0].fate, ListingFate::Shortened);
    QVERIFY(plan.skills[0].capped);
    QCOMPARE(plan.skills[0].shortenedBy, 1603 - 1535);
    CatalogOptions o = claudeOnly();
    o.claudeMaxEntryCharacters = 100; // skillListingMaxDescChars
    QCOMPARE(planCatalog(QStringLiteral("claude-code"), { s }, o).skills[0].shortenedBy, 1603 - 99);
}

void ClientListingsTest::claudeBudget()
{
    CatalogOptions o;
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(30000)); // claude-opus-5-5: 1,000,000 x 3 x 1%
    o.model = QStringLiteral("claude-sonnet-4-5");
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(8000)); // 200,000 x 4
    o.model = QStringLiteral("claude-sonnet-4-5-20250929");
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(8000));
    o.model = QStringLiteral("claude-sonnet-4-5[1m]");
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(40000)); // 1,000,000 x 4
    o.model = QStringLiteral("claude-opus-4-7");
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(30000));
    o.model = QStringLiteral("my-custom-model");
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(30000));
    o.contextWindowTokens = 300000; // CLAUDE_CODE_MAX_CONTEXT_TOKENS
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(9000));
    o.contextWindowTokens = 0;
    o.claudeBudgetFraction = 0.005;
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(15000));
    o.claudeCharBudget = 1234; // SLASH_COMMAND_TOOL_CHAR_BUDGET wins
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(1234));
    // Where the listing goes.
    CatalogOptions m;
    QCOMPARE(ClaudeCodeDialect::shape(m), ClaudeListingShape::SystemMessage);
    m.model = QStringLiteral("claude-opus-4-7");
    QCOMPARE(ClaudeCodeDialect::shape(m), ClaudeListingShape::UserReminder);
    m.model = QStringLiteral("claude-sonnet-5");
    QCOMPARE(ClaudeCodeDialect::shape(m), ClaudeListingShape::WrappedSystemMessage);
}

void ClientListingsTest::claudeOverflowKeepsNames()
{
    CatalogOptions o = claudeOnly();
    // Under the budget: every line whole, newlines counted.
    o.claudeCharBudget = 300 + 1 + 700;
    ListingPlan plan
        = planCatalog(QStringLiteral("claude-code"), { claudeLine("one", 300), claudeLine("two", 700) }, o);
    QCOMPARE(fates(plan), QList<ListingFate>({ ListingFate::Full, ListingFate::Full }));
    QCOMPARE(plan.used, qint64(1001));
    o.claudeCharBudget = 1000; // one character short: the names stay, descriptions go where they fit
    plan = planCatalog(QStringLiteral("claude-code"), { claudeLine("one", 300), claudeLine("two", 700) }, o);
    QCOMPARE(fates(plan), QList<ListingFate>({ ListingFate::Full, ListingFate::NameOnly }));
    QCOMPARE(plan.used, qint64(300 + 1 + 5));

    // A description that does not fit is skipped; a later one that fits is kept.
    o.claudeCharBudget = 150;
    plan = planCatalog(QStringLiteral("claude-code"), { claudeLine("wide", 400), claudeLine("zlim", 120) }, o);
    // names: "- wide" 6 + "- zlim" 6 + 1 newline = 13; 137 left: wide needs 394, zlim 114
    QCOMPARE(fates(plan), QList<ListingFate>({ ListingFate::NameOnly, ListingFate::Full }));
    QCOMPARE(plan.used, qint64(13 + 114));
    QCOMPARE(plan.skills[0].shortenedBy, 400 - 8);

    // The names alone over the budget: every skill listed, none with a description.
    QList<CatalogSkill> many;
    for (int i = 0; i < 10; ++i)
        many << claudeLine(QStringLiteral("skill-%1").arg(i), 300);
    o.claudeCharBudget = 20;
    plan = planCatalog(QStringLiteral("claude-code"), many, o);
    QCOMPARE(plan.skills.size(), qsizetype(10));
    for (const ListedSkill &s : plan.skills)
        QCOMPARE(s.fate, ListingFate::NameOnly);
    const QString text = renderCatalog(QStringLiteral("claude-code"), many, o);
    QVERIFY(text.contains("\n\n- skill-0\n- skill-1\n"));
    QVERIFY(text.endsWith("- skill-9"));
}

void ClientListingsTest::claudeOwnSkillsCount()
{
    // Claude Code's 13 skills follow the user's; the 11 bundled ones stay whole, init and security-review do not.
    const ClaudeCodeRules &rules = *ClaudeCodeRules::pinned();
    QCOMPARE(rules.builtins.size(), qsizetype(13));
    CatalogOptions o;
    ListingPlan plan = planCatalog(QStringLiteral("claude-code"), { claudeLine("mine", 60) }, o);
    QCOMPARE(plan.skills.size(), qsizetype(14));
    QCOMPARE(plan.skills.first().input, 0);
    QCOMPARE(plan.skills.at(1).builtin, QString("dataviz"));
    QCOMPARE(plan.skills.last().builtin, QString("security-review"));
    const QString text = renderCatalog(QStringLiteral("claude-code"), { claudeLine("mine", 60) }, o);
    const QStringList lines = text.split('\n');
    QCOMPARE(lines.size(), qsizetype(2 + 14));
    QCOMPARE(lines.at(3).size(), qsizetype(QStringLiteral("- dataviz: ").size() + 1436)); // a placeholder as long
    QVERIFY(lines.at(3).contains("not shipped"));
    // Over a budget the bundled skills keep their text; the user's skill and init/security-review lose theirs.
    // 6,039 columns of bundled skills, 29 of names and 13 newlines: 19 left, too few for any description.
    o.claudeCharBudget = 6100;
    plan = planCatalog(QStringLiteral("claude-code"), { claudeLine("mine", 2000) }, o);
    QCOMPARE(plan.skills.first().fate, ListingFate::NameOnly);
    for (int k = 1; k <= 11; ++k)
        QCOMPARE(plan.skills.at(k).fate, ListingFate::Full);
    QCOMPARE(plan.skills.at(12).fate, ListingFate::NameOnly);
    QCOMPARE(plan.skills.at(13).fate, ListingFate::NameOnly);
}

void ClientListingsTest::claudeWidthsAreColumns()
{
    // The budget counts terminal columns: a CJK character takes two.
    QCOMPARE(catalogtext::displayWidth(QString::fromUtf8("ab中文")), 6);
    QCOMPARE(catalogtext::displayWidth(QString::fromUtf8("e\u0301\u200b\n")), 1);
    QCOMPARE(catalogtext::displayWidth(QString::fromUtf8("\U0001F600")), 2);
    CatalogOptions o = claudeOnly();
    const CatalogSkill cjk = claudeSkill("c", QString(10, QChar(0x4E2D))); // "- c: " + 10 wide characters
    o.claudeCharBudget = 5 + 20;
    QCOMPARE(fates(planCatalog(QStringLiteral("claude-code"), { cjk }, o)), QList<ListingFate>({ ListingFate::Full }));
    o.claudeCharBudget = 5 + 19;
    QCOMPARE(
        fates(planCatalog(QStringLiteral("claude-code"), { cjk }, o)), QList<ListingFate>({ ListingFate::NameOnly }));
}

void ClientListingsTest::claudeOrderIgnoresCase()
{
    const QString text = renderCatalog(QStringLiteral("claude-code"),
        { claudeSkill("Upper_Case", "U."), claudeSkill("normal-skill", "N."), claudeSkill("Alpha", "A.") },
        claudeOnly());
    QVERIFY(text.endsWith("- Alpha: A.\n- normal-skill: N.\n- Upper_Case: U."));
}

void ClientListingsTest::claudeUsageOrder()
{
    CatalogOptions o = claudeOnly();
    o.claudeCharBudget = 13 + 114 + 5; // room for one 114-character description
    const QList<CatalogSkill> skills { claudeLine("aaaa", 120), claudeLine("bbbb", 120) };
    QCOMPARE(fates(planCatalog(QStringLiteral("claude-code"), skills, o)),
        QList<ListingFate>({ ListingFate::Full, ListingFate::NameOnly }));
    o.usageOrder = QStringList { "bbbb" }; // the most used skill keeps its description first
    QCOMPARE(fates(planCatalog(QStringLiteral("claude-code"), skills, o)),
        QList<ListingFate>({ ListingFate::NameOnly, ListingFate::Full }));
}

void ClientListingsTest::claudePolicyFields()
{
    CatalogSkill manual = claudeSkill("deploy", "Deploys.");
    manual.client.modelInvocable = false;
    CatalogSkill conditional = claudeSkill("rust", "Rust conventions.");
    conditional.client.conditionalPaths = true;
    const CatalogSkill listed = claudeSkill("notes", "Notes.");
    const ListingPlan plan = planCatalog(QStringLiteral("claude-code"), { manual, conditional, listed }, claudeOnly());
    QCOMPARE(plan.skills.size(), qsizetype(1));
    QCOMPARE(plan.skills[0].input, 2);
    const QString text = renderCatalog(QStringLiteral("claude-code"), { manual, conditional, listed }, claudeOnly());
    QVERIFY(!text.contains("deploy"));
    QVERIFY(!text.contains("rust"));
}

void ClientListingsTest::claudeBranchesAtSeveralWindows_data()
{
    QTest::addColumn<int>("window");
    QTest::addColumn<QString>("expected");
    // 60 skills of 200-character lines: 12,059 characters in full; names "- skill-00" 10 each. Budgets at 3 characters
    // per token (the default model).
    QTest::newRow("1M (30,000)") << 1000000 << "full";
    QTest::newRow("500k (15,000)") << 500000 << "full";
    QTest::newRow("266,667 (8,000)") << 266667 << "mixed";
    QTest::newRow("25k (750)") << 25000 << "name-only"; // the names (659) fit, no description (192) does
}

void ClientListingsTest::claudeBranchesAtSeveralWindows()
{
    QFETCH(int, window);
    QFETCH(QString, expected);
    QList<CatalogSkill> skills;
    for (int i = 0; i < 60; ++i)
        skills << claudeLine(QStringLiteral("skill-%1").arg(i, 2, 10, QLatin1Char('0')), 200);
    CatalogOptions o = claudeOnly();
    o.contextWindowTokens = window;
    const ListingPlan plan = planCatalog(QStringLiteral("claude-code"), skills, o);
    QCOMPARE(plan.skills.size(), qsizetype(60)); // Claude Code never leaves a listed skill out
    int full = 0;
    for (const ListedSkill &s : plan.skills)
        full += s.fate == ListingFate::Full ? 1 : 0;
    if (expected == "full")
        QCOMPARE(full, 60);
    else if (expected == "name-only")
        QCOMPARE(full, 0);
    else // 8,000 - (60 x 10 + 59) = 7,341 characters for descriptions of 190 each: 38 keep theirs
        QCOMPARE(full, 38);
    QVERIFY(plan.used <= plan.budget);
}

void ClientListingsTest::codexPinnedListing()
{
    // 0.169.0: Codex's own four skills first, paths always through root aliases, the table not charged.
    CatalogSkill mine = codexSkill("mine", "Mine.", User, QStringLiteral("/home/u/.agents/skills/mine/SKILL.md"));
    mine.client.root = QStringLiteral("/home/u/.agents/skills");
    const CodexDialect codex;
    const CodexListing l = codex.listing({ mine }, {});
    QCOMPARE(
        l.rootLines, QStringList({ "- `r0` = `/home/u/.agents/skills`", "- `r1` = `/codex-home/skills/.system`" }));
    QCOMPARE(l.lines.size(), qsizetype(5));
    QVERIFY(l.lines.at(0).startsWith("- imagegen: [built-in skill imagegen of codex 0.169.0"));
    QVERIFY(l.lines.at(0).endsWith(" (file: r1/imagegen/SKILL.md)"));
    QCOMPARE(l.lines.at(0).size(), qsizetype(QStringLiteral("- imagegen:  (file: r1/imagegen/SKILL.md)").size() + 570));
    QCOMPARE(l.lines.at(4), QString("- mine: Mine. (file: r0/mine/SKILL.md)"));
    qint64 cost = 0;
    for (const QString &line : l.lines)
        cost += (QString(line + '\n').toUtf8().size() + 3) / 4;
    QCOMPARE(l.plan.used, cost); // the roots table is free
    QCOMPARE(l.plan.rules.describe(), QString("codex 0.169.0 (built-in rules)"));
    // gpt-5's instructions carry the how-to-use text; gpt-5.5's do not.
    QVERIFY(!codex.render({ mine }, {}).contains("### How to use skills"));
    CatalogOptions g55;
    g55.model = QStringLiteral("gpt-5.5");
    QVERIFY(codex.render({ mine }, g55).contains("### How to use skills"));
    QVERIFY(codex.render({ mine }, {}).endsWith("- mine: Mine. (file: r0/mine/SKILL.md)\n</skills_instructions>"));
}

// The probe's overflow run (core/calibration probeskills.cpp): `probe-short` and fillers of 500 characters,
// "Calibration filler NNN: " then "words that fill the listing budget of the client. " repeated. At gpt-5's own window
// (5,440 tokens) the cut falls just after a space: Codex 0.169.0 sent `... words that fill the  (file: ...)` (two
// spaces, capture via probe), the space is one of the 294 characters it gave and 206 were cut, as its own
// truncated_description_chars counts them (render.rs render_lines_with_description_budget).
void ClientListingsTest::codexCutKeepsTrailingSpace_data()
{
    QTest::addColumn<int>("window");
    QTest::addColumn<QString>("home"); // the run's isolated home: the roots table's length counts
    QTest::addColumn<int>("fillers");
    QTest::addColumn<QList<int>>("shownBy"); // characters shown, per filler
    QList<int> at272k;
    for (int i = 1; i <= 59; ++i)
        at272k << (i <= 36 ? 294 : 290);
    QList<int> at100k;
    for (int i = 1; i <= 22; ++i)
        at100k << (i <= 10 ? 254 : 250);
    QTest::newRow("gpt-5 (272,000)") << 0
                                     << "/root/.cache/skill-workbench/client-homes/calibration-codex-34d4fbbf2579/"
                                        "overflow-home"
                                     << 59 << at272k;
    QTest::newRow("model_context_window 100,000")
        << 100000
        << "/work/xdg-codexbudget/cache/skill-workbench/client-homes/calibration-codex-58e38c12425f/overflow-home" << 22
        << at100k;
}

void ClientListingsTest::codexCutKeepsTrailingSpace()
{
    QFETCH(int, window);
    QFETCH(QString, home);
    QFETCH(int, fillers);
    QFETCH(QList<int>, shownBy);
    qputenv("CODEX_HOME", (home + "/.codex").toUtf8());
    const auto restore = qScopeGuard([] { qputenv("CODEX_HOME", "/codex-home"); });
    const QString root = home + "/.agents/skills";
    const auto userSkill = [&](const QString &name, const QString &description) {
        CatalogSkill s = codexSkill(name, description, User, root + QLatin1Char('/') + name + "/SKILL.md");
        s.client.root = root;
        return s;
    };
    QList<CatalogSkill> skills { userSkill(
        "probe-short", "Calibration probe S: a short description of a probe skill.") };
    QStringList descriptions;
    for (int i = 1; i <= fillers; ++i) {
        const QString number = QStringLiteral("%1").arg(i, 3, 10, QLatin1Char('0'));
        QString d = QStringLiteral("Calibration filler %1: ").arg(number);
        while (d.size() < 500)
            d += QStringLiteral("words that fill the listing budget of the client. ");
        d.truncate(500);
        while (d.endsWith(u' '))
            d.chop(1);
        d += QString(500 - d.size(), u'x');
        descriptions << d;
        skills << userSkill("probe-fill-" + number, d);
    }
    CatalogOptions o;
    o.contextWindowTokens = window;
    const CodexListing l = CodexDialect().listing(skills, o);
    QCOMPARE(l.plan.budget, qint64(window > 0 ? window / 50 : 5440));
    QCOMPARE(l.lines.size(), qsizetype(4 + 1 + fillers)); // Codex's own four, then probe-fill-*, then probe-short
    QCOMPARE(l.lines.last(),
        QString("- probe-short: Calibration probe S: a short description of a probe skill. (file: "
                "r0/probe-short/SKILL.md)"));
    int endsOnSpace = 0;
    for (int i = 0; i < fillers; ++i) {
        const QString number = QStringLiteral("%1").arg(i + 1, 3, 10, QLatin1Char('0'));
        const QString shown = descriptions.at(i).left(shownBy.at(i));
        QCOMPARE(l.lines.at(4 + i),
            QStringLiteral("- probe-fill-%1: %2 (file: r0/probe-fill-%1/SKILL.md)").arg(number, shown));
        const ListedSkill &listed = l.plan.skills.at(4 + i);
        QCOMPARE(listed.input, i + 1);
        QCOMPARE(listed.fate, ListingFate::Shortened);
        QCOMPARE(listed.shortenedBy, 500 - shownBy.at(i)); // the trailing space is shown, not cut
        if (shown.endsWith(u' '))
            ++endsOnSpace;
    }
    QCOMPARE(endsOnSpace, window > 0 ? 0 : fillers); // 272,000: every cut ends on a space (two before "(file:")
}

void ClientListingsTest::opencodeListing()
{
    CatalogSkill normal = codexSkill("b-skill", "Second & <raw>.", User, QStringLiteral("/r/b&c/SKILL.md"));
    CatalogSkill upper = codexSkill("A-skill", "First.\nkept newline\n");
    CatalogSkill noDescription = codexSkill("c-skill", "x");
    noDescription.client.opencodeName = QStringLiteral("c-skill");
    noDescription.client.opencodeDescription = std::nullopt;
    CatalogSkill empty = codexSkill("d-skill", "");
    CatalogOptions o;
    o.clientBuiltins = false;
    const QString text = renderCatalog(QStringLiteral("opencode"), { normal, upper, noDescription, empty }, o);
    QCOMPARE(text,
        OpencodeWording::defaults().intro
            + "\n<available_skills>\n"
              "  <skill>\n    <name>A-skill</name>\n    <description>First.\nkept newline\n</description>\n"
              "    <location>/tmp/A-skill/SKILL.md</location>\n  </skill>\n"
              "  <skill>\n    <name>b-skill</name>\n    <description>Second & <raw>.</description>\n"
              "    <location>/r/b&amp;c/SKILL.md</location>\n  </skill>\n"
              "  <skill>\n    <name>d-skill</name>\n    <description></description>\n"
              "    <location>/tmp/d-skill/SKILL.md</location>\n  </skill>\n"
              "</available_skills>");
    // opencode's own skill sorts in by name: "customize-opencode" comes after "c-..." and before "d-...".
    const QString withOwn = renderCatalog(QStringLiteral("opencode"), { normal, upper, empty }, {});
    QVERIFY(withOwn.indexOf("<name>b-skill</name>") < withOwn.indexOf("<name>customize-opencode</name>"));
    QVERIFY(withOwn.indexOf("<name>customize-opencode</name>") < withOwn.indexOf("<name>d-skill</name>"));
    QVERIFY(withOwn.contains("<location>&lt;built-in&gt;</location>"));
    QVERIFY(opencodeCompare("alpha", "Beta") < 0);
    QVERIFY(opencodeCompare("Upper_Case", "normal-skill") > 0);
    QCOMPARE(renderCatalog(QStringLiteral("opencode"), {}, o),
        OpencodeWording::defaults().intro + '\n' + OpencodeWording::defaults().empty);
}

void ClientListingsTest::clientFieldsFromFrontmatter()
{
    const SkillDocument doc = parseSkillDocument("---\nname: s\ndescription: ''\nwhen_to_use: On Fridays.\n"
                                                 "disable-model-invocation: true\npaths:\n  - \"**/*.rs\"\n---\n\n"
                                                 "# First line\nsecond line.\n\nMore.\n",
        {}, QStringLiteral("s"));
    const ClientFields f = clientFieldsOf(doc, {}, RootScope::Project, QStringLiteral("/r"), 2);
    QCOMPARE(f.whenToUse, QString("On Fridays."));
    QVERIFY(!f.modelInvocable);
    QVERIFY(f.conditionalPaths);
    QCOMPARE(f.bodyFirstLine, QString("First line")); // heading marks removed
    QCOMPARE(f.claudeDescription, std::optional<QString>(QString()));
    QCOMPARE(f.folder, QString("s"));
    QCOMPARE(f.codexScope, 2);
    QCOMPARE(f.root, QString("/r"));
    QCOMPARE(f.rootIndex, 2);
    QVERIFY(!f.codexLoaded); // Codex refuses an empty description
    QVERIFY(f.opencodeLoaded); // opencode lists it empty
    QCOMPARE(f.opencodeDescription, std::optional<QString>(QString()));
    // Claude Code reads a string 'yes' (or 1, true, on) as true.
    const SkillDocument quoted
        = parseSkillDocument("---\nname: s\ndescription: d\ndisable-model-invocation: 'yes'\n---\n");
    QVERIFY(!clientFieldsOf(quoted, {}).modelInvocable);
    // `paths: "**"` lists the skill from the start.
    QVERIFY(
        !clientFieldsOf(parseSkillDocument("---\nname: s\ndescription: d\npaths: \"**\"\n---\n"), {}).conditionalPaths);

    QCOMPARE(codexAllowImplicitInvocation("policy:\n  allow_implicit_invocation: false\n"), std::optional<bool>(false));
    QCOMPARE(codexAllowImplicitInvocation("policy:\n  allow_implicit_invocation: true\n"), std::optional<bool>(true));
    QCOMPARE(codexAllowImplicitInvocation("policy:\n  allow_implicit_invocation: no\n"), std::nullopt); // YAML 1.2
    QCOMPARE(codexAllowImplicitInvocation("policy:\n  allow_implicit_invocation: 'false'\n"), std::nullopt);
    QCOMPARE(codexAllowImplicitInvocation("policy: [\n"), std::nullopt);
    QCOMPARE(codexAllowImplicitInvocation("interface:\n  display_name: X\n"), std::nullopt);
    QCOMPARE(codexScopeRank(RootScope::Managed), 1);
    QCOMPARE(codexScopeRank(RootScope::Personal), 3);
}

QTEST_GUILESS_MAIN(ClientListingsTest)
#include "tst_clientlistings.moc"
