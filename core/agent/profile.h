#pragma once
// Profile: how one agent framework exposes skills to the model, as a user-editable JSON data file
// (resources/profiles/*.json, docs/agent.md): catalog dialect and placement, tools with their JSON schemas and
// parameter names, tool-result texts and exact error strings, materialisation, load mode, max loaded skills,
// tool allowlist and the agent name used in the state keys (PROTOCOL.md sections 3-5).
#include "agent/cachepolicy.h"
#include "catalog/catalogrenderer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

enum class LoadMode { Once, Turn, Session };
enum class Materialisation {
    SystemMessage, // appended to the system message (tRPC default)
    ToolResults, // appended to the matching tool result, `Loaded skill context:` fallback
    ToolResultInline, // the tool result itself carries the content (deepseek `skill`, minimal `load_skill`, Codex
                      // reading SKILL.md through its shell tool)
    UserMessage // Claude Code: the tool result is a stub, the content follows as a user-role message
};
enum class CatalogPlacement {
    SystemMessage, // appended to the system message after `separator`
    UserReminder, // a user-role message before the first user message (deepseek, Claude Code's system-reminder)
    Message, // a message of its own after the system message, role `catalog.role` (Codex's developer message)
    AfterFirstUser, // a message of its own right after the first user message, role `catalog.role` (Claude Code's
                    // system message for current models)
    ByModel, // where the dialect's client puts it for the request's model (Claude Code: UserReminder for its older
             // models, AfterFirstUser with role system otherwise; core/catalog/clientrules.h)
    None
};

QString loadModeName(LoadMode mode); // "once", "turn", "session"
std::optional<LoadMode> loadModeFromName(const QString &name);
QString materialisationName(Materialisation m); // "system", "tool_results", "tool_result_inline"
std::optional<Materialisation> materialisationFromName(const QString &name);

// What a tool does; the dispatcher implements each kind.
enum class ToolKind {
    SkillLoad,
    SkillSelectDocs,
    SkillListDocs,
    SkillRun,
    WorkspaceExec,
    SkillList,
    SkillListTools,
    SkillSelectTools,
    InlineSkill, // deepseek `skill` / minimal `load_skill`: returns the content itself (template "inline_result")
    SkillTool, // Claude Code `Skill {skill, args?}`: stub result, content in a user message (template "skill_message")
    Shell // Codex `shell {command[], workdir?, timeout_ms?}`: skill files read from the snapshot, the rest run in the
          // workspace; a read of SKILL.md (or a run of its scripts/) is recognised as a load (load_detection)
};
std::optional<ToolKind> toolKindFromName(const QString &name);

struct ProfileTool
{
    QString name; // as the model sees it
    ToolKind kind = ToolKind::SkillLoad;
    QString description;
    QJsonObject parameters; // JSON schema
    QString skillParameter; // the property carrying the skill name ("skill", "skill_name", "name"); "" = none
};

// How a load is recognised when the model reads a skill through a general tool instead of a loader tool (Codex,
// codex-rs/core-skills/src/invocation_utils.rs): a `shell` command whose program is one of `readers` and one of
// whose arguments is a skill's SKILL.md, or whose program is one of `runners` with a script under a skill's
// scripts/ folder. docs/agent.md ("Recognising a load") describes it for other users (the Trigger Lab).
struct LoadDetection
{
    enum class Kind { None, ShellRead };
    Kind kind = Kind::None;
    QStringList readers; // cat sed head tail less more bat awk
    QStringList runners; // python python3 bash zsh sh node deno ruby perl pwsh
    QStringList scriptExtensions; // .py .sh .js .ts .rb .pl .ps1
    bool scriptRuns = true; // a script run counts as a load too
};

struct Profile
{
    QString name;
    QString title;
    QString description;
    QString filePath;
    QString agentName = QStringLiteral("skills-assistant"); // <agent> in temp:skill:*_by_agent:<agent>/...
    QString systemPrompt;
    QString systemRole = QStringLiteral("system"); // the role of the system prompt's message ("developer": Codex)
    QString catalogDialect;
    CatalogPlacement catalogPlacement = CatalogPlacement::SystemMessage;
    QString catalogRole = QStringLiteral("system"); // role of a `message` placement: system, developer or user
    CatalogOptions catalogOptions; // catalog.options: context window and listing budgets (docs/agent.md)
    QString catalogSeparator = QStringLiteral("\n\n"); // between the system prompt and the catalog
    QString catalogSkipMarker; // catalog not appended when the system prompt already contains it
    int enumLimit = 256; // the skill parameter carries an enum of names for 1..enumLimit skills
    LoadMode loadMode = LoadMode::Turn;
    Materialisation materialisation = Materialisation::SystemMessage;
    int maxLoadedSkills = 0; // 0 = unlimited
    bool toolsSelectedLine = false; // tRPC-Python: loaded blocks carry `Tools selected:`
    QList<ProfileTool> tools;
    QStringList allowedTools; // empty = every tool of the profile
    QMap<QString, QString> texts; // result texts and error strings with {placeholders} (docs/agent.md)
    LoadDetection loadDetection;
    // Prompt-cache breakpoints (`cache_breakpoints`: a policy name or an array of points; docs/wire-formats.md).
    CachePolicy cachePolicy = *sw::cachePolicy(u"conversation");
    // How the Trigger Lab recognises that a response loaded a skill (core/eval TriggerRule, docs/triggerlab.md):
    // the profile's "trigger" array as written; empty = derived from the skill_load / inline_skill tools.
    QJsonArray trigger;

    QList<ProfileTool> activeTools() const;
    const ProfileTool *tool(const QString &name) const; // among the active tools
    // texts[key] with {name}, {doc}, {tool}, {error}, {names}, {folder}, {body} ... replaced in one pass.
    QString text(const QString &key, const QMap<QString, QString> &vars = {}) const;
};

// Replaces {key} placeholders in one pass (values are not re-scanned). Unknown placeholders stay as they are.
QString fillTemplate(const QString &templ, const QMap<QString, QString> &vars);

std::optional<Profile> parseProfile(const QByteArray &json, QString *error);
std::optional<Profile> loadProfile(const QString &path, QString *error);
// Folders searched for <name>.json: $SW_PROFILES_DIR, the user's copies
// (<GenericDataLocation>/skill-workbench/profiles), then the shipped profiles (core/common datapaths).
QStringList profileDirectories();
QStringList profileNames();
// The folder of the user's editable copies (<GenericDataLocation>/skill-workbench/profiles).
QString userProfileDirectory();
// Copies a profile file into the user folder (as <name>.json, not overwriting an existing copy); returns its path.
std::optional<QString> copyProfileToUser(const Profile &profile, QString *error);
// A profile by name (searched in profileDirectories()) or by file path.
std::optional<Profile> findProfile(const QString &nameOrPath, QString *error);
// The real client's rules a profile's listing follows ("claude-code 2.1.328 (built-in rules)", or a calibration's);
// an empty client for a profile whose dialect follows none.
ClientRulesOrigin profileClientRules(const Profile &profile);

} // namespace sw
