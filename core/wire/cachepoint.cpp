// Cache breakpoint points and their names.
#include "cachepoint.h"

#include <QStringList>

namespace sw {

QList<CachePoint> allCachePoints()
{
    return { CachePoint::Tools, CachePoint::System, CachePoint::Catalog, CachePoint::LoadedSkills,
        CachePoint::LastMessage };
}

QString cachePointName(CachePoint point)
{
    switch (point) {
    case CachePoint::Tools:
        return QStringLiteral("tools");
    case CachePoint::System:
        return QStringLiteral("system");
    case CachePoint::Catalog:
        return QStringLiteral("catalog");
    case CachePoint::LoadedSkills:
        return QStringLiteral("loaded_skills");
    case CachePoint::LastMessage:
        return QStringLiteral("last_message");
    }
    return {};
}

std::optional<CachePoint> cachePointFromName(QStringView name)
{
    for (CachePoint p : allCachePoints()) {
        if (name == cachePointName(p))
            return p;
    }
    return std::nullopt;
}

QString describeCachePoints(const QList<CachePoint> &points)
{
    if (points.isEmpty())
        return QStringLiteral("off");
    QStringList names;
    for (CachePoint p : points)
        names << cachePointName(p);
    return names.join(QStringLiteral(", "));
}

} // namespace sw
