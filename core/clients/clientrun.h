#pragma once
// ClientRun: one headless run of a real agent client (a ClientCommand): started in its own process group, its
// standard output and error kept (capped), ended by a timeout or cancel together with every process it started, and
// reported once with its exit code, how it ended and its wall time.
#include "clients/clienthome.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>

class QProcess;
class QTimer;

namespace sw {

struct ClientRunResult
{
    enum class End { Exited, Crashed, TimedOut, Cancelled, FailedToStart };
    End end = End::Exited;
    int exitCode = -1; // when Exited
    QByteArray standardOutput;
    QByteArray standardError;
    bool outputTruncated = false; // either stream went past the cap
    qint64 wallMs = 0;
    QString error; // user-facing, when end != Exited
    bool succeeded() const { return end == End::Exited && exitCode == 0; }
    static QString endName(End end); // "exited", "crashed", "timed_out", "cancelled", "failed_to_start"
};

class ClientRun : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype kOutputCap = 1 << 20; // per stream

    explicit ClientRun(QObject *parent = nullptr);
    ~ClientRun() override; // a run still going is killed with its processes
    void start(const ClientCommand &command, int timeoutMs);
    void cancel();
    bool isRunning() const;
    qint64 processId() const;

Q_SIGNALS:
    void finished(const sw::ClientRunResult &result);

private:
    void finish(ClientRunResult::End end, const QString &error = {});
    void killGroup();
    void read(bool error);

    QPointer<QProcess> m_process;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_clock;
    ClientRunResult m_result;
    qint64 m_pid = 0;
    bool m_done = true;
    bool m_timedOut = false;
    bool m_cancelled = false;
};

} // namespace sw
