#pragma once
// clientErrorText: a core/clients message (a real client not found or not starting, its isolated home not
// prepared, its run cut off; English, as the command line prints it) in the window's language, matched by its
// wording (settings/patterntexts.h). Names, paths, commands and the file system's reasons after a colon are kept or
// translated as PatternTexts does; an unknown message is returned unchanged. The table is checked against
// core/clients' sources by tests/ui/tst_clienterrortext.
#include <QString>
#include <QStringList>

namespace sw::ui {

QString clientErrorText(const QString &coreMessage);

// The English patterns of the table, for the test that keeps it in step with core.
QStringList clientErrorPatterns();

} // namespace sw::ui
