// ProviderStatus: a preset or a replay resolved to what the chat sends, and its one-line description.
#include "providerstatus.h"

#include "settings/settings.h"

#include "provider/providerpresets.h"
#include "provider/secrets.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QUrl>

namespace sw::ui {

bool isLocalEndpoint(const QString &baseUrl)
{
    const QString host = QUrl(baseUrl.trimmed()).host();
    if (host.isEmpty())
        return false;
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0
        || host.endsWith(QLatin1String(".localhost"), Qt::CaseInsensitive))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QString wireFormatDisplayName(sw::WireApi api)
{
    switch (api) {
    case sw::WireApi::ChatCompletions:
        return ProviderStatus::tr("Chat Completions");
    case sw::WireApi::AnthropicMessages:
        return ProviderStatus::tr("Anthropic Messages");
    case sw::WireApi::OpenAiResponses:
        return ProviderStatus::tr("OpenAI Responses");
    case sw::WireApi::Gemini:
        return ProviderStatus::tr("Gemini");
    }
    return {};
}

sw::WireApi presetWireApi(const QString &presetId, const Settings *settings)
{
    const sw::ProviderPreset preset = sw::providerPreset(presetId);
    if (settings) {
        if (const auto api = sw::wireApiFromName(settings->providerApi(preset.id)))
            return *api;
    }
    return preset.api;
}

QString presetDisplayName(const QString &presetId)
{
    if (presetId == QLatin1String("custom"))
        return ProviderStatus::tr("Custom base URL");
    if (presetId == QLatin1String("llamacpp"))
        return ProviderStatus::tr("llama.cpp server");
    return sw::providerPreset(presetId).displayName;
}

ProviderStatus presetStatus(
    const QString &presetId, const QString &model, const Settings *settings, const ProviderKeys *keys)
{
    const sw::ProviderPreset preset = sw::providerPreset(presetId);
    ProviderStatus s;
    s.presetId = preset.id;
    s.name = presetDisplayName(preset.id);
    s.model = model.trimmed();
    s.baseUrl = preset.baseUrl;
    s.keyVariable = preset.apiKeyEnv;
    if (settings) {
        if (const QString url = settings->providerBaseUrl(preset.id); !url.isEmpty())
            s.baseUrl = url;
        if (const QString env = settings->providerKeyEnv(preset.id); !env.isEmpty())
            s.keyVariable = env;
    }
    s.wireFormat = wireFormatDisplayName(presetWireApi(preset.id, settings));
    s.keyNeeded = preset.needsApiKey;
    s.local = isLocalEndpoint(s.baseUrl);
    if (keys) {
        s.key = keys->resolve(preset.id, s.keyVariable);
    } else {
        s.key.variable = s.keyVariable;
        if (const QString env = s.keyVariable.isEmpty() ? QString() : sw::apiKeyFromEnvironment(s.keyVariable);
            !env.isEmpty()) {
            s.key.key = env;
            s.key.origin = KeyOrigin::Environment;
        }
    }
    if (s.baseUrl.isEmpty())
        s.problem = ProviderStatus::tr("%1 needs a base URL: set it in Preferences → Model provider.").arg(s.name);
    else if (s.model.isEmpty())
        s.problem = ProviderStatus::tr("Enter a model name for %1.").arg(s.name);
    else if (s.keyNeeded && s.key.origin == KeyOrigin::None)
        s.problem = s.keyVariable.isEmpty()
            ? ProviderStatus::tr("No API key for %1: store one in Preferences → Model provider (OS keychain).")
                  .arg(s.name)
            : ProviderStatus::tr(
                "No API key for %1: store one in Preferences → Model provider (OS keychain) or set the "
                "environment variable %2.")
                  .arg(s.name, s.keyVariable);
    return s;
}

ProviderStatus replayStatus(const QString &title)
{
    ProviderStatus s;
    s.replay = true;
    s.name = ProviderStatus::tr("Replay: %1").arg(title);
    return s;
}

QString ProviderStatus::summary() const
{
    if (replay)
        return tr("%1 · scripted, no model is called, no API key").arg(name);
    QStringList parts { name };
    if (!model.isEmpty())
        parts << model;
    parts << wireFormat;
    if (!baseUrl.isEmpty()) {
        // Host and port: two loopback servers differ only in their port.
        const QUrl url(baseUrl);
        parts << (url.port() == -1 ? url.host() : QStringLiteral("%1:%2").arg(url.host()).arg(url.port()));
    }
    parts << tr("key: %1").arg(keyOriginText(key));
    return parts.join(QStringLiteral(" · "));
}

QString ProviderStatus::warning() const
{
    if (!problem.isEmpty())
        return problem;
    if (sendsWithoutKey())
        return tr("No API key: requests to %1 go out without an Authorization header. Store a key in Preferences → "
                  "Model provider%2.")
            .arg(QUrl(baseUrl).host(),
                keyVariable.isEmpty() ? QString() : tr(" or set the environment variable %1").arg(keyVariable));
    return {};
}

bool ProviderStatus::operator==(const ProviderStatus &o) const
{
    return replay == o.replay && presetId == o.presetId && name == o.name && model == o.model && baseUrl == o.baseUrl
        && keyVariable == o.keyVariable && wireFormat == o.wireFormat && key.key == o.key.key
        && key.origin == o.key.origin && keyNeeded == o.keyNeeded && local == o.local && problem == o.problem;
}

} // namespace sw::ui
