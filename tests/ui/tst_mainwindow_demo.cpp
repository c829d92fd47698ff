// The window's demo wiring: a bundled scenario started from the Welcome page plays in the Debug layout, and the
// chat, the request inspector and the presentation mode follow it.
#include "chat/chatcomposer.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/chatview.h"
#include "common/datapaths.h"
#include "demo/democontroller.h"
#include "demo/presentationbar.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/statepanel.h"
#include "library/librarypanel.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "shell/mainwindow.h"
#include "theme/theme.h"
#include "welcome/welcomepage.h"

#include <QDir>
#include <QDockWidget>
#include <QFontInfo>
#include <QLabel>
#include <QScreen>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace sw::ui;

class TestMainWindowDemo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void welcomeStartsAStepThroughDemoInDebug()
    {
        QTemporaryDir dir;
        qputenv("SW_RECOVERY_DIR", (dir.path() + QStringLiteral("/recovery")).toUtf8());
        Settings settings(dir.path() + QStringLiteral("/settings.ini"));
        MainWindow window(&settings);
        window.setMode(Mode::Welcome);
        window.show();
        const QString scenario
            = QDir(sw::dataDirectory(sw::DataKind::Scenarios)).filePath(QStringLiteral("trpc-go-system.json"));
        QVERIFY(QFileInfo::exists(scenario));
        // On a first start the provider line names the replay the demo tells (the flagship story, first in every
        // list), not whichever file sorts first.
        QVERIFY2(window.welcomePage()->providerStatus().contains(QStringLiteral("Sales report - tRPC-Go, skills in "
                                                                                "the system message")),
            qPrintable(window.welcomePage()->providerStatus()));
        window.debugPage()->demo()->setWorkRoot(dir.path() + QStringLiteral("/work"));

        Q_EMIT window.welcomePage()->startDemoRequested(scenario);
        QCOMPARE(window.mode(), Mode::Debug);
        QVERIFY(window.debugPage()->presentationBar()->isVisible());
        // The first response is released: one request recorded, shown in the inspector and the chat.
        QTRY_COMPARE(window.debugPage()->inspector()->requestsModel()->rowCount(), 1);
        QTRY_VERIFY(window.debugPage()->chat()->messagesModel()->rowCount() >= 1);
        // Next step: one more request, no more.
        QTRY_VERIFY(window.debugPage()->demo()->isWaiting() || window.debugPage()->demo()->stepsCompleted() >= 1);
        window.debugPage()->demo()->nextStep();
        QTRY_COMPARE(window.debugPage()->inspector()->requestsModel()->rowCount(), 2);
    }

    void presentationModeHidesChromeAndRestoresIt()
    {
        QTemporaryDir dir;
        Settings settings(dir.path() + QStringLiteral("/settings.ini"));
        MainWindow window(&settings);
        window.setMode(Mode::Author);
        window.show();
        QDockWidget *library = window.dock(QStringLiteral("libraryDock"));
        QVERIFY(library->isVisible());
        const qreal size = window.font().pointSizeF();
        window.setPresentationMode(true);
        QVERIFY(!library->isVisible());
        QVERIFY(!window.statusBar()->isVisible());
        QVERIFY(window.font().pointSizeF() > size);
        window.setPresentationMode(false);
        QVERIFY(library->isVisible());
        QVERIFY(window.statusBar()->isVisible());
        QCOMPARE(window.font().pointSizeF(), size);
    }

    void presentationModeEnlargesEveryText()
    {
        // As the application runs: Fusion with the application style sheet, under which a parent's font did not reach
        // its children, so presentation mode enlarged the window's own font and no text at all.
        applyTheme(ThemeChoice::Light);
        QTemporaryDir dir;
        qputenv("SW_RECOVERY_DIR", (dir.path() + QStringLiteral("/recovery")).toUtf8());
        Settings settings(dir.path() + QStringLiteral("/settings.ini"));
        MainWindow window(&settings);
        window.setMode(Mode::Debug);
        window.resize(1366, 768);
        window.show();
        ChatPanel *chat = window.debugPage()->chat();
        QVERIFY(chat->sendMessage(
            chat->composer()->toPlainText().isEmpty() ? QStringLiteral("hello") : chat->composer()->toPlainText()));
        QTRY_VERIFY_WITH_TIMEOUT(!chat->loop()->isRunning(), 30000);
        chat->view()->renderNow();
        const QList<QWidget *> texts { chat->view(), chat->composer(),
            chat->findChild<QLabel *>(QStringLiteral("chatBanner")),
            chat->findChild<QLabel *>(QStringLiteral("chatStatus")), window.debugPage()->inspector(),
            window.debugPage()->statePanel()->table(), window.libraryPanel() };
        QList<qreal> before;
        for (QWidget *w : texts) {
            QVERIFY(w);
            before << QFontInfo(w->font()).pointSizeF();
        }
        const qreal document = QFontInfo(chat->view()->document()->defaultFont()).pointSizeF();
        window.setPresentationMode(true);
        for (int i = 0; i < texts.size(); ++i) {
            const qreal now = QFontInfo(texts.at(i)->font()).pointSizeF();
            QVERIFY2(now >= before.at(i) * 1.25,
                qPrintable(QStringLiteral("%1: %2 -> %3 pt")
                               .arg(QString::fromLatin1(texts.at(i)->metaObject()->className()))
                               .arg(before.at(i))
                               .arg(now)));
        }
        QVERIFY(QFontInfo(chat->view()->document()->defaultFont()).pointSizeF() >= document * 1.25);
        // A text made while presenting is large too (a new chat row, a new label).
        auto *late = new QLabel(QStringLiteral("late"), chat);
        late->show();
        QVERIFY(QFontInfo(late->font()).pointSizeF() >= before.first() * 1.25);
        window.setPresentationMode(false);
        for (int i = 0; i < texts.size(); ++i)
            QCOMPARE(QFontInfo(texts.at(i)->font()).pointSizeF(), before.at(i));
        QCOMPARE(QFontInfo(late->font()).pointSizeF(), before.first());
    }

    void windowFitsTheScreen()
    {
        QTemporaryDir dir;
        qputenv("SW_RECOVERY_DIR", (dir.path() + QStringLiteral("/recovery")).toUtf8());
        Settings settings(dir.path() + QStringLiteral("/settings.ini"));
        MainWindow window(&settings);
        // First start: no larger than the screen's available area (offscreen: 800 x 600).
        const QSize available = window.screen()->availableGeometry().size();
        QVERIFY(window.width() <= available.width() && window.height() <= available.height());
        // No layout needs more than a 1366-pixel-wide laptop screen: hidden pages do not count, and long status
        // fields and replay names give way.
        for (const Mode mode :
            { Mode::Welcome, Mode::Author, Mode::Debug, Mode::Runs, Mode::TriggerLab, Mode::Capture }) {
            window.setMode(mode);
            window.show();
            QVERIFY2(window.minimumSizeHint().width() <= 1366,
                qPrintable(QStringLiteral("mode %1 needs %2 px").arg(int(mode)).arg(window.minimumSizeHint().width())));
        }
    }
};

QTEST_MAIN(TestMainWindowDemo)
#include "tst_mainwindow_demo.moc"
