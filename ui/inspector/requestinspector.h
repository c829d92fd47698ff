#pragma once
// RequestInspector: every model request of the session (RequestsModel timeline) and, for the selected one, tabs
// with the exact JSON sent (pretty, copyable, secrets redacted), the response, the segments with token counts and
// a stacked bar by category, the diff against the previous request (shared prefix vs provider cached tokens), and
// the loaded skills with why they were loaded and what cleared them.
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTableView;
class QTableWidget;
class QTextBrowser;

namespace sw {
class AgentLoop;
struct RequestRecord;
} // namespace sw

namespace sw::ui {

class RequestsModel;
class SegmentsModel;
class TokenBar;

class RequestInspector : public QWidget
{
    Q_OBJECT
public:
    enum Tab { RequestTab, ResponseTab, SegmentsTab, DiffTab, LoadedTab };

    explicit RequestInspector(QWidget *parent = nullptr);

    // Follows the loop (connect ChatPanel::loopChanged here); nullptr clears. The loop's secrets are redacted.
    void setLoop(sw::AgentLoop *loop);

    void selectRequest(int row);
    int currentRequest() const { return m_current; }
    // Keep selecting the newest request while a session runs (default on; off once the user picks an older one).
    void setFollowNewest(bool follow) { m_follow = follow; }

    RequestsModel *requestsModel() const { return m_requests; }
    SegmentsModel *segmentsModel() const { return m_segments; }
    QTableView *timeline() const { return m_timeline; }
    QTabWidget *tabs() const { return m_tabs; }
    TokenBar *tokenBar() const { return m_bar; }
    QString requestText() const;
    QString responseText() const;
    QString diffHtml() const;
    QTableWidget *loadedTable() const { return m_loaded; }

public Q_SLOTS:
    void copyRequest();

private:
    void onRowsInserted();
    void onDataChanged(int first, int last);
    void onSelection();
    void showRequest(int row);
    void clearDetails();
    QString describeResponse(const sw::RequestRecord &record) const;

    RequestsModel *m_requests;
    SegmentsModel *m_segments;
    QTableView *m_timeline;
    QTabWidget *m_tabs;
    QLabel *m_title;
    QPlainTextEdit *m_request;
    QPlainTextEdit *m_response;
    TokenBar *m_bar;
    QTableView *m_segmentsView;
    QTextBrowser *m_diff;
    QTableWidget *m_loaded;
    QStringList m_secrets;
    int m_current = -1;
    bool m_follow = true;
};

} // namespace sw::ui
