// A repository of 160 skills with 300-character descriptions (the one the real clients were captured with,
// docs/clients.md) read from disk as the CLI reads it, listed by Claude Code and Codex at two context windows each and
// by opencode: every line of the user's skills equals the line re-derived here from the published formulas (written
// out again below, independently of the dialects), and the counts equal what the real clients sent: Claude Code kept
// 74 descriptions at 30,000 characters and 1 at 8,000; Codex cut them to 94-98 characters at 272,000 tokens and to
// 10-14 at 100,000.
#include "catalog/catalogrenderer.h"
#include "catalog/clientrules.h"
#include "catalog/skillsource.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

// "p0001 p0002 ..." cut to exactly n characters (the capture driver's filler).
QString words(const QString &prefix, int n)
{
    QString out;
    for (int i = 1; out.size() < n; ++i)
        out += QStringLiteral("%1%2 ").arg(prefix).arg(i, 4, 10, QLatin1Char('0'));
    QString s = out.left(n);
    while (s.endsWith(u' '))
        s.chop(1);
    return s + QString(n - s.size(), u'x');
}

QString description(int i)
{
    return QStringLiteral("S%1 ").arg(i, 3, 10, QLatin1Char('0'))
        + words(QStringLiteral("d%1-").arg(i, 3, 10, QLatin1Char('0')), 295);
}

QString folder(int i)
{
    return QStringLiteral("sk-%1").arg(i, 3, 10, QLatin1Char('0'));
}

// The listing's lines of the user's skills (those starting with "- sk-").
QStringList userLines(const QString &listing)
{
    QStringList out;
    for (const QString &line : listing.split(u'\n'))
        if (line.startsWith(QLatin1String("- sk-")))
            out << line;
    return out;
}

// Claude Code: bundled skills whole, every other entry name-only, descriptions back in listing order while they fit.
QStringList claudeFormula(qint64 budget)
{
    struct E
    {
        QString name;
        qint64 text;
        bool fixed;
        bool user;
    };
    QList<E> entries;
    for (int i = 1; i <= 160; ++i)
        entries << E { folder(i), 300, false, true };
    for (const ClientBuiltinSkill &b : ClaudeCodeRules::pinned()->builtins)
        entries << E { b.name, b.textWidth >= 0 ? b.textWidth : b.textLength, b.alwaysFull, false };
    qint64 base = entries.size() - 1;
    for (const E &e : entries)
        base += 2 + e.name.size() + (e.fixed ? 2 + e.text : 0);
    qint64 remaining = budget - base;
    QStringList lines;
    for (const E &e : entries) {
        bool whole = e.fixed;
        if (!e.fixed && 2 + e.text <= remaining) {
            remaining -= 2 + e.text;
            whole = true;
        }
        if (e.user)
            lines << (whole ? QStringLiteral("- %1: %2").arg(e.name, description(e.name.mid(3).toInt()))
                            : QStringLiteral("- ") + e.name);
    }
    return lines;
}

// Codex: whole lines if they fit; else the token budget beyond the bare lines dealt out one description character
// at a time, round after round, a character costing the change of ceil(bytes / 4) of its line.
QStringList codexFormula(qint64 budget)
{
    struct L
    {
        QString name;
        QString description;
        QString path;
        int given = 0;
        qint64 extra = 0;
    };
    QList<L> lines;
    const auto *rules = CodexRules::pinned().get();
    for (const ClientBuiltinSkill &b : rules->builtins)
        lines << L { b.name, builtinPlaceholder(rules->origin, b.name, b.textLength), "r1/" + b.relativePath };
    for (int i = 1; i <= 160; ++i)
        lines << L { folder(i), description(i), "r0/" + folder(i) + "/SKILL.md" };
    const auto tokens = [](qint64 bytes) { return (bytes + 3) / 4; };
    const auto bare = [](const L &l) { return QStringLiteral("- %1: (file: %2)\n").arg(l.name, l.path).size(); };
    qint64 bareTotal = 0;
    for (const L &l : lines)
        bareTotal += tokens(bare(l));
    qint64 remaining = budget - bareTotal;
    bool changed = true;
    while (changed) {
        changed = false;
        for (L &l : lines) {
            if (l.given >= l.description.size())
                continue;
            const qint64 cost = tokens(bare(l) + l.given + 2) - tokens(bare(l)); // the character and the space
            if (cost - l.extra <= remaining) {
                remaining -= cost - l.extra;
                l.extra = cost;
                ++l.given;
                changed = true;
            }
        }
    }
    QStringList out;
    for (const L &l : lines)
        if (l.name.startsWith(QLatin1String("sk-")))
            out << QStringLiteral("- %1: %2 (file: %3)").arg(l.name, l.description.left(l.given), l.path);
    return out;
}

} // namespace

class ClientFormulasTest : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QList<CatalogSkill> m_skills;

private slots:
    void initTestCase()
    {
        qputenv("CODEX_HOME", "/codex-home"); // Codex's own skills' root in its listings: the same on every machine
        QVERIFY(m_dir.isValid());
        for (int i = 1; i <= 160; ++i) {
            QDir().mkpath(m_dir.filePath(folder(i)));
            QFile f(m_dir.filePath(folder(i) + "/SKILL.md"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("---\nname: %1\ndescription: %2\n---\n\nBODY %3\n")
                        .arg(folder(i), description(i))
                        .arg(i)
                        .toUtf8());
        }
        const LoadedSkills loaded = loadSkillsFromRoots({ m_dir.path() }, SkillContent::CatalogOnly, true);
        QVERIFY(loaded.problems.isEmpty());
        m_skills = catalogSkillsOf(loaded.skills);
        QCOMPARE(m_skills.size(), qsizetype(160));
        QCOMPARE(description(7).size(), qsizetype(300));
    }

    void claude_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<qint64>("budget");
        QTest::addColumn<int>("full");
        QTest::newRow("claude-opus-5-5 (1,000,000 x 3)") << QString() << qint64(30000) << 74;
        QTest::newRow("claude-sonnet-4-5 (200,000 x 4)") << QStringLiteral("claude-sonnet-4-5") << qint64(8000) << 1;
    }

    void claude()
    {
        QFETCH(QString, model);
        QFETCH(qint64, budget);
        QFETCH(int, full);
        CatalogOptions o;
        o.model = model;
        const ListingPlan plan = planCatalog(QStringLiteral("claude-code"), m_skills, o);
        QCOMPARE(plan.budget, budget);
        const QStringList lines = userLines(renderCatalog(QStringLiteral("claude-code"), m_skills, o));
        QCOMPARE(lines, claudeFormula(budget));
        QCOMPARE(
            int(std::count_if(lines.cbegin(), lines.cend(), [](const QString &l) { return l.contains(": "); })), full);
    }

    void codex_data()
    {
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("shortest");
        QTest::addColumn<int>("longest");
        QTest::newRow("gpt-5 (272,000)") << 0 << 94 << 98;
        QTest::newRow("model_context_window 100,000") << 100000 << 10 << 14;
    }

    void codex()
    {
        QFETCH(int, window);
        QFETCH(int, shortest);
        QFETCH(int, longest);
        CatalogOptions o;
        o.contextWindowTokens = window;
        const ListingPlan plan = planCatalog(QStringLiteral("codex"), m_skills, o);
        const QStringList lines = userLines(renderCatalog(QStringLiteral("codex"), m_skills, o));
        QCOMPARE(lines, codexFormula(plan.budget));
        int low = 1000, high = 0;
        for (const QString &line : lines) {
            const int length = int(line.indexOf(QLatin1String(" (file:")) - line.indexOf(QLatin1String(": ")) - 2);
            low = std::min(low, length);
            high = std::max(high, length);
        }
        QCOMPARE(low, shortest);
        QCOMPARE(high, longest);
    }

    void opencode()
    {
        const QString listing = renderCatalog(QStringLiteral("opencode"), m_skills, {});
        for (int i = 1; i <= 160; ++i)
            QVERIFY(listing.contains(
                QStringLiteral("<name>%1</name>\n    <description>%2</description>").arg(folder(i), description(i))));
    }
};

QTEST_GUILESS_MAIN(ClientFormulasTest)
#include "tst_clientformulas.moc"
