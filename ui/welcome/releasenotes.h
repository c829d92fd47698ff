#pragma once
// Release notes for the Welcome page's "What is new" card, read from the AppStream metainfo file's <releases>
// (resources/io.github.skillworkbench.metainfo.xml, embedded as :/metainfo/... and installed to
// share/metainfo/). Translated list items follow their English item with xml:lang, as AppStream allows.
#include <QDate>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw::ui::welcome {

struct ReleaseNote
{
    QString version;
    QDate date;
    QString summary; // the first <p> of the release description ("" when none)
    QStringList items; // the <li> entries, in `language` where translated
};

// Parses <component><releases><release version date><description>. `language` is a locale name such as
// "zh_CN" (an item in "zh" also matches); English items are used where no translation exists. Returns the
// releases newest first as listed in the file; `error` is set and the list empty when the XML is malformed.
QList<ReleaseNote> readReleaseNotes(QIODevice *device, const QString &language, QString *error = nullptr);
QList<ReleaseNote> readReleaseNotes(const QString &path, const QString &language, QString *error = nullptr);

// The metainfo file compiled into the application.
QString embeddedMetainfoPath();

} // namespace sw::ui::welcome
