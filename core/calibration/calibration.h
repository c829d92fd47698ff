#pragma once
// Calibration: what one installed real client (Claude Code, Codex, opencode) was observed to send when the workbench
// ran it headless on its own probe skills (docs/calibration.md): the client and its version, the model and the context
// window assumed, where the skill listing sits and its exact wrapper text, the entry line format, the client's own
// built-in skills as sent, the skill-loading tool and its schema, and per probe skill what the client listed (full,
// shortened, name-only, absent) beside what the workbench predicts. A value type with a versioned JSON form; the
// calibration files live in the user's data folder, one per client and version, unless written elsewhere.
#include <QJsonObject>
#include <QList>
#include <QString>

namespace sw {

struct CalibrationBuiltin
{
    QString name; // the entry's key as sent
    QString text; // its text as sent ("" when listed by name only)
    QString line; // the entry exactly as it stands in the request
    QString location; // the path (or marker) the client gives, "" when none
};

struct CalibrationProbeSkill
{
    QString probe; // the probe's id: "short", "long", "yaml-colon", "renamed", "multi-line", "non-ascii", "fill-007"
    QString run; // the run it belongs to: "plain" or "overflow"
    QString folder; // its folder name
    QString name; // its frontmatter name
    int descriptionLength = 0; // characters (UTF-16 units) of the description written
    QString observed; // "full", "shortened", "name-only", "absent"
    int observedShortenedBy = 0;
    QString line; // the entry exactly as sent ("" when absent)
    QString text; // the entry's text after the name
    QString predicted; // the workbench's prediction at probe time ("" when it has no model of the client)
    int predictedShortenedBy = 0;
    QString predictedReason;
    QString predictedLine; // the catalog dialect's entry for the skill ("" without one)
};

struct CalibrationRun
{
    QString id; // "plain", "overflow"
    int skills = 0; // probe skills written
    int requests = 0; // model calls recorded
    int listingRequest = 0; // the request whose listing was read (1-based; 0: none carried one)
    qint64 wallMs = 0;
    int exitCode = -1;
};

struct Calibration
{
    static constexpr int kFormatVersion = 1;
    static constexpr const char *kFormat = "skill-workbench-calibration";

    int formatVersion = kFormatVersion;
    QString createdAt; // ISO 8601 UTC
    QString clientId; // "claude-code", "codex", "opencode"
    QString clientName;
    QString clientVersion; // from `--version`, else from the traffic
    QString program;
    QString userAgent; // as the client sent it

    QString model; // as sent in the request
    int contextWindow = 0; // tokens the prediction assumes
    QString contextWindowSource; // "option" (passed to the client), "client" (the client's own for the model)
    QString wireApi; // "anthropic-messages", "openai-responses", "chat-completions"
    QString requestPath; // "/v1/messages"

    // The listing.
    bool listingFound = false;
    QString listingDecoder; // "claude-code", "codex", "xml"
    QString placement; // "system-message", "system-reminder", "developer-message", ...
    QString where; // JSON path of the text that holds it
    QString wrapperBefore; // exact text from the start of the listing's block to the first entry
    QString wrapperAfter; // exact text from the end of the last entry to the end of the block
    QString entrySeparator; // between two entries
    QString entryFormat; // e.g. "- {name}: {description}"
    QString renamedEntryFormat; // the format for a skill whose name differs from its folder ("" when not observed)
    QString nameOnlyFormat; // "" when no entry was listed by name only
    QList<CalibrationBuiltin> builtins;

    // The skill-loading tool.
    QString skillToolName; // "Skill", "skill", "exec_command" (Codex reads SKILL.md through its shell)
    QString skillToolKind; // "skill-tool", "shell", "" when none
    QJsonObject skillToolSchema;

    // Budget behaviour (the overflow run).
    bool overflowRun = false;
    int overflowSkills = 0; // probe skills in that run
    int overflowFull = 0;
    int overflowShortened = 0;
    int overflowNameOnly = 0;
    int overflowAbsent = 0;
    int overflowListingChars = 0; // the listing's entries as sent, in UTF-16 units

    QList<CalibrationProbeSkill> probes;
    QList<CalibrationRun> runs;
    QStringList notes; // what could not be observed, in English

    QJsonObject toJson() const;
    // From a calibration file's JSON; false + *error (user-facing) for another format or a newer version.
    static bool fromJson(const QJsonObject &json, Calibration *out, QString *error);
    const CalibrationProbeSkill *probe(const QString &id) const;
};

// Where calibrations are stored by default: <GenericDataLocation>/skill-workbench/calibrations.
QString calibrationDirectory();
// The default file of a client version: <calibrationDirectory>/<client>-<version>.json ("unknown" without one).
QString defaultCalibrationPath(const QString &clientId, const QString &version);

// Writes `calibration` as indented JSON (QSaveFile). False + *error (user-facing).
bool saveCalibration(const Calibration &calibration, const QString &path, QString *error);
bool loadCalibration(const QString &path, Calibration *out, QString *error);

} // namespace sw
