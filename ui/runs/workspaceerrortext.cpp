// workspaceErrorText: core/workspace's messages translated by pattern.
#include "workspaceerrortext.h"

#include "settings/patterntexts.h"

namespace sw::ui {

namespace {

const PatternTexts &workspaceTexts()
{
    // The outer messages first: a part that is one of the others is translated by the same table.
    static const PatternTexts texts("sw::ui::WorkspaceErrorText",
        {
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "sandbox unavailable (%1): ran with the local executor"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "the sandbox executor is unavailable: %1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "bubblewrap (bwrap) is not installed"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "bubblewrap cannot create a sandbox here%1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "the workspace %1 was removed and cannot be recreated: %2"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText",
                "the workspace %1 was removed since the last run: recreated it and staged the skill again"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "the workspace %1 was removed during the run"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "timed out after %1 s"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "stdout truncated"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "stderr truncated"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "output files limited to %1 bytes in total"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "output files limited to %1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "stopped before the command started"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot start %1: %2"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "skill and command are required"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "command is required"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "executor is not configured"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cwd must stay within the workspace"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "skill folder %1 does not exist"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "input %1 is not a readable file"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot copy input %1 to %2"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot copy %1 to %2"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot create the work root %1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot create the workspace %1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot create the run folder %1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot create the link %1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot recreate the link %1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot link %1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot write %1: %2"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "cannot create %1"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "workspace %1 does not exist"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "%1 is not a workspace (no metadata.json)"),
            QT_TRANSLATE_NOOP("sw::ui::WorkspaceErrorText", "no workspace"),
        });
    return texts;
}

} // namespace

QString workspaceErrorText(const QString &coreMessage)
{
    // Why the sandbox is unavailable, why a workspace could not be recreated: messages of the table themselves.
    // Paths, numbers and bubblewrap's own words match no pattern and come back as they are.
    return workspaceTexts().translate(
        coreMessage, [](const char *, int, const QString &part) { return workspaceErrorText(part); });
}

QStringList workspaceErrorPatterns()
{
    return workspaceTexts().patterns();
}

} // namespace sw::ui
