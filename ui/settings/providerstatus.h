#pragma once
// ProviderStatus: what the current chat session's provider is, as one value the status bar, the Welcome page, the
// chat's banner and Preferences all show: a replay or a preset, its endpoint and model, the wire format its
// requests use, and where its API key comes from (keychain, environment variable, this session only, none).
// presetStatus() resolves a preset exactly as the chat builds its provider from it.
#include "settings/providerkeys.h"
#include "wire/wireapi.h"

#include <QCoreApplication>
#include <QString>

namespace sw::ui {

class Settings;

struct ProviderStatus
{
    Q_DECLARE_TR_FUNCTIONS(sw::ui::ProviderStatus)
public:
    bool replay = false;
    QString presetId; // "" for a replay
    QString name; // "Replay: <title>", "OpenAI", "Custom base URL"
    QString model; // "" for a replay
    QString baseUrl; // the endpoint (settings override or the preset's), "" for a replay
    QString keyVariable; // the environment variable consulted for the key
    QString wireFormat; // the API the requests speak ("Chat Completions"), "" for a replay
    ResolvedKey key; // the key a request uses (key.key never leaves memory)
    bool keyNeeded = false; // the preset refuses to send without one
    bool local = false; // a loopback endpoint (localhost, 127.0.0.0/8, ::1)
    QString problem; // why no request can go out (no base URL, no model, a needed key missing); "" when one can

    // A request would leave this machine without an Authorization header.
    bool sendsWithoutKey() const { return !replay && problem.isEmpty() && !local && key.origin == KeyOrigin::None; }
    // One line for the status bar and the Welcome page.
    QString summary() const;
    // The warning to show, or "" (no key for a remote endpoint, or the problem).
    QString warning() const;
    bool operator==(const ProviderStatus &other) const;
};

// "Chat Completions", "Anthropic Messages", "OpenAI Responses" as the window shows them.
QString wireFormatDisplayName(sw::WireApi api);
// The wire format a preset's requests use: the Preferences override, else the preset's own.
sw::WireApi presetWireApi(const QString &presetId, const Settings *settings);
// The preset's display name as the window shows it (translated where it is not a product name).
QString presetDisplayName(const QString &presetId);

// The status of preset `presetId` with `model`: base URL and key variable from `settings` (or the preset's), the key
// from `keys` (this session's, the keychain's, then the variable's). `settings` and `keys` may be null.
ProviderStatus presetStatus(
    const QString &presetId, const QString &model, const Settings *settings, const ProviderKeys *keys);
ProviderStatus replayStatus(const QString &title);

// True for localhost and loopback addresses.
bool isLocalEndpoint(const QString &baseUrl);

} // namespace sw::ui
