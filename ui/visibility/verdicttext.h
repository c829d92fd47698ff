#pragma once
// The window's wording of the visibility matrix: consumer and verdict names, the reason and the fix of a verdict
// (translated; core/visibility words them in English for the command line), and each verdict's colour and icon.
#include "visibility/visibility.h"

#include <QColor>
#include <QCoreApplication>
#include <QIcon>

namespace sw::ui {

class VerdictText
{
    Q_DECLARE_TR_FUNCTIONS(sw::ui::VerdictText)
public:
    static QString consumer(Consumer consumer);
    // "Follows Claude Code 2.1.328 (built-in rules)" / "(calibrated: FILE)"; "" for a consumer that follows none.
    static QString rules(const ClientRulesOrigin &origin);
    static QString consumerDescription(Consumer consumer); // one line: what that consumer is
    static QString verdict(Verdict verdict);
    static QString cell(const ConsumerVerdict &verdict); // "full", "−68", "name only", ...
    static QString reason(const ConsumerVerdict &verdict);
    static QString fix(const ConsumerVerdict &verdict); // "" when there is none
    // A shadowed verdict's precedence policy (core's English words) in the window's language; unknown words unchanged.
    static QString policy(const QString &policy);
    // Rich-text tooltip: skill, consumer, verdict, reason, fix.
    static QString toolTip(const SkillVisibility &skill, const ConsumerVerdict &verdict);
    // One line per consumer (the Library column's tooltip).
    static QString summaryToolTip(const SkillVisibility &skill);
};

QColor verdictColour(Verdict verdict); // strong colour (icon, text)
QColor verdictBackground(Verdict verdict); // light tint for cells, readable in both themes
QIcon verdictIcon(Verdict verdict);
// The verdict the Library column shows for a skill: the worst over all consumers.
Verdict worstVerdict(const SkillVisibility &skill);

} // namespace sw::ui
