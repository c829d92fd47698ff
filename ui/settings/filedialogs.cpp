// File dialogs over QFileDialog's static functions, starting in and remembering a folder per purpose.
#include "filedialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace sw::ui {

namespace {

FileDialogResponder &responder()
{
    static FileDialogResponder instance;
    return instance;
}

void remember(Settings *settings, FolderPurpose purpose, const QString &folder)
{
    if (settings && !folder.isEmpty())
        settings->setLastFolder(purpose, QDir::cleanPath(folder));
}

QStringList ask(QWidget *parent, const FileDialogRequest &request)
{
    if (responder())
        return responder()(request);
    switch (request.kind) {
    case FileDialogRequest::ExistingFolder: {
        const QString folder = QFileDialog::getExistingDirectory(parent, request.title, request.start);
        return folder.isEmpty() ? QStringList() : QStringList { folder };
    }
    case FileDialogRequest::OpenFiles:
        return QFileDialog::getOpenFileNames(parent, request.title, request.start, request.filter);
    case FileDialogRequest::SaveFile: {
        const QString file = QFileDialog::getSaveFileName(parent, request.title, request.start, request.filter);
        return file.isEmpty() ? QStringList() : QStringList { file };
    }
    }
    return {};
}

} // namespace

void setFileDialogResponder(FileDialogResponder responder)
{
    sw::ui::responder() = std::move(responder);
}

QString startFolder(const Settings *settings, FolderPurpose purpose)
{
    const QString last = settings ? settings->lastFolder(purpose) : QString();
    return !last.isEmpty() && QFileInfo(last).isDir() ? last : QDir::homePath();
}

QString chooseExistingFolder(QWidget *parent, Settings *settings, FolderPurpose purpose, const QString &title)
{
    const QString start = startFolder(settings, purpose);
    const QStringList chosen = ask(parent, { FileDialogRequest::ExistingFolder, purpose, title, start, {} });
    if (chosen.isEmpty())
        return {};
    // The next root is usually a sibling of this one: remember the folder above it.
    remember(settings, purpose, QFileInfo(QDir::cleanPath(chosen.first())).absolutePath());
    return QDir::cleanPath(chosen.first());
}

QStringList chooseOpenFiles(
    QWidget *parent, Settings *settings, FolderPurpose purpose, const QString &title, const QString &filter)
{
    const QStringList chosen
        = ask(parent, { FileDialogRequest::OpenFiles, purpose, title, startFolder(settings, purpose), filter });
    if (!chosen.isEmpty())
        remember(settings, purpose, QFileInfo(chosen.first()).absolutePath());
    return chosen;
}

QString chooseOpenFile(
    QWidget *parent, Settings *settings, FolderPurpose purpose, const QString &title, const QString &filter)
{
    return chooseOpenFiles(parent, settings, purpose, title, filter).value(0);
}

QString chooseSaveFile(QWidget *parent, Settings *settings, FolderPurpose purpose, const QString &title,
    const QString &suggestedName, const QString &filter)
{
    const QString start = QFileInfo(suggestedName).isAbsolute()
        ? suggestedName
        : QDir(startFolder(settings, purpose)).filePath(suggestedName);
    const QStringList chosen = ask(parent, { FileDialogRequest::SaveFile, purpose, title, start, filter });
    if (chosen.isEmpty())
        return {};
    remember(settings, purpose, QFileInfo(chosen.first()).absolutePath());
    return chosen.first();
}

} // namespace sw::ui
