// SkillCommands: dialogs in front of editor/skillfiles operations.
#include "skillcommands.h"

#include "editor/editorarea.h"
#include "editor/newskilldialog.h"
#include "editor/skillfiles.h"
#include "editor/textfilepage.h"
#include "library/skilllibrary.h"

#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>

namespace sw::ui {

SkillCommands::SkillCommands(SkillLibrary *library, LibraryPanel *panel, EditorArea *editor, QWidget *window)
    : QObject(window)
    , m_library(library)
    , m_panel(panel)
    , m_editor(editor)
    , m_window(window)
{
    connect(panel, &LibraryPanel::skillCommandRequested, this, &SkillCommands::run);
    connect(panel, &LibraryPanel::importRequested, this, &SkillCommands::importArchives);
}

bool SkillCommands::confirm(const QString &question)
{
    if (m_confirm)
        return m_confirm(question);
    return QMessageBox::question(m_window, tr("Skill Workbench"), question) == QMessageBox::Yes;
}

void SkillCommands::report(const QString &error, const QString &success)
{
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Skill Workbench"), error);
        return;
    }
    emit statusMessage(success);
    m_library->refresh();
}

void SkillCommands::run(SkillCommand command, const QString &folder)
{
    const bool needsSkill = command != SkillCommand::NewSkill && command != SkillCommand::Import;
    if (needsSkill && folder.isEmpty()) {
        QMessageBox::information(m_window, tr("Skill Workbench"), tr("Select a skill in the library first."));
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
    report(QString(), tr("Created %1").arg(dialog.name()));
    m_editor->openFile(dialog.createdSkillMd());
}

void SkillCommands::rename(const QString &folder)
{
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("Rename Skill"),
        tr("New name (the folder and the name: field change together):"), QLineEdit::Normal,
        QFileInfo(folder).fileName(), &ok)
                             .trimmed();
    if (!ok || name.isEmpty() || name == QFileInfo(folder).fileName())
        return;
    // Unsaved edits are saved first so that they move with the folder.
    m_editor->saveAll();
    QString newFolder;
    const QString error = renameSkill(folder, name, &newFolder);
    if (error.isEmpty()) {
        m_editor->folderMoved(folder, newFolder);
        // The name: line changed on disk after the move: show it.
        if (auto *page = qobject_cast<TextFilePage *>(m_editor->pageFor(newFolder + QStringLiteral("/SKILL.md"))))
            page->loadFromDisk(nullptr);
    }
    report(error, tr("Renamed %1 to %2").arg(QFileInfo(folder).fileName(), name));
}

void SkillCommands::duplicate(const QString &folder)
{
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("Duplicate Skill"), tr("Name of the copy:"),
        QLineEdit::Normal, QFileInfo(folder).fileName() + QStringLiteral("-copy"), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    QString newFolder;
    const QString error = duplicateSkill(folder, name, &newFolder);
    report(error, tr("Duplicated %1 as %2").arg(QFileInfo(folder).fileName(), name));
    if (error.isEmpty())
        m_editor->openFile(newFolder + QStringLiteral("/SKILL.md"));
}

void SkillCommands::remove(const QString &folder)
{
    if (!confirm(tr("Move the skill %1 and all its files to the trash?\n%2")
                     .arg(QFileInfo(folder).fileName(), QDir::toNativeSeparators(folder))))
        return;
    m_editor->closeFilesUnder(folder);
    report(moveSkillToTrash(folder), tr("Moved %1 to the trash").arg(QFileInfo(folder).fileName()));
}

void SkillCommands::newFile(const QString &folder, bool script)
{
    bool ok = false;
    const QString suggestion = script ? QStringLiteral("scripts/run.py") : QStringLiteral("references/REFERENCE.md");
    const QString relative = QInputDialog::getText(m_window, script ? tr("New Script") : tr("New Doc"),
        tr("Path inside the skill folder:"), QLineEdit::Normal, suggestion, &ok)
                                 .trimmed();
    if (!ok || relative.isEmpty())
        return;
    const QString content = script ? (relative.endsWith(QLatin1String(".py"))
                                    ? QStringLiteral("#!/usr/bin/env python3\n\"\"\"What this script does.\"\"\"\n")
                                    : QStringLiteral("#!/usr/bin/env bash\nset -euo pipefail\n"))
                                   : QStringLiteral("# %1\n\n").arg(QFileInfo(relative).completeBaseName());
    QString path;
    const QString error = createSkillFile(folder, relative, content, &path);
    report(error, tr("Created %1").arg(relative));
    if (error.isEmpty())
        m_editor->openFile(path);
}

void SkillCommands::exportSkill(const QString &folder)
{
    const QString name = QFileInfo(folder).fileName();
    const QString target = QFileDialog::getSaveFileName(m_window, tr("Export Skill"),
        QDir::home().filePath(name + QStringLiteral(".skill")),
        tr("Skill package (*.skill);;ZIP archive (*.zip);;Tarball (*.tar.gz)"));
    if (target.isEmpty())
        return;
    const QString error = sw::ui::exportSkill(folder, target);
    if (!error.isEmpty())
        QMessageBox::warning(m_window, tr("Export Skill"), error);
    else
        emit statusMessage(tr("Exported %1 to %2").arg(name, QDir::toNativeSeparators(target)));
}

void SkillCommands::import()
{
    const QStringList files = QFileDialog::getOpenFileNames(m_window, tr("Import Skill Package"), QDir::homePath(),
        tr("Skill packages (*.skill *.zip *.tar.gz *.tgz *.tar)"));
    if (!files.isEmpty())
        importArchives(files, m_panel->selectedRoot());
}

void SkillCommands::importArchives(const QStringList &archives, const QString &root)
{
    if (root.isEmpty() || root.contains(QLatin1String("://"))) {
        QMessageBox::information(m_window, tr("Import Skill Package"), tr("Choose a local skill root to import into."));
        return;
    }
    QStringList installed;
    QStringList errors;
    for (const QString &archive : archives) {
        QStringList these;
        const QString error = importSkillArchive(archive, root, &these);
        if (!error.isEmpty())
            errors << QStringLiteral("%1: %2").arg(QFileInfo(archive).fileName(), error);
        installed += these;
    }
    report(errors.join(QLatin1Char('\n')), tr("Imported %n item(s)", nullptr, int(installed.size())));
}

} // namespace sw::ui
