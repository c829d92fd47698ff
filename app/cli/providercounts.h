#pragma once
// `report --api anthropic-messages --provider-counts`: Claude's own token counts of the catalog and of each skill
// body through Anthropic's count_tokens (core/agent/providertokens.h), asked only when requested and only with a key.
#include "catalog/tokenreport.h"
#include "provider/providertokens.h"
#include "wire/wireapi.h"

#include <QJsonObject>

#include <optional>

class QCommandLineParser;

namespace sw::cli {

// --provider-counts, --base-url, --api-key-env; the model is the catalog options' --model (addCatalogOptions).
void addProviderCountOptions(QCommandLineParser &parser);
// nullopt: go on (*config is set when counts were asked for and can be asked); else the exit code (usage error).
std::optional<int> readProviderCountOptions(const QCommandLineParser &parser, const QString &command, WireApi api,
    std::optional<ProviderTokenCounter::Config> *config);

struct ProviderCounts
{
    QString model;
    int catalogTokens = -1;
    QList<QPair<QString, int>> bodies; // per skill, in report order; -1 = failed
    QStringList problems;
    QJsonObject toJson() const;
    QString toText(const TokenReport &report) const;
};
// Asks for every count and waits for the answers (the CLI has no window to keep responsive).
ProviderCounts countWithProvider(
    const ProviderTokenCounter::Config &config, const QString &catalog, const QList<ReportSkill> &skills);

} // namespace sw::cli
