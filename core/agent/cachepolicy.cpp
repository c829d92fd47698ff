// Cache breakpoint policies.
#include "cachepolicy.h"

#include <QJsonArray>

namespace sw {

QList<CachePolicy> cachePolicies()
{
    using P = CachePoint;
    return {
        { QStringLiteral("off"), {} },
        { QStringLiteral("prefix"), { P::Tools, P::System, P::Catalog } },
        { QStringLiteral("skills"), { P::Tools, P::Catalog, P::LoadedSkills } },
        { QStringLiteral("conversation"), { P::Tools, P::Catalog, P::LoadedSkills, P::LastMessage } },
    };
}

std::optional<CachePolicy> cachePolicy(QStringView name)
{
    for (const CachePolicy &p : cachePolicies()) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

std::optional<CachePolicy> parseCachePolicy(const QJsonValue &value, QString *error)
{
    if (value.isString()) {
        if (auto p = cachePolicy(value.toString()))
            return p;
        QStringList names;
        for (const CachePolicy &p : cachePolicies())
            names << p.name;
        *error = QStringLiteral("cache_breakpoints: unknown policy '%1' (one of: %2, or an array of points)")
                     .arg(value.toString(), names.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (!value.isArray()) {
        *error = QStringLiteral("cache_breakpoints: expected a policy name or an array of points");
        return std::nullopt;
    }
    CachePolicy policy { QStringLiteral("custom"), {} };
    for (const QJsonValue v : value.toArray()) {
        const auto point = cachePointFromName(v.toString());
        if (!point) {
            QStringList names;
            for (CachePoint p : allCachePoints())
                names << cachePointName(p);
            *error = QStringLiteral("cache_breakpoints: unknown point '%1' (one of: %2)")
                         .arg(v.toString(), names.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        if (!policy.points.contains(*point))
            policy.points << *point;
    }
    if (policy.points.size() > kMaxCacheBreakpoints) {
        *error
            = QStringLiteral("cache_breakpoints: at most %1 points (the API places no more)").arg(kMaxCacheBreakpoints);
        return std::nullopt;
    }
    for (const CachePolicy &named : cachePolicies()) {
        if (named.points == policy.points)
            policy.name = named.name;
    }
    return policy;
}

} // namespace sw
