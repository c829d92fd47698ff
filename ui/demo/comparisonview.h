#pragma once
// ComparisonView: the stakeholder picture of the offline demo: pick two bundled scenarios, replay both headless
// (ScenarioComparison) and show their request timelines side by side: a grouped bar chart of prompt tokens and
// cacheable shared prefix per request, the table behind it, and the totals in one sentence.
#include <QWidget>

class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace sw::ui {

class ScenarioComparison;

class ComparisonView : public QWidget
{
    Q_OBJECT
public:
    // Lists the scenarios of `scenarioDirectory` (empty: the shipped scenarios) and preselects the tRPC-Go pair.
    explicit ComparisonView(QWidget *parent = nullptr, const QString &scenarioDirectory = {});

    ScenarioComparison *comparison() const { return m_comparison; }
    // Selects the two scenarios (by file path) and starts the comparison.
    bool compare(const QString &scenarioA, const QString &scenarioB);

public Q_SLOTS:
    void compareSelected();

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildChart();
    void updateSummary();
    void selectPath(QComboBox *combo, const QString &path);

    ScenarioComparison *m_comparison;
    QComboBox *m_a;
    QComboBox *m_b;
    QPushButton *m_run;
    QLabel *m_status;
    QLabel *m_summary;
    QChartView *m_chart;
    QTableView *m_table;
};

} // namespace sw::ui
