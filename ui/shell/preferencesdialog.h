#pragma once
// PreferencesDialog: theme, language, autosave interval, default dialect and encoding, context window.
#include <QDialog>

namespace sw::ui {

class Settings;

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(Settings *settings, QWidget *parent = nullptr);
};

} // namespace sw::ui
