#pragma once
// The client-specific facts of a skill that the Claude Code, Codex and opencode listings read (ClientFields in
// catalogrenderer.h): each client's own reading of SKILL.md (core/skill/clientreadings.h: Claude Code's name,
// description, `when_to_use`, `disable-model-invocation`, `paths` and the body's first line; Codex's and opencode's
// name and description and whether they load the skill; Gemini CLI's, core/skill/geminireading.h), Codex's
// agents/openai.yaml `policy.allow_implicit_invocation`, its scope rank and the skill root.
#include "catalog/catalogrenderer.h"
#include "repository/skillindex.h"

namespace sw {

// From the strict reading of SKILL.md and the skill folder (reads <folder>/agents/openai.yaml when it exists; an
// unreadable or invalid file is ignored, as Codex ignores it).
ClientFields clientFieldsOf(const SkillDocument &document, const QString &folder, RootScope scope = RootScope::Custom,
    const QString &rootFolder = {}, int rootIndex = 0);
// The same for a repository record (its document, folder, root scope and resolved root folder).
ClientFields clientFieldsOf(const SkillRecord &record, const SkillIndex &index);

// Codex's reading of agents/openai.yaml text: policy.allow_implicit_invocation, or std::nullopt when the file is
// invalid YAML, the key is absent, or it is not a boolean (Codex then keeps the default, true).
std::optional<bool> codexAllowImplicitInvocation(const QByteArray &openaiYaml);

// Codex's scope rank of a root scope (0 system, 1 admin, 2 repo, 3 user).
int codexScopeRank(RootScope scope);

// Gemini CLI's source order of a root scope: 1 for a project (its workspace folders, read last), 0 for the others.
int geminiSourceRank(RootScope scope);

// The first paragraph of a Markdown body (its first block of non-blank lines, joined with spaces).
QString firstParagraph(const QString &body);

} // namespace sw
