// Every file page fills its tab: a SKILL.md, a Markdown doc, a script, a CSV, a JSON file, an image, a PDF and an
// unknown binary, opened from the Library, from a restored session and just created by New Doc, at 1366x768 and
// 1920x1080 and after a resize. Also writes a screenshot of each page into <build>/screenshots/filepage-*.png.
#include "editor/binaryfilepage.h"
#include "editor/docfilepage.h"
#include "editor/editorarea.h"
#include "editor/editorpage.h"
#include "editor/sourceeditor.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "library/skilltreemodel.h"
#include "preview/localresourcebrowser.h"
#include "runs/runform.h"
#include "runs/runspanel.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/skillcommands.h"
#include "testfiles.h"

#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QInputDialog>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>
#include <QtTest>

using namespace sw::ui;

namespace {

struct FileKind
{
    const char *name; // for messages and screenshot names
    QString relative; // inside the skill folder
};

QList<FileKind> fileKinds()
{
    return {
        { "skill-md", QStringLiteral("SKILL.md") },
        { "markdown-doc", QStringLiteral("references/guide.md") },
        { "script", QStringLiteral("scripts/run.py") },
        { "csv", QStringLiteral("assets/table.csv") },
        { "json", QStringLiteral("assets/config.json") },
        { "image", QStringLiteral("assets/logo.png") },
        { "pdf", QStringLiteral("assets/manual.pdf") },
        { "binary", QStringLiteral("assets/blob.bin") },
    };
}

void writeSkillFolder(const QString &folder)
{
    sw::test::writeSkill(
        folder, QStringLiteral("demo-skill"), QStringLiteral("Shows every kind of file. Use it in tests."));
    sw::test::writeFile(folder + QStringLiteral("/references/guide.md"),
        "# Guide\n\nA reference doc with a few lines.\n\n- one\n- two\n");
    sw::test::writeFile(folder + QStringLiteral("/scripts/run.py"),
        "#!/usr/bin/env python3\n\"\"\"What this script does.\"\"\"\nprint('hello')\n");
    sw::test::writeFile(folder + QStringLiteral("/assets/table.csv"), "city,temperature\nParis,21\nOslo,9\n");
    sw::test::writeFile(folder + QStringLiteral("/assets/config.json"), "{\n  \"units\": \"metric\"\n}\n");
    QImage image(64, 48, QImage::Format_RGB32);
    image.fill(QColor(0x2f, 0x6f, 0xb5));
    QVERIFY(image.save(folder + QStringLiteral("/assets/logo.png")));
    {
        QPdfWriter pdf(folder + QStringLiteral("/assets/manual.pdf"));
        QPainter painter(&pdf);
        painter.drawText(QPointF(100, 100), QStringLiteral("Manual"));
    }
    sw::test::writeFile(folder + QStringLiteral("/assets/blob.bin"), QByteArray("\x00\x01\x02\x03 not text", 14));
}

// The widget that shows the file's content: the source editor of a text page, the preview of a binary one.
QWidget *contentOf(EditorPage *page)
{
    if (auto *arrangement = page->findChild<QWidget *>(QStringLiteral("skillMdArrangement")))
        return arrangement; // SKILL.md: form, source and preview together
    if (auto *arrangement = page->findChild<QWidget *>(QStringLiteral("docArrangement")))
        return arrangement; // a doc or a table: source and preview together
    if (page->sourceEditor())
        return page->sourceEditor();
    for (const char *name : { "pdfView", "imageView", "binarySummary" })
        if (auto *widget = page->findChild<QWidget *>(QLatin1String(name)))
            return widget;
    return nullptr;
}

QString describeRect(const QRect &rect)
{
    return QStringLiteral("%1x%2 at (%3,%4)").arg(rect.width()).arg(rect.height()).arg(rect.x()).arg(rect.y());
}

// The rectangle of `widget` in `ancestor`'s coordinates.
QRect rectIn(const QWidget *widget, const QWidget *ancestor)
{
    return QRect(widget->mapTo(ancestor, QPoint(0, 0)), widget->size());
}

} // namespace

class TestFilePages : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_root;
    QString m_skill;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;

    void makeWindow()
    {
        m_window = std::make_unique<MainWindow>(m_settings.get());
        m_window->editorArea()->setUnsavedPolicy([](const QStringList &) { return UnsavedDecision::Discard; });
        m_window->setMode(Mode::Author);
        m_window->setRoots({ m_root });
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_COMPARE(m_window->library()->snapshot() ? m_window->library()->snapshot()->size() : 0, 1);
    }

    // The page is the tab's whole area, the tab most of the window, and the page's content covers the page (an
    // image keeps a caption line below its view).
    void verifyFillsTab(EditorPage *page, const char *kind)
    {
        QTabWidget *tabs = m_window->editorArea()->tabs();
        QVERIFY2(page, kind);
        tabs->setCurrentWidget(page);
        auto *stack = qobject_cast<QStackedWidget *>(page->parentWidget());
        QVERIFY2(stack, kind);
        QWidget *content = contentOf(page);
        QVERIFY2(content, kind);
        const int slack = kind == QByteArrayLiteral("image") ? content->fontMetrics().height() * 3 : 0;
        const auto describe = [&] {
            return QStringLiteral("%1: content %2 in a page of %3 in a tab area of %4 in a window of %5x%6")
                .arg(QLatin1String(kind), describeRect(rectIn(content, page)), describeRect(page->rect()),
                    describeRect(stack->rect()))
                .arg(m_window->width())
                .arg(m_window->height());
        };
        const auto fills = [&] {
            const QRect area = page->rect();
            const QRect got = rectIn(content, page);
            const QWidget *central = m_window->centralWidget();
            // A SKILL.md page has its arrangement bar above the content.
            const QWidget *bar = page->findChild<QWidget *>(QStringLiteral("editorArrangementBar"));
            if (!bar) // a script has its Run bar above the source
                bar = page->findChild<QWidget *>(QStringLiteral("scriptRunBar"));
            const int top = bar && bar->isVisible() ? bar->geometry().bottom() + 1 : 0;
            return content->isVisible() && page->size() == stack->size() && tabs->height() >= central->height() - 2
                && tabs->width() == central->width() && got.left() == 0 && got.top() == top
                && got.width() == area.width() && got.height() >= area.height() - top - slack
                && area.width() > m_window->width() / 3 && area.height() > m_window->height() / 3;
        };
        // Layouts apply on the next event loop passes.
        QTRY_VERIFY2_WITH_TIMEOUT(fills(), qPrintable(describe()), 3000);
    }

    void verifyAllFill(const QList<EditorPage *> &pages)
    {
        const QList<FileKind> kinds = fileKinds();
        for (const QSize size : { QSize(1366, 768), QSize(1920, 1080), QSize(1366, 768) }) {
            m_window->resize(size);
            QTRY_COMPARE(m_window->size(), size);
            for (int i = 0; i < kinds.size(); ++i) {
                verifyFillsTab(pages.value(i), kinds[i].name);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.path() + QStringLiteral("/skills");
        m_skill = m_root + QStringLiteral("/demo-skill");
        writeSkillFolder(m_skill);
        qputenv("SW_RECOVERY_DIR", (m_dir.path() + QStringLiteral("/recovery")).toUtf8());
        qputenv("XDG_DATA_HOME", (m_dir.path() + QStringLiteral("/xdg")).toUtf8());
        m_settings = std::make_unique<Settings>(m_dir.path() + QStringLiteral("/settings.ini"));
        makeWindow();
    }

    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
    }

    void kindsOpenInTheirPage()
    {
        for (const FileKind &kind : fileKinds()) {
            EditorPage *page = m_window->editorArea()->openFile(m_skill + QLatin1Char('/') + kind.relative);
            QVERIFY2(page, kind.name);
            const bool binary = QByteArrayList { "image", "pdf", "binary" }.contains(kind.name);
            QCOMPARE(qobject_cast<BinaryFilePage *>(page) != nullptr, binary);
        }
    }

    void docsShowWhatTheyAreFor()
    {
        // A Markdown doc shows its rendered preview beside the source, following edits; a CSV its table; a script a
        // Run button that opens the Runs layout with the command that runs it.
        auto *doc = qobject_cast<DocFilePage *>(
            m_window->editorArea()->openFile(m_skill + QStringLiteral("/references/guide.md")));
        QVERIFY(doc);
        QCOMPARE(doc->kind(), DocFilePage::Kind::Markdown);
        QVERIFY(doc->preview()->toPlainText().contains(QStringLiteral("A reference doc with a few lines.")));
        QVERIFY(!doc->preview()->toPlainText().contains(QLatin1Char('#'))); // rendered, not the source
        doc->sourceEditor()->append(QStringLiteral("\nAdded paragraph.\n"));
        QTRY_VERIFY(doc->preview()->toPlainText().contains(QStringLiteral("Added paragraph.")));

        auto *csv = qobject_cast<DocFilePage *>(
            m_window->editorArea()->openFile(m_skill + QStringLiteral("/assets/table.csv")));
        QVERIFY(csv);
        QCOMPARE(csv->kind(), DocFilePage::Kind::Table);
        QCOMPARE(csv->table()->model()->rowCount(), 2);
        QCOMPARE(csv->table()->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("city"));
        QCOMPARE(csv->table()->model()->index(1, 1).data().toString(), QStringLiteral("9"));

        auto *script = qobject_cast<DocFilePage *>(
            m_window->editorArea()->openFile(m_skill + QStringLiteral("/scripts/run.py")));
        QVERIFY(script);
        QCOMPARE(script->kind(), DocFilePage::Kind::Script);
        QVERIFY(script->runButton()->isEnabled());
        QSignalSpy run(m_window->editorArea(), &EditorArea::runScriptRequested);
        script->runButton()->click();
        QCOMPARE(run.size(), 1);
        QCOMPARE(run.first().at(0).toString(), m_skill);
        QCOMPARE(run.first().at(1).toString(), QStringLiteral("python3 scripts/run.py"));
        QCOMPARE(m_window->mode(), Mode::Runs);
        QCOMPARE(m_window->runsPanel()->form()->commandBox()->currentText(), QStringLiteral("python3 scripts/run.py"));
        QCOMPARE(m_window->runsPanel()->form()->currentSkill(), QStringLiteral("demo-skill"));
        QCOMPARE(DocFilePage::runCommand(QStringLiteral("scripts/build.sh")), QStringLiteral("bash scripts/build.sh"));
    }

    void pagesOpenedFromTheLibraryFillTheirTab()
    {
        QTreeView *view = m_window->libraryPanel()->view();
        QList<EditorPage *> pages;
        for (const FileKind &kind : fileKinds()) {
            const QString path = m_skill + QLatin1Char('/') + kind.relative;
            // Activated in the Library as a user would (double-click or Enter on the file's row).
            m_window->libraryPanel()->selectPath(path);
            QModelIndex index = view->currentIndex();
            if (index.data(SkillTreeModel::PathRole).toString() != path) {
                // The library lists a skill's files lazily: find the row under the skill.
                const QModelIndex skill = index;
                view->expand(skill);
                QTRY_VERIFY(view->model()->rowCount(skill) > 0);
                QModelIndexList found = view->model()->match(view->model()->index(0, 0, skill),
                    SkillTreeModel::PathRole, path, 1, Qt::MatchExactly | Qt::MatchRecursive);
                index = found.value(0);
            }
            if (index.isValid() && index.data(SkillTreeModel::PathRole).toString() == path)
                emit view->activated(index);
            else
                emit m_window->libraryPanel()->fileActivated(path); // what the Library sends (its tree: its own tests)
            pages.append(m_window->editorArea()->pageFor(path));
        }
        verifyAllFill(pages);
    }

    void pagesOfARestoredSessionFillTheirTab()
    {
        QStringList files;
        for (const FileKind &kind : fileKinds())
            files << m_skill + QLatin1Char('/') + kind.relative;
        m_settings->setOpenFiles(files);
        m_window.reset();
        makeWindow();
        m_window->restoreSession();
        QCOMPARE(m_window->editorArea()->openFiles(), files);
        QList<EditorPage *> pages;
        for (const QString &file : files)
            pages.append(m_window->editorArea()->pageFor(file));
        verifyAllFill(pages);
    }

    void docJustCreatedByNewDocFillsItsTab()
    {
        // New Doc asks for the path inside the skill: answer it as a user would.
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setTextValue(QStringLiteral("references/new-topic.md"));
            dialog->accept();
        });
        // Then it offers to link the doc from SKILL.md: answer No here (newDocOffersToLinkIt covers Yes).
        bool offered = false;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, this, [&offered] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                offered = box->text().contains(QStringLiteral("references/new-topic.md"));
                box->button(QMessageBox::No)->click();
            }
        });
        answer.start();
        m_window->skillCommands()->run(SkillCommand::NewDoc, m_skill);
        answer.stop();
        QVERIFY(offered);
        EditorPage *page = m_window->editorArea()->pageFor(m_skill + QStringLiteral("/references/new-topic.md"));
        QVERIFY(page);
        for (const QSize size : { QSize(1366, 768), QSize(1920, 1080), QSize(1366, 768) }) {
            m_window->resize(size);
            QTRY_COMPARE(m_window->size(), size);
            verifyFillsTab(page, "new-doc");
        }
        // Typing lands in the doc's editor.
        page->sourceEditor()->setFocus();
        QTest::keyClicks(page->sourceEditor(), QStringLiteral("typed"));
        QVERIFY(page->sourceEditor()->text().contains(QStringLiteral("typed")));
    }

    void screenshotsOfEveryPage()
    {
        const QString folder = QStringLiteral(SW_BINARY_DIR "/screenshots");
        QDir().mkpath(folder);
        for (const FileKind &kind : fileKinds()) {
            EditorPage *page = m_window->editorArea()->openFile(m_skill + QLatin1Char('/') + kind.relative);
            verifyFillsTab(page, kind.name);
            QTest::qWait(50); // the last repaint before grabbing
            const QImage shot = m_window->grab().toImage();
            QVERIFY(shot.save(folder + QStringLiteral("/filepage-%1.png").arg(QLatin1String(kind.name))));
        }
    }
};

QTEST_MAIN(TestFilePages)
#include "tst_filepages.moc"
