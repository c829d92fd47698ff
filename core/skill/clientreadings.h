#pragma once
// How each real agent client reads a SKILL.md, where that differs from the strict YAML reading: where it finds the
// frontmatter, the repair it applies when its YAML parser refuses the frontmatter, the fields it then takes and their
// types. Claude Code 2.1.328 keeps every skill (a frontmatter it cannot read is dropped and the body stands in);
// Codex 0.169.0 and opencode 1.18.33 re-quote some `key: value` lines and refuse what still fails. The rules and their
// sources are in docs/dialects.md ("How each client reads SKILL.md"); the parsers' own verdicts on YAML are
// consumerparse.h's.
#include "skill/skilldocument.h"

#include <optional>

namespace sw {

// Claude Code: frontmatter between a first `---` and the next `---` anywhere after it (its regular expression), read
// with its YAML 1.2 parser; when that fails, values holding `: ` or one of {}[]*&#!|>%@` are double-quoted and tabs
// at line starts become two spaces, then it parses again; when that fails too the frontmatter is dropped and the
// skill loads without fields.
struct ClaudeCodeReading
{
    bool hasFrontmatter = false;
    bool repaired = false; // read after its repair
    bool frontmatterIgnored = false; // not readable even after the repair (or not a mapping): no field is read
    QString parseError; // the parser's message when the frontmatter was ignored
    std::optional<QString> name; // `name` as a string (absent, null or over 256 characters: nullopt)
    std::optional<QString> description; // trimmed; nullopt when absent, null, empty, a list or a map
    std::optional<QString> whenToUse; // `when_to_use` as a string (not trimmed)
    bool disableModelInvocation = false; // true, or a string/number 1/true/yes/on (any case)
    QStringList paths; // `paths` patterns that make the listing conditional (empty: always listed)
    QString body; // the text after the frontmatter as Claude Code splits it
};
ClaudeCodeReading readAsClaudeCode(const SkillDocument &document);

// Claude Code's fallback description: the first non-blank line of the body, a Markdown heading's marks removed, cut
// to `maxChars` UTF-16 units (the first maxChars - mark.size() and `mark`); `whenEmpty` when the body is blank.
QString claudeCodeFirstLine(const QString &body, int maxChars, const QString &mark, const QString &whenEmpty);

// Codex: frontmatter between a first line and a later line that are `---` after trimming (not empty), read with
// serde_yaml; when that fails, a plain `key: value` whose value holds `: ` or starts with [ { @ ` (and is not valid
// YAML alone) is single-quoted and it parses again. name and description are strings made one line; a missing name
// is the folder's; the description is required, the name at most 64 characters.
struct CodexReading
{
    bool loaded = false;
    bool yamlRefused = false; // refused as invalid YAML or without frontmatter (else: a missing or invalid field)
    QString refusal; // the loader's message when it refuses the skill
    SourcePosition position; // where (file line and column), when known
    bool repaired = false;
    QString name; // one line; the folder's name when absent
    QString description; // one line, before any length cut
};
CodexReading readAsCodex(const SkillDocument &document, const QString &folderName);

// opencode: gray-matter (frontmatter from a first `---` line to the next line starting with `---`) and js-yaml; when
// that throws, a top-level `key: value` (key of letters, digits and _) whose value holds a colon becomes a `|-` block
// and it parses again. A skill needs `name` as a string; it is listed only with a `description` string.
struct OpencodeReading
{
    bool loaded = false;
    bool yamlRefused = false;
    QString refusal;
    bool repaired = false;
    QString name;
    std::optional<QString> description; // nullopt: loaded but not listed (no description)
};
OpencodeReading readAsOpencode(const SkillDocument &document);

// Rust's str::split_whitespace joined by single spaces (Codex's sanitize_single_line).
QString codexSingleLineText(const QString &text);

} // namespace sw
