#pragma once
// CaptureRequestDetails: one captured exchange in the inspector's own views: the request body exactly as the client
// sent it, the answer it received, its segments with tokens (SegmentsModel, TokenBar) and every upstream attempt
// with headers and timing (TransportView). Shown for the row selected in the Capture page's Requests table.
#include <QWidget>
#include <QtGlobal>

class QLabel;
class QTabWidget;
class QTableView;

namespace sw {
struct RequestRecord;
}

namespace sw::ui {

class LongLineTextView;
class SegmentsModel;
class TokenBar;
class TransportView;

class CaptureRequestDetails : public QWidget
{
    Q_OBJECT
public:
    // Bodies and answers up to this size are shown whole (a request of a 1M-token context is about 4 MB), larger
    // ones cut with a note; the saved capture and its exports always hold them whole.
    static constexpr qsizetype kShownBytes = qsizetype(4) << 20;

    explicit CaptureRequestDetails(QWidget *parent = nullptr);

    // nullptr clears; `number` is the exchange's number for the title.
    void showRecord(const sw::RequestRecord *record, int number);
    int shownNumber() const { return m_number; }
    QString title() const;
    QString requestText() const; // exactly as shown (a body over kShownBytes cut)
    LongLineTextView *requestView() const { return m_request; }
    SegmentsModel *segmentsModel() const { return m_segments; }
    TransportView *transportView() const { return m_transport; }

private:
    QLabel *m_title;
    QTabWidget *m_tabs;
    LongLineTextView *m_request;
    LongLineTextView *m_response;
    SegmentsModel *m_segments;
    QTableView *m_segmentsView;
    TokenBar *m_bar;
    TransportView *m_transport;
    int m_number = 0;
};

} // namespace sw::ui
