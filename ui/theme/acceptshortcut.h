#pragma once
// Ctrl+Return (and Ctrl+Enter) presses a dialog's OK button from anywhere in it, a multi-line field included, where
// Return writes a new line: the chat's composer sends with it, and the dialogs that have a text box follow suit.
class QAbstractButton;
class QDialog;

namespace sw::ui {

// Adds the shortcut to `dialog` for `ok` (only while `ok` is enabled) and names it in `ok`'s tool tip.
void addAcceptShortcut(QDialog *dialog, QAbstractButton *ok);

} // namespace sw::ui
