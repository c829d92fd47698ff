#pragma once
// Outputs of a Trigger Lab run (docs/triggerlab.md): JSON compatible with skill-creator's run_eval.py output
// (skill_name, description, results[{query, should_trigger, trigger_rate, triggers, runs, pass}], summary{total,
// passed, failed}) for the first variant, extended with the workbench's fields and every variant under
// "variants"; JUnit XML (one test case per query and variant) for CI; plain text (one line per query, the
// per-skill table, the totals); and a self-contained HTML report with inline SVG charts.
#include "eval/evalresults.h"

#include <QJsonObject>

namespace sw {

struct OptimiserIteration;

QJsonObject evalResultsToJson(const EvalResults &results);
QByteArray evalResultsToJUnit(const EvalResults &results);
// "PASS rate=2/3 expected=trigger: query" lines (ERROR when no run of the query was answered), then per variant the
// per-skill table and the totals.
QString evalResultsToText(const EvalResults &results);
QString evalQueryLine(const EvalResults &results, int variant, int caseIndex);
// One self-contained HTML page (no scripts, no external resources): setup, per-variant bars with 95% intervals,
// per-query rates, the confusion matrix as a heat map, and the optimiser's iterations when given.
QString evalResultsToHtml(const EvalResults &results, const QList<OptimiserIteration> &iterations);
QString evalResultsToHtml(
    const EvalResults &results); // no optimiser iterations (OptimiserIteration is incomplete here)

// "expected=trigger" / "expected=no-trigger" (per-skill), "expected=NAME" / "expected=none" (routing).
QString expectationText(const EvalResults &results, int caseIndex);
QString percent(double rate); // "67%"
// Whether two 95% intervals overlap; "" when either has no trials.
bool intervalsOverlap(const Interval &a, const Interval &b);
// Per variant after the first: whether its run accuracy (and recall) differ from the first variant's beyond chance,
// read from the 95% intervals: "B vs A: run accuracy 100% [..] vs 40% [..]: the intervals do not overlap, a real
// difference" or "...: the intervals overlap, these runs cannot tell the two apart".
QStringList intervalComparisons(const EvalResults &results);
QString scoreText(double value, bool defined); // "0.67", or "n/a" when not defined

} // namespace sw
