// EvalResults: aggregation of runs into per-query, per-variant and per-skill figures.
#include "evalresults.h"

#include <cmath>

namespace sw {

namespace {
const QString kNone = QStringLiteral("none");
}

QString runOutcomeName(RunOutcome outcome)
{
    switch (outcome) {
    case RunOutcome::NotRun:
        return QStringLiteral("not_run");
    case RunOutcome::Triggered:
        return QStringLiteral("triggered");
    case RunOutcome::NotTriggered:
        return QStringLiteral("not_triggered");
    case RunOutcome::Error:
        return QStringLiteral("error");
    case RunOutcome::Refused:
        return QStringLiteral("refused");
    case RunOutcome::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

Interval wilsonInterval(int successes, int trials, double z)
{
    if (trials <= 0)
        return { 0.0, 1.0 };
    const double n = trials;
    const double p = double(successes) / n;
    const double z2 = z * z;
    const double denominator = 1.0 + z2 / n;
    const double centre = (p + z2 / (2.0 * n)) / denominator;
    const double half = z * std::sqrt(p * (1.0 - p) / n + z2 / (4.0 * n * n)) / denominator;
    return { qMax(0.0, centre - half), qMin(1.0, centre + half) };
}

double SkillScore::precision() const
{
    const int d = truePositives + falsePositives;
    return d > 0 ? double(truePositives) / d : 0.0;
}

double SkillScore::recall() const
{
    const int d = truePositives + falseNegatives;
    return d > 0 ? double(truePositives) / d : 0.0;
}

double SkillScore::f1() const
{
    const double p = precision();
    const double r = recall();
    return p + r > 0 ? 2.0 * p * r / (p + r) : 0.0;
}

int ConfusionMatrix::maximum() const
{
    int m = 0;
    for (const QList<int> &row : counts)
        for (int v : row)
            m = qMax(m, v);
    return m;
}

void EvalResults::plan()
{
    runs.clear();
    const int perQuery = qMax(1, setup.runsPerQuery);
    runs.reserve(set.cases.size() * variants.size() * perQuery);
    for (int c = 0; c < set.cases.size(); ++c)
        for (int v = 0; v < variants.size(); ++v)
            for (int r = 0; r < perQuery; ++r) {
                EvalRun run;
                run.variant = v;
                run.caseIndex = c;
                run.run = r;
                runs << run;
            }
}

int EvalResults::runIndex(int variant, int caseIndex, int run) const
{
    const int perQuery = qMax(1, setup.runsPerQuery);
    return (caseIndex * int(variants.size()) + variant) * perQuery + run;
}

QString EvalResults::expectedLabel(int caseIndex) const
{
    const EvalCase &c = set.cases.at(caseIndex);
    if (set.kind == EvalSetKind::Routing)
        return c.expectedSkill.isEmpty() ? kNone : c.expectedSkill;
    return c.shouldTrigger ? setup.skill : kNone;
}

bool EvalResults::isTriggered(const EvalRun &run) const
{
    const EvalCase &c = set.cases.at(run.caseIndex);
    if (set.kind == EvalSetKind::Routing)
        return c.expectedSkill.isEmpty() ? !run.loaded.isEmpty() : run.loaded.contains(c.expectedSkill);
    return run.loaded.contains(setup.skill);
}

bool EvalResults::complete() const
{
    if (cancelled || !abortReason.isEmpty())
        return false;
    for (const EvalRun &r : runs)
        if (r.outcome == RunOutcome::NotRun || r.outcome == RunOutcome::Cancelled)
            return false;
    return true;
}

QString EvalResults::unfinishedReason() const
{
    if (!abortReason.isEmpty())
        return abortReason;
    if (cancelled)
        return QStringLiteral("cancelled before every run was made");
    int errors = 0;
    int notRun = 0;
    int undecided = 0;
    QString lastError;
    for (const EvalRun &r : runs) {
        if (r.outcome == RunOutcome::Error) {
            ++errors;
            lastError = r.error;
        } else if (r.outcome == RunOutcome::NotRun || r.outcome == RunOutcome::Cancelled) {
            ++notRun;
        }
    }
    for (int v = 0; v < variants.size(); ++v)
        undecided += summary(v).undecided;
    if (errors == 0 && notRun == 0 && undecided == 0)
        return {};
    QStringList parts;
    if (errors > 0)
        parts
            << QStringLiteral("%1 run(s) ended in an error after their retries (last: %2)").arg(errors).arg(lastError);
    if (notRun > 0)
        parts << QStringLiteral("%1 run(s) were not made").arg(notRun);
    if (undecided > 0)
        parts << QStringLiteral("%1 quer(ies) have no answered run, so pass or fail is unknown").arg(undecided);
    return parts.join(QStringLiteral("; "));
}

int EvalResults::finishedRuns() const
{
    int n = 0;
    for (const EvalRun &r : runs)
        n += r.outcome != RunOutcome::NotRun;
    return n;
}

QueryResult EvalResults::query(int variant, int caseIndex) const
{
    QueryResult q;
    const int perQuery = qMax(1, setup.runsPerQuery);
    const QString expected = expectedLabel(caseIndex);
    for (int r = 0; r < perQuery; ++r) {
        const int index = runIndex(variant, caseIndex, r);
        if (index < 0 || index >= runs.size())
            continue;
        const EvalRun &run = runs.at(index);
        switch (run.outcome) {
        case RunOutcome::Triggered:
        case RunOutcome::NotTriggered:
            ++q.runs;
            if (isTriggered(run))
                ++q.triggers;
            // What else was loaded: for a per-skill set the skill under test is the trigger itself, not "instead".
            for (const QString &s : run.loaded)
                if (s != expected && (set.kind == EvalSetKind::Routing || s != setup.skill))
                    ++q.loadedInstead[s];
            break;
        case RunOutcome::Error:
            ++q.errors;
            break;
        case RunOutcome::Refused:
            ++q.refusals;
            break;
        case RunOutcome::NotRun:
        case RunOutcome::Cancelled:
            ++q.notRun;
            break;
        }
        if (run.usage.promptTokens > 0)
            q.promptTokens += run.usage.promptTokens;
        if (run.usage.completionTokens > 0)
            q.completionTokens += run.usage.completionTokens;
    }
    q.interval = wilsonInterval(q.triggers, q.runs);
    const bool should = set.cases.at(caseIndex).shouldTrigger;
    q.pass = q.decided() && (should ? q.rate() >= setup.threshold : q.rate() < setup.threshold);
    return q;
}

VariantSummary EvalResults::summary(int variant) const
{
    VariantSummary s;
    // Confusion labels: every expected skill, every loaded skill, the skill under test; "none" last.
    QStringList labels;
    auto addLabel = [&labels](const QString &l) {
        if (!l.isEmpty() && l != kNone && !labels.contains(l))
            labels << l;
    };
    if (set.kind == EvalSetKind::PerSkill)
        addLabel(setup.skill);
    for (const auto &evalCase : set.cases)
        addLabel(evalCase.expectedSkill);
    for (const EvalRun &r : runs)
        if (r.variant == variant)
            for (const QString &l : r.loaded)
                addLabel(l);
    std::sort(labels.begin(), labels.end());
    labels << kNone;
    s.confusion.labels = labels;
    s.confusion.counts = QList<QList<int>>(labels.size(), QList<int>(labels.size(), 0));

    for (int c = 0; c < set.cases.size(); ++c) {
        const QueryResult q = query(variant, c);
        ++s.total;
        if (!q.decided())
            ++s.undecided;
        else if (q.pass)
            ++s.passed;
        else
            ++s.failed;
        s.errors += q.errors;
        s.refusals += q.refusals;
        s.notRun += q.notRun;
        s.runs += q.runs;
        const bool should = set.cases.at(c).shouldTrigger;
        s.correctRuns += should ? q.triggers : q.runs - q.triggers;
        if (should) {
            s.positiveRuns += q.runs;
            s.positiveTriggers += q.triggers;
        } else {
            s.negativeRuns += q.runs;
            s.negativeTriggers += q.triggers;
        }
    }
    for (const EvalRun &r : runs) {
        if (r.variant != variant)
            continue;
        if (r.cached)
            ++s.cached;
        if (r.usage.promptTokens > 0) {
            s.promptTokens += r.usage.promptTokens;
            if (!r.cached)
                s.billedPromptTokens += r.usage.promptTokens;
        }
        if (r.usage.completionTokens > 0) {
            s.completionTokens += r.usage.completionTokens;
            if (!r.cached)
                s.billedCompletionTokens += r.usage.completionTokens;
        }
        if (r.usage.reportedCachedTokens() > 0)
            s.cachedTokens += r.usage.reportedCachedTokens();
        s.tokensEstimated = s.tokensEstimated || r.usage.estimated;
        if (!r.answered())
            continue;
        const QString expected = expectedLabel(r.caseIndex);
        QString loaded = kNone;
        if (expected != kNone && r.loaded.contains(expected))
            loaded = expected;
        else if (!r.loaded.isEmpty())
            loaded = r.loaded.first();
        const qsizetype row = labels.indexOf(expected);
        const qsizetype column = labels.indexOf(loaded);
        if (row >= 0 && column >= 0)
            ++s.confusion.counts[row][column];
    }
    s.accuracy = wilsonInterval(s.correctRuns, s.runs);
    s.recall = wilsonInterval(s.positiveTriggers, s.positiveRuns);
    s.falseTriggers = wilsonInterval(s.negativeTriggers, s.negativeRuns);
    // Per-skill scores from the matrix (run level): the skill under test only for a per-skill set.
    for (qsizetype i = 0; i + 1 < labels.size(); ++i) {
        if (set.kind == EvalSetKind::PerSkill && labels.at(i) != setup.skill)
            continue;
        SkillScore score;
        score.skill = labels.at(i);
        for (qsizetype j = 0; j < labels.size(); ++j) {
            if (j == i)
                continue;
            score.falsePositives += s.confusion.at(j, i);
            score.falseNegatives += s.confusion.at(i, j);
        }
        score.truePositives = s.confusion.at(i, i);
        s.skills << score;
    }
    return s;
}

double EvalResults::costUsd(int promptTokens, int completionTokens) const
{
    if (setup.pricePromptPerMillion < 0 || setup.priceCompletionPerMillion < 0)
        return -1;
    return promptTokens / 1e6 * setup.pricePromptPerMillion + completionTokens / 1e6 * setup.priceCompletionPerMillion;
}

double EvalResults::costUsd(const VariantSummary &s) const
{
    return costUsd(s.billedPromptTokens, s.billedCompletionTokens);
}

} // namespace sw
