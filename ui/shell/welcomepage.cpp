// WelcomePage: a centred column of cards with the start actions.
#include "welcomepage.h"

#include "theme/icons.h"
#include "theme/theme.h"

#include <QDir>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace sw::ui {

namespace {
QFrame *card(QWidget *parent, const QString &title, QVBoxLayout **body)
{
    auto *frame = new QFrame(parent);
    frame->setObjectName(QStringLiteral("welcomeCard"));
    frame->setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(frame);
    layout->setContentsMargins(16, 12, 16, 14);
    layout->setSpacing(6);
    auto *heading = new QLabel(title, frame);
    QFont font = heading->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    heading->setFont(font);
    layout->addWidget(heading);
    *body = layout;
    return frame;
}

QPushButton *actionButton(QWidget *parent, const QString &icon, const QString &text)
{
    auto *button = new QPushButton(themedIcon(icon), text, parent);
    button->setIconSize(QSize(18, 18));
    button->setMinimumHeight(34);
    button->setStyleSheet(QStringLiteral("QPushButton { text-align: left; padding: 4px 12px; }"));
    return button;
}
} // namespace

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_provider(new QLabel(this))
{
    setObjectName(QStringLiteral("welcomePage"));
    auto *content = new QWidget(this);
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(48, 36, 48, 36);
    column->setSpacing(18);

    auto *header = new QHBoxLayout;
    auto *logo = new QLabel(content);
    logo->setPixmap(applicationIcon().pixmap(QSize(64, 64)));
    auto *titles = new QVBoxLayout;
    auto *title = new QLabel(tr("Skill Workbench"), content);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.0);
    titleFont.setBold(true);
    title->setFont(titleFont);
    auto *subtitle = new QLabel(tr("Author, debug and demo Agent Skills: what the model sees, what it costs, why "
                                   "it loads."),
        content);
    subtitle->setWordWrap(true);
    subtitle->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(themeColours().muted.name()));
    titles->addWidget(title);
    titles->addWidget(subtitle);
    header->addWidget(logo);
    header->addSpacing(12);
    header->addLayout(titles, 1);
    column->addLayout(header);

    auto *grid = new QGridLayout;
    grid->setSpacing(18);
    QVBoxLayout *start = nullptr;
    grid->addWidget(card(content, tr("Start"), &start), 0, 0);
    QPushButton *open = actionButton(content, QStringLiteral("open-folder"), tr("Open Skill Root…"));
    QPushButton *create = actionButton(content, QStringLiteral("new-skill"), tr("New Skill…"));
    QPushButton *author = actionButton(content, QStringLiteral("author"), tr("Author the Library"));
    QPushButton *demo = actionButton(content, QStringLiteral("debug"), tr("Start the Demo"));
    demo->setToolTip(tr("Replays the bundled scenario offline: catalog, load, run, output"));
    start->addWidget(open);
    start->addWidget(create);
    start->addWidget(author);
    start->addWidget(demo);
    start->addStretch(1);

    QVBoxLayout *recent = nullptr;
    m_recentBox = card(content, tr("Recent Skill Roots"), &recent);
    m_recent = recent;
    grid->addWidget(m_recentBox, 0, 1);

    QVBoxLayout *status = nullptr;
    grid->addWidget(card(content, tr("Library and Provider"), &status), 1, 0);
    m_summary->setWordWrap(true);
    m_provider->setWordWrap(true);
    status->addWidget(m_summary);
    status->addWidget(m_provider);
    status->addStretch(1);

    QVBoxLayout *news = nullptr;
    grid->addWidget(card(content, tr("What Is New"), &news), 1, 1);
    auto *newsText = new QLabel(tr("• Live validation against the specification, Claude upload and tRPC-Agent rules\n"
                                   "• Catalog preview in six dialects with exact token counts\n"
                                   "• Token budget per skill and layer, with context-window share\n"
                                   "• Form and source editing with one undo history"),
        content);
    newsText->setWordWrap(true);
    news->addWidget(newsText);
    news->addStretch(1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    column->addLayout(grid);
    column->addStretch(1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(open, &QPushButton::clicked, this, &WelcomePage::openRootRequested);
    connect(create, &QPushButton::clicked, this, &WelcomePage::newSkillRequested);
    connect(author, &QPushButton::clicked, this, &WelcomePage::authorRequested);
    connect(demo, &QPushButton::clicked, this, &WelcomePage::startDemoRequested);
    setRecentRoots({});
}

void WelcomePage::setRecentRoots(const QStringList &roots)
{
    while (m_recent->count() > 1) {
        QLayoutItem *item = m_recent->takeAt(1);
        delete item->widget();
        delete item;
    }
    if (roots.isEmpty()) {
        auto *none = new QLabel(tr("No recent roots yet."), m_recentBox);
        m_recent->addWidget(none);
    }
    for (const QString &root : roots) {
        auto *button = new QToolButton(m_recentBox);
        button->setText(QDir::toNativeSeparators(root));
        button->setIcon(
            themedIcon(root.contains(QLatin1String("://")) ? QStringLiteral("url") : QStringLiteral("root")));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        connect(button, &QToolButton::clicked, this, [this, root] { emit recentRootActivated(root); });
        m_recent->addWidget(button);
    }
    m_recent->addStretch(1);
}

void WelcomePage::setLibrarySummary(int skills, int errors, const QString &bundledRoot)
{
    QString text = tr("%n skill(s) in the library", nullptr, skills);
    if (errors > 0)
        text += QStringLiteral(", ") + tr("%n error(s)", nullptr, errors);
    if (!bundledRoot.isEmpty())
        text += QStringLiteral("\n") + tr("Bundled skills: %1").arg(QDir::toNativeSeparators(bundledRoot));
    m_summary->setText(text);
}

void WelcomePage::setProviderStatus(const QString &status)
{
    m_provider->setText(status);
}

} // namespace sw::ui
