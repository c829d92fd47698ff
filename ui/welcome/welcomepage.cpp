// WelcomePage: a centred, scrollable two-column page of cards; the demo card dominates the left column.
#include "welcomepage.h"

#include "theme/icons.h"
#include "theme/theme.h"
#include "welcome/welcomecards.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace sw::ui::welcome {

namespace {
QLabel *note(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setObjectName(QStringLiteral("welcomeNote"));
    label->setWordWrap(true);
    return label;
}

QPushButton *linkButton(const QIcon &icon, const QString &text, QWidget *parent)
{
    auto *button = new QPushButton(icon, text, parent);
    button->setMinimumHeight(32);
    button->setIconSize(QSize(16, 16));
    button->setCursor(Qt::PointingHandCursor);
    button->setStyleSheet(QStringLiteral("QPushButton { text-align: left; padding: 4px 12px; }"));
    return button;
}

void clearLayout(QLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (QWidget *widget = item->widget()) {
            widget->hide();
            widget->deleteLater();
        }
        delete item;
    }
}
} // namespace

WelcomePage::WelcomePage(QWidget *parent, const QString &scenarioDirectory)
    : QWidget(parent)
    , m_scenarioDirectory(scenarioDirectory)
{
    setObjectName(QStringLiteral("demoWelcomePage"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    content->setObjectName(QStringLiteral("welcomeContent"));
    auto *outer = new QHBoxLayout(content);
    outer->setContentsMargins(32, 28, 32, 28);
    auto *column = new QWidget(content);
    column->setMaximumWidth(1180);
    auto *page = new QVBoxLayout(column);
    page->setContentsMargins(0, 0, 0, 0);
    page->setSpacing(20);
    page->addWidget(buildHeader());

    auto *columns = new QHBoxLayout;
    columns->setSpacing(20);
    auto *left = new QVBoxLayout;
    left->setSpacing(20);
    left->addWidget(buildDemoCard());
    left->addStretch(1);
    auto *right = new QVBoxLayout;
    right->setSpacing(16);
    right->addWidget(buildProviderCard());
    right->addWidget(buildRecentCard());
    right->addWidget(buildBundledCard());
    right->addWidget(buildNewsCard());
    right->addStretch(1);
    columns->addLayout(left, 3);
    columns->addLayout(right, 2);
    page->addLayout(columns, 1);

    outer->addStretch(0);
    outer->addWidget(column, 1);
    outer->addStretch(0);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    setStyleSheet(welcomeStyleSheet(palette()));
    setProviderStatus(replayStatus(tr("a bundled scenario")));
    rebuildRecent();
    reloadScenarios(scenarioDirectory);
    loadReleaseNotes();
}

QWidget *WelcomePage::buildHeader()
{
    auto *header = new QWidget(this);
    auto *layout = new QHBoxLayout(header);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(16);
    auto *logo = new QLabel(header);
    logo->setPixmap(applicationIcon().pixmap(QSize(56, 56)));
    layout->addWidget(logo, 0, Qt::AlignTop);
    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    auto *title = new QLabel(tr("Skill Workbench"), header);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.9);
    font.setBold(true);
    title->setFont(font);
    text->addWidget(title);
    text->addWidget(note(tr("Write, validate and debug Agent Skills, and see exactly what a model receives when it "
                            "reads the catalog, loads a skill and runs its scripts."),
        header));
    layout->addLayout(text, 1);
    return header;
}

QWidget *WelcomePage::buildDemoCard()
{
    auto *card = new QFrame(this);
    card->setObjectName(QStringLiteral("demoCard"));
    auto *layout = new QVBoxLayout(card);
    layout->setContentsMargins(22, 18, 22, 20);
    layout->setSpacing(10);
    auto *title = new QLabel(tr("Start the demo"), card);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.45);
    font.setBold(true);
    title->setFont(font);
    layout->addWidget(title);
    layout->addWidget(note(tr("A scripted conversation replays against the bundled skills: the model reads the "
                              "catalog, loads a skill, selects a doc, runs a script and answers with the files it "
                              "produced. The chat, the Requests inspector, the token charts and the Runs panel fill "
                              "as it goes. It is a replay: no API key, no network."),
        card));
    m_scenarioList = new QVBoxLayout;
    m_scenarioList->setSpacing(8);
    layout->addSpacing(4);
    layout->addLayout(m_scenarioList);
    m_scenarioProblems = note(QString(), card);
    m_scenarioProblems->hide();
    layout->addWidget(m_scenarioProblems);

    auto *compareRow = new QHBoxLayout;
    compareRow->addWidget(note(tr("Same conversation, different profile or materialisation: compare the request "
                                  "timelines and the cacheable prompt prefix side by side."),
                              card),
        1);
    auto *compare = new QPushButton(tr("Compare scenarios…"), card);
    compare->setObjectName(QStringLiteral("compareButton"));
    compare->setCursor(Qt::PointingHandCursor);
    connect(compare, &QPushButton::clicked, this, &WelcomePage::compareScenariosRequested);
    compareRow->addWidget(compare, 0, Qt::AlignVCenter);
    m_compareRow = compareRow;
    layout->addSpacing(4);
    layout->addLayout(compareRow);
    return card;
}

void WelcomePage::setPresentationAction(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setObjectName(QStringLiteral("presentationButton"));
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setCursor(Qt::PointingHandCursor);
    m_compareRow->insertWidget(1, button, 0, Qt::AlignVCenter);
}

QWidget *WelcomePage::buildRecentCard()
{
    auto *card = new WelcomeCard(tr("Recent skill folders"), QString(), this);
    m_recentList = new QVBoxLayout;
    m_recentList->setSpacing(2);
    card->body()->addLayout(m_recentList);
    auto *open = linkButton(themedIcon(QStringLiteral("open-folder")), tr("Open a skills folder…"), card);
    connect(open, &QPushButton::clicked, this, &WelcomePage::chooseRootRequested);
    card->body()->addWidget(open);
    return card;
}

QWidget *WelcomePage::buildBundledCard()
{
    auto *card = new WelcomeCard(tr("Bundled skills"),
        tr("Six small, valid skills that exercise every feature: scripts, docs, declared tools, charts and reports."),
        this);
    auto *open = linkButton(themedIcon(QStringLiteral("library")), tr("Open the bundled skills"), card);
    open->setObjectName(QStringLiteral("bundledSkillsButton"));
    connect(open, &QPushButton::clicked, this, &WelcomePage::bundledSkillsRequested);
    card->body()->addWidget(open);
    return card;
}

QWidget *WelcomePage::buildProviderCard()
{
    auto *card = new WelcomeCard(tr("Model provider"), QString(), this);
    auto *row = new QHBoxLayout;
    m_provider = new QLabel(card);
    m_provider->setWordWrap(true);
    m_provider->setObjectName(QStringLiteral("providerStatus"));
    row->addWidget(m_provider, 1);
    m_providerBadge = new QLabel(tr("replay"), card);
    m_providerBadge->setObjectName(QStringLiteral("providerBadge"));
    row->addWidget(m_providerBadge, 0, Qt::AlignTop);
    card->body()->addLayout(row);
    m_providerWarning = new QLabel(card);
    m_providerWarning->setObjectName(QStringLiteral("providerWarning"));
    m_providerWarning->setWordWrap(true);
    m_providerWarning->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(themeColours().warning.name()));
    m_providerWarning->hide();
    card->body()->addWidget(m_providerWarning);
    auto *configure = linkButton(themedIcon(QStringLiteral("settings")), tr("Use a real provider…"), card);
    connect(configure, &QPushButton::clicked, this, &WelcomePage::configureProviderRequested);
    card->body()->addWidget(configure);
    return card;
}

QWidget *WelcomePage::buildNewsCard()
{
    auto *card = new WelcomeCard(tr("What is new"), QString(), this);
    m_newsList = new QVBoxLayout;
    m_newsList->setSpacing(4);
    card->body()->addLayout(m_newsList);
    return card;
}

void WelcomePage::loadReleaseNotes(const QString &metainfoPath, const QString &language)
{
    QString error;
    const QString path = metainfoPath.isEmpty() ? embeddedMetainfoPath() : metainfoPath;
    m_releaseNotes = readReleaseNotes(path, language.isEmpty() ? QLocale().name() : language, &error);
    clearLayout(m_newsList);
    if (m_releaseNotes.isEmpty()) {
        m_newsList->addWidget(note(error.isEmpty() ? tr("No release notes were found.")
                                                   : tr("The release notes could not be read: %1").arg(error),
            this));
        return;
    }
    const ReleaseNote &latest = m_releaseNotes.first();
    auto *heading = new QLabel(latest.date.isValid()
            ? tr("Version %1 — %2").arg(latest.version, QLocale().toString(latest.date, QLocale::LongFormat))
            : tr("Version %1").arg(latest.version),
        this);
    heading->setObjectName(QStringLiteral("releaseHeading"));
    m_newsList->addWidget(heading);
    if (!latest.summary.isEmpty())
        m_newsList->addWidget(note(latest.summary, this));
    for (const QString &item : latest.items) {
        QLabel *label = note(QStringLiteral("•  ") + item, this);
        label->setObjectName(QStringLiteral("releaseItem"));
        m_newsList->addWidget(label);
    }
}

void WelcomePage::setRecentRoots(const QStringList &roots)
{
    m_recentRoots = roots;
    rebuildRecent();
}

void WelcomePage::rebuildRecent()
{
    clearLayout(m_recentList);
    if (m_recentRoots.isEmpty()) {
        m_recentList->addWidget(note(tr("No folders opened yet."), this));
        return;
    }
    for (const QString &root : m_recentRoots.mid(0, 8)) {
        const QString name = QFileInfo(root).fileName().isEmpty() ? root : QFileInfo(root).fileName();
        auto *button = new QPushButton(name + QStringLiteral("  —  ") + QDir::toNativeSeparators(root), this);
        button->setObjectName(QStringLiteral("recentRoot"));
        button->setFlat(true);
        button->setCursor(Qt::PointingHandCursor);
        button->setToolTip(tr("Open %1").arg(QDir::toNativeSeparators(root)));
        connect(button, &QPushButton::clicked, this, [this, root] { Q_EMIT openRootRequested(root); });
        m_recentList->addWidget(button);
    }
}

void WelcomePage::reloadScenarios(const QString &scenarioDirectory)
{
    if (!scenarioDirectory.isEmpty())
        m_scenarioDirectory = scenarioDirectory;
    QStringList problems;
    m_scenarios = bundledScenarios(m_scenarioDirectory, &problems);
    m_scenarioProblems->setVisible(!problems.isEmpty());
    m_scenarioProblems->setText(tr("Some scenario files could not be read:\n%1").arg(problems.join(QLatin1Char('\n'))));
    rebuildScenarios();
}

void WelcomePage::rebuildScenarios()
{
    clearLayout(m_scenarioList);
    m_cards.clear();
    if (m_scenarios.isEmpty()) {
        m_scenarioList->addWidget(note(tr("No demo scenarios were found. Set SW_DATA_DIR to the folder that holds "
                                          "scenarios/ or reinstall Skill Workbench."),
            this));
        return;
    }
    for (const ScenarioInfo &scenario : m_scenarios) {
        auto *card = new ScenarioCard(scenario, this);
        connect(card, &ScenarioCard::activated, this, &WelcomePage::startDemoRequested);
        m_scenarioList->addWidget(card);
        m_cards.append(card);
    }
}

void WelcomePage::setProviderStatus(const ProviderStatus &status)
{
    m_provider->setText(status.summary());
    m_providerBadge->setVisible(status.replay);
    const QString warning = status.warning();
    m_providerWarning->setText(QStringLiteral("⚠ ") + warning);
    m_providerWarning->setVisible(!warning.isEmpty());
}

QString WelcomePage::providerStatus() const
{
    return m_provider->text();
}

QString WelcomePage::providerWarning() const
{
    return m_providerWarning->isHidden() ? QString() : m_providerWarning->text();
}

void WelcomePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        setStyleSheet(welcomeStyleSheet(palette()));
    QWidget::changeEvent(event);
}

} // namespace sw::ui::welcome
