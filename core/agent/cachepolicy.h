#pragma once
// Prompt-cache breakpoints (Anthropic `cache_control`, docs/wire-formats.md "Prompt caching"): where a request marks
// the end of a prefix the provider should cache. A policy is an ordered list of points; at most four breakpoints
// are placed (the API's limit), points that fall on the same place count once. Every shipped profile names its
// default policy (`cache_breakpoints`); the user can pick another one or turn caching off.
#include "wire/cachepoint.h"

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

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

} // namespace sw
