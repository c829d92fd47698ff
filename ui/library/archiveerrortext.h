#pragma once
// archiveErrorText: a core/archive error (English, as the command line prints it) in the window's language. The
// known messages are matched by their wording ("archive entry \"%1\": %2" and its reasons, the limits, the install
// and pack errors); what follows a colon from libarchive stays as it came, the file system's reasons are translated
// (settings/systemerrortext.h). An unknown message is returned unchanged. The table is checked against core/archive's
// sources by tests/archive/tst_archiveerrortext.
#include <QString>
#include <QStringList>

namespace sw::ui {

QString archiveErrorText(const QString &coreError);

// The English patterns of the table (%1, %2 for the variable parts), for the test that keeps it in step with core.
QStringList archiveErrorPatterns();

} // namespace sw::ui
