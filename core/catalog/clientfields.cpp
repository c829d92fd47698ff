// Client-specific skill facts for the Claude Code and Codex listings (see clientfields.h).
#include "catalog/clientfields.h"

#include <QDir>
#include <QFile>

#include <yaml-cpp/yaml.h>

namespace sw {

namespace {
using Kind = FrontmatterValue::Kind;

bool isYamlTrue(const FrontmatterValue &value)
{
    return value.kind == Kind::Scalar && !value.quoted && value.tag.isEmpty()
        && (value.text == QLatin1String("true") || value.text == QLatin1String("True")
            || value.text == QLatin1String("TRUE"));
}

bool hasContent(const FrontmatterValue &value)
{
    switch (value.kind) {
    case Kind::Null:
        return false;
    case Kind::Scalar:
        return !value.text.trimmed().isEmpty();
    case Kind::Sequence:
        return !value.items.isEmpty();
    case Kind::Map:
        return !value.entries.isEmpty();
    }
    return false;
}
} // namespace

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
    if (document.frontmatterIsMapping) {
        if (const FrontmatterEntry *e = document.entry(QStringLiteral("when_to_use"));
            e && e->value.kind == Kind::Scalar)
            f.whenToUse = e->value.text;
        if (const FrontmatterEntry *e = document.entry(QStringLiteral("disable-model-invocation")))
            f.modelInvocable = !isYamlTrue(e->value);
        if (const FrontmatterEntry *e = document.entry(QStringLiteral("paths")))
            f.conditionalPaths = hasContent(e->value);
    }
    if (document.description().trimmed().isEmpty())
        f.firstParagraph = firstParagraph(document.body);
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
    if (!record.document)
        return ClientFields { {}, {}, true, false, true, codexScopeRank(record.scope), rootFolder, record.rootIndex };
    return clientFieldsOf(*record.document, record.folder, record.scope, rootFolder, record.rootIndex);
}

} // namespace sw
