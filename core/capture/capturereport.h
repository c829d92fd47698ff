#pragma once
// The capture's report, as `skill-workbench-cli capture` prints it at the end (docs/capture.md): per request the
// method, path, wire format, client and version, status, the SHA-256 of the body forwarded upstream and the listing
// with its entries; per skill of the open roots observed against predicted; every skill load. JSON (the command's
// published contract) and text.
#include "capture/captureanalysis.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace sw {

// {"requests": [...], "skills": [...], "loads": [...]}
QJsonObject captureReportJson(const CaptureAnalysis &analysis);
// One line per request, the skills table (differences flagged with the client's version), the loads.
QString captureReportText(const CaptureAnalysis &analysis);
// "shortened by 12", "full", ...
QString verdictText(const QString &verdict, int shortenedBy);

} // namespace sw
