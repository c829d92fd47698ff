// systemErrorText: the C library's reasons translated (see systemerrortext.h).
#include "systemerrortext.h"

#include <QCoreApplication>

#include <cerrno>
#include <iterator>

namespace sw::ui {

namespace {

struct Reason
{
    int number;
    const char *text; // glibc's strerror() text for it
};

// The reasons a file, folder, archive or process operation of the workbench can meet.
const Reason kReasons[] = {
    { ENOENT, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "No such file or directory") },
    { EACCES, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Permission denied") },
    { EPERM, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Operation not permitted") },
    { EEXIST, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "File exists") },
    { ENOTDIR, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Not a directory") },
    { EISDIR, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Is a directory") },
    { ENOTEMPTY, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Directory not empty") },
    { EROFS, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Read-only file system") },
    { ENOSPC, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "No space left on device") },
    { EDQUOT, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Disk quota exceeded") },
    { EFBIG, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "File too large") },
    { ENAMETOOLONG, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "File name too long") },
    { ELOOP, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Too many levels of symbolic links") },
    { EMFILE, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Too many open files") },
    { EXDEV, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Invalid cross-device link") },
    { EBUSY, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Device or resource busy") },
    { ETXTBSY, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Text file busy") },
    { EIO, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Input/output error") },
    { ENOMEM, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Cannot allocate memory") },
    { ENOEXEC, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Exec format error") },
    { EINVAL, QT_TRANSLATE_NOOP("sw::ui::SystemErrorText", "Invalid argument") },
};

} // namespace

QString systemErrorText(const QString &reason)
{
    for (const Reason &r : kReasons)
        if (reason == QLatin1String(r.text))
            return QCoreApplication::translate("sw::ui::SystemErrorText", r.text);
    return reason;
}

QStringList systemErrorReasons()
{
    QStringList out;
    for (const Reason &r : kReasons)
        out << QString::fromLatin1(r.text);
    return out;
}

QList<int> systemErrorNumbers()
{
    QList<int> out;
    for (const Reason &r : kReasons)
        out << r.number;
    return out;
}

} // namespace sw::ui
