#pragma once
// ScriptedClientModel: a model with known outcomes that a real client can talk to (no network, no key; clearly a
// script, never a model). It answers every request a client sends in the format the path names: side calls (a model
// list, count_tokens, a connectivity check) with a small 200, and each model call with what its script says for the
// user's query: a plain answer, a load of a named skill through that client's own skill-loading action (Claude Code's
// `Skill` call, Codex reading the SKILL.md with `exec_command`, opencode's `skill` call; only when the request offers
// that tool, else an answer saying it was not offered), or a provider error such as a
// 429 with Retry-After. A call that carries the result of a tool call gets a short closing answer. Used by the
// real-client Trigger Lab's tests (behind a loopback HTTP server), its offline demo (inside the capture endpoint) and
// its benchmark. Thread-safe: the endpoint calls it on its own thread.
#include "agent/skillsnapshot.h"
#include "capture/localanswer.h"

#include <QHash>
#include <QMutex>

#include <functional>

namespace sw {

class SkillIndex;

struct ScriptedAction
{
    enum class Kind { Answer, Load, Error };
    Kind kind = Kind::Answer;
    QString text; // Answer: the text; Error: the message
    QString skill; // Load: the skill's folder name (Claude Code, Codex) or name (opencode)
    int status = 429; // Error
    int retryAfterSeconds = -1; // Error: a Retry-After header when >= 0

    static ScriptedAction answer(const QString &text) { return { Kind::Answer, text, {}, 200, -1 }; }
    static ScriptedAction load(const QString &skill) { return { Kind::Load, {}, skill, 200, -1 }; }
    static ScriptedAction error(int status, int retryAfterSeconds, const QString &message)
    {
        return { Kind::Error, message, {}, status, retryAfterSeconds };
    }
};

// One model call as the script sees it.
struct ScriptedCall
{
    QByteArray path;
    QString query; // the user's prompt, as the client sent it
    bool followUp = false; // the request carries a tool call's result
    int seenBefore = 0; // earlier first calls (not follow-ups) with this query, on this model
};

using ClientScript = std::function<ScriptedAction(const ScriptedCall &call)>;

class ScriptedClientModel : public LocalAnswerer
{
public:
    explicit ScriptedClientModel(ClientScript script);
    std::optional<LocalAnswer> answer(const HttpRequest &request) override;
    bool answersEverything() const override { return true; }
    int modelCalls() const;

    // The user's prompt in a model call's body (the last user text that is not a client-added block such as
    // `<system-reminder>` or `<environment_context>`), and whether the body carries a tool result.
    static QString queryOf(const QByteArray &body, bool *followUp = nullptr);

private:
    ClientScript m_script;
    mutable QMutex m_mutex;
    QHash<QString, int> m_seen;
    int m_calls = 0;
};

// The demo's script: loads the skill whose name and description share the most words with the query (at least two
// words of four or more letters, or pairs of neighbouring Chinese, Japanese or Korean characters), else answers
// plainly. Deterministic, and labelled a script wherever it is shown.
ClientScript keywordScript(const SkillSnapshotPtr &skills);
// The same over the visible skills of an index: only their names, descriptions and folders are taken (no body or
// docs are read), so it is cheap to make on any thread.
ClientScript keywordScript(const std::shared_ptr<const SkillIndex> &index);

} // namespace sw
