#pragma once
// Prompt-cache breakpoints (Anthropic `cache_control`, docs/wire-formats.md "Prompt caching"): where a request marks
// the end of a prefix the provider should cache. A policy is an ordered list of points; at most four breakpoints
// are placed (the API's limit), points that fall on the same place count once. Every shipped profile names its
// default policy (`cache_breakpoints`); the user can pick another one or turn caching off.
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

// After the tool definitions, after the system prompt, after the catalog (else the system prompt), after the last
// loaded skill (its last doc), on the last message of the history.
enum class CachePoint { Tools, System, Catalog, LoadedSkills, LastMessage };
QString cachePointName(CachePoint point); // "tools", "system", "catalog", "loaded_skills", "last_message"
std::optional<CachePoint> cachePointFromName(QStringView name);

inline constexpr int kMaxCacheBreakpoints = 4;

struct CachePolicy
{
    QString name; // "off", "prefix", "skills", "conversation", or "custom"
    QList<CachePoint> points;
    friend bool operator==(const CachePolicy &, const CachePolicy &) = default;
};

// The named policies: off (none), prefix (tools, system, catalog), skills (tools, catalog, loaded_skills),
// conversation (tools, catalog, loaded_skills, last_message).
QList<CachePolicy> cachePolicies();
std::optional<CachePolicy> cachePolicy(QStringView name);
// A profile's `cache_breakpoints`: a policy name or an array of point names. nullopt + *error when invalid.
std::optional<CachePolicy> parseCachePolicy(const QJsonValue &value, QString *error);
// "tools, catalog, last_message" (or "off").
QString describeCachePoints(const QList<CachePoint> &points);

} // namespace sw
