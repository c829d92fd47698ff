#pragma once
// PresentationBar: the step-through strip of the offline demo: a "Replay" badge and the scenario title, Next
// step, Play/Pause, the auto-play pace, progress ("Step 3 of 7") and the presentation-mode toggle. It drives a
// DemoController; applyPresentationFont() is what the main window does with presentationModeToggled().
#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QToolButton;

namespace sw::ui {

class DemoController;

// Scales the font of `root` and of every widget in it (those made while it is on too) for presentation mode, or
// restores the fonts they had before. Idempotent in both directions.
void applyPresentationFont(QWidget *root, bool on, double scale = 1.35);

class PresentationBar : public QWidget
{
    Q_OBJECT
public:
    explicit PresentationBar(QWidget *parent = nullptr);

    // The replay the bar drives (not owned; may be null). Follows its signals from now on.
    void setController(DemoController *controller);
    DemoController *controller() const { return m_controller; }

    bool isPresentationMode() const;
    void setPresentationMode(bool on); // updates the toggle; emits presentationModeToggled() on change

    // Auto-play pace choices (milliseconds between responses).
    static QList<int> paceChoices() { return { 3000, 1500, 600, 0 }; }

Q_SIGNALS:
    void presentationModeToggled(bool on);
    void switchToProviderRequested(); // "Use a real provider…": leave the replay

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateState();

    DemoController *m_controller = nullptr;
    QLabel *m_badge;
    QLabel *m_title;
    QToolButton *m_next;
    QToolButton *m_play;
    QComboBox *m_pace;
    QProgressBar *m_progress;
    QToolButton *m_presentation;
    QToolButton *m_provider;
    QString m_titlePath; // the scenario m_title shows (its title is read from the file once)
};

} // namespace sw::ui
