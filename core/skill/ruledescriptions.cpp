// The rule table: one generic sentence per rule id.
#include "skill/ruledescriptions.h"

#include <QHash>

namespace sw {

namespace {
const QHash<QString, QString> &summaries()
{
    static const QHash<QString, QString> table {
        { "spec/skill-md-missing", "A skill folder must contain a SKILL.md file" },
        { "spec/encoding", "SKILL.md must be valid UTF-8" },
        { "spec/frontmatter-start", "SKILL.md must start with YAML frontmatter (---)" },
        { "spec/frontmatter-unclosed", "The frontmatter must be closed by a --- line" },
        { "spec/frontmatter-not-mapping", "The frontmatter must be a YAML mapping" },
        { "spec/yaml-invalid", "The frontmatter must be valid YAML" },
        { "spec/yaml-duplicate-key", "A frontmatter key may appear only once" },
        { "spec/yaml-flow-style", "skills-ref refuses flow-style YAML ({...}, [...])" },
        { "spec/yaml-anchor", "skills-ref refuses YAML anchors and aliases" },
        { "spec/yaml-tag", "skills-ref refuses explicit YAML tags" },
        { "spec/unexpected-fields", "Only the specification's fields may appear at the top of the frontmatter" },
        { "spec/name-missing", "The frontmatter must have a name" },
        { "spec/name-empty", "The name must be a non-empty string" },
        { "spec/name-too-long", "The name may have at most 64 characters" },
        { "spec/name-lowercase", "The name must be lower-case" },
        { "spec/name-hyphen-edge", "The name may not start or end with a hyphen" },
        { "spec/name-consecutive-hyphens", "The name may not contain consecutive hyphens" },
        { "spec/name-invalid-characters", "The name may contain only letters, digits and hyphens" },
        { "spec/name-folder-mismatch", "The name must match the skill's folder name" },
        { "spec/description-missing", "The frontmatter must have a description" },
        { "spec/description-empty", "The description must be a non-empty string" },
        { "spec/description-too-long", "The description may have at most 1024 characters" },
        { "spec/compatibility-type", "compatibility must be a string" },
        { "spec/compatibility-empty", "compatibility, when present, must not be empty" },
        { "spec/compatibility-too-long", "compatibility may have at most 500 characters" },
        { "spec/metadata-not-map", "metadata must be a mapping" },
        { "spec/metadata-value-not-string", "metadata values should be strings" },
        { "spec/allowed-tools-not-string", "allowed-tools should be a space-separated string" },
        { "claude-upload/frontmatter-missing", "Claude's skill upload needs YAML frontmatter" },
        { "claude-upload/frontmatter-format", "Claude's skill upload needs the frontmatter between --- lines" },
        { "claude-upload/frontmatter-not-dict", "Claude's skill upload needs the frontmatter to be a mapping" },
        { "claude-upload/yaml-invalid", "Claude's skill upload needs valid YAML" },
        { "claude-upload/unexpected-keys", "Claude's skill upload accepts only the specification's fields" },
        { "claude-upload/name-missing", "Claude's skill upload needs a name" },
        { "claude-upload/name-type", "Claude's skill upload needs the name to be a string" },
        { "claude-upload/name-kebab-case", "Claude's skill upload needs a kebab-case name" },
        { "claude-upload/name-hyphens", "Claude's skill upload refuses hyphens at the edges or doubled" },
        { "claude-upload/name-too-long", "Claude's skill upload accepts names of at most 64 characters" },
        { "claude-upload/name-reserved-word", "Claude's skill upload refuses reserved words in the name" },
        { "claude-upload/description-missing", "Claude's skill upload needs a description" },
        { "claude-upload/description-type", "Claude's skill upload needs the description to be a string" },
        { "claude-upload/description-too-long",
            "Claude's skill upload accepts descriptions of at most 1024 characters" },
        { "claude-upload/description-angle-brackets",
            "Claude's skill upload refuses angle brackets in the description" },
        { "claude-upload/compatibility-type", "Claude's skill upload needs compatibility to be a string" },
        { "claude-upload/compatibility-empty", "Claude's skill upload refuses an empty compatibility" },
        { "claude-upload/compatibility-too-long",
            "Claude's skill upload accepts compatibility of at most 500 characters" },
        { "claude-code/description-missing", "Claude Code needs a description to list the skill well" },
        { "claude-code/listing-cap", "Claude Code cuts long descriptions in its skill listing" },
        { "claude-code/ignored-field", "Claude Code ignores fields it does not know" },
        { "claude-code/misspelled-field", "Claude Code reads a field under another spelling" },
        { "claude-code/boolean-expected", "Claude Code expects a YAML boolean for this field" },
        { "claude-code/string-expected", "Claude Code expects a string for this field" },
        { "claude-code/tools-format", "Claude Code reads tool lists as space-separated strings" },
        { "claude-code/context-value", "Claude Code knows only context: fork" },
        { "claude-code/agent-without-fork", "Claude Code uses agent only with context: fork" },
        { "claude-code/conditional-paths", "Claude Code lists a skill with paths only after a matching file is used" },
        { "claude-code/model-invocation-disabled",
            "Claude Code keeps skills with disable-model-invocation out of the model's listing" },
        { "claude-code/user-invocation-disabled",
            "Claude Code hides skills with user-invocable: false from the / menu" },
        { "claude-code/not-invocable", "A skill nobody can invoke in Claude Code" },
        { "codex/frontmatter-missing", "Codex loads only skills with YAML frontmatter" },
        { "codex/yaml-invalid", "Codex loads only skills whose frontmatter it can parse" },
        { "codex/field-type", "Codex needs string values for its fields" },
        { "codex/description-missing", "Codex loads only skills with a description" },
        { "codex/description-too-long", "Codex loads only descriptions of at most 1024 characters" },
        { "codex/description-one-line", "Codex shows the description on one line" },
        { "codex/short-description-too-long", "Codex limits metadata.short-description" },
        { "codex/name-defaulted", "Codex names a skill without a name after its folder" },
        { "codex/name-too-long", "Codex loads only names of at most 64 characters" },
        { "codex/ignored-field", "Codex ignores fields it does not know" },
        { "codex/openai-yaml-invalid", "Codex ignores an invalid agents/openai.yaml" },
        { "codex/implicit-invocation-off",
            "Codex keeps skills with allow_implicit_invocation: false out of the model's list" },
        { "trpc/no-frontmatter", "tRPC-Agent reads a file without frontmatter as body only" },
        { "trpc/name-defaulted", "tRPC-Agent names a skill without a name after its folder" },
        { "trpc/name-differs", "tRPC-Agent reads another name than a YAML parser" },
        { "trpc/description-missing", "tRPC-Agent lists a skill without a description with an empty one" },
        { "trpc/description-differs", "tRPC-Agent reads another description than a YAML parser" },
        { "trpc/quotes-kept", "tRPC-Agent-Go keeps the quotes around a quoted value" },
        { "trpc/name-collision", "tRPC-Agent gives two skills the same name" },
        { "trpc/python-yaml-invalid", "tRPC-Agent-Python cannot parse the frontmatter" },
        { "advice/skill-md-too-long", "SKILL.md should stay short; move details to referenced files" },
        { "advice/body-too-many-tokens", "The body should stay within a token budget" },
        { "advice/missing-file", "A file the skill references should exist" },
        { "advice/link-case-mismatch", "A reference should match the file name's case" },
        { "advice/unreferenced-file", "Every file of the skill should be referenced from its Markdown" },
        { "advice/unreferenced-folder", "Every folder of the skill should be referenced from its Markdown" },
        { "advice/reference-without-toc", "A long reference file should start with a table of contents" },
    };
    return table;
}
} // namespace

RuleDescription ruleDescription(const QString &rule)
{
    RuleDescription d;
    d.summary = summaries().value(rule);
    if (d.summary.isEmpty()) {
        const QString set = rule.section(QLatin1Char('/'), 0, 0);
        QString check = rule.section(QLatin1Char('/'), 1);
        check.replace(QLatin1Char('-'), QLatin1Char(' '));
        d.summary = set.isEmpty() || check.isEmpty() ? rule : QStringLiteral("%1: %2").arg(set, check);
    }
    d.help = QStringLiteral("%1. Each result says what was found and how to fix it; docs/validation.md lists the rule "
                            "(%2).")
                 .arg(d.summary, rule);
    return d;
}

} // namespace sw
