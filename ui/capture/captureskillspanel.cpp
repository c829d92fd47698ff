// CaptureSkillsPanel: observed against predicted, the client's own skills and the loads.
#include "captureskillspanel.h"

#include "capture/captureanalysis.h"
#include "captureloadtimeline.h"
#include "captureskillsmodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace sw::ui {

namespace {

QTableWidget *captureSkillsTable(const QStringList &headers, QWidget *parent)
{
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setWordWrap(false);
    return table;
}

// A listing's entry can span lines (Claude Code keeps a description's line breaks): a row shows it on one line, as
// the row's height has room for, and its tool tip whole.
QTableWidgetItem *captureSkillsItem(const QString &text, const QString &tip = {})
{
    QString shown = text;
    if (shown.contains(QLatin1Char('\n'))) {
        static const QRegularExpression breaks(QStringLiteral("\\s*\\n\\s*"));
        shown = shown.trimmed().replace(breaks, QStringLiteral(" "));
    }
    auto *item = new QTableWidgetItem(shown);
    if (!tip.isEmpty())
        item->setToolTip(tip);
    return item;
}

QWidget *captureSkillsSection(const QString &title, QLabel **label, QWidget *content, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    auto *heading = new QLabel(title, box);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    layout->addWidget(heading);
    layout->addWidget(content, 1);
    if (label)
        *label = heading;
    return box;
}

} // namespace

CaptureSkillsPanel::CaptureSkillsPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_listingLabel(new QLabel(tr("Listing:"), this))
    , m_listingBox(new QComboBox(this))
    , m_model(new CaptureSkillsModel(this))
    , m_view(new QTableView(this))
    , m_timeline(new CaptureLoadTimeline(this))
{
    setObjectName(QStringLiteral("captureSkillsPanel"));
    m_summary->setObjectName(QStringLiteral("captureSkillsSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setObjectName(QStringLiteral("captureSkillsView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(true);

    m_builtins = captureSkillsTable({ tr("Skill"), tr("Listed as") }, this);
    m_builtins->setObjectName(QStringLiteral("captureBuiltinSkills"));
    m_loads = captureSkillsTable({ tr("Request"), tr("Skill"), tr("How"), tr("Client's result") }, this);
    m_loads->setObjectName(QStringLiteral("captureLoads"));

    m_listingBox->setObjectName(QStringLiteral("captureListingChoice"));
    m_listingBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_listingBox->setToolTip(tr("More than one client ran through this capture: whose listing the verdicts come "
                                "from (the first listing each client sent)."));
    m_listingLabel->setBuddy(m_listingBox);
    connect(m_listingBox, &QComboBox::activated, this, [this](int index) {
        const int request = m_listingBox->itemData(index).toInt();
        if (request > 0)
            Q_EMIT listingChosen(request);
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto *top = new QHBoxLayout;
    top->addWidget(m_listingLabel);
    top->addWidget(m_listingBox);
    top->addWidget(m_summary, 1);
    layout->addLayout(top);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(captureSkillsSection(tr("Your skills: observed against predicted"), nullptr, m_view, split));
    auto *lower = new QSplitter(Qt::Horizontal, split);
    lower->addWidget(captureSkillsSection(tr("The client's own skills"), &m_builtinTitle, m_builtins, lower));
    // The loads on a strip of every exchange of the capture (each client's colour), then in a table.
    auto *loads = new QWidget(lower);
    auto *loadsLayout = new QVBoxLayout(loads);
    loadsLayout->setContentsMargins(0, 0, 0, 0);
    loadsLayout->setSpacing(3);
    loadsLayout->addWidget(m_timeline);
    loadsLayout->addWidget(m_loads, 1);
    lower->addWidget(captureSkillsSection(tr("Skill loads, in request order"), nullptr, loads, lower));
    connect(m_timeline, &CaptureLoadTimeline::exchangeActivated, this, &CaptureSkillsPanel::exchangeActivated);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    showAnalysis(nullptr);
}

QString CaptureSkillsPanel::summary() const
{
    return m_summary->text();
}

void CaptureSkillsPanel::showAnalysis(const sw::CaptureAnalysis *analysis)
{
    m_builtins->setRowCount(0);
    m_loads->setRowCount(0);
    showChoices(analysis);
    showTimeline(analysis);
    if (!analysis) {
        m_model->setOutcomes({});
        m_summary->setText(tr("No capture yet: start the endpoint and point a client at it."));
        return;
    }
    m_model->setOutcomes(analysis->skills());
    // The verdicts whole, measured on every row (resizeColumnsToContents sees only the rows a shown view lays out).
    const QFontMetrics metrics = m_view->fontMetrics();
    for (int column = 0; column < CaptureSkillsModel::AgreeColumn; ++column) {
        int width = m_view->horizontalHeader()->sectionSizeHint(column);
        for (int row = 0; row < m_model->rowCount(); ++row)
            width = std::max(width, metrics.horizontalAdvance(m_model->index(row, column).data().toString()) + 20);
        m_view->setColumnWidth(column, width);
    }
    const sw::ClientIdentity client = analysis->client();
    const QString clientName = sw::captureClientName(client);
    QString text;
    if (analysis->listingRequest() <= 0) {
        text = analysis->requests().isEmpty() ? tr("No request captured yet.")
                                              : tr("No captured request carries a skill listing yet.");
    } else {
        text = tr("Listing of request %1, sent by %2.").arg(analysis->listingRequest()).arg(clientName);
        bool predicted = false;
        for (const sw::SkillOutcome &o : analysis->skills())
            predicted = predicted || o.hasPrediction;
        if (predicted) {
            const int differences = m_model->differences();
            text += QLatin1Char(' ')
                + tr("Predicted for a context window of %1 tokens.").arg(QLocale().toString(analysis->contextWindow()));
            text += QLatin1Char(' ')
                + (differences > 0
                        ? tr("%n skill(s) listed otherwise than predicted by %1.", nullptr, differences).arg(clientName)
                        : tr("Every skill as predicted."));
        } else if (!analysis->skills().isEmpty()) {
            text += QLatin1Char(' ') + tr("The workbench has no prediction for this client.");
        }
    }
    if (!analysis->rootProblems().isEmpty())
        text += QLatin1Char('\n') + analysis->rootProblems().join(QLatin1Char('\n'));
    m_summary->setText(text);

    if (const std::optional<sw::SkillListing> &listing = analysis->listing()) {
        for (const sw::ListingEntry &e : listing->entries) {
            if (!e.builtin)
                continue;
            const int row = m_builtins->rowCount();
            m_builtins->insertRow(row);
            m_builtins->setItem(row, 0, captureSkillsItem(e.name, e.line));
            m_builtins->setItem(row, 1, captureSkillsItem(e.text, e.text));
        }
    }
    m_builtinTitle->setText(tr("The client's own skills (%1)").arg(m_builtins->rowCount()));

    // With more than one client in the capture, the loads of the one whose listing is shown.
    const bool onlyShown = analysis->listingChoices().size() > 1;
    for (const sw::SkillLoad &load : analysis->loads()) {
        if (onlyShown && load.request > 0 && load.request <= analysis->requests().size()
            && analysis->requests().at(load.request - 1).number == load.request) {
            const sw::ClientIdentity &by = analysis->requests().at(load.request - 1).client;
            if (by.client != client.client || by.version != client.version)
                continue;
        }
        const int row = m_loads->rowCount();
        m_loads->insertRow(row);
        m_loads->setItem(row, 0, captureSkillsItem(QString::number(load.request)));
        m_loads->setItem(row, 1, captureSkillsItem(load.skill, load.skillPath));
        m_loads->setItem(row, 2, captureSkillsItem(load.how));
        QString result = tr("not seen yet");
        if (load.confirmedIn > 0)
            result = load.resultIsError ? tr("error, in request %1").arg(load.confirmedIn)
                                        : tr("body sent back in request %1").arg(load.confirmedIn);
        m_loads->setItem(row, 3, captureSkillsItem(result));
    }
    m_loads->resizeColumnsToContents();
    m_builtins->resizeColumnToContents(0);
}

void CaptureSkillsPanel::showTimeline(const sw::CaptureAnalysis *analysis)
{
    QList<CaptureLoadTimeline::Exchange> exchanges;
    QList<CaptureLoadTimeline::Load> loads;
    if (analysis) {
        for (const sw::DecodedExchange &d : analysis->requests())
            exchanges.append({ d.number, sw::captureClientName(d.client) });
        for (const sw::SkillLoad &l : analysis->loads())
            loads.append({ l.request, l.confirmedIn, l.resultIsError, l.skill, l.how });
    }
    m_timeline->setData(exchanges, loads);
}

void CaptureSkillsPanel::showChoices(const sw::CaptureAnalysis *analysis)
{
    const QList<sw::ListingChoice> choices = analysis ? analysis->listingChoices() : QList<sw::ListingChoice>();
    QSignalBlocker blocker(m_listingBox);
    m_listingBox->clear();
    for (const sw::ListingChoice &c : choices) {
        const QString client = sw::captureClientName(c.client);
        m_listingBox->addItem(tr("%1, request %2").arg(client).arg(c.request), c.request);
    }
    m_listingBox->setCurrentIndex(analysis ? m_listingBox->findData(analysis->listingRequest()) : -1);
    m_listingLabel->setVisible(choices.size() > 1);
    m_listingBox->setVisible(choices.size() > 1);
}

} // namespace sw::ui
