#pragma once
// A scripted model for real-client tests: a FakeModelServer responder that answers each model call in the wire
// format its path asks for (Anthropic Messages, OpenAI Responses, Chat Completions, Gemini generateContent and
// streamGenerateContent), step by step: a text answer or one tool call, then the next step; side calls (a models list,
// a connectivity HEAD) get a small 200. Each client's skill-loading call is one step away.
#include "fakemodelserver.h"

#include "clients/agentclient.h"

namespace sw::test {

struct ModelStep
{
    QString text; // answered when `tool` is empty
    QString tool; // a tool call: its name
    QString arguments; // and its arguments (JSON text)
};

// The client's own skill-loading action for `skill` as a step: Claude Code's Skill call, Codex reading the SKILL.md
// under `home` through exec_command, opencode's skill call, Gemini CLI's activate_skill.
ModelStep skillLoadStep(AgentClient client, const QString &skill, const QString &home);

// Answers model calls with `steps` in order (the last one repeats).
FakeModelServer::Responder scriptedModel(const QList<ModelStep> &steps);

// True when the request is a model call (not a side call).
bool isModelCall(const RecordedRequest &request);

} // namespace sw::test
