// Screenshot test: the main window in the Author layout on the bundled skills, light and dark, saved as PNGs into
// <build>/screenshots/ (QWidget::grab, so it runs offscreen as well as under xvfb-run).
#include "catalog/budgetview.h"
#include "catalog/catalogpreview.h"
#include "editor/diagnosticsrunner.h"
#include "editor/editorarea.h"
#include "editor/skillmdeditor.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "theme/theme.h"

#include <QDockWidget>
#include <QtTest>

using namespace sw::ui;

class TestScreenshot : public QObject
{
    Q_OBJECT
private:
    void shoot(ThemeChoice theme, const QString &fileName)
    {
        QTemporaryDir dir;
        qputenv("SW_RECOVERY_DIR", (dir.path() + QStringLiteral("/recovery")).toUtf8());
        applyTheme(theme);
        Settings settings(dir.path() + QStringLiteral("/settings.ini"));
        settings.setTheme(theme);
        MainWindow window(&settings);
        window.resize(1440, 900);
        window.setMode(Mode::Author);
        window.setRoots({ QStringLiteral(SW_SOURCE_DIR "/skills") });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(window.library()->snapshot()->size() > 0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(window.library()->figuresReady(), 20000);
        const QString skill = QStringLiteral(SW_SOURCE_DIR "/skills/data-report/SKILL.md");
        window.libraryPanel()->selectPath(skill);
        auto *editor = qobject_cast<SkillMdEditor *>(window.editorArea()->openFile(skill));
        QVERIFY(editor);
        QTRY_VERIFY_WITH_TIMEOUT(!editor->diagnostics()->isBusy(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!window.catalogPreview()->isBusy(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!window.budgetView()->isBusy(), 20000);
        QTest::qWait(200); // let the last layout and repaint settle before grabbing
        const QString folder = QStringLiteral(SW_BINARY_DIR "/screenshots");
        QDir().mkpath(folder);
        const QImage image = window.grab().toImage();
        QVERIFY(image.width() >= 1400);
        QVERIFY(image.save(folder + QLatin1Char('/') + fileName));
        // The picture follows the theme: the window background is light or dark.
        const QColor background = window.palette().color(QPalette::Window);
        QCOMPARE(background.lightness() < 128, theme == ThemeChoice::Dark);
    }

private slots:
    void lightWindow() { shoot(ThemeChoice::Light, QStringLiteral("main-light.png")); }
    void darkWindow() { shoot(ThemeChoice::Dark, QStringLiteral("main-dark.png")); }
};

QTEST_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
