#pragma once
// RunJob: one asynchronous run of a command in a workspace. start() stages the skill on a worker thread,
// spawns `bash -c` (or `sh -lc` for workspace_exec) with the local or bubblewrap executor in its own process
// group, streams stdout/stderr chunks as they arrive, enforces the timeout (SIGTERM then SIGKILL to the whole
// group), collects output files off the GUI thread and emits finished() exactly once.
#include "workspace/runtypes.h"
#include "workspace/workspace.h"

#include <QByteArray>
#include <QObject>

#include <memory>

namespace sw {

class RunJob : public QObject
{
    Q_OBJECT
public:
    RunJob(const Workspace &workspace, const RunRequest &request, QObject *parent = nullptr);
    ~RunJob() override; // kills a still-running process group

    const RunRequest &request() const;
    const Workspace &workspace() const;
    bool isRunning() const; // between start() and finished()
    bool isFinished() const;
    ExecutorKind executor() const; // known once started() was emitted
    RunResult result() const; // valid after finished()

    // Grace between SIGTERM and SIGKILL when stopping or timing out (default 1000 ms).
    void setKillGraceMs(int ms);

public Q_SLOTS:
    void start();
    void stop(); // kills the process group; finished() follows with stopped = true

Q_SIGNALS:
    void started(sw::ExecutorKind executor); // the process was spawned
    void stdoutChunk(const QByteArray &chunk);
    void stderrChunk(const QByteArray &chunk);
    void finished(const sw::RunResult &result);

private:
    struct Private;
    std::unique_ptr<Private> d;
    friend struct Private;
};

} // namespace sw
