// Client-specific skill facts for the Claude Code and Codex listings (see clientfields.h).
#include "catalog/clientfields.h"

#include <QDir>
#include <QFile>

#include "skill/clientreadings.h"
#include "skill/geminireading.h"

#include <yaml-cpp/yaml.h>

#include <limits>

namespace sw {

int codexScopeRank(RootScope scope)
{
    switch (scope) {
    case RootScope::Managed:
        return 1; // /etc/codex/skills: admin
    case RootScope::Project:
        return 2; // <repo>/.agents/skills: repo
    case RootScope::Personal:
    case RootScope::Custom:
    case RootScope::Bundled:
        return 3; // user (extra roots are user-scoped in Codex)
    }
    return 3;
}

int geminiSourceRank(RootScope scope)
{
    // Gemini CLI reads the user's folders before the workspace's; a later source replaces an equal name.
    return scope == RootScope::Project ? 1 : 0;
}

QString firstParagraph(const QString &body)
{
    QStringList lines;
    for (const QString &line : body.split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty()) {
            if (!lines.isEmpty())
                break;
            continue;
        }
        lines << line.trimmed();
    }
    return lines.join(QLatin1Char(' '));
}

std::optional<bool> codexAllowImplicitInvocation(const QByteArray &openaiYaml)
{
    try {
        const YAML::Node root = YAML::Load(openaiYaml.toStdString());
        if (!root.IsMap())
            return std::nullopt;
        const YAML::Node policy = root["policy"];
        if (!policy || !policy.IsMap())
            return std::nullopt;
        const YAML::Node allow = policy["allow_implicit_invocation"];
        if (!allow || !allow.IsScalar())
            return std::nullopt;
        // serde_yaml reads YAML 1.2 booleans only: true / false (no yes/no, no quoted strings).
        if (allow.Tag() == "!")
            return std::nullopt; // quoted
        const std::string &text = allow.Scalar();
        if (text == "true" || text == "True" || text == "TRUE")
            return true;
        if (text == "false" || text == "False" || text == "FALSE")
            return false;
        return std::nullopt;
    } catch (const YAML::Exception &) {
        return std::nullopt;
    }
}

ClientFields clientFieldsOf(
    const SkillDocument &document, const QString &folder, RootScope scope, const QString &rootFolder, int rootIndex)
{
    ClientFields f;
    const QString folderName = folder.isEmpty() ? document.folderName : QDir(folder).dirName();
    f.folder = folderName;
    // Claude Code's own reading: its frontmatter split, its YAML repair, its fallbacks.
    const ClaudeCodeReading claude = readAsClaudeCode(document);
    f.claudeName = claude.name;
    f.claudeDescription = claude.description.value_or(QString());
    f.whenToUse = claude.whenToUse.value_or(QString());
    f.claudeFrontmatterIgnored = claude.frontmatterIgnored;
    f.modelInvocable = !claude.disableModelInvocation;
    f.conditionalPaths = !claude.paths.isEmpty();
    if (!claude.description)
        f.bodyFirstLine = claudeCodeFirstLine(claude.body, std::numeric_limits<int>::max(), {}, {});
    // Codex's and opencode's.
    const CodexReading codex = readAsCodex(document, folderName);
    f.codexLoaded = codex.loaded;
    f.codexName = codex.name;
    f.codexDescription = codex.description;
    const OpencodeReading opencode = readAsOpencode(document);
    f.opencodeLoaded = opencode.loaded;
    f.opencodeName = opencode.name;
    f.opencodeDescription = opencode.description;
    const GeminiCliReading gemini = readAsGeminiCli(document);
    f.geminiLoaded = gemini.loaded;
    if (gemini.loaded) {
        f.geminiName = gemini.name;
        f.geminiDescription = gemini.description;
    }
    f.geminiSource = geminiSourceRank(scope);
    if (!folder.isEmpty()) {
        QFile openai(QDir(folder).filePath(QStringLiteral("agents/openai.yaml")));
        if (openai.exists() && openai.open(QIODevice::ReadOnly))
            f.implicitInvocation = codexAllowImplicitInvocation(openai.readAll()).value_or(true);
    }
    f.codexScope = codexScopeRank(scope);
    f.root = rootFolder;
    f.rootIndex = rootIndex;
    return f;
}

ClientFields clientFieldsOf(const SkillRecord &record, const SkillIndex &index)
{
    QString rootFolder;
    const QList<RootStatus> roots = index.roots();
    if (record.rootIndex >= 0 && record.rootIndex < roots.size())
        rootFolder = roots.at(record.rootIndex).localPath;
    if (!record.document) {
        ClientFields f;
        f.folder = QDir(record.folder).dirName();
        f.codexScope = codexScopeRank(record.scope);
        f.root = rootFolder;
        f.rootIndex = record.rootIndex;
        f.codexLoaded = false;
        f.opencodeLoaded = false;
        f.geminiLoaded = false;
        f.geminiSource = geminiSourceRank(record.scope);
        return f;
    }
    return clientFieldsOf(*record.document, record.folder, record.scope, rootFolder, record.rootIndex);
}

} // namespace sw
