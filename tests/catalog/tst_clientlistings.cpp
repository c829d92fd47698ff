// The Claude Code and Codex listings: exact bytes, every budget branch at several context windows, the policy
// fields that keep a skill out, root aliases. The Codex cases restate, in our own code, the behaviour that
// openai/codex codex-rs/core-skills/src/render.rs's tests describe (commit 0899b7c4): the numbers are the same.
#include "catalog/catalogrenderer.h"
#include "catalog/claudecodedialect.h"
#include "catalog/clientfields.h"
#include "catalog/codexdialect.h"

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
    void claudeEntryCap();
    void claudeBudget();
    void claudeOverflowKeepsNames();
    void claudeUsageOrder();
    void claudePolicyFields();
    void claudeBranchesAtSeveralWindows_data();
    void claudeBranchesAtSeveralWindows();
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
    o.contextWindowTokens = 0; // unknown window: 8,000 characters
    QCOMPARE(codex.budget(o).unit, CodexBudget::Unit::Characters);
    QCOMPARE(codex.budget(o).limit, qint64(8000));
    o.contextWindowTokens = -5;
    QCOMPARE(codex.budget(o).limit, qint64(8000));
}

void ClientListingsTest::codexFullLinesWhenTheyFit()
{
    const QList<CatalogSkill> skills { codexSkill("b-skill", "Second."), codexSkill("a-skill", "First.") };
    const CodexDialect budgeted = codexWithCharacters(fullChars(skills[0]) + fullChars(skills[1]));
    const CodexListing l = budgeted.listing(skills, {});
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
    const CodexListing l = codexWithCharacters(bareChars(alpha) + bareChars(beta) + 6).listing({ beta, alpha }, {});
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
    const CodexListing ten = codexWithCharacters(bareChars(a10) + bareChars(b10) + 6).listing({ a10, b10 }, {});
    QCOMPARE(ten.truncatedDescriptionChars, 16);
    QCOMPARE(ten.truncatedDescriptionCount, 2);

    // a 250-character description beside an empty one, 49 to share: 48 characters shown, 202 cut
    const CatalogSkill longSkill = codexSkill("long-skill", QString(250, QLatin1Char('a')));
    CatalogSkill emptySkill = codexSkill("empty-skill", QString());
    const CodexDialect wide = codexWithCharacters(bareChars(longSkill) + bareChars(emptySkill) + 49);
    // (Codex's loader refuses a skill without a description, so only the long one is listed; the arithmetic of
    // the shared budget is the same.)
    const CodexListing one = wide.listing({ longSkill, emptySkill }, {});
    QCOMPARE(one.lines.size(), qsizetype(1));
    QCOMPARE(one.truncatedDescriptionChars, 250 - (int(bareChars(emptySkill)) + 49 - 1));
    const CodexListing alone = codexWithCharacters(bareChars(longSkill) + 49).listing({ longSkill }, {});
    QCOMPARE(alone.truncatedDescriptionChars, 202);
    QCOMPARE(alone.truncatedDescriptionCount, 1);
    QVERIFY(alone.lines[0].contains(QString(48, QLatin1Char('a')) + " (file:"));
}

void ClientListingsTest::codexRedistributesUnusedShare()
{
    // The short description takes one character and drops out; the long one gets the rest.
    const CatalogSkill shortSkill = codexSkill("short-skill", "x");
    const CatalogSkill longSkill = codexSkill("long-skill", "abcdefghi");
    const CodexListing l
        = codexWithCharacters(bareChars(shortSkill) + bareChars(longSkill) + 11).listing({ shortSkill, longSkill }, {});
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
    CatalogOptions o;
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
        = codexWithCharacters(bareChars(system) + bareChars(admin)).listing({ system, user, repo, admin }, {});
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
    const CodexListing l = codexWithCharacters(fullChars(repo)).listing({ oversized, repo }, {});
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
    CatalogOptions o;
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
    const QString text = renderCatalog(QStringLiteral("codex"), { hidden, empty, tooLong, multiLine });
    QVERIFY(!text.contains("- hidden:"));
    QVERIFY(!text.contains("- empty:"));
    QVERIFY(!text.contains("- too-long:"));
    QVERIFY(text.contains("- multi: one two three (file: /tmp/multi/SKILL.md)\n"));
    QCOMPARE(codexLoaderRefusal(empty), QString("missing field `description`"));
    QCOMPARE(codexLoaderRefusal(tooLong), QString("invalid description: exceeds maximum length of 1024 characters"));
    QCOMPARE(codexLoaderRefusal(codexSkill(QString(65, QLatin1Char('n')), "d")),
        QString("invalid name: exceeds maximum length of 64 characters"));
    QCOMPARE(renderCatalog(QStringLiteral("codex"), { hidden }), QString()); // nothing listed: no section
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
    const CodexListing aliased = probe.aliasedListing(skills, {});
    QCOMPARE(aliased.rootLines, QStringList({ "- `r0` = `" + root + "`" }));
    const qint64 table = CodexBudget().cost(probe.body(aliased.rootLines, {})) - CodexBudget().cost(probe.body({}, {}));
    qint64 aliasMinimum = table;
    qint64 absoluteMinimum = 0;
    for (int i = 0; i < 12; ++i) {
        aliasMinimum += QStringLiteral("- shared-root-skill-%1: (file: r0/skill-%1/SKILL.md)\n").arg(i).size();
        absoluteMinimum += bareChars(skills[i]);
    }
    QVERIFY(aliasMinimum < absoluteMinimum);
    const CodexListing l = codexWithCharacters(aliasMinimum).listing(skills, {});
    QCOMPARE(l.omitted, 0);
    QCOMPARE(l.lines.size(), qsizetype(12));
    QVERIFY(l.plan.aliased);
    QCOMPARE(l.rootLines, aliased.rootLines);
    QVERIFY(l.lines.join('\n').contains("r0/skill-0/SKILL.md"));
    QVERIFY(l.lines.join('\n').contains("r0/skill-11/SKILL.md"));
    const QString rendered = codexWithCharacters(aliasMinimum).render(skills, {});
    QVERIFY(rendered.contains("\n### Skill roots\n- `r0` = `" + root + "`\n### Available skills\n"));
    QVERIFY(rendered.contains(CodexWording::defaults().introAliases));
    QVERIFY(rendered.contains(CodexWording::defaults().howToUseAliases));

    // No pressure: absolute paths, no table.
    QVERIFY(codexWithCharacters(1000000).listing(skills, {}).rootLines.isEmpty());
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
    CodexListing l = d.aliasedListing({ inRoot("github:gh-fix-ci", github, "gh-fix-ci/SKILL.md", 0) }, {});
    QCOMPARE(l.rootLines, QStringList({ "- `r0` = `" + market + "`" }));
    QVERIFY(l.lines[0].endsWith("(file: r0/github/hash123/skills/gh-fix-ci/SKILL.md)"));
    // Two skills in one plugin version: the skill root itself.
    l = d.aliasedListing({ inRoot("github:gh-fix-ci", github, "gh-fix-ci/SKILL.md", 0),
                             inRoot("github:yeet", github, "yeet/SKILL.md", 0) },
        {});
    QCOMPARE(l.rootLines, QStringList({ "- `r0` = `" + github + "`" }));
    QVERIFY(l.lines.join('\n').contains("(file: r0/yeet/SKILL.md)"));
    // Two roots of one plugin version: each root its own alias, in root order.
    const QString extra = market + QStringLiteral("/github/hash123/extra-skills");
    l = d.aliasedListing({ inRoot("github:yeet", extra, "yeet/SKILL.md", 1),
                             inRoot("github:gh-fix-ci", github, "gh-fix-ci/SKILL.md", 0) },
        {});
    QCOMPARE(l.rootLines, QStringList({ "- `r0` = `" + github + "`", "- `r1` = `" + extra + "`" }));
    // Two plugins (or two versions of one), one skill each: one marketplace alias.
    const QString slack = market + QStringLiteral("/slack/hash456/skills");
    l = d.aliasedListing({ inRoot("github:gh-fix-ci", github, "gh-fix-ci/SKILL.md", 0),
                             inRoot("slack:daily-digest", slack, "daily-digest/SKILL.md", 1) },
        {});
    QCOMPARE(l.rootLines, QStringList({ "- `r0` = `" + market + "`" }));
    QVERIFY(l.lines.join('\n').contains("(file: r0/slack/hash456/skills/daily-digest/SKILL.md)"));
    // Skills without a root: no aliases.
    QVERIFY(d.aliasedListing({ codexSkill("a", "d") }, {}).lines.isEmpty());
}

void ClientListingsTest::claudeExactListing()
{
    const QString intro = ClaudeCodeWording::defaults().intro;
    const QString text = renderCatalog(QStringLiteral("claude-code"),
        { claudeSkill("pdf", "Fill PDF forms.", "When the user sends a PDF."),
            claudeSkill("commit", "Write commits.") });
    QCOMPARE(text,
        "<system-reminder>\n" + intro
            + "\n\n- commit: Write commits.\n- pdf: Fill PDF forms. - When the user sends a PDF.\n</system-reminder>");
    QCOMPARE(renderCatalog(QStringLiteral("claude-code"), {}), QString());
    // No description: the body's first paragraph is listed.
    CatalogSkill bare = claudeSkill("notes", QString());
    bare.client.firstParagraph = QStringLiteral("Keeps meeting notes.");
    QVERIFY(renderCatalog(QStringLiteral("claude-code"), { bare }).contains("\n- notes: Keeps meeting notes.\n"));
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
    QCOMPARE(ClaudeCodeDialect::listingText(s).size(), qsizetype(1603));
    const ListingPlan plan = planCatalog(QStringLiteral("claude-code"), { s });
    QCOMPARE(plan.skills[0].fate, ListingFate::Shortened);
    QCOMPARE(plan.skills[0].shortenedBy, 1603 - 1535);
    CatalogOptions o;
    o.claudeMaxEntryCharacters = 100; // skillListingMaxDescChars
    QCOMPARE(planCatalog(QStringLiteral("claude-code"), { s }, o).skills[0].shortenedBy, 1603 - 99);
}

void ClientListingsTest::claudeBudget()
{
    CatalogOptions o;
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(8000)); // unknown window
    o.contextWindowTokens = 200000;
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(8000)); // 1% x 4 characters per token
    o.contextWindowTokens = 1000000;
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(40000));
    o.contextWindowTokens = 200000;
    o.claudeBudgetFraction = 0.05;
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(40000));
    o.claudeCharBudget = 1234; // SLASH_COMMAND_TOOL_CHAR_BUDGET wins
    QCOMPARE(ClaudeCodeDialect::budgetCharacters(o), qint64(1234));
}

void ClientListingsTest::claudeOverflowKeepsNames()
{
    CatalogOptions o;
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
    QVERIFY(text.endsWith("- skill-9\n</system-reminder>"));
}

void ClientListingsTest::claudeUsageOrder()
{
    CatalogOptions o;
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
    const ListingPlan plan = planCatalog(QStringLiteral("claude-code"), { manual, conditional, listed });
    QCOMPARE(plan.skills.size(), qsizetype(1));
    QCOMPARE(plan.skills[0].input, 2);
    const QString text = renderCatalog(QStringLiteral("claude-code"), { manual, conditional, listed });
    QVERIFY(!text.contains("deploy"));
    QVERIFY(!text.contains("rust"));
}

void ClientListingsTest::claudeBranchesAtSeveralWindows_data()
{
    QTest::addColumn<int>("window");
    QTest::addColumn<QString>("expected");
    // 60 skills of 200-character lines: 12,059 characters in full; names "- skill-00" 10 each.
    QTest::newRow("1M (40,000)") << 1000000 << "full";
    QTest::newRow("400k (16,000)") << 400000 << "full";
    QTest::newRow("200k (8,000)") << 200000 << "mixed";
    QTest::newRow("20k (800)") << 20000 << "name-only";
}

void ClientListingsTest::claudeBranchesAtSeveralWindows()
{
    QFETCH(int, window);
    QFETCH(QString, expected);
    QList<CatalogSkill> skills;
    for (int i = 0; i < 60; ++i)
        skills << claudeLine(QStringLiteral("skill-%1").arg(i, 2, 10, QLatin1Char('0')), 200);
    CatalogOptions o;
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

void ClientListingsTest::clientFieldsFromFrontmatter()
{
    const SkillDocument doc = parseSkillDocument("---\nname: s\ndescription: ''\nwhen_to_use: On Fridays.\n"
                                                 "disable-model-invocation: true\npaths:\n  - \"**/*.rs\"\n---\n\n"
                                                 "First line\nsecond line.\n\nMore.\n",
        {}, QStringLiteral("s"));
    const ClientFields f = clientFieldsOf(doc, {}, RootScope::Project, QStringLiteral("/r"), 2);
    QCOMPARE(f.whenToUse, QString("On Fridays."));
    QVERIFY(!f.modelInvocable);
    QVERIFY(f.conditionalPaths);
    QCOMPARE(f.firstParagraph, QString("First line second line."));
    QCOMPARE(f.codexScope, 2);
    QCOMPARE(f.root, QString("/r"));
    QCOMPARE(f.rootIndex, 2);
    const SkillDocument quoted
        = parseSkillDocument("---\nname: s\ndescription: d\ndisable-model-invocation: 'true'\n---\n");
    QVERIFY(clientFieldsOf(quoted, {}).modelInvocable); // a string is not the boolean Claude Code reads

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
