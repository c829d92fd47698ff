// Skill operations in an offscreen window: rename (F2), duplicate, move to trash and import touch only the files
// they concern (an unsaved edit in another skill is never written, in either order), ask about unsaved edits in the
// skill concerned (save, keep and carry them to the renamed paths, discard, cancel), and open tabs follow a rename.
// Import conflicts: overwrite (the old folder to the trash), import as a copy, cancel, another root. The Skill menu,
// New Doc in the open tab's skill, file dialogs that remember their folder.
#include "editor/editorarea.h"
#include "editor/frontmatterform.h"
#include "editor/skillmdeditor.h"
#include "editor/sourceeditor.h"
#include "editor/textfilepage.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "preview/filepreview.h"
#include "runs/runspanel.h"
#include "settings/filedialogs.h"
#include "settings/settings.h"
#include "shell/importconflictdialog.h"
#include "shell/mainwindow.h"
#include "shell/skillcommands.h"
#include "shell/skillnamedialog.h"
#include "shell/skillpackages.h"
#include "shell/windowactions.h"
#include "testfiles.h"
#include "theme/theme.h"

#include "archive/skillpackage.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTimer>
#include <QTranslator>
#include <QTreeView>
#include <QtTest>

using namespace sw;
using namespace sw::ui;

namespace {
QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
QStringList menuTexts(QMenu *menu)
{
    QStringList texts;
    for (QAction *action : menu->actions())
        if (!action->isSeparator())
            texts << action->text().remove(QLatin1Char('&'));
    return texts;
}
} // namespace

class TestSkillCommands : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_root;
    QString m_other; // a second root
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_warnings;
    QStringList m_externalPrompts; // "changed on disk" questions asked (must stay empty)
    QString m_nextName; // the answer to the next name prompt
    SkillEditsDecision m_nextDecision = SkillEditsDecision::Cancel;
    QStringList m_askedFiles; // the files the last unsaved-edits question named
    int m_unsavedQuestions = 0;
    std::unique_ptr<QTranslator> m_translator; // the screenshots' language, installed before the window is built

    QString folder(const QString &name) const { return m_root + QLatin1Char('/') + name; }
    SkillCommands *commands() const { return m_window->skillCommands(); }
    SkillMdEditor *open(const QString &name)
    {
        return qobject_cast<SkillMdEditor *>(
            m_window->editorArea()->openFile(folder(name) + QStringLiteral("/SKILL.md")));
    }
    TextFilePage *openDoc(const QString &name)
    {
        return qobject_cast<TextFilePage *>(
            m_window->editorArea()->openFile(folder(name) + QStringLiteral("/references/notes.md")));
    }
    // An unsaved edit in a skill's SKILL.md (through the form) and in its doc.
    void editUnsaved(SkillMdEditor *skill, TextFilePage *doc, const QString &text)
    {
        skill->form()->descriptionEdit()->setPlainText(text);
        QTRY_VERIFY(skill->isModified());
        doc->sourceEditor()->append(QStringLiteral("\nunsaved ") + text + QLatin1Char('\n'));
        QVERIFY(doc->isModified());
    }
    void waitForSkills(int count) { QTRY_COMPARE_WITH_TIMEOUT(m_window->library()->snapshot()->size(), count, 10000); }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.filePath(QStringLiteral("skills"));
        m_other = m_dir.filePath(QStringLiteral("other/skills"));
        for (const char *name : { "alpha", "beta" }) {
            const QString n = QLatin1String(name);
            test::writeSkill(folder(n), n, QStringLiteral("The %1 skill. Use it when asked about %1.").arg(n));
            test::writeFile(folder(n) + QStringLiteral("/references/notes.md"), "# Notes\n\nOn disk.\n");
        }
        QVERIFY(QDir().mkpath(m_other));
        qputenv("SW_RECOVERY_DIR", m_dir.filePath(QStringLiteral("recovery")).toUtf8());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("xdg")).toUtf8()); // the trash
        QDir().mkpath(m_dir.filePath(QStringLiteral("xdg")));
        if (QTest::currentTestFunction() == QByteArray("screenshotsOfTheQuestions")
            && QTest::currentDataTag() == QByteArray("zh_CN")) {
            m_translator = std::make_unique<QTranslator>();
            QVERIFY(m_translator->load(QStringLiteral(":/i18n/skillworkbench_zh_CN.qm")));
            QCoreApplication::installTranslator(m_translator.get());
        }
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_window = std::make_unique<MainWindow>(m_settings.get());
        m_window->editorArea()->setUnsavedPolicy([](const QStringList &) { return UnsavedDecision::Discard; });
        m_window->editorArea()->setExternalChangePolicy([this](const QString &path) {
            m_externalPrompts << path;
            return ExternalChangeDecision::KeepMine;
        });
        m_warnings.clear();
        m_externalPrompts.clear();
        m_unsavedQuestions = 0;
        SkillCommandPrompts prompts;
        prompts.name = [this](const QString &, const QString &) { return m_nextName; };
        prompts.confirm = [](const QString &) { return true; };
        prompts.warn = [this](const QString &, const QString &message) { m_warnings << message; };
        prompts.unsavedEdits = [this](SkillOperation, const QString &, const QStringList &files) {
            ++m_unsavedQuestions;
            m_askedFiles = files;
            return m_nextDecision;
        };
        commands()->setPrompts(prompts);
        m_window->setMode(Mode::Author);
        m_window->setRoots({ m_root, m_other });
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        waitForSkills(2);
    }

    void cleanup()
    {
        setFileDialogResponder({});
        m_window.reset();
        m_settings.reset();
        if (m_translator)
            QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
    }

    void renameLeavesAnotherSkillsUnsavedEdits_data()
    {
        QTest::addColumn<QString>("edited");
        QTest::addColumn<QString>("renamed");
        QTest::newRow("edit alpha, rename beta") << "alpha"
                                                 << "beta";
        QTest::newRow("edit beta, rename alpha") << "beta"
                                                 << "alpha";
    }

    void renameLeavesAnotherSkillsUnsavedEdits()
    {
        QFETCH(QString, edited);
        QFETCH(QString, renamed);
        SkillMdEditor *skill = open(edited);
        TextFilePage *doc = openDoc(edited);
        QVERIFY(skill && doc);
        const QByteArray skillOnDisk = readAll(skill->filePath());
        const QByteArray docOnDisk = readAll(doc->filePath());
        editUnsaved(skill, doc, QStringLiteral("Edited, not saved."));

        m_nextName = renamed + QStringLiteral("-renamed");
        commands()->run(SkillCommand::Rename, folder(renamed));
        QVERIFY2(m_warnings.isEmpty(), qPrintable(m_warnings.join('\n')));
        QCOMPARE(m_unsavedQuestions, 0); // nothing to ask: the renamed skill has no unsaved edits
        QVERIFY(QFileInfo::exists(folder(m_nextName) + QStringLiteral("/SKILL.md")));
        QVERIFY(readAll(folder(m_nextName) + QStringLiteral("/SKILL.md")).contains("name: " + m_nextName.toUtf8()));
        // The other skill: files on disk unchanged, its editors still hold the unsaved edits.
        QCOMPARE(readAll(folder(edited) + QStringLiteral("/SKILL.md")), skillOnDisk);
        QCOMPARE(readAll(folder(edited) + QStringLiteral("/references/notes.md")), docOnDisk);
        QVERIFY(skill->isModified());
        QVERIFY(doc->isModified());
        QVERIFY(skill->sourceEditor()->text().contains(QStringLiteral("Edited, not saved.")));
        // Duplicate and trash of the renamed one leave it alone as well.
        m_nextName = QStringLiteral("copy-of-it");
        commands()->run(SkillCommand::Duplicate, folder(renamed + QStringLiteral("-renamed")));
        QVERIFY(QFileInfo::exists(folder(QStringLiteral("copy-of-it")) + QStringLiteral("/SKILL.md")));
        commands()->run(SkillCommand::Delete, folder(QStringLiteral("copy-of-it")));
        QVERIFY(!QFileInfo::exists(folder(QStringLiteral("copy-of-it"))));
        QCOMPARE(readAll(folder(edited) + QStringLiteral("/SKILL.md")), skillOnDisk);
        QCOMPARE(readAll(folder(edited) + QStringLiteral("/references/notes.md")), docOnDisk);
        QVERIFY(skill->isModified() && doc->isModified());
        QVERIFY(m_externalPrompts.isEmpty());
    }

    void renameAsksAboutItsOwnUnsavedEdits_data()
    {
        QTest::addColumn<int>("decision");
        QTest::newRow("cancel") << int(SkillEditsDecision::Cancel);
        QTest::newRow("save") << int(SkillEditsDecision::Save);
        QTest::newRow("keep") << int(SkillEditsDecision::Keep);
        QTest::newRow("discard") << int(SkillEditsDecision::Discard);
    }

    void renameAsksAboutItsOwnUnsavedEdits()
    {
        QFETCH(int, decision);
        SkillMdEditor *skill = open(QStringLiteral("alpha"));
        TextFilePage *doc = openDoc(QStringLiteral("alpha"));
        SkillMdEditor *other = open(QStringLiteral("beta"));
        QVERIFY(skill && doc && other);
        other->form()->descriptionEdit()->setPlainText(QStringLiteral("Beta's own unsaved edit."));
        QTRY_VERIFY(other->isModified());
        const QByteArray betaOnDisk = readAll(other->filePath());
        const QByteArray docOnDisk = readAll(doc->filePath());
        editUnsaved(skill, doc, QStringLiteral("Alpha edited."));
        m_nextDecision = SkillEditsDecision(decision);
        m_nextName = QStringLiteral("gamma");
        commands()->run(SkillCommand::Rename, folder(QStringLiteral("alpha")));
        QCOMPARE(m_unsavedQuestions, 1);
        QCOMPARE(m_askedFiles,
            QStringList({ QStringLiteral("alpha/SKILL.md"), QStringLiteral("alpha/references/notes.md") }));
        // Never the other skill's file.
        QCOMPARE(readAll(other->filePath()), betaOnDisk);
        QVERIFY(other->isModified());

        const QString gamma = folder(QStringLiteral("gamma"));
        switch (SkillEditsDecision(decision)) {
        case SkillEditsDecision::Cancel:
            QVERIFY(QFileInfo::exists(folder(QStringLiteral("alpha"))));
            QVERIFY(!QFileInfo::exists(gamma));
            QVERIFY(skill->isModified() && doc->isModified());
            QCOMPARE(skill->filePath(), folder(QStringLiteral("alpha")) + QStringLiteral("/SKILL.md"));
            return;
        case SkillEditsDecision::Save:
            QVERIFY(!skill->isModified() && !doc->isModified());
            QVERIFY(readAll(gamma + QStringLiteral("/SKILL.md")).contains("Alpha edited."));
            QVERIFY(readAll(gamma + QStringLiteral("/SKILL.md")).contains("name: gamma\n"));
            QVERIFY(readAll(gamma + QStringLiteral("/references/notes.md")).contains("unsaved Alpha edited."));
            break;
        case SkillEditsDecision::Keep: {
            // Carried over: the tabs moved with their edits; disk has the saved text with the new name only.
            QVERIFY(skill->isModified() && doc->isModified());
            const QByteArray disk = readAll(gamma + QStringLiteral("/SKILL.md"));
            QVERIFY(disk.contains("name: gamma\n"));
            QVERIFY(!disk.contains("Alpha edited."));
            QCOMPARE(readAll(gamma + QStringLiteral("/references/notes.md")), docOnDisk);
            QVERIFY(skill->sourceEditor()->text().contains(QStringLiteral("Alpha edited.")));
            QVERIFY(skill->sourceEditor()->text().contains(QStringLiteral("name: gamma\n")));
            QVERIFY(doc->sourceEditor()->text().contains(QStringLiteral("unsaved Alpha edited.")));
            // Saving now writes the edits to the new paths.
            QVERIFY(m_window->editorArea()->saveAll());
            QVERIFY(readAll(gamma + QStringLiteral("/SKILL.md")).contains("Alpha edited."));
            QVERIFY(readAll(gamma + QStringLiteral("/references/notes.md")).contains("unsaved Alpha edited."));
            break;
        }
        case SkillEditsDecision::Discard:
            QVERIFY(!skill->isModified() && !doc->isModified());
            QVERIFY(!skill->sourceEditor()->text().contains(QStringLiteral("Alpha edited.")));
            QVERIFY(skill->sourceEditor()->text().contains(QStringLiteral("name: gamma\n")));
            QCOMPARE(readAll(gamma + QStringLiteral("/references/notes.md")), docOnDisk);
            break;
        }
        // The tabs follow the rename.
        QVERIFY(!QFileInfo::exists(folder(QStringLiteral("alpha"))));
        QCOMPARE(skill->filePath(), gamma + QStringLiteral("/SKILL.md"));
        QCOMPARE(doc->filePath(), gamma + QStringLiteral("/references/notes.md"));
        QTabWidget *tabs = m_window->editorArea()->tabs();
        QVERIFY(tabs->tabText(tabs->indexOf(skill)).startsWith(QStringLiteral("gamma/SKILL.md")));
        QVERIFY(m_externalPrompts.isEmpty()); // no "changed on disk" question for our own rename
        // The Library shows and selects the renamed skill.
        QTRY_COMPARE_WITH_TIMEOUT(m_window->libraryPanel()->selectedSkillFolder(), gamma, 10000);
    }

    void duplicateExportAndTrashAskOrSay()
    {
        SkillMdEditor *skill = open(QStringLiteral("alpha"));
        QVERIFY(skill);
        skill->form()->descriptionEdit()->setPlainText(QStringLiteral("Not saved yet."));
        QTRY_VERIFY(skill->isModified());
        // Duplicate: "copy the saved files" leaves the edit unsaved and out of the copy.
        m_nextDecision = SkillEditsDecision::Keep;
        m_nextName = QStringLiteral("alpha-two");
        commands()->run(SkillCommand::Duplicate, folder(QStringLiteral("alpha")));
        QCOMPARE(m_unsavedQuestions, 1);
        QVERIFY(!readAll(folder(QStringLiteral("alpha-two")) + QStringLiteral("/SKILL.md")).contains("Not saved yet."));
        QVERIFY(readAll(folder(QStringLiteral("alpha-two")) + QStringLiteral("/SKILL.md")).contains("name: alpha-two"));
        QVERIFY(skill->isModified());
        // Cancel: nothing.
        m_nextDecision = SkillEditsDecision::Cancel;
        m_nextName = QStringLiteral("alpha-three");
        commands()->run(SkillCommand::Duplicate, folder(QStringLiteral("alpha")));
        QVERIFY(!QFileInfo::exists(folder(QStringLiteral("alpha-three"))));
        // Trash names the unsaved tabs in its question.
        QString question;
        commands()->setConfirmPolicy([&question](const QString &q) {
            question = q;
            return false;
        });
        commands()->run(SkillCommand::Delete, folder(QStringLiteral("alpha")));
        QVERIFY(question.contains(QStringLiteral("alpha/SKILL.md")));
        QVERIFY(QFileInfo::exists(folder(QStringLiteral("alpha"))));
        QVERIFY(skill->isModified());
    }

    void importConflictChoices_data()
    {
        QTest::addColumn<int>("action");
        QTest::addColumn<bool>("otherRoot");
        QTest::newRow("overwrite") << int(ImportChoice::Overwrite) << false;
        QTest::newRow("copy") << int(ImportChoice::Copy) << false;
        QTest::newRow("cancel") << int(ImportChoice::Cancel) << false;
        QTest::newRow("another root") << int(ImportChoice::Import) << true;
    }

    void importConflictChoices()
    {
        QFETCH(int, action);
        QFETCH(bool, otherRoot);
        // A package of beta with a changed description; beta exists in the root.
        QTemporaryDir pack;
        test::writeSkill(pack.filePath(QStringLiteral("beta")), QStringLiteral("beta"),
            QStringLiteral("The packaged beta. Use it when asked."));
        const QString package = m_dir.filePath(QStringLiteral("beta.skill"));
        QVERIFY(packSkillFolder(pack.filePath(QStringLiteral("beta")), package).ok());
        // An unsaved edit elsewhere stays unsaved and unwritten.
        SkillMdEditor *alpha = open(QStringLiteral("alpha"));
        alpha->form()->descriptionEdit()->setPlainText(QStringLiteral("Alpha, unsaved."));
        QTRY_VERIFY(alpha->isModified());
        const QByteArray alphaOnDisk = readAll(alpha->filePath());
        SkillMdEditor *beta = open(QStringLiteral("beta")); // open, no edits: shows the new files after overwrite
        const QByteArray betaBefore = readAll(folder(QStringLiteral("beta")) + QStringLiteral("/SKILL.md"));

        ImportConflict asked;
        int questions = 0;
        commands()->importer()->setConflictPolicy([&](const ImportConflict &conflict) {
            ++questions;
            asked = conflict;
            return ImportChoice { ImportChoice::Action(action), otherRoot ? m_other : conflict.root };
        });
        QSignalSpy done(commands()->importer(), &SkillPackages::importFinished);
        commands()->importArchives({ package }, m_root);
        QVERIFY(done.wait(20000));
        QCOMPARE(questions, 1);
        QCOMPARE(asked.names, QStringList { QStringLiteral("beta") });
        QCOMPARE(asked.root, m_root);
        QVERIFY(asked.roots.contains(m_other));
        QVERIFY2(m_warnings.isEmpty(), qPrintable(m_warnings.join('\n')));

        const QByteArray betaNow = readAll(folder(QStringLiteral("beta")) + QStringLiteral("/SKILL.md"));
        switch (ImportChoice::Action(action)) {
        case ImportChoice::Overwrite:
            QVERIFY(betaNow.contains("The packaged beta."));
            QVERIFY(!QFileInfo::exists(folder(QStringLiteral("beta")) + QStringLiteral("/references/notes.md")));
            // The old folder is in the trash, the open tab shows the new file.
            QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("xdg/Trash/files/beta/references/notes.md"))));
            QTRY_VERIFY(beta->sourceEditor()->text().contains(QStringLiteral("The packaged beta.")));
            QVERIFY(!beta->isModified());
            break;
        case ImportChoice::Copy:
            QCOMPARE(betaNow, betaBefore);
            QVERIFY(readAll(folder(QStringLiteral("beta-copy")) + QStringLiteral("/SKILL.md"))
                        .contains("name: beta-copy\n"));
            QVERIFY(readAll(folder(QStringLiteral("beta-copy")) + QStringLiteral("/SKILL.md"))
                        .contains("The packaged beta."));
            break;
        case ImportChoice::Cancel:
            QCOMPARE(betaNow, betaBefore);
            QVERIFY(!QFileInfo::exists(folder(QStringLiteral("beta-copy"))));
            break;
        case ImportChoice::Import:
            QCOMPARE(betaNow, betaBefore);
            QVERIFY(readAll(m_other + QStringLiteral("/beta/SKILL.md")).contains("The packaged beta."));
            break;
        }
        QCOMPARE(readAll(alpha->filePath()), alphaOnDisk);
        QVERIFY(alpha->isModified());
        QVERIFY(m_externalPrompts.isEmpty());
        // No staging folders left behind.
        QCOMPARE(QDir(m_root).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).filter(".sw-"),
            QStringList());
    }

    void importConflictDialogOffersWhatApplies()
    {
        test::writeSkill(m_other + QStringLiteral("/beta"), QStringLiteral("beta"), QStringLiteral("x. Use it."));
        ImportConflict conflict;
        conflict.archive = QStringLiteral("/tmp/beta.skill");
        conflict.names = { QStringLiteral("beta") };
        conflict.allNames = { QStringLiteral("beta") };
        conflict.root = m_root;
        conflict.roots = { m_root, m_other, m_dir.filePath(QStringLiteral("empty")) };
        conflict.unsavedFiles = { QStringLiteral("beta/SKILL.md") };
        QDir().mkpath(conflict.roots.last());
        ImportConflictDialog dialog(conflict);
        dialog.show();
        QVERIFY(dialog.messageLabel()->text().contains(QStringLiteral("beta already exists")));
        QVERIFY(!dialog.overwriteButton()->isHidden());
        QCOMPARE(dialog.copyButton()->text(), QStringLiteral("Import as beta-copy"));
        QVERIFY(dialog.importButton()->isHidden());
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("importConflictDetail"))->text().contains("unsaved"));
        // A root without beta: only Import (and Cancel).
        dialog.rootBox()->setCurrentIndex(2);
        QVERIFY(dialog.overwriteButton()->isHidden());
        QVERIFY(dialog.copyButton()->isHidden());
        QVERIFY(!dialog.importButton()->isHidden());
        dialog.importButton()->click();
        QCOMPARE(dialog.choice().action, ImportChoice::Import);
        QCOMPARE(dialog.choice().root, conflict.roots.last());
    }

    void newDocOffersToLinkIt()
    {
        // New Doc asks whether to link the doc from SKILL.md; yes adds the link as an unsaved, undoable edit.
        const QString skillMd = folder(QStringLiteral("beta")) + QStringLiteral("/SKILL.md");
        const QByteArray onDisk = sw::test::readFile(skillMd);
        QString offered;
        SkillCommandPrompts prompts = commands()->prompts();
        prompts.path = [](const QString &, const QString &) { return QStringLiteral("references/linked.md"); };
        prompts.linkNewFile = [&offered](const QString &relative) {
            offered = relative;
            return true;
        };
        commands()->setPrompts(prompts);
        commands()->run(SkillCommand::NewDoc, folder(QStringLiteral("beta")));
        QCOMPARE(offered, QStringLiteral("references/linked.md"));
        auto *editor = qobject_cast<SkillMdEditor *>(m_window->editorArea()->pageFor(skillMd));
        QVERIFY(editor);
        QVERIFY(editor->sourceEditor()->text().endsWith(QStringLiteral("- [linked.md](references/linked.md)\n")));
        QVERIFY(editor->isModified());
        QCOMPARE(sw::test::readFile(skillMd), onDisk); // not saved behind the user's back
        QCOMPARE(m_window->editorArea()->currentPage()->filePath(),
            folder(QStringLiteral("beta")) + QStringLiteral("/references/linked.md"));
        editor->sourceEditor()->undo();
        QVERIFY(!editor->sourceEditor()->text().contains(QStringLiteral("linked.md")));
    }

    void newDocGoesToTheOpenTabsSkill()
    {
        // The Library's selection is alpha, the open tab is beta's doc: New Doc from the menu adds to beta.
        m_window->libraryPanel()->selectPath(folder(QStringLiteral("alpha")));
        openDoc(QStringLiteral("beta"));
        m_window->editorArea()->currentPage()->sourceEditor()->setFocus();
        QString title;
        SkillCommandPrompts prompts = commands()->prompts();
        prompts.path = [&title](const QString &t, const QString &) {
            title = t;
            return QStringLiteral("references/added.md");
        };
        commands()->setPrompts(prompts);
        m_window->actions()->newDoc->trigger();
        QCOMPARE(title, QStringLiteral("New Doc in beta"));
        QVERIFY(QFileInfo::exists(folder(QStringLiteral("beta")) + QStringLiteral("/references/added.md")));
        QVERIFY(!QFileInfo::exists(folder(QStringLiteral("alpha")) + QStringLiteral("/references/added.md")));
        QCOMPARE(m_window->editorArea()->currentPage()->filePath(),
            folder(QStringLiteral("beta")) + QStringLiteral("/references/added.md"));
        // With the focus in the Library, its selection decides.
        m_window->activateWindow(); // focus goes only to an active window (under a real display)
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->libraryPanel()->view()->setFocus();
        QTRY_VERIFY(m_window->libraryPanel()->view()->hasFocus());
        m_window->libraryPanel()->selectPath(folder(QStringLiteral("alpha")));
        QCOMPARE(commands()->contextSkill(), folder(QStringLiteral("alpha")));
    }

    void skillMenuHoldsTheSkillCommands()
    {
        QMenu *skill = nullptr;
        for (QAction *action : m_window->menuBar()->actions())
            if (action->text().remove(QLatin1Char('&')) == QStringLiteral("Skill"))
                skill = action->menu();
        QVERIFY(skill);
        emit skill->aboutToShow();
        const QStringList texts = menuTexts(skill);
        for (const char *wanted : { "New Skill…", "Rename Skill", "Duplicate Skill", "Export Skill",
                 "Import Skill Package…", "Move Skill to Trash", "New Doc", "New Script" })
            QVERIFY2(std::any_of(texts.cbegin(), texts.cend(),
                         [wanted](const QString &t) { return t.startsWith(QString::fromUtf8(wanted)); }),
                qPrintable(QString::fromUtf8(wanted) + QStringLiteral(" not in ") + texts.join(QStringLiteral(" | "))));
        // With a skill open, the commands say which skill they act on.
        open(QStringLiteral("alpha"));
        emit skill->aboutToShow();
        QVERIFY(menuTexts(skill).contains(QStringLiteral("New Doc in alpha…")));
        QVERIFY(menuTexts(skill).contains(QStringLiteral("Rename alpha…")));
        QVERIFY(menuTexts(skill).contains(QStringLiteral("Export alpha…")));
    }

    void fileDialogsRememberTheirFolder()
    {
        QList<FileDialogRequest> requests;
        QStringList answer;
        setFileDialogResponder([&](const FileDialogRequest &request) {
            requests << request;
            return answer;
        });
        // Export: the first dialog opens in the home folder, the next in the folder chosen.
        const QString exports = m_dir.filePath(QStringLiteral("exports"));
        QDir().mkpath(exports);
        answer = { exports + QStringLiteral("/alpha.skill") };
        QSignalSpy exported(commands()->importer(), &SkillPackages::exportFinished);
        commands()->run(SkillCommand::Export, folder(QStringLiteral("alpha")));
        QVERIFY(exported.wait(20000));
        QCOMPARE(exported.first().at(1).toString(), QString());
        QVERIFY(QFileInfo(exports + QStringLiteral("/alpha.skill")).size() > 0);
        QCOMPARE(requests.last().purpose, FolderPurpose::ExportPackage);
        QCOMPARE(QFileInfo(requests.last().start).absolutePath(), QDir::homePath());
        QCOMPARE(m_settings->lastFolder(FolderPurpose::ExportPackage), exports);
        // A skill with eval sets: the package leaves evals/ out, and the export says so instead of dropping it
        // silently.
        QDir().mkpath(folder(QStringLiteral("alpha")) + QStringLiteral("/evals"));
        QFile evals(folder(QStringLiteral("alpha")) + QStringLiteral("/evals/evals.json"));
        QVERIFY(evals.open(QIODevice::WriteOnly));
        evals.write(R"({"skill_name": "alpha", "evals": [{"id": 1, "prompt": "chart"}]})");
        evals.close();
        QStringList warnings;
        commands()->importer()->setWarning([&](const QString &, const QString &message) { warnings << message; });
        answer = { exports + QStringLiteral("/alpha-evals.skill") };
        commands()->run(SkillCommand::Export, folder(QStringLiteral("alpha")));
        QVERIFY(exported.wait(20000));
        QCOMPARE(exported.last().at(1).toString(), QString());
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(QStringLiteral("without its evals/ folder")), qPrintable(warnings.first()));
        commands()->importer()->setWarning(nullptr);
        answer = {};
        commands()->run(SkillCommand::Export, folder(QStringLiteral("beta")));
        QCOMPARE(requests.last().start, exports + QStringLiteral("/beta.skill"));
        // Import has its own folder.
        commands()->run(SkillCommand::Import, {});
        QCOMPARE(requests.last().purpose, FolderPurpose::ImportPackage);
        QCOMPARE(requests.last().start, QDir::homePath());
        // Add Skill Root Folder remembers the folder above the root it added.
        answer = { m_other };
        m_window->libraryPanel()->addFolderAction()->trigger();
        QCOMPARE(requests.last().purpose, FolderPurpose::SkillRoot);
        answer = {};
        m_window->libraryPanel()->addFolderAction()->trigger();
        QCOMPARE(requests.last().start, m_dir.filePath(QStringLiteral("other")));
        // A run's output files remember theirs too.
        const QString output = m_dir.filePath(QStringLiteral("out.txt"));
        test::writeFile(output, "result\n");
        const QString saved = m_dir.filePath(QStringLiteral("saved"));
        QDir().mkpath(saved);
        m_window->runsPanel()->preview()->showFile(output);
        answer = { saved + QStringLiteral("/out.txt") };
        m_window->runsPanel()->preview()->saveAs();
        QCOMPARE(requests.last().purpose, FolderPurpose::OutputFile);
        QCOMPARE(readAll(saved + QStringLiteral("/out.txt")), QByteArray("result\n"));
        answer = {};
        m_window->runsPanel()->preview()->saveAs();
        QCOMPARE(requests.last().start, saved + QStringLiteral("/out.txt"));
        // Persisted through the typed settings.
        QSignalSpy changed(m_settings.get(), &Settings::lastFolderChanged);
        m_settings->setLastFolder(FolderPurpose::Session, m_dir.path());
        QCOMPARE(changed.count(), 1);
        Settings again(m_dir.filePath(QStringLiteral("settings.ini")));
        m_settings->sync();
        QCOMPARE(again.lastFolder(FolderPurpose::Session), m_dir.path());
    }

    void screenshotsOfTheQuestions_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    // Writes <build>/screenshots/skillcommands-*.png: the rename question with unsaved edits, the name dialog, the
    // import conflict, the Skill menu (in English and Chinese), each laid out at its own size hint.
    void screenshotsOfTheQuestions()
    {
        QFETCH(QString, language);
        QCOMPARE(bool(m_translator), !language.isEmpty()); // installed by init(), before the window's menus
        const QString folderName = QStringLiteral(SW_BINARY_DIR "/screenshots");
        QDir().mkpath(folderName);
        const QString suffix = language.isEmpty() ? QStringLiteral("en") : language;
        const auto save = [&](QWidget *widget, const char *name) {
            const QImage image = widget->grab().toImage();
            QVERIFY(!image.isNull());
            QVERIFY(
                image.save(folderName + QStringLiteral("/skillcommands-%1-%2.png").arg(QLatin1String(name), suffix)));
        };
        // The unsaved-edits question, as the rename asks it (no answer set: the real message box).
        SkillMdEditor *skill = open(QStringLiteral("alpha"));
        TextFilePage *doc = openDoc(QStringLiteral("alpha"));
        editUnsaved(skill, doc, QStringLiteral("x"));
        SkillCommandPrompts asked = commands()->prompts();
        asked.unsavedEdits = nullptr; // the real question
        commands()->setPrompts(asked);
        auto *commandsObject = commands();
        QTimer::singleShot(0, this, [&] {
            QWidget *box = QApplication::activeModalWidget();
            QVERIFY(box);
            QCOMPARE(box->objectName(), QStringLiteral("unsavedInSkill"));
            save(box, "rename-unsaved");
            // Cancel: Escape.
            QTest::keyClick(box, Qt::Key_Escape);
        });
        QTimer guard; // never hang on a question that did not come
        guard.setSingleShot(true);
        connect(&guard, &QTimer::timeout, this, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        guard.start(5000);
        m_nextName = QStringLiteral("gamma");
        commandsObject->run(SkillCommand::Rename, folder(QStringLiteral("alpha")));
        guard.stop();
        QVERIFY(QFileInfo::exists(folder(QStringLiteral("alpha")))); // Escape = Cancel
        QVERIFY(skill->isModified());

        // The rename's own title and prompt, in the language under test.
        const auto commandText
            = [](const char *text) { return QCoreApplication::translate("sw::ui::SkillCommands", text); };
        SkillNameDialog name(commandText("Rename Skill %1").arg(QStringLiteral("alpha")),
            commandText("New name of the skill %1 (its folder and its name: field change together):")
                .arg(QStringLiteral("alpha")),
            QStringLiteral("Alpha Two"), m_root, QStringLiteral("alpha"));
        name.adjustSize();
        name.show();
        save(&name, "name-dialog");

        test::writeSkill(m_other + QStringLiteral("/beta"), QStringLiteral("beta"), QStringLiteral("x. Use it."));
        ImportConflict conflict;
        conflict.archive = m_dir.filePath(QStringLiteral("beta.skill"));
        conflict.names = conflict.allNames = { QStringLiteral("beta") };
        conflict.root = m_root;
        conflict.roots = { m_root, m_other };
        conflict.unsavedFiles = { QStringLiteral("beta/SKILL.md") };
        ImportConflictDialog dialog(conflict);
        dialog.adjustSize();
        dialog.show();
        QVERIFY(
            dialog.messageLabel()->height() >= dialog.messageLabel()->heightForWidth(dialog.messageLabel()->width()));
        save(&dialog, "import-conflict");
        if (!language.isEmpty()) { // every button in the language, also without Qt's own translations installed
            for (QPushButton *button : dialog.findChildren<QPushButton *>())
                if (button->isVisible())
                    QVERIFY2(!button->text().contains(QStringLiteral("Cancel")), qPrintable(button->text()));
            for (QPushButton *button : name.findChildren<QPushButton *>())
                QVERIFY2(button->text() != QStringLiteral("OK") && button->text() != QStringLiteral("Cancel"),
                    qPrintable(button->text()));
        }

        QMenu *menu = nullptr;
        for (QAction *action : m_window->menuBar()->actions())
            if (action->menu() && action->menu()->actions().contains(m_window->actions()->renameSkill))
                menu = action->menu();
        QVERIFY(menu);
        menu->popup(m_window->mapToGlobal(QPoint(120, 40)));
        QTRY_VERIFY(menu->isVisible());
        save(menu, "skill-menu");
        if (!language.isEmpty()) // built after the translator was installed: every entry in the language
            for (const char *english : { "New Skill…", "Import Skill Package…", "Refresh Library" })
                QVERIFY2(!menuTexts(menu).contains(QString::fromUtf8(english)), english);
        menu->hide();
    }

    void skillNameIsCheckedWhileTyping()
    {
        QCOMPARE(kebabCaseName(QStringLiteral("My PDF  Tool!")), QStringLiteral("my-pdf-tool"));
        SkillNameDialog dialog(QStringLiteral("Rename"), QStringLiteral("New name"), QStringLiteral("alpha"), m_root,
            QStringLiteral("alpha"));
        QVERIFY(!dialog.isAcceptable()); // the current name
        // Opened on the current name: a prompt in the normal colour, no error before anything is typed.
        QVERIFY(!dialog.hintLabel()->text().contains(QStringLiteral("current name")));
        QCOMPARE(dialog.hintLabel()->palette().color(QPalette::WindowText), themeColours().muted);
        dialog.nameEdit()->end(false);
        QTest::keyClick(dialog.nameEdit(), Qt::Key_X);
        QTest::keyClick(dialog.nameEdit(), Qt::Key_Backspace); // typed back to the current name: now it is said
        QVERIFY(dialog.hintLabel()->text().contains(QStringLiteral("That is the current name")));
        QCOMPARE(dialog.hintLabel()->palette().color(QPalette::WindowText), themeColours().error);
        QVERIFY(!dialog.isAcceptable());
        dialog.nameEdit()->setText(QStringLiteral("Beta Two"));
        QVERIFY(!dialog.isAcceptable());
        QVERIFY(dialog.hintLabel()->text().contains(QStringLiteral("lower-case letters")));
        QCOMPARE(dialog.suggestionButton()->text(), QStringLiteral("Use beta-two"));
        QVERIFY(!dialog.suggestionButton()->isHidden());
        dialog.suggestionButton()->click();
        QCOMPARE(dialog.name(), QStringLiteral("beta-two"));
        QVERIFY(dialog.isAcceptable());
        QVERIFY(dialog.suggestionButton()->isHidden());
        dialog.nameEdit()->setText(QStringLiteral("beta"));
        QVERIFY(!dialog.isAcceptable());
        QVERIFY(dialog.hintLabel()->text().contains(QStringLiteral("already exists")));
        dialog.nameEdit()->setText(QStringLiteral("beta-two"));
        QVERIFY(dialog.isAcceptable());
    }
};

QTEST_MAIN(TestSkillCommands)
#include "tst_skillcommands.moc"
