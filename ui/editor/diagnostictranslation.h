#pragma once
// The window's translations of validator messages, fix hints and fix labels (diagnostics carry a text id and
// its arguments; the CLI prints the core's exact English, the window this translated wording).
#include "skill/diagnostic.h"

#include <QList>

namespace sw::ui {

struct WindowDiagnosticText
{
    const char *id;
    const char *source; // the window's English (the lupdate source text)
};

// Every text id of the validator with the window's English, in the core table's order.
const QList<WindowDiagnosticText> &windowDiagnosticTexts();

// The text in the window's language, arguments filled in; the core's English for an id without an entry.
QString translatedText(const DiagnosticText &text);

} // namespace sw::ui
