// Predicted verdicts from the visibility matrix.
#include "captureprediction.h"

#include "common/paths.h"

#include "visibility/visibilitycompute.h"
#include "visibility/visibilityprofiles.h"

#include <QDir>
#include <QFileInfo>

namespace sw {

namespace {

std::optional<Consumer> consumerOf(CaptureClient client)
{
    switch (client) {
    case CaptureClient::ClaudeCode:
        return Consumer::ClaudeCode;
    case CaptureClient::Codex:
        return Consumer::Codex;
    case CaptureClient::Opencode:
        return Consumer::Opencode;
    case CaptureClient::GeminiCli:
        return Consumer::GeminiCli;
    default:
        return std::nullopt;
    }
}

} // namespace

int contextWindowFor(CaptureClient client, const QString &model, const QString &betaHeader)
{
    switch (client) {
    case CaptureClient::ClaudeCode: {
        // Claude Code 2.1.328: 1,000,000 tokens for new, default and unknown models and any `[1m]` model; 200,000
        // for the older models it knows (docs/clients.md).
        if (model.endsWith(QLatin1String("[1m]")) || betaHeader.contains(QLatin1String("context-1m")))
            return 1000000;
        static const QStringList older { QStringLiteral("claude-3-opus"), QStringLiteral("claude-3-sonnet"),
            QStringLiteral("claude-3-haiku"), QStringLiteral("claude-3-5-sonnet"), QStringLiteral("claude-3-5-haiku"),
            QStringLiteral("claude-3-7-sonnet"), QStringLiteral("claude-opus-4-0"), QStringLiteral("claude-opus-4-1"),
            QStringLiteral("claude-opus-4-5"), QStringLiteral("claude-opus-4-6"), QStringLiteral("claude-sonnet-4-0"),
            QStringLiteral("claude-sonnet-4-5"), QStringLiteral("claude-sonnet-4-6"),
            QStringLiteral("claude-haiku-4-5") };
        for (const QString &o : older)
            if (model == o || model.startsWith(o + QLatin1Char('-')))
                return 200000;
        return 1000000;
    }
    case CaptureClient::Codex:
        return 272000; // the fallback metadata and the gpt-5 family
    case CaptureClient::GeminiCli:
        // Gemini CLI 0.61.0's tokenLimit (bundle/chunk-*.js): 256,000 for its two Gemma 4 models, 1,048,576 for every
        // other model (its default when a model is unknown).
        return model == QLatin1String("gemma-4-31b-it") || model == QLatin1String("gemma-4-26b-a4b-it") ? 256000
                                                                                                        : 1048576;
    default:
        return 200000;
    }
}

bool hasPrediction(CaptureClient client)
{
    return consumerOf(client).has_value();
}

QHash<QString, PredictedVerdict> predictVerdicts(const SkillIndexPtr &index, CaptureClient client,
    int contextWindowTokens, const QString &model, const ClientRulesInUse *rules)
{
    QHash<QString, PredictedVerdict> out;
    const std::optional<Consumer> consumer = consumerOf(client);
    if (!consumer || !index)
        return out;
    VisibilitySettings settings = visibilitySettingsFromProfiles(contextWindowTokens);
    if (rules) {
        settings.claudeRules = rules->claudeCode;
        settings.codexRules = rules->codex;
        settings.opencodeRules = rules->opencode;
    }
    if (client == CaptureClient::ClaudeCode)
        settings.claudeModel = model;
    else if (client == CaptureClient::Codex)
        settings.codexModel = model;
    const VisibilityResult result = computeVisibility(index, settings);
    for (const SkillVisibility &s : result.matrix->skills) {
        const ConsumerVerdict &v = s.of(*consumer);
        PredictedVerdict p;
        switch (v.verdict) {
        case Verdict::Full:
            p.verdict = QStringLiteral("full");
            break;
        case Verdict::Shortened:
            p.verdict = QStringLiteral("shortened");
            p.shortenedBy = v.shortenedBy;
            break;
        case Verdict::NameOnly:
            p.verdict = QStringLiteral("name-only");
            p.shortenedBy = v.shortenedBy;
            break;
        default:
            p.verdict = QStringLiteral("absent");
            break;
        }
        p.reason = describeReason(v);
        out.insert(canonicalOrCleanPath(s.path), p);
    }
    return out;
}

} // namespace sw
