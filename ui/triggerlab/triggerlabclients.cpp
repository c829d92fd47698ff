// TriggerLabPage: the real clients as agents of a run (issue 26). The installed Claude Code, Codex and opencode are
// found in the background and offered in the profile choice as "real client" entries; a run with one starts the
// client itself for each query x run (core/clienteval), its model calls going to the chosen provider through a
// capture endpoint, or, with a replay provider, answered by the scripted model (the offline demo, labelled so).
#include "triggerlabpage.h"

#include "agent/profile.h"
#include "chat/sessioncatalog.h"
#include "clienteval/clientevalrunner.h"
#include "clients/clientinstall.h"
#include "provider/providerpresets.h"
#include "settings/providerchoice.h"
#include "settings/providerkeys.h"
#include "settings/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QMap>
#include <QSpinBox>

namespace sw::ui {

namespace {

const QString kClientPrefix = QStringLiteral("client:");

} // namespace

void TriggerLabPage::detectClients()
{
    // A program chosen in Preferences ▸ Clients wins over PATH.
    QMap<AgentClient, QString> chosen;
    const QList<AgentClient> clients = allAgentClients();
    for (const AgentClient c : clients)
        if (m_settings && !m_settings->clientProgram(agentClientId(c)).isEmpty())
            chosen.insert(c, m_settings->clientProgram(agentClientId(c)));
    auto *detector = new ClientDetector(this);
    connect(detector, &ClientDetector::detected, this, [this](const ClientInstall &install) {
        const QString data = kClientPrefix + agentClientId(install.client);
        const int index = m_profileBox->findData(data);
        if (!install.isFound() || install.version.isEmpty()) {
            if (index >= 0 && m_profileBox->currentIndex() != index) // a chosen program that is gone
                m_profileBox->removeItem(index);
            m_clients.remove(agentClientId(install.client));
            Q_EMIT clientsChanged();
            return;
        }
        m_clients.insert(agentClientId(install.client), install);
        const QString text = tr("%1 %2 (real client)").arg(agentClientName(install.client), install.version);
        if (index >= 0) {
            m_profileBox->setItemText(index, text);
        } else {
            if (m_profileBox->findData(QString()) < 0 && m_profileBox->count() > 0)
                m_profileBox->insertSeparator(m_profileBox->count());
            m_profileBox->addItem(text, data);
        }
        if (data == m_pendingProfile) {
            m_pendingProfile.clear();
            m_profileBox->setCurrentIndex(m_profileBox->findData(data));
        }
        updateBanner();
        Q_EMIT clientsChanged();
    });
    connect(detector, &ClientDetector::finished, detector, &QObject::deleteLater);
    detector->detect(clients, chosen);
}

std::optional<ClientInstall> TriggerLabPage::chosenClient() const
{
    const QString data = m_profileBox->currentData().toString();
    if (!data.startsWith(kClientPrefix))
        return std::nullopt;
    const auto it = m_clients.constFind(data.mid(kClientPrefix.size()));
    return it == m_clients.cend() ? std::nullopt : std::optional<ClientInstall>(*it);
}

bool TriggerLabPage::selectClient(const QString &id)
{
    m_pendingProfile.clear();
    const int index = m_profileBox->findData(kClientPrefix + id);
    if (index < 0)
        return false;
    m_profileBox->setCurrentIndex(index);
    return true;
}

void TriggerLabPage::onProfileChanged()
{
    const bool client = chosenClient().has_value();
    // A client is a heavy process: two at a time unless the user asks for more. Leaving the clients, the number the
    // user had comes back, unless the user chose another meanwhile.
    if (client && !m_workersForClient) {
        m_workersBeforeClient = m_workers->value();
        m_workers->setValue(qMin(m_workers->value(), 2));
        m_workersSetForClient = m_workers->value();
    } else if (!client && m_workersForClient) {
        if (m_workersBeforeClient > 0 && m_workers->value() == m_workersSetForClient)
            m_workers->setValue(m_workersBeforeClient);
        m_workersBeforeClient = 0;
    }
    m_workersForClient = client;
    updateBanner();
    countCatalog();
}

void TriggerLabPage::countCatalog()
{
    const QString data = m_profileBox->currentData().toString();
    const QString name = data.startsWith(kClientPrefix) ? data.mid(kClientPrefix.size()) : data;
    if (name.isEmpty() || !m_skills)
        return;
    QString error;
    if (const auto profile = findProfile(name, &error)) // a real client's id names its emulated profile
        m_catalog->count(*profile, m_skills);
}

QString TriggerLabPage::clientBannerText() const
{
    const std::optional<ClientInstall> client = chosenClient();
    if (!client)
        return {};
    const QString name = QStringLiteral("%1 %2").arg(agentClientName(client->client), client->version);
    if (m_providerBox->currentData().toString().startsWith(kScenarioPrefix))
        return tr("%1 itself runs for each query, in an isolated home with only these skills. Its model calls are "
                  "answered by the workbench's scripted model: no AI, offline; it loads the skill sharing the most "
                  "words with the query (two at least, each of four letters or more or a pair of Chinese, Japanese or "
                  "Korean characters).")
            .arg(name);
    return tr("%1 itself runs for each query, in an isolated home with only these skills; its model calls go to the "
              "provider through a local capture endpoint that holds the key.")
        .arg(name);
}

bool TriggerLabPage::prepareClient(TriggerEvalConfig &config, QString *error)
{
    const std::optional<ClientInstall> client = chosenClient();
    if (!client)
        return true;
    ClientEvalOptions o;
    o.install = *client;
    o.skills = m_skills;
    o.readCache = m_cache->isChecked();
    const QString data = m_providerBox->currentData().toString();
    if (data.startsWith(kScenarioPrefix)) {
        o.script = keywordScript(m_skills);
    } else {
        const ProviderStatus status = providerStatus();
        if (!status.problem.isEmpty()) {
            *error = status.problem;
            return false;
        }
        const WireApi api = presetWireApi(status.presetId, m_settings);
        if (api != clientWireApi(client->client)) {
            *error = tr("%1 speaks %2; the provider %3 is set to %4. Choose a provider with that format (Endpoint… "
                        "sets a preset's format), or a replay for the offline scripted model.")
                         .arg(agentClientName(client->client), wireApiName(clientWireApi(client->client)),
                             m_providerBox->currentText(), wireApiName(api));
            return false;
        }
        o.upstream = QUrl(status.baseUrl);
        o.upstreamKey = status.key.key.toUtf8();
        o.model = status.model;
        o.cache = std::make_shared<ClientResponseCache>();
    }
    config.runners = std::make_shared<ClientEvalFactory>(o);
    config.model = o.model;
    return true;
}

} // namespace sw::ui
