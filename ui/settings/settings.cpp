// Settings: typed accessors over QSettings with change signals.
#include "settings.h"

#include "catalog/catalogdefaults.h"

#include <QDir>
#include <QFileInfo>

namespace sw::ui {

namespace {
const QString kRoots = QStringLiteral("library/roots");
const QString kRecentRoots = QStringLiteral("library/recentRoots");
const QString kOpenFiles = QStringLiteral("editor/openFiles");
const QString kTheme = QStringLiteral("appearance/theme");
const QString kLanguage = QStringLiteral("appearance/language");
const QString kDialect = QStringLiteral("catalog/dialect");
const QString kEncoding = QStringLiteral("catalog/encoding");
const QString kContextWindow = QStringLiteral("catalog/contextWindow");
const QString kVisibilityContextWindow = QStringLiteral("visibility/contextWindow");
const QString kMode = QStringLiteral("window/mode");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kAutosave = QStringLiteral("editor/autosaveSeconds");
const QString kWhitespace = QStringLiteral("tokens/showWhitespace");
const QString kChatProvider = QStringLiteral("chat/provider");
const QString kChatProfile = QStringLiteral("chat/profile");
const QString kCaptureUpstream = QStringLiteral("capture/upstream");
const QString kCaptureUpstreamUrl = QStringLiteral("capture/upstreamUrl");
const QString kCaptureListen = QStringLiteral("capture/listen");
const QString kCaptureClient = QStringLiteral("capture/client");
const QString kTriggerLabSkill = QStringLiteral("triggerLab/skill");
const QString kTriggerLabVariants = QStringLiteral("triggerLab/variants");
const QString kTriggerLabProfile = QStringLiteral("triggerLab/profile");
const QString kTriggerLabProvider = QStringLiteral("triggerLab/provider");
const QString kEditorForm = QStringLiteral("editor/showForm");
const QString kEditorPreview = QStringLiteral("editor/showPreview");
const QString kEditorPreviewBelow = QStringLiteral("editor/previewBelow");
const QString kCachePolicy = QStringLiteral("providers/cachePolicy");
const QString kProviderTokenCounts = QStringLiteral("providers/providerTokenCounts");
QString providerKey(const QString &presetId, const char *field)
{
    return QStringLiteral("providers/%1/%2").arg(presetId, QLatin1String(field));
}
QString lastFolderKey(FolderPurpose purpose)
{
    switch (purpose) {
    case FolderPurpose::SkillRoot:
        return QStringLiteral("fileDialogs/skillRoot");
    case FolderPurpose::ImportPackage:
        return QStringLiteral("fileDialogs/importPackage");
    case FolderPurpose::ExportPackage:
        return QStringLiteral("fileDialogs/exportPackage");
    case FolderPurpose::Session:
        return QStringLiteral("fileDialogs/session");
    case FolderPurpose::SessionExport:
        return QStringLiteral("fileDialogs/sessionExport");
    case FolderPurpose::OutputFile:
        return QStringLiteral("fileDialogs/outputFile");
    case FolderPurpose::Programs:
        return QStringLiteral("fileDialogs/programs");
    }
    return QStringLiteral("fileDialogs/other");
}
QString dockKey(int mode)
{
    return QStringLiteral("window/dockLayout%1").arg(mode);
}
} // namespace

Settings::Settings(const QString &fileName, QObject *parent)
    : QObject(parent)
    , m_store(fileName.isEmpty() ? new QSettings(this) : new QSettings(fileName, QSettings::IniFormat, this))
{ }

Settings &Settings::instance()
{
    static Settings *settings = new Settings;
    return *settings;
}

bool Settings::store(const QString &key, const QVariant &value)
{
    if (m_store->contains(key) && m_store->value(key) == value)
        return false;
    m_store->setValue(key, value);
    return true;
}

QStringList Settings::roots() const
{
    return m_store->value(kRoots).toStringList();
}
void Settings::setRoots(const QStringList &roots)
{
    if (store(kRoots, roots))
        emit rootsChanged(roots);
}

QStringList Settings::recentRoots() const
{
    return m_store->value(kRecentRoots).toStringList();
}
void Settings::addRecentRoot(const QString &root)
{
    QStringList list = recentRoots();
    list.removeAll(root);
    list.prepend(root);
    while (list.size() > 10)
        list.removeLast();
    if (store(kRecentRoots, list))
        emit recentRootsChanged(list);
}

QStringList Settings::openFiles() const
{
    return m_store->value(kOpenFiles).toStringList();
}
void Settings::setOpenFiles(const QStringList &files)
{
    if (store(kOpenFiles, files))
        emit openFilesChanged(files);
}

ThemeChoice Settings::theme() const
{
    const QString value = m_store->value(kTheme).toString();
    if (value == QLatin1String("light"))
        return ThemeChoice::Light;
    if (value == QLatin1String("dark"))
        return ThemeChoice::Dark;
    return ThemeChoice::System;
}
void Settings::setTheme(ThemeChoice theme)
{
    const QString value = theme == ThemeChoice::Light ? QStringLiteral("light")
        : theme == ThemeChoice::Dark                  ? QStringLiteral("dark")
                                                      : QStringLiteral("system");
    if (store(kTheme, value))
        emit themeChanged(theme);
}

QString Settings::language() const
{
    return m_store->value(kLanguage).toString();
}
void Settings::setLanguage(const QString &language)
{
    if (store(kLanguage, language))
        emit languageChanged(language);
}

QString Settings::dialect() const
{
    return m_store->value(kDialect, defaultCatalogDialect()).toString();
}
void Settings::setDialect(const QString &dialect)
{
    if (store(kDialect, dialect))
        emit dialectChanged(dialect);
}

QString Settings::encoding() const
{
    return m_store->value(kEncoding, defaultEncodingName()).toString();
}
void Settings::setEncoding(const QString &encoding)
{
    if (store(kEncoding, encoding))
        emit encodingChanged(encoding);
}

int Settings::contextWindow() const
{
    return m_store->value(kContextWindow, kDefaultContextWindowTokens).toInt();
}
void Settings::setContextWindow(int tokens)
{
    if (store(kContextWindow, tokens))
        emit contextWindowChanged(tokens);
}

int Settings::visibilityContextWindow() const
{
    return m_store->value(kVisibilityContextWindow, 0).toInt();
}
void Settings::setVisibilityContextWindow(int tokens)
{
    if (store(kVisibilityContextWindow, tokens))
        emit visibilityContextWindowChanged(tokens);
}

int Settings::mode() const
{
    return m_store->value(kMode, 0).toInt();
}
void Settings::setMode(int mode)
{
    if (store(kMode, mode))
        emit modeChanged(mode);
}

QByteArray Settings::windowGeometry() const
{
    return m_store->value(kGeometry).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray &geometry)
{
    if (store(kGeometry, geometry))
        emit windowGeometryChanged();
}

QByteArray Settings::dockLayout(int mode) const
{
    return m_store->value(dockKey(mode)).toByteArray();
}
void Settings::setDockLayout(int mode, const QByteArray &state)
{
    if (store(dockKey(mode), state))
        emit dockLayoutChanged(mode);
}

int Settings::autosaveSeconds() const
{
    return m_store->value(kAutosave, 30).toInt();
}
void Settings::setAutosaveSeconds(int seconds)
{
    if (store(kAutosave, seconds))
        emit autosaveSecondsChanged(seconds);
}

bool Settings::showWhitespace() const
{
    return m_store->value(kWhitespace, false).toBool();
}
void Settings::setShowWhitespace(bool show)
{
    if (store(kWhitespace, show))
        emit showWhitespaceChanged(show);
}

QString Settings::providerBaseUrl(const QString &presetId) const
{
    return m_store->value(providerKey(presetId, "baseUrl")).toString();
}

void Settings::setProviderBaseUrl(const QString &presetId, const QString &url)
{
    if (store(providerKey(presetId, "baseUrl"), url.trimmed()))
        emit providerChanged(presetId);
}

QString Settings::providerKeyEnv(const QString &presetId) const
{
    return m_store->value(providerKey(presetId, "apiKeyEnv")).toString();
}

void Settings::setProviderKeyEnv(const QString &presetId, const QString &variable)
{
    if (store(providerKey(presetId, "apiKeyEnv"), variable.trimmed()))
        emit providerChanged(presetId);
}

QString Settings::chatProvider() const
{
    return m_store->value(kChatProvider).toString();
}

void Settings::setChatProvider(const QString &provider)
{
    if (store(kChatProvider, provider))
        emit chatProviderChanged(provider);
}

QString Settings::providerModel(const QString &presetId) const
{
    return m_store->value(providerKey(presetId, "model")).toString();
}

void Settings::setProviderModel(const QString &presetId, const QString &model)
{
    if (store(providerKey(presetId, "model"), model.trimmed()))
        emit providerModelChanged(presetId, model.trimmed());
}

QString Settings::clientProgram(const QString &clientId) const
{
    return m_store->value(QStringLiteral("clients/%1/program").arg(clientId)).toString();
}

void Settings::setClientProgram(const QString &clientId, const QString &program)
{
    if (store(QStringLiteral("clients/%1/program").arg(clientId), program.trimmed()))
        emit clientProgramChanged(clientId);
}

QString Settings::chatProfile() const
{
    return m_store->value(kChatProfile).toString();
}

void Settings::setChatProfile(const QString &profile)
{
    if (store(kChatProfile, profile))
        emit chatProfileChanged(profile);
}

QString Settings::captureUpstream() const
{
    return m_store->value(kCaptureUpstream).toString();
}

void Settings::setCaptureUpstream(const QString &choice)
{
    store(kCaptureUpstream, choice);
}

QString Settings::captureUpstreamUrl() const
{
    return m_store->value(kCaptureUpstreamUrl).toString();
}

void Settings::setCaptureUpstreamUrl(const QString &url)
{
    store(kCaptureUpstreamUrl, url.trimmed());
}

QString Settings::captureListen() const
{
    return m_store->value(kCaptureListen).toString();
}

void Settings::setCaptureListen(const QString &address)
{
    store(kCaptureListen, address.trimmed());
}

QString Settings::captureClient() const
{
    return m_store->value(kCaptureClient).toString();
}

void Settings::setCaptureClient(const QString &clientId)
{
    store(kCaptureClient, clientId);
}

QString Settings::triggerLabSkill() const
{
    return m_store->value(kTriggerLabSkill).toString();
}

void Settings::setTriggerLabSkill(const QString &name)
{
    store(kTriggerLabSkill, name);
}

QStringList Settings::triggerLabVariants() const
{
    return m_store->value(kTriggerLabVariants).toStringList();
}

void Settings::setTriggerLabVariants(const QStringList &variants)
{
    if (variants.isEmpty())
        m_store->remove(kTriggerLabVariants);
    else
        store(kTriggerLabVariants, variants);
}

QString Settings::triggerLabProfile() const
{
    return m_store->value(kTriggerLabProfile).toString();
}

void Settings::setTriggerLabProfile(const QString &profile)
{
    store(kTriggerLabProfile, profile);
}

QString Settings::triggerLabProvider() const
{
    return m_store->value(kTriggerLabProvider).toString();
}

void Settings::setTriggerLabProvider(const QString &provider)
{
    store(kTriggerLabProvider, provider);
}

QString Settings::fileName() const
{
    return m_store->fileName();
}

QString Settings::stateFilePath(const QString &name) const
{
    return QFileInfo(m_store->fileName()).absoluteDir().filePath(name);
}

bool Settings::editorFormVisible() const
{
    return m_store->value(kEditorForm, true).toBool();
}
void Settings::setEditorFormVisible(bool visible)
{
    if (store(kEditorForm, visible))
        emit editorArrangementChanged();
}
bool Settings::editorPreviewVisible() const
{
    return m_store->value(kEditorPreview, true).toBool();
}
void Settings::setEditorPreviewVisible(bool visible)
{
    if (store(kEditorPreview, visible))
        emit editorArrangementChanged();
}
bool Settings::editorPreviewBelow() const
{
    return m_store->value(kEditorPreviewBelow, false).toBool();
}
void Settings::setEditorPreviewBelow(bool below)
{
    if (store(kEditorPreviewBelow, below))
        emit editorArrangementChanged();
}

QString Settings::providerApi(const QString &presetId) const
{
    return m_store->value(providerKey(presetId, "api")).toString();
}

void Settings::setProviderApi(const QString &presetId, const QString &api)
{
    if (store(providerKey(presetId, "api"), api.trimmed()))
        emit providerChanged(presetId);
}

QString Settings::cachePolicy() const
{
    return m_store->value(kCachePolicy).toString();
}

void Settings::setCachePolicy(const QString &policy)
{
    if (store(kCachePolicy, policy))
        emit cachePolicyChanged(policy);
}

bool Settings::providerTokenCounts() const
{
    return m_store->value(kProviderTokenCounts, false).toBool();
}

void Settings::setProviderTokenCounts(bool enabled)
{
    if (store(kProviderTokenCounts, enabled))
        emit providerTokenCountsChanged(enabled);
}

QString Settings::lastFolder(FolderPurpose purpose) const
{
    return m_store->value(lastFolderKey(purpose)).toString();
}
void Settings::setLastFolder(FolderPurpose purpose, const QString &folder)
{
    if (store(lastFolderKey(purpose), folder))
        emit lastFolderChanged(purpose);
}

} // namespace sw::ui
