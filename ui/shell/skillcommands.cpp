// SkillCommands: dialogs in front of editor/skillfiles operations, touching only the skill concerned.
#include "skillcommands.h"

#include "common/paths.h"

#include "editor/editorarea.h"
#include "editor/frontmattertext.h"
#include "editor/newskilldialog.h"
#include "editor/skillfiles.h"
#include "editor/skillmdeditor.h"
#include "editor/sourceeditor.h"
#include "editor/textfilepage.h"
#include "library/skilllibrary.h"
#include "settings/filedialogs.h"
#include "shell/skillnamedialog.h"
#include "shell/skillpackages.h"

#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeView>

namespace sw::ui {

namespace {

// The skill folder holding `path` (a file or folder of a skill, or the skill folder itself), "" if none.
QString skillFolderOf(const QString &path)
{
    QFileInfo info(path);
    QDir dir = info.isDir() ? QDir(info.absoluteFilePath()) : info.absoluteDir();
    for (int depth = 0; depth < 16; ++depth) {
        if (QFileInfo(dir.filePath(QStringLiteral("SKILL.md"))).isFile())
            return dir.absolutePath();
        if (!dir.cdUp())
            break;
    }
    return {};
}

// "references/REFERENCE.md", else "references/REFERENCE-2.md", ...: a suggestion that does not exist yet.
QString freeRelativePath(const QString &folder, const QString &relative)
{
    if (!QFileInfo::exists(QDir(folder).filePath(relative)))
        return relative;
    const QFileInfo info(relative);
    const QString dir = info.path() == QLatin1String(".") ? QString() : info.path() + QLatin1Char('/');
    for (int n = 2; n < 1000; ++n) {
        const QString candidate
            = QStringLiteral("%1%2-%3.%4").arg(dir, info.completeBaseName()).arg(n).arg(info.suffix());
        if (!QFileInfo::exists(QDir(folder).filePath(candidate)))
            return candidate;
    }
    return relative;
}

QString bulletList(const QStringList &items)
{
    QString text;
    for (const QString &item : items)
        text += QStringLiteral("\n• ") + item;
    return text;
}

} // namespace

SkillCommands::SkillCommands(SkillLibrary *library, LibraryPanel *panel, EditorArea *editor, QWidget *window)
    : QObject(window)
    , m_library(library)
    , m_panel(panel)
    , m_editor(editor)
    , m_window(window)
    , m_import(new SkillPackages(library, panel, editor, window, this))
{
    connect(panel, &LibraryPanel::skillCommandRequested, this, &SkillCommands::run);
    connect(panel, &LibraryPanel::importRequested, this, &SkillCommands::importArchives);
    connect(m_import, &SkillPackages::statusMessage, this, &SkillCommands::statusMessage);
}

void SkillCommands::setSettings(Settings *settings)
{
    m_settings = settings;
    m_import->setSettings(settings);
}

void SkillCommands::setPrompts(const SkillCommandPrompts &prompts)
{
    m_prompts = prompts;
    m_import->setWarning(prompts.warn);
}

bool SkillCommands::confirm(const QString &question)
{
    if (m_prompts.confirm)
        return m_prompts.confirm(question);
    QMessageBox box(QMessageBox::Question, tr("Move Skill to Trash"), question, QMessageBox::Cancel, m_window);
    QPushButton *go = box.addButton(tr("Move to Trash"), QMessageBox::DestructiveRole);
    box.button(QMessageBox::Cancel)->setText(tr("Cancel")); // Qt's own translations may not be installed
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == go;
}

void SkillCommands::warn(const QString &title, const QString &message)
{
    if (m_prompts.warn) {
        m_prompts.warn(title, message);
        return;
    }
    QMessageBox::warning(m_window, title, message);
}

QString SkillCommands::contextSkill() const
{
    const QString selected = m_panel->selectedSkillFolder();
    if (m_panel->view()->hasFocus() && !selected.isEmpty())
        return selected;
    if (EditorPage *page = m_editor->currentPage()) {
        const QString folder = skillFolderOf(page->filePath());
        if (!folder.isEmpty())
            return folder;
    }
    return selected;
}

void SkillCommands::runInContext(SkillCommand command)
{
    run(command, contextSkill());
}

void SkillCommands::run(SkillCommand command, const QString &folder)
{
    const bool needsSkill = command != SkillCommand::NewSkill && command != SkillCommand::Import;
    if (needsSkill && folder.isEmpty()) {
        QMessageBox::information(
            m_window, tr("Skill Workbench"), tr("Select a skill in the Library, or open one of its files, first."));
        return;
    }
    switch (command) {
    case SkillCommand::NewSkill:
        newSkill();
        break;
    case SkillCommand::Rename:
        rename(folder);
        break;
    case SkillCommand::Duplicate:
        duplicate(folder);
        break;
    case SkillCommand::Delete:
        remove(folder);
        break;
    case SkillCommand::NewDoc:
        newFile(folder, false);
        break;
    case SkillCommand::NewScript:
        newFile(folder, true);
        break;
    case SkillCommand::Export:
        exportSkill(folder);
        break;
    case SkillCommand::Import:
        import();
        break;
    }
}

QList<EditorPage *> SkillCommands::modifiedPagesUnder(const QString &folder) const
{
    QList<EditorPage *> result;
    for (EditorPage *page : m_editor->pages())
        if (page->isModified() && isUnder(page->filePath(), folder))
            result.append(page);
    return result;
}

bool SkillCommands::settleUnsavedEdits(SkillOperation operation, const QString &folder, SkillEditsDecision *decision)
{
    *decision = SkillEditsDecision::Keep;
    const QList<EditorPage *> modified = modifiedPagesUnder(folder);
    if (modified.isEmpty())
        return true;
    QStringList files;
    for (EditorPage *page : modified)
        files << EditorArea::displayName(page->filePath());
    const QString skill = QFileInfo(folder).fileName();
    if (m_prompts.unsavedEdits) {
        *decision = m_prompts.unsavedEdits(operation, skill, files);
    } else {
        QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"), QString(), QMessageBox::NoButton, m_window);
        box.setObjectName(QStringLiteral("unsavedInSkill"));
        QPushButton *save = nullptr;
        QPushButton *keep = nullptr;
        QPushButton *discard = nullptr;
        switch (operation) {
        case SkillOperation::Rename:
            box.setText(tr("The skill %1 has unsaved changes:%2").arg(skill, bulletList(files)));
            box.setInformativeText(tr("Save them before renaming, keep them unsaved in their tabs (the tabs follow "
                                      "the rename), or discard them?"));
            save = box.addButton(tr("Save and Rename"), QMessageBox::AcceptRole);
            keep = box.addButton(tr("Rename, Keep Unsaved"), QMessageBox::ActionRole);
            discard = box.addButton(tr("Discard and Rename"), QMessageBox::DestructiveRole);
            break;
        case SkillOperation::Duplicate:
            box.setText(tr("The skill %1 has unsaved changes:%2").arg(skill, bulletList(files)));
            box.setInformativeText(tr("The copy is made from the files on disk. Save the changes first so that the "
                                      "copy has them?"));
            save = box.addButton(tr("Save and Duplicate"), QMessageBox::AcceptRole);
            keep = box.addButton(tr("Duplicate the Saved Files"), QMessageBox::ActionRole);
            break;
        case SkillOperation::Export:
            box.setText(tr("The skill %1 has unsaved changes:%2").arg(skill, bulletList(files)));
            box.setInformativeText(tr("The package is made from the files on disk. Save the changes first so that "
                                      "the package has them?"));
            save = box.addButton(tr("Save and Export"), QMessageBox::AcceptRole);
            keep = box.addButton(tr("Export the Saved Files"), QMessageBox::ActionRole);
            break;
        }
        QPushButton *cancel = box.addButton(QMessageBox::Cancel);
        cancel->setText(tr("Cancel"));
        box.setDefaultButton(save);
        box.setEscapeButton(cancel);
        box.exec();
        const QAbstractButton *clicked = box.clickedButton();
        if (clicked && clicked == save)
            *decision = SkillEditsDecision::Save;
        else if (clicked && clicked == keep)
            *decision = SkillEditsDecision::Keep;
        else if (clicked && clicked == discard)
            *decision = SkillEditsDecision::Discard;
        else
            *decision = SkillEditsDecision::Cancel;
    }
    switch (*decision) {
    case SkillEditsDecision::Cancel:
        return false;
    case SkillEditsDecision::Save:
        return m_editor->savePages(modified); // a failed save was shown; nothing else happens
    case SkillEditsDecision::Discard:
        for (EditorPage *page : modified)
            if (auto *text = qobject_cast<TextFilePage *>(page)) {
                QString error;
                if (!text->loadFromDisk(&error)) {
                    warn(tr("Unsaved changes"), error);
                    return false;
                }
                text->session()->clearRecovery();
            }
        return true;
    case SkillEditsDecision::Keep:
        return true;
    }
    return false;
}

QString SkillCommands::askName(const QString &title, const QString &prompt, const QString &initial,
    const QString &parentFolder, const QString &current)
{
    if (m_prompts.name)
        return m_prompts.name(title, initial).trimmed();
    SkillNameDialog dialog(title, prompt, initial, parentFolder, current, m_window);
    return dialog.exec() == QDialog::Accepted ? dialog.name() : QString();
}

QString SkillCommands::askPath(const QString &title, const QString &prompt, const QString &initial)
{
    if (m_prompts.path)
        return m_prompts.path(title, initial).trimmed();
    bool ok = false;
    const QString text = QInputDialog::getText(m_window, title, prompt, QLineEdit::Normal, initial, &ok);
    return ok ? text.trimmed() : QString();
}

void SkillCommands::newSkill()
{
    QStringList roots;
    for (const QString &root : m_library->roots())
        if (!root.contains(QLatin1String("://")))
            roots << root;
    if (roots.isEmpty()) {
        QMessageBox::information(
            m_window, tr("New Skill"), tr("Add a skill root folder first (File ▸ Open Skill Root)."));
        return;
    }
    // Checks the name as it is typed and stays open when the creation fails (ui/editor/newskilldialog.h).
    NewSkillDialog dialog(roots, m_panel->selectedRoot(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    emit statusMessage(tr("Created %1").arg(dialog.name()));
    m_panel->selectPathWhenListed(QFileInfo(dialog.createdSkillMd()).absolutePath());
    m_library->refresh();
    m_editor->openFile(dialog.createdSkillMd());
}

void SkillCommands::rename(const QString &folder)
{
    const QString old = QFileInfo(folder).fileName();
    const QString name = askName(tr("Rename Skill %1").arg(old),
        tr("New name of the skill %1 (its folder and its name: field change together):").arg(old), old,
        QFileInfo(folder).absolutePath(), old);
    if (name.isEmpty() || name == old)
        return;
    // Only this skill's tabs matter: unsaved edits elsewhere are never written.
    SkillEditsDecision decision = SkillEditsDecision::Keep;
    if (!settleUnsavedEdits(SkillOperation::Rename, folder, &decision))
        return;
    QString newFolder;
    const QString error = renameSkill(folder, name, &newFolder);
    if (!error.isEmpty()) {
        warn(tr("Rename Skill"), error);
        return;
    }
    m_editor->folderMoved(folder, newFolder);
    // renameSkill wrote name: into SKILL.md on disk. A tab without edits shows the file again; a tab with edits kept
    // takes the new disk text as its base (no "changed on disk" question) and gets the new name as an undoable edit.
    if (auto *page = qobject_cast<TextFilePage *>(m_editor->pageFor(newFolder + QStringLiteral("/SKILL.md")))) {
        if (!page->isModified()) {
            page->loadFromDisk(nullptr);
        } else {
            QByteArray disk;
            page->session()->load(&disk, nullptr);
            if (auto *skill = qobject_cast<SkillMdEditor *>(page))
                skill->replaceText(
                    withFrontmatterValue(skill->sourceEditor()->text(), QStringLiteral("name"), name, false));
        }
    }
    m_panel->pathMoved(folder, newFolder);
    m_panel->selectPathWhenListed(newFolder);
    emit statusMessage(tr("Renamed %1 to %2").arg(old, name));
    m_library->refresh();
}

void SkillCommands::duplicate(const QString &folder)
{
    const QString old = QFileInfo(folder).fileName();
    QString initial = old + QStringLiteral("-copy");
    for (int n = 2; QFileInfo::exists(QFileInfo(folder).absoluteDir().filePath(initial)) && n < 100; ++n)
        initial = old + QStringLiteral("-copy-%1").arg(n);
    const QString name = askName(tr("Duplicate Skill %1").arg(old), tr("Name of the copy of %1:").arg(old), initial,
        QFileInfo(folder).absolutePath(), QString());
    if (name.isEmpty())
        return;
    SkillEditsDecision decision = SkillEditsDecision::Keep;
    if (!settleUnsavedEdits(SkillOperation::Duplicate, folder, &decision))
        return;
    QString newFolder;
    const QString error = duplicateSkill(folder, name, &newFolder);
    if (!error.isEmpty()) {
        warn(tr("Duplicate Skill"), error);
        return;
    }
    emit statusMessage(tr("Duplicated %1 as %2").arg(old, name));
    m_panel->selectPathWhenListed(newFolder);
    m_library->refresh();
    m_editor->openFile(newFolder + QStringLiteral("/SKILL.md"));
}

void SkillCommands::remove(const QString &folder)
{
    const QString name = QFileInfo(folder).fileName();
    QString question
        = tr("Move the skill %1 and all its files to the trash?\n%2").arg(name, QDir::toNativeSeparators(folder));
    QStringList files;
    for (EditorPage *page : modifiedPagesUnder(folder))
        files << EditorArea::displayName(page->filePath());
    if (!files.isEmpty())
        question += QStringLiteral("\n\n")
            + tr("The unsaved changes in these tabs are lost (they are closed):%1").arg(bulletList(files));
    if (!confirm(question))
        return;
    const QString error = moveSkillToTrash(folder);
    if (!error.isEmpty()) {
        warn(tr("Move Skill to Trash"), error);
        return;
    }
    m_editor->closeFilesUnder(folder);
    emit statusMessage(tr("Moved %1 to the trash").arg(name));
    m_library->refresh();
}

void SkillCommands::newFile(const QString &folder, bool script)
{
    const QString skill = QFileInfo(folder).fileName();
    const QString title = script ? tr("New Script in %1").arg(skill) : tr("New Doc in %1").arg(skill);
    const QString prompt = tr("Path of the new file inside the skill %1 (folders are created):").arg(skill);
    QString relative = freeRelativePath(
        folder, script ? QStringLiteral("scripts/run.py") : QStringLiteral("references/REFERENCE.md"));
    QString path;
    for (;;) {
        relative = askPath(title, prompt, relative);
        if (relative.isEmpty())
            return;
        const QString content = script ? (relative.endsWith(QLatin1String(".py"))
                                        ? QStringLiteral("#!/usr/bin/env python3\n\"\"\"What this script does.\"\"\"\n")
                                        : QStringLiteral("#!/usr/bin/env bash\nset -euo pipefail\n"))
                                       : QStringLiteral("# %1\n\n").arg(QFileInfo(relative).completeBaseName());
        const QString error = createSkillFile(folder, relative, content, &path);
        if (error.isEmpty())
            break;
        warn(title, error);
        if (m_prompts.path) // a test's answer would come back the same
            return;
    }
    emit statusMessage(tr("Created %1 in %2").arg(relative, skill));
    m_panel->selectPathWhenListed(path);
    m_library->refresh();
    // An agent reads a doc or runs a script only when SKILL.md points to it: offer the link (an unsaved, undoable
    // edit of SKILL.md; nothing is saved behind the user's back).
    bool link = false;
    if (m_prompts.linkNewFile)
        link = m_prompts.linkNewFile(relative);
    else if (!m_prompts.path) // tests that answer the path and not this question: no link
        link = QMessageBox::question(m_window, title,
                   tr("Link %1 from SKILL.md? An agent finds the file only through the skill's instructions; the "
                      "link is added to SKILL.md as an edit you can undo, and nothing is saved.")
                       .arg(relative),
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
            == QMessageBox::Yes;
    if (link) {
        if (auto *skillMd
            = qobject_cast<SkillMdEditor *>(m_editor->openFile(QDir(folder).filePath(QStringLiteral("SKILL.md"))))) {
            QString text = skillMd->sourceEditor()->text();
            if (!text.endsWith(QLatin1Char('\n')))
                text += QLatin1Char('\n');
            text += QStringLiteral("\n- [%1](%2)\n").arg(QFileInfo(relative).fileName(), relative);
            skillMd->replaceText(text);
        }
    }
    m_editor->openFile(path);
}

void SkillCommands::exportSkill(const QString &folder)
{
    SkillEditsDecision decision = SkillEditsDecision::Keep;
    if (!settleUnsavedEdits(SkillOperation::Export, folder, &decision))
        return;
    const QString name = QFileInfo(folder).fileName();
    const QString target
        = chooseSaveFile(m_window, m_settings, FolderPurpose::ExportPackage, tr("Export Skill %1").arg(name),
            name + QStringLiteral(".skill"), tr("Skill package (*.skill);;ZIP archive (*.zip);;Tarball (*.tar.gz)"));
    if (target.isEmpty())
        return;
    m_import->exportSkill(folder, target);
}

void SkillCommands::import()
{
    const QStringList files = chooseOpenFiles(m_window, m_settings, FolderPurpose::ImportPackage,
        tr("Import Skill Package"), tr("Skill packages (*.skill *.zip *.tar.gz *.tgz *.tar)"));
    if (!files.isEmpty())
        importArchives(files, m_panel->selectedRoot());
}

void SkillCommands::importArchives(const QStringList &archives, const QString &root)
{
    m_import->start(archives, root);
}

} // namespace sw::ui
