// PresentationBar: controls bound to a DemoController, and presentation-mode font scaling.
#include "presentationbar.h"

#include "demo/democontroller.h"
#include "theme/icons.h"
#include "welcome/scenariocatalog.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QStyle>
#include <QToolButton>

namespace sw::ui {

namespace {
QToolButton *toolButton(const QIcon &icon, const QString &text, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setIcon(icon);
    button->setText(text);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setAutoRaise(true);
    return button;
}
} // namespace

namespace {
const char kOriginalFont[] = "sw_presentationOriginalFont"; // the font before presentation mode
const char kExplicitFont[] = "sw_presentationExplicitFont"; // it was set on the widget itself

QFont scaled(const QFont &font, double factor)
{
    QFont out = font;
    if (font.pointSizeF() > 0)
        out.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        out.setPixelSize(qMax(1, qRound(font.pixelSize() * factor)));
    return out;
}

double sizeOf(const QFont &font)
{
    return font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize();
}

// Presentation mode for one window: every widget of it gets its own font scaled. A parent's font does not reach its
// children here (the application style sheet makes each widget keep the size it was polished with), so scaling
// the window alone changed nothing but the window. Widgets made while it is on (chat rows, cards) are scaled when
// they are polished, unless they already took the large size from their parent.
class PresentationFonts : public QObject
{
public:
    PresentationFonts(QWidget *root, double factor)
        : QObject(root)
        , m_root(root)
        , m_factor(factor)
        , m_base(sizeOf(root->font()))
    {
        setObjectName(QStringLiteral("sw_presentationFonts"));
        QList<QWidget *> widgets { root };
        widgets += root->findChildren<QWidget *>();
        QList<QFont> before;
        for (QWidget *w : std::as_const(widgets))
            before << w->font(); // all of them first: scaling a parent may move a child that follows it
        for (int i = 0; i < widgets.size(); ++i)
            scale(widgets.at(i), before.at(i));
        qApp->installEventFilter(this);
    }

    void restore()
    {
        qApp->removeEventFilter(this);
        QList<QWidget *> widgets { m_root };
        widgets += m_root->findChildren<QWidget *>();
        for (QWidget *w : std::as_const(widgets)) {
            const QVariant original = w->property(kOriginalFont);
            if (original.isValid()) {
                w->setFont(original.value<QFont>());
                w->setProperty(kOriginalFont, QVariant());
                w->setProperty(kExplicitFont, QVariant());
            } else if (sizeOf(w->font()) > m_base * 1.01) {
                w->setFont(scaled(w->font(), 1.0 / m_factor)); // made while presenting, at the large size
            }
        }
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Polish && watched->isWidgetType()) {
            auto *w = static_cast<QWidget *>(watched);
            if (within(w) && !w->property(kOriginalFont).isValid() && sizeOf(w->font()) < m_base * m_factor * 0.95)
                scale(w, w->font());
        }
        return false;
    }

private:
    // `w` belongs to the window: a descendant, also inside a dialog the window opened (a dialog made while presenting,
    // such as Compare scenarios or Preferences, is scaled too; isAncestorOf() stops at a window's edge).
    bool within(const QWidget *w) const
    {
        for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget())
            if (p == m_root)
                return true;
        return false;
    }

    void scale(QWidget *w, const QFont &font)
    {
        w->setProperty(kOriginalFont, font);
        w->setProperty(kExplicitFont, w->testAttribute(Qt::WA_SetFont));
        w->setFont(scaled(font, m_factor));
    }

    QWidget *m_root;
    double m_factor;
    double m_base;
};
} // namespace

void applyPresentationFont(QWidget *root, bool on, double scale)
{
    if (!root)
        return;
    auto *fonts = root->findChild<QObject *>(QStringLiteral("sw_presentationFonts"), Qt::FindDirectChildrenOnly);
    if (on && !fonts) {
        new PresentationFonts(root, scale);
    } else if (!on && fonts) {
        static_cast<PresentationFonts *>(fonts)->restore();
        delete fonts;
    }
}

PresentationBar::PresentationBar(QWidget *parent)
    : QWidget(parent)
    , m_badge(new QLabel(tr("REPLAY"), this))
    , m_title(new QLabel(this))
    // The theme's icons, drawn in the palette's text colour (the style's media icons were dark on the dark theme).
    , m_next(toolButton(themedIcon(QStringLiteral("next-step")), tr("Next step"), this))
    , m_play(toolButton(themedIcon(QStringLiteral("play")), tr("Play"), this))
    , m_pace(new QComboBox(this))
    , m_progress(new QProgressBar(this))
    , m_presentation(toolButton(QIcon(), tr("Presentation mode"), this))
    , m_provider(toolButton(QIcon(), tr("Use a real provider…"), this))
{
    setObjectName(QStringLiteral("presentationBar"));
    m_badge->setToolTip(tr("A scripted replay: no model is called"));
    m_badge->setStyleSheet(QStringLiteral("QLabel { background: palette(highlight); color: palette(highlighted-text);"
                                          " border-radius: 4px; padding: 1px 8px; font-weight: bold; }"));
    m_title->setTextFormat(Qt::PlainText);
    // A long title wraps onto a second line rather than widening the bar: at 1366 pixels in presentation mode the
    // bar's one line asked for 1,441 pixels and pushed the window past the screen.
    m_title->setWordWrap(true);
    m_title->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_next->setShortcut(QKeySequence(Qt::Key_F9));
    m_next->setToolTip(tr("Release the next model response (F9)"));
    m_play->setToolTip(tr("Play the replay at the chosen pace, or pause it"));
    const QStringList paceNames { tr("Slow"), tr("Normal"), tr("Fast"), tr("No pause") };
    const QList<int> paces = paceChoices();
    for (int i = 0; i < paces.size(); ++i)
        m_pace->addItem(paceNames.value(i), paces.at(i));
    m_pace->setCurrentIndex(1);
    m_pace->setToolTip(tr("Pause between responses in auto-play"));
    m_progress->setTextVisible(true);
    m_progress->installEventFilter(this); // its width follows its font (presentation mode)
    m_presentation->setCheckable(true);
    m_presentation->setToolTip(tr("Larger fonts and simplified chrome for presenting"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(8);
    layout->addWidget(m_badge);
    layout->addWidget(m_title, 1);
    layout->addWidget(m_next);
    layout->addWidget(m_play);
    layout->addWidget(m_pace);
    layout->addWidget(m_progress);
    layout->addSpacing(8);
    layout->addWidget(m_presentation);
    layout->addWidget(m_provider);

    connect(m_next, &QToolButton::clicked, this, [this] {
        if (m_controller)
            m_controller->nextStep();
    });
    connect(m_play, &QToolButton::clicked, this, [this] {
        if (!m_controller)
            return;
        if (m_controller->isPlaying())
            m_controller->pause();
        else
            m_controller->play();
    });
    connect(m_pace, &QComboBox::currentIndexChanged, this, [this] {
        if (m_controller)
            m_controller->setPaceMs(m_pace->currentData().toInt());
    });
    connect(m_presentation, &QToolButton::toggled, this, &PresentationBar::presentationModeToggled);
    connect(m_provider, &QToolButton::clicked, this, &PresentationBar::switchToProviderRequested);
    updateState();
}

void PresentationBar::setController(DemoController *controller)
{
    if (m_controller)
        m_controller->disconnect(this);
    m_controller = controller;
    if (controller) {
        controller->setPaceMs(m_pace->currentData().toInt());
        connect(controller, &DemoController::progressChanged, this, &PresentationBar::updateState);
        connect(controller, &DemoController::playingChanged, this, &PresentationBar::updateState);
        connect(controller, &DemoController::waitingChanged, this, &PresentationBar::updateState);
        connect(controller, &DemoController::loopChanged, this, &PresentationBar::updateState);
        connect(controller, &DemoController::finished, this, &PresentationBar::updateState);
        connect(controller, &DemoController::failed, this, &PresentationBar::updateState);
        connect(controller, &QObject::destroyed, this, [this] {
            m_controller = nullptr;
            updateState();
        });
    }
    updateState();
}

bool PresentationBar::isPresentationMode() const
{
    return m_presentation->isChecked();
}

void PresentationBar::setPresentationMode(bool on)
{
    m_presentation->setChecked(on);
}

bool PresentationBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_progress && event->type() == QEvent::FontChange)
        updateState();
    return QWidget::eventFilter(watched, event);
}

void PresentationBar::updateState()
{
    const bool loaded = m_controller && m_controller->isLoaded();
    const bool finished = loaded && m_controller->isFinished();
    const bool playing = loaded && m_controller->isPlaying();
    const QString path = loaded ? m_controller->scenarioPath() : QString();
    if (path != m_titlePath || m_title->text().isEmpty()) {
        m_titlePath = path;
        m_title->setText(loaded
                ? localizedScenarioTexts(path, m_controller->scenario().title, m_controller->scenario().description)
                      .title
                : tr("No replay loaded"));
    }
    m_play->setEnabled(loaded && !finished);
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setIcon(themedIcon(playing ? QStringLiteral("pause") : QStringLiteral("play")));
    const int total = loaded ? m_controller->totalSteps() : 0;
    const int done = loaded ? m_controller->stepsCompleted() : 0;
    // The widest text this bar shows fits on one line (in Chinese too): it never wraps or clips.
    const QFontMetrics metrics(m_progress->font());
    int widest = 0;
    for (const QString &text : { tr("Finished: %n response(s)", nullptr, total),
             tr("Paused · step %1 of %2 · F9").arg(total).arg(total), tr("Step %1 of %2").arg(total).arg(total) })
        widest = qMax(widest, metrics.horizontalAdvance(text));
    m_progress->setMinimumWidth(widest + 32);
    m_progress->setMaximumWidth(qMax(220, widest + 32));
    m_progress->setRange(0, qMax(1, total));
    m_progress->setValue(done);
    const bool waiting = loaded && m_controller->isWaiting();
    m_next->setEnabled(loaded && (waiting || (!finished && !playing)));
    m_progress->setFormat(finished ? tr("Finished: %n response(s)", nullptr, done)
            : waiting && !playing  ? tr("Paused · step %1 of %2 · F9").arg(done + 1).arg(total)
                                   : tr("Step %1 of %2").arg(qMin(done + 1, total)).arg(total));
}

} // namespace sw::ui
