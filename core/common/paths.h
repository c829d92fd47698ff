#pragma once
// Path questions several parts of the application ask.
#include <QDir>
#include <QFileInfo>
#include <QString>

namespace sw {

// True when `path` is `folder` itself or lies inside it (both clean, absolute, '/'-separated).
inline bool isUnder(const QString &path, const QString &folder)
{
    return path == folder || path.startsWith(folder + QLatin1Char('/'));
}

// The path as the file system knows it (symbolic links resolved) when it exists, else cleaned; empty stays empty.
inline QString canonicalOrCleanPath(const QString &path)
{
    if (path.isEmpty())
        return {};
    const QString clean = QDir::cleanPath(path);
    const QString canonical = QFileInfo(clean).canonicalFilePath();
    return canonical.isEmpty() ? clean : canonical;
}

} // namespace sw
