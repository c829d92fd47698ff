// Client rules from calibrations (docs/calibration.md, "Using a calibration"): the pinned rules with the calibrated
// client's version, its built-in skills as sent (texts, lengths in each client's unit, what the traffic cannot show
// kept from the pinned entry) and the listing's placement for the probed model; the listing a dialect builds follows
// them (a longer built-in skill leaves less of Claude Code's budget to the user's skills); one file per client; the
// newest stored calibration of each client is the default, a broken file is skipped with a warning.
#include "calibration/calibrationrules.h"
#include "catalog/catalogrenderer.h"
#include "testfiles.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;

namespace {

Calibration claudeCalibration(const QString &version, const QString &createdAt, int builtinLength)
{
    Calibration c;
    c.clientId = QStringLiteral("claude-code");
    c.clientVersion = version;
    c.createdAt = createdAt;
    c.model = QStringLiteral("claude-opus-5-5");
    c.listingFound = true;
    c.placement = QStringLiteral("system-reminder");
    c.builtins << CalibrationBuiltin { QStringLiteral("dataviz"), QString(builtinLength, u'd'), {}, {} }
               << CalibrationBuiltin { QStringLiteral("brand-new"), QStringLiteral("Caf\u00e9 \u65e5\u672c"), {}, {} };
    return c;
}

QList<CatalogSkill> userSkills(int count)
{
    QList<CatalogSkill> out;
    for (int i = 0; i < count; ++i)
        out << CatalogSkill { QStringLiteral("user-%1").arg(i, 3, 10, QLatin1Char('0')),
            QStringLiteral("User skill %1: ").arg(i) + QString(180, u'u'),
            QStringLiteral("/s/user-%1/SKILL.md").arg(i) };
    return out;
}

int userSkillsFull(const ListingPlan &plan)
{
    int full = 0;
    for (const ListedSkill &s : plan.skills)
        full += s.input >= 0 && s.fate == ListingFate::Full ? 1 : 0;
    return full;
}

} // namespace

class TestCalibrationRules : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void claudeCodeRulesFollowTheCalibration()
    {
        const Calibration c = claudeCalibration(QStringLiteral("2.1.400"), QStringLiteral("2026-12-02T10:00:00Z"), 50);
        const auto rules = claudeCodeRulesFrom(c, QStringLiteral("/cal/claude.json"));
        QCOMPARE(rules->origin.describe(),
            QStringLiteral("claude-code 2.1.400 (calibration %1)").arg(QDir::toNativeSeparators("/cal/claude.json")));
        QCOMPARE(rules->builtins.size(), 2);
        const ClientBuiltinSkill &dataviz = rules->builtins.at(0);
        QCOMPARE(dataviz.text, QString(50, u'd'));
        QCOMPARE(dataviz.textLength, 50);
        QVERIFY(dataviz.alwaysFull); // not visible in the traffic: kept from the pinned entry of the same name
        const ClientBuiltinSkill &fresh = rules->builtins.at(1);
        QCOMPARE(fresh.textLength, 7); // UTF-16 units
        QCOMPARE(fresh.textWidth, 9); // terminal columns: the two CJK characters are wide
        QVERIFY(!fresh.alwaysFull);
        // The listing sat in a reminder for the probed model, where the pinned rules say a system message.
        QCOMPARE(ClaudeCodeRules::pinned()->facts(c.model).shape, ClaudeListingShape::SystemMessage);
        QCOMPARE(rules->facts(c.model).shape, ClaudeListingShape::UserReminder);
        QCOMPARE(rules->facts(c.model).contextWindow, ClaudeCodeRules::pinned()->facts(c.model).contextWindow);
        // The pinned rules are untouched.
        QCOMPARE(ClaudeCodeRules::pinned()->origin.source, QStringLiteral("built-in rules"));
    }

    void theListingFollowsTheCalibratedBuiltins()
    {
        // At the default model's 1,000,000 tokens Claude Code's budget is 30,000 characters: the pinned 13 built-in
        // skills and 30 user skills fit; a calibrated built-in skill of 25,000 characters leaves fewer user skills
        // their descriptions.
        const QList<CatalogSkill> skills = userSkills(30);
        CatalogOptions pinned;
        const ListingPlan before = planCatalog(QStringLiteral("claude-code"), skills, pinned);
        CatalogOptions calibrated = pinned;
        calibrated.claudeRules = claudeCodeRulesFrom(
            claudeCalibration(QStringLiteral("2.1.400"), QStringLiteral("2026-12-02T10:00:00Z"), 25000),
            QStringLiteral("/cal/claude.json"));
        const ListingPlan after = planCatalog(QStringLiteral("claude-code"), skills, calibrated);
        QCOMPARE(after.rules.version, QStringLiteral("2.1.400"));
        QCOMPARE(userSkillsFull(before), 30);
        QVERIFY2(userSkillsFull(after) < userSkillsFull(before),
            qPrintable(QStringLiteral("%1 vs %2").arg(userSkillsFull(after)).arg(userSkillsFull(before))));
        // The calibrated text is what the listing shows, not a placeholder.
        QVERIFY(
            renderCatalog(QStringLiteral("claude-code"), skills.mid(0, 1), calibrated).contains(QString(25000, u'd')));
    }

    void codexAndOpencodeBuiltins()
    {
        Calibration codex;
        codex.clientId = QStringLiteral("codex");
        codex.clientVersion = QStringLiteral("0.170.0");
        codex.listingFound = true;
        codex.builtins << CalibrationBuiltin { QStringLiteral("imagegen"), QStringLiteral("Images."), {}, {} }
                       << CalibrationBuiltin { QStringLiteral("new-one"), QStringLiteral("Caf\u00e9."), {},
                              QStringLiteral("/h/.codex/skills/.system/new-one/SKILL.md") };
        const auto c = codexRulesFrom(codex, QStringLiteral("/cal/codex.json"));
        QCOMPARE(c->builtins.size(), 2);
        QCOMPARE(c->builtins.at(0).relativePath, QStringLiteral("imagegen/SKILL.md"));
        QCOMPARE(c->builtins.at(1).relativePath, QStringLiteral("new-one/SKILL.md"));
        QCOMPARE(c->builtins.at(1).textLength, 5); // code points
        QCOMPARE(c->builtins.at(1).textBytes, 6);
        QCOMPARE(c->budgetShare, CodexRules::pinned()->budgetShare);

        Calibration opencode;
        opencode.clientId = QStringLiteral("opencode");
        opencode.listingFound = false; // nothing observed: the pinned built-ins stay
        const auto o = opencodeRulesFrom(opencode, QStringLiteral("/cal/opencode.json"));
        QCOMPARE(o->builtins, OpencodeRules::pinned()->builtins);
        QCOMPARE(o->origin.version, OpencodeRules::pinned()->origin.version);
    }

    void filesOnePerClientAndTheNewestStored()
    {
        QVERIFY(m_dir.isValid());
        const QString dir = m_dir.filePath(QStringLiteral("store"));
        QString error;
        QVERIFY(QDir().mkpath(dir));
        const QString older = dir + QStringLiteral("/claude-code-2.1.300.json");
        const QString newer = dir + QStringLiteral("/claude-code-2.1.400.json");
        QVERIFY2(
            saveCalibration(claudeCalibration(QStringLiteral("2.1.300"), QStringLiteral("2026-11-01T10:00:00Z"), 10),
                older, &error),
            qPrintable(error));
        QVERIFY(saveCalibration(
            claudeCalibration(QStringLiteral("2.1.400"), QStringLiteral("2026-12-01T10:00:00Z"), 10), newer, &error));
        sw::test::writeFile(dir + QStringLiteral("/broken.json"), "{ not json");
        // Gemini CLI's calibration (Preferences ▸ Clients stores one) changes no rule: no warning for it.
        Calibration gemini;
        gemini.clientId = QStringLiteral("gemini-cli");
        gemini.clientVersion = QStringLiteral("0.61.0");
        QVERIFY(saveCalibration(gemini, dir + QStringLiteral("/gemini-cli-0.61.0.json"), &error));

        QStringList warnings;
        const CalibratedRules stored = storedCalibrations(&warnings, dir);
        QVERIFY(stored.claudeCode);
        QCOMPARE(stored.claudeCode->origin.version, QStringLiteral("2.1.400"));
        QVERIFY(!stored.codex);
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings.first().contains(QStringLiteral("broken.json")));
        QCOMPARE(stored.describe().size(), 1);

        // Given files: one per client.
        CalibratedRules given;
        QVERIFY(addCalibrationFile(older, &given, &error));
        QVERIFY(!addCalibrationFile(newer, &given, &error));
        QVERIFY(error.contains(QStringLiteral("second calibration")));
        QVERIFY(!addCalibrationFile(dir + QStringLiteral("/missing.json"), &given, &error));
        QCOMPARE(given.files.size(), 1);
        // An empty folder: the pinned rules.
        QVERIFY(storedCalibrations(nullptr, m_dir.filePath(QStringLiteral("none"))).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCalibrationRules)
#include "tst_calibration_rules.moc"
