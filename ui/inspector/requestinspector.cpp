// RequestInspector: layout, selection following, and the detail tabs of one request.
#include "requestinspector.h"

#include "agent/agentloop.h"
#include "agent/secrets.h"
#include "inspector/requestdiff.h"
#include "inspector/requestsmodel.h"
#include "inspector/segmentsmodel.h"
#include "inspector/tokenbar.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace sw::ui {

namespace {

QPlainTextEdit *codeEdit(QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    edit->setFont(mono);
    return edit;
}

QString prettyBody(const QByteArray &body)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    return doc.isNull() ? QString::fromUtf8(body) : QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

} // namespace

RequestInspector::RequestInspector(QWidget *parent)
    : QWidget(parent)
    , m_requests(new RequestsModel(this))
    , m_segments(new SegmentsModel(this))
    , m_timeline(new QTableView(this))
    , m_tabs(new QTabWidget(this))
    , m_title(new QLabel(this))
    , m_request(codeEdit(this))
    , m_response(codeEdit(this))
    , m_bar(new TokenBar(this))
    , m_segmentsView(new QTableView(this))
    , m_diff(new QTextBrowser(this))
    , m_loaded(new QTableWidget(0, 6, this))
{
    m_timeline->setModel(m_requests);
    m_timeline->verticalHeader()->hide();
    m_timeline->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_timeline->setSelectionMode(QAbstractItemView::SingleSelection);
    m_timeline->horizontalHeader()->setStretchLastSection(true);
    m_timeline->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_timeline->setAlternatingRowColors(true);

    auto *requestPage = new QWidget(this);
    auto *copy = new QPushButton(tr("Copy JSON"), requestPage);
    copy->setToolTip(tr("Copy the exact request body (secrets redacted)"));
    auto *requestBar = new QHBoxLayout;
    auto *requestNote = new QLabel(
        tr("Exact JSON sent, pretty-printed; API keys are never part of it and secrets are redacted."), requestPage);
    requestNote->setWordWrap(true); // a narrow inspector wraps it instead of widening the window
    requestBar->addWidget(requestNote, 1);
    requestBar->addWidget(copy);
    auto *requestLayout = new QVBoxLayout(requestPage);
    requestLayout->setContentsMargins(0, 4, 0, 0);
    requestLayout->addLayout(requestBar);
    requestLayout->addWidget(m_request, 1);

    m_segmentsView->setModel(m_segments);
    m_segmentsView->verticalHeader()->hide();
    m_segmentsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_segmentsView->horizontalHeader()->setStretchLastSection(true);
    m_segmentsView->setWordWrap(false);
    auto *segmentsPage = new QWidget(this);
    auto *segmentsLayout = new QVBoxLayout(segmentsPage);
    segmentsLayout->setContentsMargins(0, 4, 0, 0);
    segmentsLayout->addWidget(m_bar);
    segmentsLayout->addWidget(m_segmentsView, 1);

    m_diff->setOpenLinks(false);
    m_loaded->setHorizontalHeaderLabels(
        { tr("Skill"), tr("Why loaded"), tr("State key"), tr("Docs"), tr("Placement"), tr("Cleared by") });
    m_loaded->verticalHeader()->hide();
    m_loaded->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_loaded->horizontalHeader()->setStretchLastSection(true);
    m_loaded->setWordWrap(false);

    m_tabs->addTab(requestPage, tr("Request JSON"));
    m_tabs->addTab(m_response, tr("Response"));
    m_tabs->addTab(segmentsPage, tr("Segments"));
    m_tabs->addTab(m_diff, tr("Diff vs previous"));
    m_tabs->addTab(m_loaded, tr("Loaded skills"));
    m_tabs->setCurrentIndex(SegmentsTab);

    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    auto *details = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_title);
    detailsLayout->addWidget(m_tabs, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_timeline);
    splitter->addWidget(details);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(copy, &QPushButton::clicked, this, &RequestInspector::copyRequest);
    connect(m_requests, &QAbstractItemModel::rowsInserted, this, &RequestInspector::onRowsInserted);
    connect(m_requests, &QAbstractItemModel::modelReset, this, [this] {
        m_current = -1;
        if (m_requests->rowCount() > 0)
            selectRequest(m_requests->rowCount() - 1);
        else
            clearDetails();
    });
    connect(m_requests, &QAbstractItemModel::dataChanged, this,
        [this](const QModelIndex &a, const QModelIndex &b) { onDataChanged(a.row(), b.row()); });
    connect(m_timeline->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RequestInspector::onSelection);
    clearDetails();
}

void RequestInspector::setLoop(sw::AgentLoop *loop)
{
    m_secrets = loop ? loop->config().secrets : QStringList();
    m_follow = true;
    m_requests->setLoop(loop);
}

void RequestInspector::selectRequest(int row)
{
    if (row < 0 || row >= m_requests->rowCount())
        return;
    m_timeline->selectRow(row);
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
    m_title->setText(tr("No request yet: send a message or play a replay."));
    m_request->clear();
    m_response->clear();
    m_segments->setSegments({});
    m_bar->setValues({}, -1, -1);
    m_diff->clear();
    m_loaded->setRowCount(0);
}

QString RequestInspector::describeResponse(const sw::RequestRecord &r) const
{
    QStringList out;
    if (r.failed)
        out << tr("Error: %1").arg(r.error.describe()) << QString();
    if (!r.finished && !r.failed)
        out << tr("Waiting for the response…");
    const sw::ChatUsage &u = r.usage;
    if (r.finished) {
        out << tr("Finish reason: %1").arg(r.response.finishReason.isEmpty() ? tr("(none)") : r.response.finishReason);
        out << (u.estimated ? tr("Usage (workbench estimate, the provider reported none): prompt %1, completion %2")
                                  .arg(u.promptTokens)
                                  .arg(u.completionTokens)
                            : tr("Usage (provider): prompt %1, completion %2, cached %3")
                                  .arg(u.promptTokens)
                                  .arg(u.completionTokens)
                                  .arg(u.reportedCachedTokens() >= 0 ? QString::number(u.reportedCachedTokens())
                                                                     : tr("not reported")));
        out << tr("Duration: %1 ms, attempts: %2").arg(r.durationMs).arg(r.attempts) << QString();
        if (!r.response.reasoning.isEmpty())
            out << tr("Reasoning:") << r.response.reasoning << QString();
        if (!r.response.text.isEmpty())
            out << tr("Text:") << r.response.text << QString();
        for (const sw::ToolCall &c : r.response.toolCalls)
            out << tr("Tool call %1: %2 %3").arg(c.id, c.name, c.arguments);
        if (!r.response.rawBody.isEmpty())
            out << QString() << tr("Raw response:") << QString::fromUtf8(r.response.rawBody);
    }
    return sw::redactSecrets(out.join(QLatin1Char('\n')), m_secrets);
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
    m_title->setText(tr("Request %1 · turn %2, step %3 · %4 · %5%6 tokens")
                         .arg(r->index + 1)
                         .arg(r->turn + 1)
                         .arg(r->step + 1)
                         .arg(r->model, r->tokensExact ? QString() : QStringLiteral("≈"))
                         .arg(locale.toString(r->tokens)));
    if (changed) {
        m_request->setPlainText(sw::redactSecrets(prettyBody(r->body), m_secrets));
        m_segments->setSegments(r->segments);
        m_segmentsView->resizeColumnsToContents();
    }
    m_response->setPlainText(describeResponse(*r));
    const int cached = r->usage.isValid() && !r->usage.estimated ? r->usage.reportedCachedTokens() : -1;
    m_bar->setValues(tokensByCategory(r->segments), r->sharedPrefixTokens, cached);
    const sw::RequestRecord *previous = m_requests->record(row - 1);
    m_diff->setHtml(requestDiffHtml(previous, *r, m_secrets));

    // Loaded skills: why (the load), and what removed the loaded key after this request, if anything.
    const sw::AgentLoop *loop = m_requests->loop();
    m_loaded->setRowCount(int(r->loaded.size()));
    for (int i = 0; i < r->loaded.size(); ++i) {
        const sw::LoadedSkillInfo &l = r->loaded.at(i);
        QString cleared;
        bool after = false;
        for (const sw::TranscriptEvent &e : loop->session().events) {
            if (e.kind == sw::TranscriptEvent::Kind::Assistant && e.requestIndex == r->index)
                after = true;
            if (!after || e.kind != sw::TranscriptEvent::Kind::StateDelta)
                continue;
            for (const sw::StateChange &c : e.delta) {
                if (c.key == l.stateKey && !c.value && cleared.isEmpty())
                    cleared = e.reason;
            }
        }
        if (cleared.isEmpty())
            cleared = tr("still loaded (load mode %1)").arg(sw::loadModeName(loop->config().profile.loadMode));
        const QStringList cells = { l.skill, l.reason, l.stateKey, l.docsValue.isEmpty() ? tr("(none)") : l.docsValue,
            l.placement, cleared };
        for (int c = 0; c < cells.size(); ++c)
            m_loaded->setItem(i, c, new QTableWidgetItem(cells.at(c)));
    }
    m_loaded->resizeColumnsToContents();
    m_tabs->setTabText(LoadedTab, tr("Loaded skills (%1)").arg(r->loaded.size()));
}

QString RequestInspector::requestText() const
{
    return m_request->toPlainText();
}

QString RequestInspector::responseText() const
{
    return m_response->toPlainText();
}

QString RequestInspector::diffHtml() const
{
    const sw::RequestRecord *r = m_requests->record(m_current);
    return r ? requestDiffHtml(m_requests->record(m_current - 1), *r, m_secrets) : QString();
}

void RequestInspector::copyRequest()
{
    if (const sw::RequestRecord *r = m_requests->record(m_current))
        QApplication::clipboard()->setText(sw::redactSecrets(QString::fromUtf8(r->body), m_secrets));
}

} // namespace sw::ui
