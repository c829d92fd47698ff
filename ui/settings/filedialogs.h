#pragma once
// File dialogs that remember where they were: each purpose (a skill root folder, a package to import, an export, a
// session file...) opens in the folder the user last chose for it (Settings::lastFolder), else the home folder, and
// stores the new choice. Tests answer them with setFileDialogResponder() instead of a modal dialog.
#include "settings/settings.h"

#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace sw::ui {

struct FileDialogRequest
{
    enum Kind { ExistingFolder, OpenFiles, SaveFile };
    Kind kind = OpenFiles;
    FolderPurpose purpose = FolderPurpose::SkillRoot;
    QString title;
    QString start; // the folder (or, for a save, the suggested file path) the dialog opens at
    QString filter;
};
// Answers file dialogs (tests): returns the chosen paths, none for Cancel. Null = real dialogs.
using FileDialogResponder = std::function<QStringList(const FileDialogRequest &request)>;
void setFileDialogResponder(FileDialogResponder responder);

// Each returns "" / {} when cancelled. `settings` may be null (then nothing is remembered).
QString chooseExistingFolder(QWidget *parent, Settings *settings, FolderPurpose purpose, const QString &title);
QStringList chooseOpenFiles(
    QWidget *parent, Settings *settings, FolderPurpose purpose, const QString &title, const QString &filter);
QString chooseOpenFile(
    QWidget *parent, Settings *settings, FolderPurpose purpose, const QString &title, const QString &filter);
// `suggestedName` is a file name (placed in the remembered folder) or a path (used as it is).
QString chooseSaveFile(QWidget *parent, Settings *settings, FolderPurpose purpose, const QString &title,
    const QString &suggestedName, const QString &filter);

// Where a dialog for `purpose` opens: the remembered folder while it exists, else the home folder.
QString startFolder(const Settings *settings, FolderPurpose purpose);

} // namespace sw::ui
