// GUI tests of the Author layout (offscreen): open a fixture root, select a skill, edit it through the form and
// see the source and the diagnostics follow; fixes; atomic save; external changes; undo; recovery; skill files.
#include "catalog/budgetview.h"
#include "catalog/catalogpreview.h"
#include "editor/diagnosticsrunner.h"
#include "editor/editorarea.h"
#include "editor/editorarrangement.h"
#include "editor/frontmatterform.h"
#include "editor/problemsmodel.h"
#include "editor/skillfiles.h"
#include "editor/skillmdeditor.h"
#include "editor/sourceeditor.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "library/skilltreemodel.h"
#include "settings/settings.h"
#include "shell/actionlistmodel.h"
#include "shell/commandpalette.h"
#include "shell/mainwindow.h"
#include "shell/windowactions.h"
#include "testfiles.h"
#include "theme/theme.h"
#include "visibility/visibilityengine.h"

#include <QDirIterator>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

#include <sys/stat.h>

using namespace sw;
using namespace sw::ui;

namespace {
bool copyTree(const QString &from, const QString &to)
{
    QDir().mkpath(to);
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(source);
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (!QFile::copy(source, target))
            return false;
    }
    return true;
}
QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
quint64 inodeOf(const QString &path)
{
    struct stat info
    { };
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? quint64(info.st_ino) : 0;
}
bool hasFix(const ProblemList &problems, FixKind fix)
{
    return std::any_of(problems.cbegin(), problems.cend(), [fix](const Problem &p) { return p.fix == fix; });
}
} // namespace

class TestSkillEditor : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_root;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;

    SkillMdEditor *openSkill(const QString &folder)
    {
        const QString path = m_root + QLatin1Char('/') + folder + QStringLiteral("/SKILL.md");
        // Select it in the library and activate it, as a user would.
        m_window->libraryPanel()->selectPath(path);
        QTreeView *view = m_window->libraryPanel()->view();
        if (view->currentIndex().data(SkillTreeModel::PathRole).toString() != path)
            return nullptr;
        emit view->activated(view->currentIndex());
        return qobject_cast<SkillMdEditor *>(m_window->editorArea()->pageFor(path));
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.path() + QStringLiteral("/skills");
        QVERIFY(copyTree(QStringLiteral(SW_TEST_DATA_DIR "/root"), m_root));
        qputenv("SW_RECOVERY_DIR", (m_dir.path() + QStringLiteral("/recovery")).toUtf8());
        qputenv("XDG_DATA_HOME", (m_dir.path() + QStringLiteral("/xdg")).toUtf8());
        QDir().mkpath(m_dir.path() + QStringLiteral("/xdg"));
        m_settings = std::make_unique<Settings>(m_dir.path() + QStringLiteral("/settings.ini"));
        m_window = std::make_unique<MainWindow>(m_settings.get());
        m_window->editorArea()->setUnsavedPolicy([](const QStringList &) { return UnsavedDecision::Discard; });
        m_window->setMode(Mode::Author);
        m_window->setRoots({ m_root });
        m_window->show();
        // The scan runs on the background pool at low priority: on a loaded 2-core machine it took over 5 s.
        QTRY_COMPARE_WITH_TIMEOUT(m_window->library()->snapshot()->size(), 3, 30000);
        QTRY_VERIFY(m_window->libraryPanel()->model()->rowCount() == 1);
    }

    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
    }

    void modesSwitchDockLayouts()
    {
        QDockWidget *library = m_window->dock(QStringLiteral("libraryDock"));
        QVERIFY(library->isVisible());
        m_window->setMode(Mode::Welcome);
        QVERIFY(!library->isVisible());
        QCOMPARE(m_settings->mode(), int(Mode::Welcome));
        m_window->actions()->modes[int(Mode::Author)]->trigger();
        QCOMPARE(m_window->mode(), Mode::Author);
        QVERIFY(library->isVisible());
        QVERIFY(!m_settings->dockLayout(int(Mode::Welcome)).isEmpty());
    }

    void emptyEditorSaysWhatToDo()
    {
        auto *hint = m_window->editorArea()->findChild<QLabel *>(QStringLiteral("editorEmptyState"));
        auto *tabs = m_window->editorArea()->findChild<QTabWidget *>(QStringLiteral("editorTabs"));
        QVERIFY(hint && tabs);
        QVERIFY(hint->isVisible());
        QVERIFY(!tabs->isVisible());
        QVERIFY(hint->text().contains(QStringLiteral("Library")));
        QVERIFY(openSkill(QStringLiteral("pdf-tools")));
        QVERIFY(!hint->isVisible());
        QVERIFY(tabs->isVisible());
        QVERIFY(m_window->editorArea()->closePage(m_window->editorArea()->currentPage()));
        QVERIFY(hint->isVisible());
        QVERIFY(!tabs->isVisible());
    }

    void formEditUpdatesSourceAndDiagnostics()
    {
        SkillMdEditor *editor = openSkill(QStringLiteral("pdf-tools"));
        QVERIFY(editor);
        QCOMPARE(editor->form()->nameEdit()->text(), QStringLiteral("pdf-tools"));
        // An opened skill's counter is in the normal colour (it starts empty, in the warning colour). The app's
        // style sheet overrides palettes, so the colour is checked where it takes effect: the label's style sheet.
        auto counterColour = [editor] {
            const QString sheet = editor->form()->descriptionCounter()->styleSheet();
            return QColor(sheet.section(QStringLiteral("color:"), 1).section(QLatin1Char(';'), 0, 0).trimmed());
        };
        QCOMPARE(counterColour(), themeColours().muted);
        QTRY_VERIFY(!editor->diagnostics()->isBusy());
        QVERIFY(editor->problems().isEmpty() || !editor->problems().first().rule.startsWith("spec/name"));

        editor->form()->descriptionEdit()->setPlainText(QStringLiteral("Use when: the user has a PDF"));
        QVERIFY(editor->sourceEditor()->text().contains(
            QStringLiteral("description: >-\n  Use when: the user has a PDF\n")));
        // Written as the folded block the quick fix uses: no warning that only a rewrite could fix.
        QTRY_VERIFY(!editor->diagnostics()->isBusy());
        QTRY_VERIFY(std::none_of(editor->problems().cbegin(), editor->problems().cend(), [](const Problem &p) {
            return p.rule.contains(QLatin1String("yaml")) || p.rule.contains(QLatin1String("quote"));
        }));
        QVERIFY(editor->isModified());
        QCOMPARE(editor->form()->descriptionCounter()->text(), QStringLiteral("28 / 1024"));
        QCOMPARE(counterColour(), themeColours().muted);
        editor->form()->descriptionEdit()->setPlainText(QString(1025, QLatin1Char('x')));
        QCOMPARE(editor->form()->descriptionCounter()->text(), QStringLiteral("1025 / 1024"));
        QCOMPARE(counterColour(), themeColours().error);
        editor->form()->descriptionEdit()->setPlainText(QStringLiteral("Use when: the user has a PDF"));
        QCOMPARE(counterColour(), themeColours().muted);

        QLineEdit *name = editor->form()->nameEdit();
        name->setFocus();
        name->end(false);
        QTest::keyClicks(name, QStringLiteral("X"));
        QVERIFY(editor->sourceEditor()->text().contains(QStringLiteral("name: pdf-toolsX\n")));
        // The validator runs off the GUI thread and reports the upper-case name on its line, with a fix.
        const auto lowercase = [](const ProblemList &problems) {
            return std::find_if(problems.cbegin(), problems.cend(),
                [](const Problem &p) { return p.rule == QLatin1String("spec/name-lowercase"); });
        };
        QTRY_VERIFY(lowercase(editor->problems()) != editor->problems().cend());
        QTRY_VERIFY(lowercase(m_window->problemsModel()->problems()) != m_window->problemsModel()->problems().cend());
        QVERIFY(editor->sourceEditor()->markersAtLine(1) != 0);
        const Problem upper = *lowercase(editor->problems());
        QCOMPARE(upper.fixes.size(), 1);
        QCOMPARE(upper.fixes[0].label, QStringLiteral("Rename the skill to 'pdf-toolsx'"));
        QVERIFY(editor->applyFix(upper.fixes[0]));
        QVERIFY(editor->sourceEditor()->text().contains(QStringLiteral("name: pdf-toolsx\n")));
        QCOMPARE(editor->form()->nameEdit()->text(), QStringLiteral("pdf-toolsx"));
    }

    void undoRestoresFormAndSource()
    {
        SkillMdEditor *editor = openSkill(QStringLiteral("weather-lookup"));
        QVERIFY(editor);
        const QString before = editor->sourceEditor()->text();
        const QString description = editor->form()->descriptionEdit()->toPlainText();
        editor->form()->descriptionEdit()->setPlainText(QStringLiteral("Changed"));
        QVERIFY(editor->sourceEditor()->text() != before);
        m_window->actions()->undo->trigger();
        QCOMPARE(editor->sourceEditor()->text(), before);
        QTRY_COMPARE(editor->form()->descriptionEdit()->toPlainText(), description);
        QVERIFY(!editor->isModified());
        m_window->actions()->redo->trigger();
        QTRY_COMPARE(editor->form()->descriptionEdit()->toPlainText(), QStringLiteral("Changed"));
    }

    void quickFixAtTheCursor()
    {
        // Ctrl+. offers the fixes of the problem on the cursor's line; each is one undo step; away from a problem it
        // says there is nothing to fix there.
        SkillMdEditor *editor = openSkill(QStringLiteral("pdf-tools"));
        QVERIFY(editor);
        QTRY_VERIFY(!editor->diagnostics()->isBusy());
        const QString original = editor->sourceEditor()->text();
        QString broken = original;
        const qsizetype at = broken.indexOf(QLatin1String("description: ")) + 13;
        broken.insert(at, QStringLiteral("Use when: "));
        editor->replaceText(broken);
        QTRY_VERIFY(std::any_of(editor->problems().cbegin(), editor->problems().cend(),
            [](const Problem &p) { return p.rule == QLatin1String("spec/yaml-invalid") && p.fixes.size() == 2; }));
        QSignalSpy status(m_window->editorArea(), &EditorArea::statusMessage);
        editor->sourceEditor()->setCursorPosition(0, 0);
        m_window->actions()->quickFix->trigger();
        QCOMPARE(status.size(), 1);
        QCOMPARE(status.takeFirst().at(0).toString(), QStringLiteral("Nothing to fix on line 1"));
        QCOMPARE(editor->sourceEditor()->text(), broken);

        int line = 0;
        for (const Problem &p : editor->problems())
            if (p.rule == QLatin1String("spec/yaml-invalid"))
                line = p.line;
        editor->sourceEditor()->setCursorPosition(line - 1, 3);
        m_window->actions()->quickFix->trigger();
        QMenu *menu = m_window->editorArea()->quickFixMenu();
        QVERIFY(menu);
        QTRY_VERIFY(menu->isVisible());
        QCOMPARE(menu->actions().size(), 2);
        QVERIFY(menu->actions().at(0)->text().startsWith(QStringLiteral("Rewrite without the colon")));
        menu->actions().at(1)->trigger(); // keep the colon: folded block
        menu->hide();
        QVERIFY(editor->sourceEditor()->text().contains(QStringLiteral("description: >-\n  Use when: ")));
        QTRY_VERIFY(std::none_of(editor->problems().cbegin(), editor->problems().cend(),
            [](const Problem &p) { return p.rule.contains(QLatin1String("yaml")); }));
        m_window->actions()->undo->trigger();
        QCOMPARE(editor->sourceEditor()->text(), broken);
        editor->replaceText(original);
    }

    void fixRenamesFolder()
    {
        SkillMdEditor *editor = openSkill(QStringLiteral("misnamed-folder"));
        QVERIFY(editor);
        QTRY_VERIFY(hasFix(editor->problems(), FixKind::RenameFolderToName));
        Problem rename;
        for (const Problem &problem : editor->problems())
            if (problem.fix == FixKind::RenameFolderToName)
                rename = problem;
        QVERIFY(m_window->editorArea()->applyFix(rename));
        QVERIFY(!QFileInfo::exists(m_root + QStringLiteral("/misnamed-folder")));
        QVERIFY(QFileInfo::exists(m_root + QStringLiteral("/folder-mismatch/SKILL.md")));
        QCOMPARE(editor->filePath(), m_root + QStringLiteral("/folder-mismatch/SKILL.md"));
        QTRY_VERIFY(!hasFix(editor->problems(), FixKind::RenameFolderToName));
        // The library follows.
        QTRY_VERIFY(m_window->libraryPanel()->model()->indexForPath(editor->filePath()).isValid());
    }

    void invalidNameFixesOfferTheValidName()
    {
        // bad_name: the fix offered is the valid kebab-case name the hint suggests; no folder rename to an invalid
        // name is offered, and nothing is saved behind the user's back.
        SkillMdEditor *editor = openSkill(QStringLiteral("pdf-tools"));
        QVERIFY(editor);
        const QString path = editor->filePath();
        const QByteArray onDisk = readAll(path);
        QString text = editor->sourceEditor()->text();
        text.replace(QStringLiteral("name: pdf-tools\n"), QStringLiteral("name: bad_name\n"));
        editor->replaceText(text);
        QTRY_VERIFY(std::any_of(editor->problems().cbegin(), editor->problems().cend(),
            [](const Problem &p) { return p.rule == QLatin1String("spec/name-invalid-characters"); }));
        QVERIFY(!hasFix(editor->problems(), FixKind::RenameFolderToName));
        QVERIFY(!hasFix(editor->problems(), FixKind::LowercaseName));
        Problem invalid;
        for (const Problem &p : editor->problems()) {
            if (p.rule == QLatin1String("spec/name-invalid-characters"))
                invalid = p;
            if (p.rule == QLatin1String("spec/name-folder-mismatch"))
                QCOMPARE(p.fixHint, QStringLiteral("Set name: pdf-tools"));
        }
        QCOMPARE(invalid.fixHint, QStringLiteral("Use 'bad-name'"));
        QCOMPARE(invalid.fixes.size(), 1);
        QCOMPARE(invalid.fixes[0].label, QStringLiteral("Rename the skill to 'bad-name'"));
        // Ctrl+. on the name's line: one fix, applied as an edit of the buffer, never saved.
        editor->sourceEditor()->setCursorPosition(invalid.line - 1, 0);
        m_window->actions()->quickFix->trigger();
        QVERIFY(editor->sourceEditor()->text().contains(QStringLiteral("name: bad-name\n")));
        QVERIFY(editor->isModified());
        QCOMPARE(readAll(path), onDisk);
        QTRY_VERIFY(std::none_of(editor->problems().cbegin(), editor->problems().cend(),
            [](const Problem &p) { return p.rule == QLatin1String("spec/name-invalid-characters"); }));
        // Now the name is valid and differs from the folder: the rename is offered, but refused while the buffer
        // holds unsaved edits, and nothing is written.
        QTRY_VERIFY(hasFix(editor->problems(), FixKind::RenameFolderToName));
        Problem rename;
        for (const Problem &p : editor->problems())
            for (int i = 0; i < p.fixes.size(); ++i)
                if (p.fixes[i].kind == FixKind::RenameFolderToName)
                    rename = p;
        QSignalSpy errors(m_window->editorArea(), &EditorArea::errorOccurred);
        int index = 0;
        while (rename.fixes[index].kind != FixKind::RenameFolderToName)
            ++index;
        QVERIFY(!m_window->editorArea()->applyFix(rename, index));
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().at(0).toString().contains("Save SKILL.md first"));
        QCOMPARE(readAll(path), onDisk);
        QVERIFY(QFileInfo::exists(path));
        QVERIFY(editor->isModified());
    }

    void unsavedEditsReachVisibilityAndBadges()
    {
        // Like the Catalog and Tokens docks, the visibility matrix (Visibility dock, Budget's "Who lists them") and
        // the Library's badges read the editor's unsaved text, and go back to the file's when it equals the disk.
        auto *engine = m_window->findChild<VisibilityEngine *>(QStringLiteral("visibilityEngine"));
        QVERIFY(engine);
        SkillMdEditor *editor = openSkill(QStringLiteral("pdf-tools"));
        QVERIFY(editor);
        const QString path = editor->filePath();
        const QString folder = QFileInfo(path).absolutePath();
        const auto nameInMatrix = [engine, &path] {
            for (const SkillVisibility &s : engine->matrix()->skills)
                if (s.path == path)
                    return s.name;
            return QString();
        };
        QTRY_COMPARE(nameInMatrix(), QStringLiteral("pdf-tools"));
        QTRY_VERIFY(m_window->library()->figuresReady());
        const int errorsBefore = m_window->library()->figures().value(folder).errors;
        const QString original = editor->sourceEditor()->text();
        QString text = original;
        text.replace(QStringLiteral("name: pdf-tools\n"), QStringLiteral("name: pdf_tools\n"));
        editor->replaceText(text);
        QTRY_COMPARE_WITH_TIMEOUT(nameInMatrix(), QStringLiteral("pdf_tools"), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->library()->figures().value(folder).errors > errorsBefore, 20000);
        QCOMPARE(readAll(path), original.toUtf8()); // nothing saved
        while (editor->sourceEditor()->isUndoAvailable())
            editor->sourceEditor()->undo();
        QCOMPARE(editor->sourceEditor()->text(), original);
        QVERIFY(!editor->isModified());
        QTRY_COMPARE_WITH_TIMEOUT(nameInMatrix(), QStringLiteral("pdf-tools"), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->library()->figures().value(folder).errors, errorsBefore, 20000);
    }

    void saveWritesAtomically()
    {
        SkillMdEditor *editor = openSkill(QStringLiteral("weather-lookup"));
        QVERIFY(editor);
        const QString path = editor->filePath();
        const quint64 inodeBefore = inodeOf(path);
        editor->form()->descriptionEdit()->setPlainText(QStringLiteral("Saved description"));
        m_window->actions()->save->trigger();
        QVERIFY(!editor->isModified());
        const QByteArray disk = readAll(path);
        QCOMPARE(disk, editor->sourceEditor()->text().toUtf8());
        QVERIFY(disk.contains("description: Saved description\n"));
        // Written to a temporary file and renamed over the original: a new inode, no leftovers.
        QVERIFY(inodeOf(path) != inodeBefore);
        QCOMPARE(
            QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files), QStringList { QStringLiteral("SKILL.md") });
    }

    void externalChangePrompts()
    {
        int asked = 0;
        ExternalChangeDecision answer = ExternalChangeDecision::KeepMine;
        m_window->editorArea()->setExternalChangePolicy([&](const QString &) {
            ++asked;
            return answer;
        });
        SkillMdEditor *editor = openSkill(QStringLiteral("pdf-tools"));
        QVERIFY(editor);
        const QString path = editor->filePath();
        // Unmodified: reloads without asking.
        sw::test::writeFile(path, readAll(path).replace("# PDF tools", "# PDF tools v2"));
        QTRY_VERIFY(editor->sourceEditor()->text().contains(QStringLiteral("# PDF tools v2")));
        QCOMPARE(asked, 0);
        // Modified: asks; "keep mine" keeps the edits.
        editor->form()->descriptionEdit()->setPlainText(QStringLiteral("Mine"));
        sw::test::writeFile(path, readAll(path).replace("# PDF tools v2", "# PDF tools v3"));
        QTRY_COMPARE(asked, 1);
        QVERIFY(editor->sourceEditor()->text().contains(QStringLiteral("description: Mine")));
        QVERIFY(!editor->sourceEditor()->text().contains(QStringLiteral("v3")));
        // "Reload" takes the disk version.
        answer = ExternalChangeDecision::Reload;
        sw::test::writeFile(path, readAll(path).replace("# PDF tools v3", "# PDF tools v4"));
        QTRY_COMPARE(asked, 2);
        QTRY_VERIFY(editor->sourceEditor()->text().contains(QStringLiteral("# PDF tools v4")));
        QVERIFY(!editor->isModified());
    }

    void autosaveAndRecovery()
    {
        SkillMdEditor *editor = openSkill(QStringLiteral("weather-lookup"));
        QVERIFY(editor);
        const QString path = editor->filePath();
        editor->form()->descriptionEdit()->setPlainText(QStringLiteral("Unsaved work"));
        editor->autosaveNow();
        QVERIFY(QFileInfo::exists(editor->session()->recoveryFile()));
        const QString unsaved = editor->sourceEditor()->text();
        EditorArea second;
        int offered = 0;
        second.setRecoveryPolicy([&](const QList<RecoveryEntry> &entries) {
            offered = int(entries.size());
            return true;
        });
        QCOMPARE(second.offerRecovery(), 1);
        QCOMPARE(offered, 1);
        auto *restored = qobject_cast<SkillMdEditor *>(second.pageFor(path));
        QVERIFY(restored);
        QCOMPARE(restored->sourceEditor()->text(), unsaved);
        QVERIFY(restored->isModified());
        // Saving clears the recovery copy.
        QVERIFY(restored->save(nullptr));
        QVERIFY(!QFileInfo::exists(restored->session()->recoveryFile()));
    }

    void skillFileOperations()
    {
        QString skillMd;
        QCOMPARE(createSkillFromTemplate(m_root, QStringLiteral("with-scripts"), QStringLiteral("csv-report"),
                     QStringLiteral("Summarise a CSV file. Use when: a CSV is attached."), &skillMd),
            QString());
        const QByteArray text = readAll(skillMd);
        QVERIFY(text.contains("name: csv-report\n"));
        QVERIFY(text.contains("description: >-\n  Summarise a CSV file. Use when: a CSV is attached.\n"));
        QVERIFY(QFileInfo(m_root + QStringLiteral("/csv-report/scripts/run.sh")).isExecutable());
        QVERIFY(!createSkillFromTemplate(m_root, QStringLiteral("minimal"), QStringLiteral("Bad Name"), {}, nullptr)
                     .isEmpty());
        QString copy;
        QCOMPARE(
            duplicateSkill(m_root + QStringLiteral("/csv-report"), QStringLiteral("csv-report-2"), &copy), QString());
        QVERIFY(readAll(copy + QStringLiteral("/SKILL.md")).contains("name: csv-report-2\n"));
        QString renamed;
        QCOMPARE(renameSkill(copy, QStringLiteral("csv-summary"), &renamed), QString());
        QVERIFY(readAll(renamed + QStringLiteral("/SKILL.md")).contains("name: csv-summary\n"));
        QCOMPARE(moveSkillToTrash(renamed), QString());
        QVERIFY(!QFileInfo::exists(renamed));
        m_window->library()->refresh();
        QTRY_COMPARE(m_window->library()->snapshot()->size(), 4);
    }

    void closePromptNamesTheSkills()
    {
        QList<QStringList> asked;
        m_window->editorArea()->setUnsavedPolicy([&](const QStringList &files) {
            asked.append(files);
            return UnsavedDecision::Cancel;
        });
        SkillMdEditor *weather = openSkill(QStringLiteral("weather-lookup"));
        SkillMdEditor *pdf = openSkill(QStringLiteral("pdf-tools"));
        QVERIFY(weather && pdf);
        weather->form()->descriptionEdit()->setPlainText(QStringLiteral("Edited weather"));
        // Closing one tab names its skill, not just "SKILL.md".
        QVERIFY(!m_window->editorArea()->closePage(weather));
        QCOMPARE(asked.value(0), QStringList { QStringLiteral("weather-lookup/SKILL.md") });
        // Quitting with two edited skills names both; Cancel keeps the window and the edits.
        pdf->form()->descriptionEdit()->setPlainText(QStringLiteral("Edited pdf"));
        QVERIFY(!m_window->close());
        QCOMPARE(asked.value(1),
            (QStringList { QStringLiteral("weather-lookup/SKILL.md"), QStringLiteral("pdf-tools/SKILL.md") }));
        QVERIFY(weather->isModified() && pdf->isModified());
        QCOMPARE(EditorArea::unsavedQuestion(asked.value(0)),
            QStringLiteral("Save the changes to weather-lookup/SKILL.md?"));
        QVERIFY(EditorArea::unsavedQuestion(asked.value(1)).contains(QStringLiteral("pdf-tools/SKILL.md")));
        // A doc of a skill is named by its skill too.
        QCOMPARE(EditorArea::displayName(m_root + QStringLiteral("/pdf-tools/references/forms.md")),
            QStringLiteral("pdf-tools/references/forms.md"));
        m_window->editorArea()->setUnsavedPolicy([](const QStringList &) { return UnsavedDecision::Discard; });
    }

    void budgetFollowsUnsavedEditsLikeCatalogAndStatusBar()
    {
        SkillMdEditor *editor = openSkill(QStringLiteral("weather-lookup"));
        QVERIFY(editor);
        auto settled = [this] {
            return !m_window->catalogPreview()->isBusy() && !m_window->budgetView()->isBusy()
                && m_window->budgetView()->report().catalogTokens > 0;
        };
        QTRY_VERIFY_WITH_TIMEOUT(settled(), 20000);
        QCOMPARE(m_window->budgetView()->report().catalogTokens, m_window->catalogPreview()->result().tokens);
        const int before = m_window->catalogPreview()->result().tokens;
        editor->form()->descriptionEdit()->setPlainText(
            QStringLiteral("Looks up the weather for any city in the world, with forecasts. Use when the user asks "
                           "about rain, sun, wind or temperatures anywhere."));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->catalogPreview()->result().tokens != before, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(settled(), 20000);
        // One figure everywhere: the Budget dock, the Catalog dock and the status bar (unsaved edit included).
        const int catalog = m_window->catalogPreview()->result().tokens;
        QCOMPARE(m_window->budgetView()->report().catalogTokens, catalog);
        auto *status = m_window->findChild<QLabel *>(QStringLiteral("statusCatalog"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QLocale().toString(catalog)), qPrintable(status->text()));
        QVERIFY(status->text().contains(m_window->budgetView()->report().dialect));
        // Closing without saving brings both back to the file's figure.
        QVERIFY(m_window->editorArea()->closePage(editor)); // the test's policy discards
        QTRY_VERIFY_WITH_TIMEOUT(m_window->catalogPreview()->result().tokens == before, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(settled() && m_window->budgetView()->report().catalogTokens == before, 20000);
    }

    void editorArrangementIsSharedAndRemembered()
    {
        SkillMdEditor *first = openSkill(QStringLiteral("weather-lookup"));
        SkillMdEditor *second = openSkill(QStringLiteral("pdf-tools"));
        QVERIFY(first && second);
        WindowActions *actions = m_window->actions();
        QVERIFY(actions->showForm->isChecked() && actions->togglePreview->isChecked()
            && actions->previewBeside->isChecked());
        // The shortcut stacks the preview below the source, on every SKILL.md page.
        QCOMPARE(actions->previewBelow->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_V));
        actions->previewBelow->trigger();
        for (SkillMdEditor *editor : { first, second }) {
            QVERIFY(editor->arrangement().previewBelow);
            QCOMPARE(editor->arrangementSplitter()->orientation(), Qt::Vertical);
        }
        // The page's own bar: collapsing the form there collapses it everywhere and checks the menu.
        auto *formButton = second->findChild<QToolButton *>(QStringLiteral("showFormButton"));
        QVERIFY(formButton && formButton->isChecked());
        formButton->click();
        QVERIFY(!first->arrangement().formVisible);
        QVERIFY(!first->findChild<QWidget *>(QStringLiteral("frontmatterFormArea"))->isVisibleTo(first));
        QVERIFY(!actions->showForm->isChecked());
        QVERIFY(actions->previewBelow->isChecked());
        // Hiding the preview (Ctrl+Alt+P) keeps the source.
        actions->togglePreview->trigger();
        QVERIFY(!first->preview()->isVisibleTo(first));
        QVERIFY(first->sourceEditor()->isVisibleTo(first));
        actions->togglePreview->trigger();
        // Remembered: a new window on the same settings arranges its pages the same way, menu included.
        m_window.reset();
        m_window = std::make_unique<MainWindow>(m_settings.get());
        m_window->editorArea()->setUnsavedPolicy([](const QStringList &) { return UnsavedDecision::Discard; });
        m_window->setMode(Mode::Author);
        m_window->setRoots({ m_root });
        m_window->show();
        QTRY_COMPARE(m_window->library()->snapshot()->size(), 3);
        auto *reopened = qobject_cast<SkillMdEditor *>(
            m_window->editorArea()->openFile(m_root + QStringLiteral("/pdf-tools/SKILL.md")));
        QVERIFY(reopened);
        QCOMPARE(reopened->arrangement(), (EditorArrangement { false, true, true }));
        QVERIFY(m_window->actions()->previewBelow->isChecked());
        QVERIFY(!m_window->actions()->showForm->isChecked());
        // Beside again, from the menu.
        m_window->actions()->previewBeside->trigger();
        QCOMPARE(reopened->arrangementSplitter()->orientation(), Qt::Horizontal);
        QVERIFY(!m_settings->editorPreviewBelow());
    }

    // Ctrl+G asks for a line (the cursor's first, bounded by the file) and puts the cursor there.
    // Opening what is not a file says what it is instead ("… is not a file." for a path that does not exist).
    void openingWhatIsNotAFileSaysWhy()
    {
        QSignalSpy errors(m_window->editorArea(), &EditorArea::errorOccurred);
        QTemporaryDir dir;
        QVERIFY(!m_window->editorArea()->openFile(dir.filePath(QStringLiteral("missing.md"))));
        QVERIFY(!m_window->editorArea()->openFile(dir.path()));
        QCOMPARE(errors.size(), 2);
        QVERIFY2(errors.at(0).at(0).toString().endsWith(QStringLiteral("missing.md does not exist.")),
            qPrintable(errors.at(0).at(0).toString()));
        QVERIFY2(errors.at(1).at(0).toString().contains(QStringLiteral("is a folder: open it as a skill root")),
            qPrintable(errors.at(1).at(0).toString()));
    }

    void goToLineFromTheKeyboard()
    {
        SkillMdEditor *editor = openSkill(QStringLiteral("pdf-tools"));
        QVERIFY(editor);
        SourceEditor *source = editor->sourceEditor();
        source->setText(source->text() + QStringLiteral("\nmore\nlines\nat\nthe\nend\n"));
        const int last = source->lines();
        QVERIFY(last >= 8);
        source->setCursorPosition(2, 0);
        QVERIFY(m_window->actions()->goToLine->isEnabled());
        QCOMPARE(m_window->actions()->goToLine->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        source->setFocus();
        int offered = -1;
        int maximum = -1;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            offered = dialog->intValue();
            maximum = dialog->intMaximum();
            dialog->setIntValue(last - 1);
            dialog->accept();
        });
        QTest::keyClick(source, Qt::Key_G, Qt::ControlModifier);
        QCOMPARE(offered, 3); // the cursor's line, 1-based
        QCOMPARE(maximum, last);
        int line = -1;
        int index = -1;
        source->getCursorPosition(&line, &index);
        QCOMPARE(line, last - 2);
        QCOMPARE(index, 0);
        QVERIFY(m_window->editorArea()->goToLine(1));
        source->getCursorPosition(&line, &index);
        QCOMPARE(line, 0);
    }

    void commandPaletteRunsActions()
    {
        SkillMdEditor *editor = openSkill(QStringLiteral("pdf-tools"));
        QVERIFY(editor);
        CommandPalette *palette = m_window->actions()->palette();
        // Nothing to save yet: Save All is listed greyed, with its shortcut, and cannot be chosen.
        QVERIFY(!m_window->actions()->saveAll->isEnabled());
        palette->popup();
        QTest::keyClicks(palette->filterEdit(), QStringLiteral("save all"));
        QCOMPARE(palette->proxy()->rowCount(), 1);
        const QModelIndex row = palette->proxy()->index(0, 0);
        QVERIFY(!row.flags().testFlag(Qt::ItemIsEnabled));
        QCOMPARE(row.data(ActionListModel::ShortcutRole).toString(),
            m_window->actions()->saveAll->shortcut().toString(QKeySequence::NativeText));
        QCOMPARE(palette->currentRow(), -1);
        QTest::keyClick(palette->filterEdit(), Qt::Key_Down); // nothing to move to
        QCOMPARE(palette->currentRow(), -1);
        QTest::keyClick(palette->filterEdit(), Qt::Key_Return);
        QVERIFY(palette->isVisible()); // stays open: the greyed row says why nothing ran
        palette->hide();
        // The arrow keys step over what cannot run.
        palette->popup();
        QTest::keyClicks(palette->filterEdit(), QStringLiteral("file "));
        int greyed = 0;
        for (int i = 0; i < palette->proxy()->rowCount(); ++i)
            greyed += !palette->proxy()->index(i, 0).flags().testFlag(Qt::ItemIsEnabled);
        QVERIFY(greyed >= 2); // Save and Save All
        QVERIFY(palette->proxy()->rowCount() > greyed);
        for (int i = 0; i < palette->proxy()->rowCount(); ++i) {
            QTest::keyClick(palette->filterEdit(), Qt::Key_Down);
            QVERIFY(palette->currentRow() >= 0);
            QVERIFY(palette->proxy()->index(palette->currentRow(), 0).flags().testFlag(Qt::ItemIsEnabled));
        }
        palette->hide();
        editor->form()->descriptionEdit()->setPlainText(QStringLiteral("From the palette"));
        QVERIFY(m_window->actions()->saveAll->isEnabled());
        palette->popup();
        QTest::keyClicks(palette->filterEdit(), QStringLiteral("save all"));
        QCOMPARE(palette->proxy()->rowCount(), 1);
        QCOMPARE(palette->currentRow(), 0);
        QTest::keyClick(palette->filterEdit(), Qt::Key_Return);
        QVERIFY(!palette->isVisible());
        QVERIFY(!editor->isModified());
        QVERIFY(readAll(editor->filePath()).contains("From the palette"));
    }
};

QTEST_MAIN(TestSkillEditor)
#include "tst_skilleditor.moc"
