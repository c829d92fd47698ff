#pragma once
// Near misses: asking the model for requests that look related to a skill but should not load it, as a starting
// point the user edits (the Trigger Lab's "Suggest near misses"). The prompt and the reading of the answer (a JSON
// array of strings, else one request per line).
#include <QString>
#include <QStringList>

namespace sw {

QString nearMissSystemPrompt();
QString nearMissPrompt(const QString &skill, const QString &description, const QStringList &shouldTrigger,
    const QStringList &existing, int count);
// Requests in the answer, trimmed, without duplicates, without ones already in `existing`.
QStringList suggestedQueries(const QString &answer, const QStringList &existing = {});

} // namespace sw
