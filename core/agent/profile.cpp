// Profile parsing and lookup.
#include "profile.h"

#include "common/datapaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

#include <cmath>

namespace sw {

namespace {
const QLatin1String kProfileFormat("skill-workbench-profile/1");

const QList<QPair<QString, ToolKind>> &toolKinds()
{
    static const QList<QPair<QString, ToolKind>> kinds {
        { QStringLiteral("skill_load"), ToolKind::SkillLoad },
        { QStringLiteral("skill_select_docs"), ToolKind::SkillSelectDocs },
        { QStringLiteral("skill_list_docs"), ToolKind::SkillListDocs },
        { QStringLiteral("skill_run"), ToolKind::SkillRun },
        { QStringLiteral("workspace_exec"), ToolKind::WorkspaceExec },
        { QStringLiteral("skill_list"), ToolKind::SkillList },
        { QStringLiteral("skill_list_tools"), ToolKind::SkillListTools },
        { QStringLiteral("skill_select_tools"), ToolKind::SkillSelectTools },
        { QStringLiteral("inline_skill"), ToolKind::InlineSkill },
        { QStringLiteral("skill_tool"), ToolKind::SkillTool },
        { QStringLiteral("shell"), ToolKind::Shell },
    };
    return kinds;
}
bool readCatalogOptions(const QJsonObject &o, CatalogOptions *options, QString *error)
{
    const auto positive = [&](const char *key, int *target) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() != std::floor(v.toDouble())) {
            *error = QStringLiteral("catalog.options.%1 must be a non-negative integer").arg(QLatin1String(key));
            return false;
        }
        *target = v.toInt();
        return true;
    };
    if (!positive("context_window", &options->contextWindowTokens)
        || !positive("max_entry_characters", &options->claudeMaxEntryCharacters)
        || !positive("char_budget", &options->claudeCharBudget)
        || !positive("max_description_length", &options->maxDescriptionLength)
        || !positive("max_overview_skills", &options->maxOverviewSkills))
        return false;
    const QJsonValue fraction = o.value(QStringLiteral("budget_fraction"));
    if (!fraction.isUndefined()) {
        if (!fraction.isDouble() || fraction.toDouble() <= 0 || fraction.toDouble() > 1) {
            *error = QStringLiteral("catalog.options.budget_fraction must be a number above 0 and at most 1");
            return false;
        }
        options->claudeBudgetFraction = fraction.toDouble();
    }
    if (options->claudeMaxEntryCharacters < 1)
        options->claudeMaxEntryCharacters = 1;
    return true;
}

bool readLoadDetection(const QJsonValue &value, LoadDetection *detection, QString *error)
{
    if (value.isUndefined() || value.isNull())
        return true;
    const QJsonObject o = value.toObject();
    const QString kind = o.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("shell_read")) {
        detection->kind = LoadDetection::Kind::ShellRead;
    } else if (kind.isEmpty() || kind == QLatin1String("none")) {
        detection->kind = LoadDetection::Kind::None;
        return true;
    } else {
        *error = QStringLiteral("load_detection.kind must be \"shell_read\" or \"none\"");
        return false;
    }
    const auto list = [&o](const char *key, const QStringList &fallback) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isArray())
            return fallback;
        QStringList out;
        for (const QJsonValue item : v.toArray())
            out << item.toString();
        return out;
    };
    detection->readers = list("readers",
        { QStringLiteral("cat"), QStringLiteral("sed"), QStringLiteral("head"), QStringLiteral("tail"),
            QStringLiteral("less"), QStringLiteral("more"), QStringLiteral("bat"), QStringLiteral("awk") });
    detection->runners = list("runners",
        { QStringLiteral("python"), QStringLiteral("python3"), QStringLiteral("bash"), QStringLiteral("zsh"),
            QStringLiteral("sh"), QStringLiteral("node"), QStringLiteral("deno"), QStringLiteral("ruby"),
            QStringLiteral("perl"), QStringLiteral("pwsh") });
    detection->scriptExtensions = list("script_extensions",
        { QStringLiteral(".py"), QStringLiteral(".sh"), QStringLiteral(".js"), QStringLiteral(".ts"),
            QStringLiteral(".rb"), QStringLiteral(".pl"), QStringLiteral(".ps1") });
    detection->scriptRuns = o.value(QStringLiteral("script_runs")).toBool(true);
    return true;
}

} // namespace

QString loadModeName(LoadMode mode)
{
    switch (mode) {
    case LoadMode::Once:
        return QStringLiteral("once");
    case LoadMode::Turn:
        return QStringLiteral("turn");
    case LoadMode::Session:
        return QStringLiteral("session");
    }
    return {};
}

std::optional<LoadMode> loadModeFromName(const QString &name)
{
    for (LoadMode m : { LoadMode::Once, LoadMode::Turn, LoadMode::Session }) {
        if (loadModeName(m) == name)
            return m;
    }
    return std::nullopt;
}

QString materialisationName(Materialisation m)
{
    switch (m) {
    case Materialisation::SystemMessage:
        return QStringLiteral("system");
    case Materialisation::ToolResults:
        return QStringLiteral("tool_results");
    case Materialisation::ToolResultInline:
        return QStringLiteral("tool_result_inline");
    case Materialisation::UserMessage:
        return QStringLiteral("user_message");
    }
    return {};
}

std::optional<Materialisation> materialisationFromName(const QString &name)
{
    for (Materialisation m : { Materialisation::SystemMessage, Materialisation::ToolResults,
             Materialisation::ToolResultInline, Materialisation::UserMessage }) {
        if (materialisationName(m) == name)
            return m;
    }
    return std::nullopt;
}

std::optional<ToolKind> toolKindFromName(const QString &name)
{
    for (const auto &k : toolKinds()) {
        if (k.first == name)
            return k.second;
    }
    return std::nullopt;
}

QString fillTemplate(const QString &templ, const QMap<QString, QString> &vars)
{
    QString out;
    out.reserve(templ.size());
    qsizetype i = 0;
    while (i < templ.size()) {
        const QChar c = templ.at(i);
        if (c == QLatin1Char('{')) {
            const qsizetype close = templ.indexOf(QLatin1Char('}'), i + 1);
            if (close > i) {
                const QString key = templ.mid(i + 1, close - i - 1);
                const auto it = vars.constFind(key);
                if (it != vars.constEnd()) {
                    out += *it;
                    i = close + 1;
                    continue;
                }
            }
        }
        out += c;
        ++i;
    }
    return out;
}

QList<ProfileTool> Profile::activeTools() const
{
    if (allowedTools.isEmpty())
        return tools;
    QList<ProfileTool> out;
    for (const ProfileTool &t : tools) {
        if (allowedTools.contains(t.name))
            out << t;
    }
    return out;
}

const ProfileTool *Profile::tool(const QString &name) const
{
    for (const ProfileTool &t : tools) {
        if (t.name == name && (allowedTools.isEmpty() || allowedTools.contains(name)))
            return &t;
    }
    return nullptr;
}

QString Profile::text(const QString &key, const QMap<QString, QString> &vars) const
{
    return fillTemplate(texts.value(key, QStringLiteral("{%1}").arg(key)), vars);
}

std::optional<Profile> parseProfile(const QByteArray &json, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = pe.error != QJsonParseError::NoError
            ? QStringLiteral("invalid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString())
            : QStringLiteral("a profile must be a JSON object");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != kProfileFormat) {
        *error = QStringLiteral("format must be \"%1\"").arg(kProfileFormat);
        return std::nullopt;
    }
    Profile p;
    p.name = o.value(QStringLiteral("name")).toString();
    if (p.name.isEmpty()) {
        *error = QStringLiteral("name is required");
        return std::nullopt;
    }
    p.title = o.value(QStringLiteral("title")).toString(p.name);
    p.description = o.value(QStringLiteral("description")).toString();
    p.agentName = o.value(QStringLiteral("agent_name")).toString(p.agentName);
    p.systemPrompt = o.value(QStringLiteral("system_prompt")).toString();
    p.systemRole = o.value(QStringLiteral("system_role")).toString(p.systemRole);
    if (p.systemRole != QLatin1String("system") && p.systemRole != QLatin1String("developer")) {
        *error = QStringLiteral("system_role must be \"system\" or \"developer\"");
        return std::nullopt;
    }
    const QJsonObject catalog = o.value(QStringLiteral("catalog")).toObject();
    p.catalogDialect = catalog.value(QStringLiteral("dialect")).toString();
    const QString placement = catalog.value(QStringLiteral("placement")).toString(QStringLiteral("system"));
    if (placement == QLatin1String("system"))
        p.catalogPlacement = CatalogPlacement::SystemMessage;
    else if (placement == QLatin1String("user_reminder"))
        p.catalogPlacement = CatalogPlacement::UserReminder;
    else if (placement == QLatin1String("message"))
        p.catalogPlacement = CatalogPlacement::Message;
    else if (placement == QLatin1String("after_first_user"))
        p.catalogPlacement = CatalogPlacement::AfterFirstUser;
    else if (placement == QLatin1String("by_model"))
        p.catalogPlacement = CatalogPlacement::ByModel;
    else if (placement == QLatin1String("none"))
        p.catalogPlacement = CatalogPlacement::None;
    else {
        *error = QStringLiteral("catalog.placement must be \"system\", \"user_reminder\", \"message\", "
                                "\"after_first_user\", \"by_model\" or \"none\"");
        return std::nullopt;
    }
    p.catalogRole = catalog.value(QStringLiteral("role")).toString(p.catalogRole);
    if (p.catalogRole != QLatin1String("system") && p.catalogRole != QLatin1String("developer")
        && p.catalogRole != QLatin1String("user")) {
        *error = QStringLiteral("catalog.role must be \"system\", \"developer\" or \"user\"");
        return std::nullopt;
    }
    if (!readCatalogOptions(catalog.value(QStringLiteral("options")).toObject(), &p.catalogOptions, error))
        return std::nullopt;
    // The client rules of the calibrations in use (clientrules.h; null: the pinned rules).
    const ClientRulesInUse rules = clientRulesInUse();
    p.catalogOptions.claudeRules = rules.claudeCode;
    p.catalogOptions.codexRules = rules.codex;
    p.catalogOptions.opencodeRules = rules.opencode;
    p.catalogSeparator = catalog.value(QStringLiteral("separator")).toString(p.catalogSeparator);
    p.catalogSkipMarker = catalog.value(QStringLiteral("skip_if_system_contains")).toString();
    p.enumLimit = o.value(QStringLiteral("enum_limit")).toInt(p.enumLimit);
    const auto mode = loadModeFromName(o.value(QStringLiteral("load_mode")).toString(QStringLiteral("turn")));
    if (!mode) {
        *error = QStringLiteral("load_mode must be \"once\", \"turn\" or \"session\"");
        return std::nullopt;
    }
    p.loadMode = *mode;
    const auto mat
        = materialisationFromName(o.value(QStringLiteral("materialisation")).toString(QStringLiteral("system")));
    if (!mat) {
        *error = QStringLiteral(
            "materialisation must be \"system\", \"tool_results\", \"tool_result_inline\" or \"user_message\"");
        return std::nullopt;
    }
    p.materialisation = *mat;
    p.maxLoadedSkills = qMax(0, o.value(QStringLiteral("max_loaded_skills")).toInt());
    p.toolsSelectedLine = o.value(QStringLiteral("tools_selected_line")).toBool();
    if (o.contains(QStringLiteral("cache_breakpoints"))) {
        const auto policy = parseCachePolicy(o.value(QStringLiteral("cache_breakpoints")), error);
        if (!policy)
            return std::nullopt;
        p.cachePolicy = *policy;
    }
    const QJsonArray tools = o.value(QStringLiteral("tools")).toArray();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QJsonObject t = tools.at(i).toObject();
        ProfileTool tool;
        tool.name = t.value(QStringLiteral("name")).toString();
        const auto kind = toolKindFromName(t.value(QStringLiteral("kind")).toString(tool.name));
        if (tool.name.isEmpty() || !kind) {
            *error = QStringLiteral("tools[%1]: needs a name and a known kind (skill_load, skill_select_docs, "
                                    "skill_list_docs, skill_run, workspace_exec, skill_list, skill_list_tools, "
                                    "skill_select_tools, inline_skill, skill_tool, shell)")
                         .arg(i);
            return std::nullopt;
        }
        tool.kind = *kind;
        tool.description = t.value(QStringLiteral("description")).toString();
        tool.parameters = t.value(QStringLiteral("parameters")).toObject();
        tool.skillParameter = t.value(QStringLiteral("skill_parameter")).toString();
        p.tools << tool;
    }
    for (const QJsonValue v : o.value(QStringLiteral("allowed_tools")).toArray())
        p.allowedTools << v.toString();
    const QJsonObject texts = o.value(QStringLiteral("texts")).toObject();
    for (auto it = texts.begin(); it != texts.end(); ++it)
        p.texts.insert(it.key(), it.value().toString());
    if (!readLoadDetection(o.value(QStringLiteral("load_detection")), &p.loadDetection, error))
        return std::nullopt;
    p.trigger = o.value(QStringLiteral("trigger")).toArray();
    return p;
}

std::optional<Profile> loadProfile(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read profile %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    QString inner;
    auto p = parseProfile(f.readAll(), &inner);
    if (!p) {
        *error = QStringLiteral("%1: %2").arg(path, inner);
        return std::nullopt;
    }
    p->filePath = QFileInfo(path).absoluteFilePath();
    return p;
}

QString userProfileDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/skill-workbench/profiles");
}

std::optional<QString> copyProfileToUser(const Profile &profile, QString *error)
{
    const QString dir = userProfileDirectory();
    const QString target = QDir(dir).filePath(profile.name + QStringLiteral(".json"));
    if (QFileInfo::exists(target))
        return target;
    if (!QDir().mkpath(dir) || !QFile::copy(profile.filePath, target)) {
        *error = QStringLiteral("cannot copy %1 to %2").arg(profile.filePath, target);
        return std::nullopt;
    }
    QFile::setPermissions(target, QFile::permissions(target) | QFileDevice::WriteOwner);
    return target;
}

QStringList profileDirectories()
{
    QStringList dirs;
    const QString env = qEnvironmentVariable("SW_PROFILES_DIR");
    if (!env.isEmpty())
        dirs << env;
    dirs << userProfileDirectory();
    const QString shipped = dataDirectory(DataKind::Profiles);
    if (!shipped.isEmpty())
        dirs << shipped;
    return dirs;
}

QStringList profileNames()
{
    QStringList names;
    for (const QString &dir : profileDirectories()) {
        for (const QFileInfo &fi : QDir(dir).entryInfoList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
            if (!names.contains(fi.completeBaseName()))
                names << fi.completeBaseName();
        }
    }
    names.sort();
    return names;
}

std::optional<Profile> findProfile(const QString &nameOrPath, QString *error)
{
    if (nameOrPath.endsWith(QLatin1String(".json")) || nameOrPath.contains(QLatin1Char('/')))
        return loadProfile(nameOrPath, error);
    for (const QString &dir : profileDirectories()) {
        const QString path = QDir(dir).filePath(nameOrPath + QStringLiteral(".json"));
        if (QFileInfo::exists(path))
            return loadProfile(path, error);
    }
    *error
        = QStringLiteral("unknown profile '%1' (known: %2)").arg(nameOrPath, profileNames().join(QStringLiteral(", ")));
    return std::nullopt;
}

ClientRulesOrigin profileClientRules(const Profile &profile)
{
    if (!isCatalogDialect(profile.catalogDialect))
        return {};
    return planCatalog(profile.catalogDialect, {}, profile.catalogOptions).rules;
}

} // namespace sw
