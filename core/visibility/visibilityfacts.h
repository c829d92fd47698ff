#pragma once
// The per-skill facts of the visibility matrix (visibilitycompute.h): how each consumer reads one skill, computed once
// per parsed document, root and agents/openai.yaml and kept by the VisibilityCache between computations. Internal to
// core/visibility.
#include "visibility/visibility.h"

#include "catalog/catalogrenderer.h"
#include "repository/skillindex.h"

#include <array>
#include <memory>

namespace sw {

// The per-skill facts the cache keeps (named, not anonymous: VisibilityCache, declared in the header, holds them).
namespace visibilityfacts {

struct ConsumerFacts
{
    bool loaded = true; // false: unparsed or rejected (the verdict is `early`)
    bool hidden = false; // loaded, but a policy field keeps it from the model (the verdict is `early`)
    bool unreadable = false; // trpc-python: listed under the folder name, no description (reason in `early`)
    bool fallback = false; // claude-code: listed with the body's first line for a description
    QString fallbackWhy;
    ConsumerVerdict early;
    qsizetype listedLength = 0; // deepseek: the description as it publishes it (white space collapsed)
    QString name; // the name this consumer gives the skill (shadowing)
    CatalogSkill catalog; // what its listing shows
};

struct SkillFacts
{
    QString name;
    QString path;
    QString folder;
    std::array<ConsumerFacts, kConsumerCount> consumers;
};

struct CacheEntry
{
    std::shared_ptr<const SkillDocument> document;
    int rootIndex = 0;
    RootScope scope = RootScope::Custom;
    QString rootFolder;
    qint64 openaiStamp = 0;
    std::shared_ptr<const SkillFacts> facts;
};

} // namespace visibilityfacts

namespace visibilityfacts {

// Size and modification time of a file folded into one number; 0 when it does not exist.
qint64 fileStamp(const QString &path);
// A skill folder's agents/openai.yaml (Codex's policy file).
QString openaiYamlPath(const QString &folder);
ConsumerVerdict verdict(Consumer c, Verdict v, Reason r);
// What every consumer makes of one skill of the snapshot.
std::shared_ptr<const SkillFacts> readFacts(const SkillRecord &record, const SkillIndex &index);

} // namespace visibilityfacts

} // namespace sw
