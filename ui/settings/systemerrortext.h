#pragma once
// systemErrorText: the operating system's reasons ("No such file or directory", "Permission denied") in the window's
// language. Qt words a failed file operation with the C library's strerror() text (QFileDevice::errorString(),
// QTemporaryDir, QSaveFile) and leaves it in English whatever the language; the window shows those reasons after its
// own translated words ("Cannot open %1: %2"), so a zh_CN window read half English. A reason the table does not know
// comes back unchanged. The table is checked against this machine's strerror() by its test.
#include <QString>
#include <QStringList>

namespace sw::ui {

QString systemErrorText(const QString &reason);
QStringList systemErrorReasons(); // every reason the table knows, in English
// The errno values of systemErrorReasons(), in the same order (the test compares them with strerror()).
QList<int> systemErrorNumbers();

} // namespace sw::ui
