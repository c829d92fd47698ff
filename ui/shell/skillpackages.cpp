// SkillPackages: core/archive's install and pack on sw::backgroundPool(), with the window's questions around them.
#include "skillpackages.h"

#include "common/paths.h"

#include "archive/skillpackage.h"
#include "common/backgroundpool.h"
#include "editor/editorarea.h"
#include "editor/editorpage.h"
#include "editor/frontmattertext.h"
#include "editor/skillfiles.h"
#include "editor/textfilepage.h"
#include "library/archiveerrortext.h"
#include "library/librarypanel.h"
#include "library/rootlabels.h"
#include "library/skilllibrary.h"
#include "shell/importconflictdialog.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

namespace {

// Sets `name:` in folder/SKILL.md (a copy's name follows its folder).
bool setSkillName(const QString &folder, const QString &name)
{
    const QString path = folder + QStringLiteral("/SKILL.md");
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return false;
    const QString text = QString::fromUtf8(in.readAll());
    in.close();
    QSaveFile out(path);
    const QByteArray bytes = withFrontmatterValue(text, QStringLiteral("name"), name, false).toUtf8();
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size() && out.commit();
}

// The .trashinfo file beside a file moved to a freedesktop trash (Trash/files/X -> Trash/info/X.trashinfo).
QString trashInfoOf(const QString &trashed)
{
    const QFileInfo info(trashed);
    return info.dir().absoluteFilePath(QStringLiteral("../info/%1.trashinfo").arg(info.fileName()));
}

} // namespace

SkillPackages::SkillPackages(
    SkillLibrary *library, LibraryPanel *panel, EditorArea *editor, QWidget *window, QObject *parent)
    : QObject(parent)
    , m_library(library)
    , m_panel(panel)
    , m_editor(editor)
    , m_window(window)
    , m_cancel(std::make_shared<std::atomic_bool>(false))
{ }

SkillPackages::~SkillPackages()
{
    m_cancel->store(true);
}

QString SkillPackages::copyName(const QString &root, const QString &name)
{
    const QString base = name.left(64 - 8); // room for "-copy-99"
    for (int n = 1; n < 100; ++n) {
        QString candidate = n == 1 ? base + QStringLiteral("-copy") : base + QStringLiteral("-copy-%1").arg(n);
        if (!QFileInfo::exists(QDir(root).filePath(candidate)))
            return candidate;
    }
    return base + QStringLiteral("-copy-") + QString::number(QDateTime::currentSecsSinceEpoch());
}

QStringList SkillPackages::localRoots() const
{
    QStringList roots;
    for (const QString &root : m_library->roots())
        if (!root.contains(QLatin1String("://")))
            roots << root;
    return roots;
}

void SkillPackages::warn(const QString &title, const QString &message)
{
    if (m_warn)
        m_warn(title, message);
    else
        QMessageBox::warning(m_window, title, message);
}

void SkillPackages::start(const QStringList &archives, const QString &root)
{
    QString target = root;
    if (target.isEmpty() || target.contains(QLatin1String("://")))
        target = localRoots().value(0);
    if (target.isEmpty()) {
        warn(tr("Import Skill Package"),
            tr("Add a skill root folder first (File ▸ Open Skill Root): packages are imported into a local root."));
        return;
    }
    for (const QString &archive : archives) {
        Job job;
        job.archive = archive;
        job.root = target;
        m_queue.append(job);
    }
    if (!m_busy) {
        m_installed.clear();
        m_errors.clear();
        next();
    }
}

void SkillPackages::exportSkill(const QString &folder, const QString &target)
{
    Job job;
    job.exportFolder = folder;
    job.exportTarget = target;
    m_queue.append(job);
    if (!m_busy)
        next();
}

void SkillPackages::cancel()
{
    m_cancel->store(true);
}

void SkillPackages::showProgress(const QString &text)
{
    if (!m_progress) {
        m_progress = new QProgressDialog(m_window);
        m_progress->setCancelButtonText(tr("Cancel"));
        m_progress->setObjectName(QStringLiteral("packageProgress"));
        m_progress->setRange(0, 0); // busy: libarchive gives no total up front
        m_progress->setMinimumDuration(400);
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        connect(m_progress, &QProgressDialog::canceled, this, &SkillPackages::cancel);
    }
    m_progress->setWindowTitle(tr("Skill Packages"));
    m_progress->setLabelText(text);
}

void SkillPackages::next()
{
    if (m_queue.isEmpty()) {
        m_busy = false;
        if (m_progress) {
            m_progress->deleteLater();
            m_progress = nullptr;
        }
        return;
    }
    m_busy = true;
    run(m_queue.takeFirst());
}

void SkillPackages::run(const Job &job)
{
    m_cancel->store(false);
    if (!job.exportFolder.isEmpty())
        showProgress(tr("Exporting %1 to %2…")
                         .arg(QFileInfo(job.exportFolder).fileName(), QDir::toNativeSeparators(job.exportTarget)));
    else
        showProgress(
            tr("Importing %1 into %2…").arg(QFileInfo(job.archive).fileName(), QDir::toNativeSeparators(job.root)));
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, job] {
        watcher->deleteLater();
        finished(job, watcher->result());
    });
    const std::shared_ptr<std::atomic_bool> cancelFlag = m_cancel;
    watcher->setFuture(QtConcurrent::run(backgroundPool(), [job, cancelFlag] { return work(job, cancelFlag.get()); }));
}

SkillPackages::Outcome SkillPackages::work(const Job &job, const std::atomic_bool *cancel)
{
    Outcome out;
    if (!job.exportFolder.isEmpty()) {
        const PackResult packed = packSkillFolder(job.exportFolder, job.exportTarget);
        out.error = packed.error;
        out.skipped = packed.skipped;
        return out;
    }
    // Overwrite: the folders being replaced go to the trash first (recoverable), and come back if the install fails.
    QList<QPair<QString, QString>> replaced; // (path in the root, where it went)
    QStringList deletedAfter; // set aside when there is no trash: deleted once the new files are in
    const auto putBack = [&] {
        for (const auto &entry : std::as_const(replaced)) {
            QDir().rename(entry.second, entry.first);
            QFile::remove(trashInfoOf(entry.second));
        }
    };
    for (const QString &name : job.replace) {
        const QString path = QDir(job.root).filePath(name);
        if (!QFileInfo::exists(path))
            continue;
        QString trashed;
        if (!QFile::moveToTrash(path, &trashed)) {
            trashed = QDir(job.root).filePath(
                QStringLiteral(".%1.replaced-%2").arg(name).arg(QDateTime::currentMSecsSinceEpoch()));
            if (!QDir().rename(path, trashed)) {
                putBack();
                out.error
                    = tr("%1 could not be moved out of the way to replace it.").arg(QDir::toNativeSeparators(path));
                return out;
            }
            deletedAfter << trashed;
        }
        replaced.append({ path, trashed });
    }
    InstallOptions options;
    options.renames = job.renames;
    options.cancel = cancel;
    const InstallResult result = installArchive(job.archive, job.root, options);
    if (!result.ok()) {
        putBack();
        out.error = result.error;
        out.conflicts = result.conflicts;
        out.allNames = result.names;
        out.cancelled = cancel && cancel->load();
        return out;
    }
    for (const QString &aside : std::as_const(deletedAfter)) {
        QDir(aside).removeRecursively();
        out.notes << tr("There is no trash here: the replaced %1 was deleted.").arg(QFileInfo(aside).fileName());
    }
    for (const auto &entry : std::as_const(replaced))
        out.replaced << entry.first;
    for (auto it = job.renames.cbegin(); it != job.renames.cend(); ++it) {
        const QString folder = QDir(job.root).filePath(it.value());
        if (QFileInfo(folder + QStringLiteral("/SKILL.md")).isFile() && !setSkillName(folder, it.value()))
            out.notes << tr("The name: of %1 could not be set to match its folder.").arg(it.value());
    }
    out.installed = result.installed;
    return out;
}

ImportChoice SkillPackages::ask(const ImportConflict &conflict)
{
    if (m_conflictPolicy)
        return m_conflictPolicy(conflict);
    ImportConflictDialog dialog(conflict, m_window);
    dialog.exec();
    return dialog.choice();
}

void SkillPackages::finished(const Job &job, const Outcome &outcome)
{
    if (!job.exportFolder.isEmpty()) {
        const QString name = QFileInfo(job.exportFolder).fileName();
        const bool evalsLeftOut = outcome.skipped.contains(QStringLiteral("evals/"));
        if (outcome.error.isEmpty() && evalsLeftOut)
            // Packages carry what an agent uses; the eval sets stay behind, and an import of this package will not
            // bring them back: say so rather than drop them silently.
            warn(tr("Export Skill"),
                tr("Exported %1 to %2 without its evals/ folder: packages leave eval sets out, so importing this "
                   "package gives the skill without them. Keep the folder (or copy evals/ separately) to run them.")
                    .arg(name, QDir::toNativeSeparators(job.exportTarget)));
        else if (outcome.error.isEmpty())
            emit statusMessage(tr("Exported %1 to %2").arg(name, QDir::toNativeSeparators(job.exportTarget)));
        else
            warn(tr("Export Skill"), tr("%1 could not be exported: %2").arg(name, archiveErrorText(outcome.error)));
        emit exportFinished(job.exportTarget, outcome.error);
        next();
        return;
    }
    const QString archiveName = QFileInfo(job.archive).fileName();
    if (outcome.cancelled) {
        m_queue.clear(); // Cancel stops the whole import
        emit statusMessage(tr("Import of %1 cancelled").arg(archiveName));
    } else if (!outcome.conflicts.isEmpty()) {
        ImportConflict conflict;
        conflict.archive = job.archive;
        conflict.names = outcome.conflicts;
        conflict.allNames = outcome.allNames;
        conflict.root = job.root;
        conflict.roots = localRoots();
        if (!conflict.roots.contains(job.root))
            conflict.roots.prepend(job.root);
        for (EditorPage *page : m_editor->pages())
            for (const QString &name : outcome.conflicts)
                if (page->isModified() && isUnder(page->filePath(), QDir(job.root).filePath(name)))
                    conflict.unsavedFiles << EditorArea::displayName(page->filePath());
        const ImportChoice choice = ask(conflict);
        if (choice.action != ImportChoice::Cancel) {
            Job again;
            again.archive = job.archive;
            again.root = choice.root.isEmpty() ? job.root : choice.root;
            for (const QString &name : outcome.allNames) {
                if (!QFileInfo::exists(QDir(again.root).filePath(name)))
                    continue;
                if (choice.action == ImportChoice::Overwrite)
                    again.replace << name;
                else if (choice.action == ImportChoice::Copy)
                    again.renames.insert(name, copyName(again.root, name));
            }
            m_queue.prepend(again);
        } else {
            emit statusMessage(tr("%1 was not imported").arg(archiveName));
        }
    } else if (!outcome.error.isEmpty()) {
        m_errors << tr("%1 was not imported: %2").arg(archiveName, archiveErrorText(outcome.error));
    } else {
        m_installed += outcome.installed;
        reloadTabsUnder(outcome.replaced);
        for (const QString &note : outcome.notes)
            emit statusMessage(note);
    }
    if (!m_queue.isEmpty()) {
        next();
        return;
    }
    next(); // closes the progress dialog
    if (!m_errors.isEmpty())
        warn(tr("Import Skill Package"), m_errors.join(QLatin1Char('\n')));
    if (!m_installed.isEmpty()) {
        QStringList names;
        for (const QString &path : std::as_const(m_installed))
            names << QFileInfo(path).fileName();
        emit statusMessage(tr("Imported %1").arg(names.join(QStringLiteral(", "))));
        m_panel->selectPathWhenListed(m_installed.first());
        m_library->refresh();
    }
    const QStringList installed = std::exchange(m_installed, {});
    const QStringList errors = std::exchange(m_errors, {});
    emit importFinished(installed, errors);
}

void SkillPackages::reloadTabsUnder(const QStringList &folders)
{
    for (EditorPage *page : m_editor->pages()) {
        auto *text = qobject_cast<TextFilePage *>(page);
        if (!text || !std::any_of(folders.cbegin(), folders.cend(), [page](const QString &folder) {
                return isUnder(page->filePath(), folder);
            }))
            continue;
        if (!QFileInfo::exists(text->filePath()))
            continue; // the new package has no such file: the tab says it was deleted
        if (!text->isModified()) {
            text->loadFromDisk(nullptr);
        } else {
            QByteArray disk; // the new file is the base; the unsaved edits stay in the tab
            text->session()->load(&disk, nullptr);
        }
    }
}

} // namespace sw::ui
