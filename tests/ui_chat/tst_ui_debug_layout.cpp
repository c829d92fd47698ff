// The Debug layout as a user meets it (issue 15 item 11), in the whole window against a loopback server: the
// Library shows the skill names; the State tab's columns are on screen and its history opens at the left; docks keep
// their width when data arrives and when the layouts are switched; New session clears every part (the Skill loading
// tab's count among them); the Requests table keeps following the newest request after a failure; the chat scrolls
// to a failure notice; a 429 notice turns neutral once its retry succeeded (red only when the request failed in the
// end); the status bar's catalog figure is the chat profile's catalog in Debug.
#include "agentharness.h"
#include "catalog/catalogpreview.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/chatview.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/segmentsmodel.h"
#include "inspector/sessionstatemodel.h"
#include "inspector/skilltimelinemodel.h"
#include "inspector/statepanel.h"
#include "inspector/tokenbar.h"
#include "inspector/transportmodel.h"
#include "inspector/transportview.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "library/skilltreemodel.h"
#include "messageboxanswer.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "shell/mainwindow.h"
#include "shell/statusfields.h"
#include "shell/translations.h"
#include "theme/theme.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTreeView>

#include <memory>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

namespace {

const QString kLoadReport = QStringLiteral(R"({"skill":"data-report"})");

FakeResponse tooManyRequests(const QByteArray &retryAfter = "0")
{
    return FakeResponse::json(
        429, R"({"error":{"message":"Rate limit reached","type":"requests"}})", { { "Retry-After", retryAfter } });
}

FakeResponse badRequest()
{
    return FakeResponse::json(400, R"({"error":{"message":"model not found","type":"invalid_request_error"}})");
}

// A long answer: the chat has to scroll.
QString longAnswer()
{
    QStringList lines;
    for (int i = 1; i <= 60; ++i)
        lines << QStringLiteral("Line %1 of a long answer about the data-report skill.").arg(i);
    return lines.join(QStringLiteral("\n\n"));
}

} // namespace

class TestUiDebugLayout : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<FakeModelServer> m_server;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    QSize m_size; // what the window was given

    ChatPanel *chat() const { return m_window->debugPage()->chat(); }
    RequestInspector *inspector() const { return m_window->debugPage()->inspector(); }
    StatePanel *state() const { return m_window->debugPage()->statePanel(); }
    QTabWidget *sideTabs() const { return qobject_cast<QTabWidget *>(inspector()->parentWidget()->parentWidget()); }

    // A window on the bundled skills in Debug, its chat on the loopback server with `profile`.
    void openWindow(const QSize &size, const QString &profile = QStringLiteral("trpc-go"))
    {
        m_window.reset();
        m_settings.reset();
        m_server = std::make_unique<FakeModelServer>();
        QVERIFY(m_server->listen());
        static int serial = 0;
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("settings%1.ini").arg(++serial)));
        m_settings->setProviderBaseUrl(QStringLiteral("custom"), m_server->baseUrl());
        m_window = std::make_unique<MainWindow>(m_settings.get());
        m_size = size;
        m_window->resize(size);
        m_window->setRoots({ QStringLiteral(SW_SOURCE_DIR "/skills") });
        m_window->setMode(Mode::Debug);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_COMPARE(m_window->size(), size);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->library()->snapshot() && m_window->library()->snapshot()->size() > 0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->library()->figuresReady(), 20000);
        chat()->setWorkRoot(m_dir.filePath(QStringLiteral("work")));
        QVERIFY(chat()->selectPreset(QStringLiteral("custom")));
        QVERIFY(chat()->selectProfile(profile));
        chat()->setModelName(QStringLiteral("loopback-model"));
    }

    // Sends `text` and waits until the turn ended (answered or failed).
    void send(const QString &text)
    {
        const int before = int(m_server->requests().size());
        QString error;
        QVERIFY2(chat()->sendMessage(text, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 30000);
        QVERIFY(m_server->requests().size() > before);
        QTest::qWait(60); // the chat's coalesced render (30 ms): what the user sees next
    }

    // Every skill row of the Library tree shows its whole name.
    void verifyLibraryNames(const QString &where)
    {
        QTreeView *tree = m_window->libraryPanel()->findChild<QTreeView *>(QStringLiteral("libraryTree"));
        QVERIFY(tree);
        QVERIFY2(tree->isVisible(), qPrintable(where));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
        QVERIFY2(m_window->size() == m_size,
            qPrintable(QStringLiteral("%1: the window grew to %2 px").arg(where).arg(m_window->width())));
        const QAbstractItemModel *model = tree->model();
        QVERIFY(model->rowCount() > 0);
        const QModelIndex root = model->index(0, 0);
        QVERIFY(model->rowCount(root) > 0);
        tree->expand(root);
        const QFontMetrics fm = tree->fontMetrics();
        const int icon = tree->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, tree);
        for (int row = 0; row < model->rowCount(root); ++row) {
            const QModelIndex name = model->index(row, SkillTreeModel::NameColumn, root);
            const QString text = name.data().toString();
            QVERIFY(!text.isEmpty());
            const QRect cell = tree->visualRect(name);
            // The text, its icon and the style's margins fit the cell, and the cell is inside the viewport.
            QVERIFY2(cell.width() >= fm.horizontalAdvance(text) + icon + 12,
                qPrintable(QStringLiteral("%1: '%2' in a %3 px cell (the tree is %4 px wide)")
                               .arg(where, text)
                               .arg(cell.width())
                               .arg(tree->viewport()->width())));
            QVERIFY2(cell.left() >= 0 && cell.right() <= tree->viewport()->width(), qPrintable(where + text));
        }
    }

    // The State tab: every column on screen, with room for its text, and the history at its left edge, wrapped.
    void verifyStateTab(const QString &where)
    {
        sideTabs()->setCurrentWidget(state());
        QTRY_VERIFY(state()->table()->isVisible());
        QTableView *table = state()->table();
        QHeaderView *header = table->horizontalHeader();
        QVERIFY2(table->model()->rowCount() > 0, qPrintable(where));
        QCOMPARE(table->horizontalScrollBar()->value(), 0);
        const int viewport = table->viewport()->width();
        for (int c = 0; c < SessionStateModel::ColumnCount; ++c) {
            const int left = header->sectionViewportPosition(c);
            const int width = header->sectionSize(c);
            QVERIFY2(left >= 0 && left + width <= viewport + 1,
                qPrintable(QStringLiteral("%1: column %2 at %3 + %4 in a %5 px table")
                               .arg(where)
                               .arg(c)
                               .arg(left)
                               .arg(width)
                               .arg(viewport)));
            const QString title = table->model()->headerData(c, Qt::Horizontal).toString();
            QVERIFY2(width >= header->fontMetrics().horizontalAdvance(title) + 8, qPrintable(where + title));
        }
        // Value and "Set by" are readable, not a sliver beside a long key: whole, or at least a fifth of the table.
        const QAbstractItemView *view = table;
        for (int c : { int(SessionStateModel::ValueColumn), int(SessionStateModel::ReasonColumn) })
            QVERIFY2(header->sectionSize(c) >= qMin(view->sizeHintForColumn(c), viewport / 5),
                qPrintable(QStringLiteral("%1: column %2 is %3 px of %4")
                               .arg(where)
                               .arg(c)
                               .arg(header->sectionSize(c))
                               .arg(viewport)));
        auto *history = state()->findChild<QPlainTextEdit *>();
        QVERIFY(history);
        QVERIFY(!history->toPlainText().isEmpty());
        QCOMPARE(history->horizontalScrollBar()->value(), 0);
        QCOMPARE(history->lineWrapMode(), QPlainTextEdit::WidgetWidth);
        // The newest change is in view.
        QCOMPARE(history->verticalScrollBar()->value(), history->verticalScrollBar()->maximum());
        // The panel fills its tab.
        QVERIFY(state()->width() >= sideTabs()->width() - 8);
        QVERIFY(state()->height() >= sideTabs()->height() * 3 / 4);
    }

    // A mode switch, with the layout requests it posted handled (what the user sees next).
    void switchTo(Mode mode)
    {
        m_window->setMode(mode);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
        QVERIFY2(
            m_window->size() == m_size, qPrintable(QStringLiteral("the window grew to %1 px").arg(m_window->width())));
    }

    QList<int> dockWidths() const
    {
        QList<int> out;
        for (QDockWidget *d : m_window->findChildren<QDockWidget *>())
            if (d->isVisible() && !d->isFloating())
                out << d->width();
        return out;
    }

    void shoot(const QString &name)
    {
        const QString folder = QStringLiteral(SW_BINARY_DIR "/screenshots");
        QDir().mkpath(folder);
        QVERIFY(m_window->grab().save(folder + QLatin1Char('/') + name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("SW_RECOVERY_DIR", m_dir.filePath(QStringLiteral("recovery")).toUtf8());
        applyTheme(ThemeChoice::Light);
    }
    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
        m_server.reset();
    }

    // A chat with a model sends the skills the Library shows, not the bundled ones: after another root is opened
    // the next session's catalog (the request as sent) lists that root's skill; a replay keeps the bundled skills
    // its script names; and back on the model, the Library's again.
    void chatSendsTheLibrarysSkills()
    {
        openWindow(QSize(1366, 768));
        const QString own = m_dir.filePath(QStringLiteral("own"));
        QVERIFY(QDir().mkpath(own + QStringLiteral("/zeta-notes")));
        QFile skill(own + QStringLiteral("/zeta-notes/SKILL.md"));
        QVERIFY(skill.open(QIODevice::WriteOnly));
        skill.write(
            "---\nname: zeta-notes\ndescription: Keeps zeta notes. Use when the user mentions zeta.\n---\nBody\n");
        skill.close();
        m_window->setRoots({ own });
        QTRY_COMPARE_WITH_TIMEOUT(chat()->activeSkills()->names(), QStringList { QStringLiteral("zeta-notes") }, 20000);
        m_server->enqueue(answer(QStringLiteral("Noted.")));
        send(QStringLiteral("hello"));
        const QByteArray sent = m_server->requests().last().body;
        QVERIFY2(sent.contains("zeta-notes"), sent.left(2000).constData());
        QVERIFY(!sent.contains("data-report"));
        // A replay: the bundled skills its script loads.
        chat()->newSession();
        QVERIFY(chat()->selectScenario(QStringLiteral(SW_SOURCE_DIR "/resources/scenarios/trpc-go-system.json")));
        QVERIFY(chat()->activeSkills()->names().contains(QStringLiteral("data-report")));
        QVERIFY(!chat()->activeSkills()->names().contains(QStringLiteral("zeta-notes")));
        // Back on the model: the Library's skills again.
        QVERIFY(chat()->selectPreset(QStringLiteral("custom")));
        QCOMPARE(chat()->activeSkills()->names(), QStringList { QStringLiteral("zeta-notes") });
    }

    void libraryAndStateFillTheirSpace_data();
    void libraryAndStateFillTheirSpace();
    void docksKeepTheirWidth();
    void newSessionClearsEveryPart();
    void requestsFollowTheNewestAfterFailures();
    void chatScrollsToAFailureNotice();
    void retryNoticeTurnsNeutral();
    void statusBarCatalogIsTheProfilesCatalog();
};

void TestUiDebugLayout::libraryAndStateFillTheirSpace_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    QTest::newRow("1366x768") << QSize(1366, 768) << QStringLiteral("en");
    QTest::newRow("1920x1080") << QSize(1920, 1080) << QStringLiteral("en");
    QTest::newRow("1366x768 zh_CN") << QSize(1366, 768) << QStringLiteral("zh_CN");
    QTest::newRow("1920x1080 zh_CN") << QSize(1920, 1080) << QStringLiteral("zh_CN");
}

void TestUiDebugLayout::libraryAndStateFillTheirSpace()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    installTranslations(language);
    const auto english = qScopeGuard([] { installTranslations(QStringLiteral("en")); });
    openWindow(size);
    const QString tag = QStringLiteral("%1x%2%3")
                            .arg(size.width())
                            .arg(size.height())
                            .arg(language == QLatin1String("en") ? QString() : QLatin1Char('-') + language);
    verifyLibraryNames(QStringLiteral("Debug ") + tag);
    if (QTest::currentTestFailed())
        return;
    // After the Author layout, Debug again.
    switchTo(Mode::Author);
    switchTo(Mode::Debug);
    verifyLibraryNames(QStringLiteral("Debug again ") + tag);
    if (QTest::currentTestFailed())
        return;

    // A session that sets long state keys (temp:skill:loaded_by_agent:<agent>/<skill>, docs) and long reasons.
    m_server->enqueue(callsReusingIds({ { QStringLiteral("skill_load"), kLoadReport } }));
    m_server->enqueue(answer(QStringLiteral("Loaded.")));
    send(QStringLiteral("Load the data report skill"));
    m_server->enqueue(
        callsReusingIds({ { QStringLiteral("skill_load"), QStringLiteral(R"({"skill":"python-math"})") } }));
    m_server->enqueue(answer(QStringLiteral("Loaded too.")));
    send(QStringLiteral("And the PDF one"));
    verifyStateTab(tag);
    if (QTest::currentTestFailed())
        return;
    shoot(QStringLiteral("debug-state-%1.png").arg(tag));
    sideTabs()->setCurrentWidget(inspector());
    verifyLibraryNames(QStringLiteral("Debug with a session ") + tag);
    shoot(QStringLiteral("debug-requests-%1.png").arg(tag));
    // Narrower and wider again: the columns follow.
    const QList<int> before = dockWidths();
    m_size = size - QSize(100, 0);
    m_window->resize(m_size);
    QTRY_COMPARE(m_window->size(), m_size);
    verifyStateTab(tag + QStringLiteral(" narrower"));
    m_size = size;
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    verifyStateTab(tag + QStringLiteral(" again"));
    QCOMPARE(dockWidths().size(), before.size());
}

void TestUiDebugLayout::docksKeepTheirWidth()
{
    openWindow(QSize(1366, 768));
    QDockWidget *library = m_window->dock(QStringLiteral("libraryDock"));
    QVERIFY(library->isVisible());
    const int debugWidth = library->width();
    switchTo(Mode::Author);
    QTRY_VERIFY(library->isVisible());
    const int authorWidth = library->width();
    const int catalogWidth = m_window->dock(QStringLiteral("catalogDock"))->width();
    switchTo(Mode::Debug);
    QTRY_COMPARE(library->width(), debugWidth);

    // New data: failures, retries, a long answer, tool cards, a broken stream.
    m_server->enqueue(tooManyRequests());
    m_server->enqueue(callsReusingIds({ { QStringLiteral("skill_load"), kLoadReport } }));
    m_server->enqueue(answer(longAnswer()));
    send(QStringLiteral("Load the data report skill"));
    QCOMPARE(library->width(), debugWidth);
    m_server->enqueue(badRequest());
    send(QStringLiteral("This one fails with a long error message from the server that does not fit anywhere"));
    QCOMPARE(library->width(), debugWidth);
    m_server->enqueue(
        FakeResponse::stream({ sseText(QStringLiteral("Splitting the PDF now: ")), sseData("{broken"), sseDone() }));
    send(QStringLiteral("Now split the PDF"));
    QCOMPARE(library->width(), debugWidth);
    for (int tab = 0; tab < inspector()->tabs()->count(); ++tab) {
        inspector()->tabs()->setCurrentIndex(tab);
        QTest::qWait(20);
        QCOMPARE(library->width(), debugWidth);
    }
    sideTabs()->setCurrentWidget(state());
    QTest::qWait(20);
    QCOMPARE(library->width(), debugWidth);
    sideTabs()->setCurrentWidget(inspector());

    // Switching layouts, in two orders, twice: every layout gets its docks back as they were.
    for (int round = 0; round < 2; ++round) {
        for (const Mode mode : { Mode::Author, Mode::Runs, Mode::Debug, Mode::Welcome, Mode::Debug, Mode::Author }) {
            switchTo(mode);
            if (mode == Mode::Debug)
                QTRY_COMPARE(library->width(), debugWidth);
            if (mode == Mode::Author) {
                QTRY_COMPARE(library->width(), authorWidth);
                QTRY_COMPARE(m_window->dock(QStringLiteral("catalogDock"))->width(), catalogWidth);
            }
        }
    }
    switchTo(Mode::Debug);
    QTRY_COMPARE(library->width(), debugWidth);
    // A new session: still the same.
    chat()->newSession();
    QTest::qWait(20);
    QCOMPARE(library->width(), debugWidth);
}

void TestUiDebugLayout::newSessionClearsEveryPart()
{
    openWindow(QSize(1366, 768));
    const QString emptyLoadingTab = inspector()->tabs()->tabText(RequestInspector::LoadingTab);
    auto verifyEmpty = [&](const QString &where) {
        QCOMPARE(inspector()->requestsModel()->rowCount(), 0);
        QCOMPARE(inspector()->currentRequest(), -1);
        QVERIFY2(inspector()->tabs()->tabText(RequestInspector::LoadingTab) == emptyLoadingTab,
            qPrintable(where + QStringLiteral(": ") + inspector()->tabs()->tabText(RequestInspector::LoadingTab)));
        QCOMPARE(inspector()->timelineModel()->rowCount(), 0);
        QCOMPARE(inspector()->segmentsModel()->rowCount(), 0);
        QVERIFY(inspector()->requestText().isEmpty());
        QVERIFY(inspector()->responseText().isEmpty());
        QCOMPARE(inspector()->transportView()->model()->rowCount(), 0);
        QVERIFY2(inspector()->loadingStory().isEmpty(), qPrintable(inspector()->loadingStory()));
        QVERIFY(inspector()->tokenBar()->values().isEmpty());
        QCOMPARE(state()->model()->rowCount(), 0);
        QVERIFY2(state()->historyText().isEmpty(), qPrintable(where));
        QCOMPARE(chat()->messagesModel()->rowCount(), 0);
        QVERIFY(!chat()->isSessionModified());
    };
    auto load = [&](const QString &skill) {
        m_server->enqueue(
            callsReusingIds({ { QStringLiteral("skill_load"), QStringLiteral(R"({"skill":"%1"})").arg(skill) } }));
        m_server->enqueue(answer(QStringLiteral("Loaded %1.").arg(skill)));
        send(QStringLiteral("Load %1").arg(skill));
        QVERIFY2(inspector()->tabs()->tabText(RequestInspector::LoadingTab).contains(QLatin1Char('1')),
            qPrintable(inspector()->tabs()->tabText(RequestInspector::LoadingTab)));
        QVERIFY(state()->model()->rowCount() > 0);
    };
    // New session from the chat's button (asks: Discard), then from the Session menu's action, in both orders.
    QAction *newAction = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N))
            newAction = a;
    QVERIFY(newAction);
    for (int round = 0; round < 2; ++round) {
        for (int how = 0; how < 2; ++how) {
            load(round == 0 ? QStringLiteral("data-report") : QStringLiteral("python-math"));
            inspector()->tabs()->setCurrentIndex(RequestInspector::LoadingTab);
            MessageBoxAnswer discard(QMessageBox::Discard);
            if ((how + round) % 2 == 0)
                chat()->requestNewSession();
            else
                newAction->trigger();
            QCOMPARE(discard.shown, 1);
            verifyEmpty(QStringLiteral("round %1, way %2").arg(round).arg(how));
            if (QTest::currentTestFailed())
                return;
        }
    }
}

void TestUiDebugLayout::requestsFollowTheNewestAfterFailures()
{
    openWindow(QSize(1366, 768));
    QTableView *timeline = inspector()->timeline();
    auto verifyNewest = [&](const QString &where) {
        const int last = inspector()->requestsModel()->rowCount() - 1;
        QVERIFY(last >= 0);
        QVERIFY2(inspector()->currentRequest() == last,
            qPrintable(QStringLiteral("%1: request %2 shown of %3")
                           .arg(where)
                           .arg(inspector()->currentRequest() + 1)
                           .arg(last + 1)));
        QCOMPARE(timeline->currentIndex().row(), last);
        QVERIFY(timeline->selectionModel()->isRowSelected(last, {}));
        QVERIFY(inspector()->followsNewest());
        // The newest row is in view.
        const QRect row = timeline->visualRect(inspector()->requestsModel()->index(last, 0));
        QVERIFY2(timeline->viewport()->rect().contains(row.center()), qPrintable(where));
    };
    // Failures of every kind, each followed by more requests: a 400, a retried 429, a dropped connection, a broken
    // stream; the table keeps selecting the newest row.
    for (int round = 0; round < 2; ++round) {
        m_server->enqueue(answer(QStringLiteral("First.")));
        send(QStringLiteral("Hello"));
        verifyNewest(QStringLiteral("answer"));
        m_server->enqueue(badRequest());
        send(QStringLiteral("Fails"));
        verifyNewest(QStringLiteral("400"));
        // The user looks at the failed request, then regenerates (the failed turn is dropped and sent again).
        inspector()->selectRequest(inspector()->requestsModel()->rowCount() - 1);
        inspector()->tabs()->setCurrentIndex(RequestInspector::ResponseTab);
        m_server->enqueue(badRequest());
        chat()->regenerate();
        QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 30000);
        verifyNewest(QStringLiteral("regenerated, failed again"));
        m_server->enqueue(answer(QStringLiteral("Regenerated.")));
        chat()->regenerate();
        QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 30000);
        verifyNewest(QStringLiteral("regenerated"));
        m_server->enqueue(tooManyRequests());
        m_server->enqueue(callsReusingIds({ { QStringLiteral("skill_load"), kLoadReport } }));
        m_server->enqueue(answer(QStringLiteral("Loaded.")));
        send(QStringLiteral("Load it"));
        verifyNewest(QStringLiteral("429 then answers"));
        FakeResponse drop = FakeResponse::stream({});
        drop.end = FakeResponse::End::Drop;
        m_server->enqueue(drop); // retried after a second
        m_server->enqueue(answer(QStringLiteral("After the drop.")));
        send(QStringLiteral("Dropped"));
        verifyNewest(QStringLiteral("dropped and retried"));
        m_server->enqueue(FakeResponse::stream({ sseText(QStringLiteral("Broken ")), sseData("{broken"), sseDone() }));
        send(QStringLiteral("Broken"));
        verifyNewest(QStringLiteral("broken stream"));
        m_server->enqueue(answer(QStringLiteral("Fine again.")));
        send(QStringLiteral("Again"));
        verifyNewest(QStringLiteral("after the failures"));
        if (QTest::currentTestFailed())
            return;
    }
    // Failures while the Requests tab is hidden (the State tab in front, or another layout): back on it, the newest row
    // is selected and in view.
    for (int round = 0; round < 2; ++round) {
        if (round == 0)
            sideTabs()->setCurrentWidget(state());
        else
            m_window->setMode(Mode::Author);
        for (int i = 0; i < 6; ++i) {
            m_server->enqueue(i % 2 ? badRequest() : answer(QStringLiteral("Hidden.")));
            send(QStringLiteral("While hidden %1").arg(i));
        }
        if (round == 0)
            sideTabs()->setCurrentWidget(inspector());
        else
            m_window->setMode(Mode::Debug);
        QTRY_VERIFY(timeline->isVisible());
        verifyNewest(QStringLiteral("hidden, round %1").arg(round));
        if (QTest::currentTestFailed())
            return;
    }
    // Picking an older request stops the following until the newest is picked again.
    inspector()->selectRequest(0);
    QVERIFY(!inspector()->followsNewest());
    m_server->enqueue(answer(QStringLiteral("More.")));
    send(QStringLiteral("More"));
    QCOMPARE(inspector()->currentRequest(), 0);
    inspector()->selectRequest(inspector()->requestsModel()->rowCount() - 1);
    m_server->enqueue(badRequest());
    send(QStringLiteral("Fails again"));
    verifyNewest(QStringLiteral("picked the newest again"));
}

void TestUiDebugLayout::chatScrollsToAFailureNotice()
{
    openWindow(QSize(1366, 768));
    ChatView *view = chat()->view();
    QScrollBar *bar = view->verticalScrollBar();
    // Rounds: a refused request; a broken stream; a refusal that takes 300 ms, so the chat renders the waiting
    // answer's row before the notice takes its place (how a slow machine saw it: CI under ASan).
    for (int round = 0; round < 3; ++round) {
        m_server->enqueue(answer(longAnswer()));
        send(QStringLiteral("Tell me a lot"));
        QTRY_VERIFY(bar->maximum() > 0);
        // The user scrolls up to read the answer, then sends; the request fails.
        bar->setValue(0);
        FakeResponse failure = round == 1 ? FakeResponse::stream({ sseData("{broken"), sseDone() }) : badRequest();
        failure.headDelayMs = round == 2 ? 300 : 0;
        m_server->enqueue(failure);
        send(QStringLiteral("Now this"));
        const int last = chat()->messagesModel()->rowCount() - 1;
        QCOMPARE(chat()->messagesModel()->kindAt(last), ChatMessagesModel::Kind::Notice);
        // The notice is in view: the chat followed it to the bottom.
        QTRY_COMPARE(bar->value(), bar->maximum());
        // And it stays there while the layout grows the document (a larger font wraps more lines; a long document is
        // also laid out in steps after a render, so the range grows after the render scrolled).
        const int before = bar->maximum();
        const QFont font = view->font();
        QFont larger = font;
        larger.setPointSizeF(font.pointSizeF() * 1.5);
        view->setFont(larger);
        QTRY_VERIFY(bar->maximum() > before);
        QTRY_COMPARE(bar->value(), bar->maximum());
        view->setFont(font);
        QTRY_COMPARE(bar->value(), bar->maximum());
        // Scrolled up again, an answer does not pull the view down (only failures do).
        bar->setValue(0);
        m_server->enqueue(answer(QStringLiteral("A short answer.")));
        send(QStringLiteral("Short"));
        QCOMPARE(bar->value(), 0);
        bar->setValue(bar->maximum());
    }
}

void TestUiDebugLayout::retryNoticeTurnsNeutral()
{
    openWindow(QSize(1366, 768));
    ChatMessagesModel *messages = chat()->messagesModel();
    QAbstractItemModelTester tester(messages, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto noticeRows = [&] {
        QList<int> rows;
        for (int r = 0; r < messages->rowCount(); ++r)
            if (messages->kindAt(r) == ChatMessagesModel::Kind::Notice)
                rows << r;
        return rows;
    };
    auto severity = [&](int row) {
        return ChatMessagesModel::NoticeSeverity(
            messages->index(row).data(ChatMessagesModel::NoticeSeverityRole).toInt());
    };
    using S = ChatMessagesModel::NoticeSeverity;
    // A 429 with Retry-After 1: while it waits the notice is a warning (amber), once the retry answered it is
    // neutral and says so; the chat shows no red.
    m_server->enqueue(tooManyRequests("1"));
    m_server->enqueue(answer(QStringLiteral("Answered after the retry.")));
    QString error;
    QVERIFY2(chat()->sendMessage(QStringLiteral("Hello"), &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(noticeRows().size(), 1, 20000);
    const int notice = noticeRows().first();
    QCOMPARE(severity(notice), S::Retrying);
    QVERIFY(!messages->index(notice).data(ChatMessagesModel::IsErrorRole).toBool());
    QTRY_VERIFY_WITH_TIMEOUT(!chat()->loop()->isRunning(), 30000);
    QCOMPARE(severity(notice), S::Recovered);
    QVERIFY(!messages->index(notice).data(ChatMessagesModel::IsErrorRole).toBool());
    // The view re-renders the notice on a timer: wait for the neutral colour rather than a fixed time.
    QTRY_VERIFY_WITH_TIMEOUT(chat()->view()->toHtml().contains(QStringLiteral("#f3f4f6"), Qt::CaseInsensitive), 10000);
    const QString html = chat()->view()->toHtml();
    QVERIFY2(!html.contains(QStringLiteral("#fef2f2"), Qt::CaseInsensitive), "a red notice after the retry succeeded");
    QVERIFY(chat()->view()->toPlainText().contains(QStringLiteral("the retry succeeded")));

    // Retries that never succeed: the retry notices and the final failure are red.
    for (int i = 0; i < 4; ++i)
        m_server->enqueue(tooManyRequests());
    send(QStringLiteral("Again"));
    const QList<int> rows = noticeRows();
    QCOMPARE(rows.size(), 1 + 3 + 1); // the recovered one, three retries, the failure
    QCOMPARE(severity(rows.first()), S::Recovered);
    for (int i = 1; i < rows.size(); ++i)
        QCOMPARE(severity(rows.at(i)), S::Error);
    QTest::qWait(60);
    QVERIFY(chat()->view()->toHtml().contains(QStringLiteral("#fef2f2"), Qt::CaseInsensitive)); // red, as painted

    // Saved and opened again: the recovered notice stays neutral.
    const QString path = m_dir.filePath(QStringLiteral("retried.jsonl"));
    QVERIFY2(chat()->saveSession(path, &error), qPrintable(error));
    QVERIFY2(chat()->openSession(path, &error), qPrintable(error));
    QCOMPARE(noticeRows().size(), rows.size());
    QCOMPARE(severity(noticeRows().first()), S::Recovered);
    QCOMPARE(severity(noticeRows().last()), S::Error);
}

void TestUiDebugLayout::statusBarCatalogIsTheProfilesCatalog()
{
    openWindow(QSize(1366, 768), QStringLiteral("claude-code"));
    QLabel *label = m_window->statusFields()->catalogLabel();
    // The Author layout's dialect is another one: the status bar shows it only in Author.
    m_settings->setDialect(QStringLiteral("codex"));
    auto sentCatalogTokens = [&] {
        const RequestRecord &r = chat()->loop()->session().requests.last();
        int tokens = 0;
        for (const RequestSegment &s : r.segments)
            if (s.kind == SegmentKind::Catalog)
                tokens += s.tokens;
        return tokens;
    };
    for (const QString &profile : { QStringLiteral("claude-code"), QStringLiteral("trpc-go"),
             QStringLiteral("deepseek"), QStringLiteral("claude-code") }) {
        {
            MessageBoxAnswer discard(QMessageBox::Discard); // the previous profile's conversation
            QVERIFY(chat()->selectProfile(profile));
        }
        QString profileError;
        const auto found = findProfile(profile, &profileError);
        QVERIFY2(found, qPrintable(profileError));
        const QString dialect = found->catalogDialect;
        // Before anything is sent: the profile's catalog, computed.
        QTRY_VERIFY2_WITH_TIMEOUT(
            label->text().contains(dialect), qPrintable(label->text() + QStringLiteral(" / ") + dialect), 20000);
        const QString before = label->text();
        m_server->enqueue(answer(QStringLiteral("ok")));
        send(QStringLiteral("Which skills do you have?"));
        const int tokens = sentCatalogTokens();
        QVERIFY(tokens > 0);
        // What the request carried.
        QTRY_VERIFY2(label->text().contains(QLocale().toString(tokens) + QLatin1Char(' ')),
            qPrintable(label->text() + QStringLiteral(" / ") + QString::number(tokens)));
        QCOMPARE(label->text(), before);
        QVERIFY(label->toolTip().contains(profile));
        // Author: the Catalog dock's dialect; Debug again: the profile's.
        m_window->setMode(Mode::Author);
        QTRY_VERIFY(label->text().contains(QStringLiteral("codex")));
        m_window->setMode(Mode::Debug);
        QTRY_VERIFY(label->text().contains(dialect));
    }
}

QTEST_MAIN(TestUiDebugLayout)
#include "tst_ui_debug_layout.moc"
