// addAcceptShortcut: Ctrl+Return presses a dialog's OK button.
#include "acceptshortcut.h"

#include <QAbstractButton>
#include <QDialog>
#include <QKeySequence>
#include <QShortcut>

namespace sw::ui {

void addAcceptShortcut(QDialog *dialog, QAbstractButton *ok)
{
    for (const int key : { int(Qt::Key_Return), int(Qt::Key_Enter) }) {
        auto *shortcut = new QShortcut(QKeySequence(int(Qt::CTRL) | key), dialog);
        shortcut->setContext(Qt::WindowShortcut);
        QObject::connect(shortcut, &QShortcut::activated, ok, [ok] {
            if (ok->isEnabled() && ok->isVisible())
                ok->click();
        });
    }
    const QString keys = QKeySequence(int(Qt::CTRL) | int(Qt::Key_Return)).toString(QKeySequence::NativeText);
    ok->setToolTip(ok->toolTip().isEmpty() ? keys : ok->toolTip() + QStringLiteral(" (") + keys + QLatin1Char(')'));
}

} // namespace sw::ui
