// Tests of the Trigger Lab page, offscreen: the bundled replay runs and fills the results, the bars, the heat map;
// a clicked result opens its exact requests and responses in the Requests tab; cancel keeps the finished runs; runs
// and optimisations started twice and in different orders; results exported; the page fills its space; and in the
// main window, the editor's "Test in Trigger Lab" and "Apply to Editor" (one undo step) with the mode switches.
#include "agent/scenario.h"
#include "chat/sessioncatalog.h"
#include "common/datapaths.h"
#include "editor/editorarea.h"
#include "editor/frontmatterform.h"
#include "editor/skillmdeditor.h"
#include "editor/sourceeditor.h"
#include "eval/evaloutput.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "repository/skillindex.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"
#include "shell/windowactions.h"
#include "triggerlab/backgroundeval.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/evalsetmodel.h"
#include "triggerlab/evalsetpanel.h"
#include "triggerlab/optimisermodel.h"
#include "triggerlab/skillscoremodel.h"
#include "triggerlab/triggerlabpage.h"
#include "triggerlab/variantlistmodel.h"
#include "triggerlab/variantsummarymodel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

using namespace sw;
using namespace sw::ui;

namespace {

QString demoScenario()
{
    return QDir(dataDirectory(DataKind::Scenarios)).filePath(QStringLiteral("triggerlab/data-report-trigger-lab.json"));
}

SkillSnapshotPtr bundledSkills()
{
    return SkillSnapshot::fromRoots({ dataDirectory(DataKind::Skills) });
}

bool runToEnd(TriggerLabPage &page, bool optimise = false)
{
    QSignalSpy running(&page, &TriggerLabPage::runningChanged);
    QString error;
    if (!(optimise ? page.optimise(&error) : page.run(&error))) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return QTest::qWaitFor([&] { return !running.isEmpty() && !running.last().first().toBool(); }, 60000);
}

void copyFolder(const QString &from, const QString &to)
{
    QDir().mkpath(to);
    for (const QFileInfo &f : QDir(from).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (f.isDir())
            copyFolder(f.filePath(), to + QLatin1Char('/') + f.fileName());
        else
            QFile::copy(f.filePath(), to + QLatin1Char('/') + f.fileName());
    }
}

} // namespace

class TestTriggerLabPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void replayRunFillsEveryPart();
    void clickedResultOpensItsRequests();
    void startedTwiceAndInOtherOrders();
    void cancelKeepsFinishedRuns();
    void routingDemoShowsTheMatrix();
    void exportsAndBadInput();
    void pageFillsItsSpace();
    void evalSetQueriesStayReadable();
    void evalSetQueriesStayReadable_data();
    void narrowPageStacksTheTabsUnderTheResults();
    void editorTestsAndAppliesADescription();
    void variantIsAddedFromTheKeyboard();
    void evalSetKeptForTheNextStart();
    void longVariantIsElidedNotScrolled();
    void catalogFollowsTheRepository();

private:
    QTemporaryDir m_dir;
};

void TestTriggerLabPage::init()
{
    qputenv("SW_EVAL_CACHE_DIR", m_dir.filePath("cache").toUtf8());
    qputenv("SW_RECOVERY_DIR", m_dir.filePath("recovery").toUtf8());
}

void TestTriggerLabPage::replayRunFillsEveryPart()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    QString error;
    QVERIFY2(page.loadScenario(demoScenario(), false, &error), qPrintable(error));
    QVERIFY(page.replayBanner()->text().startsWith("Replay: Trigger Lab"));
    QCOMPARE(page.currentSkill(), QStringLiteral("data-report"));
    QCOMPARE(page.setModel()->rowCount(), 10);
    QCOMPARE(page.variantsModel()->checkedVariants().size(), 2);
    // No empty bar before the first run (it read as an empty text field); it comes with the run.
    QVERIFY(page.progressBar()->isHidden());
    QVERIFY(runToEnd(page));
    QVERIFY(!page.progressBar()->isHidden());
    EvalResultsModel *results = page.resultsModel();
    QCOMPARE(results->rowCount(), 10);
    QCOMPARE(results->headerData(2, Qt::Horizontal).toString(), QStringLiteral("A: Report tool."));
    QCOMPARE(results->headerData(3, Qt::Horizontal).toString(), QStringLiteral("B: saved"));
    QCOMPARE(results->index(0, 2).data().toString(), QStringLiteral("1/3 FAIL"));
    QCOMPARE(results->index(0, 3).data().toString(), QStringLiteral("3/3 PASS"));
    QVERIFY(results->results().complete());
    // The bars: recall of A well below B's, with intervals that do not overlap.
    VariantSummaryModel *summary = page.summaryModel();
    QCOMPARE(summary->rowCount(), 2);
    const double aHigh
        = summary->index(0, VariantSummaryModel::RecallColumn).data(VariantSummaryModel::HighRole).toDouble();
    const double bLow
        = summary->index(1, VariantSummaryModel::RecallColumn).data(VariantSummaryModel::LowRole).toDouble();
    QVERIFY(aHigh < bLow);
    QCOMPARE(page.progressBar()->value(), 60);
    QVERIFY(page.etaLabel()->text().startsWith("Done in"));
    QVERIFY(page.runButton()->isEnabled());
    QVERIFY(!page.cancelButton()->isEnabled());
}

void TestTriggerLabPage::clickedResultOpensItsRequests()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    QVERIFY(page.loadScenario(demoScenario(), false));
    QVERIFY(runToEnd(page));
    // Row 2 ("I uploaded expenses.csv"), variant B: its three runs, exactly as sent and answered.
    page.resultsView()->clicked(page.resultsModel()->index(2, 3));
    QCOMPARE(page.tabs()->currentIndex(), int(TriggerLabPage::RequestsTab));
    RequestInspector *inspector = page.inspector();
    QCOMPARE(inspector->requestsModel()->rowCount(), 3);
    QCOMPARE(inspector->currentRequest(), 0);
    const EvalRun &run = page.resultsModel()->results().runs.at(page.resultsModel()->runIndices(2, 1).first());
    QCOMPARE(inspector->requestsModel()->record(0)->body, run.requests.first().body);
    QVERIFY(inspector->requestText().contains("I uploaded expenses.csv; total it by category."));
    QVERIFY(inspector->responseText().contains("skill_load"));
    // Issue 22: the lab's question is what the answer did: the inspector opens on the Response, with an outcome column.
    QCOMPARE(inspector->tabs()->currentIndex(), int(RequestInspector::ResponseTab));
    QCOMPARE(inspector->requestsModel()->index(0, RequestsModel::OutcomeColumn).data().toString(),
        QStringLiteral("skill_load data-report"));
    // Variant A's cell shows A's requests: its catalog carries the terse description.
    page.resultsView()->clicked(page.resultsModel()->index(2, 2));
    QVERIFY(inspector->requestText().contains("data-report: Report tool."));
}

void TestTriggerLabPage::startedTwiceAndInOtherOrders()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    QVERIFY(page.loadScenario(demoScenario(), false));
    QVERIFY(runToEnd(page));
    QVERIFY(runToEnd(page)); // again: the same results, the table rebuilt
    QCOMPARE(page.resultsModel()->index(0, 3).data().toString(), QStringLiteral("3/3 PASS"));
    // Optimise after a run: iterations in the timeline, the model's proposal evaluated, a best one chosen.
    QVERIFY(runToEnd(page, true));
    QVERIFY(page.optimiserModel()->rowCount() >= 2);
    int best = -1;
    for (int i = 0; i < page.optimiserModel()->rowCount(); ++i)
        if (page.optimiserModel()->index(i).data(OptimiserModel::BestRole).toBool())
            best = i;
    QVERIFY(best >= 0);
    QVERIFY(
        page.optimiserModel()->index(1).data(OptimiserModel::DescriptionRole).toString().startsWith("Builds grouped"));
    QVERIFY(page.optimiserModel()->index(1).data(OptimiserModel::EvaluatedRole).toBool());
    // And a plain run after the optimiser; a second run is refused while one is going.
    QSignalSpy running(&page, &TriggerLabPage::runningChanged);
    QVERIFY(page.run());
    QString error;
    QVERIFY(!page.run(&error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!page.optimise(&error));
    QVERIFY(QTest::qWaitFor([&] { return running.size() >= 2 && !running.last().first().toBool(); }, 60000));
    QCOMPARE(page.resultsModel()->columnCount(), 6);
}

void TestTriggerLabPage::cancelKeepsFinishedRuns()
{
    // A slow replay: each answer takes a while; cancel after the first ones.
    const QString path = m_dir.filePath("slow.json");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"skill-workbench-scenario/1","title":"Slow","profile":"trpc-go",
            "eval":{"skill":"data-report","set":[{"query":"fast","should_trigger":true},{"query":"slow","should_trigger":true}]},
            "eval_answers":[{"query":"fast","loads":["data-report"]},{"query":"slow","loads":["data-report"],"delay_ms":60000}]})");
    }
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    QString error;
    QVERIFY2(page.loadScenario(path, false, &error), qPrintable(error));
    page.workersSpin()->setValue(2);
    QSignalSpy running(&page, &TriggerLabPage::runningChanged);
    QVERIFY(page.run());
    QVERIFY(page.cancelButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(page.resultsModel()->index(0, 2).data().toString(), QStringLiteral("3/3 PASS"), 20000);
    QVERIFY(page.isRunning());
    page.cancelButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 20000);
    const EvalResults &r = page.resultsModel()->results();
    QVERIFY(r.cancelled);
    QCOMPARE(r.query(0, 0).runs, 3);
    QCOMPARE(r.query(0, 1).runs, 0);
    QCOMPARE(page.resultsModel()->index(0, 2).data().toString(), QStringLiteral("3/3 PASS"));
    QVERIFY(page.etaLabel()->text().startsWith("Cancelled"));
    QVERIFY(page.runButton()->isEnabled());

    // Closing the window during a run asks first: No keeps the run going, Yes stops it.
    QVERIFY(page.run());
    QTRY_VERIFY(page.isRunning());
    QStringList asked;
    bool answer = false;
    page.setConfirmationPolicy([&](const QString &question) {
        asked << question;
        return answer;
    });
    QVERIFY(!page.confirmClose());
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked.first().contains(QStringLiteral("in progress")));
    QVERIFY(page.isRunning());
    answer = true;
    QVERIFY(page.confirmClose());
    QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 20000);
    QVERIFY(page.confirmClose()); // nothing running: nothing asked
    QCOMPARE(asked.size(), 2);
}

void TestTriggerLabPage::routingDemoShowsTheMatrix()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    QVERIFY(page.loadScenario(demoScenario(), true));
    QCOMPARE(page.setModel()->kind(), EvalSetKind::Routing);
    QVERIFY(page.currentSkill().isEmpty());
    QVERIFY(runToEnd(page));
    ConfusionMatrixModel *m = page.confusionModel();
    int math = -1;
    int report = -1;
    for (int i = 0; i < m->rowCount(); ++i) {
        if (m->headerData(i, Qt::Vertical).toString() == QLatin1String("python-math"))
            math = i;
        if (m->headerData(i, Qt::Vertical).toString() == QLatin1String("data-report"))
            report = i;
    }
    QVERIFY(math >= 0 && report >= 0);
    QCOMPARE(m->index(math, report).data(ConfusionMatrixModel::CountRole).toInt(), 3);
    QVERIFY(m->index(math, report).data(Qt::BackgroundRole).isValid());
    // Per-skill precision, recall and F1 are in the window, as in the CLI and the JSON.
    SkillScoreModel *scores = page.skillScoreModel();
    QCOMPARE(page.skillScoreView()->model(), scores);
    QCOMPARE(page.skillScoreView()->parentWidget(), page.findChild<QTableView *>("confusionView")->parentWidget());
    const VariantSummary expected = page.resultsModel()->results().summary(0);
    QCOMPARE(scores->rowCount(), int(expected.skills.size()));
    QVERIFY(scores->rowCount() >= 2);
    for (int i = 0; i < scores->rowCount(); ++i) {
        const SkillScore &k = expected.skills.at(i);
        QCOMPARE(scores->index(i, SkillScoreModel::SkillColumn).data().toString(), k.skill);
        QCOMPARE(scores->index(i, SkillScoreModel::PrecisionColumn).data().toString(),
            scoreText(k.precision(), k.hasPrecision()));
        QCOMPARE(
            scores->index(i, SkillScoreModel::RecallColumn).data().toString(), scoreText(k.recall(), k.hasRecall()));
        QCOMPARE(scores->index(i, SkillScoreModel::F1Column).data().toString(), scoreText(k.f1(), k.hasF1()));
    }

    // The eval set's Expectation column fits its widest text, measured once per change (not ResizeToContents over
    // every row at each relayout): a skill name typed in the last row widens it.
    QTableView *view = page.setPanel()->view();
    const auto fits = [view](const QString &text) {
        return view->horizontalHeader()->sectionSize(EvalSetModel::ExpectationColumn)
            >= view->fontMetrics().horizontalAdvance(text);
    };
    QCOMPARE(view->horizontalHeader()->sectionResizeMode(EvalSetModel::ExpectationColumn), QHeaderView::Interactive);
    for (int r = 0; r < page.setModel()->rowCount(); ++r)
        QVERIFY(fits(page.setModel()->index(r, EvalSetModel::ExpectationColumn).data().toString()));
    const QString longName = QStringLiteral("a-rather-long-skill-name-of-another-root");
    QVERIFY(!fits(longName));
    const QModelIndex last = page.setModel()->index(page.setModel()->rowCount() - 1, EvalSetModel::ExpectationColumn);
    QVERIFY(page.setModel()->setData(last, longName));
    QVERIFY(fits(longName));
}

void TestTriggerLabPage::exportsAndBadInput()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    QString error;
    QVERIFY(!page.exportResults(m_dir.filePath("none.json"), TriggerLabPage::ExportFormat::Json, &error));
    QVERIFY(error.contains("no results"));
    QVERIFY(!page.run(&error)); // an empty set: a clear message, nothing sent
    QVERIFY(error.contains("The eval set is empty"));
    QVERIFY(page.loadScenario(demoScenario(), false));
    // A duplicate row stops the run with the row named.
    page.setPanel()->pasteText(page.setModel()->index(0, 0).data().toString());
    QVERIFY(!page.run(&error));
    QVERIFY2(error.contains("repeats an earlier query"), qPrintable(error));
    page.setModel()->undoStack()->undo();
    QVERIFY(runToEnd(page));
    QVERIFY(page.exportResults(m_dir.filePath("r.json"), TriggerLabPage::ExportFormat::Json, &error));
    QVERIFY(page.exportResults(m_dir.filePath("r.xml"), TriggerLabPage::ExportFormat::JUnit, &error));
    QVERIFY(page.exportResults(m_dir.filePath("r.html"), TriggerLabPage::ExportFormat::Html, &error));
    QFile json(m_dir.filePath("r.json"));
    QVERIFY(json.open(QIODevice::ReadOnly));
    QCOMPARE(
        QJsonDocument::fromJson(json.readAll()).object().value("skill_name").toString(), QStringLiteral("data-report"));
    QFile html(m_dir.filePath("r.html"));
    QVERIFY(html.open(QIODevice::ReadOnly));
    QVERIFY(html.readAll().contains("<svg"));
    QVERIFY(!page.exportResults(m_dir.filePath("no/such/folder/r.json"), TriggerLabPage::ExportFormat::Json, &error));
    QVERIFY(error.contains("cannot write"));
}

void TestTriggerLabPage::pageFillsItsSpace()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    page.resize(1366, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *splitter = page.findChild<QSplitter *>();
    QVERIFY(splitter);
    // The splitter takes the whole width and everything below the setup rows.
    QVERIFY(splitter->width() >= page.width() - 20);
    QVERIFY(splitter->geometry().bottom() >= page.height() - 12);
    QVERIFY(splitter->height() > page.height() / 2);
    for (int i = 0; i < splitter->count(); ++i)
        QVERIFY(splitter->widget(i)->width() > 150);
    QVERIFY(page.minimumSizeHint().width() <= 1366);
}

// The eval set is where the queries are written and read before any run: at the page's width in a 1366-pixel window
// and in a 1920-pixel one, a query gets a column of some 20 characters or more (the page gave the set 21 % beside the
// results, about 15 characters at 1366: a query wrapped to five lines).
void TestTriggerLabPage::evalSetQueriesStayReadable()
{
    QFETCH(QString, language);
    QFETCH(QSize, first);
    QFETCH(QSize, size);
    installTranslations(language);
    const auto english = qScopeGuard([] { installTranslations(QStringLiteral("en")); });
    Settings settings(m_dir.filePath("readable.ini"));
    MainWindow window(&settings);
    window.resize(first);
    window.setMode(Mode::TriggerLab);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TriggerLabPage &page = *window.triggerLabPage();
    QVERIFY(page.loadScenario(demoScenario(), false));
    window.resize(size);
    const QTableView *view = page.setPanel()->view();
    const int chars = view->fontMetrics().averageCharWidth();
    QTRY_VERIFY2(view->columnWidth(EvalSetModel::QueryColumn) >= 20 * chars,
        qPrintable(QStringLiteral("%1 px, %2 characters")
                       .arg(view->columnWidth(EvalSetModel::QueryColumn))
                       .arg(view->columnWidth(EvalSetModel::QueryColumn) / chars)));
}

void TestTriggerLabPage::evalSetQueriesStayReadable_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("first");
    QTest::addColumn<QSize>("size");
    for (const QString &language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        QTest::addRow("%s 1366x768", qPrintable(language)) << language << QSize(1366, 768) << QSize(1366, 768);
        QTest::addRow("%s 1920x1080", qPrintable(language)) << language << QSize(1920, 1080) << QSize(1920, 1080);
        // The arrangement changes back only past a margin (it cannot flip at every pixel): from 1920 the results
        // may stay beside the tabs at 1366 (in zh_CN they do, before a run).
        QTest::addRow("%s 1920x1080, then 1366x768", qPrintable(language))
            << language << QSize(1920, 1080) << QSize(1366, 768);
    }
}

void TestTriggerLabPage::narrowPageStacksTheTabsUnderTheResults()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    page.resize(1920, 1000);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // Wide: the results beside the tabs, the inspector's requests above its details.
    QTRY_COMPARE(page.arrangement(), Qt::Horizontal);
    QVERIFY(!page.inspector()->requestsBeside());
    // A 1366-pixel laptop: side by side the query would get a few dozen pixels and the inspector's tabs would
    // scroll; the tabs go under the results and the inspector turns its requests beside its details.
    page.resize(1280, 700);
    QTRY_COMPARE(page.arrangement(), Qt::Vertical);
    QVERIFY(page.inspector()->requestsBeside());
    QVERIFY(page.tabs()->width() > page.width() / 2);
    const QTabBar *bar = page.inspector()->tabs()->tabBar();
    page.tabs()->setCurrentIndex(TriggerLabPage::RequestsTab);
    QTRY_VERIFY(page.inspector()->tabs()->width() >= bar->sizeHint().width());
    QVERIFY(page.minimumSizeHint().height() <= 700);
    // And back.
    page.resize(1920, 1000);
    QTRY_COMPARE(page.arrangement(), Qt::Horizontal);
    QVERIFY(!page.inspector()->requestsBeside());
}

void TestTriggerLabPage::editorTestsAndAppliesADescription()
{
    const QString skills = m_dir.filePath("skills");
    copyFolder(dataDirectory(DataKind::Skills), skills);
    Settings settings(m_dir.filePath("settings.ini"));
    MainWindow window(&settings);
    window.setRoots({ skills });
    window.show();
    TriggerLabPage *lab = window.triggerLabPage();
    QTRY_VERIFY_WITH_TIMEOUT(lab->skills() && lab->skills()->find("data-report")
            && lab->skills()->find("data-report")->folder.startsWith(skills),
        20000);
    const QString path = skills + "/data-report/SKILL.md";
    auto *editor = qobject_cast<SkillMdEditor *>(window.editorArea()->openFile(path));
    QVERIFY(editor);
    window.setMode(Mode::Author);
    const QString unsaved = QStringLiteral("Charts and totals from CSV files. Use when the user shares a spreadsheet.");
    editor->form()->descriptionEdit()->setPlainText(unsaved);
    QVERIFY(editor->isModified());
    editor->form()->testDescriptionButton()->click();
    QCOMPARE(window.mode(), Mode::TriggerLab);
    QCOMPARE(lab->currentSkill(), QStringLiteral("data-report"));
    const QList<EvalVariant> variants = lab->variantsModel()->checkedVariants();
    QCOMPARE(variants.size(), 2);
    QVERIFY(variants.at(0).description.isEmpty());
    QCOMPARE(variants.at(1).description, unsaved);
    QCOMPARE(lab->setModel()->rowCount(), 3); // the skill's evals/evals.json as should-trigger queries
    // The optimiser on the replay proposes a description; Apply puts it into the editor as one undoable edit.
    QVERIFY(lab->loadScenario(demoScenario(), false));
    QVERIFY(runToEnd(*lab, true));
    QVERIFY(lab->optimiserModel()->rowCount() >= 2);
    const QString proposed = lab->optimiserModel()->index(1).data(OptimiserModel::DescriptionRole).toString();
    QVERIFY(lab->applyIteration(1));
    QCOMPARE(window.mode(), Mode::Author);
    QCOMPARE(editor->values().description, proposed);
    editor->sourceEditor()->undo();
    QTRY_COMPARE(editor->values().description, unsaved);
    // The window's Undo in the Trigger Lab layout takes back the last eval-set change.
    window.setMode(Mode::TriggerLab);
    const int rows = lab->setModel()->rowCount();
    lab->setPanel()->pasteText("one more query");
    QCOMPARE(lab->setModel()->rowCount(), rows + 1);
    QVERIFY(window.actions()->undo->isEnabled());
    QCOMPARE(window.actions()->undo->shortcut(), QKeySequence(QKeySequence::Undo));
    window.actions()->undo->trigger();
    QCOMPARE(lab->setModel()->rowCount(), rows);
}

// Add…: the description box takes Return as a new line; Ctrl+Return adds the variant.
void TestTriggerLabPage::variantIsAddedFromTheKeyboard()
{
    TriggerLabPage page;
    page.setSkills(bundledSkills());
    QVERIFY(page.loadScenario(demoScenario(), false));
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const qsizetype before = page.variantsModel()->checkedVariants().size();
    const QString description = QStringLiteral("Charts a CSV file. Use when the user shares a spreadsheet.");
    bool stillOpen = false;
    QTimer::singleShot(0, &page, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        auto *text = dialog->findChild<QPlainTextEdit *>();
        if (!text) {
            stillOpen = true;
            dialog->reject();
            return;
        }
        dialog->activateWindow();
        if (!QTest::qWaitFor([dialog] { return QApplication::activeWindow() == dialog; }))
            qWarning("the dialog did not become the active window");
        text->setFocus();
        text->selectAll();
        QTest::keyClicks(text, description);
        QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier);
        stillOpen = dialog->isVisible();
        if (stillOpen)
            dialog->reject(); // a failure, not a hang
    });
    page.findChild<QPushButton *>(QStringLiteral("addVariantButton"))->click();
    QVERIFY(!stillOpen);
    const QList<EvalVariant> variants = page.variantsModel()->checkedVariants();
    QCOMPARE(variants.size(), before + 1);
    QCOMPARE(variants.last().description, description);
}

void TestTriggerLabPage::evalSetKeptForTheNextStart()
{
    const QString ini = m_dir.filePath(QStringLiteral("draft.ini"));
    const SkillSnapshotPtr skills = SkillSnapshot::fromRoots({ dataDirectory(DataKind::Skills) });
    EvalSet set;
    EvalCase yes;
    yes.query = QStringLiteral("Total these sales by region and chart them");
    EvalCase no;
    no.query = QStringLiteral("What is the weather in Paris?");
    no.shouldTrigger = false;
    set.cases = { yes, no };
    QString draft;
    {
        Settings settings(ini);
        TriggerLabPage page;
        page.setSettings(&settings);
        page.setSkills(skills);
        QVERIFY(page.selectSkill(QStringLiteral("data-report")));
        page.setModel()->setEvalSet(set);
        draft = settings.stateFilePath(QStringLiteral("triggerlab-draft.evals.json"));
        QTRY_VERIFY(QFile::exists(draft)); // kept a moment after the change
        QVERIFY(draft.startsWith(m_dir.path()));
        page.variantsModel()->setVariant(QStringLiteral("B"), QStringLiteral("Charts sales figures by region."));
        // Only B is to run: the saved description is unchecked, and renamed.
        page.variantsModel()->setData(page.variantsModel()->index(0), Qt::Unchecked, Qt::CheckStateRole);
        page.variantsModel()->setData(page.variantsModel()->index(0), QStringLiteral("A: as saved"), Qt::EditRole);
        // A change the moment before the window closes is kept too.
        set.cases[1].notes = QStringLiteral("weather, not sales");
        page.setModel()->setEvalSet(set);
    }
    {
        Settings settings(ini);
        TriggerLabPage page;
        page.setSettings(&settings);
        page.setSkills(skills);
        QCOMPARE(page.setModel()->evalSet().cases, set.cases);
        QTRY_COMPARE(page.currentSkill(), QStringLiteral("data-report"));
        // The description variant added by the user is back beside the saved description.
        const QList<EvalVariant> variants = page.variantsModel()->variants();
        QCOMPARE(variants.size(), 2);
        QVERIFY(variants.at(0).description.isEmpty());
        QCOMPARE(variants.at(1).label, QStringLiteral("B"));
        QCOMPARE(variants.at(1).description, QStringLiteral("Charts sales figures by region."));
        QCOMPARE(variants.at(0).label, QStringLiteral("A: as saved"));
        const QList<EvalVariant> checked = page.variantsModel()->checkedVariants(); // as they were: B alone runs
        QCOMPARE(checked.size(), 1);
        QCOMPARE(checked.first().label, QStringLiteral("B"));
        // The demo's own set, unchanged, is not kept: the demo loads it again.
        page.setConfirmationPolicy([](const QString &) { return true; });
        QString error;
        QVERIFY2(page.loadDemo(QDir(dataDirectory(DataKind::Scenarios))
                                   .filePath(QStringLiteral("triggerlab/data-report-trigger-lab.json")),
                     false, &error),
            qPrintable(error));
        QTRY_VERIFY(!QFile::exists(draft));
        QVERIFY(settings.triggerLabVariants().isEmpty()); // the demo's variants, unchanged, are the demo's
    }
    {
        // Variants alone (no eval set yet) are kept with their skill.
        Settings settings(ini);
        TriggerLabPage page;
        page.setSettings(&settings);
        page.setSkills(skills);
        QCOMPARE(page.setModel()->rowCount(), 0);
        QCOMPARE(page.variantsModel()->rowCount(), 1);
        QVERIFY(page.selectSkill(QStringLiteral("data-report")));
        page.variantsModel()->setVariant(QStringLiteral("C"), QStringLiteral("Builds a report."));
    }
    {
        Settings settings(ini);
        TriggerLabPage page;
        page.setSettings(&settings);
        page.setSkills(skills);
        QTRY_COMPARE(page.currentSkill(), QStringLiteral("data-report"));
        QCOMPARE(page.variantsModel()->rowCount(), 2);
        QCOMPARE(page.variantsModel()->variants().at(1).description, QStringLiteral("Builds a report."));
        QVERIFY(page.variantsModel()->removeVariant(1));
    }
    Settings settings(ini);
    TriggerLabPage page;
    page.setSettings(&settings);
    QCOMPARE(page.setModel()->rowCount(), 0);
    QCOMPARE(page.variantsModel()->rowCount(), 1);

    // The profile and provider the user chose (activated, as with the keyboard) come back too; a demo's do not.
    QComboBox *profile = page.profileBox();
    profile->setCurrentIndex(profile->findData(QStringLiteral("codex")) - 1);
    profile->setFocus();
    QTest::keyClick(profile, Qt::Key_Down);
    QCOMPARE(profile->currentData().toString(), QStringLiteral("codex"));
    QComboBox *provider = page.providerBox();
    provider->setCurrentIndex(provider->findData(QStringLiteral("preset:anthropic")) - 1);
    provider->setFocus();
    QTest::keyClick(provider, Qt::Key_Down);
    QCOMPARE(provider->currentData().toString(), QStringLiteral("preset:anthropic"));
    TriggerLabPage next;
    next.setSettings(&settings);
    QCOMPARE(next.profileBox()->currentData().toString(), QStringLiteral("codex"));
    QCOMPARE(next.providerBox()->currentData().toString(), QStringLiteral("preset:anthropic"));
}

// A long description variant is elided within the short variants list (whole in its tool tip), not laid out wider
// than the list under a horizontal scroll bar that takes one of its few rows.
void TestTriggerLabPage::longVariantIsElidedNotScrolled()
{
    TriggerLabPage page;
    page.resize(1366, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *view = page.findChild<QListView *>(QStringLiteral("variantsView"));
    QVERIFY(view);
    page.variantsModel()->setVariant(QStringLiteral("B"),
        QStringLiteral("Turns a CSV file into a grouped summary (CSV and JSON), a bar chart (SVG and PNG) and a short "
                       "Markdown report, using python3 only. Use when the user shares tabular data."));
    const QModelIndex row = page.variantsModel()->index(1);
    QTRY_VERIFY(view->visualRect(row).isValid());
    QTRY_VERIFY2(view->visualRect(row).right() < view->viewport()->width(),
        qPrintable(QStringLiteral("row %1 px wide in a %2 px list")
                       .arg(view->visualRect(row).width())
                       .arg(view->viewport()->width())));
    QVERIFY(!view->horizontalScrollBar()->isVisible());
    // Narrower, the row follows.
    page.resize(900, 700);
    QTRY_VERIFY(view->visualRect(row).right() < view->viewport()->width());
}

// The catalog figure of the lab's profile (the status bar's, in the Trigger Lab) follows the repository: a skill
// added or a description edited changes it without choosing the profile again.
void TestTriggerLabPage::catalogFollowsTheRepository()
{
    const QString root = m_dir.filePath(QStringLiteral("catalog-root"));
    const auto write = [&root](const QString &name, const QString &description) {
        QVERIFY(QDir().mkpath(root + QLatin1Char('/') + name));
        QFile f(root + QLatin1Char('/') + name + QStringLiteral("/SKILL.md"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("---\nname: %1\ndescription: %2\n---\nBody.\n").arg(name, description).toUtf8());
    };
    write(QStringLiteral("alpha"), QStringLiteral("Alpha does one thing."));
    TriggerLabPage page;
    QVERIFY(page.selectProfile(QStringLiteral("codex")));
    page.setSkillIndex(scanRoots({ { root, QStringLiteral("test"), RootScope::Custom } }));
    QTRY_VERIFY(page.skills() && page.skills()->find(QStringLiteral("alpha")));
    QTRY_VERIFY(page.catalog()->figure().valid && !page.catalog()->isBusy());
    const int one = page.catalog()->figure().tokens;
    write(QStringLiteral("beta"),
        QStringLiteral("Beta does another thing, described at some length so that the catalog grows visibly."));
    page.setSkillIndex(scanRoots({ { root, QStringLiteral("test"), RootScope::Custom } }));
    QTRY_VERIFY(page.skills()->find(QStringLiteral("beta")));
    QTRY_VERIFY2(page.catalog()->figure().tokens > one + 10,
        qPrintable(QStringLiteral("%1 -> %2").arg(one).arg(page.catalog()->figure().tokens)));
}

QTEST_MAIN(TestTriggerLabPage)
#include "tst_triggerlab_page.moc"
