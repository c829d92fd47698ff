// Visibility settings from the claude-code and deepseek profiles (see visibilityprofiles.h).
#include "visibility/visibilityprofiles.h"

#include "agent/profile.h"

namespace sw {

VisibilitySettings visibilitySettingsFromProfiles(int contextWindowTokens)
{
    VisibilitySettings s;
    s.contextWindowTokens = contextWindowTokens;
    QString error;
    if (const std::optional<Profile> claude = findProfile(QStringLiteral("claude-code"), &error)) {
        s.claudeBudgetFraction = claude->catalogOptions.claudeBudgetFraction;
        s.claudeMaxEntryCharacters = claude->catalogOptions.claudeMaxEntryCharacters;
        s.claudeCharBudget = claude->catalogOptions.claudeCharBudget;
    }
    if (const std::optional<Profile> deepseek = findProfile(QStringLiteral("deepseek"), &error))
        s.deepseekMaxDescription = deepseek->catalogOptions.maxDescriptionLength;
    // The calibrations in use (null: the pinned rules).
    const ClientRulesInUse rules = clientRulesInUse();
    s.claudeRules = rules.claudeCode;
    s.codexRules = rules.codex;
    s.opencodeRules = rules.opencode;
    return s;
}

} // namespace sw
