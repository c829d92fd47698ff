#pragma once
// WelcomePage (offline demo, issue 8): the first screen: recent skill roots, the bundled skills, a prominent
// "Start the demo" card listing every bundled scenario, the provider status and what is new (from the
// AppStream metainfo <releases>).
// It lives in sw::ui::welcome because ui/shell has an older sw::ui::WelcomePage; this one is meant to replace it.
#include "settings/providerstatus.h"
#include "welcome/releasenotes.h"
#include "welcome/scenariocatalog.h"

#include <QWidget>

class QAction;
class QHBoxLayout;
class QLabel;
class QVBoxLayout;

namespace sw::ui {
class ScenarioCard;
}

namespace sw::ui::welcome {

class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    // Lists the scenarios of `scenarioDirectory` (empty: sw::dataDirectory(DataKind::Scenarios)).
    explicit WelcomePage(QWidget *parent = nullptr, const QString &scenarioDirectory = {});

    void setRecentRoots(const QStringList &roots); // most recent first
    QStringList recentRoots() const { return m_recentRoots; }
    // Re-reads the scenario files (e.g. after the data folder changed).
    void reloadScenarios(const QString &scenarioDirectory = {});
    QList<ScenarioInfo> scenarios() const { return m_scenarios; }
    QList<ScenarioCard *> scenarioCards() const { return m_cards; }

    // Provider card: the chat session's provider (ChatPanel::providerStatus(), the same the status bar shows), the
    // "replay" badge for a replay, and its warning (no key for a remote endpoint, nothing can be sent).
    void setProviderStatus(const ProviderStatus &status);
    QString providerStatus() const; // the card's line
    QString providerWarning() const; // "" when there is none

    // "What is new": the newest release of the AppStream metainfo file (empty: the one compiled into the
    // application, the same file the install ships) in `language` (empty: QLocale()).
    void loadReleaseNotes(const QString &metainfoPath = {}, const QString &language = {});
    QList<ReleaseNote> releaseNotes() const { return m_releaseNotes; }
    // The window's "Presentation Mode" action, as a button beside "Compare scenarios" (it could not be found before a
    // scenario started).
    void setPresentationAction(QAction *action);

Q_SIGNALS:
    void openRootRequested(const QString &root); // a recent root was clicked
    void chooseRootRequested(); // "Open a skills folder…"
    void bundledSkillsRequested(); // open the bundled skills (skills/)
    void startDemoRequested(const QString &scenarioPath);
    void compareScenariosRequested(); // open the comparison view
    void configureProviderRequested(); // "Use a real provider…"

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *buildHeader();
    QWidget *buildDemoCard();
    QWidget *buildRecentCard();
    QWidget *buildBundledCard();
    QWidget *buildProviderCard();
    QWidget *buildNewsCard();
    void rebuildRecent();
    void rebuildScenarios();

    QString m_scenarioDirectory;
    QStringList m_recentRoots;
    QList<ScenarioInfo> m_scenarios;
    QList<ScenarioCard *> m_cards;
    QVBoxLayout *m_scenarioList = nullptr;
    QVBoxLayout *m_recentList = nullptr;
    QLabel *m_provider = nullptr;
    QLabel *m_providerBadge = nullptr;
    QLabel *m_providerWarning = nullptr;
    QLabel *m_scenarioProblems = nullptr;
    QHBoxLayout *m_compareRow = nullptr;
    QVBoxLayout *m_newsList = nullptr;
    QList<ReleaseNote> m_releaseNotes;
};

} // namespace sw::ui::welcome
