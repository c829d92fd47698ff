#pragma once
// MainWindow: assembles the docks, actions and mode bar of Skill Workbench. It owns no logic of its own.
#include <QMainWindow>

namespace sw::ui {
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};
} // namespace sw::ui
