#pragma once
// Welcome cards: the framed sections of the Welcome page (WelcomeCard) and the clickable, keyboard-activatable
// card of one demo scenario (ScenarioCard), plus the palette-aware style sheet they share.
#include "welcome/scenariocatalog.h"

#include <QFrame>

class QLabel;
class QPalette;
class QPushButton;
class QVBoxLayout;

namespace sw::ui {

// A titled section: heading, optional caption, then `body()` for the content.
class WelcomeCard : public QFrame
{
    Q_OBJECT
public:
    WelcomeCard(const QString &title, const QString &caption, QWidget *parent = nullptr);
    QVBoxLayout *body() const { return m_body; }

private:
    QVBoxLayout *m_body;
};

// One bundled scenario: title, profile subtitle, description and a Start button. Clicking the card, pressing
// Enter/Space on it or the button emits activated(path).
class ScenarioCard : public QFrame
{
    Q_OBJECT
public:
    explicit ScenarioCard(const ScenarioInfo &scenario, QWidget *parent = nullptr);
    const ScenarioInfo &scenario() const { return m_scenario; }
    QPushButton *startButton() const { return m_start; }

Q_SIGNALS:
    void activated(const QString &scenarioPath);

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    ScenarioInfo m_scenario;
    QPushButton *m_start;
};

// The style sheet of the Welcome page's cards for `palette` (light and dark follow from the palette roles).
QString welcomeStyleSheet(const QPalette &palette);

} // namespace sw::ui
