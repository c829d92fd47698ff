// clientErrorText: core/clients' messages translated by pattern.
#include "clienterrortext.h"

#include "patterntexts.h"

namespace sw::ui {

namespace {

const PatternTexts &clientTexts()
{
    static const PatternTexts texts("sw::ui::ClientErrorText",
        {
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText",
                "%1 (%2) was not found on PATH; install it with `npm install -g %3` or choose its program"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "%1 is not an executable file"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "%1 --version did not answer in time"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "%1 --version printed no version"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "the client did not finish within %1 s and was stopped"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "the client crashed: %1"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "%1 could not be started: %2"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "no home folder given for the client run"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "the skill folder %1 does not exist"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "could not create %1/node_modules"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "could not copy %1 to %2"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "could not write %1: %2"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "could not create %1"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText",
                "no terminal emulator was found (x-terminal-emulator, gnome-terminal, konsole, xfce4-terminal or "
                "xterm on the PATH, or $TERMINAL): install one, or launch the client headless with a prompt"),
            QT_TRANSLATE_NOOP("sw::ui::ClientErrorText", "cancelled"),
        });
    return texts;
}

} // namespace

QString clientErrorText(const QString &coreMessage)
{
    return clientTexts().translate(coreMessage);
}

QStringList clientErrorPatterns()
{
    return clientTexts().patterns();
}

} // namespace sw::ui
