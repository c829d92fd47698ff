#pragma once
// BudgetView: where the tokens go: a stacked bar per skill by layer (catalog entry, body, docs), the
// always-paid catalog total, progressive disclosure vs full injection, and the share of a context window with
// the skills a client's listing budget would cut first. It follows unsaved edits of open SKILL.md files, as the
// Catalog and the status bar do. The report is built off the GUI thread, incrementally (only edited skills are
// counted again); labels are elided in the middle to fit, the legend wraps, value ticks are round numbers.
#include "repository/skillindex.h"

#include <QFutureWatcher>
#include <QHash>
#include <QWidget>

#include "catalog/tokenreport.h"
#include "visibility/visibility.h"

#include <memory>

class QChart;
class QChartView;
class QLabel;
class QSpinBox;
class QTimer;

namespace sw::ui {

// The unsaved state of a SKILL.md being edited, by its path: what the report counts instead of the file.
struct LiveBudgetSkill
{
    QString name, description, body;
    bool operator==(const LiveBudgetSkill &) const = default;
};
using LiveBudgetSkills = QHash<QString, LiveBudgetSkill>;

// The report's skills of a snapshot's visible skills, docs read from disk (any thread).
QList<ReportSkill> budgetSkills(const SkillIndexPtr &snapshot);
// One-shot report of a snapshot, reading and counting everything (any thread; the benchmark's baseline).
TokenReport computeBudget(
    const SkillIndexPtr &snapshot, const QString &dialect, const QString &encoding, int contextWindow);

// The worker's side of the Budget: keeps the skills read for the last snapshot and a TokenReportBuilder, so a live
// edit re-reads nothing and recounts only the edited skill. One call at a time (any thread).
class BudgetWork
{
public:
    TokenReport update(const SkillIndexPtr &snapshot, const LiveBudgetSkills &live, const QString &dialect,
        const QString &encoding, int contextWindow);
    int countedSkills() const; // by the last update (the rest came from the cache)

private:
    SkillIndexPtr m_loaded;
    QList<ReportSkill> m_disk;
    std::unique_ptr<TokenReportBuilder> m_builder;
};

// Round axis ticks for values up to `maximum`: a step of 1, 2, 2.5 or 5 x 10^n giving at most `maxTicks` steps;
// the last tick is the first multiple of the step at or above `maximum`.
double niceTickStep(double maximum, int maxTicks);
QList<double> niceTicks(double maximum, int maxTicks);

class BudgetView : public QWidget
{
    Q_OBJECT
public:
    explicit BudgetView(QWidget *parent = nullptr);

    void setSnapshot(const SkillIndexPtr &snapshot);
    // An open SKILL.md's unsaved frontmatter and body replace the file's for that path; dropLiveSkill() forgets them
    // (the editor was closed without saving).
    void setLiveSkill(const QString &skillMdPath, const QString &name, const QString &description, const QString &body);
    void dropLiveSkill(const QString &skillMdPath);
    void setDialect(const QString &dialect);
    void setEncoding(const QString &encoding);
    void setContextWindow(int tokens);
    void setFocusSkill(const QString &name); // always shown in the chart
    // The visibility matrix of the same repository (VisibilityEngine): per client, how many skills it lists in
    // full, shortened, names only, omits, hides, cannot parse, rejects or shadows, and the focused skill's verdicts.
    void setVisibility(std::shared_ptr<const VisibilityMatrix> matrix);
    QLabel *visibilitySummary() const { return m_visibility; }
    void setMaxBars(int bars) { m_maxBars = bars; }

    const TokenReport &report() const { return m_report; }
    QChart *chart() const { return m_chart; }
    QLabel *legend() const { return m_legend; }
    QStringList shownLabels() const { return m_labels; } // the bars' labels as drawn (elided to fit)
    QList<double> shownTicks() const { return m_ticks; } // the value axis' ticks
    bool isBusy() const;

signals:
    void contextWindowChosen(int tokens);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void schedule();
    void start();
    void showReport(const TokenReport &report);
    void showVisibility();

    QChart *m_chart;
    QChartView *m_chartView;
    QLabel *m_summary;
    QLabel *m_legend;
    QLabel *m_visibility;
    QSpinBox *m_window;
    QTimer *m_timer;
    QTimer *m_relayout;
    QFutureWatcher<TokenReport> m_watcher;
    std::shared_ptr<BudgetWork> m_work;
    SkillIndexPtr m_snapshot;
    LiveBudgetSkills m_live;
    QString m_dialect;
    QString m_encoding;
    QString m_focus;
    int m_maxBars = 12;
    bool m_pending = false;
    // A job is out: set when it starts, cleared when its finished signal is handled (the future itself reports
    // finished before that signal reaches this thread, so isRunning() alone would report idle too early).
    bool m_running = false;
    TokenReport m_report;
    bool m_shown = false;
    QStringList m_labels;
    QList<double> m_ticks;
    std::shared_ptr<const VisibilityMatrix> m_matrix;
};

} // namespace sw::ui
