#pragma once
// The calibration as the command line prints it (text or JSON), with the verification's agreement and differences
// when asked (docs/calibration.md).
#include "calibration/calibration.h"
#include "calibration/calibrationverify.h"

#include <QJsonObject>
#include <QString>

namespace sw {

// `verify` may be null (no --verify). `path`: where the calibration was stored ("" when not written).
QString calibrationReportText(const Calibration &calibration, const QString &path, const CalibrationAgreement *verify);
QJsonObject calibrationReportJson(
    const Calibration &calibration, const QString &path, const CalibrationAgreement *verify);

} // namespace sw
