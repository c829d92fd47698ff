// CaptureRequestDetails: the selected captured exchange in the inspector's views.
#include "capturerequestdetails.h"

#include "inspector/longlinetextview.h"

#include "inspector/segmentsmodel.h"
#include "inspector/tokenbar.h"
#include "inspector/transportview.h"
#include "session/requestrecord.h"
#include "settings/noticetext.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace sw::ui {

namespace {

// A body larger than CaptureRequestDetails::kShownBytes is shown cut (the whole body is in the saved capture and
// its exports). Up to it the view shows the whole body: it lays out only the lines in sight, and makes a long text
// ready on a worker (LongLineTextView).
QString captureDetailsText(const QByteArray &body)
{
    if (body.size() <= CaptureRequestDetails::kShownBytes)
        return QString::fromUtf8(body);
    return QString::fromUtf8(body.left(CaptureRequestDetails::kShownBytes))
        + CaptureRequestDetails::tr("\n… %1 more bytes (save or export the capture for the whole body)")
              .arg(QLocale().toString(body.size() - CaptureRequestDetails::kShownBytes));
}

LongLineTextView *captureDetailsEdit(QWidget *parent)
{
    auto *edit = new LongLineTextView(parent);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    return edit;
}

} // namespace

CaptureRequestDetails::CaptureRequestDetails(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_request(captureDetailsEdit(this))
    , m_response(captureDetailsEdit(this))
    , m_segments(new SegmentsModel(this))
    , m_segmentsView(new QTableView(this))
    , m_bar(new TokenBar(this))
    , m_transport(new TransportView(this))
{
    setObjectName(QStringLiteral("captureRequestDetails"));
    m_title->setWordWrap(true);
    m_segmentsView->setModel(m_segments);
    m_segmentsView->verticalHeader()->hide();
    m_segmentsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_segmentsView->horizontalHeader()->setStretchLastSection(true);
    auto *segments = new QWidget(this);
    auto *segmentsLayout = new QVBoxLayout(segments);
    segmentsLayout->setContentsMargins(0, 0, 0, 0);
    segmentsLayout->addWidget(m_bar);
    segmentsLayout->addWidget(m_segmentsView, 1);
    m_tabs->addTab(m_request, tr("Request"));
    m_tabs->addTab(m_response, tr("Response"));
    m_tabs->addTab(segments, tr("Segments"));
    m_transport->setNote(tr("Request headers as the client sent them; the endpoint forwards them unchanged but for "
                            "Host and the hop-by-hop ones. Credential values are never recorded: they read "
                            "[REDACTED]."));
    m_tabs->addTab(m_transport, tr("Transport"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_tabs, 1);
    showRecord(nullptr, 0);
}

void CaptureRequestDetails::showRecord(const sw::RequestRecord *record, int number)
{
    m_number = record ? number : 0;
    if (!record) {
        m_title->setText(number > 0
                ? tr("Request %1 is still running or being read; it shows here once it is.").arg(number)
                : tr("Select a request to see what the client sent and received."));
        m_request->clearText();
        m_response->clearText();
        m_segments->setSegments({});
        m_bar->setValues({}, {}, -1, -1);
        m_transport->setRequest(nullptr, false);
        return;
    }
    m_title->setText(tr("Request %1: %2 bytes sent, %Ln token(s).", nullptr, record->tokens)
                         .arg(number)
                         .arg(QLocale().toString(record->body.size())));
    m_request->setText(captureDetailsText(record->body));
    if (!record->response.rawBody.isEmpty())
        m_response->setText(captureDetailsText(record->response.rawBody));
    else
        m_response->setText(record->failed ? noticeText(record->error.describe()) : QString());
    m_segments->setSegments(record->segments, record->body);
    m_segmentsView->resizeColumnsToContents();
    const int cached = record->usage.isValid() ? record->usage.reportedCachedTokens() : -1;
    m_bar->setValues(
        tokensByCategory(record->segments), sharedTokensByCategory(*record), record->sharedPrefixTokens, cached);
    m_transport->setRequest(record, false);
}

QString CaptureRequestDetails::title() const
{
    return m_title->text();
}

QString CaptureRequestDetails::requestText() const
{
    return m_request->text();
}

} // namespace sw::ui
