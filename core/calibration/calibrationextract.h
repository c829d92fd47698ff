#pragma once
// From what a real client sent on its probe runs (the scripted endpoint's CaptureExchange records) to a Calibration:
// each run decoded with the capture's CaptureDecoder against the probe skills the client read, then the listing's
// placement, exact wrapper and entry formats, the built-in skills, the skill-loading tool, and per probe skill the
// observed verdict beside the workbench's predicted one (visibility matrix) and its predicted line (catalog dialect).
// Plain C++, blocking (it computes the matrix): no client is run here, so recorded captures test it.
#include "calibration/calibration.h"
#include "calibration/probeskills.h"
#include "capture/captureexchange.h"
#include "clients/agentclient.h"

#include <QList>
#include <QString>

namespace sw {

struct CalibrationRunCapture
{
    QString id; // "plain", "overflow"
    QList<ProbeSkill> skills; // the probes written for the run
    QString skillsFolder; // where the client read them (the isolated home's skills folder)
    QList<CaptureExchange> exchanges; // every request of the run, in order
    qint64 wallMs = 0;
    int exitCode = 0;
};

struct CalibrationInput
{
    AgentClient client = AgentClient::ClaudeCode;
    QString version; // from `--version`; "" = from the traffic
    QString program;
    QString modelOption; // the --model given ("" = the client's default)
    int contextWindowOption = 0; // the --context-window given (0 = none)
    QString createdAt; // ISO 8601; "" = now
    QList<CalibrationRunCapture> runs; // the plain run first
};

// Whether the client takes a context window from its configuration (Codex model_context_window, opencode's limit).
bool clientAcceptsContextWindow(AgentClient client);

Calibration extractCalibration(const CalibrationInput &input);

// An entry line as a template: the description, the location (absolute or root-aliased), the folder and the name
// replaced by {description}, {location}, {root}, {folder} and {name}.
QString entryTemplate(
    const QString &line, const QString &text, const QString &folder, const QString &name, const QString &location);

} // namespace sw
