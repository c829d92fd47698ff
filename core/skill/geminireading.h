#pragma once
// How Gemini CLI 0.61.0 reads a SKILL.md (its skillLoader; docs/dialects.md "How each client reads SKILL.md" and
// docs/clients.md section 4 give the sources): the frontmatter is the text between a first line `---` and the next
// line starting with `---` (no byte-order mark before it); js-yaml reads it, and when that throws or does not give
// `name` and `description` as strings, a line reader does: the last `name:` line and the last `description:` line
// (indented lines after it joined with single spaces), each trimmed. A skill needs both; the characters
// `: \ / < > * ? " |` of its name become `-`.
#include "skill/skilldocument.h"

#include <optional>

namespace sw {

struct GeminiCliReading
{
    bool loaded = false;
    bool noFrontmatter = false; // no frontmatter as Gemini CLI finds it: not loaded
    bool yamlRefused = false; // js-yaml refused the frontmatter (the line reader then read it)
    QString yamlError; // js-yaml's message when it refused
    bool lineReader = false; // the fields come from the line reader
    QString refusal; // why it is not loaded ("no name", "no description", ...)
    QString name; // as listed (characters replaced)
    QString description; // as listed: YAML's string as written (folded text keeps its newlines), or the line reader's
};
GeminiCliReading readAsGeminiCli(const SkillDocument &document);

// Gemini CLI's name sanitising: `: \ / < > * ? " |` become `-`.
QString geminiCliListedName(const QString &name);

// The line reader alone, on a frontmatter text (Gemini CLI uses it only when it finds both).
struct GeminiCliLineFields
{
    std::optional<QString> name;
    std::optional<QString> description;
};
GeminiCliLineFields geminiCliLineReader(const QString &frontmatter);

} // namespace sw
