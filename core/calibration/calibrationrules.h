#pragma once
// Client rules from calibrations (docs/calibration.md, "Using a calibration"): the pinned rules of a client
// (core/catalog/clientrules.h) with what the user's own installed client was seen to send laid over them: its version,
// its built-in skills with their texts as sent (the clients' own words come from the user's client, never from the
// project), and the listing's placement for the model the probe ran. The dialects, the visibility matrix, the capture's
// predictions and the agent profiles take the result through CatalogOptions / VisibilitySettings unchanged.
//
// Which calibrations apply: the files given (`--calibration FILE`, one per client), else for each client the newest
// calibration stored in the data folder (what `probe` without -o and Preferences ▸ Clients write), else the pinned
// rules.
#include "calibration/calibration.h"
#include "catalog/clientrules.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace sw {

struct CalibratedRules
{
    std::shared_ptr<const ClaudeCodeRules> claudeCode; // null = the pinned rules
    std::shared_ptr<const CodexRules> codex;
    std::shared_ptr<const OpencodeRules> opencode;
    QStringList files; // the calibration files in use, in the order added
    bool isEmpty() const { return !claudeCode && !codex && !opencode; }
    // "claude-code 2.1.328 (calibration /path/claude-code-2.1.328.json)" per client with a calibration.
    QStringList describe() const;
};

// The rules of one calibration over the pinned rules of its client. `file` is named in the origin.
std::shared_ptr<const ClaudeCodeRules> claudeCodeRulesFrom(const Calibration &calibration, const QString &file);
std::shared_ptr<const CodexRules> codexRulesFrom(const Calibration &calibration, const QString &file);
std::shared_ptr<const OpencodeRules> opencodeRulesFrom(const Calibration &calibration, const QString &file);

// Reads a calibration file into `rules`. False + *error (user-facing) for a file that cannot be read, a client the
// rules do not model, or a second calibration of a client already given.
bool addCalibrationFile(const QString &path, CalibratedRules *rules, QString *error);
// The newest stored calibration of each client in `directory` (default: calibrationDirectory()); a file that cannot
// be read is skipped with a line in *warnings; one of a client the rules do not model (Gemini CLI) silently.
CalibratedRules storedCalibrations(QStringList *warnings = nullptr, const QString &directory = {});
// Makes `rules` the rules this process follows by default (setClientRulesInUse, core/catalog/clientrules.h).
void useCalibratedRules(const CalibratedRules &rules);

} // namespace sw
