// Tests of the Trigger Lab's models: every one checked by QAbstractItemModelTester through its changes (edits,
// inserts, removals, undo/redo, form switches, runs arriving in batches, new variants), and their behaviour: one undo
// step per user action, duplicates flagged, pasted lines, live rows, summaries and the heat map.
#include "markingtranslator.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/evalsetmodel.h"
#include "triggerlab/evalsetpanel.h"
#include "triggerlab/labcharts.h"
#include "triggerlab/optimisermodel.h"
#include "triggerlab/skillscoremodel.h"
#include "triggerlab/variantlistmodel.h"
#include "triggerlab/variantsummarymodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>
#include <QUndoStack>

using namespace sw;
using namespace sw::ui;

namespace {

EvalSet perSkill(const QStringList &positives, const QStringList &negatives)
{
    EvalSet set;
    for (const QString &q : positives)
        set.cases << EvalCase { q, true, {}, {}, {}, {} };
    for (const QString &q : negatives)
        set.cases << EvalCase { q, false, {}, {}, {}, {} };
    return set;
}

EvalResults planned(int variants, int runs)
{
    EvalResults r;
    r.setup.skill = "alpha";
    r.setup.runsPerQuery = runs;
    r.set = perSkill({ "p1", "p2" }, { "n1" });
    for (int v = 0; v < variants; ++v)
        r.variants << EvalVariant { QStringLiteral("V%1").arg(v), {} };
    r.plan();
    return r;
}

EvalRun finished(const EvalResults &r, int v, int c, int run, RunOutcome outcome, const QStringList &loaded = {})
{
    EvalRun e = r.runs.at(r.runIndex(v, c, run));
    e.outcome = outcome;
    e.loaded = loaded;
    return e;
}

} // namespace

class TestTriggerLabModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void evalSetModelEditsAndUndo();
    void evalSetModelFormsAndDuplicates();
    void resultsModelFillsLive();
    void summaryAndConfusionFollowTheResults();
    void skillScoresOfARoutingSet();
    void notRunRowsAndSummedColumnsSaySo();
    void variantListModel();
    void optimiserModel();
    void rateTextIsWholeInARowOneLineHigh();
    void notesWrapToThreeLinesWithTheirTooltip();
};

void TestTriggerLabModels::evalSetModelEditsAndUndo()
{
    EvalSetModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEvalSet(perSkill({ "chart", "graph" }, { "weather" }), false);
    QCOMPARE(model.rowCount(), 3);
    QVERIFY(!model.undoStack()->canUndo()); // a fresh start
    QVERIFY(model.setData(model.index(0, EvalSetModel::QueryColumn), "bar chart"));
    QVERIFY(model.setData(model.index(2, EvalSetModel::ExpectationColumn), true));
    QVERIFY(!model.setData(model.index(2, EvalSetModel::ExpectationColumn), true)); // no change, no undo step
    QCOMPARE(model.undoStack()->count(), 2);
    QCOMPARE(model.index(2, EvalSetModel::ExpectationColumn).data().toString(), QStringLiteral("should trigger"));
    model.insertCases(1, casesFromLines("one\ntwo\tno\nthree", EvalSetKind::PerSkill, true), "paste");
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("two"));
    QVERIFY(!model.index(2, 0).data(EvalSetModel::ShouldTriggerRole).toBool());
    model.removeCases({ 1, 2, 3 });
    QCOMPARE(model.rowCount(), 3);
    const int row = model.appendEmptyRow();
    QCOMPARE(row, 3);
    QCOMPARE(model.evalSet().cases.size(), 3); // the empty row is not part of the set
    // One undo per action, in reverse.
    model.undoStack()->undo(); // the empty row
    QCOMPARE(model.rowCount(), 3);
    model.undoStack()->undo(); // the deletion
    QCOMPARE(model.rowCount(), 6);
    model.undoStack()->undo(); // the paste
    QCOMPARE(model.rowCount(), 3);
    model.undoStack()->undo(); // the expectation
    QVERIFY(!model.index(2, 0).data(EvalSetModel::ShouldTriggerRole).toBool());
    model.undoStack()->undo(); // the query text
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("chart"));
    model.undoStack()->redo();
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("bar chart"));
    model.setEvalSet(perSkill({ "x" }, {})); // an import is one undoable step too
    QCOMPARE(model.rowCount(), 1);
    model.undoStack()->undo();
    QCOMPARE(model.rowCount(), 3);
}

void TestTriggerLabModels::evalSetModelFormsAndDuplicates()
{
    EvalSetModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEvalSet(perSkill({ "chart", "chart " }, { "weather" }), false);
    QVERIFY(model.index(1, 0).data(EvalSetModel::DuplicateRole).toBool());
    QVERIFY(!model.index(0, 0).data(EvalSetModel::DuplicateRole).toBool());
    QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().contains("same query"));
    model.setKind(EvalSetKind::Routing, "alpha");
    QCOMPARE(model.kind(), EvalSetKind::Routing);
    QCOMPARE(model.index(0, EvalSetModel::ExpectationColumn).data().toString(), QStringLiteral("alpha"));
    QCOMPARE(model.index(2, EvalSetModel::ExpectationColumn).data().toString(), QStringLiteral("none"));
    QCOMPARE(
        model.headerData(EvalSetModel::ExpectationColumn, Qt::Horizontal).toString(), QStringLiteral("Should load"));
    QVERIFY(model.setData(model.index(2, EvalSetModel::ExpectationColumn), "beta"));
    QCOMPARE(model.evalSet().cases.at(2).expectedSkill, QStringLiteral("beta"));
    QVERIFY(model.setData(model.index(2, EvalSetModel::ExpectationColumn), "none"));
    QVERIFY(model.evalSet().cases.at(2).expectedSkill.isEmpty());
    model.undoStack()->undo();
    model.undoStack()->undo();
    model.undoStack()->undo(); // back to the per-skill form
    QCOMPARE(model.kind(), EvalSetKind::PerSkill);
    QVERIFY(model.evalSet().cases.at(0).shouldTrigger);
}

void TestTriggerLabModels::resultsModelFillsLive()
{
    EvalResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const EvalResults r = planned(2, 2);
    model.begin(r);
    QVERIFY(model.isRunning());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 2 + 2 + 2);
    QCOMPARE(model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("V1"));
    QCOMPARE(model.index(0, 2).data(EvalResultsModel::VerdictRole).toString(), QStringLiteral("pending"));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.applyRuns({ { r.runIndex(0, 0, 0), finished(r, 0, 0, 0, RunOutcome::Triggered, { "alpha" }) },
        { r.runIndex(0, 0, 1), finished(r, 0, 0, 1, RunOutcome::Triggered, { "alpha" }) },
        { r.runIndex(1, 2, 0), finished(r, 1, 2, 0, RunOutcome::Triggered, { "beta" }) } });
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 2);
    QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("2/2 PASS"));
    QCOMPARE(model.index(0, 2).data(EvalResultsModel::RateRole).toDouble(), 1.0);
    QCOMPARE(model.index(2, 3).data(EvalResultsModel::VerdictRole).toString(), QStringLiteral("pending"));
    QCOMPARE(model.index(2, model.instead()).data().toString(), QStringLiteral("beta ×1"));
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("trigger"));
    QCOMPARE(model.index(2, 1).data().toString(), QStringLiteral("no trigger"));
    QCOMPARE(model.index(1, 0).data(EvalResultsModel::CaseIndexRole).toInt(), 1);
    QCOMPARE(model.index(1, 3).data(EvalResultsModel::VariantRole).toInt(), 1);
    QCOMPARE(model.index(1, 0).data(EvalResultsModel::VariantRole).toInt(), -1);
    QCOMPARE(model.runIndices(2, 1), QList<int>({ r.runIndex(1, 2, 0), r.runIndex(1, 2, 1) }));
    EvalResults done = model.results();
    done.runs[r.runIndex(0, 1, 0)] = finished(r, 0, 1, 0, RunOutcome::Error);
    done.runs[r.runIndex(0, 1, 0)].error = "HTTP 500: the server answered with status 500";
    done.cancelled = true;
    model.finish(done);
    QVERIFY(!model.isRunning());
    QCOMPARE(model.index(1, 2).data(EvalResultsModel::VerdictRole).toString(), QStringLiteral("error"));
    QCOMPARE(model.index(1, model.errorsColumn()).data().toInt(), 1);
    QVERIFY(model.index(1, model.errorsColumn()).data(Qt::ToolTipRole).toString().contains("HTTP 500"));
    {
        // The provider's reason in the window's language, as the chat shows it (settings/noticetext.h).
        test::MarkingTranslator marker("sw::ui::NoticeText");
        QCoreApplication::installTranslator(&marker);
        const QString tip = model.index(1, model.errorsColumn()).data(Qt::ToolTipRole).toString();
        QCoreApplication::removeTranslator(&marker);
        QVERIFY2(tip.contains(QStringLiteral("«HTTP 500: «the server answered with status 500")), qPrintable(tip));
    }
    model.begin(planned(1, 3)); // a new run with another shape
    QCOMPARE(model.columnCount(), 5);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestTriggerLabModels::summaryAndConfusionFollowTheResults()
{
    EvalResultsModel results;
    VariantSummaryModel summary(&results);
    ConfusionMatrixModel confusion(&results);
    QAbstractItemModelTester t1(&summary, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&confusion, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(summary.rowCount(), 0);
    QCOMPARE(confusion.rowCount(), 0);
    const EvalResults r = planned(2, 1);
    results.begin(r);
    QCOMPARE(summary.rowCount(), 2);
    QCOMPARE(
        summary.index(0, VariantSummaryModel::AccuracyColumn).data(VariantSummaryModel::RateRole).toDouble(), -1.0);
    results.applyRuns({ { r.runIndex(0, 0, 0), finished(r, 0, 0, 0, RunOutcome::Triggered, { "alpha" }) },
        { r.runIndex(0, 1, 0), finished(r, 0, 1, 0, RunOutcome::NotTriggered, { "beta" }) },
        { r.runIndex(0, 2, 0), finished(r, 0, 2, 0, RunOutcome::NotTriggered) } });
    const QModelIndex recall = summary.index(0, VariantSummaryModel::RecallColumn);
    QCOMPARE(recall.data(VariantSummaryModel::RateRole).toDouble(), 0.5);
    QVERIFY(recall.data(VariantSummaryModel::LowRole).toDouble() < 0.5);
    QVERIFY(recall.data(VariantSummaryModel::HighRole).toDouble() > 0.5);
    QCOMPARE(recall.data(VariantSummaryModel::TrialsRole).toInt(), 2);
    QCOMPARE(summary.index(0, VariantSummaryModel::PassedColumn).data().toString(), QStringLiteral("2/3"));
    QCOMPARE(confusion.rowCount(), 3); // alpha, beta, none
    QCOMPARE(confusion.headerData(2, Qt::Horizontal).toString(), QStringLiteral("none"));
    QCOMPARE(confusion.index(0, 0).data(ConfusionMatrixModel::CountRole).toInt(), 1);
    QCOMPARE(confusion.index(0, 1).data(ConfusionMatrixModel::CountRole).toInt(), 1); // alpha expected, beta loaded
    QVERIFY(confusion.index(0, 1).data(Qt::BackgroundRole).isValid());
    QVERIFY(!confusion.index(1, 0).data(Qt::BackgroundRole).isValid());
    QCOMPARE(confusion.index(2, 2).data(ConfusionMatrixModel::HeatRole).toDouble(), 1.0);
    confusion.setVariant(1);
    QCOMPARE(confusion.index(0, 0).data(ConfusionMatrixModel::CountRole).toInt(), 0);
}

void TestTriggerLabModels::skillScoresOfARoutingSet()
{
    // A routing set: alpha expected twice, beta once, none once. Runs: alpha right once and loaded for beta once;
    // beta never loaded; gamma loaded for "none".
    EvalResults r;
    r.setup.runsPerQuery = 1;
    r.set.kind = EvalSetKind::Routing;
    r.set.cases = { EvalCase { "a1", true, "alpha", {}, {}, {} }, EvalCase { "a2", true, "alpha", {}, {}, {} },
        EvalCase { "b1", true, "beta", {}, {}, {} }, EvalCase { "n1", false, {}, {}, {}, {} } };
    r.variants << EvalVariant { "saved", {} } << EvalVariant { "B", "Other." };
    r.plan();
    EvalResultsModel results;
    SkillScoreModel scores(&results);
    QAbstractItemModelTester tester(&scores, QAbstractItemModelTester::FailureReportingMode::QtTest);
    results.begin(r);
    QCOMPARE(scores.rowCount(), 2); // alpha, beta: nothing answered yet
    QCOMPARE(scores.index(0, SkillScoreModel::PrecisionColumn).data().toString(), QStringLiteral("n/a"));
    QCOMPARE(scores.index(0, SkillScoreModel::F1Column).data().toString(), QStringLiteral("n/a"));
    QVERIFY(!scores.index(0, SkillScoreModel::F1Column).data(SkillScoreModel::ValueRole).isValid());
    results.applyRuns({ { r.runIndex(0, 0, 0), finished(r, 0, 0, 0, RunOutcome::Triggered, { "alpha" }) },
        { r.runIndex(0, 1, 0), finished(r, 0, 1, 0, RunOutcome::NotTriggered) },
        { r.runIndex(0, 2, 0), finished(r, 0, 2, 0, RunOutcome::NotTriggered, { "alpha" }) },
        { r.runIndex(0, 3, 0), finished(r, 0, 3, 0, RunOutcome::NotTriggered, { "gamma" }) } });
    QCOMPARE(scores.rowCount(), 3); // alpha, beta, gamma
    QCOMPARE(scores.index(0, SkillScoreModel::SkillColumn).data().toString(), QStringLiteral("alpha"));
    QCOMPARE(scores.index(0, SkillScoreModel::PrecisionColumn).data().toString(), QStringLiteral("0.50")); // 1/(1+1)
    QCOMPARE(scores.index(0, SkillScoreModel::RecallColumn).data().toString(), QStringLiteral("0.50")); // 1/(1+1)
    QCOMPARE(scores.index(0, SkillScoreModel::F1Column).data(SkillScoreModel::ValueRole).toDouble(), 0.5);
    QCOMPARE(scores.index(0, SkillScoreModel::TruePositivesColumn).data().toInt(), 1);
    QCOMPARE(scores.index(0, SkillScoreModel::FalsePositivesColumn).data().toInt(), 1);
    QCOMPARE(scores.index(0, SkillScoreModel::FalseNegativesColumn).data().toInt(), 1);
    // beta was expected once and never loaded: recall 0.00, precision not measured.
    QCOMPARE(scores.index(1, SkillScoreModel::RecallColumn).data().toString(), QStringLiteral("0.00"));
    QCOMPARE(scores.index(1, SkillScoreModel::PrecisionColumn).data().toString(), QStringLiteral("n/a"));
    QVERIFY(!scores.index(1, SkillScoreModel::PrecisionColumn).data(Qt::ToolTipRole).toString().isEmpty());
    scores.setVariant(1); // B: nothing answered
    QCOMPARE(scores.rowCount(), 2);
    QCOMPARE(scores.index(0, SkillScoreModel::RecallColumn).data().toString(), QStringLiteral("n/a"));
}

void TestTriggerLabModels::notRunRowsAndSummedColumnsSaySo()
{
    EvalResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const EvalResults r = planned(2, 1);
    model.begin(r);
    EvalResults done = r;
    done.runs[r.runIndex(0, 0, 0)] = finished(r, 0, 0, 0, RunOutcome::Triggered, { "alpha" });
    done.runs[r.runIndex(1, 0, 0)] = finished(r, 1, 0, 0, RunOutcome::Error);
    done.runs[r.runIndex(1, 0, 0)].error = "HTTP 500";
    done.runs[r.runIndex(0, 1, 0)] = finished(r, 0, 1, 0, RunOutcome::Cancelled);
    done.cancelled = true; // row 2 never ran
    model.finish(done);
    QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("1/1 PASS"));
    QCOMPARE(model.index(0, 3).data().toString(), QStringLiteral("0/0 ERROR"));
    QCOMPARE(model.index(1, 2).data().toString(), QStringLiteral("not run")); // cancelled: not an error
    QCOMPARE(model.index(2, 2).data().toString(), QStringLiteral("not run"));
    QCOMPARE(model.index(2, 2).data(EvalResultsModel::VerdictRole).toString(), QStringLiteral("not run"));
    // The last columns add up both variants, and say so.
    QCOMPARE(model.headerData(model.instead(), Qt::Horizontal).toString(), QStringLiteral("Loaded instead (all)"));
    QCOMPARE(model.headerData(model.errorsColumn(), Qt::Horizontal).toString(), QStringLiteral("Errors (all)"));
    QVERIFY(model.index(0, model.errorsColumn()).data(Qt::ToolTipRole).toString().contains("V1: HTTP 500"));
    model.begin(planned(1, 1));
    QCOMPARE(model.headerData(model.errorsColumn(), Qt::Horizontal).toString(), QStringLiteral("Errors"));
}

void TestTriggerLabModels::variantListModel()
{
    VariantListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(model.index(0).data(VariantListModel::SavedRole).toBool());
    QVERIFY(model.flags(model.index(0)) & Qt::ItemIsUserCheckable);
    QCOMPARE(model.nextLabel(), QStringLiteral("B"));
    QCOMPARE(model.setVariant("B: editor", "Unsaved text."), 1);
    QCOMPARE(model.nextLabel(), QStringLiteral("C"));
    QCOMPARE(model.setVariant("B: editor", "Changed again."), 1); // replaced, not added
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(model.setData(model.index(0), Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(model.checkedVariants().size(), 1);
    QCOMPARE(model.checkedVariants().first().description, QStringLiteral("Changed again."));
    QVERIFY(model.removeVariant(1));
    QVERIFY(!model.removeVariant(0)); // one variant always stays
    model.setVariants({ { "A: terse", "Report tool." }, { "B: saved", {} } });
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(!model.index(0).data(VariantListModel::SavedRole).toBool());
    QVERIFY(model.index(1).data(VariantListModel::SavedRole).toBool());
    QCOMPARE(model.checkedVariants().size(), 2);
    model.reset();
    QCOMPARE(model.checkedVariants().size(), 1);
}

void TestTriggerLabModels::optimiserModel()
{
    OptimiserModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.addIteration(0, "start", {});
    QVERIFY(!model.index(0).data(OptimiserModel::EvaluatedRole).toBool());
    QVERIFY(model.index(0).data().toString().contains("evaluating"));
    OptimiserIteration it;
    it.index = 0;
    it.description = "start";
    it.trainPassed = 3;
    it.trainTotal = 6;
    it.heldOutPassed = 2;
    it.heldOutTotal = 4;
    model.setScores(it);
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("Iteration 0: training 3/6, held-out 2/4"));
    model.addIteration(1, "better", "shortened");
    model.setBest(1);
    QVERIFY(model.index(1).data(OptimiserModel::BestRole).toBool());
    QVERIFY(!model.index(0).data(OptimiserModel::BestRole).toBool());
    QCOMPARE(model.iteration(1)->description, QStringLiteral("better"));
    QCOMPARE(model.index(1).data(OptimiserModel::NoteRole).toString(), QStringLiteral("shortened"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

// A results row one line high: the pass-rate figures keep their full height (they were clipped to the row minus
// 4-pixel insets and lost their tops, "3/3 通过" in zh_CN at 1366x768).
void TestTriggerLabModels::rateTextIsWholeInARowOneLineHigh()
{
    QStandardItemModel model(1, 1);
    QStandardItem *item = model.item(0, 0) ? model.item(0, 0) : new QStandardItem;
    item->setData(QStringLiteral("3/3 \u901A\u8FC7 888"), Qt::DisplayRole);
    item->setData(0, EvalResultsModel::VariantRole);
    item->setData(1.0, EvalResultsModel::RateRole);
    item->setData(3, EvalResultsModel::RunsRole);
    item->setData(QStringLiteral("pass"), EvalResultsModel::VerdictRole);
    model.setItem(0, 0, item);
    RateDelegate delegate;
    QStyleOptionViewItem option;
    option.font = QApplication::font();
    option.palette = QApplication::palette();
    const QFontMetrics fm(option.font);
    const int rowHeight = fm.height() + 2;
    option.rect = QRect(0, 0, 240, rowHeight);
    QImage image(option.rect.size(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        delegate.paint(&painter, option, model.index(0, 0));
    }
    // The ink of the text (right of the bar): its height is the glyphs' own, more than the row minus the insets.
    int top = rowHeight, bottom = -1;
    for (int y = 0; y < rowHeight; ++y)
        for (int x = 4 + 48 + 6; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > 0 && image.pixel(x, y) != image.pixel(image.width() - 1, y)) {
                top = qMin(top, y);
                bottom = qMax(bottom, y);
            }
    QVERIFY2(bottom >= 0, "no text painted");
    const int ink = bottom - top + 1;
    QVERIFY2(ink > rowHeight - 8, qPrintable(QStringLiteral("text ink %1 px in a %2 px row").arg(ink).arg(rowHeight)));
}

// A note reads whole where it can: its column is as wide as the widest note, up to a quarter of the view, and a note
// wraps there to three lines at most, the tooltip having it whole. As narrow as its title, "evals/evals.json #1" read
// "eva..."; wrapped without a limit, a long note made its row taller than the queries around it. Once the user has
// sized the column, it keeps their width.
void TestTriggerLabModels::notesWrapToThreeLinesWithTheirTooltip()
{
    EvalSetModel model;
    EvalSetPanel panel(&model);
    panel.resize(420, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    EvalSet set;
    set.kind = EvalSetKind::Routing;
    EvalCase plain;
    plain.query = QStringLiteral("Sum it");
    plain.expectedSkill = QStringLiteral("python-math");
    EvalCase shortNote = plain;
    shortNote.query = QStringLiteral("Add it");
    shortNote.notes = QStringLiteral("doc-heavy");
    EvalCase longNote = plain;
    longNote.query = QStringLiteral("Add them");
    longNote.notes
        = QStringLiteral("compare with data-report, which also reads numbers from a CSV column, and with the "
                         "weather tools, which read numbers from a forecast, and with the file summary");
    set.cases << plain << shortNote << longNote;
    model.setEvalSet(set, false);
    QTableView *view = panel.view();
    QHeaderView *header = view->horizontalHeader();
    const int notesWidth = header->sectionSize(EvalSetModel::NotesColumn);
    QVERIFY2(notesWidth > header->sectionSizeHint(EvalSetModel::NotesColumn), "wider than its title");
    QVERIFY(notesWidth <= view->viewport()->width() / 4);
    QVERIFY(notesWidth > view->fontMetrics().horizontalAdvance(shortNote.notes)); // a short note on one line
    // The heights the rows ask for at these widths (what RowFit gives them): the short note's is one line, the long
    // note's three, not more.
    const QAbstractItemView *asView = view;
    const int oneLine = asView->sizeHintForRow(0);
    QCOMPARE(asView->sizeHintForRow(1), oneLine);
    const int lineSpacing = view->fontMetrics().lineSpacing();
    QVERIFY2(asView->sizeHintForRow(2) >= oneLine + 2 * lineSpacing - 2,
        qPrintable(QString::number(asView->sizeHintForRow(2))));
    QVERIFY2(asView->sizeHintForRow(2) <= oneLine + 2 * lineSpacing + 2,
        qPrintable(QString::number(asView->sizeHintForRow(2))));
    QCOMPARE(model.index(2, EvalSetModel::NotesColumn).data(Qt::ToolTipRole).toString(), longNote.notes);

    // A wider panel: the long note's column follows the view's quarter.
    panel.resize(640, 400);
    QTRY_COMPARE(header->sectionSize(EvalSetModel::NotesColumn), view->viewport()->width() / 4);
    QVERIFY(header->sectionSize(EvalSetModel::NotesColumn) > notesWidth);
    panel.resize(420, 400);
    QTRY_COMPARE(header->sectionSize(EvalSetModel::NotesColumn), view->viewport()->width() / 4);

    // The long note deleted: the column is as wide as the short one.
    model.removeCases({ 2 });
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(header->sectionSize(EvalSetModel::NotesColumn) < notesWidth);
    QVERIFY(header->sectionSize(EvalSetModel::NotesColumn) > view->fontMetrics().horizontalAdvance(shortNote.notes));

    // Only short notes: the column is as wide as the widest of them.
    set.cases = { plain, shortNote };
    model.setEvalSet(set, false);
    QVERIFY(header->sectionSize(EvalSetModel::NotesColumn) < notesWidth);
    QVERIFY(header->sectionSize(EvalSetModel::NotesColumn) > view->fontMetrics().horizontalAdvance(shortNote.notes));
    // The width the user drags the column to stays (not the header's own resizing: a new style, a new model).
    const int before = header->sectionSize(EvalSetModel::NotesColumn);
    const int edge = header->sectionViewportPosition(EvalSetModel::NotesColumn) + before - 2;
    const int y = header->height() / 2;
    QTest::mousePress(header->viewport(), Qt::LeftButton, {}, QPoint(edge, y));
    QTest::mouseMove(header->viewport(), QPoint(edge - 20, y));
    QTest::mouseRelease(header->viewport(), Qt::LeftButton, {}, QPoint(edge - 20, y));
    const int dragged = header->sectionSize(EvalSetModel::NotesColumn);
    QVERIFY2(dragged < before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(dragged)));
    set.cases << longNote;
    model.setEvalSet(set, false);
    panel.resize(500, 400);
    QTRY_COMPARE(view->viewport()->width() > 420, true);
    QCOMPARE(header->sectionSize(EvalSetModel::NotesColumn), dragged);
}

QTEST_MAIN(TestTriggerLabModels)
#include "tst_triggerlab_models.moc"
