#pragma once
// ToolDispatcher: executes the model's tool calls for a profile: the knowledge tools (skill_load,
// skill_select_docs, skill_list_docs, skill_list, skill_list_tools, skill_select_tools, inline `skill` /
// `load_skill`) against the skill snapshot and the state map, and skill_run / workspace_exec in the session
// workspace through core/workspace's RunJob, streaming run output as signals. Every failure (unknown tool,
// invalid JSON arguments, unknown skill or doc, missing executor) becomes the profile's exact error result.
#include "agent/profile.h"
#include "agent/skillsnapshot.h"
#include "agent/skillstate.h"
#include "wire/chattypes.h"
#include "workspace/runtypes.h"
#include "workspace/workspace.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <optional>

namespace sw {

class RunJob;

struct ToolOutcome
{
    ToolCall call;
    QString skill; // the skill the call was about ("" when none or unknown)
    QString content; // the tool result the model sees (stored in the transcript)
    bool isError = false;
    StateDelta delta; // state changes to apply (after the tool result)
    qint64 durationMs = 0; // a run's: RunResult::durationMs (what the Runs table shows), else the call's time
    bool ranCommand = false;
    QJsonObject runResult; // skill_run / workspace_exec result
};

class ToolDispatcher : public QObject
{
    Q_OBJECT
public:
    explicit ToolDispatcher(QObject *parent = nullptr);
    ~ToolDispatcher() override;

    // Where skill_run / workspace_exec create the session workspace (ws_<session>_<time> under workRoot).
    // An empty workRoot leaves the executor unconfigured (the profile's `executor is not configured` error).
    void setWorkspace(
        const QString &workRoot, const QString &sessionId, ExecutorChoice executor = ExecutorChoice::Auto);
    QString workspaceRoot() const { return m_workspace ? m_workspace->root() : QString(); }
    QString sessionId() const { return m_sessionId; }

    // Executes one call. finished() follows exactly once (queued, also for the synchronous tools).
    void dispatch(const Profile &profile, const SkillSnapshot &skills, const StateMap &state, const ToolCall &call);
    // Kills a running command; no finished() is emitted for it.
    void stop();
    bool isBusy() const { return m_busy; }

    // The synchronous tools (everything except skill_run / workspace_exec); `run` is set instead of an outcome
    // when the call needs a command run.
    static ToolOutcome execute(const Profile &profile, const SkillSnapshot &skills, const StateMap &state,
        const ToolCall &call, std::optional<RunRequest> *run = nullptr);

Q_SIGNALS:
    void runStarted(const QString &callId, const QString &skill, const QString &command, const QString &workspace);
    // The RunJob of a skill_run / workspace_exec call, emitted right before it starts, so that a view (the Runs
    // panel) can follow it: its started / stdoutChunk / stderrChunk / finished signals. The dispatcher owns the
    // job and deletes it (deleteLater) once it finished or was stopped; hold it in a QPointer.
    void jobStarted(sw::RunJob *job, const QString &callId);
    void runOutput(const QString &callId, const QByteArray &chunk, bool isStderr);
    void finished(const sw::ToolOutcome &outcome);

private:
    void finish(const ToolOutcome &outcome);

    QString m_workRoot;
    QString m_sessionId;
    ExecutorChoice m_executor = ExecutorChoice::Auto;
    std::optional<Workspace> m_workspace;
    QPointer<RunJob> m_job;
    bool m_busy = false;
    QElapsedTimer m_clock;
};

} // namespace sw
