#pragma once
// ModeBar: the vertical bar on the left of the window (as in Qt Creator) switching between the Welcome,
// Author, Debug, Runs and Trigger Lab layouts.
#include <QWidget>

class QButtonGroup;
class QToolButton;
class QVBoxLayout;

namespace sw::ui {

enum class Mode { Welcome = 0, Author = 1, Debug = 2, Runs = 3, TriggerLab = 4, Capture = 5 };
constexpr int kModeCount = 6;
// The icon name of a mode (resources/icons).
QString modeIconName(Mode mode);

class ModeBar : public QWidget
{
    Q_OBJECT
public:
    explicit ModeBar(QWidget *parent = nullptr);

    Mode currentMode() const;
    void setCurrentMode(Mode mode); // no signal when unchanged
    void retranslate();

signals:
    void modeSelected(sw::ui::Mode mode);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyColours();

    QButtonGroup *m_group;
    QList<QToolButton *> m_buttons;
};

QString modeName(Mode mode); // translated label

} // namespace sw::ui
