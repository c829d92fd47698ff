// RequestInspector: layout, selection following, and the detail tabs of one request.
#include "requestinspector.h"

#include "inspector/longlinetextview.h"

#include "agent/agentloop.h"
#include "inspector/requestdiff.h"
#include "inspector/requestsmodel.h"
#include "inspector/segmentlabeltext.h"
#include "inspector/segmentsmodel.h"
#include "inspector/skilltimelinemodel.h"
#include "inspector/tokenbar.h"
#include "inspector/transportmodel.h"
#include "inspector/transportview.h"
#include "promptcacheview.h"
#include "provider/openaiprovider.h"
#include "provider/providertokens.h"
#include "provider/secrets.h"
#include "session/loadingtimeline.h"
#include "theme/columnfit.h"
#include "theme/splitterproportions.h"
#include "wire/wirejson.h"

#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QFontDatabase>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

namespace {

// A body: exact text, long lines shown broken (LongLineTextView), wrapped to the width.
LongLineTextView *bodyView(QWidget *parent)
{
    auto *view = new LongLineTextView(parent);
    view->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

QTableView *tableView(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->verticalHeader()->hide();
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}

QToolButton *toggle(const QString &text, const QString &tip, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setCheckable(true);
    b->setAutoRaise(true);
    return b;
}

// Secrets in `text` (the given keys, Bearer tokens, sk-... keys): how many a save or export replaces.
qsizetype secretsIn(const QString &text, const QStringList &secrets)
{
    return sw::redactSecrets(text, secrets).count(sw::kRedacted) - text.count(sw::kRedacted);
}

} // namespace

RequestInspector::RequestInspector(QWidget *parent)
    : QWidget(parent)
    , m_requests(new RequestsModel(this))
    , m_segments(new SegmentsModel(this))
    , m_timelineModel(new SkillTimelineModel(this))
    , m_timeline(tableView(m_requests, this))
    , m_tabs(new QTabWidget(this))
    , m_title(new QLabel(this))
    , m_resendButton(new QToolButton(this))
    , m_prettyButton(toggle(tr("Pretty"), tr("The exact bytes re-indented; keys stay in wire order"), this))
    , m_rawButton(toggle(tr("Raw"), tr("The exact bytes as they went over the wire"), this))
    , m_requestNote(new QLabel(this))
    , m_redaction(new QLabel(this))
    , m_request(bodyView(this)) // long strings wrap, pretty or raw
    , m_response(bodyView(this))
    , m_transport(new TransportView(this))
    , m_bar(new TokenBar(this))
    , m_segmentsView(tableView(m_segments, this))
    , m_diff(new QTextBrowser(this))
    , m_loading(tableView(m_timelineModel, this))
    , m_story(new QLabel(this))
    , m_copyAction(new QAction(tr("Copy JSON"), this))
    , m_resendAction(new QAction(tr("Re-send Request"), this))
    , m_cache(new PromptCacheView(this))
{
    m_timeline->setSelectionMode(QAbstractItemView::SingleSelection);
    m_timeline->setAlternatingRowColors(true);
    // The request number, its tokens and its status always in view, whole: in a narrow pane (the Trigger Lab's
    // Requests tab) the profile and the time give way first, then the provider's figures (the status was
    // off-screen behind them).
    setKeyColumns(m_timeline, { RequestsModel::IndexColumn, RequestsModel::TokensColumn, RequestsModel::StatusColumn });
    // The outcome ("skill_load data-report", an error) is free text: it elides before Status leaves the view.
    new ColumnFit(m_timeline,
        { RequestsModel::ProfileColumn, RequestsModel::TimeColumn, RequestsModel::ProviderTokensColumn,
            RequestsModel::SharedPrefixColumn, RequestsModel::CachedColumn },
        RequestsModel::OutcomeColumn);
    m_timeline->setContextMenuPolicy(Qt::CustomContextMenu);
    // Header and three rows stay visible however short the window is.
    m_timeline->setMinimumHeight(m_timeline->horizontalHeader()->sizeHint().height()
        + 3 * m_timeline->verticalHeader()->defaultSectionSize() + 2 * m_timeline->frameWidth()
        + m_timeline->horizontalScrollBar()->sizeHint().height());

    // Request: the body as sent, pretty (wire order) or raw; Copy JSON copies the wire bytes.
    m_copyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_copyAction->setToolTip(tr("Copy the exact request body, byte for byte (Ctrl+Shift+C)"));
    m_resendAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_resendAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_resendAction->setToolTip(
        tr("Send this request again against the current skills, as a branch shown beside the original (Ctrl+Shift+R)"));
    addAction(m_copyAction);
    addAction(m_resendAction);
    m_resendButton->setDefaultAction(m_resendAction);
    m_resendButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *copy = new QToolButton(this);
    copy->setDefaultAction(m_copyAction);
    auto *mode = new QButtonGroup(this);
    mode->addButton(m_prettyButton);
    mode->addButton(m_rawButton);
    m_prettyButton->setChecked(true);
    m_requestNote->setObjectName(QStringLiteral("requestNote"));
    m_requestNote->setWordWrap(true); // a narrow inspector wraps it instead of widening the window
    m_redaction->setWordWrap(true);
    m_redaction->setStyleSheet(QStringLiteral("QLabel { background:#fef3c7; color:#78350f; padding:4px; }"));
    m_redaction->hide();
    auto *requestPage = new QWidget(this);
    auto *requestBar = new QHBoxLayout;
    requestBar->addWidget(m_prettyButton);
    requestBar->addWidget(m_rawButton);
    requestBar->addWidget(m_requestNote, 1);
    requestBar->addWidget(copy);
    auto *requestLayout = new QVBoxLayout(requestPage);
    requestLayout->setContentsMargins(0, 4, 0, 0);
    requestLayout->addLayout(requestBar);
    requestLayout->addWidget(m_redaction);
    m_request->setObjectName(QStringLiteral("requestJson"));
    requestLayout->addWidget(m_request, 1);
    connect(m_request, &LongLineTextView::textShown, this, &RequestInspector::updateRequestNoteTip);

    auto *segmentsPage = new QWidget(this);
    auto *segmentsLayout = new QVBoxLayout(segmentsPage);
    segmentsLayout->setContentsMargins(0, 4, 0, 0);
    segmentsLayout->addWidget(m_bar);
    segmentsLayout->addWidget(m_cache);
    segmentsLayout->addWidget(m_segmentsView, 1);
    // Category, segment and tokens whole; the skill, the bytes and the message number give way when narrow.
    setKeyColumns(
        m_segmentsView, { SegmentsModel::CategoryColumn, SegmentsModel::LabelColumn, SegmentsModel::TokensColumn });
    new ColumnFit(
        m_segmentsView, { SegmentsModel::BytesColumn, SegmentsModel::MessageColumn, SegmentsModel::SkillColumn });

    m_diff->setOpenLinks(false);
    m_loading->setSelectionMode(QAbstractItemView::SingleSelection);
    setKeyColumns(m_loading, { SkillTimelineModel::SkillColumn });
    // The skill and when it was cleared whole (the last column, "Cleared", was cut even at 1920 pixels); the long
    // "Loaded by" story elides, and the yes/no columns give way first when narrow (presentation mode at 1366).
    new ColumnFit(m_loading,
        { SkillTimelineModel::OfferedColumn, SkillTimelineModel::CatalogColumn, SkillTimelineModel::DocsColumn,
            SkillTimelineModel::MaterialisedColumn },
        SkillTimelineModel::LoadedColumn);
    m_story->setWordWrap(true);
    m_story->setTextFormat(Qt::RichText);
    m_story->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_story->setContentsMargins(4, 4, 4, 4);
    auto *loadingPage = new QWidget(this);
    auto *loadingLayout = new QVBoxLayout(loadingPage);
    loadingLayout->setContentsMargins(0, 4, 0, 0);
    loadingLayout->addWidget(m_loading, 1);
    loadingLayout->addWidget(m_story);
    connect(m_loading->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { m_story->setText(m_timelineModel->story(current.row())); });

    m_tabs->addTab(requestPage, tr("Request JSON"));
    m_tabs->addTab(m_response, tr("Response"));
    m_tabs->addTab(m_transport, tr("Transport"));
    m_tabs->addTab(segmentsPage, tr("Segments"));
    m_tabs->addTab(m_diff, tr("Diff"));
    m_tabs->addTab(loadingPage, tr("Skill loading"));
    m_tabs->setCurrentIndex(SegmentsTab);

    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    auto *titleBar = new QHBoxLayout;
    titleBar->addWidget(m_title, 1);
    titleBar->addWidget(m_resendButton, 0, Qt::AlignTop);
    auto *details = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addLayout(titleBar);
    detailsLayout->addWidget(m_tabs, 1);

    m_split = new QSplitter(Qt::Vertical, this);
    m_split->setChildrenCollapsible(false);
    m_split->addWidget(m_timeline);
    m_split->addWidget(details);
    // The requests get a third of the height at every size (their size hint was three rows, even at 1920x1080).
    keepProportions(m_split, { 32, 68 });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_split);

    connect(m_copyAction, &QAction::triggered, this, &RequestInspector::copyRequest);
    connect(m_resendAction, &QAction::triggered, this, [this] { resendRequest(m_current); });
    connect(m_prettyButton, &QToolButton::toggled, this, [this] { showBody(); });
    connect(m_timeline, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QModelIndex idx = m_timeline->indexAt(at);
        if (!idx.isValid())
            return;
        selectRequest(idx.row());
        QMenu menu(this);
        menu.addAction(m_resendAction);
        menu.addAction(m_copyAction);
        menu.exec(m_timeline->viewport()->mapToGlobal(at));
    });
    connect(m_requests, &QAbstractItemModel::rowsInserted, this, &RequestInspector::onRowsInserted);
    connect(m_requests, &QAbstractItemModel::modelReset, this, [this] {
        m_current = -1;
        m_bodyShown = -1;
        if (m_requests->rowCount() > 0)
            selectRequest(m_requests->rowCount() - 1);
        else
            clearDetails();
    });
    connect(m_requests, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &a, const QModelIndex &b) {
        if (a.column() == RequestsModel::StatusColumn && b.column() == RequestsModel::StatusColumn)
            showLive(a.row()); // live progress of the request in flight: only what it changes
        else
            onDataChanged(a.row(), b.row());
    });
    connect(m_segmentsView, &QAbstractItemView::activated, this,
        [this](const QModelIndex &index) { openSegment(index.row()); });
    connect(m_timeline->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RequestInspector::onSelection);
    clearDetails();
}

void RequestInspector::setRequestsBeside(bool beside)
{
    const Qt::Orientation orientation = beside ? Qt::Horizontal : Qt::Vertical;
    if (m_split->orientation() == orientation)
        return;
    m_split->setOrientation(orientation);
    // Beside, the details keep the width their six tabs need.
    keepProportions(m_split, beside ? QList<int> { 30, 70 } : QList<int> { 32, 68 });
}

bool RequestInspector::requestsBeside() const
{
    return m_split->orientation() == Qt::Horizontal;
}

void RequestInspector::setLoop(sw::AgentLoop *loop)
{
    m_secrets = loop ? loop->config().secrets : QStringList();
    m_follow = true;
    m_requests->setLoop(loop);
    if (loop)
        connect(loop, &sw::AgentLoop::runningChanged, this, &RequestInspector::updateActions, Qt::UniqueConnection);
    updateActions();
    updateTokenCounter();
}

void RequestInspector::setProviderCountsEnabled(bool enabled)
{
    if (m_countsEnabled == enabled)
        return;
    m_countsEnabled = enabled;
    updateTokenCounter();
}

void RequestInspector::updateTokenCounter()
{
    delete m_counter;
    m_counter = nullptr;
    QString reason;
    const sw::AgentLoop *loop = m_requests->loop();
    const auto *http = loop ? qobject_cast<const sw::OpenAiChatProvider *>(loop->provider()) : nullptr;
    if (!m_countsEnabled) {
        reason = tr("Off: turn on “Ask Anthropic for Claude's own token counts” in Preferences → Model provider.");
    } else if (!http || http->config().api != sw::WireApi::AnthropicMessages) {
        reason = tr("Claude's own count is available for an Anthropic provider with a key.");
    } else {
        sw::ProviderTokenCounter::Config c;
        c.baseUrl = http->config().baseUrl;
        c.apiKey = http->config().apiKey;
        c.model = http->config().model;
        c.headers = http->config().headers;
        reason = sw::ProviderTokenCounter::unusableReason(c);
        if (reason.isEmpty())
            m_counter = new sw::ProviderTokenCounter(c, this);
    }
    m_cache->setTokenCounter(m_counter, reason);
}

void RequestInspector::selectRequest(int row)
{
    if (row < 0 || row >= m_requests->rowCount())
        return;
    m_timeline->selectRow(row); // onSelection shows it when the selection moved
    m_timeline->scrollTo(m_requests->index(row, 0));
    if (m_current != row)
        showRequest(row);
}

void RequestInspector::onRowsInserted()
{
    if (m_follow || m_current < 0)
        selectRequest(m_requests->rowCount() - 1);
}

void RequestInspector::onDataChanged(int first, int last)
{
    if (m_current >= first && m_current <= last)
        showRequest(m_current);
}

void RequestInspector::onSelection()
{
    const QModelIndexList rows = m_timeline->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const int row = rows.first().row();
    m_follow = row == m_requests->rowCount() - 1;
    if (row != m_current)
        showRequest(row);
}

void RequestInspector::clearDetails()
{
    m_current = -1;
    m_bodyShown = -1;
    m_title->setText(tr("No request yet: send a message or play a replay."));
    m_request->clearText();
    m_requestNote->clear();
    m_redaction->hide();
    m_response->clearText();
    m_transport->setRequest(nullptr, false);
    m_segments->setSegments({});
    m_bar->setValues({}, {}, -1, -1);
    m_cache->setRecord(nullptr, nullptr);
    m_diff->clear();
    m_timelineModel->setTimeline({});
    m_story->clear();
    m_tabs->setTabText(LoadingTab, tr("Skill loading"));
    updateActions();
}

void RequestInspector::updateActions()
{
    const sw::AgentLoop *loop = m_requests->loop();
    const bool have = m_requests->record(m_current) != nullptr;
    m_copyAction->setEnabled(have);
    m_resendAction->setEnabled(have && loop && !loop->isRunning() && !m_rereading);
    if (m_rereading)
        m_resendAction->setText(tr("Reading the skills…"));
    else
        m_resendAction->setText(have ? tr("Re-send Request %1").arg(m_current + 1) : tr("Re-send Request"));
}

void RequestInspector::showBody()
{
    const sw::RequestRecord *r = m_requests->record(m_current);
    if (!r)
        return;
    const bool raw = m_rawButton->isChecked();
    m_request->setLineWrapMode(QPlainTextEdit::WidgetWidth); // pretty too: a long string (a skill body) wraps
    if (raw) {
        m_request->setText(QString::fromUtf8(r->body));
    } else {
        const sw::WireJsonResult pretty = sw::prettyWireJson(r->body);
        m_request->setText(QString::fromUtf8(pretty.text));
    }
    m_requestNote->setText(raw
            ? tr("The exact %Ln byte(s) sent.", nullptr, int(r->body.size()))
            : tr("The exact bytes sent, re-indented; keys in wire order. The API key is never in the body."));
    updateRequestNoteTip();
    const qsizetype secrets = secretsIn(QString::fromUtf8(r->body), m_secrets);
    m_redaction->setVisible(secrets > 0);
    if (secrets > 0)
        m_redaction->setText(tr("This body contains %n secret(s) (an API key, a Bearer token or an sk-… key), shown "
                                "here as sent. Saved sessions and exports replace them with [REDACTED].",
            nullptr, int(secrets)));
    m_bodyShown = m_current;
}

void RequestInspector::updateRequestNoteTip()
{
    // A long body is made ready on a worker: its breaks are known once it is shown (textShown calls this again).
    m_requestNote->setToolTip(m_request->brokenLines() > 0
            ? tr(
                "Lines over 2,000 characters are shown broken after their \\n escapes, so only what is in view is laid "
                "out; a copy of the text is exact.")
            : QString());
}

void RequestInspector::showRequest(int row)
{
    const sw::RequestRecord *r = m_requests->record(row);
    if (!r) {
        clearDetails();
        return;
    }
    const bool changed = row != m_current;
    m_current = row;
    const QLocale locale;
    QString title = tr("Request %1 · turn %2, step %3 · %4 · %5 · %6%7 tokens")
                        .arg(r->index + 1)
                        .arg(r->turn + 1)
                        .arg(r->step + 1)
                        .arg(r->model, sw::wireApiName(r->api), r->tokensExact ? QString() : QStringLiteral("≈"))
                        .arg(locale.toString(r->tokens));
    if (r->branchOf >= 0)
        title += QStringLiteral(" · ") + tr("re-send of request %1 against the current skills").arg(r->branchOf + 1);
    m_title->setText(title);
    if (changed || m_bodyShown != row) {
        showBody();
        m_segments->setSegments(r->segments, r->body);
    }
    showLive(row);
    const sw::AgentLoop *loop = m_requests->loop();
    const int cached = r->usage.isValid() && !r->usage.estimated ? r->usage.reportedCachedTokens() : -1;
    m_bar->setValues(tokensByCategory(r->segments), sharedTokensByCategory(*r), r->sharedPrefixTokens, cached);
    if (changed || r->finished || r->failed)
        m_cache->setRecord(r, comparedRequest());
    m_diff->setHtml(diffHtml());

    const sw::LoadingTimeline timeline = sw::loadingTimeline(loop->session(), row);
    m_timelineModel->setTimeline(timeline);
    if (m_timelineModel->rowCount() > 0)
        m_loading->setCurrentIndex(m_timelineModel->index(0, 0));
    m_story->setText(m_timelineModel->story(0));
    m_tabs->setTabText(LoadingTab, tr("Skill loading (%n)", nullptr, timeline.loadedCount()));
    updateActions();
}

void RequestInspector::openSegment(int row)
{
    const sw::RequestRecord *r = m_requests->record(m_current);
    if (!r || row < 0 || row >= r->segments.size())
        return;
    const sw::RequestSegment &s = r->segments.at(row);
    if (s.byteStart < 0 || s.byteStart + s.byteLength > r->body.size())
        return;
    setShowRawRequest(true);
    // Byte offsets into the body -> character positions of the raw text (UTF-8 decoded).
    const qsizetype from = QString::fromUtf8(QByteArrayView(r->body).first(s.byteStart)).size();
    const qsizetype length = QString::fromUtf8(QByteArrayView(r->body).sliced(s.byteStart, s.byteLength)).size();
    m_request->selectExact(from, length);
    m_requestNote->setText(tr("Segment “%1”: bytes %2–%3 (%4 bytes, %5 tokens), selected.")
                               .arg(segmentLabelText(s.label))
                               .arg(s.byteStart)
                               .arg(s.byteStart + s.byteLength)
                               .arg(s.byteLength)
                               .arg(s.tokens));
    m_tabs->setCurrentIndex(RequestTab);
}

QString RequestInspector::loadingStory() const
{
    return m_story->text();
}

QString RequestInspector::requestText() const
{
    return m_request->text();
}

QString RequestInspector::responseText() const
{
    return m_response->text();
}

QString RequestInspector::redactionNote() const
{
    return m_redaction->isHidden() ? QString() : m_redaction->text();
}

bool RequestInspector::showsRawRequest() const
{
    return m_rawButton->isChecked();
}

void RequestInspector::setShowRawRequest(bool raw)
{
    (raw ? m_rawButton : m_prettyButton)->setChecked(true);
}

const sw::RequestRecord *RequestInspector::comparedRequest() const
{
    const sw::RequestRecord *r = m_requests->record(m_current);
    if (!r)
        return nullptr;
    if (r->branchOf >= 0) // a re-send is compared with its original
        return m_requests->record(r->branchOf);
    // The previous request of the conversation (re-sent branches are beside it, not before it).
    for (int i = m_current - 1; i >= 0; --i) {
        if (const sw::RequestRecord *p = m_requests->record(i); p && p->branchOf < 0)
            return p;
    }
    return nullptr;
}

QString RequestInspector::diffHtml() const
{
    const sw::RequestRecord *r = m_requests->record(m_current);
    if (!r)
        return {};
    if (r->branchOf >= 0) { // a re-send: beside its original, request and answer
        const sw::RequestRecord *original = comparedRequest();
        return original ? requestDiffHtml(original, *r) + resentAnswersHtml(*original, *r) : QString();
    }
    const sw::RequestRecord *previous = comparedRequest();
    QString html = requestDiffHtml(previous, *r);
    QStringList branches;
    for (int i = m_current + 1; i < m_requests->rowCount(); ++i) {
        if (const sw::RequestRecord *b = m_requests->record(i); b && b->branchOf == r->index)
            branches << QString::number(b->index + 1);
    }
    if (!branches.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Re-sent as request %1: select it to see both side by side.")
                             .arg(branches.join(QStringLiteral(", "))));
    return html;
}

void RequestInspector::resendRequest(int row)
{
    sw::AgentLoop *loop = m_requests->loop();
    if (!loop || !m_requests->record(row) || loop->isRunning() || m_rereading)
        return;
    m_rereading = true;
    updateActions();
    auto *watcher = new QFutureWatcher<sw::SkillSnapshotPtr>(this);
    const QPointer<sw::AgentLoop> target = loop;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, target, row] {
        watcher->deleteLater();
        m_rereading = false;
        QString error;
        if (!target || target != m_requests->loop())
            error = tr("The session changed while the skills were read; nothing was sent.");
        else if (!target->resendRequest(row, watcher->result(), &error))
            error = tr("Request %1 could not be re-sent: %2").arg(row + 1).arg(error);
        updateActions();
        if (error.isEmpty()) {
            m_follow = true;
            selectRequest(m_requests->rowCount() - 1);
            m_tabs->setCurrentIndex(DiffTab);
            return;
        }
        Q_EMIT resendFailed(error);
        if (isVisible())
            QMessageBox::warning(this, tr("Re-send Request"), error);
    });
    watcher->setFuture(
        QtConcurrent::run([skills = loop->config().skills] { return sw::SkillSnapshot::reread(skills); }));
}

void RequestInspector::copyRequest()
{
    const sw::RequestRecord *r = m_requests->record(m_current);
    if (!r)
        return;
    QApplication::clipboard()->setText(QString::fromUtf8(r->body)); // the wire bytes, exactly
    const QString message
        = tr("Copied request %1: its %Ln byte(s), exactly as sent.", nullptr, int(r->body.size())).arg(r->index + 1);
    m_requestNote->setText(message);
    Q_EMIT copied(message);
}

} // namespace sw::ui
