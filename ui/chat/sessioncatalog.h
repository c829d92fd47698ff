#pragma once
// SessionCatalog: what the catalog of the chat's profile costs in every request (the status bar's figure in the
// Debug layout). Counted off the GUI thread with the request builder, so it is the catalog a request of that
// profile carries (its dialect, placement and listing budget), and taken from each request as it goes out.
#include "agent/profile.h"
#include "agent/skillsnapshot.h"
#include "session/requestrecord.h"

#include <QFutureWatcher>
#include <QObject>

namespace sw::ui {

class SessionCatalog : public QObject
{
    Q_OBJECT
public:
    struct Figure
    {
        int tokens = 0;
        bool exact = true;
        QString dialect;
        QString profile;
        bool valid = false;
    };

    explicit SessionCatalog(QObject *parent = nullptr);

    // Counts the catalog of `profile` over `skills` (the newest call wins; nothing when both are unchanged).
    void count(const sw::Profile &profile, const sw::SkillSnapshotPtr &skills);
    // The catalog a request carried (its Catalog segments).
    void takeRequest(const sw::Profile &profile, const sw::RequestRecord &record);
    Figure figure() const { return m_figure; }
    // Whether the figure (shown or being counted) is of `profile` over `skills`.
    bool covers(const QString &profile, const sw::SkillSnapshotPtr &skills) const
    {
        return profile == m_profileName && skills == m_skills && (m_figure.valid || isBusy());
    }
    bool isBusy() const { return m_watcher.isRunning(); }

    // The catalog tokens of a request (its Catalog segments); any thread.
    static int catalogTokens(const sw::RequestRecord &record);

Q_SIGNALS:
    void counted(int tokens, bool exact, const QString &dialect, const QString &profile);

private:
    void publish(const Figure &figure);

    QFutureWatcher<Figure> m_watcher;
    QString m_profileName;
    sw::SkillSnapshotPtr m_skills;
    Figure m_figure;
};

} // namespace sw::ui
