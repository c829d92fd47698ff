#pragma once
// Theme: light and dark palettes on the Fusion style, following the system unless the user overrides it.
#include "settings/settings.h"

#include <QColor>

namespace sw::ui {

// Applies `choice` to the application (palette + a few style-sheet touches). System = the palette the
// platform gave at start-up decides light or dark.
void applyTheme(ThemeChoice choice);

// True when the palette in use is dark.
bool isDarkTheme();

// Colours the views share (diagnostic underlines, token segments, chart layers), tuned per theme.
struct ThemeColours
{
    QColor error, warning, info, ok, muted, accent, modeBar, modeBarText, modeBarActive;
};
ThemeColours themeColours();

// Distinct background colours for token segments (cycled).
QList<QColor> tokenSegmentColours();

} // namespace sw::ui
