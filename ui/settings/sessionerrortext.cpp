// sessionErrorText: core/session's messages translated by pattern.
#include "sessionerrortext.h"

#include "patterntexts.h"

namespace sw::ui {

namespace {

const PatternTexts &table()
{
    static const PatternTexts texts("sw::ui::SessionErrorText",
        {
            QT_TRANSLATE_NOOP("sw::ui::SessionErrorText", "not a session file: line %1 is not JSON (%2 at byte %3)"),
            QT_TRANSLATE_NOOP("sw::ui::SessionErrorText",
                "not a session file: no line says {\"type\": \"session\", \"format\": \"%1\"}"),
            QT_TRANSLATE_NOOP("sw::ui::SessionErrorText", "line %1: not a %2 file"),
            QT_TRANSLATE_NOOP("sw::ui::SessionErrorText", "cannot read %1: %2"),
            QT_TRANSLATE_NOOP("sw::ui::SessionErrorText", "cannot write %1: %2"),
            QT_TRANSLATE_NOOP("sw::ui::SessionErrorText", "Cannot write %1: %2"),
        });
    return texts;
}

} // namespace

QString sessionErrorText(const QString &coreError)
{
    return table().translate(coreError);
}

QStringList sessionErrorPatterns()
{
    return table().patterns();
}

} // namespace sw::ui
