#pragma once
// CaptureSkillsPanel: what the client did with the skills, for the Capture page: a line naming the client, its
// version and the context window of the prediction, with the number of differences; per skill of the open roots the
// observed verdict beside the predicted one (differences flagged); the client's own skills from the same listing,
// apart; and every skill load in request order, on a strip of the exchanges and in a table. When more than one client
// ran through the capture, a choice of whose listing the verdicts come from (the first listing of each).
#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;
class QTableWidget;

namespace sw {
class CaptureAnalysis;
}

namespace sw::ui {

class CaptureLoadTimeline;
class CaptureSkillsModel;

class CaptureSkillsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CaptureSkillsPanel(QWidget *parent = nullptr);

    // Shows the analysis's current skills, listing and loads (nullptr clears).
    void showAnalysis(const sw::CaptureAnalysis *analysis);

    CaptureSkillsModel *skillsModel() const { return m_model; }
    QTableView *skillsView() const { return m_view; }
    QTableWidget *builtinTable() const { return m_builtins; }
    QTableWidget *loadsTable() const { return m_loads; }
    CaptureLoadTimeline *timeline() const { return m_timeline; }
    QString summary() const; // the line above the table
    // The listings the verdicts can come from (request, client): shown only when there are two or more.
    QComboBox *listingBox() const { return m_listingBox; }

Q_SIGNALS:
    // The user chose the listing of `request` (CaptureAnalysis::selectListing).
    void listingChosen(int request);
    // The user clicked exchange `number` on the loads' strip.
    void exchangeActivated(int number);

private:
    void showChoices(const sw::CaptureAnalysis *analysis);
    void showTimeline(const sw::CaptureAnalysis *analysis);

    QLabel *m_summary;
    QLabel *m_listingLabel;
    QComboBox *m_listingBox;
    CaptureSkillsModel *m_model;
    QTableView *m_view;
    QLabel *m_builtinTitle;
    QTableWidget *m_builtins;
    QTableWidget *m_loads;
    CaptureLoadTimeline *m_timeline;
};

} // namespace sw::ui
