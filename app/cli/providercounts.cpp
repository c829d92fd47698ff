// The report's provider counts: options, the counting run, and the text/JSON output.
#include "providercounts.h"

#include "clisupport.h"
#include "provider/providerpresets.h"
#include "provider/secrets.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>

namespace sw::cli {

void addProviderCountOptions(QCommandLineParser &parser)
{
    parser.addOption({ QStringLiteral("provider-counts"),
        QStringLiteral("With --api anthropic-messages: also ask Anthropic's count_tokens for Claude's own count of the "
                       "catalog and of each skill body (needs a key; sends the texts to Anthropic).") });
    // --model is the catalog options' (the report has both): with --provider-counts it also names the model whose
    // tokenizer counts; a second option of the same name was dropped by the parser, with a warning on every run.
    parser.addOption({ QStringLiteral("base-url"),
        QStringLiteral("Anthropic base URL (default https://api.anthropic.com)."), QStringLiteral("URL") });
    parser.addOption({ QStringLiteral("api-key-env"),
        QStringLiteral("Environment variable holding the key (default ANTHROPIC_API_KEY)."), QStringLiteral("VAR") });
}

std::optional<int> readProviderCountOptions(const QCommandLineParser &parser, const QString &command, WireApi api,
    std::optional<ProviderTokenCounter::Config> *config)
{
    *config = std::nullopt;
    if (!parser.isSet(QStringLiteral("provider-counts"))) {
        for (const char *o : { "base-url", "api-key-env" }) {
            if (parser.isSet(QLatin1String(o)))
                return usageError(command, QStringLiteral("--%1 goes with --provider-counts").arg(QLatin1String(o)));
        }
        return std::nullopt;
    }
    if (api != WireApi::AnthropicMessages)
        return usageError(command,
            QStringLiteral("--provider-counts asks Anthropic's count_tokens: give --api anthropic-messages (the OpenAI "
                           "formats use o200k_base, which the report already counts exactly; Gemini's countTokens is "
                           "not asked)"));
    const ProviderPreset preset = providerPreset(QStringLiteral("anthropic"));
    ProviderTokenCounter::Config c;
    c.baseUrl = parser.isSet(QStringLiteral("base-url")) ? parser.value(QStringLiteral("base-url")) : preset.baseUrl;
    c.model = parser.isSet(QStringLiteral("model")) ? parser.value(QStringLiteral("model")) : preset.defaultModel;
    const QString var
        = parser.isSet(QStringLiteral("api-key-env")) ? parser.value(QStringLiteral("api-key-env")) : preset.apiKeyEnv;
    c.apiKey = apiKeyFromEnvironment(var);
    if (c.apiKey.isEmpty())
        return usageError(command,
            QStringLiteral("--provider-counts needs a key: environment variable %1 is not set (nothing was sent)")
                .arg(var));
    if (const QString why = ProviderTokenCounter::unusableReason(c); !why.isEmpty())
        return usageError(command, why);
    *config = c;
    return std::nullopt;
}

ProviderCounts countWithProvider(
    const ProviderTokenCounter::Config &config, const QString &catalog, const QList<ReportSkill> &skills)
{
    ProviderCounts result;
    result.model = config.model;
    ProviderTokenCounter counter(config);
    QHash<QString, int> counts;
    int pending = 1 + int(skills.size());
    QEventLoop wait;
    auto done = [&] {
        if (--pending == 0)
            wait.quit();
    };
    QObject::connect(&counter, &ProviderTokenCounter::counted, &wait, [&](const QString &id, int tokens, bool) {
        counts.insert(id, tokens);
        done();
    });
    QObject::connect(&counter, &ProviderTokenCounter::failed, &wait, [&](const QString &id, const QString &message) {
        const QString problem = QStringLiteral("%1: %2").arg(id, redactSecrets(message, { config.apiKey }));
        if (!result.problems.contains(problem))
            result.problems << problem;
        counts.insert(id, -1);
        done();
    });
    counter.countText(QStringLiteral("catalog"), catalog);
    for (const ReportSkill &s : skills)
        counter.countText(QStringLiteral("skill ") + s.name, s.body);
    wait.exec();
    result.catalogTokens = counts.value(QStringLiteral("catalog"), -1);
    for (const ReportSkill &s : skills)
        result.bodies << QPair<QString, int> { s.name, counts.value(QStringLiteral("skill ") + s.name, -1) };
    return result;
}

QJsonObject ProviderCounts::toJson() const
{
    QJsonObject bodiesJson;
    for (const auto &b : bodies)
        bodiesJson.insert(b.first, b.second >= 0 ? QJsonValue(b.second) : QJsonValue());
    QJsonObject o { { "source", "anthropic count_tokens (the provider's count; each text sent as one user message)" },
        { "model", model }, { "catalog", catalogTokens >= 0 ? QJsonValue(catalogTokens) : QJsonValue() },
        { "bodies", bodiesJson } };
    if (!problems.isEmpty())
        o.insert("problems", QJsonArray::fromStringList(problems));
    return o;
}

QString ProviderCounts::toText(const TokenReport &report) const
{
    QString s = QStringLiteral("\nClaude's own counts (Anthropic count_tokens, model %1; the provider's count, each "
                               "text sent as one user message):\n")
                    .arg(model);
    auto n = [](int v) { return v >= 0 ? QString::number(v) : QStringLiteral("failed"); };
    s += QStringLiteral("  catalog: %1 (%2: %3)\n")
             .arg(n(catalogTokens), encodingName(report.encoding))
             .arg(report.catalogTokens);
    QHash<QString, int> ours;
    for (const SkillTokens &t : report.skills)
        ours.insert(t.name, t.bodyTokens);
    for (const auto &b : bodies)
        s += QStringLiteral("  %1 body: %2 (%3: %4)\n")
                 .arg(b.first, n(b.second), encodingName(report.encoding))
                 .arg(ours.value(b.first));
    for (const QString &p : problems)
        s += QStringLiteral("  ! %1\n").arg(p);
    return s;
}

} // namespace sw::cli
