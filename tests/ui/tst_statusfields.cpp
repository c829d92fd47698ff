// The status bar's permanent fields make room for a temporary message: QStatusBar draws a message only up to the
// first permanent field, and four wide fields cut a message at 1366 pixels after a dozen characters.
#include "settings/providerstatus.h"
#include "shell/statusfields.h"

#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QStatusBar>
#include <QTest>

using namespace sw;
using namespace sw::ui;

class TestStatusFields : public QObject
{
    Q_OBJECT

    struct Window
    {
        QMainWindow window;
        StatusFields *fields = nullptr;
        QList<QLabel *> labels; // in the bar's order: skills, catalog, provider, executor
    };

    static void open(Window &w, int width)
    {
        w.fields = new StatusFields(w.window.statusBar());
        w.fields->setRepository(12, 1, 3, false);
        w.fields->setExecutor(QStringLiteral("Sandbox (bubblewrap)"));
        w.fields->setCatalog(4321, true, QStringLiteral("claude-code"), QStringLiteral("o200k_base"));
        w.window.setCentralWidget(new QWidget);
        w.window.resize(width, 400);
        w.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        for (const char *name : { "statusRepository", "statusCatalog", "statusProvider", "statusExecutor" })
            w.labels << w.window.statusBar()->findChild<QLabel *>(QLatin1String(name));
        QVERIFY(!w.labels.contains(nullptr));
        w.labels.at(2)->setText(QStringLiteral("Replay: Sales report - tRPC-Go, skills in the system message · "
                                               "scripted, no model is called, no API key"));
    }

    // Where QStatusBar draws a message: up to 2 pixels before the first permanent field shown.
    static int room(Window &w)
    {
        QStatusBar *bar = w.window.statusBar();
        bar->layout()->activate();
        for (QLabel *l : std::as_const(w.labels))
            if (l->isVisible())
                return l->x() - 2 - 6;
        return bar->width() - 18;
    }

private Q_SLOTS:
    void aLongMessageGetsItsRoomAndTheFieldsComeBack()
    {
        Window w;
        open(w, 1366);
        QStatusBar *bar = w.window.statusBar();
        const QString message = QStringLiteral("Capture endpoint listening on http://127.0.0.1:34241");
        const int needed = bar->fontMetrics().horizontalAdvance(message);
        QVERIFY2(room(w) < needed, "the fields leave the message too little room to begin with");
        bar->showMessage(message);
        QVERIFY2(room(w) >= needed, qPrintable(QStringLiteral("room %1, needed %2").arg(room(w)).arg(needed)));
        // The least needed went first, and only as many as needed: the skills field is still there.
        QVERIFY(!w.labels.at(3)->isVisible());
        QVERIFY(w.labels.at(0)->isVisible());
        bar->clearMessage();
        for (QLabel *l : std::as_const(w.labels))
            QVERIFY(l->isVisible());
    }

    void aResizeWhileAMessageShowsFitsItAgain()
    {
        Window w;
        open(w, 1920);
        QStatusBar *bar = w.window.statusBar();
        const QString message = QStringLiteral("Capture endpoint listening on http://127.0.0.1:34241");
        bar->showMessage(message);
        for (QLabel *l : std::as_const(w.labels))
            QVERIFY(l->isVisible()); // it fits beside all four at 1920
        w.window.resize(1366, 400);
        QTRY_VERIFY(bar->width() <= 1366);
        const int needed = bar->fontMetrics().horizontalAdvance(message);
        QVERIFY2(room(w) >= needed, qPrintable(QStringLiteral("room %1, needed %2").arg(room(w)).arg(needed)));
        QVERIFY(!w.labels.at(3)->isVisible());
        w.window.resize(1920, 400);
        QTRY_VERIFY(w.labels.at(3)->isVisible());
    }

    // The page changes while a message shows and a field grows (another page's provider, a longer catalog line): the
    // message keeps its room.
    void aFieldGrowingWhileAMessageShowsFitsItAgain()
    {
        Window w;
        open(w, 1366);
        QStatusBar *bar = w.window.statusBar();
        ProviderStatus shortStatus;
        shortStatus.replay = true;
        shortStatus.name = QStringLiteral("Replay: Lab");
        w.fields->setProviderStatus(shortStatus, true);
        const QString message = QStringLiteral("A: Report tool. 7/10 passed · B: saved 7/10 passed");
        const int needed = bar->fontMetrics().horizontalAdvance(message);
        bar->showMessage(message);
        QVERIFY2(room(w) >= needed, qPrintable(QStringLiteral("room %1, needed %2").arg(room(w)).arg(needed)));
        QVERIFY(w.labels.at(2)->isVisible()); // the short provider field leaves room enough beside it
        ProviderStatus longStatus = shortStatus;
        longStatus.name = QStringLiteral("Replay: Sales report - tRPC-Go, skills in the system message, a long title");
        w.fields->setProviderStatus(longStatus);
        QVERIFY2(room(w) >= needed, qPrintable(QStringLiteral("room %1, needed %2").arg(room(w)).arg(needed)));
        w.fields->setCatalog(
            123456789, false, QStringLiteral("a-long-dialect-name-for-this-test"), QStringLiteral("o200k_base"));
        QVERIFY2(room(w) >= needed, qPrintable(QStringLiteral("room %1, needed %2").arg(room(w)).arg(needed)));
        bar->clearMessage();
        for (QLabel *l : std::as_const(w.labels))
            QVERIFY(l->isVisible());
    }

    void aShortMessageMovesNothing()
    {
        Window w;
        open(w, 1920);
        QStatusBar *bar = w.window.statusBar();
        bar->showMessage(QStringLiteral("Saved."));
        for (QLabel *l : std::as_const(w.labels))
            QVERIFY(l->isVisible());
    }

    void aMessageReplacingAnotherStartsFromAllFields()
    {
        Window w;
        open(w, 1920);
        QStatusBar *bar = w.window.statusBar();
        bar->showMessage(QStringLiteral("A long message that needs the room of several fields of the status bar, more "
                                        "than the executor's alone, as a message naming a folder deep in a repository "
                                        "or a long error from the upstream may need"));
        QVERIFY(!w.labels.at(3)->isVisible());
        QVERIFY(!w.labels.at(2)->isVisible());
        bar->showMessage(QStringLiteral("Saved."));
        for (QLabel *l : std::as_const(w.labels))
            QVERIFY(l->isVisible());
    }
};

QTEST_MAIN(TestStatusFields)
#include "tst_statusfields.moc"
