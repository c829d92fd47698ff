// addCtrlReturn, addAcceptShortcut: Ctrl+Return runs a form's main action.
#include "acceptshortcut.h"

#include <QAbstractButton>
#include <QDialog>
#include <QKeySequence>
#include <QShortcut>

namespace sw::ui {

void addCtrlReturn(QWidget *owner, Qt::ShortcutContext context, const std::function<void()> &action)
{
    for (const int key : { int(Qt::Key_Return), int(Qt::Key_Enter) }) {
        auto *shortcut = new QShortcut(QKeySequence(int(Qt::CTRL) | key), owner);
        shortcut->setContext(context);
        QObject::connect(shortcut, &QShortcut::activated, owner, action);
    }
}

void addAcceptShortcut(QDialog *dialog, QAbstractButton *ok)
{
    addCtrlReturn(dialog, Qt::WindowShortcut, [ok] {
        if (ok->isEnabled() && ok->isVisible())
            ok->click();
    });
    const QString keys = QKeySequence(int(Qt::CTRL) | int(Qt::Key_Return)).toString(QKeySequence::NativeText);
    ok->setToolTip(ok->toolTip().isEmpty() ? keys : ok->toolTip() + QStringLiteral(" (") + keys + QLatin1Char(')'));
}

} // namespace sw::ui
