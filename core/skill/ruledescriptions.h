#pragma once
// The generic description and help of each validator rule (SARIF `rules[].shortDescription` / `help`): what the rule
// checks, the same for every result of it. A result's own message and fix hint stay specific to that result.
#include <QString>

namespace sw {

struct RuleDescription
{
    QString summary; // "The skill name must be lower-case"
    QString help; // what to do in general, and where the rule is documented
};

// Unknown rules get a summary made from their id ("codex: ignored field").
RuleDescription ruleDescription(const QString &rule);

} // namespace sw
