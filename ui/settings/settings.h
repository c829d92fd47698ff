#pragma once
// Settings: the one typed, observable settings store of the window. Each setting has a getter, a setter and a
// ...Changed signal; values persist in QSettings. No secrets here (API keys live in the keychain).
#include <QByteArray>
#include <QObject>
#include <QSettings>
#include <QStringList>

namespace sw::ui {

enum class ThemeChoice { System, Light, Dark };

// What a file dialog is for: each remembers its own last folder (settings/filedialogs.h).
enum class FolderPurpose {
    SkillRoot, // File ▸ Open Skill Root
    ImportPackage, // Import Skill Package
    ExportPackage, // Export Skill
    Session, // open and save chat sessions
    SessionExport, // Markdown / HTML / HAR exports of a session
    OutputFile, // saving a run's output file
    Programs, // choosing an agent client's program (Preferences ▸ Clients)
};

class Settings : public QObject
{
    Q_OBJECT
public:
    // Uses the application's default QSettings location, or `fileName` (INI) when given (tests).
    explicit Settings(const QString &fileName = {}, QObject *parent = nullptr);

    static Settings &instance(); // application-wide store (created on first use)

    QStringList roots() const;
    void setRoots(const QStringList &roots);
    QStringList recentRoots() const;
    void addRecentRoot(const QString &root); // most recent first, at most 10

    QStringList openFiles() const;
    void setOpenFiles(const QStringList &files);

    ThemeChoice theme() const;
    void setTheme(ThemeChoice theme);
    QString language() const; // "" = system, "en", "zh_CN"
    void setLanguage(const QString &language);

    QString dialect() const; // catalog dialect shown in previews and the status bar
    void setDialect(const QString &dialect);
    QString encoding() const; // "o200k_base" or "cl100k_base"
    void setEncoding(const QString &encoding);
    int contextWindow() const; // tokens, for the budget view
    void setContextWindow(int tokens);
    // The window the Visibility dock budgets Claude Code's and Codex's listings for; 0 = each client's own window
    // for its model (the default).
    int visibilityContextWindow() const;
    void setVisibilityContextWindow(int tokens);

    int mode() const; // 0 Welcome, 1 Author, 2 Debug, 3 Runs
    void setMode(int mode);
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray dockLayout(int mode) const; // QMainWindow::saveState() per mode
    void setDockLayout(int mode, const QByteArray &state);

    int autosaveSeconds() const;
    void setAutosaveSeconds(int seconds);
    bool showWhitespace() const; // token view
    void setShowWhitespace(bool show);
    // How SKILL.md pages arrange form, source and preview (ui/editor/editorarrangement.h); one signal for the three.
    bool editorFormVisible() const;
    void setEditorFormVisible(bool visible);
    bool editorPreviewVisible() const;
    void setEditorPreviewVisible(bool visible);
    bool editorPreviewBelow() const; // false: beside the source
    void setEditorPreviewBelow(bool below);

    // Per provider preset (no secrets: the API key itself lives in the OS keychain or an environment variable).
    QString providerBaseUrl(const QString &presetId) const; // "" = the preset's own
    void setProviderBaseUrl(const QString &presetId, const QString &url);
    QString providerKeyEnv(const QString &presetId) const; // "" = the preset's conventional variable
    void setProviderKeyEnv(const QString &presetId, const QString &variable);
    // The wire format a preset is reached through ("" = the preset's own; docs/wire-formats.md).
    QString providerApi(const QString &presetId) const;
    void setProviderApi(const QString &presetId, const QString &api);
    // Anthropic prompt-cache breakpoints: "" = each profile's default policy, else a policy name ("off", "prefix",
    // ...).
    QString cachePolicy() const;
    void setCachePolicy(const QString &policy);
    // Ask Anthropic's count_tokens for Claude's own counts (off by default; needs a key).
    bool providerTokenCounts() const;
    void setProviderTokenCounts(bool enabled);

    // The chat's selection, restored at the next start: the provider picker's entry ("preset:ID" or
    // "scenario:PATH"), the model typed per preset and the agent profile.
    QString chatProvider() const;
    void setChatProvider(const QString &provider);
    QString providerModel(const QString &presetId) const; // "" = the preset's default model
    void setProviderModel(const QString &presetId, const QString &model);
    QString chatProfile() const;
    void setChatProfile(const QString &profile);
    // The program chosen for a real agent client ("claude-code", "codex", ...); "" = found on PATH (Preferences ▸
    // Clients).
    QString clientProgram(const QString &clientId) const;
    void setClientProgram(const QString &clientId, const QString &program);

    // The Capture page's choices, restored at the next start: the upstream (a provider preset's id, "custom" or
    // "scripted"), the URL of a custom upstream, the listening address ("" = the default, a free loopback port), and
    // the client the page launches ("claude-code", "codex", ...).
    QString captureUpstream() const;
    void setCaptureUpstream(const QString &choice);
    QString captureUpstreamUrl() const;
    void setCaptureUpstreamUrl(const QString &url);
    QString captureListen() const;
    void setCaptureListen(const QString &address);
    QString captureClient() const;
    void setCaptureClient(const QString &clientId);
    // The skill the Trigger Lab's eval set was for when the window last kept it ("" = a routing set or none).
    QString triggerLabSkill() const;
    void setTriggerLabSkill(const QString &name);
    // The Trigger Lab's description variants as the window last kept them, when the user had added any (or the editor
    // sent one): label, description ("" = the saved one), checked ("1" or "0"), for each in order (empty = none).
    QStringList triggerLabVariants() const;
    void setTriggerLabVariants(const QStringList &variants);
    // The Trigger Lab's profile ("trpc-go", or "client:codex" for a real client) and provider ("preset:ID" or
    // "scenario:PATH") as the user last chose them.
    QString triggerLabProfile() const;
    void setTriggerLabProfile(const QString &profile);
    QString triggerLabProvider() const;
    void setTriggerLabProvider(const QString &provider);

    // The folder the file dialog for `purpose` last ended in ("" = none yet).
    QString lastFolder(FolderPurpose purpose) const;
    void setLastFolder(FolderPurpose purpose, const QString &folder);

    void sync() { m_store->sync(); }
    // The settings file, and the folder beside it where the window keeps its own state files (the Trigger Lab's
    // eval set draft): a test's settings file keeps them out of the user's.
    QString fileName() const;
    QString stateFilePath(const QString &name) const;

signals:
    void rootsChanged(const QStringList &roots);
    void recentRootsChanged(const QStringList &roots);
    void openFilesChanged(const QStringList &files);
    void themeChanged(sw::ui::ThemeChoice theme);
    void languageChanged(const QString &language);
    void dialectChanged(const QString &dialect);
    void encodingChanged(const QString &encoding);
    void contextWindowChanged(int tokens);
    void visibilityContextWindowChanged(int tokens);
    void modeChanged(int mode);
    void windowGeometryChanged();
    void dockLayoutChanged(int mode);
    void autosaveSecondsChanged(int seconds);
    void showWhitespaceChanged(bool show);
    void editorArrangementChanged();
    void providerChanged(const QString &presetId);
    void chatProviderChanged(const QString &provider);
    void providerModelChanged(const QString &presetId, const QString &model);
    void chatProfileChanged(const QString &profile);
    void clientProgramChanged(const QString &clientId);
    void cachePolicyChanged(const QString &policy);
    void providerTokenCountsChanged(bool enabled);
    void lastFolderChanged(sw::ui::FolderPurpose purpose);

private:
    // Writes `value` under `key`; returns true when it differed from the stored value.
    bool store(const QString &key, const QVariant &value);

    QSettings *m_store;
};

} // namespace sw::ui
