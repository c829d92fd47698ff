#pragma once
// The English templates of every validator message, fix hint and fix label, by text id. The CLI prints these
// (exact, skills-ref's wording where it has one); the window looks the same ids up in its translation table
// (ui/editor/diagnostictranslation.cpp), and a test keeps the two tables in step.
#include "skill/diagnostic.h"

#include <QList>

namespace sw {

struct DiagnosticTemplate
{
    const char *id;
    const char *english; // with %1..%n for the arguments
};

// Every template, in no particular order.
const QList<DiagnosticTemplate> &diagnosticTemplates();

// The English text of a text id with its arguments filled in; "" for an empty text, the id itself when unknown.
QString englishText(const DiagnosticText &text);

// Fills %1..%n of a template with args (each argument inserted verbatim, so a "%2" inside an argument stays).
QString fillTemplate(const QString &pattern, const QStringList &args);

} // namespace sw
