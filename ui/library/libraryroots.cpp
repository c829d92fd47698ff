// LibraryPanel: adding and removing skill roots (a folder, a path or URL typed in, a downloaded archive).
#include "librarypanel.h"

#include "archive/skillsrooturl.h"
#include "library/archiveerrortext.h"
#include "library/skilllibrary.h"
#include "settings/filedialogs.h"

#include <QDir>
#include <QInputDialog>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QUrl>

#include <algorithm>

namespace sw::ui {

void LibraryPanel::addRoot(const QString &location)
{
    QStringList roots = m_library->roots();
    if (location.isEmpty() || roots.contains(location))
        return;
    roots.append(location);
    m_library->setRoots(roots);
    emit rootsEdited(roots);
}

void LibraryPanel::removeRoot(const QString &location)
{
    QStringList roots = m_library->roots();
    if (!roots.removeAll(location))
        return;
    m_library->setRoots(roots);
    emit rootsEdited(roots);
}

void LibraryPanel::chooseFolder()
{
    const QString folder
        = chooseExistingFolder(this, m_settings, FolderPurpose::SkillRoot, tr("Add Skill Root Folder"));
    if (!folder.isEmpty())
        addRoot(QDir::cleanPath(folder));
}

void LibraryPanel::chooseUrl()
{
    bool ok = false;
    const QString url = QInputDialog::getText(this, tr("Add Skill Root URL"),
        tr("Address of a skills archive (.zip, .tar.gz) over https:// or file://:"), QLineEdit::Normal, QString(), &ok);
    if (ok && !url.trimmed().isEmpty())
        addUrlRoot(url.trimmed());
}

void LibraryPanel::addUrlRoot(const QString &url)
{
    const QString scheme = QUrl(url).scheme();
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https")) {
        addRoot(url);
        return;
    }
    auto *download = new SkillsRootDownload(url, {}, this);
    auto *dialog = new QProgressDialog(tr("Downloading %1…").arg(url), tr("Cancel"), 0, 0, this);
    dialog->setObjectName(QStringLiteral("urlRootDownload"));
    dialog->setWindowTitle(tr("Add Skill Root URL"));
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    dialog->setMinimumDuration(0);
    connect(download, &SkillsRootDownload::progress, dialog, [dialog, url](qint64 received, qint64 total) {
        const QLocale locale;
        if (total > 0) { // KiB keeps the range inside int
            dialog->setMaximum(int(std::max<qint64>(1, total / 1024)));
            dialog->setValue(int(std::min(received, total) / 1024));
            dialog->setLabelText(tr("Downloading %1…\n%2 of %3")
                                     .arg(url, locale.formattedDataSize(received), locale.formattedDataSize(total)));
        } else { // size unknown: a busy bar and the bytes so far
            dialog->setMaximum(0);
            dialog->setLabelText(tr("Downloading %1…\n%2").arg(url, locale.formattedDataSize(received)));
        }
    });
    connect(dialog, &QProgressDialog::canceled, download, &SkillsRootDownload::cancel);
    connect(dialog, &QProgressDialog::canceled, dialog,
        [dialog] { dialog->setLabelText(tr("Cancelling…")); }); // the download ends with "cancelled"
    connect(download, &SkillsRootDownload::finished, this,
        [this, download, dialog, url](const SkillsRootResolution &result) {
            dialog->deleteLater();
            download->deleteLater();
            downloadFinished(url, result);
        });
    dialog->show();
    download->start();
}

void LibraryPanel::downloadFinished(const QString &url, const SkillsRootResolution &result)
{
    if (result.ok()) {
        addRoot(url); // the scan finds the ready cache entry: no second download
        return;
    }
    if (result.error.endsWith(QLatin1String(": cancelled")))
        return;
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Add Skill Root URL"),
        tr("The skill root %1 could not be added.").arg(url), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("urlRootError"));
    box->setInformativeText(archiveErrorText(result.error)); // an extraction's reason in the window's language
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace sw::ui
