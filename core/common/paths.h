#pragma once
// Path questions several parts of the application ask.
#include <QString>

namespace sw {

// True when `path` is `folder` itself or lies inside it (both clean, absolute, '/'-separated).
inline bool isUnder(const QString &path, const QString &folder)
{
    return path == folder || path.startsWith(folder + QLatin1Char('/'));
}

} // namespace sw
