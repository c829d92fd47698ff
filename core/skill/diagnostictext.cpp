// The English templates of the validator's texts (see diagnostictext.h). Messages marked "skills-ref" or
// "quick_validate" are those tools' wording, byte for byte (PROTOCOL.md 1.2, 1.3).
#include "skill/diagnostictext.h"

#include <QHash>

namespace sw {

const QList<DiagnosticTemplate> &diagnosticTemplates()
{
    static const QList<DiagnosticTemplate> templates = {
        // Reading the file
        { "spec/skill-md-missing", "Missing required file: SKILL.md" }, // skills-ref
        { "io/read-failed", "%1" }, // the operating system's reason, as read
        // spec (skills-ref v0.1.0 wording)
        { "spec/encoding", "SKILL.md is not valid UTF-8" },
        { "spec/encoding.hint", "Save the file as UTF-8" },
        { "spec/frontmatter-start", "SKILL.md must start with YAML frontmatter (---)" },
        { "spec/frontmatter-start.hint.bom", "Remove the UTF-8 byte order mark before the opening ---" },
        { "spec/frontmatter-start.hint",
            "Start the file with a --- line, the name and description fields, and a closing --- line" },
        { "spec/frontmatter-unclosed", "SKILL.md frontmatter not properly closed with ---" },
        { "spec/frontmatter-unclosed.hint", "Add a --- line after the last frontmatter field" },
        { "spec/yaml-invalid", "Invalid YAML in frontmatter: %1" },
        { "spec/yaml-flow-style.map",
            "skills-ref refuses this file: strictyaml does not allow flow mappings ({...}), although they are valid "
            "YAML and the specification allows them" },
        { "spec/yaml-flow-style.map.hint", "Write the mapping in block style, one `key: value` per indented line" },
        { "spec/yaml-flow-style.seq",
            "skills-ref refuses this file: strictyaml does not allow flow sequences ([...]), although they are valid "
            "YAML and the specification allows them" },
        { "spec/yaml-flow-style.seq.hint",
            "Write the list in block style, one `- item` per line, or as one quoted string" },
        { "spec/yaml-anchor",
            "skills-ref refuses this file: strictyaml does not allow anchors (&) and aliases (*), although they are "
            "valid YAML" },
        { "spec/yaml-anchor.hint", "Repeat the value instead of using an anchor or alias" },
        { "spec/yaml-tag",
            "skills-ref refuses this file: strictyaml does not allow explicit tags (%1), although they are valid "
            "YAML" },
        { "spec/yaml-tag.hint", "Remove the tag and quote the value if needed" },
        { "spec/yaml-duplicate-key", "Invalid YAML in frontmatter: duplicate key '%1'" },
        { "spec/yaml-duplicate-key.hint", "Keep one '%1' field" },
        { "spec/frontmatter-not-mapping", "SKILL.md frontmatter must be a YAML mapping" },
        { "spec/frontmatter-not-mapping.hint", "Write the frontmatter as `key: value` lines" },
        { "spec/unexpected-fields", "Unexpected fields in frontmatter: %1. Only %2 are allowed." },
        { "spec/unexpected-fields.hint.one", "Move %1 under metadata: or remove it" },
        { "spec/unexpected-fields.hint.many", "Move %1 under metadata: or remove them" },
        { "spec/name-missing", "Missing required field in frontmatter: name" },
        { "spec/name-missing.hint", "Add name: %1" },
        { "spec/description-missing", "Missing required field in frontmatter: description" },
        { "spec/description-missing.hint", "Add description: saying what the skill does and when to use it" },
        { "spec/name-empty", "Field 'name' must be a non-empty string" },
        { "spec/name-empty.hint", "Set name: %1" },
        { "spec/name-too-long", "Skill name '%1' exceeds %2 character limit (%3 chars)" },
        { "spec/name-lowercase", "Skill name '%1' must be lowercase" },
        { "spec/name-hyphen-edge", "Skill name cannot start or end with a hyphen" },
        { "spec/name-consecutive-hyphens", "Skill name cannot contain consecutive hyphens" },
        { "spec/name-invalid-characters",
            "Skill name '%1' contains invalid characters. Only letters, digits, and hyphens are allowed." },
        { "spec/name.hint.use", "Use '%1'" },
        { "spec/fix.use-name", "Rename the skill to '%1'" },
        { "spec/name-folder-mismatch", "Directory name '%1' must match skill name '%2'" },
        { "spec/name-folder-mismatch.hint", "Rename the folder to '%1' or set name: %2" },
        { "spec/description-empty", "Field 'description' must be a non-empty string" },
        { "spec/description-empty.hint", "Say what the skill does and when to use it" },
        { "spec/description-too-long", "Description exceeds %1 character limit (%2 chars)" },
        { "spec/description-too-long.hint", "Shorten the description by %1 characters" },
        { "spec/compatibility-type", "Field 'compatibility' must be a string" },
        { "spec/compatibility-empty", "Field 'compatibility' must be 1-500 characters when present" },
        { "spec/compatibility-empty.hint", "Remove the empty compatibility field" },
        { "spec/compatibility-too-long", "Compatibility exceeds %1 character limit (%2 chars)" },
        { "spec/compatibility-too-long.hint", "Shorten compatibility by %1 characters" },
        { "spec/metadata-not-map", "Field 'metadata' must be a mapping of string keys to string values" },
        { "spec/metadata-not-map.hint", "Write metadata as indented `key: value` lines" },
        { "spec/metadata-value-not-string", "Metadata value '%1' must be a string" },
        { "spec/metadata-value-not-string.hint", "Write the value as one quoted string" },
        { "spec/allowed-tools-not-string", "Field 'allowed-tools' should be a space-separated string" },
        { "spec/allowed-tools-not-string.hint", "Use allowed-tools: %1" },
        // YAML mistakes in the author's terms (the text after "Invalid YAML in frontmatter: ")
        { "yaml/tab-indentation", "a tab in the indentation: YAML indents with spaces only" },
        { "yaml/tab-indentation.hint", "Replace the tab with spaces" },
        { "yaml/unquoted-colon",
            "the value of '%1' has an unquoted ': ', which YAML reads as the start of another key" },
        { "yaml/unquoted-colon.hint",
            "Rewrite the value without the colon, or keep the colon in a folded block (the key, then >- , then the "
            "value indented on the next line), which every reader takes as written" },
        { "yaml/unclosed-quote", "the quoted value of '%1' has no closing quote" },
        { "yaml/unclosed-quote.hint", "Close the quote at the end of the value, or remove the opening quote" },
        { "yaml/text-after-quote", "text follows the closing quote of '%1'" },
        { "yaml/text-after-quote.hint", "Put the whole value inside the quotes, or remove the quotes" },
        { "yaml/not-key-value", "this line is not a `key: value` line" },
        { "yaml/not-key-value.hint", "Join it to the value above, indent it under a key, or make it a comment" },
        { "yaml/overindented", "'%1' is indented under '%2', which already has a value on its line" },
        { "yaml/overindented.hint", "Indent '%1' like '%2'" },
        { "yaml/other", "%1" }, // the parser's own words, for mistakes without an author-terms explanation
        { "yaml/fix.tabs-to-spaces", "Replace the tabs with spaces" },
        { "yaml/fix.rewrite-without-colon", "Rewrite without the colon: %1" },
        { "yaml/fix.block-scalar", "Keep the colon: write %1 as a folded block (>-)" },
        { "yaml/fix.quote-value", "Quote the value" },
        { "yaml/fix.remove-quotes", "Remove the quotes" },
        { "yaml/fix.remove-quote", "Remove the unmatched quote" },
        { "yaml/fix.close-quote", "Close the quote" },
        { "yaml/fix.dedent", "Remove the extra indentation" },
        { "yaml/fix.join-line", "Join the line to the value of '%1'" },
        { "yaml/fix.comment-out", "Turn the line into a comment" },
        // claude (skill-creator's quick_validate.py wording, and the upload rules)
        { "claude-upload/frontmatter-missing", "No YAML frontmatter found" },
        { "claude-upload/frontmatter-format", "Invalid frontmatter format" },
        { "claude-upload/yaml-invalid", "Invalid YAML in frontmatter: %1" },
        { "claude-upload/frontmatter-not-dict", "Frontmatter must be a YAML dictionary" },
        { "claude-upload/unexpected-keys",
            "Unexpected key(s) in SKILL.md frontmatter: %1. Allowed properties are: %2" },
        { "claude-upload/name-missing", "Missing 'name' in frontmatter" },
        { "claude-upload/description-missing", "Missing 'description' in frontmatter" },
        { "claude-upload/name-type", "Name must be a string, got %1" },
        { "claude-upload/name-type.hint", "Quote the name: name: \"%1\"" },
        { "claude-upload/name-kebab-case",
            "Name '%1' should be kebab-case (lowercase letters, digits, and hyphens only)" },
        { "claude-upload/name-hyphens", "Name '%1' cannot start/end with hyphen or contain consecutive hyphens" },
        { "claude-upload/name-too-long", "Name is too long (%1 characters). Maximum is 64 characters." },
        { "claude-upload/name-reserved-word",
            "Name '%1' cannot contain the reserved words \"anthropic\" or \"claude\"" },
        { "claude-upload/description-type", "Description must be a string, got %1" },
        { "claude-upload/description-angle-brackets", "Description cannot contain angle brackets (< or >)" },
        { "claude-upload/description-angle-brackets.hint", "Describe the tag in words instead of writing <...>" },
        { "claude-upload/description-too-long",
            "Description is too long (%1 characters). Maximum is 1024 characters." },
        { "claude-upload/compatibility-type", "Compatibility must be a string, got %1" },
        { "claude-upload/compatibility-empty", "Compatibility cannot be empty" },
        { "claude-upload/compatibility-too-long",
            "Compatibility is too long (%1 characters). Maximum is 500 characters." },
        // trpc
        { "trpc/no-frontmatter",
            "tRPC-Agent-Go finds no frontmatter: it names the skill '%1' after its folder, gives it an empty "
            "description and sends the whole file as the body" },
        { "trpc/no-frontmatter.hint.bom", "Remove the UTF-8 byte order mark before the opening ---" },
        { "trpc/no-frontmatter.hint.first-line", "Make the first line exactly --- (no trailing spaces)" },
        { "trpc/no-frontmatter.hint.closing", "Make the closing line exactly --- followed by a line break" },
        { "trpc/no-frontmatter.hint.start",
            "Start the file with a --- line and close the frontmatter with a --- line" },
        { "trpc/quotes-kept.name", "tRPC-Agent-Go keeps the quotes: it reads the name as %1" },
        { "trpc/quotes-kept.name.hint", "Remove the quotes around the name" },
        { "trpc/quotes-kept.description", "tRPC-Agent-Go keeps the quotes: the description it lists starts with %1" },
        { "trpc/quotes-kept.description.hint",
            "Remove the quotes, or use a block scalar (description: >-) for text with ': '" },
        { "trpc/name-defaulted", "tRPC-Agent-Go names this skill '%1' after its folder: the frontmatter has no name" },
        { "trpc/name-defaulted.hint", "Add name: %1" },
        { "trpc/description-missing", "tRPC-Agent-Go lists this skill with an empty description (\"- %1: \")" },
        { "trpc/name-differs", "tRPC-Agent-Go reads the name as '%1', strict YAML as '%2'" },
        { "trpc/description-differs", "tRPC-Agent-Go reads the description as '%1', strict YAML as '%2'" },
        { "trpc/description-differs.hint",
            "Write the description on one line, or as a block scalar (description: >-)" },
        { "trpc/python-yaml-invalid",
            "tRPC-Agent-Python cannot parse this frontmatter as YAML: it names the skill '%1' after its folder with "
            "no description; tRPC-Agent-Go reads it line by line as name '%2', description '%3'" },
        { "trpc/python-yaml-invalid.hint", "Fix the YAML problem reported at this line" },
        { "trpc/name-collision",
            "Another skill named '%1' exists in %2; tRPC-Agent keeps the first one found (earlier root first)" },
        { "trpc/name-collision.hint", "Rename one of the skills" },
        // advice
        { "advice/skill-md-too-long", "SKILL.md has %1 lines; keep it under %2 and move details into reference files" },
        { "advice/body-too-many-tokens",
            "The body is %1 tokens; keep it under 5,000 and move details into reference files" },
        { "advice/body-too-many-tokens.estimate",
            "The body is about %1 tokens (estimated at 4 characters per token); keep it under 5,000 and move details "
            "into reference files" },
        { "advice/missing-file", "'%1' is referenced but does not exist in the skill folder" },
        { "advice/missing-file.hint", "Add %1 to the skill or fix the path" },
        { "advice/link-case-mismatch",
            "'%1' is referenced but the file is named '%2': the case differs, so it is not found on case-sensitive "
            "file systems (Linux, most agents' sandboxes)" },
        { "advice/link-case-mismatch.hint", "Write the path as '%1'" },
        { "advice/fix.link-case", "Change the reference to '%1'" },
        { "advice/unreferenced-file", "'%1' is not referenced from SKILL.md or any other Markdown file of the skill" },
        { "advice/unreferenced-file.hint", "Mention %1 in SKILL.md (say when to read or run it) or remove it" },
        { "advice/unreferenced-folder",
            "%1 files in '%2' are not referenced from SKILL.md or any other Markdown file of the skill (%3, ...)" },
        { "advice/unreferenced-folder.hint", "Mention %1 in SKILL.md (say when to read its files) or remove them" },
        { "advice/reference-without-toc", "'%1' has %2 lines but no table of contents" },
        { "advice/reference-without-toc.hint", "Add a \"## Contents\" list of its sections near the top" },
        // Codex (codex-rs's skill loader; docs/clients.md)
        { "codex/openai-yaml-invalid.not-mapping", "Codex ignores agents/openai.yaml: it is not a mapping" },
        { "codex/openai-yaml-invalid.policy",
            "Codex ignores agents/openai.yaml: policy.allow_implicit_invocation must be true or false" },
        { "codex/openai-yaml-invalid.policy.hint", "Write allow_implicit_invocation: false under policy:" },
        { "codex/implicit-invocation-off",
            "Codex leaves this skill out of the model's list (policy.allow_implicit_invocation: false); it runs only "
            "when the user names it ($%1)" },
        { "codex/openai-yaml-invalid.boolean", "Codex ignores agents/openai.yaml: '%1' is not a YAML 1.2 boolean" },
        { "codex/openai-yaml-invalid.boolean.hint", "Write true or false" },
        { "codex/openai-yaml-invalid.yaml", "Codex ignores agents/openai.yaml: invalid YAML (%1)" },
        { "codex/frontmatter-missing", "Codex does not load this skill: missing YAML frontmatter delimited by ---" },
        { "codex/frontmatter-missing.hint",
            "Start the file with a --- line, then name: and description:, then a closing --- line" },
        { "codex/yaml-repaired",
            "Codex reads this frontmatter only after quoting the values it finds ambiguous (a `: ` or a broken list in "
            "a plain value); other readers refuse it" },
        { "codex/yaml-repaired.hint", "Quote the value: description: \"...\"" },
        { "codex/refused", "Codex does not load this skill: %1" },
        { "codex/yaml-invalid", "Codex does not load this skill: invalid YAML: %1" },
        { "codex/yaml-invalid.not-mapping",
            "Codex does not load this skill: invalid YAML: the frontmatter is not a mapping" },
        { "codex/field-type", "Codex does not load this skill: invalid YAML: %1: invalid type: %2, expected a string" },
        { "codex/field-type.metadata",
            "Codex does not load this skill: invalid YAML: metadata: invalid type: %1, expected a map" },
        { "codex/short-description-too-long",
            "Codex does not load this skill: invalid metadata.short-description: exceeds maximum length of 1024 "
            "characters" },
        { "codex/name-defaulted", "Codex names this skill '%1' after its folder: the frontmatter has no name" },
        { "codex/name-too-long",
            "Codex does not load this skill: invalid name: exceeds maximum length of 64 characters (%1)" },
        { "codex/name-too-long.hint", "Shorten the name to 64 characters" },
        { "codex/description-missing", "Codex does not load this skill: missing field `description`" },
        { "codex/description-too-long",
            "Codex lists only the first 1,021 of the description's %1 characters and \"...\" (it cuts descriptions "
            "over 1,024 when it loads the skill)" },
        { "codex/description-too-long.hint", "Shorten the description to 1,024 characters" },
        { "codex/description-one-line",
            "Codex lists the description on one line: line breaks and runs of spaces become one space" },
        { "codex/ignored-field", "Codex ignores the field '%1'" },
        { "codex/ignored-field.hint.disable-model-invocation",
            "To keep Codex from choosing the skill on its own, add agents/openai.yaml with policy: "
            "allow_implicit_invocation: false" },
        // Claude Code
        { "claude-code/misspelled-field", "Claude Code does not read '%1': the field it reads is '%2'" },
        { "claude-code/misspelled-field.hint", "Rename %1 to %2" },
        { "claude-code/ignored-field", "Claude Code ignores the field '%1'" },
        { "claude-code/ignored-field.hint", "Move it under metadata: (a map of strings) or remove it" },
        { "claude-code/boolean-expected",
            "'%1' should be true or false, unquoted; Claude Code may not read '%2' as a boolean" },
        { "claude-code/boolean-expected.hint", "Write %1: %2" },
        { "claude-code/not-invocable",
            "Neither Claude nor the user can invoke this skill: disable-model-invocation is true and user-invocable is "
            "false" },
        { "claude-code/not-invocable.hint", "Remove one of the two fields" },
        { "claude-code/model-invocation-disabled",
            "Claude Code leaves this skill out of the model's listing: only the user can run it (/%1)" },
        { "claude-code/user-invocation-disabled",
            "Claude Code hides this skill from the / menu; Claude can still load it" },
        { "claude-code/conditional-paths",
            "Claude Code lists this skill only after Claude reads or edits a file matching 'paths'; until then the "
            "model does not see it" },
        { "claude-code/conditional-paths.hint", "Remove paths: if the skill should always be listed" },
        { "claude-code/context-value", "Claude Code knows context: fork (run in a subagent); '%1' is ignored" },
        { "claude-code/context-value.hint", "Write context: fork, or remove the field" },
        { "claude-code/agent-without-fork",
            "'agent' takes effect only with context: fork; Claude Code ignores it here" },
        { "claude-code/agent-without-fork.hint", "Add context: fork" },
        { "claude-code/tools-format", "'%1' must be a space- or comma-separated string or a list of tool names" },
        { "claude-code/tools-format.hint", "Write %1: Read Grep Bash(git:*)" },
        { "claude-code/string-expected", "'%1' must be a single string" },
        { "claude-code/description-missing",
            "No description: Claude Code lists the body's first line instead (up to 100 characters), which rarely says "
            "when to use the skill" },
        { "claude-code/listing-cap",
            "Claude Code cuts description and when_to_use to 1,536 characters in its listing: %1 of %2 characters are "
            "not shown" },
        { "claude-code/listing-cap.hint", "Shorten description and when_to_use to 1,536 characters together" },
    };
    return templates;
}

QString fillTemplate(const QString &pattern, const QStringList &args)
{
    QString out;
    out.reserve(pattern.size() + 32);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == u'%' && i + 1 < pattern.size() && pattern[i + 1].isDigit()) {
            qsizetype j = i + 1;
            int n = 0;
            while (j < pattern.size() && pattern[j].isDigit() && n < 10)
                n = n * 10 + pattern[j++].digitValue();
            if (n >= 1 && n <= args.size()) {
                out += args[n - 1];
                i = j - 1;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

QString englishText(const DiagnosticText &text)
{
    if (text.id.isEmpty())
        return {};
    static const QHash<QString, QString> byId = [] {
        QHash<QString, QString> map;
        for (const DiagnosticTemplate &t : diagnosticTemplates())
            map.insert(QLatin1String(t.id), QString::fromUtf8(t.english));
        return map;
    }();
    const auto it = byId.constFind(text.id);
    return it == byId.constEnd() ? text.id : fillTemplate(*it, text.args);
}

} // namespace sw
