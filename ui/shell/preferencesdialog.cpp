// PreferencesDialog: a form bound to Settings; changes apply when accepted.
#include "preferencesdialog.h"

#include "settings/clientsdialog.h"
#include "settings/providerkeys.h"
#include "settings/providersettings.h"
#include "settings/settings.h"

#include "catalog/catalogrenderer.h"
#include "tokens/tokenizer.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace sw::ui {

PreferencesDialog::PreferencesDialog(
    Settings *settings, QWidget *parent, ProviderKeys *keys, const QString &presetInUse)
    : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    auto *theme = new QComboBox(this);
    theme->addItem(tr("Follow the system"), int(ThemeChoice::System));
    theme->addItem(tr("Light"), int(ThemeChoice::Light));
    theme->addItem(tr("Dark"), int(ThemeChoice::Dark));
    theme->setCurrentIndex(theme->findData(int(settings->theme())));
    auto *language = new QComboBox(this);
    language->setObjectName(QStringLiteral("languageChoice"));
    language->addItem(tr("System language"), QString());
    language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    language->setCurrentIndex(qMax(0, language->findData(settings->language())));
    auto *autosave = new QSpinBox(this);
    autosave->setRange(5, 600);
    autosave->setSuffix(tr(" s"));
    autosave->setValue(settings->autosaveSeconds());
    auto *dialect = new QComboBox(this);
    dialect->addItems(catalogDialectNames());
    dialect->setCurrentText(settings->dialect());
    auto *encoding = new QComboBox(this);
    encoding->addItems(encodingNames());
    encoding->setCurrentText(settings->encoding());
    auto *window = new QSpinBox(this);
    window->setRange(1000, 10'000'000);
    window->setSingleStep(1000);
    window->setGroupSeparatorShown(true);
    window->setValue(settings->contextWindow());
    auto *note = new QLabel(tr("A new language applies after a restart; you are offered one when you press OK."), this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *providerBox = new QGroupBox(tr("Model provider"), this);
    providerBox->setObjectName(QStringLiteral("modelProviderGroup"));
    m_provider = new ProviderSettings(settings, providerBox, keys);
    if (!presetInUse.isEmpty())
        m_provider->selectPreset(presetInUse); // opens on the preset the chat uses
    (new QVBoxLayout(providerBox))->addWidget(m_provider);
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->addRow(tr("Theme"), theme);
    form->addRow(tr("Language"), language);
    form->addRow(QString(), note);
    form->addRow(tr("Autosave every"), autosave);
    form->addRow(tr("Catalog dialect"), dialect);
    form->addRow(tr("Encoding"), encoding);
    form->addRow(tr("Context window"), window);
    // Preferences ▸ Clients: the real agent clients, their programs, calibrate and verify (applied at once).
    auto *clients = new QPushButton(tr("Clients…"), this);
    clients->setObjectName(QStringLiteral("clientsButton"));
    clients->setToolTip(tr("Claude Code, Codex, opencode and Gemini CLI on this machine: versions, programs, "
                           "calibration"));
    connect(clients, &QPushButton::clicked, this, [this, settings] {
        ClientsDialog dialog(settings, this);
        dialog.exec();
    });
    // Beside OK and Cancel: no row of its own (the dialog already fills a 768-pixel screen in presentation mode).
    buttons->addButton(clients, QDialogButtonBox::HelpRole);
    // A box layout, so the provider group's wrapped notices get the height their text needs at the dialog's width.
    layout->addLayout(form);
    layout->addWidget(providerBox);
    layout->addWidget(buttons);
    setMinimumWidth(qMax(560, fontMetrics().averageCharWidth() * 80));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [=, this] {
        settings->setTheme(ThemeChoice(theme->currentData().toInt()));
        m_languageChanged = language->currentData().toString() != settings->language();
        settings->setLanguage(language->currentData().toString());
        settings->setAutosaveSeconds(autosave->value());
        settings->setDialect(dialect->currentText());
        settings->setEncoding(encoding->currentText());
        settings->setContextWindow(window->value());
        m_provider->apply();
        accept();
    });
}

} // namespace sw::ui
