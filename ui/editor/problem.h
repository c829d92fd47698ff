#pragma once
// Problem: one diagnostic as the window shows it (converted from the validator's Diagnostic), and the
// mechanical fixes the editor can apply to it.
#include <QList>
#include <QMetaType>
#include <QString>

namespace sw::ui {

enum class ProblemSeverity { Error, Warning, Info };

enum class FixKind {
    None,
    RenameFolderToName, // folder name differs from `name:`
    LowercaseName, // `name:` has upper-case letters
    QuoteColonValues, // a plain value holding ": " broke the YAML
    MoveUnknownFieldsToMetadata, // fields outside the spec
};

struct Problem
{
    QString rule;
    ProblemSeverity severity = ProblemSeverity::Warning;
    QString file; // absolute path
    int line = 0; // 1-based; 0 = whole file
    int column = 0; // 1-based; 0 = whole line
    QString message;
    QString fixHint;
    FixKind fix = FixKind::None;
    friend bool operator==(const Problem &, const Problem &) = default;
};

using ProblemList = QList<Problem>;

// Which mechanical fix applies to a diagnostic, from its rule id and its (protocol-verbatim) message.
FixKind fixFor(const QString &rule, const QString &message);

} // namespace sw::ui

Q_DECLARE_METATYPE(sw::ui::Problem)
