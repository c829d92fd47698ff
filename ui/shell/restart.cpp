// offerRestart: ask, close through the window's own close handling, relaunch, quit.
#include "restart.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QWidget>

namespace sw::ui {

namespace {

bool askWithMessageBox(QWidget *window, const QString &reason)
{
    QMessageBox box(QMessageBox::Question, QCoreApplication::translate("sw::ui::Restart", "Restart Skill Workbench?"),
        reason, QMessageBox::NoButton, window);
    box.setInformativeText(QCoreApplication::translate(
        "sw::ui::Restart", "Unsaved files and sessions are offered for saving before the window closes."));
    QPushButton *now
        = box.addButton(QCoreApplication::translate("sw::ui::Restart", "Restart Now"), QMessageBox::AcceptRole);
    QPushButton *later
        = box.addButton(QCoreApplication::translate("sw::ui::Restart", "Later"), QMessageBox::RejectRole);
    box.setDefaultButton(now);
    box.setEscapeButton(later);
    box.exec();
    return box.clickedButton() == now;
}

} // namespace

RestartOutcome offerRestart(QWidget *window, const QString &reason, const RestartHooks &hooks)
{
    const bool now = hooks.ask ? hooks.ask(window, reason) : askWithMessageBox(window, reason);
    if (!now)
        return RestartOutcome::Later;
    if (!window->close())
        return RestartOutcome::Cancelled;
    const QString program = QCoreApplication::applicationFilePath();
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    const bool started = hooks.launch ? hooks.launch(program, arguments) : QProcess::startDetached(program, arguments);
    if (!started) {
        window->show();
        const QString message = QCoreApplication::translate(
            "sw::ui::Restart", "Could not start %1 again: start it yourself to apply the change.")
                                    .arg(program);
        if (hooks.report)
            hooks.report(window, message);
        else
            QMessageBox::warning(window, QCoreApplication::translate("sw::ui::Restart", "Restart failed"), message);
        return RestartOutcome::LaunchFailed;
    }
    if (hooks.quit)
        hooks.quit();
    else
        QCoreApplication::quit();
    return RestartOutcome::Restarted;
}

} // namespace sw::ui
