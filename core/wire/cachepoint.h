#pragma once
// Prompt-cache breakpoint points (Anthropic `cache_control`, docs/wire-formats.md "Prompt caching"): the places in a
// request where a format can mark the end of a prefix the provider should cache. Which points a request uses is the
// agent's cache policy (agent/cachepolicy.h); the encoders place them.
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace sw {

// After the tool definitions, after the system prompt, after the catalog (else the system prompt), after the last
// loaded skill (its last doc), on the last message of the history.
enum class CachePoint { Tools, System, Catalog, LoadedSkills, LastMessage };
QString cachePointName(CachePoint point); // "tools", "system", "catalog", "loaded_skills", "last_message"
std::optional<CachePoint> cachePointFromName(QStringView name);
// Every point, in the order above.
QList<CachePoint> allCachePoints();
// "tools, catalog, last_message" (or "off").
QString describeCachePoints(const QList<CachePoint> &points);

inline constexpr int kMaxCacheBreakpoints = 4;

} // namespace sw
