// Comparing a calibration's observations with the workbench's predictions.
#include "calibration/calibrationverify.h"

namespace sw {

QString verdictWithCount(const QString &verdict, int shortenedBy)
{
    if (verdict == QLatin1String("shortened"))
        return QStringLiteral("shortened by %1").arg(shortenedBy);
    return verdict;
}

CalibrationAgreement verifyCalibration(const Calibration &calibration)
{
    CalibrationAgreement a;
    for (const CalibrationProbeSkill &p : calibration.probes) {
        if (p.predicted.isEmpty())
            continue;
        a.hasPrediction = true;
        if (a.runs.isEmpty() || a.runs.last().run != p.run)
            a.runs << CalibrationRunAgreement { p.run };
        CalibrationRunAgreement &run = a.runs.last();
        ++a.verdictsCompared;
        ++run.verdictsCompared;
        const QString observed = verdictWithCount(p.observed, p.observedShortenedBy);
        const QString predicted = verdictWithCount(p.predicted, p.predictedShortenedBy);
        if (observed == predicted) {
            ++a.verdictsAgree;
            ++run.verdictsAgree;
        } else {
            a.differences << CalibrationDifference { p.probe, p.run, p.folder, QStringLiteral("verdict"), observed,
                predicted, p.predictedReason };
        }
        // Lines: where both show the skill with its whole text (a budget's cut is the verdict's business).
        if (p.observed == QLatin1String("full") && p.predicted == QLatin1String("full") && !p.predictedLine.isEmpty()) {
            ++a.linesCompared;
            ++run.linesCompared;
            if (p.line == p.predictedLine) {
                ++a.linesAgree;
                ++run.linesAgree;
            } else {
                a.differences << CalibrationDifference { p.probe, p.run, p.folder, QStringLiteral("line"), p.line,
                    p.predictedLine, {} };
            }
        }
    }
    return a;
}

} // namespace sw
