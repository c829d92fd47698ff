#pragma once
// BudgetView: where the tokens go: a stacked bar per skill by layer (catalog entry, body, docs), the
// always-paid catalog total, progressive disclosure vs full injection, and the share of a context window with
// the skills a client's listing budget would cut first. The report is built off the GUI thread.
#include "repository/skillindex.h"

#include <QFutureWatcher>
#include <QWidget>

#include "catalog/tokenreport.h"

class QChart;
class QChartView;
class QLabel;
class QSpinBox;
class QTimer;

namespace sw::ui {

// Builds the report of a snapshot's visible skills (reads docs from disk; any thread).
TokenReport computeBudget(
    const SkillIndexPtr &snapshot, const QString &dialect, const QString &encoding, int contextWindow);

class BudgetView : public QWidget
{
    Q_OBJECT
public:
    explicit BudgetView(QWidget *parent = nullptr);

    void setSnapshot(const SkillIndexPtr &snapshot);
    void setDialect(const QString &dialect);
    void setEncoding(const QString &encoding);
    void setContextWindow(int tokens);
    void setFocusSkill(const QString &name); // always shown in the chart
    void setMaxBars(int bars) { m_maxBars = bars; }

    const TokenReport &report() const { return m_report; }
    QChart *chart() const { return m_chart; }
    bool isBusy() const;

signals:
    void contextWindowChosen(int tokens);

private:
    void schedule();
    void start();
    void show(const TokenReport &report);

    QChart *m_chart;
    QChartView *m_chartView;
    QLabel *m_summary;
    QSpinBox *m_window;
    QTimer *m_timer;
    QFutureWatcher<TokenReport> m_watcher;
    SkillIndexPtr m_snapshot;
    QString m_dialect = QStringLiteral("agentskills-xml");
    QString m_encoding = QStringLiteral("o200k_base");
    QString m_focus;
    int m_maxBars = 12;
    bool m_pending = false;
    // A job is out: set when it starts, cleared when its finished signal is handled (the future itself reports
    // finished before that signal reaches this thread, so isRunning() alone would report idle too early).
    bool m_running = false;
    TokenReport m_report;
};

} // namespace sw::ui
