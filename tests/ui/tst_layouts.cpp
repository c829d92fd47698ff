// Every layout (Welcome, Author, Debug, Runs) at 1366x768 and 1920x1080 on the bundled skills, saved as
// <build>/screenshots/layout-<mode>-<size>.png, the Author layout also in zh_CN and dark. Asserted where it can be:
// the window fits the screen size, the SKILL.md source gets a usable width and height, the form's labels and the
// Metadata table's header are not cut, the Budget's labels are not reduced to "…" and its legend is whole; each
// arrangement of the SKILL.md page (form collapsed, preview hidden, beside, below) also keeps the source usable.
#include "catalog/budgetview.h"
#include "catalog/catalogpreview.h"
#include "editor/diagnosticsrunner.h"
#include "editor/editorarea.h"
#include "editor/skillmdeditor.h"
#include "editor/sourceeditor.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"
#include "theme/theme.h"

#include <QDockWidget>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QtTest>

using namespace sw::ui;

namespace {

const QString kSkill = QStringLiteral(SW_SOURCE_DIR "/skills/data-report/SKILL.md");

QString modeId(Mode mode)
{
    static const char *const ids[] = { "welcome", "author", "debug", "runs" };
    return QString::fromLatin1(ids[int(mode)]);
}

// Columns and lines of text the source editor shows.
QSize sourceCapacity(SourceEditor *editor)
{
    const int lineHeight = int(editor->SendScintilla(QsciScintillaBase::SCI_TEXTHEIGHT, 0));
    const int charWidth
        = int(editor->SendScintilla(QsciScintillaBase::SCI_TEXTWIDTH, QsciScintillaBase::STYLE_DEFAULT, "0"));
    int margins = 0;
    for (int margin = 0; margin < 5; ++margin)
        margins += editor->marginWidth(margin);
    return QSize((editor->viewport()->width() - margins) / qMax(1, charWidth),
        editor->viewport()->height() / qMax(1, lineHeight));
}

} // namespace

class TestLayouts : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    QString m_variant;

    void openWindow(const QString &language, ThemeChoice theme)
    {
        m_window.reset();
        m_settings.reset();
        qputenv("SW_RECOVERY_DIR", m_dir.filePath(QStringLiteral("recovery")).toUtf8());
        installTranslations(language);
        applyTheme(theme);
        m_settings = std::make_unique<Settings>(
            m_dir.filePath(language + QString::number(int(theme)) + QStringLiteral(".ini")));
        m_settings->setTheme(theme);
        m_window = std::make_unique<MainWindow>(m_settings.get());
        m_window->resize(1366, 768);
        m_window->setMode(Mode::Author);
        m_window->setRoots({ QStringLiteral(SW_SOURCE_DIR "/skills") });
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->library()->snapshot() && m_window->library()->snapshot()->size() > 0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->library()->figuresReady(), 20000);
        m_window->libraryPanel()->selectPath(kSkill);
        auto *editor = qobject_cast<SkillMdEditor *>(m_window->editorArea()->openFile(kSkill));
        QVERIFY(editor);
        QTRY_VERIFY_WITH_TIMEOUT(!editor->diagnostics()->isBusy(), 20000);
        m_variant = (language == QLatin1String("en") ? QString() : QLatin1Char('-') + language)
            + (theme == ThemeChoice::Dark ? QStringLiteral("-dark") : QString());
    }

    void settle()
    {
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->catalogPreview()->isBusy() && !m_window->budgetView()->isBusy(), 20000);
        QTest::qWait(100); // the last layouts and repaints before a picture (not a synchronisation for a check)
    }

    void shoot(Mode mode, const QSize &size, const QString &suffix = QString())
    {
        const QString folder = QStringLiteral(SW_BINARY_DIR "/screenshots");
        QDir().mkpath(folder);
        const QString name = QStringLiteral("layout-%1-%2x%3%4%5.png")
                                 .arg(modeId(mode))
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(m_variant, suffix);
        QVERIFY(m_window->grab().save(folder + QLatin1Char('/') + name));
    }

    void resizeTo(const QSize &size)
    {
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        // Nothing forces the window past the screen: its minimum fits this size.
        const QSize minimum = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
        QVERIFY2(minimum.width() <= size.width() && minimum.height() <= size.height(),
            qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
    }

    // What the Author layout must not cut.
    void verifyAuthor(const QSize &size)
    {
        auto *editor = qobject_cast<SkillMdEditor *>(m_window->editorArea()->currentPage());
        QVERIFY(editor);
        const QSize capacity = sourceCapacity(editor->sourceEditor());
        const int columns = size.width() >= 1900 ? 80 : 45;
        QVERIFY2(capacity.width() >= columns && capacity.height() >= 14,
            qPrintable(QStringLiteral("%1: the source shows %2 columns x %3 lines")
                           .arg(m_variant)
                           .arg(capacity.width())
                           .arg(capacity.height())));
        // The form's labels are whole.
        for (QLabel *label : editor->form()->findChildren<QLabel *>()) {
            if (!label->isVisible() || label->wordWrap() || label->text().isEmpty())
                continue;
            QVERIFY2(label->width() >= label->minimumSizeHint().width(), qPrintable(label->text()));
        }
        // The Metadata table's header is not elided.
        auto *table = editor->form()->findChild<QTableView *>();
        QVERIFY(table);
        QHeaderView *header = table->horizontalHeader();
        for (int section = 0; section < header->count(); ++section) {
            const QString text = table->model()->headerData(section, Qt::Horizontal).toString();
            QVERIFY2(header->sectionSize(section) >= header->fontMetrics().horizontalAdvance(text) + 8,
                qPrintable(
                    QStringLiteral("%1: header '%2' in %3 px").arg(m_variant, text).arg(header->sectionSize(section))));
        }
        // The Budget (raised in its tab group): labels readable, legend whole.
        QDockWidget *budget = m_window->dock(QStringLiteral("budgetDock"));
        budget->raise();
        QTRY_VERIFY(m_window->budgetView()->isVisible());
        settle();
        const QStringList labels = m_window->budgetView()->shownLabels();
        QVERIFY(!labels.isEmpty());
        for (const QString &label : labels)
            QVERIFY2(label.size() >= 4 && label != QStringLiteral("…"), qPrintable(label));
        QLabel *legend = m_window->budgetView()->legend();
        QVERIFY(legend->height() >= legend->heightForWidth(legend->width()));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void cleanupTestCase()
    {
        m_window.reset();
        installTranslations(QStringLiteral("en"));
    }

    void everyLayoutAtBothSizes()
    {
        openWindow(QStringLiteral("en"), ThemeChoice::Light);
        for (const QSize size : { QSize(1366, 768), QSize(1920, 1080) }) {
            resizeTo(size);
            for (const Mode mode : { Mode::Welcome, Mode::Author, Mode::Debug, Mode::Runs }) {
                m_window->setMode(mode);
                settle();
                if (mode == Mode::Author) {
                    verifyAuthor(size);
                    if (QTest::currentTestFailed())
                        return;
                    m_window->dock(QStringLiteral("catalogDock"))->raise();
                    settle();
                }
                shoot(mode, size);
            }
        }
    }

    void authorInChineseAndDark_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("dark");
        QTest::newRow("zh_CN light") << QStringLiteral("zh_CN") << false;
        QTest::newRow("en dark") << QStringLiteral("en") << true;
        QTest::newRow("zh_CN dark") << QStringLiteral("zh_CN") << true;
    }
    void authorInChineseAndDark()
    {
        QFETCH(QString, language);
        QFETCH(bool, dark);
        openWindow(language, dark ? ThemeChoice::Dark : ThemeChoice::Light);
        for (const QSize size : { QSize(1366, 768), QSize(1920, 1080) }) {
            resizeTo(size);
            settle();
            verifyAuthor(size);
            if (QTest::currentTestFailed())
                return;
            m_window->dock(QStringLiteral("catalogDock"))->raise();
            settle();
            shoot(Mode::Author, size);
        }
    }

    void everyArrangementKeepsTheSourceUsable()
    {
        openWindow(QStringLiteral("en"), ThemeChoice::Light);
        resizeTo(QSize(1366, 768));
        auto *editor = qobject_cast<SkillMdEditor *>(m_window->editorArea()->currentPage());
        QVERIFY(editor);
        const QList<std::pair<QString, EditorArrangement>> arrangements = {
            { QStringLiteral("-form-collapsed"), { false, true, false } },
            { QStringLiteral("-no-preview"), { true, false, false } },
            { QStringLiteral("-preview-below"), { true, true, true } },
            { QStringLiteral("-source-only"), { false, false, false } },
        };
        int previousLines = 0;
        for (const auto &[suffix, arrangement] : arrangements) {
            m_window->setEditorArrangement(arrangement);
            QCOMPARE(editor->arrangement(), arrangement);
            settle();
            const QSize capacity = sourceCapacity(editor->sourceEditor());
            QVERIFY2(capacity.width() >= 45 && capacity.height() >= 10,
                qPrintable(QStringLiteral("%1: %2 x %3").arg(suffix).arg(capacity.width()).arg(capacity.height())));
            shoot(Mode::Author, QSize(1366, 768), suffix);
            previousLines = capacity.height();
        }
        Q_UNUSED(previousLines);
        m_window->setEditorArrangement(EditorArrangement());
    }
};

QTEST_MAIN(TestLayouts)
#include "tst_layouts.moc"
