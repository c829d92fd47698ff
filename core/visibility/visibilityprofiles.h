#pragma once
// The visibility settings the shipped (or the user's edited) claude-code and codex profiles give: Claude Code's
// budget fraction, per-entry cap and fixed budget from profile claude-code's catalog.options, for a context window.
#include "visibility/visibility.h"

namespace sw {

VisibilitySettings visibilitySettingsFromProfiles(int contextWindowTokens);

} // namespace sw
