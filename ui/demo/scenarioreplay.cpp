// Scenario replay plumbing: scenario + profile resolution and the request gate.
#include "scenarioreplay.h"

#include "agent/profile.h"
#include "agent/skillsnapshot.h"
#include "common/datapaths.h"

#include <QCoreApplication>

namespace sw::ui {

std::optional<PreparedReplay> prepareReplay(
    const QString &scenarioPath, const QString &workRoot, bool instant, QString *error)
{
    QString problem;
    auto scenario = loadScenario(scenarioPath, &problem);
    if (!scenario) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    if (instant) {
        for (ScenarioStep &step : scenario->steps) {
            step.delayMs = 0;
            step.chunkChars = 0;
        }
    }
    auto profile = findProfile(scenario->profile, &problem);
    if (!profile) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    if (const auto m = materialisationFromName(scenario->materialisation);
        m && profile->materialisation != Materialisation::ToolResultInline)
        profile->materialisation = *m;
    if (const auto mode = loadModeFromName(scenario->loadMode))
        profile->loadMode = *mode;
    const QString skillsRoot = dataDirectory(DataKind::Skills);
    if (skillsRoot.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("sw::ui::ScenarioReplay",
                "The bundled skills were not found; set SW_DATA_DIR to the folder that holds skills/.");
        return std::nullopt;
    }
    PreparedReplay prepared;
    prepared.config.profile = *profile;
    QStringList problems;
    prepared.config.skills = SkillSnapshot::fromRoots({ skillsRoot }, &problems);
    prepared.config.model = QStringLiteral("replay");
    prepared.config.workRoot = workRoot;
    prepared.scenario = *scenario;
    return prepared;
}

GatedProvider::GatedProvider(ChatProvider *inner, QObject *parent)
    : ChatProvider(parent)
    , m_inner(inner)
{
    connect(inner, &ChatProvider::textDelta, this, &ChatProvider::textDelta);
    connect(inner, &ChatProvider::reasoningDelta, this, &ChatProvider::reasoningDelta);
    connect(inner, &ChatProvider::toolCallDelta, this, &ChatProvider::toolCallDelta);
    connect(inner, &ChatProvider::usageReceived, this, &ChatProvider::usageReceived);
    connect(inner, &ChatProvider::finished, this, &ChatProvider::finished);
    connect(inner, &ChatProvider::failed, this, &ChatProvider::failed);
}

void GatedProvider::start(const ChatRequest &request)
{
    m_held = request;
    m_holding = true;
    Q_EMIT requestHeld();
}

bool GatedProvider::release()
{
    if (!m_holding || !m_inner)
        return false;
    m_holding = false;
    m_inner->start(m_held);
    return true;
}

void GatedProvider::cancel()
{
    if (m_holding) {
        m_holding = false;
        Q_EMIT failed(ProviderError::make(ProviderError::Kind::Cancelled, tr("The replay was stopped.")));
        return;
    }
    if (m_inner)
        m_inner->cancel();
}

bool GatedProvider::isBusy() const
{
    return m_holding || (m_inner && m_inner->isBusy());
}

bool GatedProvider::isReplay() const
{
    return !m_inner || m_inner->isReplay();
}

QString GatedProvider::displayName() const
{
    return m_inner ? m_inner->displayName() : QString();
}

QString GatedProvider::modelName() const
{
    return m_inner ? m_inner->modelName() : QString();
}

} // namespace sw::ui
