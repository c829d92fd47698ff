#pragma once
// EvalRunner: a Trigger Lab run made by something other than the workbench's own request (docs/triggerlab.md): a
// real agent client run headless through the capture endpoint (core/clienteval). TriggerEval schedules runs over
// runner slots exactly as over provider slots (workers, cancel, progress, errors apart from misses); the runner says
// which skills the agent loaded, or why it could not tell, and TriggerEval decides triggered or not.
#include "eval/evalresults.h"

#include <QObject>

namespace sw {

struct EvalRunJob
{
    int index = 0; // in EvalResults::runs
    int variant = 0;
    int caseIndex = 0;
    int run = 0; // repetition of the query, 0-based
    QString query;
    QString skill; // the skill under test ("" for a routing set)
    QString description; // the variant's description of `skill` ("" = as saved)
    bool full = false; // judge the whole run, not only the first model response
};

class EvalRunner : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    // Starts one run; finished() follows exactly once unless cancel() comes first.
    virtual void start(const EvalRunJob &job) = 0;
    // Ends the run at once (every process it started); no finished() follows.
    virtual void cancel() = 0;

Q_SIGNALS:
    // `run` carries the job's variant, case and repetition, `loaded` in order, requests, usage, attempts, cached and
    // durationMs. Its outcome is NotTriggered when the agent answered (TriggerEval decides triggered from `loaded`),
    // else Error or Refused with `error`.
    void finished(const sw::EvalRun &run);
};

class EvalRunnerFactory
{
public:
    virtual ~EvalRunnerFactory() = default;
    // Checked before anything runs; false + *error (user-facing) when no run can start.
    virtual bool prepare(QString *error) = 0;
    virtual EvalRunner *create(QObject *parent) = 0;
    virtual QString agentName() const = 0; // "claude-code 2.1.328": what EvalSetup::profile shows
    virtual QString providerName() const = 0; // where the client's model calls went
    virtual QString triggerRule() const = 0; // what counts as a load, for the report
    virtual QString model() const = 0;
};

} // namespace sw
