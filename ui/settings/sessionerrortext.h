#pragma once
// sessionErrorText: a core/session error (opening, saving or exporting a session or a capture file; English, as the
// command line prints it) in the window's language, matched by its wording (settings/patterntexts.h). What the file
// system said after a colon is translated when it is one of the C library's reasons (settings/systemerrortext.h),
// otherwise it stays as it came; an unknown message is returned unchanged. The table is checked against
// core/session's sources by tests/ui/tst_sessionerrortext.
#include <QString>
#include <QStringList>

namespace sw::ui {

QString sessionErrorText(const QString &coreError);

// The English patterns of the table, for the test that keeps it in step with core.
QStringList sessionErrorPatterns();

} // namespace sw::ui
