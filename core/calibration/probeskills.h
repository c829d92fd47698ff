#pragma once
// The probe skills the workbench writes for a calibration (docs/calibration.md): a short description, one over
// 1,024 characters (Codex's load-time cap) and over 1,536 (Claude Code's per-entry cap), a `Use when: x` plain scalar
// that strict YAML (PyYAML, libfyaml) refuses, a name that differs from its folder, a multi-line and a non-ASCII
// description (the plain run); and enough filler skills to overflow the client's listing budget (the overflow run).
// Every text is the workbench's own: no client's prose.
#include "clients/agentclient.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace sw {

struct ProbeSkill
{
    QString probe; // "short", "long", "yaml-colon", "renamed", "multi-line", "non-ascii", "fill-001", ...
    QString folder; // the folder name
    QString name; // the frontmatter name
    QString description; // as a YAML reader that accepts it gives it (folded lines joined as the file says)
    QByteArray skillMd; // the whole SKILL.md
    QList<QPair<QString, QByteArray>> files; // more files of the skill: path under its folder, bytes
};

// The plain run's probes.
QList<ProbeSkill> plainProbeSkills();
// The overflow run: `fillers` skills of ~500-character descriptions, plus the short probe.
QList<ProbeSkill> overflowProbeSkills(int fillers);
// The rules run of `probe --verify`: one skill per rule a client treats specially (docs/dialects.md): long, folded,
// literal multi-line and non-ASCII descriptions, YAML a strict reader refuses and one every reader refuses, a name
// that differs from its folder, `when_to_use`, `metadata.short-description`, an empty and a missing description, no
// frontmatter, a number for a description, characters clients escape, `disable-model-invocation`, `paths`, an
// `agents/openai.yaml` that disallows implicit invocation, two folders of one name (not for opencode, which keeps
// either), a byte-order mark, CRLF lines.
QList<ProbeSkill> rulesProbeSkills(AgentClient client);
// How many fillers overflow the client's listing budget at `contextWindowTokens` about one and a half times
// (docs/clients.md: Claude Code ~3 characters x 1% of the window, Codex 2% of the window in ~4-byte tokens; opencode
// has none: a fixed 40 shows that).
int overflowFillerCount(AgentClient client, int contextWindowTokens);

// Writes each probe as <root>/<folder>/SKILL.md. False + *error (user-facing).
bool writeProbeSkills(const QString &root, const QList<ProbeSkill> &skills, QString *error);

} // namespace sw
