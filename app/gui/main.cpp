// skill-workbench: the desktop application. Creates the application object and the main window.
#include "shell/mainwindow.h"

#include <QApplication>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("skill-workbench"));
    QApplication::setApplicationDisplayName(QStringLiteral("Skill Workbench"));
    QApplication::setOrganizationName(QStringLiteral("skill-workbench"));
    sw::ui::MainWindow window;
    window.show();
    return app.exec();
}
