// ModeBar: checkable icon buttons with labels under them, one per mode.
#include "modebar.h"

#include "theme/icons.h"
#include "theme/theme.h"

#include <QButtonGroup>
#include <QEvent>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

namespace sw::ui {

QString modeName(Mode mode)
{
    switch (mode) {
    case Mode::Welcome:
        return ModeBar::tr("Welcome");
    case Mode::Author:
        return ModeBar::tr("Author");
    case Mode::Debug:
        return ModeBar::tr("Debug");
    case Mode::Runs:
        return ModeBar::tr("Runs");
    case Mode::TriggerLab:
        return ModeBar::tr("Trigger Lab");
    case Mode::Capture:
        return ModeBar::tr("Capture");
    }
    return {};
}

QString modeIconName(Mode mode)
{
    static const char *const icons[] = { "welcome", "author", "debug", "runs", "triggerlab", "capture" };
    return QString::fromLatin1(icons[int(mode)]);
}

ModeBar::ModeBar(QWidget *parent)
    : QWidget(parent)
    , m_group(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("modeBar"));
    setAttribute(Qt::WA_StyledBackground, true);
    setFixedWidth(72);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 6);
    layout->setSpacing(2);
    for (int i = 0; i < kModeCount; ++i) {
        auto *button = new QToolButton(this);
        button->setObjectName(QStringLiteral("mode%1").arg(i));
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        button->setIcon(themedIcon(modeIconName(Mode(i))));
        button->setIconSize(QSize(26, 26));
        button->setFixedSize(72, 62);
        m_group->addButton(button, i);
        m_buttons.append(button);
        layout->addWidget(button);
    }
    layout->addStretch(1);
    m_buttons.first()->setChecked(true);
    retranslate();
    applyColours();
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { emit modeSelected(static_cast<Mode>(id)); });
}

Mode ModeBar::currentMode() const
{
    return static_cast<Mode>(std::max(0, m_group->checkedId()));
}

void ModeBar::setCurrentMode(Mode mode)
{
    if (auto *button = m_group->button(static_cast<int>(mode)))
        button->setChecked(true);
}

void ModeBar::retranslate()
{
    for (int i = 0; i < m_buttons.size(); ++i) {
        m_buttons[i]->setText(modeName(static_cast<Mode>(i)));
        m_buttons[i]->setToolTip(tr("%1 (Ctrl+%2)").arg(modeName(static_cast<Mode>(i))).arg(i + 1));
    }
}

void ModeBar::applyColours()
{
    const ThemeColours colours = themeColours();
    setStyleSheet(QStringLiteral("QToolButton { color: %1; border: none; font-size: 11px; padding-top: 4px; }"
                                 "QToolButton:hover { background: %2; }"
                                 "QToolButton:checked { background: %2; color: white;"
                                 " border-left: 3px solid %3; }")
                      .arg(colours.modeBarText.name(), colours.modeBarActive.name(), colours.accent.name()));
    for (int i = 0; i < m_buttons.size(); ++i) {
        // The bar is always dark: render the icons light, independent of the palette.
        QPixmap pixmap = themedIcon(modeIconName(Mode(i))).pixmap(QSize(26, 26) * devicePixelRatioF());
        QPainter painter(&pixmap);
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
        painter.fillRect(pixmap.rect(), colours.modeBarText.lighter(115));
        painter.end();
        pixmap.setDevicePixelRatio(devicePixelRatioF());
        m_buttons[i]->setIcon(QIcon(pixmap));
    }
}

void ModeBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), themeColours().modeBar);
}

void ModeBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyColours();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
