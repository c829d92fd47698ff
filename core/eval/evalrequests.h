#pragma once
// EvalRequests: the first request of a chat turn for one eval query, built exactly as AgentLoop builds it (a new
// session; the deepseek catalog published before the user message; the same RequestBuilder, profile, catalog and
// tools), and the description variants a run compares (the skill under test with another description).
#include "agent/requestbuilder.h"

namespace sw {

// A copy of `skills` where `skill` has `description` (the other skills shared, unchanged).
SkillSnapshotPtr withDescription(const SkillSnapshotPtr &skills, const QString &skill, const QString &description);

class EvalRequestFactory
{
public:
    EvalRequestFactory(const Profile &profile, SkillSnapshotPtr skills, const BuildOptions &options);

    // The session as AgentLoop has it when it sends the first request of a turn with `query`.
    Session firstTurn(const QString &query) const;
    // That request, byte for byte.
    RequestRecord build(const QString &query) const;

    const Profile &profile() const { return m_profile; }
    const SkillSnapshotPtr &skills() const { return m_skills; }

private:
    Profile m_profile;
    SkillSnapshotPtr m_skills;
    BuildOptions m_options;
    RequestBuilder m_builder;
};

} // namespace sw
