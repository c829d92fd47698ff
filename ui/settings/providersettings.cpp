// ProviderSettings: preset fields, keychain storage with its visible fallback, and the connection test.
#include "providersettings.h"

#include "provider/connectionprobe.h"
#include "provider/providerpresets.h"
#include "provider/secrets.h"
#include "settings/providerkeys.h"
#include "settings/providerstatus.h"
#include "settings/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QTimer>
#include <QVBoxLayout>

namespace sw::ui {

ProviderSettings::ProviderSettings(Settings *settings, QWidget *parent, ProviderKeys *keys)
    : QWidget(parent)
    , m_settings(settings)
    , m_keys(keys ? keys : new ProviderKeys(this))
    , m_preset(new QComboBox(this))
    , m_baseUrl(new QLineEdit(this))
    , m_keyEnv(new QLineEdit(this))
    , m_api(new QComboBox(this))
    , m_cache(new QComboBox(this))
    , m_counts(new QCheckBox(tr("Ask Anthropic for Claude's own token counts (count_tokens)"), this))
    , m_key(new QLineEdit(this))
    , m_store(new QPushButton(tr("Store in keychain"), this))
    , m_remove(new QPushButton(tr("Remove from keychain"), this))
    , m_test(new QPushButton(tr("Test connection"), this))
    , m_status(new QLabel(this))
    , m_fallback(new QLabel(this))
    , m_result(new QLabel(this))
{
    for (const sw::ProviderPreset &p : sw::providerPresets())
        m_preset->addItem(presetDisplayName(p.id), p.id);
    m_preset->setObjectName(QStringLiteral("providerPreset"));
    m_api->addItem(tr("Chat Completions (OpenAI-compatible)"), sw::wireApiName(sw::WireApi::ChatCompletions));
    m_api->addItem(tr("Anthropic Messages"), sw::wireApiName(sw::WireApi::AnthropicMessages));
    m_api->addItem(tr("OpenAI Responses"), sw::wireApiName(sw::WireApi::OpenAiResponses));
    m_api->addItem(tr("Gemini"), sw::wireApiName(sw::WireApi::Gemini));
    m_api->setToolTip(tr("The API the requests are encoded in; the inspector shows the exact bytes of this format"));
    m_cache->addItem(tr("Profile's default"), QString());
    m_cache->addItem(tr("Off: no breakpoints"), QStringLiteral("off"));
    m_cache->addItem(tr("Prefix: tools, system prompt, catalog"), QStringLiteral("prefix"));
    m_cache->addItem(tr("Skills: tools, catalog, last loaded skill"), QStringLiteral("skills"));
    m_cache->addItem(
        tr("Conversation: tools, catalog, last loaded skill, last message"), QStringLiteral("conversation"));
    m_cache->setToolTip(tr("Where Anthropic Messages requests place cache_control breakpoints (at most four). Other "
                           "formats cache shared prefixes by themselves."));
    m_counts->setToolTip(
        tr("Claude's tokenizer is not public. When on and a key is set, the request inspector can send "
           "a request to Anthropic's count_tokens endpoint and show Claude's count beside the "
           "workbench's o200k figure. Off by default."));
    m_cache->setCurrentIndex(qMax(0, m_cache->findData(m_settings->cachePolicy())));
    m_counts->setChecked(m_settings->providerTokenCounts());
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setPlaceholderText(tr("paste an API key to store it in the OS keychain"));
    m_key->setToolTip(tr("The key is kept in the OS keychain only: never in the settings file, logs, saved "
                         "sessions or exports. Without a keychain it is used for this session only."));
    m_keyEnv->setToolTip(tr("Environment variable read when the keychain has no key for this provider"));
    m_status->setObjectName(QStringLiteral("keyInUse"));
    m_status->setWordWrap(true);
    m_fallback->setObjectName(QStringLiteral("keychainNotice"));
    m_fallback->setWordWrap(true);
    m_fallback->setStyleSheet(QStringLiteral("QLabel { background:#fff7d6; color:#6b4e00; border:1px solid #e8d48a;"
                                             " border-radius:3px; padding:4px 8px; }"));
    m_fallback->setVisible(false);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *keyButtons = new QHBoxLayout;
    keyButtons->addWidget(m_store);
    keyButtons->addWidget(m_remove);
    keyButtons->addStretch();
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Provider"), m_preset);
    form->addRow(tr("Base URL"), m_baseUrl);
    form->addRow(tr("Wire format"), m_api);
    form->addRow(tr("Key variable"), m_keyEnv);
    form->addRow(tr("API key"), m_key);
    form->addRow(QString(), keyButtons);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test, 0, Qt::AlignTop);
    testRow->addWidget(m_result, 1);
    // The wrapped texts span the whole width in a plain box layout, which gives each the height its text needs at
    // that width (a form row does not, and cut the notice and drew "Key in use" over it).
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_fallback);
    layout->addLayout(testRow);
    auto *cacheForm = new QFormLayout;
    cacheForm->setContentsMargins(0, 0, 0, 0);
    cacheForm->addRow(tr("Prompt cache"), m_cache);
    cacheForm->addRow(QString(), m_counts);
    layout->addLayout(cacheForm);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &ProviderSettings::onPresetChanged);
    connect(m_store, &QPushButton::clicked, this, &ProviderSettings::storeKey);
    connect(m_remove, &QPushButton::clicked, this, &ProviderSettings::removeKey);
    connect(m_test, &QPushButton::clicked, this, &ProviderSettings::testConnection);
    connect(m_key, &QLineEdit::textChanged, this, &ProviderSettings::updateStatus);
    connect(m_keyEnv, &QLineEdit::textChanged, this, [this] {
        updateStatus();
        updateNotice(); // the notice names the variable as typed
    });
    connect(m_keys, &ProviderKeys::keyChanged, this, [this](const QString &id) {
        if (id == presetId())
            updateStatus();
    });
    onPresetChanged();
}

bool ProviderSettings::selectPreset(const QString &presetId)
{
    const int row = m_preset->findData(presetId);
    if (row < 0)
        return false;
    m_preset->setCurrentIndex(row);
    return true;
}

QString ProviderSettings::presetId() const
{
    return m_preset->currentData().toString();
}

QString ProviderSettings::baseUrl() const
{
    const QString url = m_baseUrl->text().trimmed();
    return url.isEmpty() ? sw::providerPreset(presetId()).baseUrl : url;
}

QString ProviderSettings::keyEnvironmentVariable() const
{
    const QString v = m_keyEnv->text().trimmed();
    return v.isEmpty() ? sw::providerPreset(presetId()).apiKeyEnv : v;
}

QString ProviderSettings::wireApi() const
{
    return m_api->currentData().toString();
}

void ProviderSettings::setWireApi(const QString &api)
{
    m_api->setCurrentIndex(qMax(0, m_api->findData(api)));
}

QString ProviderSettings::cachePolicy() const
{
    return m_cache->currentData().toString();
}

void ProviderSettings::setCachePolicy(const QString &policy)
{
    m_cache->setCurrentIndex(qMax(0, m_cache->findData(policy)));
}

bool ProviderSettings::providerTokenCounts() const
{
    return m_counts->isChecked();
}

void ProviderSettings::setProviderTokenCounts(bool enabled)
{
    m_counts->setChecked(enabled);
}

QString ProviderSettings::effectiveApiKey() const
{
    if (!m_key->text().trimmed().isEmpty())
        return m_key->text().trimmed();
    return m_keys->resolve(presetId(), keyEnvironmentVariable()).key;
}

QString ProviderSettings::keySource() const
{
    if (!m_key->text().trimmed().isEmpty())
        return tr("typed here, not stored: used for this session when you press OK (Store in keychain keeps it)");
    return keyOriginText(m_keys->resolve(presetId(), keyEnvironmentVariable()));
}

void ProviderSettings::onPresetChanged()
{
    const sw::ProviderPreset preset = sw::providerPreset(presetId());
    m_baseUrl->setPlaceholderText(preset.baseUrl.isEmpty() ? tr("https://host/v1") : preset.baseUrl);
    m_baseUrl->setText(m_settings->providerBaseUrl(preset.id));
    m_keyEnv->setPlaceholderText(preset.apiKeyEnv.isEmpty() ? tr("e.g. MY_API_KEY") : preset.apiKeyEnv);
    m_keyEnv->setText(m_settings->providerKeyEnv(preset.id));
    const QString api = m_settings->providerApi(preset.id);
    setWireApi(api.isEmpty() ? sw::wireApiName(preset.api) : api);
    m_key->clear();
    m_result->clear();
    updateStatus();
    readKeychain();
}

void ProviderSettings::readKeychain()
{
    auto *job = new sw::KeychainSecret(this);
    const QString preset = presetId();
    const int ticket = ++m_pendingRead;
    connect(job, &sw::KeychainSecret::done, this,
        [this, job, preset, ticket](bool ok, const QString &secret, const QString &message) {
            job->deleteLater();
            if (ok)
                m_keys->setKeychainKey(preset, secret);
            if (ticket != m_pendingRead || preset != presetId())
                return; // the preset changed meanwhile
            if (!ok && sw::KeychainSecret::isUnavailable(message))
                showKeychainProblem(message);
            updateStatus();
        });
    job->read(preset);
}

void ProviderSettings::storeKey()
{
    const QString key = m_key->text().trimmed();
    if (key.isEmpty()) {
        m_status->setText(tr("Type or paste the API key first."));
        return;
    }
    auto *job = new sw::KeychainSecret(this);
    const QString preset = presetId();
    connect(job, &sw::KeychainSecret::done, this,
        [this, job, key, preset](bool ok, const QString &, const QString &message) {
            job->deleteLater();
            if (ok) {
                m_keys->setKeychainKey(preset, key);
                m_keys->setSessionKey(preset, QString());
                m_fallback->setVisible(false);
                m_keychainMessage.clear();
                m_keychainUnavailable = false;
                fitWindow();
            } else {
                // Not stored: the key still works, for this session (the chat and Test connection use it).
                m_keys->setSessionKey(preset, key);
                showKeychainProblem(message);
            }
            if (preset == presetId())
                m_key->clear();
            updateStatus();
            Q_EMIT keychainFinished(ok, ok ? tr("The API key is stored in the OS keychain.") : message);
        });
    job->write(preset, key);
}

void ProviderSettings::removeKey()
{
    auto *job = new sw::KeychainSecret(this);
    const QString preset = presetId();
    m_keys->setSessionKey(preset, QString());
    connect(
        job, &sw::KeychainSecret::done, this, [this, job, preset](bool ok, const QString &, const QString &message) {
            job->deleteLater();
            if (ok)
                m_keys->setKeychainKey(preset, QString());
            else
                showKeychainProblem(message);
            updateStatus();
            Q_EMIT keychainFinished(ok, ok ? tr("The API key was removed from the OS keychain.") : message);
        });
    job->remove(preset);
}

void ProviderSettings::showKeychainProblem(const QString &message)
{
    m_keychainMessage = message;
    m_keychainUnavailable = sw::KeychainSecret::isUnavailable(message);
    updateNotice();
}

void ProviderSettings::updateNotice()
{
    if (m_keychainMessage.isEmpty())
        return;
    const QString typed = m_keyEnv->text().trimmed();
    const QString variable = typed.isEmpty() ? sw::providerPreset(presetId()).apiKeyEnv : typed;
    const QString instead = variable.isEmpty()
        ? tr("Enter a variable name under Key variable above and set that variable before starting the workbench")
        : tr("Set the environment variable <code>%1</code> before starting the workbench")
              .arg(variable.toHtmlEscaped());
    m_fallback->setText(m_keychainUnavailable
            ? tr("<b>No OS keychain available</b> (no Secret Service such as GNOME Keyring or KWallet is running). The "
                 "API key cannot be stored here and is never written to the settings file: a key typed here is used "
                 "for this session only. %1 to use it every time.")
                  .arg(instead)
            : tr("<b>Keychain error:</b> %1. The key was not stored; it is used for this session only. %2 to use "
                 "it every time.")
                  .arg(m_keychainMessage.toHtmlEscaped(), instead));
    m_fallback->setVisible(true);
    fitWindow();
}

void ProviderSettings::fitWindow()
{
    // A notice that appears or grows gets the height its wrapped text needs: the dialog grows to fit (a top-level
    // window does not follow a height-for-width layout by itself).
    QTimer::singleShot(0, this, [this] {
        QWidget *top = window();
        if (!top || !top->isVisible())
            return;
        int needed = top->layout() && top->layout()->hasHeightForWidth()
            ? top->layout()->totalHeightForWidth(top->width())
            : top->sizeHint().height();
        if (const QScreen *screen = top->screen())
            needed = qMin(needed, screen->availableGeometry().height());
        if (needed > top->height())
            top->resize(top->width(), needed);
    });
}

void ProviderSettings::updateStatus()
{
    m_status->setText(tr("Key in use: %1").arg(keySource()));
    const QString preset = presetId();
    m_remove->setEnabled(!m_keys->keychainKey(preset).isEmpty() || !m_keys->sessionKey(preset).isEmpty());
}

QString ProviderSettings::statusText() const
{
    return m_status->text() + (m_fallback->isVisibleTo(this) ? QLatin1Char('\n') + m_fallback->text() : QString());
}

QString ProviderSettings::connectionText() const
{
    return m_result->text();
}

void ProviderSettings::apply()
{
    m_settings->setProviderBaseUrl(presetId(), m_baseUrl->text());
    m_settings->setProviderKeyEnv(presetId(), m_keyEnv->text());
    if (const QString typed = m_key->text().trimmed(); !typed.isEmpty())
        m_keys->setSessionKey(presetId(), typed);
    const QString api = wireApi();
    m_settings->setProviderApi(
        presetId(), api == sw::wireApiName(sw::providerPreset(presetId()).api) ? QString() : api);
    m_settings->setCachePolicy(cachePolicy());
    m_settings->setProviderTokenCounts(providerTokenCounts());
}
void ProviderSettings::testConnection()
{
    if (m_probe)
        m_probe->deleteLater();
    sw::ProviderConfig config;
    config.presetId = presetId();
    config.baseUrl = baseUrl();
    config.apiKey = effectiveApiKey();
    config.api = sw::wireApiFromName(wireApi()).value_or(sw::providerPreset(presetId()).api);
    config.inactivityTimeoutMs = 15000;
    m_probe = new sw::ConnectionProbe(config, this);
    m_test->setEnabled(false);
    m_result->setText(tr("Testing %1…").arg(m_probe->modelsUrl().toString(QUrl::RemoveUserInfo).toHtmlEscaped()));
    const QStringList secrets { config.apiKey };
    connect(m_probe, &sw::ConnectionProbe::finished, this,
        [this, secrets](bool ok, const QString &message, const QStringList &models) {
            m_test->setEnabled(true);
            QString text;
            if (ok) {
                const QStringList shown = models.mid(0, 5);
                text = tr("<span style=\"color:#15803d;\">✔ Connected</span> (%1): %n model(s) listed", nullptr,
                           int(models.size()))
                           .arg(m_api->currentText().toHtmlEscaped())
                    + (shown.isEmpty() ? QString()
                                       : QStringLiteral(" (%1%2)").arg(shown.join(QStringLiteral(", ")).toHtmlEscaped(),
                                           models.size() > shown.size() ? QStringLiteral(", …") : QString()));
            } else {
                text = tr("<span style=\"color:#b91c1c;\">✘ Failed</span>: %1")
                           .arg(sw::redactSecrets(message, secrets).toHtmlEscaped());
            }
            // The translated markup's colours, for the current theme (the red read 2.3:1 on the dark window).
            if (palette().color(QPalette::Window).lightness() < 128)
                text.replace(QLatin1String("#15803d"), QLatin1String("#5cc07e"))
                    .replace(QLatin1String("#b91c1c"), QLatin1String("#f06a62"));
            m_result->setText(text);
            fitWindow(); // a wrapped failure gets its height (the fields were squashed under it)
            if (m_probe)
                m_probe->deleteLater();
            Q_EMIT connectionTested(ok, sw::redactSecrets(message, secrets));
        });
    m_probe->start();
}

} // namespace sw::ui
