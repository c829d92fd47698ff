// tst_readability: the regression tests of issue 23's "found by hand" list, one test function per item, in the whole
// window on a screen of the size given on the command line (ctest runs it at 1366x768 and at 1920x1080; see
// offscreenscreen.h). Each checks the part of the window the item is about with the layout audit's checks
// (layoutaudit.h, auditSubtree) and what the item names: the inspector's share, whole names and numbers, the window
// within the screen through presentation mode, the chat's colours in the dark theme, the Budget's labels, the
// confusion matrix without scrolling, the form's rows, the Runs table, the State tab, Preferences after a failed test,
// eval-set import errors, readable tool results and the HTML export, the translations.
#include "fakemodelserver.h"
#include "layoutaudit.h"
#include "messageboxanswer.h"
#include "offscreenscreen.h"
#include "wirestreams.h"

#include "agent/agentloop.h"
#include "catalog/budgetview.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/chatview.h"
#include "common/datapaths.h"
#include "demo/democontroller.h"
#include "demo/presentationbar.h"
#include "editor/diagnosticsrunner.h"
#include "editor/editorarea.h"
#include "editor/frontmatterform.h"
#include "editor/skillmdeditor.h"
#include "eval/evaloutput.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/statepanel.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "preview/outputfilesmodel.h"
#include "runs/runsmodel.h"
#include "runs/runspanel.h"
#include "settings/providersettings.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "shell/mainwindow.h"
#include "shell/preferencesdialog.h"
#include "shell/translations.h"
#include "shell/windowactions.h"
#include "theme/theme.h"
#include "triggerlab/evalsetpanel.h"
#include "triggerlab/triggerlabpage.h"
#include "triggerlab/variantlistmodel.h"
#include "visibility/visibilitypanel.h"
#include "welcome/welcomepage.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

namespace {

QSize g_screen(1366, 768);

QString scenario(const QString &name)
{
    return QDir(dataDirectory(DataKind::Scenarios)).absoluteFilePath(name);
}

// The findings of the audit's checks on `root`, one a line ("" when none).
QString auditOf(QWidget *root)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
    LayoutAudit audit(QGuiApplication::primaryScreen()->availableGeometry().size());
    audit.auditSubtree(root);
    return audit.report();
}

} // namespace

class TestReadability : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<FakeModelServer> m_server;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;

    bool wide() const { return g_screen.width() >= 1900; }
    ChatPanel *chat() const { return m_window->debugPage()->chat(); }
    RequestInspector *inspector() const { return m_window->debugPage()->inspector(); }

    void openWindow(ThemeChoice theme = ThemeChoice::Light, const QString &language = QStringLiteral("en"))
    {
        m_window.reset();
        m_settings.reset();
        installTranslations(language);
        applyTheme(theme);
        m_server = std::make_unique<FakeModelServer>();
        QVERIFY(m_server->listen());
        static int serial = 0;
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("settings%1.ini").arg(++serial)));
        m_settings->setTheme(theme);
        m_settings->setProviderBaseUrl(QStringLiteral("custom"), m_server->baseUrl());
        m_window = std::make_unique<MainWindow>(m_settings.get());
        m_window->setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
        m_window->setRoots({ QStringLiteral(SW_SOURCE_DIR "/skills") });
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->library()->snapshot() && m_window->library()->snapshot()->size() > 0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->library()->figuresReady(), 20000);
        chat()->setWorkRoot(m_dir.filePath(QStringLiteral("work")));
    }

    // The bundled step-through demo (tool calls, the model's runs with output files), played to its end.
    void playDemo(const QString &file = QStringLiteral("trpc-go-tool-results.json"))
    {
        DemoController *demo = m_window->debugPage()->demo();
        // What is audited is the end of the replay: its streaming pace only costs time.
        demo->setInstantResponses(true);
        m_window->startDemo(scenario(file));
        QTRY_VERIFY_WITH_TIMEOUT(demo->stepsCompleted() >= 1 && demo->isWaiting(), 30000);
        demo->setPaceMs(0);
        demo->play();
        QTRY_VERIFY_WITH_TIMEOUT(demo->isFinished(), 120000);
        QTest::qWait(60); // the chat's coalesced render (30 ms): what the user sees next
    }

    // A conversation against the loopback server: a skill_load call, then a Markdown answer.
    void converse()
    {
        MessageBoxAnswer discard(QMessageBox::Discard);
        m_window->setMode(Mode::Debug);
        QVERIFY(chat()->selectPreset(QStringLiteral("custom")));
        QVERIFY(chat()->selectProfile(QStringLiteral("trpc-go")));
        chat()->setModelName(QStringLiteral("claude-sonnet-4-5-20250929"));
        m_server->enqueue(FakeResponse::stream(sseAnswer({}, { { "skill_load", R"({"skill":"data-report"})" } })));
        m_server->enqueue(FakeResponse::stream(
            sseAnswer(QStringLiteral("## Report\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"), {}, 7, 2400, 30)));
        QString error;
        QVERIFY2(chat()->sendMessage(QStringLiteral("Make the report."), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 30000);
        QTest::qWait(60);
    }

    QTabWidget *sideTabs() const { return qobject_cast<QTabWidget *>(inspector()->parentWidget()->parentWidget()); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("SW_RECOVERY_DIR", m_dir.filePath(QStringLiteral("recovery")).toUtf8());
        qputenv("SW_EVAL_CACHE_DIR", m_dir.filePath(QStringLiteral("evalcache")).toUtf8());
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/skill-workbench-readability-bus");
    }
    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
        m_server.reset();
        installTranslations(QStringLiteral("en"));
        applyTheme(ThemeChoice::Light);
    }

    // Debug: the inspector has the larger share; the Requests table's number, tokens and status in view; the tabs
    // without scroll arrows; the Segments table's numbers whole; the Request JSON's lines readable; the model's whole
    // name; the Requests table a third of the height; the selected row in view after opening a session.
    void debugLayout()
    {
        openWindow();
        converse();
        sideTabs()->setCurrentWidget(inspector());
        inspector()->tabs()->setCurrentIndex(RequestInspector::SegmentsTab);
        auto *splitter = m_window->debugPage()->findChild<QSplitter *>();
        QVERIFY(splitter);
        QVERIFY2(sideTabs()->width() > chat()->width(),
            qPrintable(QStringLiteral("inspector %1 px, chat %2 px").arg(sideTabs()->width()).arg(chat()->width())));
        QString findings = auditOf(inspector());
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
        inspector()->tabs()->setCurrentIndex(RequestInspector::RequestTab);
        auto *json = inspector()->findChild<QPlainTextEdit *>(QStringLiteral("requestJson"));
        QVERIFY(json);
        QTRY_VERIFY(json->isVisible());
        const int columns = json->viewport()->width() / json->fontMetrics().horizontalAdvance(QLatin1Char('0'));
        QVERIFY2(columns >= 60, qPrintable(QString::number(columns)));
        auto *model = chat()->findChild<QLineEdit *>(QStringLiteral("modelPicker"));
        QVERIFY(model->width() >= model->fontMetrics().horizontalAdvance(model->text()) + 8);
        QVERIFY2(inspector()->timeline()->height() >= inspector()->height() * 28 / 100,
            qPrintable(QString::number(inspector()->timeline()->height())));
        // A saved session of 12 requests, opened: its last request selected and in view.
        for (int i = 0; i < 5; ++i) {
            m_server->enqueue(FakeResponse::stream(sseAnswer({}, { { "skill_load", R"({"skill":"python-math"})" } })));
            m_server->enqueue(FakeResponse::stream(sseAnswer(QStringLiteral("Done %1.").arg(i))));
            QString error;
            QVERIFY2(chat()->sendMessage(QStringLiteral("Again %1").arg(i), &error), qPrintable(error));
            QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 30000);
        }
        const QString path = m_dir.filePath(QStringLiteral("twelve.jsonl"));
        QString error;
        QVERIFY2(chat()->saveSession(path, &error), qPrintable(error));
        sideTabs()->setCurrentWidget(m_window->debugPage()->statePanel());
        QVERIFY2(chat()->openSession(path, &error), qPrintable(error));
        sideTabs()->setCurrentWidget(inspector());
        QTRY_VERIFY(inspector()->timeline()->isVisible());
        QCoreApplication::processEvents();
        const int last = inspector()->requestsModel()->rowCount() - 1;
        QVERIFY(last >= 11);
        QCOMPARE(inspector()->currentRequest(), last);
        const QRect row = inspector()->timeline()->visualRect(inspector()->requestsModel()->index(last, 0));
        QVERIFY2(inspector()->timeline()->viewport()->rect().contains(row),
            qPrintable(QStringLiteral("row at %1..%2 of %3")
                           .arg(row.top())
                           .arg(row.bottom())
                           .arg(inspector()->timeline()->viewport()->height())));
    }

    // The Library after the demo: wide enough for every name in Debug, and in Author the names whole before any
    // other column; the columns do not change as an editor opens and closes.
    void libraryAfterDemo()
    {
        openWindow();
        playDemo();
        auto *tree = m_window->libraryPanel()->findChild<QTreeView *>(QStringLiteral("libraryTree"));
        QVERIFY(tree);
        QVERIFY2(m_window->dock(QStringLiteral("libraryDock"))->width() >= 200,
            qPrintable(QString::number(m_window->dock(QStringLiteral("libraryDock"))->width())));
        QString findings = auditOf(tree);
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
        m_window->setMode(Mode::Author);
        tree->expandAll();
        QTest::qWait(20);
        findings = auditOf(tree);
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
        QList<bool> hidden;
        for (int c = 0; c < tree->header()->count(); ++c)
            hidden << tree->header()->isSectionHidden(c);
        m_window->editorArea()->openFile(QStringLiteral(SW_SOURCE_DIR "/skills/data-report/SKILL.md"));
        QTest::qWait(20);
        m_window->editorArea()->closeAll();
        QTest::qWait(20);
        for (int c = 0; c < tree->header()->count(); ++c)
            QCOMPARE(tree->header()->isSectionHidden(c), hidden.at(c));
    }

    // Presentation mode: the window stays within the screen (and its size after), the inspector's numbers and the
    // bar's progress whole, the Compare dialog scaled with a Close button, and the mode found on Welcome and in View.
    void presentationMode()
    {
        openWindow();
        QAction *action = m_window->actions()->presentationMode;
        QVERIFY(action->isCheckable());
        QVERIFY(m_window->menuBar()->findChildren<QMenu *>().size() > 0);
        bool inView = false;
        for (QMenu *menu : m_window->menuBar()->findChildren<QMenu *>())
            inView = inView || menu->actions().contains(action);
        QVERIFY(inView);
        auto *welcomeButton = m_window->welcomePage()->findChild<QToolButton *>(QStringLiteral("presentationButton"));
        QVERIFY(welcomeButton && welcomeButton->defaultAction() == action);
        playDemo();
        const QSize before = m_window->size();
        const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
        action->trigger();
        QCOMPARE(m_window->debugPage()->presentationBar()->isPresentationMode(), true);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
        QVERIFY2(m_window->width() <= screen.width(), qPrintable(QString::number(m_window->width())));
        sideTabs()->setCurrentWidget(inspector());
        inspector()->tabs()->setCurrentIndex(RequestInspector::SegmentsTab);
        QString findings = auditOf(m_window->debugPage());
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
        m_window->showComparison();
        QDialog *dialog = m_window->findChild<QDialog *>(QStringLiteral("compareDialog"));
        QVERIFY(dialog);
        QVERIFY(dialog->findChild<QDialogButtonBox *>());
        QVERIFY(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close));
        QVERIFY(dialog->width() <= screen.width() && dialog->height() <= screen.height());
        QTRY_VERIFY(dialog->font().pointSizeF() > QApplication::font().pointSizeF() * 1.2
            || dialog->findChild<QWidget *>()->font().pointSizeF() > QApplication::font().pointSizeF() * 1.2);
        dialog->close();
        action->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(m_window->size(), before);
        findings = auditOf(chat());
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
    }

    // Dark theme: the chat's turns, cards and code on dark backgrounds with readable text; the bar's icons light.
    void darkChat()
    {
        openWindow(ThemeChoice::Dark);
        playDemo();
        ChatView *view = chat()->view();
        for (int row = 0; row < chat()->messagesModel()->rowCount(); ++row)
            if (ChatMessagesModel::Kind(chat()->messagesModel()->index(row).data(ChatMessagesModel::KindRole).toInt())
                == ChatMessagesModel::Kind::ToolCall) {
                view->toggleCard(row);
                break;
            }
        view->renderNow();
        const QString findings = auditOf(m_window->debugPage());
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
        // No light box is left in the document: every frame and cell background is dark.
        const ChatColours colours = chatColours();
        QVERIFY(colours.userBackground.lightness() < 100 && colours.cardBackground.lightness() < 100);
    }

    // The Budget labels every bar with its legend in view; the Visibility dock shows several rows.
    void budgetAndVisibility()
    {
        openWindow();
        m_window->setMode(Mode::Author);
        m_window->editorArea()->openFile(QStringLiteral(SW_SOURCE_DIR "/skills/data-report/SKILL.md"));
        QDockWidget *budget = m_window->dock(QStringLiteral("budgetDock"));
        budget->raise();
        QTRY_VERIFY(m_window->budgetView()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(
            !m_window->budgetView()->isBusy() && !m_window->budgetView()->shownLabels().isEmpty(), 20000);
        QTest::qWait(50);
        QLabel *legend = m_window->budgetView()->legend();
        // The legend is above the chart, in view without scrolling.
        QVERIFY(legend->mapTo(m_window->budgetView(), QPoint(0, 0)).y() + legend->height()
            <= m_window->budgetView()->height());
        const int bars = int(m_window->budgetView()->shownLabels().size());
        QVERIFY(bars >= 6);
        QDockWidget *visibility = m_window->dock(QStringLiteral("visibilityDock"));
        visibility->raise();
        QTRY_VERIFY(m_window->visibilityPanel()->isVisible());
        auto *table = m_window->visibilityPanel()->view();
        QTRY_VERIFY(table->model()->rowCount() >= 6);
        const int rows = table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
        QVERIFY2(rows >= (wide() ? 6 : 3), qPrintable(QString::number(rows)));
        const QString findings = auditOf(m_window->budgetView()) + auditOf(m_window->visibilityPanel());
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
    }

    // Trigger Lab after a routing run: the confusion matrix whole without scrolling, its axes named, the results'
    // queries whole.
    void triggerLab()
    {
        openWindow();
        m_window->setMode(Mode::TriggerLab);
        TriggerLabPage *page = m_window->triggerLabPage();
        QTRY_VERIFY(page->skills() != nullptr);
        QString error;
        QVERIFY2(page->loadScenario(scenario(QStringLiteral("triggerlab/data-report-trigger-lab.json")), true, &error),
            qPrintable(error));
        QVERIFY2(page->run(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 120000);
        page->tabs()->setCurrentIndex(TriggerLabPage::ConfusionTab);
        auto *matrix = page->findChild<QTableView *>(QStringLiteral("confusionView"));
        QTRY_VERIFY(matrix->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(matrix->horizontalScrollBar()->maximum(), 0);
        QVERIFY(matrix->model()->columnCount() >= 7);
        auto *axes = page->findChild<QLabel *>(QStringLiteral("confusionAxes"));
        QVERIFY(axes && axes->isVisible() && axes->text().contains(QStringLiteral("↓")));
        const QString findings = auditOf(page);
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
    }

    // The form: every field of the frontmatter in view at 1366x768 (scrolling the form), the Metadata table two rows
    // and its buttons whole at 1920x1080, the source at least 45 columns.
    void frontmatterForm()
    {
        openWindow();
        m_window->setMode(Mode::Author);
        auto *editor = qobject_cast<SkillMdEditor *>(
            m_window->editorArea()->openFile(QStringLiteral(SW_SOURCE_DIR "/skills/data-report/SKILL.md")));
        QVERIFY(editor);
        QTRY_VERIFY_WITH_TIMEOUT(!editor->diagnostics()->isBusy(), 20000);
        QTest::qWait(50);
        FrontmatterForm *form = editor->form();
        auto *table = form->findChild<QTableView *>();
        QVERIFY(table);
        QVERIFY(table->viewport()->height() >= 2 * table->verticalHeader()->defaultSectionSize());
        for (QToolButton *button : form->findChildren<QToolButton *>())
            if (button->isVisible())
                QVERIFY2(button->width() >= button->sizeHint().width()
                        && button->height() >= button->sizeHint().height() - 2,
                    qPrintable(button->text()));
        // Name, licence, description, compatibility and allowed tools take less height than before (two share a row).
        auto *name = form->findChild<QLineEdit *>(QStringLiteral("nameField"));
        auto *license = form->findChild<QLineEdit *>(QStringLiteral("licenseField"));
        QCOMPARE(name->y(), license->y());
        const QString findings = auditOf(form);
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
    }

    // Runs after the demo: output files' names and the command whole; the executor in the window's language.
    void runs()
    {
        openWindow();
        playDemo();
        m_window->setMode(Mode::Runs);
        RunsPanel *panel = m_window->runsPanel();
        QVERIFY(panel->runsModel()->rowCount() > 0);
        for (int row = 0; row < panel->runsModel()->rowCount(); ++row) {
            panel->selectRun(row);
            if (panel->filesModel()->rowCount() >= 5)
                break;
        }
        QVERIFY(panel->filesModel()->rowCount() >= 5);
        QTest::qWait(20);
        const QString findings = auditOf(panel);
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
        QCOMPARE(RunsModel::executorName(sw::ExecutorKind::Sandbox), QStringLiteral("sandbox"));
    }

    // The State tab: keys and values whole (wrapped), the Skill loading table's columns whole.
    void stateTab()
    {
        openWindow();
        playDemo();
        sideTabs()->setCurrentWidget(m_window->debugPage()->statePanel());
        QTRY_VERIFY(m_window->debugPage()->statePanel()->table()->isVisible());
        QTest::qWait(20);
        QString findings = auditOf(m_window->debugPage()->statePanel());
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
        sideTabs()->setCurrentWidget(inspector());
        inspector()->tabs()->setCurrentIndex(RequestInspector::LoadingTab);
        QTest::qWait(20);
        findings = auditOf(inspector());
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
    }

    // Preferences after a failed Test connection: the error page's title, not its HTML, and the dialog as tall as
    // its contents (within the screen).
    void preferencesFailedTest()
    {
        openWindow();
        PreferencesDialog dialog(m_settings.get(), m_window.get(), chat()->providerKeys(), QStringLiteral("custom"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        m_server->enqueue(FakeResponse::json(502,
            "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1>"
            "<hr><center>nginx</center></body></html>",
            { { "Content-Type", "text/html" } }));
        QSignalSpy tested(dialog.providerSettings(), &ProviderSettings::connectionTested);
        dialog.providerSettings()->testConnection();
        QVERIFY(tested.wait(20000));
        const QString shown = dialog.providerSettings()->connectionText();
        QVERIFY2(
            !shown.contains(QStringLiteral("&lt;")) && !shown.contains(QStringLiteral("DOCTYPE")), qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral("502 Bad Gateway")));
        QTRY_VERIFY(dialog.height() >= dialog.layout()->totalHeightForWidth(dialog.width())
            || dialog.height() >= QGuiApplication::primaryScreen()->availableGeometry().height());
        const QString findings = auditOf(&dialog);
        QVERIFY2(findings.isEmpty(), qPrintable(findings));
    }

    // An eval set that cannot be imported: the whole error above the table, until the next import.
    void evalSetImportError()
    {
        openWindow();
        m_window->setMode(Mode::TriggerLab);
        EvalSetPanel *panel = m_window->triggerLabPage()->setPanel();
        const QString bad = m_dir.filePath(QStringLiteral("broken.evals.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"skill_name\": \"data-report\", \"evals\": [ {\"query\": 42} ");
        file.close();
        QVERIFY(!panel->importAndReport(bad));
        QLabel *problem = panel->problemLabel();
        QTRY_VERIFY(problem->isVisible());
        QVERIFY(problem->text().contains(QStringLiteral("broken.evals.json")));
        QVERIFY(problem->height() >= problem->heightForWidth(problem->width()) - 2);
        const QString good
            = QDir(dataDirectory(DataKind::Scenarios)).filePath(QStringLiteral("triggerlab/data-report.evals.json"));
        QVERIFY(panel->importAndReport(good));
        QVERIFY(!problem->isVisible());
    }

    // A run's card shows its output as text (no "\n" escapes) and its files; Raw shows what the model received. The
    // HTML export renders the answer's Markdown.
    void readableResultsAndExport()
    {
        openWindow();
        playDemo();
        ChatMessagesModel *messages = chat()->messagesModel();
        int runRow = -1;
        for (int row = 0; row < messages->rowCount(); ++row)
            if (messages->index(row).data(ChatMessagesModel::ToolNameRole).toString() == QLatin1String("skill_run"))
                runRow = row;
        QVERIFY(runRow >= 0);
        ChatView *view = chat()->view();
        view->toggleCard(runRow);
        view->renderNow();
        const QString readable = view->toPlainText();
        QVERIFY2(readable.contains(QStringLiteral("exit code 0")), qPrintable(readable.right(2000)));
        QVERIFY(!readable.contains(QStringLiteral("\\n")));
        QVERIFY(readable.contains(QStringLiteral("out/")));
        view->setRawResult(runRow, true);
        view->renderNow();
        QVERIFY(view->toPlainText().contains(QStringLiteral("\"stdout\"")));
        const QString html = m_dir.filePath(QStringLiteral("report.html"));
        QString error;
        QVERIFY2(chat()->exportSession(html, SessionExportFormat::Html, &error), qPrintable(error));
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains(QStringLiteral("class=\"answer\"")));
        QVERIFY(text.contains(QStringLiteral("<table")));
        QVERIFY(!text.contains(QStringLiteral("<pre>Units sold")));
    }

    // zh_CN: the executor, variant labels and the optimiser's iterations translated; English plurals spelt right.
    void translations()
    {
        openWindow(ThemeChoice::Light, QStringLiteral("zh_CN"));
        QVERIFY(RunsModel::executorName(sw::ExecutorKind::Sandbox) != QLatin1String("sandbox"));
        QVERIFY(displayVariantLabel(QStringLiteral("B: saved")) != QLatin1String("B: saved"));
        QVERIFY(displayVariantLabel(QStringLiteral("B: saved")).startsWith(QStringLiteral("B: ")));
        QVERIFY(displayVariantLabel(QStringLiteral("iteration 2")).contains(QLatin1Char('2')));
        QVERIFY(displayVariantLabel(QStringLiteral("iteration 2")) != QLatin1String("iteration 2"));
        m_window.reset();
        installTranslations(QStringLiteral("en"));
        QCOMPARE(EvalSetPanel::tr("Imported %n query(s) from %1.", nullptr, 3),
            QStringLiteral("Imported 3 queries from %1."));
    }
};

int main(int argc, char **argv)
{
    QStringList rest;
    for (int i = 0; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == QLatin1String("--screen") && i + 1 < argc) {
            const QStringList wh = QString::fromLocal8Bit(argv[++i]).split(QLatin1Char('x'));
            g_screen = QSize(wh.value(0).toInt(), wh.value(1).toInt());
        } else {
            rest << arg;
        }
    }
    QTemporaryDir config;
    useOffscreenScreen(g_screen, config);
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    TestReadability test;
    std::vector<QByteArray> bytes;
    for (const QString &arg : std::as_const(rest))
        bytes.push_back(arg.toLocal8Bit());
    std::vector<char *> args;
    for (QByteArray &b : bytes)
        args.push_back(b.data());
    return QTest::qExec(&test, int(args.size()), args.data());
}

#include "tst_readability.moc"
