// The window's wording of the validator's texts, by text id (core/skill/diagnostictext.h has the CLI's English).
// Mostly the same English; where the CLI keeps a tool's exact wording that reads badly in a window (skills-ref's
// Python list of allowed fields), the window says it plainly. tests/ui/tst_diagnostictranslation keeps this
// table in step with the core's and checks that zh_CN translates every entry.
#include "editor/diagnostictranslation.h"

#include "skill/diagnostictext.h"

#include <QCoreApplication>
#include <QHash>

namespace sw::ui {

const QList<WindowDiagnosticText> &windowDiagnosticTexts()
{
    static const QList<WindowDiagnosticText> texts = {
        { "spec/skill-md-missing", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Missing required file: SKILL.md") },
        { "io/read-failed", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "%1") },
        { "spec/encoding", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "SKILL.md is not valid UTF-8") },
        { "spec/encoding.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Save the file as UTF-8") },
        { "spec/frontmatter-start",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "SKILL.md must start with YAML frontmatter (---)") },
        { "spec/frontmatter-start.hint.bom",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Remove the UTF-8 byte order mark before the opening ---") },
        { "spec/frontmatter-start.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Start the file with a --- line, the name and description fields, and a closing --- line") },
        { "spec/frontmatter-unclosed",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "SKILL.md frontmatter not properly closed with ---") },
        { "spec/frontmatter-unclosed.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Add a --- line after the last frontmatter field") },
        { "spec/yaml-invalid", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Invalid YAML in frontmatter: %1") },
        { "spec/yaml-flow-style.map",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "skills-ref refuses this file: strictyaml does not allow flow mappings ({...}), although they are "
                "valid YAML and the specification allows them") },
        { "spec/yaml-flow-style.map.hint",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Write the mapping in block style, one `key: value` per indented line") },
        { "spec/yaml-flow-style.seq",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "skills-ref refuses this file: strictyaml does not allow flow sequences ([...]), although they are "
                "valid YAML and the specification allows them") },
        { "spec/yaml-flow-style.seq.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Write the list in block style, one `- item` per line, or as one quoted string") },
        { "spec/yaml-anchor",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "skills-ref refuses this file: strictyaml does not allow anchors (&) and aliases (*), although they "
                "are valid YAML") },
        { "spec/yaml-anchor.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Repeat the value instead of using an anchor or alias") },
        { "spec/yaml-tag",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "skills-ref refuses this file: strictyaml does not allow explicit tags (%1), although they are valid "
                "YAML") },
        { "spec/yaml-tag.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Remove the tag and quote the value if needed") },
        { "spec/yaml-duplicate-key",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Invalid YAML in frontmatter: duplicate key '%1'") },
        { "spec/yaml-duplicate-key.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Keep one '%1' field") },
        { "spec/frontmatter-not-mapping",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "SKILL.md frontmatter must be a YAML mapping") },
        { "spec/frontmatter-not-mapping.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Write the frontmatter as `key: value` lines") },
        { "spec/unexpected-fields",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Not a field of the specification: %1. The allowed fields are name, description, license, "
                "compatibility, metadata and allowed-tools.") },
        { "spec/unexpected-fields.hint.one",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Move %1 under metadata: or remove it") },
        { "spec/unexpected-fields.hint.many",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Move %1 under metadata: or remove them") },
        { "spec/name-missing",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Missing required field in frontmatter: name") },
        { "spec/name-missing.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Add name: %1") },
        { "spec/description-missing",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Missing required field in frontmatter: description") },
        { "spec/description-missing.hint",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Add description: saying what the skill does and when to use it") },
        { "spec/name-empty", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Field 'name' must be a non-empty string") },
        { "spec/name-empty.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Set name: %1") },
        { "spec/name-too-long",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Skill name '%1' exceeds %2 character limit (%3 chars)") },
        { "spec/name-lowercase", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Skill name '%1' must be lowercase") },
        { "spec/name-hyphen-edge",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Skill name cannot start or end with a hyphen") },
        { "spec/name-consecutive-hyphens",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Skill name cannot contain consecutive hyphens") },
        { "spec/name-invalid-characters",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Skill name '%1' contains invalid characters. Only letters, digits, and hyphens are allowed.") },
        { "spec/name.hint.use", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Use '%1'") },
        { "spec/fix.use-name", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Rename the skill to '%1'") },
        { "spec/name-folder-mismatch",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Directory name '%1' must match skill name '%2'") },
        { "spec/name-folder-mismatch.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Rename the folder to '%1' or set name: %2") },
        { "spec/description-empty",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Field 'description' must be a non-empty string") },
        { "spec/description-empty.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Say what the skill does and when to use it") },
        { "spec/description-too-long",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Description exceeds %1 character limit (%2 chars)") },
        { "spec/description-too-long.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Shorten the description by %1 characters") },
        { "spec/compatibility-type",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Field 'compatibility' must be a string") },
        { "spec/compatibility-empty",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Field 'compatibility' must be 1-500 characters when present") },
        { "spec/compatibility-empty.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Remove the empty compatibility field") },
        { "spec/compatibility-too-long",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Compatibility exceeds %1 character limit (%2 chars)") },
        { "spec/compatibility-too-long.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Shorten compatibility by %1 characters") },
        { "spec/metadata-not-map",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Field 'metadata' must be a mapping of string keys to string values") },
        { "spec/metadata-not-map.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Write metadata as indented `key: value` lines") },
        { "spec/metadata-value-not-string",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Metadata value '%1' must be a string") },
        { "spec/metadata-value-not-string.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Write the value as one quoted string") },
        { "spec/allowed-tools-not-string",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Field 'allowed-tools' should be a space-separated string") },
        { "spec/allowed-tools-not-string.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Use allowed-tools: %1") },
        { "yaml/tab-indentation",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "A tab in the indentation: YAML indents with spaces only") },
        { "yaml/tab-indentation.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Replace the tab with spaces") },
        { "yaml/unquoted-colon",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "The value of '%1' has an unquoted ': ', which YAML reads as the start of another key") },
        { "yaml/unquoted-colon.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Rewrite the value without the colon, or keep the colon in a folded block (the key, then >- , then the "
                "value indented on the next line), which every reader takes as written") },
        { "yaml/unclosed-quote",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "The quoted value of '%1' has no closing quote") },
        { "yaml/unclosed-quote.hint",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Close the quote at the end of the value, or remove the opening quote") },
        { "yaml/text-after-quote",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Text follows the closing quote of '%1'") },
        { "yaml/text-after-quote.hint",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Put the whole value inside the quotes, or remove the quotes") },
        { "yaml/not-key-value", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "This line is not a `key: value` line") },
        { "yaml/not-key-value.hint",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Join it to the value above, indent it under a key, or make it a comment") },
        { "yaml/overindented",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "'%1' is indented under '%2', which already has a value on its line") },
        { "yaml/overindented.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Indent '%1' like '%2'") },
        { "yaml/other", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "%1") },
        { "yaml/fix.tabs-to-spaces", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Replace the tabs with spaces") },
        { "yaml/fix.rewrite-without-colon",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Rewrite without the colon: %1") },
        { "yaml/fix.block-scalar",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Keep the colon: write %1 as a folded block (>-)") },
        { "yaml/fix.quote-value", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Quote the value") },
        { "yaml/fix.remove-quotes", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Remove the quotes") },
        { "yaml/fix.remove-quote", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Remove the unmatched quote") },
        { "yaml/fix.close-quote", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Close the quote") },
        { "yaml/fix.dedent", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Remove the extra indentation") },
        { "yaml/fix.join-line", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Join the line to the value of '%1'") },
        { "yaml/fix.comment-out", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Turn the line into a comment") },
        { "claude-upload/frontmatter-missing",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "No YAML frontmatter found") },
        { "claude-upload/frontmatter-format",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Invalid frontmatter format") },
        { "claude-upload/yaml-invalid",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Invalid YAML in frontmatter: %1") },
        { "claude-upload/frontmatter-not-dict",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Frontmatter must be a YAML dictionary") },
        { "claude-upload/unexpected-keys",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Claude does not accept these fields: %1. The allowed fields are name, description, license, "
                "compatibility, metadata and allowed-tools.") },
        { "claude-upload/name-missing", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Missing 'name' in frontmatter") },
        { "claude-upload/description-missing",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Missing 'description' in frontmatter") },
        { "claude-upload/name-type", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Name must be a string, got %1") },
        { "claude-upload/name-type.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Quote the name: name: \"%1\"") },
        { "claude-upload/name-kebab-case",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Name '%1' should be kebab-case (lowercase letters, digits, and hyphens only)") },
        { "claude-upload/name-hyphens",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Name '%1' cannot start/end with hyphen or contain consecutive hyphens") },
        { "claude-upload/name-too-long",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Name is too long (%1 characters). Maximum is 64 characters.") },
        { "claude-upload/name-reserved-word",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Name '%1' cannot contain the reserved words \"anthropic\" or \"claude\"") },
        { "claude-upload/description-type",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Description must be a string, got %1") },
        { "claude-upload/description-angle-brackets",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Description cannot contain angle brackets (< or >)") },
        { "claude-upload/description-angle-brackets.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Describe the tag in words instead of writing <...>") },
        { "claude-upload/description-too-long",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Description is too long (%1 characters). Maximum is 1024 characters.") },
        { "claude-upload/compatibility-type",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Compatibility must be a string, got %1") },
        { "claude-upload/compatibility-empty",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Compatibility cannot be empty") },
        { "claude-upload/compatibility-too-long",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Compatibility is too long (%1 characters). Maximum is 500 characters.") },
        { "trpc/no-frontmatter",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "tRPC-Agent-Go finds no frontmatter: it names the skill '%1' after its folder, gives it an empty "
                "description and sends the whole file as the body") },
        { "trpc/no-frontmatter.hint.bom",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Remove the UTF-8 byte order mark before the opening ---") },
        { "trpc/no-frontmatter.hint.first-line",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Make the first line exactly --- (no trailing spaces)") },
        { "trpc/no-frontmatter.hint.closing",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Make the closing line exactly --- followed by a line break") },
        { "trpc/no-frontmatter.hint.start",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Start the file with a --- line and close the frontmatter with a --- line") },
        { "trpc/quotes-kept.name",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "tRPC-Agent-Go keeps the quotes: it reads the name as %1") },
        { "trpc/quotes-kept.name.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Remove the quotes around the name") },
        { "trpc/quotes-kept.description",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "tRPC-Agent-Go keeps the quotes: the description it lists starts with %1") },
        { "trpc/quotes-kept.description.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Remove the quotes, or use a block scalar (description: >-) for text with ': '") },
        { "trpc/name-defaulted",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "tRPC-Agent-Go names this skill '%1' after its folder: the frontmatter has no name") },
        { "trpc/name-defaulted.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Add name: %1") },
        { "trpc/description-missing",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "tRPC-Agent-Go lists this skill with an empty description (\"- %1: \")") },
        { "trpc/name-differs",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "tRPC-Agent-Go reads the name as '%1', strict YAML as '%2'") },
        { "trpc/description-differs",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "tRPC-Agent-Go reads the description as '%1', strict YAML as '%2'") },
        { "trpc/description-differs.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Write the description on one line, or as a block scalar (description: >-)") },
        { "trpc/python-yaml-invalid",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "tRPC-Agent-Python cannot parse this frontmatter as YAML: it names the skill '%1' after its folder "
                "with no description; tRPC-Agent-Go reads it line by line as name '%2', description '%3'") },
        { "trpc/python-yaml-invalid.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Fix the YAML problem reported at this line") },
        { "trpc/name-collision",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "Another skill named '%1' exists in %2; tRPC-Agent keeps the first one found (earlier root first)") },
        { "trpc/name-collision.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Rename one of the skills") },
        { "advice/skill-md-too-long",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "SKILL.md has %1 lines; keep it under %2 and move details into reference files") },
        { "advice/body-too-many-tokens",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "The body is %1 tokens; keep it under 5,000 and move details into reference files") },
        { "advice/body-too-many-tokens.estimate",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "The body is about %1 tokens (estimated at 4 characters per token); keep it under 5,000 and move "
                "details into reference files") },
        { "advice/missing-file",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "'%1' is referenced but does not exist in the skill folder") },
        { "advice/missing-file.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Add %1 to the skill or fix the path") },
        { "advice/link-case-mismatch",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "'%1' is referenced but the file is named '%2': the case differs, so it is not found on case-sensitive "
                "file systems (Linux, most agents' sandboxes)") },
        { "advice/link-case-mismatch.hint", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Write the path as '%1'") },
        { "advice/fix.link-case", QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Change the reference to '%1'") },
        { "advice/unreferenced-file",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "'%1' is not referenced from SKILL.md or any other Markdown file of the skill") },
        { "advice/unreferenced-file.hint",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Mention %1 in SKILL.md (say when to read or run it) or remove it") },
        { "advice/unreferenced-folder",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText",
                "%1 files in '%2' are not referenced from SKILL.md or any other Markdown file of the skill (%3, "
                "...)") },
        { "advice/unreferenced-folder.hint",
            QT_TRANSLATE_NOOP(
                "sw::ui::DiagnosticText", "Mention %1 in SKILL.md (say when to read its files) or remove them") },
        { "advice/reference-without-toc",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "'%1' has %2 lines but no table of contents") },
        { "advice/reference-without-toc.hint",
            QT_TRANSLATE_NOOP("sw::ui::DiagnosticText", "Add a \"## Contents\" list of its sections near the top") },
    };
    return texts;
}

QString translatedText(const DiagnosticText &text)
{
    if (text.isEmpty())
        return {};
    static const QHash<QString, const char *> byId = [] {
        QHash<QString, const char *> map;
        for (const WindowDiagnosticText &t : windowDiagnosticTexts())
            map.insert(QLatin1String(t.id), t.source);
        return map;
    }();
    const char *source = byId.value(text.id);
    if (!source)
        return englishText(text);
    return fillTemplate(QCoreApplication::translate("sw::ui::DiagnosticText", source), text.args);
}

} // namespace sw::ui
