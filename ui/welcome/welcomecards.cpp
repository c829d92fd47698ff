// Welcome cards: section frames, scenario cards and their palette-derived style sheet.
#include "welcomecards.h"

#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPalette>
#include <QPushButton>
#include <QVBoxLayout>

namespace sw::ui {

namespace {
QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
        float(a.blueF() * (1 - t) + b.blueF() * t));
}

QLabel *headingLabel(const QString &text, double scale, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    label->setFont(font);
    label->setWordWrap(true);
    return label;
}
} // namespace

WelcomeCard::WelcomeCard(const QString &title, const QString &caption, QWidget *parent)
    : QFrame(parent)
    , m_body(new QVBoxLayout)
{
    setObjectName(QStringLiteral("welcomeCard"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 16);
    layout->setSpacing(6);
    layout->addWidget(headingLabel(title, 1.15, this));
    if (!caption.isEmpty()) {
        auto *label = new QLabel(caption, this);
        label->setObjectName(QStringLiteral("welcomeCaption"));
        label->setWordWrap(true);
        layout->addWidget(label);
    }
    m_body->setSpacing(8);
    layout->addLayout(m_body);
}

ScenarioCard::ScenarioCard(const ScenarioInfo &scenario, QWidget *parent)
    : QFrame(parent)
    , m_scenario(scenario)
    , m_start(new QPushButton(tr("Start"), this))
{
    setObjectName(QStringLiteral("scenarioCard"));
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setAccessibleName(tr("Start the demo: %1").arg(scenario.title));
    setToolTip(tr("Replay \"%1\" (%2)").arg(scenario.title, scenarioSubtitle(scenario)));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(14, 10, 12, 10);
    layout->setSpacing(12);
    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    text->addWidget(headingLabel(scenario.title, 1.0, this));
    auto *subtitle = new QLabel(scenarioSubtitle(scenario), this);
    subtitle->setObjectName(QStringLiteral("scenarioSubtitle"));
    text->addWidget(subtitle);
    auto *description = new QLabel(scenario.description, this);
    description->setWordWrap(true);
    description->setObjectName(QStringLiteral("scenarioDescription"));
    text->addWidget(description);
    layout->addLayout(text, 1);

    m_start->setObjectName(QStringLiteral("scenarioStart"));
    m_start->setMinimumWidth(84);
    m_start->setCursor(Qt::PointingHandCursor);
    layout->addWidget(m_start, 0, Qt::AlignVCenter);
    connect(m_start, &QPushButton::clicked, this, [this] { Q_EMIT activated(m_scenario.path); });
}

void ScenarioCard::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint())) {
        Q_EMIT activated(m_scenario.path);
        event->accept();
        return;
    }
    QFrame::mouseReleaseEvent(event);
}

void ScenarioCard::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) {
        Q_EMIT activated(m_scenario.path);
        event->accept();
        return;
    }
    QFrame::keyPressEvent(event);
}

QString welcomeStyleSheet(const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::WindowText);
    const QColor accent = palette.color(QPalette::Highlight);
    const bool dark = window.lightnessF() < 0.5;
    const QColor card = dark ? mix(window, QColor(Qt::white), 0.05) : base;
    const QColor border = mix(window, text, dark ? 0.22 : 0.16);
    const QColor muted = mix(text, window, 0.3); // 4.5:1 at least on the cards (0.4 read 4.0:1)
    const QColor demo = mix(card, accent, dark ? 0.18 : 0.08);
    const QColor demoBorder = mix(border, accent, 0.6);
    const QColor scenario = dark ? mix(card, QColor(Qt::white), 0.04) : mix(card, window, 0.5);
    const QColor hover = mix(scenario, accent, 0.14);
    const QColor accentText = palette.color(QPalette::HighlightedText);
    const QColor link = palette.color(QPalette::Link); // the accent on a dark card reads 3:1; links are lighter
    return QStringLiteral(
        "QFrame#welcomeCard { background: %1; border: 1px solid %2; border-radius: 10px; }"
        "QFrame#demoCard { background: %3; border: 1px solid %4; border-radius: 12px; }"
        "QFrame#scenarioCard { background: %5; border: 1px solid %2; border-radius: 8px; }"
        "QFrame#scenarioCard:hover, QFrame#scenarioCard:focus { background: %6; border: 1px solid %7; }"
        "QLabel#welcomeCaption, QLabel#scenarioSubtitle, QLabel#welcomeNote { color: %8; }"
        "QLabel#providerBadge { color: %9; background: %7; border-radius: 9px; padding: 2px 10px; }"
        "QPushButton#scenarioStart, QPushButton#compareButton { background: %7; color: %9; border: none;"
        " border-radius: 6px; padding: 6px 14px; font-weight: bold; }"
        "QPushButton#scenarioStart:hover, QPushButton#compareButton:hover { background: %10; }"
        "QPushButton#recentRoot { text-align: left; border: none; padding: 3px 4px; color: %11; }"
        "QPushButton#recentRoot:hover { text-decoration: underline; }")
        .arg(card.name(), border.name(), demo.name(), demoBorder.name(), scenario.name(), hover.name(), accent.name(),
            muted.name(), accentText.name(), accent.lighter(115).name(), link.name());
}

} // namespace sw::ui
