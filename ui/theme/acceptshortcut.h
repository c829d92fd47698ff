#pragma once
// Ctrl+Return (and Ctrl+Enter) runs a form's main action from anywhere in it, a multi-line field included, where
// Return writes a new line: the chat's composer sends with it, and the forms and dialogs that have a text box follow
// suit.
#include <QtGlobal>

#include <functional>

class QAbstractButton;
class QDialog;
class QWidget;

namespace sw::ui {

// Ctrl+Return and Ctrl+Enter on `owner` (in `context`) call `action`.
void addCtrlReturn(QWidget *owner, Qt::ShortcutContext context, const std::function<void()> &action);

// For a dialog: they press `ok` (only while it is enabled), and `ok`'s tool tip names the keys.
void addAcceptShortcut(QDialog *dialog, QAbstractButton *ok);

} // namespace sw::ui
