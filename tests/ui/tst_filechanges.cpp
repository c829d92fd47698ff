// A file changed or deleted on disk while it is open: the prompt's default keeps the user's edits, the diff shows
// them first with colours and the files' own line numbers, and a deleted file says so, counts as unsaved and
// offers Save to Recreate or Close; a file recreated by another program is picked up again. After Keep Mine a tab is
// clean only when it equals the disk; recovery copies go as soon as the document equals the disk and belong to the
// instance that wrote them.
#include "editor/diskchangesdialog.h"
#include "editor/editorarea.h"
#include "editor/sourceeditor.h"
#include "editor/textfilepage.h"
#include "testfiles.h"

#include <QApplication>
#include <QLabel>
#include <QLockFile>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextOption>
#include <QTimer>
#include <QtTest>

using namespace sw::ui;

namespace {
void shoot(QWidget *widget, const QString &name)
{
    const QString folder = QStringLiteral(SW_BINARY_DIR "/screenshots");
    QDir().mkpath(folder);
    QVERIFY(widget->grab().save(folder + QLatin1Char('/') + name));
}
const QByteArray kOriginal = "# Guide\n\nline three\nline four\nline five\n";
} // namespace

class TestFileChanges : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_path;

    TextFilePage *openDoc(EditorArea &area)
    {
        area.resize(900, 600);
        area.show();
        auto *page = qobject_cast<TextFilePage *>(area.openFile(m_path));
        return page;
    }

private slots:
    void init()
    {
        qputenv("SW_RECOVERY_DIR", (m_dir.path() + QStringLiteral("/recovery")).toUtf8());
        m_path = m_dir.path() + QStringLiteral("/demo-skill/references/guide.md");
        sw::test::writeSkill(m_dir.path() + QStringLiteral("/demo-skill"), QStringLiteral("demo-skill"),
            QStringLiteral("Demo. Use in tests."));
        sw::test::writeFile(m_path, kOriginal);
    }

    void keepMineThenUndoStaysModified()
    {
        // After Keep Mine the disk has another text: undoing every edit brings back the old disk text, which exists
        // nowhere now, so the tab stays modified (Close and Quit ask).
        EditorArea area;
        area.setExternalChangePolicy([](const QString &) { return ExternalChangeDecision::KeepMine; });
        TextFilePage *page = openDoc(area);
        QVERIFY(page);
        page->sourceEditor()->insertAt(QStringLiteral("mine\n"), page->sourceEditor()->lines() - 1, 0);
        QVERIFY(page->isModified());
        const QByteArray theirs = QByteArray(kOriginal).replace("line three", "line 3");
        sw::test::writeFile(m_path, theirs);
        QTRY_COMPARE(page->session()->diskBytes(), theirs);
        while (page->sourceEditor()->isUndoAvailable())
            page->sourceEditor()->undo();
        QCOMPARE(page->contentBytes(), kOriginal);
        QVERIFY(!page->sourceEditor()->isModified()); // Scintilla's save point: the old disk text
        QVERIFY(page->isModified()); // but not the disk's text
        QVERIFY(area.hasUnsavedChanges());
        auto *tabs = area.findChild<QTabWidget *>(QStringLiteral("editorTabs"));
        QVERIFY(tabs->tabText(tabs->indexOf(page)).endsWith(QStringLiteral("●")));
        // Saved: clean, and the disk has the text.
        QVERIFY(page->save(nullptr));
        QVERIFY(!page->isModified());
        QCOMPARE(sw::test::readFile(m_path), kOriginal);
    }

    void undoneEditLeavesNoRecoveryCopy()
    {
        EditorArea area;
        TextFilePage *page = openDoc(area);
        QVERIFY(page);
        page->sourceEditor()->insertAt(QStringLiteral("unsaved\n"), page->sourceEditor()->lines() - 1, 0);
        page->autosaveNow();
        QVERIFY(QFileInfo::exists(page->session()->recoveryFile()));
        while (page->sourceEditor()->isUndoAvailable())
            page->sourceEditor()->undo();
        QVERIFY(!page->isModified());
        QVERIFY(!QFileInfo::exists(page->session()->recoveryFile())); // gone as soon as it equals the disk
        EditorArea next;
        int offered = 0;
        next.setRecoveryPolicy([&](const QList<RecoveryEntry> &entries) {
            offered += int(entries.size());
            return true;
        });
        QCOMPARE(next.offerRecovery(), 0);
        QCOMPARE(offered, 0);
    }

    void otherInstancesCopiesAreLeftAlone()
    {
        // Another running instance's copy (its lock held) is neither offered nor deleted; once that instance is gone
        // (its lock released) the copy is offered.
        const QString dir = FileSession::recoveryDirectory();
        QDir().mkpath(dir);
        const QString own = FileSession(m_path).recoveryFile();
        QString other = own;
        other.replace(QStringLiteral("-%1.recovery").arg(QCoreApplication::applicationPid()),
            QStringLiteral("-4000001.recovery"));
        QVERIFY(other != own);
        sw::test::writeFile(other, m_path.toUtf8() + "\n# Theirs\n");
        auto lock = std::make_unique<QLockFile>(dir + QStringLiteral("/4000001.lock"));
        lock->setStaleLockTime(0);
        QVERIFY(lock->tryLock(0));
        QStringList offered;
        EditorArea second;
        second.setRecoveryPolicy([&](const QList<RecoveryEntry> &entries) {
            for (const RecoveryEntry &entry : entries)
                offered << entry.recoveryFile;
            return false; // "No" deletes what is offered
        });
        QCOMPARE(second.offerRecovery(), 0);
        QVERIFY(!offered.contains(other));
        QVERIFY(QFileInfo::exists(other));
        lock.reset(); // that instance quit or crashed: its copy is orphaned now
        QCOMPARE(second.offerRecovery(), 0);
        QVERIFY(offered.contains(other));
        QVERIFY(!QFileInfo::exists(other));
    }

    void diffShowsWhitespace()
    {
        // A change of trailing spaces or of a tab is a diff row, and the view draws spaces and tabs.
        const QList<LineDiffRow> rows = lineDiffRows(QStringLiteral("a\tb\nc \n"), QStringLiteral("a    b\nc\n"));
        QCOMPARE(
            std::count_if(rows.cbegin(), rows.cend(), [](const LineDiffRow &r) { return r.kind != LineDiffRow::Same; }),
            4);
        DiskChangesDialog dialog(
            QStringLiteral("SKILL.md"), QStringLiteral("a\tb\nc \n"), QStringLiteral("a    b\nc\n"));
        QVERIFY(dialog.view()->document()->defaultTextOption().flags().testFlag(QTextOption::ShowTabsAndSpaces));
    }

    void lineDiffPutsYourLinesFirstWithFileLineNumbers()
    {
        const QString mine = QStringLiteral("a\nmine\nc\nd\n");
        const QString disk = QStringLiteral("a\ntheirs\nc\nnew\nd\n");
        const QList<LineDiffRow> rows = lineDiffRows(mine, disk);
        QCOMPARE(rows.size(), 7);
        QCOMPARE(rows[0].kind, LineDiffRow::Same);
        QCOMPARE(rows[1].kind, LineDiffRow::Mine); // where both changed, your line comes first
        QCOMPARE(rows[1].text, QStringLiteral("mine"));
        QCOMPARE(rows[1].mineLine, 2);
        QCOMPARE(rows[1].diskLine, 0);
        QCOMPARE(rows[2].kind, LineDiffRow::Disk);
        QCOMPARE(rows[2].diskLine, 2);
        QCOMPARE(rows[3].kind, LineDiffRow::Same);
        QCOMPARE(rows[3].mineLine, 3);
        QCOMPARE(rows[3].diskLine, 3);
        QCOMPARE(rows[4].kind, LineDiffRow::Disk);
        QCOMPARE(rows[4].diskLine, 4);
        QCOMPARE(rows[5].mineLine, 4); // "d": line 4 in yours, 5 on disk
        QCOMPARE(rows[5].diskLine, 5);
        QVERIFY(lineDiffRows(mine, mine).isEmpty());
    }

    void promptDefaultsToKeepMine()
    {
        EditorArea area; // no policy: the real prompt
        TextFilePage *page = openDoc(area);
        QVERIFY(page);
        page->sourceEditor()->append(QStringLiteral("my unsaved line\n"));
        QVERIFY(page->isModified());
        QString defaultText;
        QString escapeText;
        bool asked = false;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || asked)
                return;
            asked = true;
            defaultText = box->defaultButton() ? box->defaultButton()->text() : QString();
            escapeText = box->escapeButton() ? qobject_cast<QAbstractButton *>(box->escapeButton())->text() : QString();
            shoot(box, QStringLiteral("filechange-prompt.png"));
            QTest::keyClick(box, Qt::Key_Return); // a reflex Enter
        });
        poll.start();
        sw::test::writeFile(m_path, kOriginal + "changed elsewhere\n");
        QTRY_VERIFY_WITH_TIMEOUT(asked, 5000);
        QCOMPARE(defaultText, QStringLiteral("Keep Mine"));
        QCOMPARE(escapeText, QStringLiteral("Keep Mine"));
        // Enter kept the edits.
        QVERIFY(page->sourceEditor()->text().contains(QStringLiteral("my unsaved line")));
        QVERIFY(!page->sourceEditor()->text().contains(QStringLiteral("changed elsewhere")));
        QVERIFY(page->isModified());
    }

    void diffShowsYourEditsFirstInColour()
    {
        EditorArea area;
        area.setExternalChangePolicy([](const QString &) { return ExternalChangeDecision::ShowDiff; });
        TextFilePage *page = openDoc(area);
        QVERIFY(page);
        // Yours: line 3 edited. Disk: line 3 edited differently and a line added at the top.
        page->sourceEditor()->setText(QStringLiteral("# Guide\n\nline three, mine\nline four\nline five\n"));
        sw::test::writeFile(m_path, "intro\n# Guide\n\nline three, theirs\nline four\nline five\n");
        DiskChangesDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = page->findChild<DiskChangesDialog *>()), 5000);
        QVERIFY(dialog->keepMineButton()->isDefault());
        QTRY_VERIFY(dialog->isVisible());
        shoot(dialog, QStringLiteral("filechange-diff.png"));
        QVERIFY(!dialog->reloadButton()->isDefault());
        QTextDocument *document = dialog->view()->document();
        QTextBlock mineRow;
        QTextBlock diskRow;
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
            if (block.text().contains(QStringLiteral("three, mine")))
                mineRow = block;
            if (block.text().contains(QStringLiteral("three, theirs")))
                diskRow = block;
        }
        QVERIFY(mineRow.isValid() && diskRow.isValid());
        QVERIFY(mineRow.blockNumber() < diskRow.blockNumber()); // yours first
        // Line numbers of the files, not of the diff rows: "three, mine" is line 3 of yours; "three, theirs" line 4
        // on disk.
        QVERIFY2(mineRow.text().startsWith(QStringLiteral("3   │ ")), qPrintable(mineRow.text()));
        QVERIFY2(diskRow.text().startsWith(QStringLiteral("  4 │ ")), qPrintable(diskRow.text()));
        // Coloured: removed and added rows have backgrounds, unchanged ones none.
        QVERIFY(mineRow.blockFormat().hasProperty(QTextFormat::BackgroundBrush));
        QVERIFY(diskRow.blockFormat().hasProperty(QTextFormat::BackgroundBrush));
        QVERIFY(mineRow.blockFormat().background().color() != diskRow.blockFormat().background().color());
        QVERIFY(!document->findBlockByNumber(mineRow.blockNumber() - 1)
                     .blockFormat()
                     .hasProperty(QTextFormat::BackgroundBrush));
        // Reload from Disk takes the disk's text (and can be undone).
        dialog->reloadButton()->click();
        QVERIFY(page->sourceEditor()->text().startsWith(QStringLiteral("intro\n")));
        QVERIFY(!page->isModified());
        page->sourceEditor()->undo();
        QVERIFY(page->sourceEditor()->text().contains(QStringLiteral("three, mine")));
    }

    void deletedFileSaysSoAndCanBeRecreated()
    {
        EditorArea area;
        QSignalSpy state(&area, &EditorArea::pageStateChanged);
        TextFilePage *page = openDoc(area);
        QVERIFY(page);
        QVERIFY(!page->isModified());
        auto *bar = page->findChild<QWidget *>(QStringLiteral("removedFromDiskBar"));
        QVERIFY(bar);
        QVERIFY(!bar->isVisible());
        QVERIFY(QFile::remove(m_path));
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 5000);
        // Unsaved now: Save is offered, the tab says so, and the window's actions were told.
        QVERIFY(page->isModified());
        QVERIFY(page->isDeletedOnDisk());
        QVERIFY(!state.isEmpty());
        shoot(&area, QStringLiteral("filechange-deleted.png"));
        const QString title = area.tabs()->tabText(area.tabs()->indexOf(page));
        QVERIFY2(title.contains(QStringLiteral("(deleted)")) && title.endsWith(QStringLiteral("●")), qPrintable(title));
        // Save to Recreate writes the editor's text back.
        page->findChild<QPushButton *>(QStringLiteral("recreateButton"))->click();
        QCOMPARE(sw::test::readFile(m_path), kOriginal);
        QVERIFY(!page->isModified());
        QVERIFY(!bar->isVisible());
        QVERIFY(!area.tabs()->tabText(area.tabs()->indexOf(page)).contains(QStringLiteral("deleted")));
        // Deleted again: the watch still works after the recreation.
        QVERIFY(QFile::remove(m_path));
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 5000);
    }

    void deletedFolderIsRecreatedOnRequest()
    {
        EditorArea area;
        TextFilePage *page = openDoc(area);
        QVERIFY(page);
        page->sourceEditor()->append(QStringLiteral("keep this\n"));
        QVERIFY(QDir(QFileInfo(m_path).absolutePath()).removeRecursively());
        auto *bar = page->findChild<QWidget *>(QStringLiteral("removedFromDiskBar"));
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 5000);
        auto *label = bar->findChild<QLabel *>();
        QVERIFY(label && label->text().contains(QStringLiteral("and its folder")));
        page->findChild<QPushButton *>(QStringLiteral("recreateButton"))->click();
        QVERIFY(sw::test::readFile(m_path).endsWith("keep this\n"));
        QVERIFY(!page->isModified());
    }

    void closeOnADeletedFileAsksOnlyWithEdits()
    {
        EditorArea area;
        int asked = 0;
        area.setUnsavedPolicy([&](const QStringList &) {
            ++asked;
            return UnsavedDecision::Cancel;
        });
        TextFilePage *page = openDoc(area);
        QVERIFY(page);
        QVERIFY(QFile::remove(m_path));
        auto *bar = page->findChild<QWidget *>(QStringLiteral("removedFromDiskBar"));
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 5000);
        page->sourceEditor()->insertAt(QStringLiteral("an edit\n"), 0, 0);
        auto *close = page->findChild<QPushButton *>(QStringLiteral("closeDeletedButton"));
        close->click(); // edits: asked, and Cancel keeps the tab
        QCOMPARE(asked, 1);
        QCOMPARE(area.pages().size(), 1);
        page->sourceEditor()->undo();
        QVERIFY(!page->sourceEditor()->isModified());
        close->click(); // no edits: closes without asking
        QCOMPARE(asked, 1);
        QCOMPARE(area.pages().size(), 0);
    }

    void fileRecreatedElsewhereIsPickedUp()
    {
        EditorArea area;
        TextFilePage *page = openDoc(area);
        QVERIFY(page);
        QVERIFY(QFile::remove(m_path));
        auto *bar = page->findChild<QWidget *>(QStringLiteral("removedFromDiskBar"));
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 5000);
        sw::test::writeFile(m_path, "# Guide, restored by git\n");
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 5000);
        QTRY_COMPARE(page->sourceEditor()->text(), QStringLiteral("# Guide, restored by git\n"));
        QVERIFY(!page->isModified());
    }
};

QTEST_MAIN(TestFileChanges)
#include "tst_filechanges.moc"
