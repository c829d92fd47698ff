// The pinned clients' listing facts (see clientrules.h). Every number here is sourced in docs/dialects.md: "capture"
// = a request body of the pinned client against the loopback server (docs/clients.md), "binary" = the client's
// package, "openai/codex" = its public source. The built-in skills are listed by name and description length only.
#include "catalog/clientrules.h"

#include <QMutex>
#include <QRegularExpression>

namespace sw {

namespace {
QMutex &rulesInUseMutex()
{
    static QMutex mutex;
    return mutex;
}
ClientRulesInUse &rulesInUse()
{
    static ClientRulesInUse rules;
    return rules;
}
} // namespace

ClientRulesInUse clientRulesInUse()
{
    QMutexLocker lock(&rulesInUseMutex());
    return rulesInUse();
}

void setClientRulesInUse(const ClientRulesInUse &rules)
{
    QMutexLocker lock(&rulesInUseMutex());
    rulesInUse() = rules;
}

QString ClientRulesOrigin::describe() const
{
    return QStringLiteral("%1 %2 (%3)").arg(client, version, source);
}

QString builtinPlaceholder(const ClientRulesOrigin &origin, const QString &name, int length)
{
    QString text = QStringLiteral("[built-in skill %1 of %2 %3: its description is not shipped]")
                       .arg(name, origin.client, origin.version);
    if (text.size() > length)
        return text.left(std::max(0, length));
    return text + QString(length - text.size(), u'.');
}

namespace {

ClaudeModelFacts claudeModel(
    const char *id, int window, int charsPerToken, ClaudeListingShape shape, const char *sentAs = "")
{
    return ClaudeModelFacts { QString::fromLatin1(id), window, charsPerToken, shape, QString::fromLatin1(sentAs) };
}

ClientBuiltinSkill claudeBuiltin(const char *name, int textLength, bool alwaysFull, int textWidth = -1)
{
    ClientBuiltinSkill s;
    s.name = QString::fromLatin1(name);
    s.textLength = textLength;
    s.textWidth = textWidth;
    s.textBytes = 0;
    s.alwaysFull = alwaysFull;
    return s;
}

ClientBuiltinSkill codexBuiltin(const char *name, int textLength)
{
    ClientBuiltinSkill s;
    s.name = QString::fromLatin1(name);
    s.textLength = textLength;
    s.textBytes = textLength; // ASCII (capture)
    s.relativePath = s.name + QStringLiteral("/SKILL.md");
    return s;
}

// A model id without a trailing -YYYYMMDD date and without [1m].
QString baseModel(const QString &model, bool *oneMillion)
{
    static const QRegularExpression oneM(QStringLiteral("\\[1m\\]$"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression dated(QStringLiteral("-[0-9]{8}$"));
    QString m = model.trimmed();
    *oneMillion = oneM.match(m).hasMatch();
    m.remove(oneM);
    m.remove(dated);
    return m;
}

} // namespace

ClaudeModelFacts ClaudeCodeRules::facts(const QString &model) const
{
    bool oneMillion = false;
    const QString base = baseModel(model.isEmpty() ? defaultModel : model, &oneMillion);
    ClaudeModelFacts f = unknownModel;
    f.model = base;
    for (const ClaudeModelFacts &known : models)
        if (known.model == base) {
            f = known;
            break;
        }
    if (oneMillion)
        f.contextWindow = oneMillionWindow;
    return f;
}

std::shared_ptr<const ClaudeCodeRules> ClaudeCodeRules::pinned()
{
    static const std::shared_ptr<const ClaudeCodeRules> rules = [] {
        auto r = std::make_shared<ClaudeCodeRules>();
        r->origin = { QStringLiteral("claude-code"), QStringLiteral("2.1.328"), QStringLiteral("built-in rules") };
        r->defaultModel = QStringLiteral("claude-opus-5-5");
        r->unknownModel = claudeModel("", 1'000'000, 3, ClaudeListingShape::SystemMessage);
        using S = ClaudeListingShape;
        // capture: one run per model with 160 skills (docs/dialects.md, "Claude Code's models").
        r->models = {
            claudeModel("claude-3-opus", 200'000, 4, S::UserReminder),
            claudeModel("claude-3-sonnet", 200'000, 4, S::UserReminder),
            claudeModel("claude-3-haiku", 200'000, 4, S::UserReminder),
            claudeModel("claude-3-5-sonnet", 200'000, 4, S::UserReminder),
            claudeModel("claude-3-5-haiku", 200'000, 4, S::UserReminder),
            claudeModel("claude-3-7-sonnet", 200'000, 4, S::UserReminder),
            claudeModel("claude-opus-4", 200'000, 4, S::UserReminder),
            claudeModel("claude-opus-4-0", 1'000'000, 3, S::SystemMessage, "claude-opus-5-5"),
            claudeModel("claude-opus-4-1", 1'000'000, 3, S::SystemMessage, "claude-opus-5-5"),
            claudeModel("claude-opus-4-5", 200'000, 4, S::UserReminder),
            claudeModel("claude-opus-4-6", 200'000, 4, S::UserReminder),
            claudeModel("claude-opus-4-7", 1'000'000, 3, S::UserReminder),
            claudeModel("claude-sonnet-4", 200'000, 4, S::UserReminder),
            claudeModel("claude-sonnet-4-0", 200'000, 4, S::UserReminder),
            claudeModel("claude-sonnet-4-5", 200'000, 4, S::UserReminder),
            claudeModel("claude-sonnet-4-6", 200'000, 4, S::UserReminder),
            claudeModel("claude-haiku-4-5", 200'000, 4, S::UserReminder),
            claudeModel("claude-sonnet-5", 1'000'000, 3, S::WrappedSystemMessage),
            // The aliases of the current models.
            claudeModel("opus", 1'000'000, 3, S::SystemMessage, "claude-opus-5-5"),
            claudeModel("sonnet", 1'000'000, 3, S::SystemMessage, "claude-sonnet-5-5"),
            claudeModel("haiku", 1'000'000, 3, S::SystemMessage, "claude-haiku-5-5"),
        };
        r->budgetFraction = 0.01;
        r->maxDescriptionChars = 1536;
        r->descriptionCutMark = QString(QChar(0x2026));
        r->fallbackChars = 100;
        r->fallbackCutMark = QStringLiteral("...");
        r->emptyBodyFallback = QStringLiteral("Skill");
        r->maxNameChars = 256;
        r->whenToUseSeparator = QStringLiteral(" - ");
        // capture (basic): the 13 skills listed after the user's, with the length of each description.
        r->builtins = {
            claudeBuiltin("dataviz", 1436, true),
            claudeBuiltin("update-config", 690, true),
            claudeBuiltin("keybindings-help", 228, true),
            claudeBuiltin("code-review", 835, true),
            claudeBuiltin("simplify", 176, true),
            claudeBuiltin("fewer-permission-prompts", 163, true),
            claudeBuiltin("loop", 336, true),
            claudeBuiltin("claude-api", 1157, true, 1155), // two line breaks: no columns
            claudeBuiltin("workflow-authoring", 230, true),
            claudeBuiltin("run", 361, true),
            claudeBuiltin("plugin-authoring", 255, true),
            claudeBuiltin("init", 59, false),
            claudeBuiltin("security-review", 71, false),
        };
        return r;
    }();
    return rules;
}

CodexModelFacts CodexRules::facts(const QString &model) const
{
    const QString m = model.isEmpty() ? defaultModel : model.trimmed();
    for (const CodexModelFacts &known : models) {
        if (known.model == m)
            return known;
        if (known.model.endsWith(u'*') && m.startsWith(known.model.chopped(1))) {
            CodexModelFacts f = known;
            f.model = m;
            return f;
        }
    }
    CodexModelFacts f = unknownModel;
    f.model = m;
    return f;
}

std::shared_ptr<const CodexRules> CodexRules::pinned()
{
    static const std::shared_ptr<const CodexRules> rules = [] {
        auto r = std::make_shared<CodexRules>();
        r->origin = { QStringLiteral("codex"), QStringLiteral("0.169.0"), QStringLiteral("built-in rules") };
        r->defaultModel = QStringLiteral("gpt-5");
        r->unknownModel = CodexModelFacts { QString(), 272'000, 272'000, false };
        r->models = {
            CodexModelFacts { QStringLiteral("gpt-5.5"), 272'000, 272'000, true },
            CodexModelFacts { QStringLiteral("gpt-6-*"), 272'000, 872'000, false },
        };
        r->budgetShare = 0.02;
        r->bytesPerToken = 4;
        r->fallbackCharacters = 8000;
        r->maxNameChars = 64;
        r->maxDescriptionChars = 1024;
        r->descriptionCutKeep = 1021;
        r->descriptionCutMark = QStringLiteral("...");
        r->alwaysAliasRoots = true;
        r->chargeRootsTable = true;
        r->introBytes = 418;
        r->introAliasesBytes = 261;
        r->systemRoot = QStringLiteral("$CODEX_HOME/skills/.system");
        r->builtins = {
            codexBuiltin("imagegen", 570),
            codexBuiltin("openai-docs", 624),
            codexBuiltin("skill-creator", 106),
            codexBuiltin("skill-installer", 225),
        };
        return r;
    }();
    return rules;
}

std::shared_ptr<const OpencodeRules> OpencodeRules::pinned()
{
    static const std::shared_ptr<const OpencodeRules> rules = [] {
        auto r = std::make_shared<OpencodeRules>();
        r->origin = { QStringLiteral("opencode"), QStringLiteral("1.18.33"), QStringLiteral("built-in rules") };
        r->builtinLocation = QStringLiteral("<built-in>");
        ClientBuiltinSkill customize;
        customize.name = QStringLiteral("customize-opencode");
        customize.textLength = 386;
        customize.textBytes = 386;
        r->builtins = { customize };
        return r;
    }();
    return rules;
}

} // namespace sw
