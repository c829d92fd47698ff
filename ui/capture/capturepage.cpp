// CapturePage: the recording endpoint, the client lines, a client run, the live Requests table and the skills.
#include "capturepage.h"
#include "theme/splitterproportions.h"

#include "capture/captureanalysis.h"
#include "capture/captureendpoint.h"
#include "captureconnectpanel.h"
#include "capturelaunchpanel.h"
#include "capturerequestdetails.h"
#include "capturerequestsmodel.h"
#include "captureskillspanel.h"
#include "clienteval/clientscript.h"
#include "clients/clienthome.h"
#include "provider/providerpresets.h"
#include "session/sessionexport.h"
#include "settings/filedialogs.h"
#include "settings/providerkeys.h"
#include "settings/providerstatus.h"
#include "theme/theme.h"

#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace sw::ui {

namespace {

// The Upstream choice that needs no provider: the workbench's scripted model answers inside the endpoint.
const QString kScriptedUpstream = QStringLiteral("scripted");

} // namespace

CapturePage::CapturePage(QWidget *parent)
    : QWidget(parent)
    , m_endpoint(new sw::CaptureEndpoint(this))
    , m_preset(new QComboBox(this))
    , m_upstream(new QLineEdit(this))
    , m_listen(new QLineEdit(QStringLiteral("127.0.0.1:0"), this))
    , m_start(new QPushButton(this))
    , m_url(new QLabel(this))
    , m_save(new QPushButton(tr("Save…"), this))
    , m_export(new QPushButton(tr("Export…"), this))
    , m_open(new QPushButton(tr("Open…"), this))
    , m_clear(new QPushButton(tr("Clear"), this))
    , m_state(new QLabel(this))
    , m_message(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_connect(new CaptureConnectPanel(this))
    , m_launch(new CaptureLaunchPanel(this))
    , m_requests(new CaptureRequestsModel(this))
    , m_requestsView(new QTableView(this))
    , m_details(new CaptureRequestDetails(this))
    , m_skills(new CaptureSkillsPanel(this))
    , m_skillsTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("capturePage"));
    m_preset->setObjectName(QStringLiteral("captureUpstreamPreset"));
    m_upstream->setObjectName(QStringLiteral("captureUpstream"));
    m_listen->setObjectName(QStringLiteral("captureListen"));
    m_start->setObjectName(QStringLiteral("captureStart"));
    m_save->setObjectName(QStringLiteral("captureSave"));
    m_export->setObjectName(QStringLiteral("captureExport"));
    m_url->setObjectName(QStringLiteral("captureUrl"));
    m_requestsView->setObjectName(QStringLiteral("captureRequestsView"));
    for (const sw::ProviderPreset &preset : sw::providerPresets())
        m_preset->addItem(
            preset.id == QLatin1String("custom") ? tr("Custom URL") : presetDisplayName(preset.id), preset.id);
    m_preset->addItem(tr("Scripted model (offline, no AI)"), kScriptedUpstream);
    m_preset->setItemData(m_preset->count() - 1,
        tr("No provider, no network, no key: the workbench's script answers every request in the client's own "
           "format. It loads the open skill whose name and description share the most words with the prompt (two at "
           "least, each of four letters or more or a pair of Chinese, Japanese or Korean characters), else answers "
           "plainly. For demos and for trying a client offline."),
        Qt::ToolTipRole);
    m_preset->setToolTip(tr("The provider every request goes on to; its key comes from the keychain or the "
                            "environment when the client runs in an isolated home."));
    m_upstream->setMinimumWidth(220);
    m_upstream->setPlaceholderText(tr("https://host/v1"));
    m_listen->setMaximumWidth(150);
    m_listen->setToolTip(tr("HOST:PORT; port 0 picks a free one. An address other than loopback lets anyone who "
                            "reaches it send requests with your key."));
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setWordWrap(true);
    m_message->hide();

    auto *bar = new QHBoxLayout;
    // Alt+U and Alt+L reach the fields; Ctrl+Return starts or stops the endpoint from anywhere on the page.
    auto *upstreamLabel = new QLabel(tr("&Upstream:"), this);
    upstreamLabel->setBuddy(m_preset);
    auto *listenLabel = new QLabel(tr("&Listen on:"), this);
    listenLabel->setBuddy(m_listen);
    bar->addWidget(upstreamLabel);
    bar->addWidget(m_preset);
    bar->addWidget(m_upstream, 2);
    bar->addWidget(listenLabel);
    bar->addWidget(m_listen);
    bar->addWidget(m_start);
    bar->addWidget(m_url, 1);
    // The capture's state and files beside the tabs (a row of its own would cost the Connect tab its height).
    auto *files = new QWidget(this);
    auto *filesLayout = new QHBoxLayout(files);
    filesLayout->setContentsMargins(0, 0, 0, 2);
    filesLayout->addWidget(m_state);
    filesLayout->addSpacing(12);
    filesLayout->addWidget(m_open);
    filesLayout->addWidget(m_save);
    filesLayout->addWidget(m_export);
    filesLayout->addWidget(m_clear);

    auto *connectTab = new QWidget(this);
    auto *connectLayout = new QVBoxLayout(connectTab);
    auto *linesTitle = new QLabel(tr("Point a client at the endpoint:"), connectTab);
    auto *launchTitle = new QLabel(tr("Or launch a client through it, headless with a prompt:"), connectTab);
    QFont bold = linesTitle->font();
    bold.setBold(true);
    linesTitle->setFont(bold);
    launchTitle->setFont(bold);
    connectLayout->addWidget(linesTitle);
    m_connect->setMinimumHeight(m_connect->minimumSizeHint().height()); // its blocks whole, the output gives way
    connectLayout->addWidget(m_connect);
    connectLayout->addWidget(launchTitle);
    connectLayout->addWidget(m_launch, 1);

    m_requestsView->setModel(m_requests);
    m_requestsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_requestsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_requestsView->verticalHeader()->hide();
    m_requestsView->setWordWrap(false);
    m_requestsView->horizontalHeader()->setStretchLastSection(false);
    m_requestsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_requestsView->horizontalHeader()->setSectionResizeMode(CaptureRequestsModel::PathColumn, QHeaderView::Stretch);
    const QFontMetrics metrics = m_requestsView->fontMetrics();
    const auto width = [&](const QString &sample) { return metrics.horizontalAdvance(sample) + 18; };
    m_requestsView->setColumnWidth(CaptureRequestsModel::NumberColumn, width(QStringLiteral("0000")));
    m_requestsView->setColumnWidth(CaptureRequestsModel::TimeColumn, width(QStringLiteral("00:00:00")));
    m_requestsView->setColumnWidth(CaptureRequestsModel::MethodColumn, width(QStringLiteral("DELETE")));
    m_requestsView->setColumnWidth(CaptureRequestsModel::ClientColumn, width(QStringLiteral("Claude Code 2.1.328")));
    m_requestsView->setColumnWidth(
        CaptureRequestsModel::StatusColumn, width(CaptureRequestsModel::tr("%1 streaming…").arg(200)));
    m_requestsView->setColumnWidth(CaptureRequestsModel::ListingColumn,
        width(CaptureRequestsModel::tr("%n entries", nullptr, 88)
            + CaptureRequestsModel::tr(" (%n the client's own)", nullptr, 88)));
    m_requestsView->setColumnWidth(CaptureRequestsModel::TokensColumn, width(QStringLiteral("000,000")));
    for (const int column : { CaptureRequestsModel::NumberColumn, CaptureRequestsModel::TimeColumn,
             CaptureRequestsModel::MethodColumn, CaptureRequestsModel::ClientColumn, CaptureRequestsModel::TokensColumn,
             CaptureRequestsModel::FirstByteColumn, CaptureRequestsModel::TotalColumn })
        m_requestsView->setColumnWidth(column,
            std::max(m_requestsView->columnWidth(column),
                width(m_requests->headerData(column, Qt::Horizontal).toString()) + 8));
    auto *requestsSplit = new QSplitter(Qt::Vertical, this);
    requestsSplit->addWidget(m_requestsView);
    requestsSplit->addWidget(m_details);
    // Two fifths for the table at every size until the user drags the handle: by the panes' size hints the table got
    // five rows and the (empty) details the rest of a 1920x1080 window.
    keepProportions(requestsSplit, { 40, 60 });

    // In a scroll area: where the window is too short for the blocks, the six lines of output and the launcher
    // (1366x768 in zh_CN with the scripted model's line above the tabs), the tab scrolls instead of laying its parts
    // over each other.
    auto *connectScroll = new QScrollArea(this);
    connectScroll->setObjectName(QStringLiteral("captureConnectScroll"));
    connectScroll->setWidgetResizable(true);
    connectScroll->setFrameShape(QFrame::NoFrame);
    connectScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connectScroll->setWidget(connectTab);
    m_tabs->addTab(connectScroll, tr("Connect"));
    m_tabs->addTab(requestsSplit, tr("Requests"));
    m_tabs->addTab(m_skills, tr("Skills"));
    m_tabs->setCornerWidget(files, Qt::TopRightCorner);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 4);
    layout->addLayout(bar);
    layout->addWidget(m_message);
    layout->addWidget(m_tabs, 1);

    m_skillsTimer->setSingleShot(true);
    m_skillsTimer->setInterval(150);
    connect(m_skillsTimer, &QTimer::timeout, this, [this] {
        // A client that sends its first listing after another's is the one the user just ran: its verdicts show.
        const qsizetype choices = m_analysis->listingChoices().size();
        if (choices > m_followedChoices) {
            m_followedChoices = choices;
            if (choices > 1 && m_analysis->listingRequest() != m_analysis->listingChoices().last().request) {
                m_analysis->selectListing(m_analysis->listingChoices().last().request);
                return; // shown when the analysis has re-read the verdicts
            }
        }
        m_skills->showAnalysis(m_analysis);
    });
    connect(m_skills, &CaptureSkillsPanel::listingChosen, this,
        [this](int request) { m_analysis->selectListing(request); });
    // A click on the loads' strip shows that exchange.
    connect(m_skills, &CaptureSkillsPanel::exchangeActivated, this, [this](int number) {
        const int row = m_requests->rowOfNumber(number);
        if (row < 0)
            return;
        m_tabs->setCurrentIndex(RequestsTab);
        m_requestsView->selectRow(row);
        m_requestsView->scrollTo(m_requests->index(row, 0));
    });
    connect(m_preset, &QComboBox::currentIndexChanged, this, &CapturePage::onPreset);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &CapturePage::upstreamSummaryChanged);
    connect(m_upstream, &QLineEdit::textChanged, this, &CapturePage::upstreamSummaryChanged);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (isRunning())
            stopEndpoint();
        else
            startEndpoint();
    });
    auto *startShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    startShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(startShortcut, &QShortcut::activated, m_start, [this] {
        if (m_start->isEnabled())
            m_start->click();
    });
    connect(m_listen, &QLineEdit::returnPressed, m_start, [this] {
        if (!isRunning())
            startEndpoint();
    });
    connect(m_upstream, &QLineEdit::returnPressed, m_start, [this] {
        if (!isRunning())
            startEndpoint();
    });
    connect(m_save, &QPushButton::clicked, this, &CapturePage::chooseSave);
    connect(m_export, &QPushButton::clicked, this, &CapturePage::chooseExport);
    connect(m_open, &QPushButton::clicked, this, &CapturePage::chooseOpen);
    connect(m_clear, &QPushButton::clicked, this, &CapturePage::clearCapture);
    connect(m_endpoint, &sw::CaptureEndpoint::exchangeStarted, this, &CapturePage::onExchangeStarted);
    connect(m_endpoint, &sw::CaptureEndpoint::exchangeResponded, m_requests, &CaptureRequestsModel::setResponded);
    connect(m_endpoint, &sw::CaptureEndpoint::exchangeFinished, this, &CapturePage::onExchangeFinished);
    connect(m_endpoint, &sw::CaptureEndpoint::upstreamUnreachable, this, [this](const QString &message) {
        m_unreachable = message;
        setMessage(message, true);
    });
    connect(m_endpoint, &sw::CaptureEndpoint::stopped, this, &CapturePage::onStopped);
    connect(m_requestsView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CapturePage::onSelection);
    // Opening the Requests tab with nothing selected selects the first exchange, so the details below the table are
    // not empty while there is something to show. Only on the user's move: showing a request lays out its body (a
    // 200 KB single-line JSON body takes some 60 ms of the GUI thread), which a live capture must not pay unasked.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        if (tab == RequestsTab)
            selectFirstIfNone();
    });
    connect(m_requests, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &first, const QModelIndex &) {
        // A decoded exchange's record arrived for the selected row.
        const QModelIndexList rows = m_requestsView->selectionModel()->selectedRows();
        if (!rows.isEmpty() && rows.first().row() == first.row()
            && m_details->shownNumber() != m_requests->numberAt(first.row()))
            onSelection();
    });
    connect(m_connect, &CaptureConnectPanel::copied, this,
        [this](const QString &what) { Q_EMIT statusMessage(tr("Copied: %1").arg(what)); });
    connect(m_launch, &CaptureLaunchPanel::statusMessage, this, &CapturePage::statusMessage);
    m_launch->setKeySource([this] { return apiKey(); });

    newAnalysis();
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(QStringLiteral("anthropic"))));
    onPreset();
    updateState();
}

CapturePage::~CapturePage() = default;

void CapturePage::setSettings(Settings *settings)
{
    m_settings = settings;
    m_launch->setSettings(settings);
    if (!settings || isRunning())
        return;
    // The last start's choices: its upstream, a custom URL, the listening address.
    const int row = m_preset->findData(settings->captureUpstream());
    if (row >= 0) {
        m_preset->setCurrentIndex(row);
        if (m_preset->currentData().toString() == QLatin1String("custom"))
            m_upstream->setText(settings->captureUpstreamUrl());
    }
    if (!settings->captureListen().isEmpty())
        m_listen->setText(settings->captureListen());
}

void CapturePage::setProviderKeys(ProviderKeys *keys)
{
    m_keys = keys;
    onPreset();
}

void CapturePage::setSkillIndex(const sw::SkillIndexPtr &index)
{
    m_index = index;
    m_launch->setSkillIndex(index);
    if (m_analysis && m_analysis->requests().isEmpty() && m_analysis->isIdle())
        m_analysis->setSkillIndex(index);
}

void CapturePage::newAnalysis()
{
    delete m_analysis;
    m_analysis = new sw::CaptureAnalysis(this);
    m_followedChoices = 0;
    m_unsaved = 0;
    // The launcher's isolated homes hold copies of the open skills: what a client lists from there is the user's.
    m_analysis->setCopyRoots({ sw::defaultClientHomeRoot() });
    if (m_index)
        m_analysis->setSkillIndex(m_index);
    connect(m_analysis, &sw::CaptureAnalysis::requestDecoded, this, &CapturePage::onDecoded);
    connect(m_analysis, &sw::CaptureAnalysis::skillsChanged, m_skillsTimer, qOverload<>(&QTimer::start));
    connect(m_analysis, &sw::CaptureAnalysis::loadsChanged, m_skillsTimer, qOverload<>(&QTimer::start));
    connect(m_analysis, &sw::CaptureAnalysis::idle, this, &CapturePage::updateState);
    m_requests->clear();
    m_details->showRecord(nullptr, 0);
    m_skills->showAnalysis(m_analysis);
}

bool CapturePage::isScripted() const
{
    return m_preset->currentData().toString() == kScriptedUpstream;
}

void CapturePage::onPreset()
{
    const bool scripted = isScripted();
    m_upstream->setEnabled(!scripted && !isRunning());
    m_upstream->setPlaceholderText(scripted ? tr("answered by the workbench's script") : tr("https://host/v1"));
    if (scripted) {
        m_upstream->clear();
        return;
    }
    const sw::ProviderPreset preset = sw::providerPreset(m_preset->currentData().toString());
    if (preset.id != QLatin1String("custom"))
        m_upstream->setText(preset.baseUrl);
    if (m_keys && preset.needsApiKey)
        m_keys->readKeychain(preset.id);
}

QString CapturePage::apiKey() const
{
    const sw::ProviderPreset preset = sw::providerPreset(m_preset->currentData().toString());
    if (!m_keys || preset.id == QLatin1String("custom") || isScripted())
        return {};
    return m_keys->resolve(preset.id, preset.apiKeyEnv).key;
}

QString CapturePage::upstreamText() const
{
    return m_upstream->text().trimmed();
}

QString CapturePage::upstreamSummary(QString *toolTip) const
{
    const QString upstream = upstreamText();
    QString name;
    if (isScripted()) {
        name = tr("Scripted model");
    } else if (m_preset->currentData().toString() == QLatin1String("custom")) {
        const QUrl url(upstream);
        name = url.host().isEmpty() ? tr("no upstream") : url.host();
    } else {
        name = m_preset->currentText();
    }
    if (toolTip) {
        QStringList tip { tr("Where the capture endpoint forwards the clients' requests (Capture layout)") };
        if (!isScripted())
            tip << tr("Upstream: %1").arg(upstream.isEmpty() ? tr("(none)") : upstream);
        else
            tip << tr("The workbench's script answers every request: no provider, no network, no key.");
        *toolTip = tip.join(QLatin1Char('\n'));
    }
    if (!isRunning())
        return tr("Capture: stopped · upstream %1").arg(name);
    return tr("Capture: %1 → %2").arg(endpointUrl().toString(), name);
}

void CapturePage::setUpstreamText(const QString &url)
{
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(QStringLiteral("custom"))));
    m_upstream->setText(url);
}

void CapturePage::setScripted()
{
    m_preset->setCurrentIndex(m_preset->findData(kScriptedUpstream));
}

bool CapturePage::isRunning() const
{
    return m_endpoint->isRunning();
}

QUrl CapturePage::endpointUrl() const
{
    return m_endpoint->isRunning() ? m_endpoint->url() : QUrl();
}

void CapturePage::setMessage(const QString &text, bool problem)
{
    m_message->setText(text);
    m_message->setStyleSheet(problem ? QStringLiteral("color: %1;").arg(themeColours().error.name()) : QString());
    m_message->setVisible(!text.isEmpty());
}

bool CapturePage::startEndpoint()
{
    if (isRunning())
        return true;
    sw::CaptureEndpointOptions options;
    const bool scripted = isScripted();
    if (scripted)
        options.answerer = std::make_shared<sw::ScriptedClientModel>(sw::keywordScript(m_index));
    else
        options.upstream = QUrl(upstreamText());
    const QString problem = scripted ? QString() : sw::upstreamProblem(options.upstream);
    if (!scripted && (upstreamText().isEmpty() || !problem.isEmpty())) {
        setMessage(
            tr("The upstream URL cannot be used: %1").arg(problem.isEmpty() ? tr("it is empty") : problem), true);
        return false;
    }
    if (!sw::parseListenAddress(m_listen->text(), &options.address, &options.port)) {
        setMessage(tr("“Listen on” needs HOST:PORT, for example 127.0.0.1:0 (a free port) or 127.0.0.1:8787."), true);
        return false;
    }
    // The upstream is reached as a client would reach it: through the environment's proxy, if it names one.
    const sw::UpstreamProxyChoice proxy = scripted
        ? sw::UpstreamProxyChoice {}
        : sw::upstreamProxyFromEnvironment(options.upstream, QProcessEnvironment::systemEnvironment());
    options.upstreamProxy = proxy.proxy;
    // A new capture starts with each start, unless the last one holds nothing; one not saved is not dropped unasked.
    if (m_requests->rowCount() > 0 || !m_analysis->isIdle()) {
        if (!maybeSaveCapture())
            return false;
        newAnalysis();
    }
    m_analysis->setUpstream(scripted ? QStringLiteral("the scripted model (offline)") : upstreamText());
    QString error;
    if (!m_endpoint->start(options, &error)) {
        setMessage(error, true);
        return false;
    }
    if (m_settings) { // what worked is what the next start of the window offers
        m_settings->setCaptureUpstream(m_preset->currentData().toString());
        if (m_preset->currentData().toString() == QLatin1String("custom"))
            m_settings->setCaptureUpstreamUrl(upstreamText());
        m_settings->setCaptureListen(m_listen->text());
    }
    m_analysis->setBodyStore(m_endpoint->bodyStore()); // each request body kept once, for both
    m_launch->setKeylessUpstream(scripted);
    m_unreachable.clear();
    QStringList notes;
    if (scripted)
        notes << tr("The workbench's scripted model answers every request: no AI, no network. It loads the skill "
                    "whose name and description share the most words with the prompt (two at least, each of four "
                    "letters or more or a pair of Chinese, Japanese or Korean characters).");
    if (!options.address.isLoopback())
        notes << tr("The endpoint listens on %1, not only on this computer: whoever reaches it can send requests "
                    "with your key.")
                     .arg(options.address.toString());
    if (proxy.proxy.type() != QNetworkProxy::NoProxy)
        notes << tr("Requests go to the upstream through the proxy %1:%2 (from %3).")
                     .arg(proxy.proxy.hostName())
                     .arg(proxy.proxy.port())
                     .arg(proxy.variable);
    else if (!proxy.problem.isEmpty())
        notes << tr("The proxy in %1 is not used (only http:// and socks5:// proxies are): requests go to the "
                    "upstream directly.")
                     .arg(proxy.variable);
    setMessage(notes.join(QLatin1Char(' ')), !options.address.isLoopback() || !proxy.problem.isEmpty());
    updateState();
    Q_EMIT statusMessage(tr("Capture endpoint listening on %1").arg(m_endpoint->url().toString()));
    return true;
}

void CapturePage::stopEndpoint()
{
    if (isRunning())
        m_endpoint->stop();
}

void CapturePage::onStopped()
{
    if (m_analysis)
        m_analysis->flush();
    updateState();
    Q_EMIT statusMessage(tr("Capture endpoint stopped."));
}

void CapturePage::onExchangeStarted(const sw::CaptureExchange &exchange)
{
    m_requests->addStarted(exchange);
    updateState();
}

void CapturePage::onExchangeFinished(const sw::CaptureExchange &exchange)
{
    m_requests->setFinished(exchange);
    m_analysis->addExchange(exchange);
    ++m_unsaved;
    updateState();
}

void CapturePage::onDecoded(int row)
{
    if (row < 0 || row >= m_analysis->requests().size())
        return;
    const sw::DecodedExchange &d = m_analysis->requests().at(row);
    m_requests->setDecoded(d, d.record.tokens);
    m_skillsTimer->start();
}

void CapturePage::selectFirstIfNone()
{
    if (m_requests->rowCount() > 0 && !m_requestsView->selectionModel()->hasSelection())
        m_requestsView->selectRow(0);
}

void CapturePage::onSelection()
{
    const QModelIndexList rows = m_requestsView->selectionModel()->selectedRows();
    const int number = rows.isEmpty() ? 0 : m_requests->numberAt(rows.first().row());
    if (number > 0 && number <= m_analysis->requests().size()
        && m_analysis->requests().at(number - 1).number == number) {
        const sw::RequestRecord record = m_analysis->record(number - 1); // with its body, from the store
        m_details->showRecord(&record, number);
    } else {
        m_details->showRecord(nullptr, number);
    }
}

void CapturePage::updateState()
{
    const bool running = isRunning();
    m_start->setText(running ? tr("Stop") : tr("Start"));
    m_start->setToolTip(running ? tr("Stop the endpoint (Ctrl+Return)") : tr("Start the endpoint (Ctrl+Return)"));
    m_preset->setEnabled(!running);
    m_upstream->setEnabled(!running && !isScripted());
    m_listen->setEnabled(!running);
    const QUrl url = endpointUrl();
    m_url->setText(running ? tr("Endpoint: %1").arg(url.toString()) : tr("Endpoint: stopped"));
    if (url != m_shownUrl || !m_urlShown) { // the lines change with the endpoint, not with every exchange
        m_shownUrl = url;
        m_urlShown = true;
        m_connect->setEndpoint(url);
        m_launch->setEndpoint(url);
        Q_EMIT upstreamSummaryChanged();
    }
    const int total = m_requests->rowCount();
    const int runningCount = m_requests->runningCount();
    const int decoded = m_analysis ? int(m_analysis->requests().size()) : 0;
    QString state = tr("%n exchange(s)", nullptr, total);
    if (runningCount > 0)
        state += tr(", %n running", nullptr, runningCount);
    if (decoded < total - runningCount)
        state += tr(", %n decoding", nullptr, total - runningCount - decoded);
    m_state->setText(state);
    const bool has = total > 0;
    m_save->setEnabled(has && !running && !m_writing);
    m_export->setEnabled(has && !running && !m_writing);
    m_clear->setEnabled(has && !running && !m_writing);
    m_open->setEnabled(!running && !m_writing);
    m_start->setEnabled(!m_writing);
    const QString idleTip = running ? tr("Stop the endpoint first.") : QString();
    m_save->setToolTip(idleTip);
    m_export->setToolTip(idleTip);
}

void CapturePage::clearCapture()
{
    if (isRunning() || !maybeSaveCapture())
        return;
    newAnalysis();
    setMessage(QString(), false);
    updateState();
}

} // namespace sw::ui
