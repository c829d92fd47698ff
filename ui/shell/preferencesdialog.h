#pragma once
// PreferencesDialog: theme, language, autosave interval, default dialect and encoding, context window, and the
// model provider (base URL, key variable, API key in the OS keychain, connection test).
#include <QDialog>

namespace sw::ui {

class ProviderKeys;
class ProviderSettings;
class Settings;

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    // `keys`: the chat's API keys (a key typed and not stored is used by the chat for this session); `presetInUse`:
    // the preset the chat uses, which the Model provider group opens on.
    explicit PreferencesDialog(
        Settings *settings, QWidget *parent = nullptr, ProviderKeys *keys = nullptr, const QString &presetInUse = {});
    ProviderSettings *providerSettings() const { return m_provider; }
    // After accept: the language setting changed (it applies at the next start).
    bool languageChanged() const { return m_languageChanged; }

private:
    ProviderSettings *m_provider = nullptr;
    bool m_languageChanged = false;
};

} // namespace sw::ui
