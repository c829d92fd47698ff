#pragma once
// WelcomePage: the Welcome layout: recent roots, the bundled skills, start the demo, provider status, what is new.
#include <QWidget>

class QLabel;
class QListWidget;
class QVBoxLayout;

namespace sw::ui {

class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

    void setRecentRoots(const QStringList &roots);
    void setLibrarySummary(int skills, int errors, const QString &bundledRoot);
    void setProviderStatus(const QString &status);

signals:
    void openRootRequested(); // choose a folder
    void recentRootActivated(const QString &root);
    void newSkillRequested();
    void startDemoRequested();
    void authorRequested();

private:
    QLabel *m_summary;
    QLabel *m_provider;
    QVBoxLayout *m_recent;
    QWidget *m_recentBox;
};

} // namespace sw::ui
