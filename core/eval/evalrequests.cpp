// EvalRequests: first-turn sessions and requests for eval queries.
#include "evalrequests.h"

#include "catalog/deepseekcatalog.h"

namespace sw {

SkillSnapshotPtr withDescription(const SkillSnapshotPtr &skills, const QString &skill, const QString &description)
{
    QList<AgentSkill> list = skills ? skills->skills() : QList<AgentSkill>();
    for (AgentSkill &s : list)
        if (s.name == skill)
            s.description = description;
    return std::make_shared<const SkillSnapshot>(list);
}

EvalRequestFactory::EvalRequestFactory(const Profile &profile, SkillSnapshotPtr skills, const BuildOptions &options)
    : m_profile(profile)
    , m_skills(skills ? std::move(skills) : std::make_shared<const SkillSnapshot>())
    , m_options(options)
{
    bool exact = true;
    TokenCounter count = defaultTokenCounter(&exact);
    m_builder = RequestBuilder(std::move(count), exact);
}

Session EvalRequestFactory::firstTurn(const QString &query) const
{
    // AgentLoop::sendUserMessage on a new session: turn 0, the deepseek catalog (initial form) before the first user
    // message, the user message; the turn reset, legacy migration and eviction change nothing in an empty state.
    Session session;
    session.profileName = m_profile.name;
    session.model = m_options.model;
    session.turn = 0;
    if (m_profile.catalogPlacement == CatalogPlacement::UserReminder
        && m_profile.catalogDialect == QLatin1String("deepseek")) {
        QList<CatalogSkill> cs;
        cs.reserve(m_skills->skills().size());
        for (const AgentSkill &s : m_skills->skills())
            cs << CatalogSkill { s.name, s.description, s.location };
        DeepseekCatalogTracker tracker;
        const DeepseekCatalogTracker::Step step = tracker.next(cs);
        if (step.action != DeepseekCatalogTracker::Action::None) {
            TranscriptEvent e;
            e.kind = TranscriptEvent::Kind::Catalog;
            e.text = step.text;
            e.reason = QStringLiteral("initial");
            e.digest = step.digest;
            session.append(e);
        }
    }
    TranscriptEvent user;
    user.kind = TranscriptEvent::Kind::User;
    user.text = query;
    session.append(user);
    return session;
}

RequestRecord EvalRequestFactory::build(const QString &query) const
{
    RequestRecord record = m_builder.build(m_profile, firstTurn(query), *m_skills, m_options, nullptr);
    record.step = 0;
    return record;
}

} // namespace sw
