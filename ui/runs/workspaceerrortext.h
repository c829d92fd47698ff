#pragma once
// workspaceErrorText: a core/workspace message (a run's error or warning, a workspace that cannot be created or
// staged; English, as the command line prints it) in the window's language, matched by its wording
// (settings/patterntexts.h). A part that is itself one of these messages (the reason a workspace could not be
// recreated, why the sandbox is unavailable) is translated too; an unknown message is returned unchanged. The table
// is checked against core/workspace's sources by tests/ui/tst_workspaceerrortext.
#include <QString>
#include <QStringList>

namespace sw::ui {

QString workspaceErrorText(const QString &coreMessage);

// The English patterns of the table, for the test that keeps it in step with core.
QStringList workspaceErrorPatterns();

} // namespace sw::ui
