#pragma once
// RequestInspector: every model request of the session (RequestsModel timeline) and, for the selected one, what a
// proxy would show: the body exactly as sent (pretty-printed in wire order, or raw), the response (status, error
// body, Retry-After, the partial answer of a broken stream, the raw bytes received), every transport attempt with
// its URL, headers and timing, the segments with token counts and a stacked bar by category, the diff against the
// previous request (or, for a re-sent request, against its original), and the loading timeline of the skills.
// The live views show the bytes as sent; secrets are redacted only in what is saved or exported, which the tabs say.
#include <QWidget>

class QAction;
class QLabel;
class QPlainTextEdit;
class QSplitter;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QToolButton;

namespace sw {
class AgentLoop;
class ProviderTokenCounter;
struct RequestRecord;
} // namespace sw

namespace sw::ui {

class LongLineTextView;

class PromptCacheView;
class RequestsModel;
class SegmentsModel;
class SkillTimelineModel;
class TokenBar;
class TransportView;

class RequestInspector : public QWidget
{
    Q_OBJECT
public:
    enum Tab { RequestTab, ResponseTab, TransportTab, SegmentsTab, DiffTab, LoadingTab };

    explicit RequestInspector(QWidget *parent = nullptr);

    // Follows the loop (connect ChatPanel::loopChanged here); nullptr clears. The loop's secrets are the ones the
    // tabs warn about (they are redacted in saved sessions and exports).
    void setLoop(sw::AgentLoop *loop);

    void selectRequest(int row);
    int currentRequest() const { return m_current; }
    // Whether the prompt-cache line may ask Anthropic's count_tokens (Preferences; off by default).
    void setProviderCountsEnabled(bool enabled);
    PromptCacheView *promptCacheView() const { return m_cache; }
    // Keep selecting the newest request while a session runs (default on; off once the user picks an older one).
    void setFollowNewest(bool follow) { m_follow = follow; }
    // The requests above the details (a narrow pane, the default) or beside them (a wide, short pane: the Trigger
    // Lab with its tabs under the results).
    void setRequestsBeside(bool beside);
    bool requestsBeside() const;
    bool followsNewest() const { return m_follow; }

    RequestsModel *requestsModel() const { return m_requests; }
    SegmentsModel *segmentsModel() const { return m_segments; }
    SkillTimelineModel *timelineModel() const { return m_timelineModel; }
    TransportView *transportView() const { return m_transport; }
    QTableView *timeline() const { return m_timeline; }
    QTabWidget *tabs() const { return m_tabs; }
    TokenBar *tokenBar() const { return m_bar; }
    QString requestText() const; // what the Request tab shows (pretty or raw)
    QString responseText() const;
    QString redactionNote() const; // the Request tab's notice about secrets in this body ("" when none)
    // The request the current one is compared with: a re-send's original, else the previous request of the
    // conversation (nullptr for the first).
    const sw::RequestRecord *comparedRequest() const;
    QString diffHtml() const;
    QString loadingStory() const; // the Skill loading tab's text for its selected skill
    bool showsRawRequest() const;
    void setShowRawRequest(bool raw);
    QAction *copyAction() const { return m_copyAction; }
    QAction *resendAction() const { return m_resendAction; }

    // Selects segment `row` of the current request's bytes in the raw Request tab (what double-clicking a Segments
    // row does).
    void openSegment(int row);

public Q_SLOTS:
    // Copies the exact body bytes of the selected request (what went over the wire) and says so (copied()).
    void copyRequest();

    // "Re-send request N": the skills are read again from disk on a worker thread (SkillSnapshot::reread), then
    // the request is re-sent against them as a branch (AgentLoop::resendRequest), selected when it starts.
    void resendRequest(int row);
    bool isRereadingSkills() const { return m_rereading; }

Q_SIGNALS:
    void resendFailed(const QString &message); // shown in a message box too, unless quiet
    void copied(const QString &message); // for the status bar: what went to the clipboard

private:
    void onRowsInserted();
    void onDataChanged(int first, int last);
    void onSelection();
    void showRequest(int row);
    void showLive(int row); // the request in flight moved on (headers, bytes, a retry wait): Response and Transport
    void showBody();
    void updateRequestNoteTip();
    void clearDetails();
    void updateActions();
    QString describeResponse(const sw::RequestRecord &record) const;
    void updateTokenCounter();

    RequestsModel *m_requests;
    SegmentsModel *m_segments;
    SkillTimelineModel *m_timelineModel;
    QTableView *m_timeline;
    QTabWidget *m_tabs;
    QSplitter *m_split = nullptr; // the requests | the details
    QLabel *m_title;
    QToolButton *m_resendButton;
    QToolButton *m_prettyButton;
    QToolButton *m_rawButton;
    QLabel *m_requestNote;
    QLabel *m_redaction;
    LongLineTextView *m_request;
    LongLineTextView *m_response;
    TransportView *m_transport;
    TokenBar *m_bar;
    QTableView *m_segmentsView;
    QTextBrowser *m_diff;
    QTableView *m_loading;
    QLabel *m_story; // the selected skill's timeline in sentences
    QAction *m_copyAction;
    QAction *m_resendAction;
    PromptCacheView *m_cache;
    sw::ProviderTokenCounter *m_counter = nullptr;
    bool m_countsEnabled = false;
    QStringList m_secrets;
    int m_current = -1;
    int m_bodyShown = -1; // the request whose body the Request tab holds
    bool m_follow = true;
    bool m_rereading = false;
};

} // namespace sw::ui
