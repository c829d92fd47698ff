#pragma once
// `eval --client`: the Trigger Lab through a real agent client (core/clienteval). The options, and the runner factory
// they make: the client found (--client-bin, else PATH, else the test setup's install), its isolated homes
// (--client-home as a template), the upstream its model calls go to through the capture endpoint (--base-url with the
// key from --api-key-env, as for chat), or the scripted model (--scripted-model: no AI, offline).
#include "agent/skillsnapshot.h"
#include "eval/evalrunner.h"
#include "provider/openaiprovider.h"

#include <QCommandLineParser>

#include <memory>
#include <optional>

namespace sw::cli {

void addClientEvalOptions(QCommandLineParser &parser);
bool wantsClient(const QCommandLineParser &parser);

struct ClientEvalSetup
{
    std::shared_ptr<EvalRunnerFactory> runners;
    std::optional<ProviderConfig> provider; // the upstream as a provider (for --optimise's rewriting)
    QString model;
    QStringList secrets;
};

// Reads the client options (after the common ones were checked). nullopt with *setup filled, or the exit code of a
// usage error.
std::optional<int> readClientEval(const QCommandLineParser &parser, const QString &command,
    const SkillSnapshotPtr &skills, std::optional<WireApi> api, ClientEvalSetup *setup);

} // namespace sw::cli
