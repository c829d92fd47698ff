// Outputs of a Trigger Lab run: JSON, JUnit XML and text.
#include "evaloutput.h"

#include <QJsonArray>
#include <QXmlStreamWriter>

namespace sw {

namespace {

QJsonObject intervalJson(int successes, int trials, const Interval &i)
{
    return { { QStringLiteral("rate"), trials > 0 ? double(successes) / trials : QJsonValue() },
        { QStringLiteral("successes"), successes }, { QStringLiteral("trials"), trials },
        { QStringLiteral("low"), i.low }, { QStringLiteral("high"), i.high } };
}

QJsonArray queryResultsJson(const EvalResults &r, int variant)
{
    QJsonArray out;
    for (int c = 0; c < r.set.cases.size(); ++c) {
        const EvalCase &ec = r.set.cases.at(c);
        const QueryResult q = r.query(variant, c);
        QJsonObject o { { QStringLiteral("query"), ec.query }, { QStringLiteral("should_trigger"), ec.shouldTrigger },
            { QStringLiteral("trigger_rate"), q.rate() }, { QStringLiteral("triggers"), q.triggers },
            { QStringLiteral("runs"), q.runs }, { QStringLiteral("pass"), q.pass } };
        if (r.set.kind == EvalSetKind::Routing)
            o.insert(QStringLiteral("expected_skill"),
                ec.expectedSkill.isEmpty() ? QJsonValue() : QJsonValue(ec.expectedSkill));
        o.insert(QStringLiteral("decided"), q.decided());
        o.insert(QStringLiteral("errors"), q.errors);
        o.insert(QStringLiteral("refusals"), q.refusals);
        o.insert(QStringLiteral("not_run"), q.notRun);
        o.insert(QStringLiteral("interval"), QJsonArray { q.interval.low, q.interval.high });
        QJsonObject instead;
        for (auto it = q.loadedInstead.constBegin(); it != q.loadedInstead.constEnd(); ++it)
            instead.insert(it.key(), it.value());
        o.insert(QStringLiteral("loaded_instead"), instead);
        if (!ec.notes.isEmpty())
            o.insert(QStringLiteral("notes"), ec.notes);
        QJsonArray details;
        const int perQuery = qMax(1, r.setup.runsPerQuery);
        for (int run = 0; run < perQuery; ++run) {
            const EvalRun &er = r.runs.at(r.runIndex(variant, c, run));
            QJsonObject d { { QStringLiteral("run"), run + 1 },
                { QStringLiteral("outcome"), runOutcomeName(er.outcome) },
                { QStringLiteral("loaded"), QJsonArray::fromStringList(er.loaded) },
                { QStringLiteral("attempts"), er.attempts }, { QStringLiteral("cached"), er.cached },
                { QStringLiteral("duration_ms"), er.durationMs } };
            if (!er.error.isEmpty())
                d.insert(QStringLiteral("error"), er.error);
            if (!er.clientStderr.isEmpty())
                d.insert(QStringLiteral("client_stderr"), er.clientStderr);
            if (er.clientStartMs >= 0)
                d.insert(QStringLiteral("client_start_ms"), er.clientStartMs);
            if (er.usage.isValid())
                d.insert(QStringLiteral("usage"), er.usage.toJson());
            details << d;
        }
        o.insert(QStringLiteral("run_details"), details);
        o.insert(QStringLiteral("tokens"),
            QJsonObject {
                { QStringLiteral("prompt"), q.promptTokens }, { QStringLiteral("completion"), q.completionTokens } });
        out << o;
    }
    return out;
}

QJsonObject variantJson(const EvalResults &r, int variant)
{
    const VariantSummary s = r.summary(variant);
    const EvalVariant &v = r.variants.at(variant);
    QJsonObject summary { { QStringLiteral("total"), s.total }, { QStringLiteral("passed"), s.passed },
        { QStringLiteral("failed"), s.failed }, { QStringLiteral("undecided"), s.undecided },
        { QStringLiteral("runs"), s.runs }, { QStringLiteral("errors"), s.errors },
        { QStringLiteral("refusals"), s.refusals }, { QStringLiteral("not_run"), s.notRun },
        { QStringLiteral("cached"), s.cached },
        { QStringLiteral("accuracy"), intervalJson(s.correctRuns, s.runs, s.accuracy) },
        { QStringLiteral("recall"), intervalJson(s.positiveTriggers, s.positiveRuns, s.recall) },
        { QStringLiteral("false_trigger_rate"), intervalJson(s.negativeTriggers, s.negativeRuns, s.falseTriggers) } };
    QJsonArray skills;
    for (const SkillScore &k : s.skills)
        skills << QJsonObject { { QStringLiteral("skill"), k.skill },
            { QStringLiteral("precision"), k.hasPrecision() ? QJsonValue(k.precision()) : QJsonValue() },
            { QStringLiteral("recall"), k.hasRecall() ? QJsonValue(k.recall()) : QJsonValue() },
            { QStringLiteral("f1"), k.hasF1() ? QJsonValue(k.f1()) : QJsonValue() },
            { QStringLiteral("true_positives"), k.truePositives },
            { QStringLiteral("false_positives"), k.falsePositives },
            { QStringLiteral("false_negatives"), k.falseNegatives } };
    QJsonArray counts;
    for (const QList<int> &row : s.confusion.counts) {
        QJsonArray a;
        for (int n : row)
            a << n;
        counts << a;
    }
    const double cost = r.costUsd(s);
    QJsonObject tokens { { QStringLiteral("prompt"), s.promptTokens },
        { QStringLiteral("completion"), s.completionTokens }, { QStringLiteral("cached"), s.cachedTokens },
        { QStringLiteral("estimated"), s.tokensEstimated }, { QStringLiteral("billed_prompt"), s.billedPromptTokens },
        { QStringLiteral("billed_completion"), s.billedCompletionTokens },
        { QStringLiteral("cost_usd"), cost >= 0 ? QJsonValue(cost) : QJsonValue() } };
    return { { QStringLiteral("label"), v.label }, { QStringLiteral("description"), v.evaluatedText() },
        { QStringLiteral("saved_description"), v.description.isEmpty() },
        { QStringLiteral("results"), queryResultsJson(r, variant) }, { QStringLiteral("summary"), summary },
        { QStringLiteral("skills"), skills },
        { QStringLiteral("confusion"),
            QJsonObject { { QStringLiteral("labels"), QJsonArray::fromStringList(s.confusion.labels) },
                { QStringLiteral("counts"), counts } } },
        { QStringLiteral("tokens"), tokens } };
}

QString shortQuery(QString q, int max = 70)
{
    q.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return q.size() > max ? q.left(max - 3) + QStringLiteral("...") : q;
}

} // namespace

QString percent(double rate)
{
    return QStringLiteral("%1%").arg(qRound(rate * 100));
}

bool intervalsOverlap(const Interval &a, const Interval &b)
{
    return a.low <= b.high && b.low <= a.high;
}

QStringList intervalComparisons(const EvalResults &r)
{
    QStringList lines;
    if (r.variants.size() < 2)
        return lines;
    const VariantSummary first = r.summary(0);
    for (int v = 1; v < r.variants.size(); ++v) {
        const VariantSummary s = r.summary(v);
        const auto compare = [&](const QString &what, int hits, int trials, const Interval &in, int firstHits,
                                 int firstTrials, const Interval &firstIn) {
            if (trials == 0 || firstTrials == 0)
                return;
            lines << QStringLiteral("%1 vs %2: %3 %4 [%5-%6] vs %7 [%8-%9]: %10")
                         .arg(r.variants.at(v).label, r.variants.at(0).label, what, percent(double(hits) / trials),
                             percent(in.low), percent(in.high), percent(double(firstHits) / firstTrials),
                             percent(firstIn.low), percent(firstIn.high))
                         .arg(intervalsOverlap(in, firstIn)
                                 ? QStringLiteral("the 95% intervals overlap, these runs cannot tell the two apart")
                                 : QStringLiteral("the 95% intervals do not overlap, a real difference"));
        };
        compare(QStringLiteral("run accuracy"), s.correctRuns, s.runs, s.accuracy, first.correctRuns, first.runs,
            first.accuracy);
        compare(QStringLiteral("recall"), s.positiveTriggers, s.positiveRuns, s.recall, first.positiveTriggers,
            first.positiveRuns, first.recall);
    }
    return lines;
}

QString scoreText(double value, bool defined)
{
    return defined ? QString::number(value, 'f', 2) : QStringLiteral("n/a");
}

QString expectationText(const EvalResults &r, int caseIndex)
{
    const EvalCase &c = r.set.cases.at(caseIndex);
    if (r.set.kind == EvalSetKind::Routing)
        return QStringLiteral("expected=%1").arg(c.expectedSkill.isEmpty() ? QStringLiteral("none") : c.expectedSkill);
    return c.shouldTrigger ? QStringLiteral("expected=trigger") : QStringLiteral("expected=no-trigger");
}

QJsonObject evalResultsToJson(const EvalResults &r)
{
    QJsonObject out = variantJson(r, 0);
    const QString description = r.variants.value(0).evaluatedText();
    out.remove(QStringLiteral("label"));
    out.insert(QStringLiteral("skill_name"), r.setup.skill.isEmpty() ? QJsonValue() : QJsonValue(r.setup.skill));
    out.insert(QStringLiteral("description"), description);
    out.insert(QStringLiteral("format"), QStringLiteral("skill-workbench-trigger-eval/1"));
    out.insert(QStringLiteral("set_kind"), evalSetKindName(r.set.kind));
    const EvalSetup &s = r.setup;
    out.insert(QStringLiteral("setup"),
        QJsonObject { { QStringLiteral("profile"), s.profile }, { QStringLiteral("provider"), s.provider },
            { QStringLiteral("replay"), s.replay }, { QStringLiteral("model"), s.model },
            { QStringLiteral("temperature"),
                s.temperature.isEmpty() ? QJsonValue() : QJsonValue(s.temperature.toDouble()) },
            { QStringLiteral("runs_per_query"), s.runsPerQuery }, { QStringLiteral("threshold"), s.threshold },
            { QStringLiteral("workers"), s.workers }, { QStringLiteral("full"), s.full },
            { QStringLiteral("cache"), s.cacheRead }, { QStringLiteral("trigger_rule"), s.triggerRule },
            { QStringLiteral("eval_set"), r.set.filePath } });
    QJsonArray variants;
    for (int v = 0; v < r.variants.size(); ++v)
        variants << variantJson(r, v);
    out.insert(QStringLiteral("variants"), variants);
    out.insert(QStringLiteral("started_at"), r.startedAt.toString(Qt::ISODateWithMs));
    out.insert(QStringLiteral("wall_ms"), r.wallMs);
    // "complete" agrees with the CLI's exit code: false whenever it is 3, with the reason beside it.
    const QString unfinished = r.unfinishedReason();
    out.insert(QStringLiteral("complete"), unfinished.isEmpty());
    out.insert(QStringLiteral("unfinished"), unfinished.isEmpty() ? QJsonValue() : QJsonValue(unfinished));
    out.insert(QStringLiteral("cancelled"), r.cancelled);
    out.insert(QStringLiteral("aborted"), r.abortReason.isEmpty() ? QJsonValue() : QJsonValue(r.abortReason));
    return out;
}

QByteArray evalResultsToJUnit(const EvalResults &r)
{
    QByteArray xml;
    QXmlStreamWriter w(&xml);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    int tests = 0;
    int failures = 0;
    int errors = 0;
    QList<VariantSummary> summaries;
    for (int v = 0; v < r.variants.size(); ++v) {
        summaries << r.summary(v);
        tests += summaries.last().total;
        failures += summaries.last().failed;
        errors += summaries.last().undecided;
    }
    const QString subject = r.setup.skill.isEmpty() ? QStringLiteral("routing") : r.setup.skill;
    w.writeStartElement(QStringLiteral("testsuites"));
    w.writeAttribute(QStringLiteral("name"), QStringLiteral("trigger-eval"));
    w.writeAttribute(QStringLiteral("tests"), QString::number(tests));
    w.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    w.writeAttribute(QStringLiteral("errors"), QString::number(errors));
    w.writeAttribute(QStringLiteral("time"), QString::number(r.wallMs / 1000.0, 'f', 3));
    for (int v = 0; v < r.variants.size(); ++v) {
        const VariantSummary &s = summaries.at(v);
        const QString label = r.variants.at(v).label;
        w.writeStartElement(QStringLiteral("testsuite"));
        w.writeAttribute(QStringLiteral("name"), QStringLiteral("%1 (%2)").arg(subject, label));
        w.writeAttribute(QStringLiteral("tests"), QString::number(s.total));
        w.writeAttribute(QStringLiteral("failures"), QString::number(s.failed));
        w.writeAttribute(QStringLiteral("errors"), QString::number(s.undecided));
        w.writeAttribute(QStringLiteral("skipped"), QStringLiteral("0"));
        w.writeAttribute(QStringLiteral("timestamp"), r.startedAt.toString(Qt::ISODate));
        w.writeStartElement(QStringLiteral("properties"));
        const QList<QPair<QString, QString>> props { { QStringLiteral("profile"), r.setup.profile },
            { QStringLiteral("provider"), r.setup.provider }, { QStringLiteral("model"), r.setup.model },
            { QStringLiteral("runs_per_query"), QString::number(r.setup.runsPerQuery) },
            { QStringLiteral("threshold"), QString::number(r.setup.threshold) },
            { QStringLiteral("description"), r.variants.at(v).evaluatedText() } };
        for (const auto &[name, value] : props) {
            w.writeStartElement(QStringLiteral("property"));
            w.writeAttribute(QStringLiteral("name"), name);
            w.writeAttribute(QStringLiteral("value"), value);
            w.writeEndElement();
        }
        w.writeEndElement();
        for (int c = 0; c < r.set.cases.size(); ++c) {
            const QueryResult q = r.query(v, c);
            qint64 ms = 0;
            for (int run = 0; run < qMax(1, r.setup.runsPerQuery); ++run)
                ms += r.runs.at(r.runIndex(v, c, run)).durationMs;
            w.writeStartElement(QStringLiteral("testcase"));
            w.writeAttribute(QStringLiteral("classname"), QStringLiteral("trigger-eval.%1.%2").arg(subject, label));
            w.writeAttribute(QStringLiteral("name"), r.set.cases.at(c).query);
            w.writeAttribute(QStringLiteral("time"), QString::number(ms / 1000.0, 'f', 3));
            const QString rate = QStringLiteral("rate=%1/%2 %3").arg(q.triggers).arg(q.runs).arg(expectationText(r, c));
            QStringList instead;
            for (auto it = q.loadedInstead.constBegin(); it != q.loadedInstead.constEnd(); ++it)
                instead << QStringLiteral("%1 (%2)").arg(it.key()).arg(it.value());
            if (!q.decided()) {
                QStringList why;
                for (int run = 0; run < qMax(1, r.setup.runsPerQuery); ++run) {
                    const EvalRun &er = r.runs.at(r.runIndex(v, c, run));
                    why << QStringLiteral("run %1: %2%3")
                               .arg(run + 1)
                               .arg(runOutcomeName(er.outcome))
                               .arg(er.error.isEmpty() ? QString() : QStringLiteral(": ") + er.error);
                }
                w.writeStartElement(QStringLiteral("error"));
                w.writeAttribute(QStringLiteral("message"),
                    QStringLiteral("no answered run (%1 errors, %2 refusals, %3 not run)")
                        .arg(q.errors)
                        .arg(q.refusals)
                        .arg(q.notRun));
                w.writeCharacters(why.join(QLatin1Char('\n')));
                w.writeEndElement();
            } else if (!q.pass) {
                w.writeStartElement(QStringLiteral("failure"));
                w.writeAttribute(QStringLiteral("message"), rate);
                w.writeAttribute(QStringLiteral("type"), QStringLiteral("trigger"));
                w.writeCharacters(instead.isEmpty()
                        ? rate
                        : rate + QStringLiteral("\nloaded instead: ") + instead.join(QStringLiteral(", ")));
                w.writeEndElement();
            }
            w.writeEndElement();
        }
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndDocument();
    return xml;
}

QString evalQueryLine(const EvalResults &r, int variant, int caseIndex)
{
    const QueryResult q = r.query(variant, caseIndex);
    const QString verdict = !q.decided() ? QStringLiteral("ERROR")
        : q.pass                         ? QStringLiteral("PASS")
                                         : QStringLiteral("FAIL");
    QString line = QStringLiteral("%1 rate=%2/%3 %4: %5")
                       .arg(verdict)
                       .arg(q.triggers)
                       .arg(q.runs)
                       .arg(expectationText(r, caseIndex), shortQuery(r.set.cases.at(caseIndex).query));
    QStringList notes;
    if (q.errors > 0)
        notes << QStringLiteral("%1 error(s)").arg(q.errors);
    if (q.refusals > 0)
        notes << QStringLiteral("%1 refusal(s)").arg(q.refusals);
    if (q.notRun > 0)
        notes << QStringLiteral("%1 not run").arg(q.notRun);
    QStringList instead;
    for (auto it = q.loadedInstead.constBegin(); it != q.loadedInstead.constEnd(); ++it)
        instead << QStringLiteral("%1 x%2").arg(it.key()).arg(it.value());
    if (!instead.isEmpty())
        notes << QStringLiteral("loaded instead: %1").arg(instead.join(QStringLiteral(", ")));
    if (!notes.isEmpty())
        line += QStringLiteral("  [%1]").arg(notes.join(QStringLiteral("; ")));
    return line;
}

QString evalResultsToText(const EvalResults &r)
{
    QString out;
    const bool several = r.variants.size() > 1;
    for (int v = 0; v < r.variants.size(); ++v) {
        const EvalVariant &variant = r.variants.at(v);
        if (several)
            out += QStringLiteral("== variant %1%2\n")
                       .arg(variant.label,
                           (variant.description.isEmpty() ? QStringLiteral(" (saved description)") : QString())
                               + (variant.evaluatedText().isEmpty()
                                       ? QString()
                                       : QStringLiteral(": ") + shortQuery(variant.evaluatedText(), 100)));
        for (int c = 0; c < r.set.cases.size(); ++c)
            out += evalQueryLine(r, v, c) + QLatin1Char('\n');
        const VariantSummary s = r.summary(v);
        out += QStringLiteral("\n%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(QStringLiteral("skill"), -24)
                   .arg(QStringLiteral("precision"), 9)
                   .arg(QStringLiteral("recall"), 7)
                   .arg(QStringLiteral("f1"), 5)
                   .arg(QStringLiteral("tp"), 5)
                   .arg(QStringLiteral("fp"), 5)
                   .arg(QStringLiteral("fn"), 5);
        for (const SkillScore &k : s.skills)
            out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                       .arg(k.skill, -24)
                       .arg(scoreText(k.precision(), k.hasPrecision()), 9)
                       .arg(scoreText(k.recall(), k.hasRecall()), 7)
                       .arg(scoreText(k.f1(), k.hasF1()), 5)
                       .arg(k.truePositives, 5)
                       .arg(k.falsePositives, 5)
                       .arg(k.falseNegatives, 5);
        out += QStringLiteral("\ntotals: %1/%2 queries passed, %3 failed, %4 undecided; %5 runs answered (%6 errors, "
                              "%7 refusals, %8 not run, %9 from the cache)\n")
                   .arg(s.passed)
                   .arg(s.total)
                   .arg(s.failed)
                   .arg(s.undecided)
                   .arg(s.runs)
                   .arg(s.errors)
                   .arg(s.refusals)
                   .arg(s.notRun)
                   .arg(s.cached);
        if (s.runs > 0)
            out += QStringLiteral("run accuracy %1 [95%: %2-%3]")
                       .arg(percent(double(s.correctRuns) / s.runs), percent(s.accuracy.low), percent(s.accuracy.high));
        else
            out += QStringLiteral("run accuracy n/a (no run was answered)");
        if (s.positiveRuns > 0)
            out += QStringLiteral(", recall %1 [%2-%3]")
                       .arg(percent(double(s.positiveTriggers) / s.positiveRuns), percent(s.recall.low),
                           percent(s.recall.high));
        if (s.negativeRuns > 0)
            out += QStringLiteral(", false triggers %1 [%2-%3]")
                       .arg(percent(double(s.negativeTriggers) / s.negativeRuns), percent(s.falseTriggers.low),
                           percent(s.falseTriggers.high));
        out += QStringLiteral("\ntokens: %1 prompt + %2 completion%3")
                   .arg(s.promptTokens)
                   .arg(s.completionTokens)
                   .arg(s.tokensEstimated ? QStringLiteral(" (partly estimated)") : QString());
        const double cost = r.costUsd(s);
        if (cost >= 0)
            out += QStringLiteral(", cost $%1%2")
                       .arg(cost, 0, 'f', 4)
                       .arg(s.cached > 0 ? QStringLiteral(" (%1 run(s) from the cache not charged)").arg(s.cached)
                                         : QString());
        out += QLatin1Char('\n');
        if (several && v + 1 < r.variants.size())
            out += QLatin1Char('\n');
    }
    for (const QString &line : intervalComparisons(r))
        out += line + QLatin1Char('\n');
    if (r.setup.realClient)
        out += QStringLiteral("agent: %1 (the real client); model calls: %2; a load is %3\n")
                   .arg(r.setup.profile, r.setup.provider, r.setup.triggerRule);
    out += QStringLiteral("wall time %1 s, %2, %3 per query, threshold %4%5\n")
               .arg(r.wallMs / 1000.0, 0, 'f', 1)
               .arg(r.setup.workers == 1 ? QStringLiteral("1 worker")
                                         : QStringLiteral("%1 workers").arg(r.setup.workers))
               .arg(r.setup.runsPerQuery == 1 ? QStringLiteral("1 run")
                                              : QStringLiteral("%1 runs").arg(r.setup.runsPerQuery))
               .arg(r.setup.threshold)
               .arg(r.setup.replay ? QStringLiteral(", replay (no model was called)") : QString());
    if (!r.abortReason.isEmpty())
        out += QStringLiteral("the run could not finish: %1\n").arg(r.abortReason);
    else if (r.cancelled)
        out += QStringLiteral("cancelled: partial results\n");
    return out;
}

} // namespace sw
