#pragma once
// DiagnosticsRunner: validates the SKILL.md being edited off the GUI thread (QtConcurrent), debounced, and
// delivers only the newest result as Problems.
#include "editor/problem.h"

#include <QFutureWatcher>
#include <QObject>

class QTimer;

namespace sw::ui {

// Parses and validates SKILL.md bytes as if saved at skillMdPath (its folder's other files come from disk).
// Runs on any thread.
ProblemList diagnoseSkillMd(const QByteArray &raw, const QString &skillMdPath);

class DiagnosticsRunner : public QObject
{
    Q_OBJECT
public:
    explicit DiagnosticsRunner(QObject *parent = nullptr);
    ~DiagnosticsRunner() override;

    void setDelay(int milliseconds);
    // Validates after the delay; a newer call replaces a pending one.
    void schedule(const QByteArray &raw, const QString &skillMdPath);
    bool isBusy() const;

signals:
    void finished(const sw::ui::ProblemList &problems);

private:
    void start();

    QTimer *m_timer;
    QFutureWatcher<ProblemList> m_watcher;
    QByteArray m_raw;
    QString m_path;
    bool m_pending = false;
    // A job is out: set when it starts, cleared when its finished signal is handled (the future itself reports
    // finished before that signal reaches this thread, so isRunning() alone would report idle too early).
    bool m_running = false;
};

} // namespace sw::ui
