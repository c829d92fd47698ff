#include "mainwindow.h"

#include <QLabel>

namespace sw::ui {
MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Skill Workbench"));
    auto *label = new QLabel(tr("Skill Workbench"), this);
    label->setAlignment(Qt::AlignCenter);
    setCentralWidget(label);
    resize(1280, 800);
}
} // namespace sw::ui
