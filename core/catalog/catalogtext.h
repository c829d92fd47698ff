#pragma once
// Text operations the catalog dialects share: escaping, JavaScript-compatible whitespace collapsing,
// truncation in UTF-16 units, code-point ordering and JSON string quoting as JSON.stringify writes it.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw::catalogtext {

// Python html.escape(s, quote=True): & < > " ' (the apostrophe as &#x27;).
QString htmlEscape(const QString &text);
// & < > only (deepseek-harness escapeText).
QString xmlEscape(const QString &text);

// True for the characters JavaScript's \s and String.prototype.trim treat as white space.
bool isJsWhitespace(char16_t c);
// value.replaceAll(/\s+/g, ' ').trim()
QString collapseWhitespace(const QString &text);
// When longer than maxLength UTF-16 units: the first maxLength - marker.size() units + marker (as JS slice does,
// so a surrogate pair may be split). maxLength below the marker length is raised to it.
QString truncateUtf16(const QString &text, int maxLength, const QString &marker = QStringLiteral("..."));

// Negative, zero or positive as a orders before, equal to or after b by Unicode code point.
int compareCodePoints(const QString &a, const QString &b);

// A JSON string literal exactly as JSON.stringify writes it (UTF-8 kept raw; lone surrogates as \udxxx).
QByteArray jsonQuote(const QString &text);

// Claude Code's listing text: every run of control, format, private-use, unassigned and invisible characters
// (line breaks included) becomes one space, then < and > are escaped (&lt; &gt;).
QString claudeListingText(const QString &text);
// The columns a terminal gives the text (Bun.stringWidth with ambiguous characters narrow, as Claude Code measures its
// listing budget): wide East Asian characters and emoji 2, combining marks, format and control characters 0.
int displayWidth(const QString &text);

// Lower-cased words split on anything that is not a letter or digit (in order, duplicates kept).
QStringList lowerWords(const QString &text);

} // namespace sw::catalogtext
