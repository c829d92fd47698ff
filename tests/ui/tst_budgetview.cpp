// The Budget dock: follows unsaved edits as the Catalog does (same catalog count), recounts only the edited skill,
// shares its defaults with the CLI's report, labels long names by eliding their middle, wraps its legend and puts
// value ticks on round numbers.
#include "catalog/budgetview.h"
#include "catalog/catalogdefaults.h"
#include "catalog/catalogpreview.h"
#include "repository/skillindex.h"
#include "settings/settings.h"

#include "testfiles.h"

#include <QChart>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace sw;
using namespace sw::ui;

class TestBudgetView : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    SkillIndexPtr m_snapshot;
    QString m_longName = QStringLiteral("data-report-with-a-very-long-name-that-ends-in-summary");

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (int i = 0; i < 20; ++i) {
            const QString name = QStringLiteral("skill-%1").arg(i, 2, 10, QLatin1Char('0'));
            test::writeSkill(m_dir.filePath(name), name,
                QStringLiteral("Does task %1. Use when the user asks for task %1.").arg(i),
                QStringLiteral("# %1\n\n%2").arg(name, QStringLiteral("Step by step. ").repeated(i * 5 + 1)));
        }
        test::writeSkill(m_dir.filePath(m_longName), m_longName, QStringLiteral("Long name. Use when testing labels."),
            QStringLiteral("# Long\n\n%1").arg(QStringLiteral("A much longer body than the others. ").repeated(200)));
        m_snapshot = scanRoots({ { m_dir.path(), QStringLiteral("user") } });
        QCOMPARE(m_snapshot->visibleCount(), 21);
    }

    void ticksAreRoundNumbers()
    {
        QCOMPARE(niceTickStep(2884, 5), 1000.0); // it drew 1442, 2884
        QCOMPARE(niceTicks(2884, 5), (QList<double> { 0, 1000, 2000, 3000 }));
        QCOMPARE(niceTickStep(651, 4), 200.0);
        QCOMPARE(niceTickStep(10, 4), 2.5);
        QCOMPARE(niceTickStep(9, 5), 2.0);
        QCOMPARE(niceTickStep(3, 8), 1.0); // never below one token
        QCOMPARE(niceTickStep(0, 5), 1.0);
        for (const double maximum : { 1.0, 7.0, 99.0, 1442.0, 12345.0, 987654.0, 3.2e7 })
            for (int maxTicks = 2; maxTicks <= 8; ++maxTicks) {
                const double step = niceTickStep(maximum, maxTicks);
                const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
                QVERIFY2(QList<double>({ 1, 2, 2.5, 5 }).contains(mantissa), qPrintable(QString::number(step)));
                const QList<double> ticks = niceTicks(maximum, maxTicks);
                QVERIFY(ticks.last() >= maximum);
                QVERIFY(ticks.size() - 1 <= maxTicks || step == 1);
            }
    }

    void defaultsAreTheCliReportDefaults()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        const TokenReportOptions cli; // what `skill-workbench-cli report` uses without options
        QCOMPARE(settings.dialect(), cli.dialect);
        QCOMPARE(settings.contextWindow(), cli.contextWindowTokens);
        QCOMPARE(settings.encoding(), encodingName(cli.encoding));
        QCOMPARE(cli.dialect, defaultCatalogDialect());
        QCOMPARE(cli.contextWindowTokens, kDefaultContextWindowTokens);
        BudgetView view;
        view.setSnapshot(m_snapshot);
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 20000);
        QCOMPARE(view.report().dialect, cli.dialect);
        QCOMPARE(view.report().contextWindowTokens, cli.contextWindowTokens);
        // The figures say what they were computed with.
        const QString summary = view.findChild<QLabel *>(QStringLiteral("budgetSummary"))->text();
        QVERIFY2(summary.contains(cli.dialect) && summary.contains(QStringLiteral("o200k_base"))
                && summary.contains(QLocale().toString(cli.contextWindowTokens)),
            qPrintable(summary));
        // A client's listing budget says what it does to the skills at this window, as the CLI report does.
        int cutBudgets = 0;
        for (const ContextBudget &b : view.report().budgets) {
            if (b.cut.isEmpty())
                continue;
            ++cutBudgets;
            QVERIFY2(summary.contains(b.client + QStringLiteral(" (")), qPrintable(summary));
            if (b.nameOnly)
                QVERIFY2(summary.contains(QStringLiteral("%1 by name only").arg(b.nameOnly)), qPrintable(summary));
            if (b.shortened)
                QVERIFY2(summary.contains(QStringLiteral("%1 shortened").arg(b.shortened)), qPrintable(summary));
            if (b.omitted)
                QVERIFY2(summary.contains(QStringLiteral("%1 omitted").arg(b.omitted)), qPrintable(summary));
            QVERIFY2(summary.contains(b.cut.first()), qPrintable(summary));
        }
        QVERIFY2(cutBudgets > 0, "Claude Code's listing budget at 200,000 tokens cuts the bundled skills");
        QVERIFY2(!summary.contains(QStringLiteral("would cut first")), qPrintable(summary));
    }

    void followsUnsavedEditsLikeTheCatalog()
    {
        BudgetView view;
        CatalogPreview catalog;
        view.setSnapshot(m_snapshot);
        catalog.setSnapshot(m_snapshot);
        catalog.setDialect(view.report().dialect.isEmpty() ? defaultCatalogDialect() : view.report().dialect);
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && !catalog.isBusy(), 20000);
        QCOMPARE(view.report().catalogTokens, catalog.result().tokens);
        const SkillRecord &edited = m_snapshot->visibleAt(3);
        const int bodyBefore = [&] {
            for (const SkillTokens &s : view.report().skills)
                if (s.name == edited.name)
                    return s.bodyTokens;
            return -1;
        }();
        const QString description = QStringLiteral("A much longer description, typed but not saved yet, about "
                                                   "something else entirely. Use when the user asks for it.");
        const QString body = QStringLiteral("# Rewritten\n\n") + QStringLiteral("New unsaved body text. ").repeated(50);
        view.setLiveSkill(edited.skillMdPath, edited.name, description, body);
        catalog.setLiveSkill(edited.skillMdPath, edited.name, description);
        QVERIFY(view.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && !catalog.isBusy(), 20000);
        // The same catalog figure as the Catalog dock (and the status bar, which shows the Catalog's count).
        QCOMPARE(view.report().catalogTokens, catalog.result().tokens);
        int bodyAfter = -1;
        for (const SkillTokens &s : view.report().skills)
            if (s.name == edited.name)
                bodyAfter = s.bodyTokens;
        QVERIFY(bodyAfter > bodyBefore);
        // Closed without saving: back to the file.
        view.dropLiveSkill(edited.skillMdPath);
        catalog.dropLiveSkill(edited.skillMdPath);
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && !catalog.isBusy(), 20000);
        QCOMPARE(view.report().catalogTokens, catalog.result().tokens);
        for (const SkillTokens &s : view.report().skills)
            if (s.name == edited.name)
                QCOMPARE(s.bodyTokens, bodyBefore);
    }

    void aLiveEditRecountsOneSkill()
    {
        BudgetWork work;
        const TokenReport cold = work.update(m_snapshot, {}, defaultCatalogDialect(), defaultEncodingName(), 200000);
        QCOMPARE(work.countedSkills(), 21);
        const SkillRecord &edited = m_snapshot->visibleAt(5);
        LiveBudgetSkills live;
        live.insert(
            edited.skillMdPath, { edited.name, QStringLiteral("Edited. Use when asked."), QStringLiteral("# x\n") });
        const TokenReport warm = work.update(m_snapshot, live, defaultCatalogDialect(), defaultEncodingName(), 200000);
        QCOMPARE(work.countedSkills(), 1);
        // The same figures as a report made from scratch with the edit applied.
        QList<ReportSkill> skills = budgetSkills(m_snapshot);
        for (ReportSkill &skill : skills)
            if (skill.location == edited.skillMdPath) {
                skill.description = QStringLiteral("Edited. Use when asked.");
                skill.body = QStringLiteral("# x\n");
                skill.tools.clear();
            }
        const TokenReport scratch = buildTokenReport(skills, TokenReportOptions());
        QCOMPARE(warm.catalogTokens, scratch.catalogTokens);
        QCOMPARE(warm.bodyTokens, scratch.bodyTokens);
        QVERIFY(warm.bodyTokens < cold.bodyTokens);
    }

    void labelsAreElidedInTheMiddleAndTheLegendWraps()
    {
        BudgetView view;
        view.resize(340, 600); // a narrow dock
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSnapshot(m_snapshot);
        view.setFocusSkill(m_longName);
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && !view.shownLabels().isEmpty(), 20000);
        QTRY_VERIFY(!view.shownLabels().isEmpty());
        const QStringList labels = view.shownLabels();
        QString longLabel;
        for (const QString &label : labels) {
            QVERIFY2(label != QStringLiteral("…") && label.size() > 3, qPrintable(label));
            if (label.startsWith(QStringLiteral("▶ data-r")))
                longLabel = label;
        }
        // The long name keeps its start and its end, with the cut in the middle.
        QVERIFY2(longLabel.contains(QStringLiteral("…")), qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY2(longLabel.endsWith(QStringLiteral("summary")), qPrintable(longLabel));
        QVERIFY(labels.contains(QStringLiteral("skill-19")));
        // The legend is a wrapping label shown whole: its height fits its text at its width.
        QLabel *legend = view.legend();
        QVERIFY(legend->isVisible());
        QTRY_VERIFY(legend->height() >= legend->heightForWidth(legend->width()));
        QVERIFY(legend->text().contains(QStringLiteral("Docs&nbsp;(on&nbsp;demand)"))); // each entry wraps whole
        QVERIFY(!view.chart()->legend()->isVisible());
        // Round ticks.
        const QList<double> ticks = view.shownTicks();
        QVERIFY(ticks.size() >= 2);
        const double step = ticks[1] - ticks[0];
        QCOMPARE(step, niceTickStep(ticks.last(), int(ticks.size()) - 1));
        // Wider: the labels get more room and the long name may show more of itself.
        view.resize(900, 600);
        QTRY_VERIFY(
            view.shownLabels() != labels || view.shownLabels().join(QString()).size() >= labels.join(QString()).size());
        const QString folder = QStringLiteral(SW_BINARY_DIR "/screenshots");
        QDir().mkpath(folder);
        view.resize(340, 600);
        QTRY_COMPARE(view.width(), 340);
        QTest::qWait(50); // the relabelling after the resize, for the picture only
        QVERIFY(view.grab().save(folder + QStringLiteral("/budget-narrow.png")));
    }
};

QTEST_MAIN(TestBudgetView)
#include "tst_budgetview.moc"
