#pragma once
// The result of a tool call as a person reads it in the chat's card: a run's exit code, duration and executor, its
// stdout and stderr as text, its output files as a list, other JSON pretty-printed with its strings shown as text
// (no "\n" or "\""), plain text as it is. The raw result stays one click away (the card's "Raw" link).
#include "theme/theme.h"

#include <QString>

namespace sw::ui {

// HTML for a card's body (escaped; colours from `colours`).
QString readableToolResultHtml(const QString &result, bool error, const ChatColours &colours);

} // namespace sw::ui
