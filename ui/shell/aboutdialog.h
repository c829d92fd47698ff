#pragma once
// AboutDialog: application name, version, purpose, Qt version and licence.
#include <QDialog>

namespace sw::ui {

class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);
};

} // namespace sw::ui
