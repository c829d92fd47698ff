// The calibration report of `probe`.
#include "calibration/calibrationreport.h"

#include <QJsonArray>

namespace sw {

namespace {

// One line of text for a report: line breaks shown as \n, long texts cut in the middle.
QString reportOneLine(QString s, int max = 160)
{
    s.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    if (s.size() > max)
        s = s.left(max / 2 - 2) + QStringLiteral(" \u2026 ") + s.right(max / 2 - 2);
    return s;
}

} // namespace

QString calibrationReportText(const Calibration &c, const QString &path, const CalibrationAgreement *verify)
{
    QString t;
    t += QStringLiteral("%1 %2 (%3)\n")
             .arg(c.clientName, c.clientVersion.isEmpty() ? QStringLiteral("?") : c.clientVersion, c.program);
    t += QStringLiteral("model: %1, context window %2 tokens (%3)\n")
             .arg(c.model.isEmpty() ? QStringLiteral("?") : c.model)
             .arg(c.contextWindow)
             .arg(c.contextWindowSource == QLatin1String("option") ? QStringLiteral("passed to the client")
                                                                   : QStringLiteral("the client's own for the model"));
    t += QStringLiteral("wire format: %1 %2\n").arg(c.wireApi, c.requestPath);
    if (c.listingFound) {
        t += QStringLiteral("listing: %1 at %2 (%3)\n").arg(c.placement, c.where, c.listingDecoder);
        t += QStringLiteral("  before the entries: \"%1\"\n").arg(reportOneLine(c.wrapperBefore));
        t += QStringLiteral("  after the entries:  \"%1\"\n").arg(reportOneLine(c.wrapperAfter));
        t += QStringLiteral("  entry: %1\n").arg(reportOneLine(c.entryFormat));
        if (!c.renamedEntryFormat.isEmpty())
            t += QStringLiteral("  entry, name differs from folder: %1\n").arg(reportOneLine(c.renamedEntryFormat));
        if (!c.nameOnlyFormat.isEmpty())
            t += QStringLiteral("  entry, name only: %1\n").arg(reportOneLine(c.nameOnlyFormat));
    } else {
        t += QStringLiteral("listing: not found\n");
    }
    QStringList names;
    for (const CalibrationBuiltin &b : c.builtins)
        names << b.name;
    t += QStringLiteral("built-in skills (%1): %2\n").arg(c.builtins.size()).arg(names.join(QStringLiteral(", ")));
    t += QStringLiteral("skill tool: %1 (%2)\n")
             .arg(c.skillToolName.isEmpty() ? QStringLiteral("none") : c.skillToolName, c.skillToolKind);
    if (c.overflowRun)
        t += QStringLiteral("budget (%1 probe skills): %2 full, %3 shortened, %4 name-only, %5 absent; %6 characters "
                            "of entries\n")
                 .arg(c.overflowSkills)
                 .arg(c.overflowFull)
                 .arg(c.overflowShortened)
                 .arg(c.overflowNameOnly)
                 .arg(c.overflowAbsent)
                 .arg(c.overflowListingChars);
    t += QStringLiteral("probes:\n");
    for (const CalibrationProbeSkill &p : c.probes) {
        if (p.run != QLatin1String("plain") && p.probe != QLatin1String("short"))
            continue;
        t += QStringLiteral("  %1/%2: %3 (%4 characters)%5\n")
                 .arg(p.run, p.probe, verdictWithCount(p.observed, p.observedShortenedBy))
                 .arg(p.descriptionLength)
                 .arg(p.predicted.isEmpty()
                         ? QString()
                         : QStringLiteral(", predicted %1").arg(verdictWithCount(p.predicted, p.predictedShortenedBy)));
    }
    for (const QString &note : c.notes)
        t += QStringLiteral("note: %1\n").arg(note);
    if (verify) {
        if (!verify->hasPrediction) {
            t += QStringLiteral("verify: the workbench predicts no listing for %1\n").arg(c.clientName);
        } else {
            t += QStringLiteral("verify: verdicts %1/%2, lines %3/%4\n")
                     .arg(verify->verdictsAgree)
                     .arg(verify->verdictsCompared)
                     .arg(verify->linesAgree)
                     .arg(verify->linesCompared);
            QStringList perRun;
            for (const CalibrationRunAgreement &r : verify->runs)
                perRun << QStringLiteral("%1 run: verdicts %2/%3, lines %4/%5")
                              .arg(r.run)
                              .arg(r.verdictsAgree)
                              .arg(r.verdictsCompared)
                              .arg(r.linesAgree)
                              .arg(r.linesCompared);
            if (verify->runs.size() > 1)
                t += QStringLiteral("  (%1)\n").arg(perRun.join(QStringLiteral("; ")));
            for (const CalibrationDifference &d : verify->differences) {
                t += QStringLiteral("  %1 %2 (%3 run): observed %4\n")
                         .arg(d.kind, d.skill, d.run, reportOneLine(d.observed));
                t += QStringLiteral("  %1 %2 (%3 run): predicted %4%5\n")
                         .arg(QString(d.kind.size(), QLatin1Char(' ')), d.skill, d.run, reportOneLine(d.predicted),
                             d.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(d.reason));
            }
        }
    }
    if (!path.isEmpty())
        t += QStringLiteral("calibration written to %1\n").arg(path);
    return t;
}

QJsonObject calibrationReportJson(const Calibration &c, const QString &path, const CalibrationAgreement *verify)
{
    QJsonObject o { { "calibration", c.toJson() } };
    if (!path.isEmpty())
        o.insert("path", path);
    if (verify) {
        QJsonArray differences;
        for (const CalibrationDifference &d : verify->differences)
            differences << QJsonObject { { "probe", d.probe }, { "run", d.run }, { "skill", d.skill },
                { "kind", d.kind }, { "observed", d.observed }, { "predicted", d.predicted }, { "reason", d.reason } };
        QJsonArray runs;
        for (const CalibrationRunAgreement &r : verify->runs)
            runs << QJsonObject { { "run", r.run }, { "verdictsAgree", r.verdictsAgree },
                { "verdictsCompared", r.verdictsCompared }, { "linesAgree", r.linesAgree },
                { "linesCompared", r.linesCompared } };
        o.insert("verify",
            QJsonObject { { "hasPrediction", verify->hasPrediction }, { "verdictsAgree", verify->verdictsAgree },
                { "verdictsCompared", verify->verdictsCompared }, { "linesAgree", verify->linesAgree },
                { "linesCompared", verify->linesCompared }, { "runs", runs }, { "differences", differences } });
    }
    return o;
}

} // namespace sw
