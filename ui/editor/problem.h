#pragma once
// Problem: one diagnostic as the window shows it (converted from the validator's Diagnostic, texts translated),
// and the fixes the editor can apply to it.
#include "skill/diagnostic.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace sw::ui {

enum class ProblemSeverity { Error, Warning, Info };

enum class FixKind {
    None,
    RenameFolderToName, // folder name differs from `name:`
    LowercaseName, // `name:` has upper-case letters
    MoveUnknownFieldsToMetadata, // fields outside the spec
    TextEdits, // the validator's own fix: text edits it verified (e.g. a YAML mistake)
};

// One way to fix a problem, as the window offers it.
struct ProblemFix
{
    FixKind kind = FixKind::None;
    QString label; // translated
    QList<sw::TextEdit> edits; // TextEdits: the edits of the problem's file
    friend bool operator==(const ProblemFix &, const ProblemFix &) = default;
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
    FixKind fix = FixKind::None; // the first fix's kind (None when there is no fix)
    QList<ProblemFix> fixes; // every fix, in the order offered
    friend bool operator==(const Problem &, const Problem &) = default;
};

using ProblemList = QList<Problem>;

// Which of the window's own fixes applies to a diagnostic, from its rule id (FixKind::None when none).
FixKind fixFor(const QString &rule, const QString &message);
// The label of one of the window's own fixes (not TextEdits, whose labels come with the fix).
QString fixKindLabel(FixKind fix);

} // namespace sw::ui

Q_DECLARE_METATYPE(sw::ui::Problem)
