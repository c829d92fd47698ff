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

// The chat's rich-text colours, per theme (the chat is HTML, which the palette does not reach): each text on its
// background reads at 4.5:1 at least in both themes.
struct ChatColours
{
    QColor userBackground, userBorder; // the user's turns (text: the palette's Text)
    QColor cardBackground, cardBorder; // tool-call cards
    QColor codeBackground, codeBorder; // code blocks, a card's arguments and result
    QColor errorBackground; // a failed tool call's result
    QColor secondaryText; // call ids, durations, a code block's language, reasoning
    QColor warningText; // an incomplete answer's note
    QColor errorText; // a failed call's status
    // Notices: a failure that was retried and recovered, a retry waiting, a failure.
    QColor recoveredBackground, recoveredText, recoveredBorder;
    QColor retryingBackground, retryingText, retryingBorder;
    QColor failedBackground, failedText, failedBorder;
};
ChatColours chatColours();

// Distinct background colours for token segments (cycled).
QList<QColor> tokenSegmentColours();

} // namespace sw::ui
