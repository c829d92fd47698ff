#pragma once
// What the workbench predicts a client shows of each skill (the visibility matrix's verdict for the client's
// consumer), mapped onto the verdicts a capture observes: full, shortened, name-only; hidden, omitted, unparsed,
// rejected and shadowed are `absent`. The context window is the one the client's model table gives for the model
// in the traffic (docs/clients.md): a window set in the client's own configuration is not visible on the wire.
#include "capture/captureclient.h"
#include "catalog/clientrules.h"
#include "repository/skillindex.h"

#include <QHash>
#include <QString>

#include <optional>

namespace sw {

struct PredictedVerdict
{
    QString verdict; // "full", "shortened", "name-only", "absent"
    int shortenedBy = 0;
    QString reason; // the matrix's reason, in English
};

// The context window (tokens) the client gives `model`; `betaHeader` is Claude Code's anthropic-beta value.
int contextWindowFor(CaptureClient client, const QString &model, const QString &betaHeader = {});

// Whether the visibility matrix models the client (Claude Code, Codex, opencode, Gemini CLI).
bool hasPrediction(CaptureClient client);

// Per SKILL.md path (cleaned as CaptureSkills keeps it), the predicted verdict. Empty when the client has no model.
// `model` is the model in the traffic: Claude Code's listing budget counts characters per token by model, and where
// the listing goes. `rules`: the client rules to follow instead of those in use (a calibration's own, while it is
// extracted). Blocking: computes the matrix.
QHash<QString, PredictedVerdict> predictVerdicts(const SkillIndexPtr &index, CaptureClient client,
    int contextWindowTokens, const QString &model = {}, const ClientRulesInUse *rules = nullptr);

} // namespace sw
