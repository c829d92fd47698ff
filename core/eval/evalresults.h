#pragma once
// EvalResults: what a Trigger Lab run produced and what it means. Every run of every query for every description
// variant (outcome, skills loaded, error, attempts, cache, usage, the exact requests and responses), and the figures
// computed from them: per query the trigger rate with its Wilson interval and pass/fail against the threshold
// (should-trigger passes when rate >= threshold, should-not when rate < threshold); per variant the totals, run
// accuracy, recall and false-trigger rate with intervals, per-skill precision/recall/F1, and the confusion matrix
// (expected skill x loaded skill, with "none"). Errors, refusals and runs not made never count as misses.
#include "eval/evalset.h"
#include "session/requestrecord.h"

#include <QDateTime>
#include <QMap>

namespace sw {

enum class RunOutcome { NotRun, Triggered, NotTriggered, Error, Refused, Cancelled };
QString runOutcomeName(RunOutcome outcome); // "not_run", "triggered", "not_triggered", "error", "refused", "cancelled"

struct EvalRun
{
    int variant = 0;
    int caseIndex = 0;
    int run = 0; // 0-based repetition of the query
    RunOutcome outcome = RunOutcome::NotRun;
    QStringList loaded; // skills the model loaded, in call order
    QString error; // Error / Refused: what happened
    QString clientStderr; // a real client's standard error (its last 4 KB) when its run ended in an error
    qint64 clientStartMs = -1; // a real client's run: from starting the process to its first request; -1: none
    int attempts = 0; // requests sent for it, retries included (0 when answered from the cache)
    bool cached = false; // answered from the response cache
    qint64 durationMs = 0;
    ChatUsage usage; // summed over the run's model requests (provider usage or the labelled estimate)
    QList<RequestRecord> requests; // the exact requests with their responses (one unless --full)
    bool answered() const { return outcome == RunOutcome::Triggered || outcome == RunOutcome::NotTriggered; }
};

struct Interval
{
    double low = 0;
    double high = 0;
};
// Wilson score interval of successes/trials at z (1.96: 95%); [0, 1] when trials is 0.
Interval wilsonInterval(int successes, int trials, double z = 1.96);

struct EvalVariant
{
    QString label; // "saved", "editor", "B", "iteration 2"
    QString description; // the description of the skill under test in this variant ("" = as saved)
    QString evaluated = {}; // the description the requests carried (filled when the run starts: the saved text for "")
    // What was evaluated: `evaluated` once the run has started, else `description`.
    QString evaluatedText() const { return evaluated.isEmpty() ? description : evaluated; }
};

struct QueryResult
{
    int triggers = 0; // answered runs that loaded the expected skill (expected none: that loaded any skill)
    int runs = 0; // answered runs
    int errors = 0;
    int refusals = 0;
    int notRun = 0; // cancelled or never sent
    bool decided() const { return runs > 0; }
    double rate() const { return runs > 0 ? double(triggers) / runs : 0.0; }
    bool pass = false; // decided and on the right side of the threshold
    Interval interval;
    QMap<QString, int> loadedInstead; // other skills loaded -> runs
    int promptTokens = 0;
    int completionTokens = 0;
};

struct SkillScore
{
    QString skill;
    int truePositives = 0;
    int falsePositives = 0;
    int falseNegatives = 0;
    double precision() const;
    double recall() const;
    double f1() const;
    // Whether each figure is defined: precision needs a run that loaded the skill, recall a run that expected it, F1
    // any run about it. Undefined figures read "n/a" (0 would claim a result that was never measured).
    bool hasPrecision() const { return truePositives + falsePositives > 0; }
    bool hasRecall() const { return truePositives + falseNegatives > 0; }
    bool hasF1() const { return truePositives + falsePositives + falseNegatives > 0; }
};

struct ConfusionMatrix
{
    QStringList labels; // skills, then "none" last
    QList<QList<int>> counts; // [expected][loaded], answered runs
    int at(qsizetype expected, qsizetype loaded) const { return counts.value(expected).value(loaded); }
    int maximum() const;
};

struct VariantSummary
{
    int total = 0;
    int passed = 0;
    int failed = 0;
    int undecided = 0; // no answered run (all errors or not run)
    int runs = 0; // answered
    int correctRuns = 0;
    int errors = 0;
    int refusals = 0;
    int notRun = 0;
    int cached = 0;
    int positiveRuns = 0; // answered runs of should-trigger queries
    int positiveTriggers = 0;
    int negativeRuns = 0;
    int negativeTriggers = 0;
    Interval accuracy; // correctRuns / runs
    Interval recall; // positiveTriggers / positiveRuns
    Interval falseTriggers; // negativeTriggers / negativeRuns
    QList<SkillScore> skills;
    ConfusionMatrix confusion;
    int promptTokens = 0;
    int completionTokens = 0;
    int cachedTokens = 0;
    // Tokens of the runs that reached the provider (not answered from the response cache): what a price applies to.
    int billedPromptTokens = 0;
    int billedCompletionTokens = 0;
    bool tokensEstimated = false;
};

struct EvalSetup
{
    QString skill; // per-skill sets: the skill under test
    QString profile;
    QString provider; // display name
    bool replay = false;
    QString model;
    QString temperature; // as sent ("" = the provider's default: the request carries none)
    int runsPerQuery = 3;
    double threshold = 0.5;
    int workers = 4;
    bool full = false;
    bool cacheRead = true;
    QString triggerRule; // TriggerRule::describe()
    bool realClient = false; // the runs were made by a real client (EvalRunner), `profile` naming it
    double pricePromptPerMillion = -1; // USD per million tokens; -1 = unknown
    double priceCompletionPerMillion = -1;
};

class EvalResults
{
public:
    EvalSetup setup;
    EvalSet set;
    QList<EvalVariant> variants;
    QList<EvalRun> runs; // every planned run; NotRun until it has an outcome
    QDateTime startedAt;
    qint64 wallMs = 0;
    bool cancelled = false;
    QString abortReason; // the run could not finish (provider unreachable, all retries failed)

    // Plans variants x cases x runs NotRun entries (order: case, variant, run).
    void plan();
    int runIndex(int variant, int caseIndex, int run) const;
    // Whether a run of case `caseIndex` did what the set expects; the expected label ("none" for none).
    bool isTriggered(const EvalRun &run) const;
    QString expectedLabel(int caseIndex) const;
    bool complete() const; // every planned run answered, errored or refused, nothing cancelled or aborted
    // Why the run did not give an answer for every query ("" when it did): aborted, cancelled, runs that ended in an
    // error, runs not made, queries without an answered run. The CLI exits 3 exactly when this is not empty.
    QString unfinishedReason() const;

    QueryResult query(int variant, int caseIndex) const;
    VariantSummary summary(int variant) const;
    int finishedRuns() const; // with an outcome other than NotRun
    double costUsd(int promptTokens, int completionTokens) const; // -1 when no price is known
    double costUsd(const VariantSummary &s) const; // of its billed tokens (cached runs cost nothing)
};

} // namespace sw
