#pragma once
// How each consumer's own parser reads a SKILL.md frontmatter: accepted, or refused with that parser's message
// and the line it reports. docs/validation.md ("YAML read exactly as the consumers read it") names each
// consumer's parser and its sources; tests/skill/yamldifferential checks the verdicts against the real parsers.
// The visibility matrix reports a refusal as the `unparsed` verdict.
#include "skill/skilldocument.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

struct ConsumerParse
{
    bool accepted = true; // false: the consumer's parser refuses the frontmatter (it drops the skill or its fields)
    QString parser; // the parser that consumer uses, e.g. "strictyaml 1.6", "PyYAML safe_load", "serde_yaml 0.9"
    QString message; // when refused: the parser's message, in its words (English)
    int line = 0; // when refused: 1-based file line that parser reports (0 = unknown)
    int column = 0; // 1-based column (UTF-8 bytes), 0 = unknown
};

// skills-ref, claude-upload, claude-code, codex, trpc-go, trpc-python, deepseek, minimal, opencode.
const QStringList &consumerIds();

// The reading of consumer `consumerId`; std::nullopt for an id not in consumerIds(). Cheap when the document's
// frontmatter is valid YAML (no second parse; one token scan for the PyYAML, libyaml and strictyaml families when
// the text holds a tab, a flow, anchor, alias, tag or complex-key indicator, or an empty key); thread-safe.
std::optional<ConsumerParse> consumerParse(const QString &consumerId, const SkillDocument &document);
// The same for SKILL.md bytes.
std::optional<ConsumerParse> consumerParse(const QString &consumerId, const QByteArray &skillMd);

} // namespace sw
