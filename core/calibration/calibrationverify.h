#pragma once
// Verifying the workbench's prediction against a calibration (docs/calibration.md): for each probe skill, the verdict
// the client was observed to give (full, shortened by N, name-only, absent) beside the visibility matrix's, and for
// the skills both show with text, the line the client sent beside the catalog dialect's entry. Each difference is one
// row; none means the prediction agrees on every probe.
#include "calibration/calibration.h"

#include <QList>
#include <QString>

namespace sw {

struct CalibrationDifference
{
    QString probe; // the probe's id
    QString run; // "plain", "overflow"
    QString skill; // its folder
    QString kind; // "verdict", "line"
    QString observed; // the verdict ("shortened by 576") or the line as sent
    QString predicted;
    QString reason; // the prediction's reason, when it gives one
};

struct CalibrationRunAgreement
{
    QString run; // "plain", "overflow", "rules"
    int verdictsAgree = 0;
    int verdictsCompared = 0;
    int linesAgree = 0;
    int linesCompared = 0;
};

struct CalibrationAgreement
{
    QList<CalibrationRunAgreement> runs; // the same counts per run, in the runs' order
    int verdictsAgree = 0;
    int verdictsCompared = 0;
    int linesAgree = 0;
    int linesCompared = 0;
    QList<CalibrationDifference> differences;
    bool hasPrediction = false; // false: the workbench models no listing of this client
};

CalibrationAgreement verifyCalibration(const Calibration &calibration);

// "full", "shortened by 576", "name-only", "absent".
QString verdictWithCount(const QString &verdict, int shortenedBy);

} // namespace sw
