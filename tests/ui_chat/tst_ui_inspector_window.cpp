// The inspector in the window's Debug layout at 1366x768 and 1920x1080, against a loopback server that drops a
// connection, rate-limits, breaks a stream and reuses `call_1`: the inspector fills its space, each tab shows its
// content, and PNGs of every tab are written to <build>/screenshots/inspector-<tab>-<size>.png.
#include "agentharness.h"
#include "chat/chatpanel.h"
#include "inspector/requestinspector.h"
#include "inspector/transportview.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "shell/mainwindow.h"

#include <QDir>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

class TestUiInspectorWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void debugLayout_data();
    void debugLayout();
};

void TestUiInspectorWindow::debugLayout_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestUiInspectorWindow::debugLayout()
{
    QFETCH(QSize, size);
    QTemporaryDir dir;
    qputenv("SW_RECOVERY_DIR", dir.filePath("recovery").toUtf8());
    FakeModelServer server;
    QVERIFY(server.listen());
    FakeResponse drop = FakeResponse::stream({});
    drop.end = FakeResponse::End::Drop;
    server.enqueue(drop);
    server.enqueue(FakeResponse::json(
        429, R"({"error":{"message":"Rate limit reached","type":"requests"}})", { { "Retry-After", "1" } }));
    server.enqueue(callsReusingIds({ { "skill_load", R"({"skill":"data-report"})" } }));
    server.enqueue(FakeResponse::stream(sseAnswer(QStringLiteral(
        "The **data-report** skill is loaded. Next:\n\n1. Install its tools:\n   ```bash\n   pip install report-kit\n"
        "   ```\n2. Run `report --weekly`.\n3. Open `out/report.md`."))));
    server.enqueue(callsReusingIds({ { "skill_load", R"({"skill":"pdf-tools"})" } }));
    server.enqueue(FakeResponse::stream({ sseText("Splitting the PDF now: "), sseData("{broken"), sseDone() }));

    Settings settings(dir.filePath("settings.ini"));
    MainWindow window(&settings);
    window.resize(size);
    window.setMode(Mode::Debug);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ChatPanel *chat = window.debugPage()->chat();
    settings.setProviderBaseUrl(QStringLiteral("custom"), server.baseUrl());
    chat->setWorkRoot(dir.filePath("work"));
    QVERIFY(chat->selectPreset(QStringLiteral("custom")));
    QVERIFY(chat->selectProfile(QStringLiteral("trpc-go")));
    chat->setModelName(QStringLiteral("loopback-model"));
    QString error;
    QVERIFY2(chat->sendMessage(QStringLiteral("Load the data report skill"), &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!chat->loop()->isRunning() && chat->loop()->session().requests.size() == 2, 30000);
    QVERIFY2(chat->sendMessage(QStringLiteral("Now split the PDF"), &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!chat->loop()->isRunning() && chat->loop()->session().requests.size() == 4, 30000);

    QTest::qWait(100); // the chat's coalesced render
    RequestInspector *inspector = window.debugPage()->inspector();
    QVERIFY(inspector->isVisible());
    // The inspector takes its share of the window, and its tabs fill the details area.
    // The split beside the chat is the Debug page's (at 1366 the chat's toolbar row leaves the inspector ~320 px).
    QVERIFY2(inspector->width() >= 300, qPrintable(QString::number(inspector->width())));
    // The timeline shows at least three requests at once.
    const QTableView *timeline = inspector->timeline();
    QVERIFY2(timeline->viewport()->height() >= 3 * timeline->verticalHeader()->defaultSectionSize(),
        qPrintable(QString::number(timeline->viewport()->height())));
    QVERIFY2(inspector->height() >= size.height() / 2, qPrintable(QString::number(inspector->height())));
    QVERIFY(inspector->tabs()->height() >= inspector->height() / 2);
    QCOMPARE(inspector->timeline()->model()->rowCount(), 4);
    const QString folder = QStringLiteral(SW_BINARY_DIR "/screenshots");
    QDir().mkpath(folder);
    const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
    const QList<QPair<int, QString>> tabs { { RequestInspector::RequestTab, QStringLiteral("request") },
        { RequestInspector::ResponseTab, QStringLiteral("response") },
        { RequestInspector::TransportTab, QStringLiteral("transport") },
        { RequestInspector::LoadingTab, QStringLiteral("loading") },
        { RequestInspector::DiffTab, QStringLiteral("diff") } };
    for (int request : { 0, 1, 3 }) {
        inspector->selectRequest(request);
        for (const auto &[tab, name] : tabs) {
            inspector->tabs()->setCurrentIndex(tab);
            QWidget *page = inspector->tabs()->currentWidget();
            QVERIFY(page->isVisible());
            QVERIFY2(page->width() >= inspector->width() - 40, qPrintable(name)); // fills the tab's width
            QTest::qWait(50);
            QVERIFY(window.grab().save(
                folder + QStringLiteral("/inspector-%1-r%2-%3.png").arg(name).arg(request + 1).arg(tag)));
        }
    }
    inspector->selectRequest(0);
    QCOMPARE(inspector->transportView()->attemptsView()->model()->rowCount(), 3);
    // Re-send request 1: a branch row, its Diff beside the original.
    server.enqueue(callsReusingIds({ { "skill_load", R"({"skill":"data-report"})" } }));
    inspector->resendRequest(0);
    QTRY_COMPARE_WITH_TIMEOUT(inspector->timeline()->model()->rowCount(), 5, 30000);
    QTRY_VERIFY(!chat->loop()->isRunning());
    QCOMPARE(inspector->currentRequest(), 4);
    QCOMPARE(inspector->tabs()->currentIndex(), int(RequestInspector::DiffTab));
    QTest::qWait(50);
    QVERIFY(window.grab().save(folder + QStringLiteral("/inspector-resend-diff-%1.png").arg(tag)));
}

QTEST_MAIN(TestUiInspectorWindow)
#include "tst_ui_inspector_window.moc"
