#pragma once
// Diagnostic: one finding of the validator: a stable rule id, severity, position, message and fix hint (both
// English, exact for the CLI, and as a text id with arguments the window translates), and the mechanical fixes
// that are text edits (applied by the editor, exported as SARIF `fixes`).
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw {

enum class Severity { Error, Warning, Info };

// A text the window translates: id names an English template (diagnostictext.h) with %1..%n for args.
struct DiagnosticText
{
    QString id;
    QStringList args;
    bool isEmpty() const { return id.isEmpty(); }
    friend bool operator==(const DiagnosticText &, const DiagnosticText &) = default;
};

// Replaces [line:column, endLine:endColumn) of the file with newText. Lines are 1-based (CRLF is one line
// break), columns 1-based UTF-8 bytes of the line (after a BOM on line 1); newText uses the file's line breaks.
struct TextEdit
{
    int line = 0;
    int column = 1;
    int endLine = 0;
    int endColumn = 1;
    QString newText;
    friend bool operator==(const TextEdit &, const TextEdit &) = default;
};

// A fix that is a set of text edits of the diagnostic's file.
struct DiagnosticFix
{
    QString label; // English, e.g. "Replace the tabs with spaces"
    DiagnosticText labelText;
    QList<TextEdit> edits;
    friend bool operator==(const DiagnosticFix &, const DiagnosticFix &) = default;
};

struct Diagnostic
{
    QString rule; // stable id, "<set>/<check>", e.g. "spec/name-lowercase"
    Severity severity = Severity::Error;
    QString file; // the file the diagnostic is about (SKILL.md path, or a file of the folder); may be ""
    int line = 0; // 1-based, 0 = the whole file
    int column = 0; // 1-based UTF-8 byte column, 0 = the whole line
    QString message;
    QString fixHint; // a mechanical fix in words, "" when none
    DiagnosticText messageText; // message as an id + arguments (empty for messages without an id)
    DiagnosticText fixHintText;
    QList<DiagnosticFix> fixes; // text-edit fixes, each verified to remove this problem
    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

// The bytes with the edits applied (edits must not overlap; they are applied from the last to the first).
QByteArray applyTextEdits(const QByteArray &file, const QList<TextEdit> &edits);

} // namespace sw
