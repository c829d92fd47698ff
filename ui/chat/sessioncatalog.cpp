// SessionCatalog: the chat profile's catalog, counted by the request builder on the background pool.
#include "sessioncatalog.h"

#include "agent/requestbuilder.h"
#include "common/backgroundpool.h"

#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

SessionCatalog::SessionCatalog(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, [this] {
        const Figure figure = m_watcher.result();
        if (figure.profile == m_profileName)
            publish(figure);
    });
}

int SessionCatalog::catalogTokens(const sw::RequestRecord &record)
{
    int tokens = 0;
    for (const sw::RequestSegment &segment : record.segments)
        if (segment.kind == sw::SegmentKind::Catalog)
            tokens += segment.tokens;
    return tokens;
}

void SessionCatalog::count(const sw::Profile &profile, const sw::SkillSnapshotPtr &skills)
{
    if (!skills || covers(profile.name, skills))
        return;
    m_profileName = profile.name;
    m_skills = skills;
    // A first request of a new session: the builder renders the catalog exactly as it would send it.
    m_watcher.setFuture(QtConcurrent::run(sw::backgroundPool(), [profile, skills] {
        bool exact = true;
        const sw::RequestBuilder builder(sw::defaultTokenCounter(&exact), exact);
        sw::Session session;
        session.turn = 0;
        sw::TranscriptEvent user;
        user.kind = sw::TranscriptEvent::Kind::User;
        session.events << user;
        const sw::RequestRecord record = builder.build(profile, session, *skills, sw::BuildOptions());
        return Figure { catalogTokens(record), record.tokensExact, profile.catalogDialect, profile.name, true };
    }));
}

void SessionCatalog::takeRequest(const sw::Profile &profile, const sw::RequestRecord &record)
{
    if (catalogTokens(record) == 0 && profile.name == m_profileName && m_figure.valid)
        return; // a request without a catalog (a format or placement that sends it once): keep the figure
    m_profileName = profile.name;
    publish({ catalogTokens(record), record.tokensExact, profile.catalogDialect, profile.name, true });
}

void SessionCatalog::publish(const Figure &figure)
{
    m_figure = figure;
    Q_EMIT counted(figure.tokens, figure.exact, figure.dialect, figure.profile);
}

} // namespace sw::ui
